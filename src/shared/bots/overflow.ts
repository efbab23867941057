/**
 * Heuristics for the Poison family (Überkochen's pots, Dreizehn's boards): a card that takes a
 * pile above the limit takes the pile. Each game describes its cards and table in these terms;
 * the beginner and normal levels, and the strong level's playouts, rate placements with them.
 *
 * Points are reckoned as if the round ended now: three majority groups (suits, colours) whose
 * strict leader is excused, and a poison (♠, red four) that always costs.
 */
import type { Rng } from '../cards/rng';
import type { Seat } from '../engine/types';

export interface OverflowCards<C> {
  value(card: C): number;
  /** The majority group of a card (0, 1 or 2), or -1 for poison. */
  group(card: C): number;
  poisonPoints: number;
  /** The highest card value: how far below the limit a pile is still safe. */
  maxValue: number;
}

/** What a seat knows of the table: a view, or a searched sample read the same way. */
export interface OverflowTable<C> {
  seat: Seat;
  players: number;
  hand: readonly C[];
  piles: readonly (readonly C[])[];
  limit: number;
  taken: readonly (readonly C[])[];
  /** Per group, the pile its cards must go on, or -1 while they may choose. */
  pileOfGroup: readonly number[];
}

export interface Placement<C> {
  card: C;
  pile: number;
}

const GROUPS = 3;

/**
 * A table in numbers: what the normal rating reads. `normalRater` makes it from a view's cards; a
 * game's playout representation fills it from its own counts (no card objects, no allocation).
 * Groups are 0..2, and 3 stands for poison.
 */
export interface OverflowNumbers {
  seat: Seat;
  players: number;
  limit: number;
  /** Taken cards per seat by group: seat × 4 + group. */
  taken: ArrayLike<number>;
  /** Per pile, the sum of its values, and its cards by group (pile × 4 + group). */
  sums: ArrayLike<number>;
  pileGroups: ArrayLike<number>;
  /** The hand's cards: values and groups (−1 for poison, as OverflowCards.group). */
  handValues: ArrayLike<number>;
  handGroups: ArrayLike<number>;
  handSize: number;
  /** Per group, the pile its cards must go on, or −1 while they may choose. */
  pileOfGroup: ArrayLike<number>;
}

/** The constants of a game's cards the rating reads. */
export type OverflowScale = Pick<OverflowCards<unknown>, 'poisonPoints' | 'maxValue'>;

/**
 * Points per seat if the round ended with these counts, into `out`: the strict leader of a group is
 * excused. With `pile` ≥ 0, seat `me` is counted as if it had also taken that pile.
 */
export function overflowPoints(t: OverflowNumbers, poisonPoints: number, me: number, pile: number, out: number[]): void {
  const n = t.players;
  const adds = pile >= 0 ? me : -1;
  for (let seat = 0; seat < n; seat++) out[seat] = heldOf(t, seat, GROUPS, adds, pile) * poisonPoints;
  for (let g = 0; g < GROUPS; g++) {
    let best = 0;
    let leader = -1;
    for (let seat = 0; seat < n; seat++) {
      const c = heldOf(t, seat, g, adds, pile);
      if (c > best) {
        best = c;
        leader = seat;
      } else if (c === best) leader = -1;
    }
    for (let seat = 0; seat < n; seat++) if (seat !== leader) out[seat] = (out[seat] as number) + heldOf(t, seat, g, adds, pile);
  }
}

/** A seat's taken cards of group `g` (GROUPS: poison), counting the pile `pile` for seat `adds` (−1: nobody). */
function heldOf(t: OverflowNumbers, seat: number, g: number, adds: number, pile: number): number {
  return (t.taken[seat * 4 + g] as number) + (seat === adds ? (t.pileGroups[pile * 4 + g] as number) : 0);
}

/**
 * What the strong level's own rating knows beyond the normal one's: the cards its seat has not seen
 * (in the others' hands, the dummy, the draw pile), by group and value, and each group's size.
 */
export interface Unseen {
  /** Unseen cards: group × UNSEEN_VALUES + value (group 3: poison). */
  counts: ArrayLike<number>;
  /** The cards of each majority group in the deck. */
  groupSize: number;
}

/** Values per group in `Unseen.counts` (values run up to 10). */
export const UNSEEN_VALUES = 16;

/** Taken cards of one group per seat, counted for projectedPoints (at most six seats). */
const held = new Float64Array(6);

/**
 * Points per seat at the round's end as a seat who counts the cards expects them, into `out` (as
 * overflowPoints: with `pile` ≥ 0, seat `me` as if it had also taken that pile). A group's leader
 * is excused only as likely as its lead lasts: the group's cards not taken yet may still go to
 * anyone. A lead larger than those cards is safe; a seat that cannot pass the best of the others
 * even with all of them is not excused; in between, the rest is taken as if dealt at random, each
 * seat's share of R cards spread by about √(R/n), and the lead holds with the normal chance
 * Φ((lead − ½)/√(2R/n)) (a logistic stands for Φ).
 */
export function projectedPoints(t: OverflowNumbers, poisonPoints: number, groupSize: number, me: number, pile: number, out: number[]): void {
  const n = t.players;
  const adds = pile >= 0 ? me : -1;
  for (let seat = 0; seat < n; seat++) out[seat] = heldOf(t, seat, GROUPS, adds, pile) * poisonPoints;
  for (let g = 0; g < GROUPS; g++) {
    let left = groupSize;
    for (let seat = 0; seat < n; seat++) {
      const c = heldOf(t, seat, g, adds, pile);
      held[seat] = c;
      left -= c;
    }
    const spread = Math.sqrt((2 * Math.max(left, 0)) / n);
    for (let seat = 0; seat < n; seat++) {
      const c = held[seat] as number;
      if (c === 0) continue;
      let rival = 0;
      for (let other = 0; other < n; other++) if (other !== seat && (held[other] as number) > rival) rival = held[other] as number;
      const lead = c - rival;
      const excused = lead > left ? 1 : c + left <= rival ? 0 : 1 / (1 + Math.exp((-1.7 * (lead - 0.5)) / spread));
      out[seat] = (out[seat] as number) + c * (1 - excused);
    }
  }
}

/**
 * The chance the next card onto a pile with room `head` takes it over, from the cards not seen
 * yet that may go there: those of the pile's group (or, on a pile no group owns yet, of every
 * group still free to choose), poison left aside (it is laid where it is safe).
 */
function unseenBoilChance(t: OverflowNumbers, unseen: Unseen, pile: number, head: number): number {
  let owned = false;
  for (let g = 0; g < GROUPS; g++) if (t.pileOfGroup[g] === pile) owned = true;
  let feeders = 0;
  let boilers = 0;
  for (let g = 0; g < GROUPS; g++) {
    if (t.pileOfGroup[g] !== (owned ? pile : -1)) continue;
    for (let v = 0; v < UNSEEN_VALUES; v++) {
      const count = unseen.counts[g * UNSEEN_VALUES + v] as number;
      feeders += count;
      if (v > head) boilers += count;
    }
  }
  return feeders > 0 ? boilers / feeders : 0;
}

/** What a pile costs its taker at face value: 1 per group card, the poison's points per poison. */
function faceCost(t: OverflowNumbers, pile: number, poisonPoints: number): number {
  const g = t.pileGroups;
  const at = pile * 4;
  return (g[at] as number) + (g[at + 1] as number) + (g[at + 2] as number) + (g[at + GROUPS] as number) * poisonPoints;
}

/**
 * The normal level's judgement of placing a card (its value and group) on a pile, in expected
 * points (higher is better); `before` holds overflowPoints of the table as it is, `after` is scratch:
 * - a boil-over costs what the round's score would say now — taking a suit you are about to lead
 *   costs little, taking one off its leader hurts them — and hurting the others counts half;
 * - a safe card sheds a high value while it can, but a pile left just under the limit is a trap
 *   for whoever must feed it next: good when that is someone else, bad when the own hand still
 *   holds cards that can only go there.
 * With `unseen` it is the strong level's own rating (its seat's moves in its playouts, and its
 * favourite): `before` then holds projectedPoints, a boil-over is costed by the majorities
 * projected to the round's end, and a trap's chance of boiling over is read from the cards not seen
 * yet that may still go onto the pile, not from the values a card may have.
 */
export function normalRating(
  scale: OverflowScale,
  t: OverflowNumbers,
  before: readonly number[],
  after: number[],
  value: number,
  group: number,
  pile: number,
  memory = 1,
  unseen: Unseen | null = null,
): number {
  const n = t.players;
  const me = t.seat;
  const pp = scale.poisonPoints;
  const sum = (t.sums[pile] as number) + value;
  if (sum > t.limit) {
    if (unseen) projectedPoints(t, pp, unseen.groupSize, me, pile, after);
    else overflowPoints(t, pp, me, pile, after);
    let othersDelta = 0;
    for (let seat = 0; seat < n; seat++) if (seat !== me) othersDelta += (after[seat] as number) - (before[seat] as number);
    const own = (after[me] as number) - (before[me] as number);
    // Memory blurs the majorities: a forgetful player counts every taken card at face value.
    const felt = memory * (own - (0.5 * othersDelta) / Math.max(1, n - 1)) + (1 - memory) * faceCost(t, pile, pp);
    return -felt - 0.05 * value;
  }
  const head = t.limit - sum;
  const content = faceCost(t, pile, pp) + (group < 0 ? pp : 1);
  const boilChance = unseen ? unseenBoilChance(t, unseen, pile, head) : Math.min(1, Math.max(0, (scale.maxValue - head) / scale.maxValue));
  let forcedOver = 0;
  // The card itself (one of equal cards: they count alike) is not left in hand.
  let skipped = false;
  for (let i = 0; i < t.handSize; i++) {
    const v = t.handValues[i] as number;
    const g = t.handGroups[i] as number;
    if (!skipped && v === value && g === group) {
      skipped = true;
      continue;
    }
    if (g >= 0 && t.pileOfGroup[g] === pile && v > head) forcedOver++;
    else if (g >= 0 && g === group && t.pileOfGroup[g] === -1 && v > head) forcedOver += 0.5;
  }
  const mineChance = forcedOver > 0 ? Math.min(0.9, 0.45 + 0.15 * forcedOver) : boilChance / n;
  const othersChance = (1 - mineChance) * boilChance;
  return 0.12 * value - mineChance * content + 0.4 * othersChance * content;
}

export interface Rater<C> {
  rate(placement: Placement<C>): number;
}

/** The normal rating of a seat's placements (normalRating) on a table of cards. */
export function normalRater<C>(cards: OverflowCards<C>, table: OverflowTable<C>, memory = 1): Rater<C> {
  const n = table.players;
  const taken = new Array<number>(4 * n).fill(0);
  table.taken.forEach((pile, seat) => {
    for (const card of pile) {
      const g = cards.group(card);
      const at = seat * 4 + (g < 0 ? GROUPS : g);
      taken[at] = (taken[at] as number) + 1;
    }
  });
  const sums = table.piles.map((pile) => pileSum(cards, pile));
  const pileGroups = new Array<number>(4 * table.piles.length).fill(0);
  table.piles.forEach((pile, i) => {
    for (const card of pile) {
      const g = cards.group(card);
      const at = i * 4 + (g < 0 ? GROUPS : g);
      pileGroups[at] = (pileGroups[at] as number) + 1;
    }
  });
  const t: OverflowNumbers = {
    seat: table.seat,
    players: n,
    limit: table.limit,
    taken,
    sums,
    pileGroups,
    handValues: table.hand.map((card) => cards.value(card)),
    handGroups: table.hand.map((card) => cards.group(card)),
    handSize: table.hand.length,
    pileOfGroup: table.pileOfGroup,
  };
  const before: number[] = [];
  overflowPoints(t, cards.poisonPoints, -1, -1, before);
  const after: number[] = [];
  return { rate: ({ card, pile }) => normalRating(cards, t, before, after, cards.value(card), cards.group(card), pile, memory) };
}

function pileSum<C>(cards: OverflowCards<C>, pile: readonly C[]): number {
  let sum = 0;
  for (const card of pile) sum += cards.value(card);
  return sum;
}

/**
 * The beginner's judgement: boiling over is bad in proportion to the cards taken (poison or not,
 * majorities forgotten); otherwise it plays its lowest safe card, keeping the high ones for later
 * — the classic mistake of this family, since high cards get harder to place as the pots fill.
 */
export function beginnerRater<C>(cards: OverflowCards<C>, table: OverflowTable<C>): Rater<C> {
  const sums = table.piles.map((pile) => pileSum(cards, pile));
  return {
    rate({ card, pile }) {
      const value = cards.value(card);
      if ((sums[pile] as number) + value > table.limit) return -2 - (table.piles[pile] as readonly C[]).length;
      return -0.1 * value;
    },
  };
}

/** The best placement by a rater; among equals the first listed. */
export function bestPlacement<C>(rater: Rater<C>, placements: readonly Placement<C>[]): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < placements.length; i++) {
    const score = rater.rate(placements[i] as Placement<C>);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** With probability `noise` any placement, else the rater's best: a playout step or a beginner's slip. */
export function noisyPlacement<C>(rater: Rater<C>, placements: readonly Placement<C>[], rng: Rng, noise: number): number {
  if (noise > 0 && rng.next() < noise) return rng.int(placements.length);
  return bestPlacement(rater, placements);
}
