/**
 * Every distinct play a hand can make, built from the hand's structure — how many of each card it
 * holds, per number and per suit — never by trying subsets. Each kind has its own builder, and a
 * builder runs only when its kind could beat the trick. Each play comes out once, as a multiset
 * in single-card order (two 7♥ give one pair of 7♥, not two).
 */
import type { FrenchCard } from '../../cards';
import { ACE_OF_SPADES_ID, CARDS_IN_ORDER, IDS_OF_NUMBER, JACK_OF_CLUBS_ID, JACK_OF_DIAMONDS_ID, NUMBER, idOf } from './cards';
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

class Collector {
  readonly plays: FrenchCard[][] = [];
  readonly buffer: number[] = [0, 0, 0, 0, 0, 0, 0];
  parts: Part[] = [];
  constructor(
    readonly counts: readonly number[],
    readonly top: Top | null,
  ) {}

  wants(code: number, size: number): boolean {
    return this.top === null || beatsCode(code, size, this.top.code, this.top.size);
  }

  emit(size: number): void {
    const cards = new Array<FrenchCard>(size);
    for (let i = 0; i < size; i++) cards[i] = CARDS_IN_ORDER[this.buffer[i] as number] as FrenchCard;
    this.plays.push(cards);
  }
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
    c.emit(size);
  } else if (mode === KEEP_PART) {
    c.parts.push({ ids: c.buffer.slice(0, size), number: NUMBER[c.buffer[0] as number] as number });
  } else {
    const code = classifyIds(c.buffer, size);
    // Five cards of one suit may be a straight flush or a full house: those come from their own builders.
    if ((mode === EMIT_IF_WANTED || kindOfCode(code) === FLUSH) && c.wants(code, size)) c.emit(size);
  }
}

function singles(c: Collector): void {
  for (let id = 0; id < c.counts.length; id++) {
    if ((c.counts[id] as number) > 0 && c.wants(SINGLE * KIND_SHIFT + id, 1)) {
      c.buffer[0] = id;
      c.emit(1);
    }
  }
}

function countOfNumber(counts: readonly number[], number: number): number {
  let total = 0;
  for (const id of IDS_OF_NUMBER[number] as readonly number[]) total += counts[id] as number;
  return total;
}

function hasJackPair(counts: readonly number[]): boolean {
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
      if (c.wants(GANG * KIND_SHIFT + size * 16 + number, size)) choose(c, IDS_OF_NUMBER[number] as readonly number[], 0, size, 0, EMIT);
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
    if (!c.wants(FULL_HOUSE * KIND_SHIFT + tripleStrength(a, b, t), 5)) continue;
    for (const pair of pairs) {
      if (pair.number === triple.number) continue;
      const [first, second] = pair.number < triple.number ? [pair.ids, triple.ids] : [triple.ids, pair.ids];
      let i = 0;
      for (const id of first) c.buffer[i++] = id;
      for (const id of second) c.buffer[i++] = id;
      c.emit(5);
    }
  }
}

/** Every distinct play from a hand (counts per card index) that may open a trick (top null) or beat its last play. */
export function playsFrom(counts: readonly number[], top: Top | null): FrenchCard[][] {
  const c = new Collector(counts, top);
  const kind = top === null ? -1 : kindOfCode(top.code);
  if (top === null || kind === SINGLE) singles(c);
  if (top === null || kind === PAIR) sameNumber(c, 2);
  if (top === null || kind === TRIPLE) sameNumber(c, 3);
  if (top === null || (kind >= STRAIGHT && kind <= STRAIGHT_FLUSH)) {
    if (kind <= FULL_HOUSE) fullHouses(c);
    if (kind <= FLUSH) flushes(c);
    straights(c);
  }
  gangs(c);
  return c.plays;
}

/**
 * Whether the hand can play anything of two or more cards (the one-card obligation's lead): a
 * pair, five consecutive numbers, or five cards of one suit — any five of those form a flush, a
 * straight flush or a full house. Triples, full houses and gangs all hold a pair.
 */
export function hasMultiCardPlay(counts: readonly number[]): boolean {
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
