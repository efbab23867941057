/**
 * Überkochen's playout representation (engine/playout.ts): cards as their codes (rules.ts
 * `codeOfCard`), every hand, pot and taken pile a zone of one array of small integers, changed in place. It holds
 * no rule of its own: which pots a card may go into, the overflow, the next seat, the deal, the
 * scoring and the match end are the functions the JSON rules call (rules.ts, ../common); this file
 * only stores what they decide. A differential test plays random matches through both paths.
 *
 * `undo` reads a trail of the moves applied: a card's place in its hand, what it took, the last play
 * before it; a move that ended a round also keeps the table's cards and numbers as they were before the scoring.
 */
import type { FrenchCard, Seed } from '../../cards';
import { zeros, type Playout } from '../../engine/playout';
import type { MatchResult, Seat } from '../../engine/types';
import { overflows as overflowsRule } from '../common/overflow';
import { fewestPointsWin } from '../common/standings';
import { nextSeatWithCards as nextSeatRule } from '../common/turns';
import {
  CARD_MOVES as CARD_MOVES_TABLE,
  CARD_MOVES_START as CARD_MOVES_START_TABLE,
  CODE_SUIT as CODE_SUIT_TABLE,
  CODE_VALUE as CODE_VALUE_TABLE,
  DUMMY as DUMMY_SEAT,
  MOVE_CODES,
  MOVE_OF_CODE,
  POTS,
  UEBERKOCHEN_DECK,
  codeOfCard,
  dealOrder,
  isUeberkochenCard,
  leftOf as leftOfRule,
  matchEndsAfter,
  receiverOf as receiverRule,
  roundsOf,
  scoreFlat as scoreFlatRule,
  type LastPlay,
  type Pot,
  type RoundRecord,
  type SuitCounts,
  type UeberkochenMove,
  type UeberkochenOptions,
  type UeberkochenState,
} from './rules';

// The rules' tables and functions as this module's own constants: the hot loops read them without
// going through the import's binding, which tsx compiles to a getter call per read (a tenth of a
// playout's time when it was so).
const CARD_MOVES = CARD_MOVES_TABLE;
const DUMMY = DUMMY_SEAT;
const overflows = overflowsRule;
const nextSeatWithCards = nextSeatRule;
const leftOf = leftOfRule;
const receiverOf = receiverRule;
const CARD_MOVES_START = CARD_MOVES_START_TABLE;
const CODE_SUIT = CODE_SUIT_TABLE;
const CODE_VALUE = CODE_VALUE_TABLE;
const scoreFlat = scoreFlatRule;

/** Some cards: a hand, a pot, a taken pile: `length` codes in the table's `cards` from `start` on. */
export interface Zone {
  readonly start: number;
  length: number;
}

const PHASES = ['dealing', 'playing', 'over'] as const;
const PLAYING = 1;
const OVER = 2;
/** The phase of a table whose match is over. */
export const OVER_PHASE = OVER;

/**
 * What a zone can hold: a hand or the dummy at most 10 cards (38 dealt round at least four hands),
 * a pot 18 (its suit's ten and the eight poisons sum to 99, the highest limit), a taken pile the deck.
 */
const HAND = 10;
const POT = 18;
const PILE = UEBERKOCHEN_DECK.length;

export interface UeberkochenTable {
  options: UeberkochenOptions;
  seed: Seed;
  readonly players: number;
  round: number;
  dealer: Seat;
  /** The seat to move, −1 when nobody is (between rounds, or the match is over). */
  turn: number;
  /** The index of the JSON phase in PHASES. */
  phase: number;
  /** Every zone's cards: hands, the dummy, the three pots, the taken piles (so that a copy is one `set`). */
  readonly cards: number[];
  readonly hands: readonly Zone[];
  readonly dummy: Zone;
  /** Pots in the order of POTS (♥ ♦ ♣), with their sums. */
  readonly pots: readonly Zone[];
  readonly sums: number[];
  readonly taken: readonly Zone[];
  /** Taken cards counted by suit: seat × 4 + suit (0 ♥, 1 ♦, 2 ♣, 3 ♠). */
  readonly counts: number[];
  readonly totals: number[];
  /** Rounds scored so far: the score sheet's length. */
  scored: number;
  /** The score sheet, RECORD(players) numbers per round: round, points, totals, counts by suit, the excused seat per pot (−1: nobody). */
  readonly records: number[];
  /** The last play: its seat (−1: none this round), card, pot, and how many cards it took (−1: the pot did not boil over). */
  lastSeat: number;
  lastCard: number;
  lastPot: number;
  lastTook: number;
  /** What `undo` needs, ENTRY numbers per move (made at the first move, grown by doubling). */
  trail: number[];
  trailLength: number;
  /** The table before each round's scoring that `undo` may still reach, newest last: its cards, and its numbers (made with the trail). */
  savedCards: number[];
  savedNumbers: number[];
  savedCount: number;
}

/** Numbers per round of the score sheet. */
function recordSize(players: number): number {
  return 1 + 6 * players + POTS.length;
}

function zones(count: number, start: number, size: number): Zone[] {
  const out: Zone[] = [];
  for (let i = 0; i < count; i++) out.push({ start: start + i * size, length: 0 });
  return out;
}

/** The trail and the saved round ends of a table that has not needed them yet (never written: `growTrail` replaces it first). */
const NONE: number[] = [];

/** An empty table for a match (no cards anywhere). */
export function blankTable(options: UeberkochenOptions, seed: Seed): UeberkochenTable {
  const n = options.players;
  const pots = (n + 1) * HAND;
  const piles = pots + 3 * POT;
  const cards = zeros(piles + n * PILE);
  return {
    options,
    seed,
    players: n,
    round: 0,
    dealer: 0,
    turn: -1,
    phase: 0,
    cards,
    hands: zones(n, 0, HAND),
    dummy: { start: n * HAND, length: 0 },
    pots: zones(3, pots, POT),
    sums: [0, 0, 0],
    taken: zones(n, piles, PILE),
    counts: zeros(4 * n),
    totals: zeros(n),
    scored: 0,
    records: zeros(Math.max(4, n) * recordSize(n)),
    lastSeat: -1,
    lastCard: -1,
    lastPot: -1,
    lastTook: -1,
    trail: NONE,
    trailLength: 0,
    savedCards: NONE,
    savedNumbers: NONE,
    savedCount: 0,
  };
}

/** Writes `src` into `dst` (a table of the same player count); `dst` keeps no moves to take back. */
export function copyTable(src: UeberkochenTable, dst: UeberkochenTable): UeberkochenTable {
  if (src.players !== dst.players) throw new Error(`ueberkochen: a table of ${src.players} players copied into one of ${dst.players}`);
  dst.options = src.options;
  dst.seed = src.seed;
  dst.round = src.round;
  dst.dealer = src.dealer;
  dst.turn = src.turn;
  dst.phase = src.phase;
  // The 38 cards, zone by zone: what lies past a zone's length is never read.
  for (let z = zonesOf(src) - 1; z >= 0; z--) {
    const from = zoneAt(src, z);
    const to = zoneAt(dst, z);
    for (let i = from.start + from.length - 1; i >= from.start; i--) dst.cards[i] = src.cards[i] as number;
    to.length = from.length;
  }
  for (let seat = 0; seat < src.players; seat++) dst.totals[seat] = src.totals[seat] as number;
  for (let pot = 0; pot < 3; pot++) dst.sums[pot] = src.sums[pot] as number;
  for (let i = 0; i < src.counts.length; i++) dst.counts[i] = src.counts[i] as number;
  dst.scored = src.scored;
  for (let i = src.scored * recordSize(src.players) - 1; i >= 0; i--) dst.records[i] = src.records[i] as number;
  dst.lastSeat = src.lastSeat;
  dst.lastCard = src.lastCard;
  dst.lastPot = src.lastPot;
  dst.lastTook = src.lastTook;
  dst.trailLength = 0;
  dst.savedCount = 0;
  return dst;
}

/** Zones of a table: hands, the dummy, the pots, the taken piles. */
function zonesOf(p: UeberkochenTable): number {
  return 2 * p.players + 4;
}
/** Numbers kept per saved round end: the taken counts, the zones' lengths, the pot sums, the totals, round, dealer and the last play. */
function savedSize(p: UeberkochenTable): number {
  return 4 * p.players + zonesOf(p) + 3 + p.players + 6;
}

function zoneAt(p: UeberkochenTable, k: number): Zone {
  const n = p.players;
  return (k < n ? p.hands[k] : k === n ? p.dummy : k < n + 4 ? p.pots[k - n - 1] : p.taken[k - n - 4]) as Zone;
}

/** Keeps the table as it is after a round's last card, for `undo`: the scoring and the deal change every zone. */
function saveRoundEnd(p: UeberkochenTable): void {
  const saved = p.savedCards;
  const numbers = p.savedNumbers;
  const cards = p.cards;
  const k = p.savedCount++;
  // Every card, zone by zone, in a block of the deck's size per round end.
  let to = k * UEBERKOCHEN_DECK.length;
  let at = k * savedSize(p);
  const counts = p.counts;
  for (let i = 0; i < counts.length; i++) numbers[at++] = counts[i] as number;
  for (let z = zonesOf(p) - 1; z >= 0; z--) {
    const zone = zoneAt(p, z);
    const end = zone.start + zone.length;
    for (let i = zone.start; i < end; i++) saved[to++] = cards[i] as number;
    numbers[at++] = zone.length;
  }
  for (let pot = 0; pot < 3; pot++) numbers[at++] = p.sums[pot] as number;
  for (let seat = 0; seat < p.players; seat++) numbers[at++] = p.totals[seat] as number;
  numbers[at++] = p.round;
  numbers[at++] = p.dealer;
  numbers[at++] = p.lastSeat;
  numbers[at++] = p.lastCard;
  numbers[at++] = p.lastPot;
  numbers[at] = p.lastTook;
}

function restoreRoundEnd(p: UeberkochenTable): void {
  const k = --p.savedCount;
  const saved = p.savedCards;
  const numbers = p.savedNumbers;
  let at = k * savedSize(p);
  for (let i = 0; i < p.counts.length; i++) p.counts[i] = numbers[at++] as number;
  let from = k * UEBERKOCHEN_DECK.length;
  for (let z = zonesOf(p) - 1; z >= 0; z--) {
    const zone = zoneAt(p, z);
    zone.length = numbers[at++] as number;
    for (let i = 0; i < zone.length; i++) p.cards[zone.start + i] = saved[from++] as number;
  }
  for (let pot = 0; pot < 3; pot++) p.sums[pot] = numbers[at++] as number;
  for (let seat = 0; seat < p.players; seat++) p.totals[seat] = numbers[at++] as number;
  p.round = numbers[at++] as number;
  p.dealer = numbers[at++] as number;
  p.lastSeat = numbers[at++] as number;
  p.lastCard = numbers[at++] as number;
  p.lastPot = numbers[at++] as number;
  p.lastTook = numbers[at] as number;
  p.scored--;
  p.turn = -1;
  p.phase = PLAYING;
}

/** Counts a card into (or out of) a seat's taken cards by suit. */
function count(p: UeberkochenTable, seat: Seat, card: number, by: number): void {
  const at = seat * 4 + (CODE_SUIT[card] as number);
  p.counts[at] = (p.counts[at] as number) + by;
}

/** Puts a card on top of a zone. */
function put(p: UeberkochenTable, zone: Zone, card: number): void {
  p.cards[zone.start + zone.length++] = card;
}

const CODE_BY_NAME = new Map<unknown, number>(UEBERKOCHEN_DECK.map((card) => [card, codeOfCard(card)]));

function codeOf(card: unknown, where: string): number {
  const code = CODE_BY_NAME.get(card);
  if (code === undefined) throw new Error(`ueberkochen: ${where} holds ${JSON.stringify(card)}, not a card of the game`);
  return code;
}

function fill(p: UeberkochenTable, zone: Zone, cards: readonly FrenchCard[], where: string, capacity: number): void {
  if (cards.length > capacity) throw new Error(`ueberkochen: ${where} of ${cards.length} cards (it holds at most ${capacity})`);
  zone.length = 0;
  for (let i = 0; i < cards.length; i++) put(p, zone, codeOf(cards[i], where));
}

function names(p: UeberkochenTable, zone: Zone): FrenchCard[] {
  const out = new Array<FrenchCard>(zone.length);
  for (let i = 0; i < zone.length; i++) out[i] = UEBERKOCHEN_DECK[p.cards[zone.start + i] as number] as FrenchCard;
  return out;
}

/** The table a JSON state stands for. */
export function loadTable(state: UeberkochenState): UeberkochenTable {
  const n = state.options.players;
  if (state.hands.length !== n || state.taken.length !== n || state.totals.length !== n)
    throw new Error(`ueberkochen: a state of ${n} players with ${state.hands.length} hands`);
  const p = blankTable(state.options, state.seed);
  p.round = state.round;
  p.dealer = state.dealer;
  p.turn = state.turn ?? -1;
  p.phase = PHASES.indexOf(state.phase);
  if (p.phase < 0) throw new Error(`ueberkochen: no phase ${JSON.stringify(state.phase)}`);
  for (let seat = 0; seat < n; seat++) {
    fill(p, p.hands[seat] as Zone, state.hands[seat] as FrenchCard[], 'a hand', HAND);
    const zone = p.taken[seat] as Zone;
    fill(p, zone, state.taken[seat] as FrenchCard[], 'a taken pile', PILE);
    for (let i = 0; i < zone.length; i++) count(p, seat, p.cards[zone.start + i] as number, 1);
    p.totals[seat] = state.totals[seat] as number;
  }
  fill(p, p.dummy, state.dummy, 'the dummy', HAND);
  for (let i = 0; i < 3; i++) {
    const zone = p.pots[i] as Zone;
    fill(p, zone, state.pots[POTS[i] as Pot], 'a pot', POT);
    let sum = 0;
    for (let k = 0; k < zone.length; k++) sum += CODE_VALUE[p.cards[zone.start + k] as number] as number;
    p.sums[i] = sum;
  }
  if (state.history.length > Math.max(4, n))
    throw new Error(`ueberkochen: ${state.history.length} rounds scored, at most ${roundsOf(state.options)} are played`);
  state.history.forEach((record) => writeJsonRecord(p, record));
  const last = state.lastPlay;
  if (last !== null) {
    p.lastSeat = last.seat;
    p.lastCard = codeOf(last.card, 'the last play');
    p.lastPot = POTS.indexOf(last.pot);
    p.lastTook = last.took === null ? -1 : last.took.length;
    // What the last play took lies on top of its taker's pile: the table keeps only how many.
    if (
      last.took !== null &&
      names(p, p.taken[last.seat] as Zone)
        .slice(-last.took.length)
        .join() !== last.took.join()
    )
      throw new Error('ueberkochen: the last play took cards its taker does not hold');
  }
  return p;
}

/** Appends a scored round to the score sheet: counts flat (seat × 4 + suit), the excused seat per pot (−1: nobody). */
function writeRecord(
  p: UeberkochenTable,
  round: number,
  points: ArrayLike<number>,
  totals: ArrayLike<number>,
  counts: ArrayLike<number>,
  excused: ArrayLike<number>,
): void {
  const n = p.players;
  const r = p.records;
  let at = p.scored * recordSize(n);
  r[at++] = round;
  for (let seat = 0; seat < n; seat++) r[at++] = points[seat] as number;
  for (let seat = 0; seat < n; seat++) r[at++] = totals[seat] as number;
  for (let i = 0; i < 4 * n; i++) r[at++] = counts[i] as number;
  for (let pot = 0; pot < 3; pot++) r[at++] = excused[pot] as number;
  p.scored++;
}

/** A JSON score sheet's round as `writeRecord` takes it. */
function writeJsonRecord(p: UeberkochenTable, record: RoundRecord): void {
  const counts: number[] = [];
  for (const c of record.taken) counts.push(c.H, c.D, c.C, c.S);
  writeRecord(
    p,
    record.round,
    record.points,
    record.totals,
    counts,
    POTS.map((pot) => record.excused[pot] ?? -1),
  );
}

function readRecord(p: UeberkochenTable, index: number): RoundRecord {
  const n = p.players;
  const r = p.records;
  let at = index * recordSize(n);
  const round = r[at++] as number;
  const points: number[] = [];
  const totals: number[] = [];
  const taken: SuitCounts[] = [];
  for (let seat = 0; seat < n; seat++) points.push(r[at++] as number);
  for (let seat = 0; seat < n; seat++) totals.push(r[at++] as number);
  for (let seat = 0; seat < n; seat++) taken.push({ H: r[at++] as number, D: r[at++] as number, C: r[at++] as number, S: r[at++] as number });
  const excused = {} as Record<Pot, Seat | null>;
  for (const pot of POTS) {
    const seat = r[at++] as number;
    excused[pot] = seat < 0 ? null : seat;
  }
  return { round, points, totals, taken, excused };
}

/** The JSON state a table stands for. */
export function saveTable(p: UeberkochenTable): UeberkochenState {
  const history: RoundRecord[] = [];
  for (let i = 0; i < p.scored; i++) history.push(readRecord(p, i));
  let lastPlay: LastPlay | null = null;
  if (p.lastSeat >= 0) {
    const took = p.lastTook < 0 ? null : names(p, p.taken[p.lastSeat] as Zone).slice(-p.lastTook);
    lastPlay = { seat: p.lastSeat, card: UEBERKOCHEN_DECK[p.lastCard] as FrenchCard, pot: POTS[p.lastPot] as Pot, took };
  }
  return {
    options: p.options,
    seed: p.seed,
    round: p.round,
    dealer: p.dealer,
    turn: p.turn < 0 ? null : p.turn,
    hands: p.hands.map((zone) => names(p, zone)),
    dummy: names(p, p.dummy),
    pots: { H: names(p, p.pots[0] as Zone), D: names(p, p.pots[1] as Zone), C: names(p, p.pots[2] as Zone) },
    taken: p.taken.map((zone) => names(p, zone)),
    totals: p.totals.slice(),
    history,
    lastPlay,
    phase: PHASES[p.phase] as UeberkochenState['phase'],
  };
}

// ---- Moves -------------------------------------------------------------------------------------

export function legalCodes(p: UeberkochenTable, seat: Seat, out: Int32Array): number {
  if (p.turn !== seat) return 0;
  const hand = p.hands[seat] as Zone;
  const cards = p.cards;
  const end = hand.start + hand.length;
  let n = 0;
  for (let i = hand.start; i < end; i++) {
    // The rules' CARD_MOVES, read as its first code and whether more follow (see FIRST_MOVE).
    const card = cards[i] as number;
    const first = FIRST_MOVE[card] as number;
    out[n++] = first;
    if (ANY_POT[card] === 1) {
      out[n++] = first + 1;
      out[n++] = first + 2;
    }
  }
  return n;
}

/**
 * The rules' table of where a card may go (rules.ts CARD_MOVES), as `legalCodes` reads it: a card's
 * first move code, and whether it may go into every pot (then its codes are that one and the next
 * two, as the table lists them) or only into its own. An inner loop per card cost a fifth of a playout.
 */
const FIRST_MOVE = Int16Array.from({ length: UEBERKOCHEN_DECK.length }, (_, card) => CARD_MOVES[CARD_MOVES_START[card] as number] as number);
const ANY_POT = Int8Array.from({ length: UEBERKOCHEN_DECK.length }, (_, card) => {
  const from = CARD_MOVES_START[card] as number;
  const count = (CARD_MOVES_START[card + 1] as number) - from;
  for (let k = 0; k < count; k++) {
    if (CARD_MOVES[from + k] !== (FIRST_MOVE[card] as number) + k) throw new Error("ueberkochen: a card's move codes must follow one another");
  }
  if (count !== 1 && count !== POTS.length) throw new Error('ueberkochen: a card goes into one pot or into all');
  return count === POTS.length ? 1 : 0;
});

/** Trail entry: the move and what it took, and the last play before it (see `applyCode`). */
const ENTRY = 2;

/**
 * At the first move: room for the rest of the match (at most every round's every card) and for
 * every round end, as plain arrays: an ArrayBuffer costs several times more to make and to collect,
 * and the bench makes a table per match. Doubled should a table ever play more.
 */
function growTrail(p: UeberkochenTable): void {
  if (p.trail.length === 0) {
    const rounds = p.records.length / recordSize(p.players);
    p.trail = zeros(rounds * UEBERKOCHEN_DECK.length * ENTRY);
    p.savedCards = zeros(rounds * UEBERKOCHEN_DECK.length);
    p.savedNumbers = zeros(rounds * savedSize(p));
    return;
  }
  p.trail = p.trail.concat(zeros(p.trail.length));
}

/** The deal of the table's round: the same seeded order and receivers as the JSON rules' deal. */
function deal(p: UeberkochenTable): void {
  const n = p.players;
  for (let seat = 0; seat < n; seat++) {
    (p.hands[seat] as Zone).length = 0;
    (p.taken[seat] as Zone).length = 0;
  }
  p.dummy.length = 0;
  for (let i = 0; i < p.counts.length; i++) p.counts[i] = 0;
  for (let pot = 0; pot < 3; pot++) {
    (p.pots[pot] as Zone).length = 0;
    p.sums[pot] = 0;
  }
  const order = dealOrder(p.seed, p.round);
  for (let i = 0; i < order.length; i++) {
    const seat = receiverOf(i, p.dealer, n);
    put(p, seat === DUMMY ? p.dummy : (p.hands[seat] as Zone), order[i] as number);
  }
  p.lastSeat = -1;
  p.lastCard = -1;
  p.lastPot = -1;
  p.lastTook = -1;
  p.turn = leftOf(p.dealer, n);
  p.phase = PLAYING;
}

/** Scores the finished round, then deals the next one or ends the match (the JSON `apply` after a round's last card). */
function endRound(p: UeberkochenTable): void {
  const n = p.players;
  scoreFlat(p.counts, n, POINTS, EXCUSED);
  for (let seat = 0; seat < n; seat++) p.totals[seat] = (p.totals[seat] as number) + (POINTS[seat] as number);
  writeRecord(p, p.round, POINTS, p.totals, p.counts, EXCUSED);
  if (matchEndsAfter(p.scored, p.options)) {
    p.phase = OVER;
    return;
  }
  p.round++;
  p.dealer = leftOf(p.dealer, n);
  deal(p);
}
/** The scoring's scratch: a round's points per seat and the excused seat per pot (copied into the score sheet at once). */
const POINTS: number[] = zeros(16);
const EXCUSED: number[] = zeros(3);

export function applyCode(p: UeberkochenTable, seat: Seat, code: number): void {
  const card = MOVE_CARD[code] as number;
  const pot = MOVE_POT[code] as number;
  const cards = p.cards;
  const hand = p.hands[seat] as Zone;
  const first = hand.start;
  let index = first;
  while (cards[index] !== card) index++;
  const end = first + hand.length;
  for (let i = index + 1; i < end; i++) cards[i - 1] = cards[i] as number;
  hand.length--;

  const at = p.trailLength;
  if (p.trail.length < at + ENTRY) growTrail(p);
  const trail = p.trail;
  p.trailLength = at + ENTRY;
  // The last play before this one, each field + 1 (−1 stands for none): seat (bits 0–3), card (4–9), pot (10–11), cards taken (12–17).
  trail[at + 1] = p.lastSeat + 1 + ((p.lastCard + 1) << 4) + ((p.lastPot + 1) << 10) + ((p.lastTook + 1) << 12);

  const value = CODE_VALUE[card] as number;
  const into = p.pots[pot] as Zone;
  let took = -1;
  if (overflows((p.sums[pot] as number) + value, p.options.limit)) {
    // The player takes what lay in the pot; the card played starts it anew.
    const mine = p.taken[seat] as Zone;
    took = into.length;
    const top = mine.start + mine.length;
    for (let i = 0; i < took; i++) {
      const lying = cards[into.start + i] as number;
      cards[top + i] = lying;
      count(p, seat, lying, 1);
    }
    mine.length += took;
    cards[into.start] = card;
    into.length = 1;
    p.sums[pot] = value;
  } else {
    cards[into.start + into.length++] = card;
    p.sums[pot] = (p.sums[pot] as number) + value;
  }
  p.lastSeat = seat;
  p.lastCard = card;
  p.lastPot = pot;
  p.lastTook = took;
  const next = nextSeatWithCards(p.hands, seat);
  p.turn = next ?? -1;
  // This move: seat (bits 0–3), the card's place in its hand (4–7), card (8–13), pot (14–15), cards taken + 1 (16–21), whether it ended the round (22).
  trail[at] = seat + ((index - first) << 4) + (card << 8) + (pot << 14) + ((took + 1) << 16) + ((next === null ? 1 : 0) << 22);
  if (next === null) {
    saveRoundEnd(p);
    endRound(p);
  }
}

export function undoMove(p: UeberkochenTable): void {
  if (p.trailLength === 0) throw new Error('ueberkochen: no move to take back');
  const trail = p.trail;
  const at = (p.trailLength -= ENTRY);
  const move = trail[at] as number;
  if ((move >> 22) & 1) restoreRoundEnd(p);
  const seat = move & 15;
  const index = (move >> 4) & 15;
  const card = (move >> 8) & 63;
  const pot = (move >> 14) & 3;
  const took = ((move >> 16) & 63) - 1;
  const from = p.pots[pot] as Zone;
  if (took >= 0) {
    const mine = p.taken[seat] as Zone;
    let sum = 0;
    mine.length -= took;
    for (let i = 0; i < took; i++) {
      const lying = p.cards[mine.start + mine.length + i] as number;
      p.cards[from.start + i] = lying;
      sum += CODE_VALUE[lying] as number;
      count(p, seat, lying, -1);
    }
    from.length = took;
    p.sums[pot] = sum;
  } else {
    from.length--;
    p.sums[pot] = (p.sums[pot] as number) - (CODE_VALUE[card] as number);
  }
  const hand = p.hands[seat] as Zone;
  const at0 = hand.start + index;
  for (let i = hand.start + hand.length; i > at0; i--) p.cards[i] = p.cards[i - 1] as number;
  p.cards[at0] = card;
  hand.length++;
  const last = trail[at + 1] as number;
  p.lastSeat = (last & 15) - 1;
  p.lastCard = ((last >> 4) & 63) - 1;
  p.lastPot = ((last >> 10) & 3) - 1;
  p.lastTook = ((last >> 12) & 63) - 1;
  p.turn = seat;
  p.phase = PLAYING;
}

/** Card and pot of every move code. */
const MOVE_CARD = Int8Array.from({ length: MOVE_CODES }, (_, code) => Math.floor(code / 3));
const MOVE_POT = Int8Array.from({ length: MOVE_CODES }, (_, code) => code % 3);

export function resultOf(p: UeberkochenTable): MatchResult | null {
  return p.phase === OVER ? fewestPointsWin(p.totals) : null;
}

/** A match's first round dealt into a blank table: the JSON `setup` (rules.ts `newMatch`, then the deal). */
export function setupTable(options: UeberkochenOptions, seed: Seed): UeberkochenTable {
  const p = blankTable(options, seed);
  deal(p);
  return p;
}

export const ueberkochenPlayout: Playout<UeberkochenState, UeberkochenMove, UeberkochenTable, UeberkochenOptions> = {
  setup: setupTable,
  load: loadTable,
  save: saveTable,
  copy: (p, into) => copyTable(p, into ?? blankTable(p.options, p.seed)),
  actors(p, out) {
    if (p.turn < 0) return 0;
    out[0] = p.turn;
    return 1;
  },
  legal: legalCodes,
  apply: applyCode,
  undo: undoMove,
  encode(p, seat, move) {
    const { card, pot } = (typeof move === 'object' && move !== null ? move : {}) as Partial<UeberkochenMove>;
    if (isUeberkochenCard(card) && typeof pot === 'string') {
      const code = codeOfCard(card) * 3 + POTS.indexOf(pot);
      const buffer = new Int32Array(MOVE_CODES);
      const n = legalCodes(p, seat, buffer);
      for (let i = 0; i < n; i++) if (buffer[i] === code && move?.type === 'play') return code;
    }
    throw new Error(`ueberkochen: ${JSON.stringify(move)} is no legal move of seat ${seat} now`);
  },
  decode(_p, _seat, code) {
    const move = MOVE_OF_CODE[code];
    if (move === undefined) throw new Error(`ueberkochen: no move has the code ${code}`);
    return move;
  },
  result: resultOf,
};
