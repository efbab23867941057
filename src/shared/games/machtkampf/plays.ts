/**
 * Every distinct play a hand can make, built from the hand's structure — how many of each card it
 * holds, per number and per suit — never by trying subsets. Each kind has its own builder, and a
 * builder runs only when its kind could beat the trick. Each play comes out once, as a multiset
 * in single-card order (two 7♥ give one pair of 7♥, not two).
 */
import type { FrenchCard } from '../../cards';
import { MAX_MOVES } from '../../engine/playout';
import { ACE_OF_SPADES_ID, CARDS_IN_ORDER, DISTINCT_CARDS, IDS_OF_NUMBER, JACK_OF_CLUBS_ID, JACK_OF_DIAMONDS_ID, NUMBER, SUIT, idOf } from './cards';
import { FLUSH, FULL_HOUSE, GANG, KIND_SHIFT, PAIR, SINGLE, STRAIGHT, STRAIGHT_FLUSH, TRIPLE, beatsCode, classifyIds, kindOfCode, tripleStrength } from './combinations';

/** The last play of the trick, as the generator needs it; null when leading. */
export interface Top {
  code: number;
  size: number;
}

/** The cards of suit ♣ / ♦ / ♥ with the A♠ in its place among the 1s: a flush may use it as that suit. */
const FLUSH_POOLS: readonly (readonly number[])[] = [0, 1, 2].map((suit) => {
  const pool: number[] = [];
  for (let number = 1; number <= 10; number++) {
    pool.push(idOf(number, suit));
    if (number === 1) pool.push(ACE_OF_SPADES_ID);
  }
  return pool;
});

/**
 * The generator's working state. It is one module-level object, reset per call, so listing the
 * plays allocates nothing: each play is written as its move code (see `playCode`) into `out`.
 */
interface Collector {
  counts: ArrayLike<number>;
  /** The trick's last play (code and size), or -1 when leading. */
  topCode: number;
  topSize: number;
  out: Int32Array;
  n: number;
  /** Whether `out` may be replaced by a larger one (the card-list API); a caller's buffer may not. */
  grows: boolean;
  buffer: Int32Array;
  parts: Part[];
}

/** Between calls the generator holds no hand. */
const NO_CARDS: readonly number[] = [];

const collector: Collector = { counts: NO_CARDS, topCode: -1, topSize: 0, out: new Int32Array(0), n: 0, grows: false, buffer: new Int32Array(7), parts: [] };

function wants(c: Collector, code: number, size: number): boolean {
  return c.topCode < 0 || beatsCode(code, size, c.topCode, c.topSize);
}

function emit(c: Collector, size: number): void {
  if (c.n >= c.out.length) {
    if (!c.grows) throw new Error(`machtkampf: more than ${c.out.length} plays`);
    const larger = new Int32Array(2 * c.out.length);
    larger.set(c.out);
    c.out = larger;
  }
  c.out[c.n++] = playCode(c.buffer, size);
}

/** What `choose` does with each multiset it finds (a number, not a callback: this is the hot path). */
const EMIT = 0;
const EMIT_IF_WANTED = 1;
const EMIT_IF_FLUSH = 2;
const KEEP_PART = 3;

/**
 * Every multiset of `need` cards from `pool` (indexes in ascending order) that the hand holds,
 * written to the buffer from `depth` on.
 */
function choose(c: Collector, pool: readonly number[], from: number, need: number, depth: number, mode: number): void {
  if (need === 0) {
    finish(c, depth, mode);
    return;
  }
  for (let i = from; i < pool.length; i++) {
    const id = pool[i] as number;
    const have = c.counts[id] as number;
    for (let take = 1; take <= have && take <= need; take++) {
      c.buffer[depth + take - 1] = id;
      choose(c, pool, i + 1, need - take, depth + take, mode);
    }
  }
}

function finish(c: Collector, size: number, mode: number): void {
  if (mode === EMIT) {
    emit(c, size);
  } else if (mode === KEEP_PART) {
    c.parts.push({ ids: Array.from(c.buffer.subarray(0, size)), number: NUMBER[c.buffer[0] as number] as number });
  } else if (mode === EMIT_IF_WANTED) {
    // A lead takes anything: only a trick needs the combination's code.
    if (c.topCode < 0 || wants(c, classifyIds(c.buffer, size), size)) emit(c, size);
  } else {
    const code = classifyIds(c.buffer, size);
    // Five cards of one suit may be a straight flush or a full house: those come from their own builders.
    if (kindOfCode(code) === FLUSH && wants(c, code, size)) emit(c, size);
  }
}

function singles(c: Collector): void {
  for (let id = 0; id < c.counts.length; id++) {
    if ((c.counts[id] as number) > 0 && wants(c, SINGLE * KIND_SHIFT + id, 1)) {
      c.buffer[0] = id;
      emit(c, 1);
    }
  }
}

function countOfNumber(counts: ArrayLike<number>, number: number): number {
  let total = 0;
  for (const id of IDS_OF_NUMBER[number] as readonly number[]) total += counts[id] as number;
  return total;
}

function hasJackPair(counts: ArrayLike<number>): boolean {
  return (counts[JACK_OF_CLUBS_ID] as number) > 0 && (counts[JACK_OF_DIAMONDS_ID] as number) > 0;
}

/** Pairs and triples: `size` cards of one number (the jack pair is the only pair above 10). */
function sameNumber(c: Collector, size: number): void {
  for (let number = 1; number <= 10; number++) {
    if (countOfNumber(c.counts, number) >= size) choose(c, IDS_OF_NUMBER[number] as readonly number[], 0, size, 0, EMIT_IF_WANTED);
  }
  if (size === 2 && hasJackPair(c.counts)) {
    c.buffer[0] = JACK_OF_CLUBS_ID;
    c.buffer[1] = JACK_OF_DIAMONDS_ID;
    finish(c, 2, EMIT_IF_WANTED);
  }
}

function gangs(c: Collector): void {
  for (let number = 1; number <= 10; number++) {
    const total = countOfNumber(c.counts, number);
    for (let size = 4; size <= total; size++) {
      if (wants(c, GANG * KIND_SHIFT + size * 16 + number, size)) choose(c, IDS_OF_NUMBER[number] as readonly number[], 0, size, 0, EMIT);
    }
  }
}

/** Straights and straight flushes: one card of each of five consecutive numbers. */
function straights(c: Collector): void {
  for (let start = 1; start <= 6; start++) {
    let possible = true;
    for (let number = start; number < start + 5 && possible; number++) possible = countOfNumber(c.counts, number) > 0;
    if (possible) straightFrom(c, start, 0);
  }
}

function straightFrom(c: Collector, start: number, position: number): void {
  if (position === 5) {
    finish(c, 5, EMIT_IF_WANTED);
    return;
  }
  for (const id of IDS_OF_NUMBER[start + position] as readonly number[]) {
    if ((c.counts[id] as number) === 0) continue;
    c.buffer[position] = id;
    straightFrom(c, start, position + 1);
  }
}

/** Flushes: five cards of one suit (the A♠ standing in), not a straight flush and not a full house. */
function flushes(c: Collector): void {
  for (const pool of FLUSH_POOLS) {
    let total = 0;
    for (const id of pool) total += c.counts[id] as number;
    if (total >= 5) choose(c, pool, 0, 5, 0, EMIT_IF_FLUSH);
  }
}

interface Part {
  ids: number[];
  number: number;
}

function partsOf(c: Collector, size: number): Part[] {
  c.parts = [];
  for (let number = 1; number <= 10; number++) {
    if (countOfNumber(c.counts, number) >= size) choose(c, IDS_OF_NUMBER[number] as readonly number[], 0, size, 0, KEEP_PART);
  }
  if (size === 2 && hasJackPair(c.counts)) c.parts.push({ ids: [JACK_OF_CLUBS_ID, JACK_OF_DIAMONDS_ID], number: 11 });
  return c.parts;
}

/** Full houses: any triple with any pair of another number (the jack pair included). */
function fullHouses(c: Collector): void {
  const triples = partsOf(c, 3);
  if (triples.length === 0) return;
  const pairs = partsOf(c, 2);
  for (const triple of triples) {
    const [a, b, t] = triple.ids as [number, number, number];
    if (!wants(c, FULL_HOUSE * KIND_SHIFT + tripleStrength(a, b, t), 5)) continue;
    for (const pair of pairs) {
      if (pair.number === triple.number) continue;
      const [first, second] = pair.number < triple.number ? [pair.ids, triple.ids] : [triple.ids, pair.ids];
      let i = 0;
      for (const id of first) c.buffer[i++] = id;
      for (const id of second) c.buffer[i++] = id;
      emit(c, 5);
    }
  }
}

/**
 * Writes the move code of every distinct play from a hand (counts per card index) that may open a
 * trick (`topCode` -1) or beat its last play into `out`; returns how many. The order is the one
 * `legalMoves` lists: singles, pairs, triples, full houses, flushes, straights, gangs.
 */
export function playCodes(counts: ArrayLike<number>, topCode: number, topSize: number, out: Int32Array): number {
  return generate(counts, topCode, topSize, out, false).n;
}

function generate(counts: ArrayLike<number>, topCode: number, topSize: number, out: Int32Array, grows: boolean): Collector {
  const c = collector;
  c.grows = grows;
  c.counts = counts;
  c.topCode = topCode;
  c.topSize = topSize;
  c.out = out;
  c.n = 0;
  const lead = topCode < 0;
  const kind = lead ? -1 : kindOfCode(topCode);
  if (lead || kind === SINGLE) singles(c);
  if (lead || kind === PAIR) sameNumber(c, 2);
  if (lead || kind === TRIPLE) sameNumber(c, 3);
  if (lead || (kind >= STRAIGHT && kind <= STRAIGHT_FLUSH)) {
    if (kind <= FULL_HOUSE) fullHouses(c);
    if (kind <= FLUSH) flushes(c);
    straights(c);
  }
  gangs(c);
  c.counts = NO_CARDS;
  return c;
}

/** Every distinct play from a hand that may open a trick (top null) or beat its last play, as cards. */
export function playsFrom(counts: readonly number[], top: Top | null): FrenchCard[][] {
  // Any counts, not only a hand's (a bot lists what the unseen cards can form): the buffer grows.
  const { out, n } = generate(counts, top === null ? -1 : top.code, top === null ? 0 : top.size, new Int32Array(MAX_MOVES), true);
  const plays = new Array<FrenchCard[]>(n);
  for (let i = 0; i < n; i++) plays[i] = playCardsOf(out[i] as number);
  return plays;
}

/**
 * The plays a seat may make on its turn, as move codes into `out` (returns how many): the plays
 * the hand allows on the trick, less what the rules forbid now. The match's first lead must hold
 * the A♠. Under "make it hard" (`hard`: the next seat still in holds one card) a lead must be of
 * two or more cards if the hand has any, else the highest single; on a singles trick only the
 * highest single (or a gang) may go.
 */
export function turnPlayCodes(counts: ArrayLike<number>, topCode: number, topSize: number, aceLead: boolean, hard: boolean, out: Int32Array): number {
  let n = playCodes(counts, topCode, topSize, out);
  if (topCode < 0) {
    if (aceLead) n = keepPlays(out, n, (code) => playHolds(code, ACE_OF_SPADES_ID));
    if (!hard) return n;
    const multi = keepPlays(out, n, (code) => playSize(code) > 1);
    if (multi > 0) return multi;
    out[0] = singleCode(highestHeld(counts));
    return 1;
  }
  if (kindOfCode(topCode) !== SINGLE || !hard) return n;
  const highest = singleCode(highestHeld(counts));
  return keepPlays(out, n, (code) => code === highest || playSize(code) > 1);
}

function keepPlays(out: Int32Array, n: number, keep: (code: number) => boolean): number {
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const code = out[i] as number;
    if (keep(code)) out[kept++] = code;
  }
  return kept;
}

/** The highest card index the counts hold, or -1 for none. */
export function highestHeld(counts: ArrayLike<number>): number {
  for (let id = DISTINCT_CARDS - 1; id >= 0; id--) if ((counts[id] as number) > 0) return id;
  return -1;
}

// ---- Move codes of plays --------------------------------------------------------------------------

/**
 * A play as one integer, so a move list is an Int32Array. Up to five cards: PLAY_CODES + the card
 * indexes + 1, six bits each, lowest card in the lowest bits. Six or seven cards are always a gang
 * of one number: BIG_GANG + number × 256 + the copies of ♣, ♦, ♥ (two bits each) and the A♠.
 * Codes below PLAY_CODES are free for the moves that are no play (rules.ts numbers them).
 */
export const PLAY_CODES = 64;
const BIG_GANG = 1 << 30;

export function playCode(ids: ArrayLike<number>, size: number): number {
  if (size > 5) {
    let suits = 0;
    for (let i = 0; i < size; i++) {
      const id = ids[i] as number;
      suits += id === ACE_OF_SPADES_ID ? 64 : 1 << (2 * (SUIT[id] as number));
    }
    return BIG_GANG + (NUMBER[ids[0] as number] as number) * 256 + suits;
  }
  let packed = 0;
  for (let i = size - 1; i >= 0; i--) packed = packed * 64 + (ids[i] as number) + 1;
  return PLAY_CODES + packed;
}

export function singleCode(id: number): number {
  return PLAY_CODES + id + 1;
}

/** Writes the card indexes of a play's code into `ids` in single-card order; returns how many. */
export function playIds(code: number, ids: Int32Array | number[]): number {
  if (code >= BIG_GANG) {
    const number = Math.floor((code - BIG_GANG) / 256);
    const suits = (code - BIG_GANG) % 256;
    let n = 0;
    for (const id of IDS_OF_NUMBER[number] as readonly number[]) {
      const copies = id === ACE_OF_SPADES_ID ? suits >> 6 : (suits >> (2 * (SUIT[id] as number))) & 3;
      for (let k = 0; k < copies; k++) ids[n++] = id;
    }
    return n;
  }
  let n = 0;
  for (let packed = code - PLAY_CODES; packed > 0; packed = Math.floor(packed / 64)) ids[n++] = (packed % 64) - 1;
  return n;
}

export function playSize(code: number): number {
  if (code >= BIG_GANG) {
    const suits = (code - BIG_GANG) % 256;
    return (suits & 3) + ((suits >> 2) & 3) + ((suits >> 4) & 3) + (suits >> 6);
  }
  let n = 0;
  for (let packed = code - PLAY_CODES; packed > 0; packed = Math.floor(packed / 64)) n++;
  return n;
}

function playHolds(code: number, id: number): boolean {
  if (code >= BIG_GANG) return id === ACE_OF_SPADES_ID && (code - BIG_GANG) % 256 >= 64;
  for (let packed = code - PLAY_CODES; packed > 0; packed = Math.floor(packed / 64)) if (packed % 64 === id + 1) return true;
  return false;
}

const decoded = new Int32Array(7);

export function playCardsOf(code: number): FrenchCard[] {
  const n = playIds(code, decoded);
  const cards = new Array<FrenchCard>(n);
  for (let i = 0; i < n; i++) cards[i] = CARDS_IN_ORDER[decoded[i] as number] as FrenchCard;
  return cards;
}

/**
 * Whether the hand can play anything of two or more cards (the one-card obligation's lead): a
 * pair, five consecutive numbers, or five cards of one suit — any five of those form a flush, a
 * straight flush or a full house. Triples, full houses and gangs all hold a pair.
 */
export function hasMultiCardPlay(counts: ArrayLike<number>): boolean {
  if (hasJackPair(counts)) return true;
  let run = 0;
  for (let number = 1; number <= 10; number++) {
    const count = countOfNumber(counts, number);
    if (count >= 2) return true;
    run = count > 0 ? run + 1 : 0;
    if (run >= 5) return true;
  }
  return FLUSH_POOLS.some((pool) => pool.reduce((total, id) => total + (counts[id] as number), 0) >= 5);
}
