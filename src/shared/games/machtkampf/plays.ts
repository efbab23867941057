/**
 * Every distinct play a hand can make, built from the hand's structure — how many of each card it
 * holds, per number and per suit — never by trying subsets. Each kind has its own builder, and a
 * builder runs only when its kind could beat the trick. Each play comes out once, as a multiset
 * in single-card order (two 7♥ give one pair of 7♥, not two). The pairs, triples and gangs of a
 * number depend only on how its three or four cards are held, so they are worked out once per
 * holding at start-up and looked up; full houses combine those lists arithmetically.
 */
import type { FrenchCard } from '../../cards';
import { MAX_MOVES } from '../../engine/playout';
import { ACE_OF_SPADES_ID, CARDS_IN_ORDER, DISTINCT_CARDS, IDS_OF_NUMBER, JACK_OF_CLUBS_ID, JACK_OF_DIAMONDS_ID, NUMBER, SUIT, cardId, idOf } from './cards';
import { FLUSH, FULL_HOUSE, KIND_SHIFT, PAIR, SINGLE, STRAIGHT, STRAIGHT_FLUSH, TRIPLE, beatsCode, classifyIds, kindOfCode } from './combinations';

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

/** Scratch for the card indexes of a play being encoded (a checked move may hold more cards than a play). */
const cardIds = new Int32Array(16);

/** The code of a play given as cards in single-card order. */
export function cardsCode(cards: readonly FrenchCard[]): number {
  const n = cards.length;
  for (let i = 0; i < n; i++) cardIds[i] = cardId(cards[i]);
  return playCode(cardIds, n);
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
  // Up to five places of six bits: below 2^30, so shifts and masks read them without a division.
  let n = 0;
  for (let packed = code - PLAY_CODES; packed > 0; packed >>>= 6) ids[n++] = (packed & 63) - 1;
  return n;
}

function playHolds(code: number, id: number): boolean {
  if (code >= BIG_GANG) return id === ACE_OF_SPADES_ID && (code - BIG_GANG) % 256 >= 64;
  for (let packed = code - PLAY_CODES; packed > 0; packed >>>= 6) if ((packed & 63) === id + 1) return true;
  return false;
}

const decoded = new Int32Array(7);

export function playCardsOf(code: number): FrenchCard[] {
  const n = playIds(code, decoded);
  const cards = new Array<FrenchCard>(n);
  for (let i = 0; i < n; i++) cards[i] = CARDS_IN_ORDER[decoded[i] as number] as FrenchCard;
  return cards;
}

// ---- Listing the plays ------------------------------------------------------------------------

/**
 * Every multiset of `need` cards from `pool` (indexes in ascending order) that `counts` holds, in
 * the order the generator lists plays: the lowest card first, taken once, then twice, each time
 * followed by every way to complete it from the cards above. Builds the tables below, once.
 */
function multisets(counts: readonly number[], pool: readonly number[], need: number): number[][] {
  const found: number[][] = [];
  const chosen: number[] = [];
  const walk = (from: number, left: number): void => {
    if (left === 0) {
      found.push(chosen.slice());
      return;
    }
    for (let i = from; i < pool.length; i++) {
      const id = pool[i] as number;
      for (let take = 1; take <= (counts[id] as number) && take <= left; take++) {
        chosen.push(id);
        walk(i + 1, left - take);
      }
      chosen.length -= Math.min(counts[id] as number, left);
    }
  };
  walk(0, need);
  return found;
}

/** Plays of one kind as move codes, and their combination codes side by side, in listing order. */
interface Listed {
  codes: Int32Array;
  combos: Int32Array;
}

function listed(plays: readonly number[][]): Listed {
  return { codes: Int32Array.from(plays, (ids) => playCode(ids, ids.length)), combos: Int32Array.from(plays, (ids) => classifyIds(ids, ids.length)) };
}

/** The pairs, triples and gangs one number's cards make when held in one particular way. */
interface NumberPlays {
  pairs: Listed;
  triples: Listed;
  gangs: Listed;
}

/** A hand holds at most two of a card: a number's holding is its cards' counts in base 3, lowest card first. */
const MOST_OF_A_CARD = 2;

/**
 * Per number 1–10 and per holding of its cards, its plays, worked out once: a lead lists each
 * number's plays by looking them up rather than searching them out.
 */
const NUMBER_PLAYS: readonly (readonly NumberPlays[])[] = IDS_OF_NUMBER.map((pool, number) =>
  number === 0
    ? []
    : Array.from({ length: (MOST_OF_A_CARD + 1) ** pool.length }, (_, holding) => {
        const counts = new Array<number>(DISTINCT_CARDS).fill(0);
        pool.forEach((id, k) => (counts[id] = Math.floor(holding / (MOST_OF_A_CARD + 1) ** k) % (MOST_OF_A_CARD + 1)));
        const total = pool.reduce((sum, id) => sum + (counts[id] as number), 0);
        const gangs: number[][] = [];
        for (let size = 4; size <= total; size++) gangs.push(...multisets(counts, pool, size));
        return { pairs: listed(multisets(counts, pool, 2)), triples: listed(multisets(counts, pool, 3)), gangs: listed(gangs) };
      }),
);

const JACK_PAIR_IDS = [JACK_OF_CLUBS_ID, JACK_OF_DIAMONDS_ID];
const JACK_PAIR_CODE = playCode(JACK_PAIR_IDS, 2);
const JACK_PAIR_COMBO = classifyIds(JACK_PAIR_IDS, 2);
/** A pair's number in a full house: the jack pair ranks above every number 1–10. */
const JACK_PAIR_NUMBER = 11;

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
  /** The cards of the five-card play being built. */
  buffer: Int32Array;
  /** Per number 1–10: how many cards of it the hand holds, and how (the NUMBER_PLAYS key). */
  totals: Int32Array;
  holdings: Int32Array;
  /** A full house's pairs: their codes less PLAY_CODES, and their numbers. */
  pairPacked: Int32Array;
  pairNumber: Int32Array;
  /** Per place in a flush pool, how many of its cards from there on the hand holds. */
  poolRest: Int32Array;
  /** The most cards of one number 1–10 the hand holds: below 3 no triple, full house or gang can be built. */
  most: number;
}

/** Between calls the generator holds no hand. */
const NO_CARDS: readonly number[] = [];

const collector: Collector = {
  counts: NO_CARDS,
  topCode: -1,
  topSize: 0,
  out: new Int32Array(0),
  n: 0,
  grows: false,
  buffer: new Int32Array(5),
  totals: new Int32Array(11),
  holdings: new Int32Array(11),
  pairPacked: new Int32Array(64),
  pairNumber: new Int32Array(64),
  poolRest: new Int32Array(12),
  most: 0,
};

function wants(c: Collector, code: number, size: number): boolean {
  return c.topCode < 0 || beatsCode(code, size, c.topCode, c.topSize);
}

function emit(c: Collector, code: number): void {
  if (c.n >= c.out.length) {
    if (!c.grows) throw new Error(`machtkampf: more than ${c.out.length} plays`);
    const larger = new Int32Array(2 * c.out.length);
    larger.set(c.out);
    c.out = larger;
  }
  c.out[c.n++] = code;
}

/** The listed plays that may open the trick or beat its last play (a gang's size is in its strength). */
function emitListed(c: Collector, plays: Listed, size: number): void {
  const { codes, combos } = plays;
  for (let i = 0; i < codes.length; i++) {
    const combo = combos[i] as number;
    if (wants(c, combo, size > 0 ? size : (combo % KIND_SHIFT) >> 4)) emit(c, codes[i] as number);
  }
}

function singles(c: Collector): void {
  // Only a lead or a singles trick asks for singles; a single beats a single of a higher index.
  const from = c.topCode < 0 ? 0 : (c.topCode % KIND_SHIFT) + 1;
  const counts = c.counts;
  const end = counts.length;
  if (c.out.length - c.n < end - from) {
    for (let id = from; id < end; id++) if ((counts[id] as number) > 0) emit(c, singleCode(id));
    return;
  }
  // Room for every single: the loop writes into the buffer from locals, with no check and no
  // reload of the collector's fields per card (most calls, a singles trick, are this loop).
  const out = c.out;
  let n = c.n;
  for (let id = from; id < end; id++) if ((counts[id] as number) > 0) out[n++] = singleCode(id);
  c.n = n;
}

function hasJackPair(counts: ArrayLike<number>): boolean {
  return (counts[JACK_OF_CLUBS_ID] as number) > 0 && (counts[JACK_OF_DIAMONDS_ID] as number) > 0;
}

function playsOf(c: Collector, number: number): NumberPlays {
  return (NUMBER_PLAYS[number] as readonly NumberPlays[])[c.holdings[number] as number] as NumberPlays;
}

/** Pairs and triples: `size` cards of one number (the jack pair is the only pair above 10). */
function sameNumber(c: Collector, size: number): void {
  for (let number = 1; number <= 10; number++) {
    if ((c.totals[number] as number) >= size) emitListed(c, size === 2 ? playsOf(c, number).pairs : playsOf(c, number).triples, size);
  }
  if (size === 2 && hasJackPair(c.counts) && wants(c, JACK_PAIR_COMBO, 2)) emit(c, JACK_PAIR_CODE);
}

function gangs(c: Collector): void {
  if (c.most < 4) return;
  for (let number = 1; number <= 10; number++) if ((c.totals[number] as number) >= 4) emitListed(c, playsOf(c, number).gangs, 0);
}

/**
 * Straights and straight flushes: one card of each of five consecutive numbers, lowest card first,
 * each number's cards in index order. Five loops rather than a recursion: no call per card.
 */
function straights(c: Collector): void {
  const counts = c.counts;
  const ids = c.buffer;
  // A lead takes anything: only a trick needs the combination's code.
  const lead = c.topCode < 0;
  for (let start = 1; start <= 6; start++) {
    let possible = true;
    for (let number = start; number < start + 5 && possible; number++) possible = (c.totals[number] as number) > 0;
    if (!possible) continue;
    // A play's code holds card index + 1 in six bits a card, the lowest card lowest (`playCode`).
    for (const a of IDS_OF_NUMBER[start] as readonly number[]) {
      if ((counts[a] as number) === 0) continue;
      ids[0] = a;
      for (const b of IDS_OF_NUMBER[start + 1] as readonly number[]) {
        if ((counts[b] as number) === 0) continue;
        ids[1] = b;
        const ab = a + 1 + (b + 1) * 64;
        for (const d of IDS_OF_NUMBER[start + 2] as readonly number[]) {
          if ((counts[d] as number) === 0) continue;
          ids[2] = d;
          const abd = ab + (d + 1) * 4096;
          for (const e of IDS_OF_NUMBER[start + 3] as readonly number[]) {
            if ((counts[e] as number) === 0) continue;
            ids[3] = e;
            const abde = abd + (e + 1) * 262144;
            for (const f of IDS_OF_NUMBER[start + 4] as readonly number[]) {
              if ((counts[f] as number) === 0) continue;
              ids[4] = f;
              if (lead || wants(c, classifyIds(ids, 5), 5)) emit(c, PLAY_CODES + abde + (f + 1) * 16777216);
            }
          }
        }
      }
    }
  }
}

/** Flushes: five cards of one suit (the A♠ standing in), not a straight flush and not a full house. */
function flushes(c: Collector): void {
  for (let suit = 0; suit < 3; suit++) {
    const pool = FLUSH_POOLS[suit] as readonly number[];
    let rest = 0;
    for (let i = pool.length - 1; i >= 0; i--) {
      rest += c.counts[pool[i] as number] as number;
      c.poolRest[i] = rest;
    }
    // poolRest[0] is every card of the suit the hand holds (the A♠ included): fewer than five make no flush.
    if (rest >= 5) flushFrom(c, pool, 0, 5, 0, 0, 1);
  }
}

function flushFrom(c: Collector, pool: readonly number[], from: number, need: number, depth: number, packed: number, scale: number): void {
  if (need === 0) {
    const code = classifyIds(c.buffer, 5);
    // Five cards of one suit may be a straight flush or a full house: those come from their own builders.
    if (kindOfCode(code) === FLUSH && wants(c, code, 5)) emit(c, PLAY_CODES + packed);
    return;
  }
  // Stop where the pool's cards left cannot make up the flush.
  for (let i = from; i < pool.length && (c.poolRest[i] as number) >= need; i++) {
    const id = pool[i] as number;
    const have = c.counts[id] as number;
    let p = packed;
    let s = scale;
    for (let take = 1; take <= have && take <= need; take++) {
      c.buffer[depth + take - 1] = id;
      p += (id + 1) * s;
      s *= 64;
      flushFrom(c, pool, i + 1, need - take, depth + take, p, s);
    }
  }
}

/** Full houses: any triple with any pair of another number (the jack pair included), the lower number's cards first. */
function fullHouses(c: Collector): void {
  if (c.most < 3) return;
  let pairs = 0;
  for (let number = 1; number <= 10; number++) {
    if ((c.totals[number] as number) < 2) continue;
    const codes = playsOf(c, number).pairs.codes;
    for (let i = 0; i < codes.length; i++) {
      c.pairPacked[pairs] = (codes[i] as number) - PLAY_CODES;
      c.pairNumber[pairs++] = number;
    }
  }
  if (hasJackPair(c.counts)) {
    c.pairPacked[pairs] = JACK_PAIR_CODE - PLAY_CODES;
    c.pairNumber[pairs++] = JACK_PAIR_NUMBER;
  }
  for (let number = 1; number <= 10; number++) {
    if ((c.totals[number] as number) < 3) continue;
    const { codes, combos } = playsOf(c, number).triples;
    for (let i = 0; i < codes.length; i++) {
      if (!wants(c, (combos[i] as number) + (FULL_HOUSE - TRIPLE) * KIND_SHIFT, 5)) continue;
      const triple = (codes[i] as number) - PLAY_CODES;
      for (let j = 0; j < pairs; j++) {
        const pairNumber = c.pairNumber[j] as number;
        if (pairNumber === number) continue;
        // Two cards below three (64² places), or three below two (64³).
        emit(c, PLAY_CODES + (pairNumber < number ? (c.pairPacked[j] as number) + triple * 4096 : triple + (c.pairPacked[j] as number) * 262144));
      }
    }
  }
}

/**
 * Writes the move code of every distinct play from a hand (counts per card index) that may open a
 * trick (`topCode` -1) or beat its last play into `out`; returns how many. The order is the one
 * `legalMoves` lists: singles, pairs, triples, full houses, flushes, straights, gangs.
 */
export function playCodes(counts: ArrayLike<number>, topCode: number, topSize: number, out: Int32Array): number {
  // A hand holds at most two of a card (the tables know no more); only playsFrom takes any counts.
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
  // The 1s are the first four card indexes, every other number the next three (cards.ts).
  // Each number's three are ♣ ♦ ♥ in that order. (A flush's suit counts are taken in `flushes`:
  // most calls, a singles trick, never build one.)
  const ace = counts[ACE_OF_SPADES_ID] as number;
  let most = (counts[0] as number) + (counts[1] as number) + (counts[2] as number) + ace;
  c.totals[1] = most;
  c.holdings[1] = (counts[0] as number) + 3 * (counts[1] as number) + 9 * (counts[2] as number) + 27 * ace;
  for (let number = 2, id = ACE_OF_SPADES_ID + 1; number <= 10; number++, id += 3) {
    const a = counts[id] as number;
    const b = counts[id + 1] as number;
    const d = counts[id + 2] as number;
    const total = a + b + d;
    c.totals[number] = total;
    c.holdings[number] = a + 3 * b + 9 * d;
    if (total > most) most = total;
  }
  c.most = most;
  const lead = topCode < 0;
  const kind = lead ? -1 : kindOfCode(topCode);
  if (lead || kind === SINGLE) singles(c);
  if (lead || kind === PAIR) sameNumber(c, 2);
  if ((lead || kind === TRIPLE) && most >= 3) sameNumber(c, 3);
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
  for (const have of counts) if (have > MOST_OF_A_CARD) throw new Error(`machtkampf: ${have} copies of one card`);
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
    if (aceLead) n = keepPlays(out, n, holdsAceOfSpades);
    if (!hard) return n;
    const multi = keepPlays(out, n, isMultiCard);
    if (multi > 0) return multi;
    out[0] = singleCode(highestHeld(counts));
    return 1;
  }
  if (kindOfCode(topCode) !== SINGLE || !hard) return n;
  const highest = singleCode(highestHeld(counts));
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const code = out[i] as number;
    if (code === highest || isMultiCard(code)) out[kept++] = code;
  }
  return kept;
}

function keepPlays(out: Int32Array, n: number, keep: (code: number) => boolean): number {
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const code = out[i] as number;
    if (keep(code)) out[kept++] = code;
  }
  return kept;
}

function holdsAceOfSpades(code: number): boolean {
  return playHolds(code, ACE_OF_SPADES_ID);
}

/** A play of two or more cards: its code has a second card's place (a single's code is below PLAY_CODES + 64). */
function isMultiCard(code: number): boolean {
  return code >= PLAY_CODES + 64;
}

/** The highest card index the counts hold, or -1 for none. */
export function highestHeld(counts: ArrayLike<number>): number {
  for (let id = DISTINCT_CARDS - 1; id >= 0; id--) if ((counts[id] as number) > 0) return id;
  return -1;
}

function countOfNumber(counts: ArrayLike<number>, number: number): number {
  let total = 0;
  for (const id of IDS_OF_NUMBER[number] as readonly number[]) total += counts[id] as number;
  return total;
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
