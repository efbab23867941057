/**
 * The normal level's judgement of a placement (../../bots/overflow.ts `normalRater`, the Poison
 * family's heuristic) read straight off the match's table (table.ts): the normal level's decisions and the
 * strong level's playouts both rate with it, millions of times a second, so it allocates
 * nothing. It reckons exactly as normalRater does (the same sums in the same order), and a test
 * holds the two to the same pick.
 */
import type { Seat } from '../../engine/types';
import { UNSEEN_VALUES, normalRating, projectedPoints } from '../../bots/overflow';
import { cardSlot } from './rules';
import { goesOver } from './steps';
import { ROOM as TABLE_ROOM, type DreizehnTable } from './table';

/** Room for any pile (table.ts), as this module's own constant: the rater reads it in its hot loop. */
const ROOM = TABLE_ROOM;

/** The biggest card: how far below the limit a board is still safe. */
const MAX_VALUE = 7;
const POISON_POINTS = 2;
const POISON = 3;
/** Cards of a colour in the deck. */
const COLOUR_SIZE = 14;
const DREIZEHN_SCALE = { poisonPoints: POISON_POINTS, maxValue: MAX_VALUE };

/** Taken cards per seat and group (colour codes 0–2, the red four 3), and the points they stand for now. */
const counts = new Int32Array(6 * 4);
const before = new Int32Array(6);
const after = new Int32Array(6);

function bump(at: number, by: number): void {
  counts[at] = (counts[at] as number) + by;
}

/** Points per seat if the round ended with `counts`: the strict leader of a colour is excused. */
function pointsInto(n: number, out: Int32Array): void {
  for (let seat = 0; seat < n; seat++) out[seat] = (counts[seat * 4 + POISON] as number) * POISON_POINTS;
  for (let g = 0; g < 3; g++) {
    let best = 0;
    let leader = -1;
    for (let seat = 0; seat < n; seat++) {
      const count = counts[seat * 4 + g] as number;
      if (count > best) {
        best = count;
        leader = seat;
      } else if (count === best) leader = -1;
    }
    for (let seat = 0; seat < n; seat++) if (seat !== leader) out[seat] = (out[seat] as number) + (counts[seat * 4 + g] as number);
  }
}

/** Each seat's taken cards by group (seat × 4 + group, the red four as group 3), into `into`. */
function countTaken(p: DreizehnTable, into: Int32Array): void {
  const { cards, sizes } = p;
  into.fill(0, 0, p.players * 4);
  for (let s = 0; s < p.players; s++) {
    const from = p.takenAt + s * ROOM;
    const to = from + (sizes[p.takenSize + s] as number);
    for (let i = from; i < to; i++) {
      const at = s * 4 + ((cards[i] as number) & 3);
      into[at] = (into[at] as number) + 1;
    }
  }
}

/** What a pile costs its taker at face value: 1 per colour card, 2 per red four. */
function faceCost(cards: readonly number[], from: number, to: number): number {
  let cost = 0;
  for (let i = from; i < to; i++) cost += ((cards[i] as number) & 3) === POISON ? POISON_POINTS : 1;
  return cost;
}

/**
 * The index among `codes` (moves of `seat` in `p`, playout codes) of the placement the normal
 * level likes best; among equals the first listed.
 */
export function bestCode(p: DreizehnTable, seat: Seat, codes: Int32Array, count: number): number {
  const n = p.players;
  const { cards, sizes } = p;
  countTaken(p, counts);
  pointsInto(n, before);
  const limit = p.options.limit;
  // Per colour, the board it must go on, or -1 while it may choose (a colour with a board has only that one).
  const own0 = boardOf(p, 0);
  const own1 = boardOf(p, 1);
  const own2 = boardOf(p, 2);
  const handFrom = seat * ROOM;
  const handTo = handFrom + (sizes[seat] as number);
  let best = 0;
  let bestScore = -Infinity;
  for (let m = 0; m < count; m++) {
    const code = codes[m] as number;
    const slot = (code / 3) | 0;
    const pile = code - slot * 3;
    const value = slot >> 2;
    const sum = (sizes[p.sumAt + pile] as number) + value;
    const lyingFrom = p.boardAt + pile * ROOM;
    const lyingTo = lyingFrom + (sizes[p.boardSize + pile] as number);
    let score: number;
    if (goesOver(sum, limit)) {
      const mine = seat * 4;
      for (let i = lyingFrom; i < lyingTo; i++) bump(mine + ((cards[i] as number) & 3), 1);
      pointsInto(n, after);
      for (let i = lyingFrom; i < lyingTo; i++) bump(mine + ((cards[i] as number) & 3), -1);
      let othersDelta = 0;
      for (let s = 0; s < n; s++) if (s !== seat) othersDelta += (after[s] as number) - (before[s] as number);
      const own = (after[seat] as number) - (before[seat] as number);
      const felt = own - (0.5 * othersDelta) / Math.max(1, n - 1);
      score = -felt - 0.05 * value;
    } else {
      const head = limit - sum;
      const group = slot & 3;
      const content = faceCost(cards, lyingFrom, lyingTo) + (group === POISON ? POISON_POINTS : 1);
      const boilChance = Math.min(1, Math.max(0, (MAX_VALUE - head) / MAX_VALUE));
      let forcedOver = 0;
      let skipped = false;
      for (let i = handFrom; i < handTo; i++) {
        const held = cards[i] as number;
        if (!skipped && held === slot) {
          skipped = true;
          continue;
        }
        const g = held & 3;
        if (g === POISON || held >> 2 <= head) continue;
        const owner = g === 0 ? own0 : g === 1 ? own1 : own2;
        if (owner === pile) forcedOver++;
        else if (g === group && owner === -1) forcedOver += 0.5;
      }
      const mineChance = forcedOver > 0 ? Math.min(0.9, 0.45 + 0.15 * forcedOver) : boilChance / n;
      const othersChance = (1 - mineChance) * boilChance;
      score = 0.12 * value - mineChance * content + 0.4 * othersChance * content;
    }
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

/** The board that has colour `colour`, or -1. */
function boardOf(p: DreizehnTable, colour: number): number {
  const at = p.colourAt;
  for (let board = 0; board < 3; board++) if (p.sizes[at + board] === colour) return board;
  return -1;
}

/** The numbers the strong level's own rating reads (bots/overflow.ts normalRating with `unseen`), refilled per decision. */
const numbers = {
  seat: 0,
  players: 0,
  limit: 0,
  taken: new Int32Array(6 * 4),
  sums: [0, 0, 0],
  pileGroups: new Int32Array(3 * 4),
  handValues: new Array<number>(ROOM).fill(0),
  handGroups: new Array<number>(ROOM).fill(0),
  handSize: 0,
  pileOfGroup: [-1, -1, -1],
};
const unseen = { counts: new Int32Array(4 * UNSEEN_VALUES), groupSize: COLOUR_SIZE };
/**
 * What taking a board costs the strong level's own rating beyond its cards, in points (a red four
 * half as much again): it lays a card that stays under the limit whenever it has one, unless taking
 * the board gains it clearly more, and when every card goes over it goes over with a colour card
 * rather than a red four. The normal rating takes a board whenever that looks cheaper than the trap
 * a safe card might leave. Among normal bots this rating alone won 46.9 % [43.8–50.0] of 1,000
 * matches with the cost and 30.1 % without (seed 5); the strong level with it won 33.1 % of 200
 * against three flat references (27.8 % without on the same deals), 21.9 % against three at four
 * times its budget (21.2 % without): no worse, maybe better (docs/BOTS.md, issue 39).
 */
const GOING_OVER = 4;
const RED_FOUR_OVER = 1.5 * GOING_OVER;
const projectedBefore: number[] = [];
const projectedAfter: number[] = [];

function countSlot(slot: number): void {
  const at = (slot & 3) * UNSEEN_VALUES + (slot >> 2);
  unseen.counts[at] = (unseen.counts[at] as number) + 1;
}

/**
 * The index among `codes` of the placement the strong level's own rating likes best: the normal
 * rating knowing the cards `seat` has not seen (the others' hands, the draw pile, the dummy: in a
 * search's sample, the sampled cards) and projecting the majorities to the round's end
 * (bots/overflow.ts), with a taken board costing `GOING_OVER` more. Its seat's moves in its
 * playouts, and its favourite.
 */
export function expertCode(p: DreizehnTable, seat: Seat, codes: Int32Array, count: number): number {
  const n = p.players;
  const { cards, sizes } = p;
  const t = numbers;
  t.seat = seat;
  t.players = n;
  t.limit = p.options.limit;
  countTaken(p, t.taken);
  t.pileGroups.fill(0);
  for (let b = 0; b < 3; b++) {
    t.sums[b] = sizes[p.sumAt + b] as number;
    const from = p.boardAt + b * ROOM;
    const to = from + (sizes[p.boardSize + b] as number);
    for (let i = from; i < to; i++) {
      const at = b * 4 + ((cards[i] as number) & 3);
      t.pileGroups[at] = (t.pileGroups[at] as number) + 1;
    }
  }
  for (let g = 0; g < 3; g++) t.pileOfGroup[g] = boardOf(p, g);
  const handFrom = seat * ROOM;
  t.handSize = sizes[seat] as number;
  for (let i = 0; i < t.handSize; i++) {
    const slot = cards[handFrom + i] as number;
    t.handValues[i] = slot >> 2;
    t.handGroups[i] = (slot & 3) === POISON ? -1 : slot & 3;
  }
  unseen.counts.fill(0);
  for (let s = 0; s < n; s++) {
    if (s === seat) continue;
    for (let i = s * ROOM; i < s * ROOM + (sizes[s] as number); i++) countSlot(cards[i] as number);
  }
  for (let i = p.drawAt + p.drawTop; i < p.drawAt + p.drawEnd; i++) countSlot(cards[i] as number);
  for (const card of p.dummy) countSlot(cardSlot(card));
  projectedPoints(t, POISON_POINTS, COLOUR_SIZE, -1, -1, projectedBefore);
  let best = 0;
  let bestScore = -Infinity;
  for (let m = 0; m < count; m++) {
    const code = codes[m] as number;
    const slot = (code / 3) | 0;
    const group = slot & 3;
    const board = code - slot * 3;
    let score = normalRating(DREIZEHN_SCALE, t, projectedBefore, projectedAfter, slot >> 2, group === POISON ? -1 : group, board, 1, unseen);
    if (goesOver((t.sums[board] as number) + (slot >> 2), t.limit)) score -= group === POISON ? RED_FOUR_OVER : GOING_OVER;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}
