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

/** Taken cards per seat: counts of groups 0..2 and of poison (index 3). */
function countTaken<C>(cards: OverflowCards<C>, taken: readonly (readonly C[])[]): number[][] {
  return taken.map((pile) => {
    const counts = [0, 0, 0, 0];
    for (const card of pile) {
      const g = cards.group(card);
      const i = g < 0 ? GROUPS : g;
      counts[i] = (counts[i] as number) + 1;
    }
    return counts;
  });
}

/** Points per seat if the round ended with these counts: the strict leader of a group is excused. */
function pointsOf(counts: readonly number[][], poisonPoints: number): number[] {
  const points = counts.map((c) => (c[GROUPS] as number) * poisonPoints);
  for (let g = 0; g < GROUPS; g++) {
    let best = 0;
    let leader = -1;
    for (let seat = 0; seat < counts.length; seat++) {
      const count = (counts[seat] as number[])[g] as number;
      if (count > best) {
        best = count;
        leader = seat;
      } else if (count === best) leader = -1;
    }
    for (let seat = 0; seat < counts.length; seat++) if (seat !== leader) points[seat] = (points[seat] as number) + ((counts[seat] as number[])[g] as number);
  }
  return points;
}

function pileSum<C>(cards: OverflowCards<C>, pile: readonly C[]): number {
  let sum = 0;
  for (const card of pile) sum += cards.value(card);
  return sum;
}

/** What a pile costs its taker at face value: 1 per group card, the poison's points per poison. */
function faceCost<C>(cards: OverflowCards<C>, pile: readonly C[]): number {
  let cost = 0;
  for (const card of pile) cost += cards.group(card) < 0 ? cards.poisonPoints : 1;
  return cost;
}

export interface Rater<C> {
  rate(placement: Placement<C>): number;
}

/**
 * The normal level's judgement of a placement, in expected points (higher is better):
 * - a boil-over costs what the round's score would say now — taking a suit you are about to lead
 *   costs little, taking one off its leader hurts them — and hurting the others counts half;
 * - a safe card sheds a high value while it can, but a pile left just under the limit is a trap
 *   for whoever must feed it next: good when that is someone else, bad when the own hand still
 *   holds cards that can only go there.
 */
export function normalRater<C>(cards: OverflowCards<C>, table: OverflowTable<C>, memory = 1): Rater<C> {
  const counts = countTaken(cards, table.taken);
  const before = pointsOf(counts, cards.poisonPoints);
  const sums = table.piles.map((pile) => pileSum(cards, pile));
  const n = table.players;
  const me = table.seat;
  return {
    rate({ card, pile }) {
      const value = cards.value(card);
      const sum = (sums[pile] as number) + value;
      const lying = table.piles[pile] as readonly C[];
      if (sum > table.limit) {
        const mine = (counts[me] as number[]).slice();
        for (const taken of lying) {
          const g = cards.group(taken);
          const i = g < 0 ? GROUPS : g;
          mine[i] = (mine[i] as number) + 1;
        }
        const after = counts.slice();
        after[me] = mine;
        const points = pointsOf(after, cards.poisonPoints);
        let othersDelta = 0;
        for (let seat = 0; seat < n; seat++) if (seat !== me) othersDelta += (points[seat] as number) - (before[seat] as number);
        const own = (points[me] as number) - (before[me] as number);
        // Memory blurs the majorities: a forgetful player counts every taken card at face value.
        const felt = memory * (own - (0.5 * othersDelta) / Math.max(1, n - 1)) + (1 - memory) * faceCost(cards, lying);
        return -felt - 0.05 * value;
      }
      const head = table.limit - sum;
      const content = faceCost(cards, lying) + (cards.group(card) < 0 ? cards.poisonPoints : 1);
      const boilChance = Math.min(1, Math.max(0, (cards.maxValue - head) / cards.maxValue));
      let forcedOver = 0;
      const group = cards.group(card);
      let skipped = false;
      for (const held of table.hand) {
        if (!skipped && held === card) {
          skipped = true;
          continue;
        }
        const g = cards.group(held);
        if (g >= 0 && table.pileOfGroup[g] === pile && cards.value(held) > head) forcedOver++;
        else if (g >= 0 && g === group && table.pileOfGroup[g] === -1 && cards.value(held) > head) forcedOver += 0.5;
      }
      const mineChance = forcedOver > 0 ? Math.min(0.9, 0.45 + 0.15 * forcedOver) : boilChance / n;
      const othersChance = (1 - mineChance) * boilChance;
      return 0.12 * value - mineChance * content + 0.4 * othersChance * content;
    },
  };
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
