/**
 * Überkochen's playout representation (engine/playout.ts): cards as their codes (rules.ts
 * `codeOfCard`), every hand, pot and taken pile a zone of one Int8Array, changed in place. It holds
 * no rule of its own: which pots a card may go into, the overflow, the next seat, the deal, the
 * scoring and the match end are the functions the JSON rules call (rules.ts, ../common); this file
 * only stores what they decide. A differential test plays random matches through both paths.
 *
 * `undo` reads a trail of the moves applied: a card's place in its hand, what it took, the last play
 * before it; a move that ended a round also keeps the table's cards and numbers as they were before the scoring.
 */
import type { FrenchCard, Seed } from '../../cards';
import type { Playout } from '../../engine/playout';
import type { MatchResult, Seat } from '../../engine/types';
import { overflows } from '../common/overflow';
import { fewestPointsWin } from '../common/standings';
import { nextSeatWithCards } from '../common/turns';
import {
  CARD_MOVES as CARD_MOVES_TABLE,
  CARD_MOVES_START as CARD_MOVES_START_TABLE,
  CODE_SUIT as CODE_SUIT_TABLE,
  CODE_VALUE as CODE_VALUE_TABLE,
  DUMMY,
  MOVE_CODES,
  MOVE_OF_CODE,
  POTS,
  UEBERKOCHEN_DECK,
  codeOfCard,
  dealOrder,
  isUeberkochenCard,
  leftOf,
  matchEndsAfter,
  receiverOf,
  roundsOf,
  scoreCounts,
  type LastPlay,
  type Pot,
  type RoundRecord,
  type SuitCounts,
  type UeberkochenMove,
  type UeberkochenOptions,
  type UeberkochenState,
} from './rules';

// The rules' tables as this module's own constants: the hot loops read them without going through
// the import's binding (which tsx and bundlers may compile to a getter call per read).
const CARD_MOVES = CARD_MOVES_TABLE;
const CARD_MOVES_START = CARD_MOVES_START_TABLE;
const CODE_SUIT = CODE_SUIT_TABLE;
const CODE_VALUE = CODE_VALUE_TABLE;

/** Some cards: a hand, a pot, a taken pile. `cards` is this zone's part of the table's buffer. */
export interface Zone {
  readonly cards: Int8Array;
  length: number;
}

const PHASES = ['dealing', 'playing', 'over'] as const;
const PLAYING = 1;
const OVER = 2;

/** A zone holds at most every card of the deck. */
const ZONE = UEBERKOCHEN_DECK.length;

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
  readonly cards: Int8Array;
  readonly hands: readonly Zone[];
  readonly dummy: Zone;
  /** Pots in the order of POTS (♥ ♦ ♣), with their sums. */
  readonly pots: readonly Zone[];
  readonly sums: number[];
  readonly taken: readonly Zone[];
  /** Taken cards counted by suit: seat × 4 + suit (0 ♥, 1 ♦, 2 ♣, 3 ♠). */
  readonly counts: Int8Array;
  readonly totals: number[];
  /** Rounds scored so far: the score sheet's length. */
  scored: number;
  /** The score sheet, RECORD(players) numbers per round: round, points, totals, counts by suit, the excused seat per pot (−1: nobody). */
  readonly records: Int32Array;
  /** The last play: its seat (−1: none this round), card, pot, and how many cards it took (−1: the pot did not boil over). */
  lastSeat: number;
  lastCard: number;
  lastPot: number;
  lastTook: number;
  /** What `undo` needs, ENTRY numbers per move. */
  trail: Int32Array;
  trailLength: number;
  /** The table before each round's scoring that `undo` may still reach, newest last: its cards and counts, and its numbers (made at the first round's end). */
  savedCards: Int8Array | null;
  savedNumbers: Int32Array | null;
  savedCount: number;
}

/** Numbers per round of the score sheet. */
function recordSize(players: number): number {
  return 1 + 6 * players + POTS.length;
}

/** An empty table for a match (no cards anywhere). */
export function blankTable(options: UeberkochenOptions, seed: Seed): UeberkochenTable {
  const n = options.players;
  const cards = new Int8Array((2 * n + 4) * ZONE);
  const zone = (k: number): Zone => ({ cards: cards.subarray(k * ZONE, (k + 1) * ZONE), length: 0 });
  return {
    options,
    seed,
    players: n,
    round: 0,
    dealer: 0,
    turn: -1,
    phase: 0,
    cards,
    hands: Array.from({ length: n }, (_, seat) => zone(seat)),
    dummy: zone(n),
    pots: POTS.map((_, pot) => zone(n + 1 + pot)),
    sums: [0, 0, 0],
    taken: Array.from({ length: n }, (_, seat) => zone(n + 4 + seat)),
    counts: new Int8Array(4 * n),
    totals: Array.from({ length: n }, () => 0),
    scored: 0,
    records: new Int32Array(Math.max(4, n) * recordSize(n)),
    lastSeat: -1,
    lastCard: -1,
    lastPot: -1,
    lastTook: -1,
    trail: new Int32Array(64 * ENTRY),
    trailLength: 0,
    savedCards: null,
    savedNumbers: null,
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
  dst.cards.set(src.cards);
  for (let seat = 0; seat < src.players; seat++) {
    (dst.hands[seat] as Zone).length = (src.hands[seat] as Zone).length;
    (dst.taken[seat] as Zone).length = (src.taken[seat] as Zone).length;
    dst.totals[seat] = src.totals[seat] as number;
  }
  dst.dummy.length = src.dummy.length;
  for (let pot = 0; pot < 3; pot++) {
    (dst.pots[pot] as Zone).length = (src.pots[pot] as Zone).length;
    dst.sums[pot] = src.sums[pot] as number;
  }
  dst.counts.set(src.counts);
  dst.scored = src.scored;
  dst.records.set(src.records);
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
/** Numbers kept per saved round end: the zones' lengths, the pot sums, the totals, round, dealer and the last play. */
function savedSize(p: UeberkochenTable): number {
  return zonesOf(p) + 3 + p.players + 6;
}

function zoneAt(p: UeberkochenTable, k: number): Zone {
  const n = p.players;
  return (k < n ? p.hands[k] : k === n ? p.dummy : k < n + 4 ? p.pots[k - n - 1] : p.taken[k - n - 4]) as Zone;
}

/** Keeps the table as it is after a round's last card, for `undo`: the scoring and the deal change every zone. */
function saveRoundEnd(p: UeberkochenTable): void {
  const rounds = Math.max(4, p.players);
  const cards = (p.savedCards ??= new Int8Array(rounds * (p.cards.length + p.counts.length)));
  const numbers = (p.savedNumbers ??= new Int32Array(rounds * savedSize(p)));
  const k = p.savedCount++;
  let at = k * (p.cards.length + p.counts.length);
  cards.set(p.cards, at);
  cards.set(p.counts, at + p.cards.length);
  at = k * savedSize(p);
  for (let z = 0; z < zonesOf(p); z++) numbers[at++] = zoneAt(p, z).length;
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
  const cards = p.savedCards as Int8Array;
  const numbers = p.savedNumbers as Int32Array;
  let at = k * (p.cards.length + p.counts.length);
  p.cards.set(cards.subarray(at, at + p.cards.length));
  p.counts.set(cards.subarray(at + p.cards.length, at + p.cards.length + p.counts.length));
  at = k * savedSize(p);
  for (let z = 0; z < zonesOf(p); z++) zoneAt(p, z).length = numbers[at++] as number;
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
function put(zone: Zone, card: number): void {
  zone.cards[zone.length++] = card;
}

function codeOf(card: unknown, where: string): number {
  if (!isUeberkochenCard(card)) throw new Error(`ueberkochen: ${where} holds ${JSON.stringify(card)}, not a card of the game`);
  return codeOfCard(card);
}

function fill(zone: Zone, cards: readonly FrenchCard[], where: string): void {
  zone.length = 0;
  for (const card of cards) put(zone, codeOf(card, where));
}

function names(zone: Zone): FrenchCard[] {
  const out = new Array<FrenchCard>(zone.length);
  for (let i = 0; i < zone.length; i++) out[i] = UEBERKOCHEN_DECK[zone.cards[i] as number] as FrenchCard;
  return out;
}

/** The table a JSON state stands for. */
export function loadTable(state: UeberkochenState): UeberkochenTable {
  const n = state.options.players;
  if (state.hands.length !== n || state.taken.length !== n || state.totals.length !== n) throw new Error(`ueberkochen: a state of ${n} players with ${state.hands.length} hands`);
  const p = blankTable(state.options, state.seed);
  p.round = state.round;
  p.dealer = state.dealer;
  p.turn = state.turn ?? -1;
  p.phase = PHASES.indexOf(state.phase);
  if (p.phase < 0) throw new Error(`ueberkochen: no phase ${JSON.stringify(state.phase)}`);
  state.hands.forEach((hand, seat) => fill(p.hands[seat] as Zone, hand, `hand ${seat}`));
  fill(p.dummy, state.dummy, 'the dummy');
  POTS.forEach((pot, i) => {
    fill(p.pots[i] as Zone, state.pots[pot], `pot ${pot}`);
    let sum = 0;
    for (const card of state.pots[pot]) sum += CODE_VALUE[codeOfCard(card)] as number;
    p.sums[i] = sum;
  });
  state.taken.forEach((pile, seat) => {
    const zone = p.taken[seat] as Zone;
    fill(zone, pile, `taken pile ${seat}`);
    for (let i = 0; i < zone.length; i++) count(p, seat, zone.cards[i] as number, 1);
    p.totals[seat] = state.totals[seat] as number;
  });
  if (state.history.length > Math.max(4, n)) throw new Error(`ueberkochen: ${state.history.length} rounds scored, at most ${roundsOf(state.options)} are played`);
  state.history.forEach((record) => writeRecord(p, record.round, record.points, record.totals, record.taken, record.excused));
  const last = state.lastPlay;
  if (last !== null) {
    p.lastSeat = last.seat;
    p.lastCard = codeOf(last.card, 'the last play');
    p.lastPot = POTS.indexOf(last.pot);
    p.lastTook = last.took === null ? -1 : last.took.length;
    // What the last play took lies on top of its taker's pile: the table keeps only how many.
    if (last.took !== null && names(p.taken[last.seat] as Zone).slice(-last.took.length).join() !== last.took.join()) throw new Error('ueberkochen: the last play took cards its taker does not hold');
  }
  return p;
}

/** Appends a scored round to the score sheet. */
function writeRecord(p: UeberkochenTable, round: number, points: readonly number[], totals: readonly number[], counts: readonly SuitCounts[], excused: Record<Pot, Seat | null>): void {
  const n = p.players;
  const r = p.records;
  let at = p.scored * recordSize(n);
  r[at++] = round;
  for (let seat = 0; seat < n; seat++) r[at++] = points[seat] as number;
  for (let seat = 0; seat < n; seat++) r[at++] = totals[seat] as number;
  for (let seat = 0; seat < n; seat++) {
    const c = counts[seat] as SuitCounts;
    r[at++] = c.H;
    r[at++] = c.D;
    r[at++] = c.C;
    r[at++] = c.S;
  }
  for (const pot of POTS) r[at++] = excused[pot] ?? -1;
  p.scored++;
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
    const took = p.lastTook < 0 ? null : names(p.taken[p.lastSeat] as Zone).slice(-p.lastTook);
    lastPlay = { seat: p.lastSeat, card: UEBERKOCHEN_DECK[p.lastCard] as FrenchCard, pot: POTS[p.lastPot] as Pot, took };
  }
  return {
    options: p.options,
    seed: p.seed,
    round: p.round,
    dealer: p.dealer,
    turn: p.turn < 0 ? null : p.turn,
    hands: p.hands.map(names),
    dummy: names(p.dummy),
    pots: { H: names(p.pots[0] as Zone), D: names(p.pots[1] as Zone), C: names(p.pots[2] as Zone) },
    taken: p.taken.map(names),
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
  let n = 0;
  for (let i = 0; i < hand.length; i++) {
    const card = hand.cards[i] as number;
    const end = CARD_MOVES_START[card + 1] as number;
    for (let m = CARD_MOVES_START[card] as number; m < end; m++) out[n++] = CARD_MOVES[m] as number;
  }
  return n;
}

/** Trail entry: seat, the card's place in its hand, card, pot, cards taken (−1: none), the last play before (4), whether the move ended the round. */
const ENTRY = 10;

/** The deal of the table's round: the same seeded order and receivers as the JSON rules' deal. */
function deal(p: UeberkochenTable): void {
  const n = p.players;
  for (let seat = 0; seat < n; seat++) {
    (p.hands[seat] as Zone).length = 0;
    (p.taken[seat] as Zone).length = 0;
  }
  p.dummy.length = 0;
  p.counts.fill(0);
  for (let pot = 0; pot < 3; pot++) {
    (p.pots[pot] as Zone).length = 0;
    p.sums[pot] = 0;
  }
  const order = dealOrder(p.seed, p.round);
  for (let i = 0; i < order.length; i++) {
    const seat = receiverOf(i, p.dealer, n);
    put(seat === DUMMY ? p.dummy : (p.hands[seat] as Zone), order[i] as number);
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
  const counts: SuitCounts[] = [];
  for (let seat = 0; seat < n; seat++) {
    const at = seat * 4;
    counts.push({ H: p.counts[at] as number, D: p.counts[at + 1] as number, C: p.counts[at + 2] as number, S: p.counts[at + 3] as number });
  }
  const { points, excused } = scoreCounts(counts);
  for (let seat = 0; seat < n; seat++) p.totals[seat] = (p.totals[seat] as number) + (points[seat] as number);
  writeRecord(p, p.round, points, p.totals, counts, excused);
  if (matchEndsAfter(p.scored, p.options)) {
    p.phase = OVER;
    return;
  }
  p.round++;
  p.dealer = leftOf(p.dealer, n);
  deal(p);
}

export function applyCode(p: UeberkochenTable, seat: Seat, code: number): void {
  const card = MOVE_CARD[code] as number;
  const pot = MOVE_POT[code] as number;
  const hand = p.hands[seat] as Zone;
  const held = hand.cards;
  let index = 0;
  while (held[index] !== card) index++;
  for (let i = index + 1; i < hand.length; i++) held[i - 1] = held[i] as number;
  hand.length--;

  if (p.trailLength + ENTRY > p.trail.length) {
    const grown = new Int32Array(p.trail.length * 2);
    grown.set(p.trail);
    p.trail = grown;
  }
  const trail = p.trail;
  const at = p.trailLength;
  p.trailLength = at + ENTRY;
  trail[at] = seat;
  trail[at + 1] = index;
  trail[at + 2] = card;
  trail[at + 3] = pot;
  trail[at + 5] = p.lastSeat;
  trail[at + 6] = p.lastCard;
  trail[at + 7] = p.lastPot;
  trail[at + 8] = p.lastTook;

  const value = CODE_VALUE[card] as number;
  const into = p.pots[pot] as Zone;
  let took = -1;
  if (overflows((p.sums[pot] as number) + value, p.options.limit)) {
    // The player takes what lay in the pot; the card played starts it anew.
    const mine = p.taken[seat] as Zone;
    took = into.length;
    for (let i = 0; i < took; i++) {
      const lying = into.cards[i] as number;
      mine.cards[mine.length++] = lying;
      count(p, seat, lying, 1);
    }
    into.cards[0] = card;
    into.length = 1;
    p.sums[pot] = value;
  } else {
    into.cards[into.length++] = card;
    p.sums[pot] = (p.sums[pot] as number) + value;
  }
  trail[at + 4] = took;
  p.lastSeat = seat;
  p.lastCard = card;
  p.lastPot = pot;
  p.lastTook = took;
  const next = nextSeatWithCards(p.hands, seat);
  p.turn = next ?? -1;
  trail[at + 9] = next === null ? 1 : 0;
  if (next === null) {
    saveRoundEnd(p);
    endRound(p);
  }
}

export function undoMove(p: UeberkochenTable): void {
  if (p.trailLength === 0) throw new Error('ueberkochen: no move to take back');
  const trail = p.trail;
  const at = (p.trailLength -= ENTRY);
  if (trail[at + 9] === 1) restoreRoundEnd(p);
  const seat = trail[at] as number;
  const index = trail[at + 1] as number;
  const card = trail[at + 2] as number;
  const pot = trail[at + 3] as number;
  const took = trail[at + 4] as number;
  const from = p.pots[pot] as Zone;
  if (took >= 0) {
    const mine = p.taken[seat] as Zone;
    let sum = 0;
    mine.length -= took;
    for (let i = 0; i < took; i++) {
      const lying = mine.cards[mine.length + i] as number;
      from.cards[i] = lying;
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
  for (let i = hand.length; i > index; i--) hand.cards[i] = hand.cards[i - 1] as number;
  hand.cards[index] = card;
  hand.length++;
  p.lastSeat = trail[at + 5] as number;
  p.lastCard = trail[at + 6] as number;
  p.lastPot = trail[at + 7] as number;
  p.lastTook = trail[at + 8] as number;
  p.turn = seat;
  p.phase = PLAYING;
}

/** Card and pot of every move code. */
const MOVE_CARD = Int8Array.from({ length: MOVE_CODES }, (_, code) => Math.floor(code / 3));
const MOVE_POT = Int8Array.from({ length: MOVE_CODES }, (_, code) => code % 3);

export function resultOf(p: UeberkochenTable): MatchResult | null {
  return p.phase === OVER ? fewestPointsWin(p.totals) : null;
}

export const ueberkochenPlayout: Playout<UeberkochenState, UeberkochenMove, UeberkochenTable> = {
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
