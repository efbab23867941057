/**
 * How a Machtkampf bot reads its hand: split into as few plays as it can (every play is a turn in
 * which someone may stop you), with gangs and the K♥ kept apart for the end. The split is searched
 * over a handful of five-card combinations (straights, flushes, straight flushes, full houses)
 * taken out first; what is left falls into gangs, triples, pairs and singles by number.
 */
import type { FrenchCard } from '../../cards';
import {
  ACE_OF_SPADES_ID,
  CARDS_IN_ORDER,
  COPIES,
  DISTINCT_CARDS,
  IDS_OF_NUMBER,
  JACK_OF_CLUBS_ID,
  JACK_OF_DIAMONDS_ID,
  KING_OF_HEARTS_ID,
  NUMBER,
  countCards,
  idOf,
} from './cards';

export interface Part {
  /** Card indexes in single-card order. */
  ids: number[];
  kind: 'single' | 'pair' | 'triple' | 'five' | 'gang';
}

export function partCards(part: Part): FrenchCard[] {
  return part.ids.map((id) => CARDS_IN_ORDER[id] as FrenchCard);
}

export function partKey(cards: readonly FrenchCard[]): string {
  return cards.join(' ');
}

/** Kept for the end: a gang stops anything, the K♥ is the highest single. */
export function isReserve(part: Part): boolean {
  return part.kind === 'gang' || (part.kind === 'single' && part.ids[0] === KING_OF_HEARTS_ID);
}

function numberCounts(counts: ArrayLike<number>): number[] {
  const per = new Array<number>(11).fill(0);
  for (let number = 1; number <= 10; number++)
    for (const id of IDS_OF_NUMBER[number] as readonly number[]) per[number] = (per[number] as number) + (counts[id] as number);
  return per;
}

function expand(counts: ArrayLike<number>, ids: readonly number[]): number[] {
  const out: number[] = [];
  for (const id of ids) for (let k = 0; k < (counts[id] as number); k++) out.push(id);
  return out;
}

/** The part `count` cards of one number 1–10 make on their own. */
function kindOfCount(count: number): Part['kind'] {
  return count >= 4 ? 'gang' : count === 3 ? 'triple' : count === 2 ? 'pair' : 'single';
}

/** What is left once the five-card plays are out: gangs, triples, pairs and singles by number, the jacks and the K♥. */
function byNumber(counts: ArrayLike<number>): Part[] {
  const parts: Part[] = [];
  for (let number = 1; number <= 10; number++) {
    const ids = expand(counts, IDS_OF_NUMBER[number] as readonly number[]);
    if (ids.length > 0) parts.push({ ids, kind: kindOfCount(ids.length) });
  }
  const jc = (counts[JACK_OF_CLUBS_ID] as number) > 0;
  const jd = (counts[JACK_OF_DIAMONDS_ID] as number) > 0;
  if (jc && jd) parts.push({ ids: [JACK_OF_CLUBS_ID, JACK_OF_DIAMONDS_ID], kind: 'pair' });
  else if (jc) parts.push({ ids: [JACK_OF_CLUBS_ID], kind: 'single' });
  else if (jd) parts.push({ ids: [JACK_OF_DIAMONDS_ID], kind: 'single' });
  if ((counts[KING_OF_HEARTS_ID] as number) > 0) parts.push({ ids: [KING_OF_HEARTS_ID], kind: 'single' });
  return parts;
}

/**
 * `cost(byNumber(counts))` without building the parts: the split's search prices every five-card
 * option this way and builds only a split that is cheaper. (Costs are multiples of a quarter:
 * exact in any order of adding up.)
 */
function byNumberCost(counts: ArrayLike<number>): number {
  let c = 0;
  for (let number = 1; number <= 10; number++) {
    let count = 0;
    for (const id of IDS_OF_NUMBER[number] as readonly number[]) count += counts[id] as number;
    if (count > 0) c += partCost(kindOfCount(count), number);
  }
  const jc = (counts[JACK_OF_CLUBS_ID] as number) > 0;
  const jd = (counts[JACK_OF_DIAMONDS_ID] as number) > 0;
  if (jc || jd) c += partCost(jc && jd ? 'pair' : 'single', NUMBER[JACK_OF_CLUBS_ID] as number);
  if ((counts[KING_OF_HEARTS_ID] as number) > 0) c += partCost('single', NUMBER[KING_OF_HEARTS_ID] as number);
  return c;
}

function held(counts: ArrayLike<number>, id: number): boolean {
  return id >= 0 && (counts[id] as number) > 0;
}

/** The first of `ids` the counts hold (one is). */
function firstHeld(counts: ArrayLike<number>, ids: readonly number[]): number {
  for (const id of ids) if (held(counts, id)) return id;
  return -1;
}

/** A few five-card plays worth taking out: per run one straight (and a straight flush if there is one), per suit the flush of its loosest cards, per triple a full house with the lowest pair. */
function fiveCardOptions(counts: ArrayLike<number>): number[][] {
  const per = numberCounts(counts);
  const options: number[][] = [];
  for (let start = 1; start <= 6; start++) {
    let run = true;
    for (let n = start; n < start + 5 && run; n++) run = (per[n] as number) > 0;
    if (!run) continue;
    for (let suit = 0; suit < 3; suit++) {
      const ids: number[] = [];
      for (let n = start; n < start + 5; n++) {
        const id = idOf(n, suit);
        if (held(counts, id)) ids.push(id);
        else if (n === 1 && held(counts, ACE_OF_SPADES_ID)) ids.push(ACE_OF_SPADES_ID);
      }
      if (ids.length === 5) options.push(ids);
    }
    // A plain straight takes, of each number, the card it can best spare: one from a number held once.
    const ids: number[] = [];
    for (let n = start; n < start + 5; n++) ids.push(firstHeld(counts, IDS_OF_NUMBER[n] as readonly number[]));
    options.push(ids);
  }
  for (let suit = 0; suit < 3; suit++) {
    const pool: number[] = [];
    for (let n = 1; n <= 10; n++) {
      const id = idOf(n, suit);
      if (held(counts, id)) pool.push(id);
      if (n === 1 && held(counts, ACE_OF_SPADES_ID)) pool.push(ACE_OF_SPADES_ID);
    }
    if (pool.length < 5) continue;
    const loose = pool.slice().sort((a, b) => Number((per[NUMBER[a] as number] as number) > 1) - Number((per[NUMBER[b] as number] as number) > 1) || a - b);
    options.push(loose.slice(0, 5).sort((a, b) => a - b));
  }
  const pairs: number[][] = [];
  for (let n = 1; n <= 10; n++) if (per[n] === 2) pairs.push(expand(counts, IDS_OF_NUMBER[n] as readonly number[]));
  if (held(counts, JACK_OF_CLUBS_ID) && held(counts, JACK_OF_DIAMONDS_ID)) pairs.push([JACK_OF_CLUBS_ID, JACK_OF_DIAMONDS_ID]);
  const lowestPair = pairs[0];
  if (lowestPair) {
    for (let n = 1; n <= 10; n++) {
      if (per[n] !== 3) continue;
      options.push([...expand(counts, IDS_OF_NUMBER[n] as readonly number[]), ...lowestPair].sort((a, b) => a - b));
    }
  }
  return options;
}

/** What a part of a number adds to a split's cost: one play, and a little more for a low single (a play nobody lets through late in a trick), less for a gang. */
function partCost(kind: Part['kind'], number: number): number {
  return kind === 'single' && number <= 6 ? 1.25 : kind === 'gang' ? 0.5 : 1;
}

function cost(parts: readonly Part[]): number {
  let c = 0;
  for (const part of parts) c += partCost(part.kind, NUMBER[part.ids[0] as number] as number);
  return c;
}

function without(counts: ArrayLike<number>, ids: readonly number[]): number[] | null {
  // Copied by hand: `Array.from` walks a playout's typed array through its iterator.
  const rest = new Array<number>(DISTINCT_CARDS);
  for (let id = 0; id < DISTINCT_CARDS; id++) rest[id] = counts[id] as number;
  for (const id of ids) {
    if ((rest[id] as number) === 0) return null;
    rest[id] = (rest[id] as number) - 1;
  }
  return rest;
}

/** The cheapest split found so far, while `consider` tries the five-card plays. */
interface Search {
  deep: boolean;
  best: Part[];
  bestCost: number;
}

/** Takes out each five-card option of `rest` from the `from`th on (and, deep, a second one after it), keeping the cheapest split. */
function consider(search: Search, rest: ArrayLike<number>, taken: Part[], depth: number, from: number): void {
  const options = fiveCardOptions(rest);
  for (let i = from; i < options.length; i++) {
    const five = options[i] as number[];
    const left = without(rest, five);
    if (!left) continue;
    const parts = [...taken, { ids: five, kind: 'five' as const }];
    const c = cost(parts) + byNumberCost(left);
    if (c < search.bestCost) {
      search.best = [...parts, ...byNumber(left)];
      search.bestCost = c;
    }
    if (search.deep && depth < 2) consider(search, left, parts, depth + 1, i);
  }
}

const SPLITS = new Map<number, Part[]>();
const SPLIT_CACHE_LIMIT = 50_000;

/**
 * Where each card's count goes in a hand's number for the split cache: the counts as digits,
 * base 3 for the cards the deck holds twice and base 2 for the four it holds once. The largest
 * hand number, doubled for the `deep` flag, stays below 2^53 (2^4 × 3^30 × 2), so it is exact.
 */
const PLACES: readonly number[] = (() => {
  const places: number[] = [];
  let place = 1;
  for (let id = 0; id < DISTINCT_CARDS; id++) {
    places.push(place);
    place *= (COPIES[id] as number) + 1;
  }
  return places;
})();

/** The hand's number for the split cache (a number is hashed faster than the joined cards), or -1 for counts no hand holds. */
function handNumber(counts: ArrayLike<number>): number {
  let key = 0;
  for (let id = 0; id < DISTINCT_CARDS; id++) {
    const count = counts[id] as number;
    if (count > (COPIES[id] as number)) return -1;
    key += count * (PLACES[id] as number);
  }
  return key;
}

/**
 * The hand split into few plays; the same hand always gives the same split. `deep` looks for two
 * five-card plays, not only one (decisions are deep, playouts shallow and fast).
 */
export function splitHand(hand: readonly FrenchCard[], deep = true): Part[] {
  return splitCounts(countCards(hand), deep);
}

/** The same from the hand's counts per card index (a playout holds its hands so). */
export function splitCounts(counts: ArrayLike<number>, deep = true): Part[] {
  const number = handNumber(counts);
  const key = number < 0 ? -1 : 2 * number + (deep ? 1 : 0);
  const cached = key < 0 ? undefined : SPLITS.get(key);
  if (cached) return cached;
  const plain = byNumber(counts);
  const search: Search = { deep, best: plain, bestCost: cost(plain) };
  consider(search, counts, [], 1, 0);
  const best = search.best;
  if (key >= 0) {
    if (SPLITS.size >= SPLIT_CACHE_LIMIT) SPLITS.clear();
    SPLITS.set(key, best);
  }
  return best;
}
