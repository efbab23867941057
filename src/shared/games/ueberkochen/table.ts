/**
 * Überkochen's match as one table: cards as their codes (rules.ts `codeOfCard`), every hand, pot and
 * taken pile a zone of one array of small integers, changed in place by the rules' steps
 * (steps.ts). The JSON state is its boundary: `loadTable` / `saveTable`, and `reading` / `changing`
 * / `saved`, which keep on each JSON state the table it was saved from, so the next move copies
 * that table instead of loading the JSON, and a save shares the zones no step changed.
 *
 * A table that keeps a journal (the playout's) can take its moves back: the trail holds per move a
 * card's place in its hand, what it took, the last play before it; a move that ended a round also
 * keeps the table's cards and numbers as they were before the scoring.
 */
import type { FrenchCard, Seed } from '../../cards';
import { handOver } from '../../engine/handover';
import { zeros } from '../../engine/playout';
import type { Seat } from '../../engine/types';
import {
  CODE_SUIT as CODE_SUIT_TABLE,
  CODE_VALUE,
  POTS,
  UEBERKOCHEN_DECK,
  codeOfCard,
  roundsOf,
  type LastPlay,
  type Pot,
  type RoundRecord,
  type SuitCounts,
  type UeberkochenOptions,
  type UeberkochenState,
} from './rules';

// The rules' table as this module's own constant: the hot loops read it without going through the
// import's binding, which tsx compiles to a getter call per read.
const CODE_SUIT = CODE_SUIT_TABLE;

/** Some cards: a hand, a pot, a taken pile: `length` codes in the table's `cards` from `start` on. */
export interface Zone {
  readonly start: number;
  length: number;
}

const PHASES = ['dealing', 'playing', 'over'] as const;
export const DEALING = 0;
export const PLAYING = 1;
export const OVER = 2;

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
  /** Every zone's cards: hands, the dummy, the three pots, the taken piles (so that a copy is one loop). */
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
  /** The zones a step changed since the table was loaded or copied, one bit per zone (`zoneAt`'s order): what `saveTable` cannot share. */
  changed: number;
  /** The JSON state this table stands for now (table.ts `reading`), or null. */
  owner: UeberkochenState | null;
  /** Whether the steps keep the trail `undo` reads (the playout's tables do; the JSON path's never take a move back). */
  journal: boolean;
  /** What `undo` needs, ENTRY numbers per move (made at the first move, grown by doubling). */
  trail: number[];
  trailLength: number;
  /** The table before each round's scoring that `undo` may still reach, newest last: its cards, and its numbers (made with the trail). */
  savedCards: number[];
  savedNumbers: number[];
  savedCount: number;
}

/** Numbers per round of the score sheet. */
export function recordSize(players: number): number {
  return 1 + 6 * players + POTS.length;
}

function zones(count: number, start: number, size: number): Zone[] {
  const out: Zone[] = [];
  for (let i = 0; i < count; i++) out.push({ start: start + i * size, length: 0 });
  return out;
}

/** The trail and the saved round ends of a table that has not needed them yet (never written: `growTrail` replaces it first). */
const NONE: number[] = [];

/** An empty table for a match (no cards anywhere): a match before its first deal. */
export function blankTable(options: UeberkochenOptions, seed: Seed, journal = false): UeberkochenTable {
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
    phase: DEALING,
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
    changed: -1,
    owner: null,
    journal,
    trail: NONE,
    trailLength: 0,
    savedCards: NONE,
    savedNumbers: NONE,
    savedCount: 0,
  };
}

/** Writes `src` into `dst` (a table of the same player count); `dst` keeps its journal setting and no moves to take back. */
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
  dst.changed = 0;
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

/** Zone `k`: hands 0 … n − 1, the dummy n, the pots n + 1 … n + 3, the taken piles from n + 4 (the bits of `changed`). */
function zoneAt(p: UeberkochenTable, k: number): Zone {
  const n = p.players;
  return (k < n ? p.hands[k] : k === n ? p.dummy : k < n + 4 ? p.pots[k - n - 1] : p.taken[k - n - 4]) as Zone;
}
/** Keeps the table as it is after a round's last card, for `undo`: the scoring and the deal change every zone. */
export function saveRoundEnd(p: UeberkochenTable): void {
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

export function restoreRoundEnd(p: UeberkochenTable): void {
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
export function count(p: UeberkochenTable, seat: Seat, card: number, by: number): void {
  const at = seat * 4 + (CODE_SUIT[card] as number);
  p.counts[at] = (p.counts[at] as number) + by;
}

/** Puts a card on top of a zone. */
export function put(p: UeberkochenTable, zone: Zone, card: number): void {
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
export function writeRecord(
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

/**
 * The JSON state a table stands for. `before`, the state the table was loaded or copied from, lends
 * every zone no step has changed since (and its score sheet while no round was scored).
 */
export function saveTable(p: UeberkochenTable, before: UeberkochenState | null = null): UeberkochenState {
  const n = p.players;
  const changed = before === null ? -1 : p.changed;
  const hands: FrenchCard[][] = [];
  const taken: FrenchCard[][] = [];
  for (let seat = 0; seat < n; seat++) {
    hands.push(changed & (1 << seat) ? names(p, p.hands[seat] as Zone) : ((before as UeberkochenState).hands[seat] as FrenchCard[]));
    taken.push(changed & (1 << (n + 4 + seat)) ? names(p, p.taken[seat] as Zone) : ((before as UeberkochenState).taken[seat] as FrenchCard[]));
  }
  const pots: FrenchCard[][] = [];
  for (let i = 0; i < 3; i++) pots.push(changed & (1 << (n + 1 + i)) ? names(p, p.pots[i] as Zone) : (before as UeberkochenState).pots[POTS[i] as Pot]);
  const sameSheet = before !== null && before.history.length === p.scored;
  let history: RoundRecord[];
  if (sameSheet) history = before.history;
  else {
    history = [];
    for (let i = 0; i < p.scored; i++) history.push(readRecord(p, i));
  }
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
    hands,
    dummy: changed & (1 << n) ? names(p, p.dummy) : (before as UeberkochenState).dummy,
    pots: { H: pots[0] as FrenchCard[], D: pots[1] as FrenchCard[], C: pots[2] as FrenchCard[] },
    taken,
    totals: sameSheet ? before.totals : p.totals.slice(),
    history,
    lastPlay,
    phase: PHASES[p.phase] as UeberkochenState['phase'],
  };
}

// ---- The JSON boundary -------------------------------------------------------------------------

/** The table is handed on from move to move (engine/handover.ts). */
export const { reading, changing, saved } = handOver<UeberkochenState, UeberkochenTable>('ueberkochen', loadTable, saveTable);

/** Trail numbers per move (steps.ts `playCard`): the move and what it took, and the last play before it. */
export const ENTRY = 2;

/**
 * At the first move: room for the rest of the match (at most every round's every card) and for
 * every round end, as plain arrays: an ArrayBuffer costs several times more to make and to collect,
 * and the bench makes a table per match. Doubled should a table ever play more.
 */
export function growTrail(p: UeberkochenTable): void {
  if (p.trail.length === 0) {
    const rounds = p.records.length / recordSize(p.players);
    p.trail = zeros(rounds * UEBERKOCHEN_DECK.length * ENTRY);
    p.savedCards = zeros(rounds * UEBERKOCHEN_DECK.length);
    p.savedNumbers = zeros(rounds * savedSize(p));
    return;
  }
  p.trail = p.trail.concat(zeros(p.trail.length));
}
