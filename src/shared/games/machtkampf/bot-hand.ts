/**
 * How a Machtkampf bot reads its hand: split into as few plays as it can (every play is a turn in
 * which someone may stop you), with gangs and the K♥ kept apart for the end. The split is searched
 * over a handful of five-card combinations (straights, flushes, straight flushes, full houses)
 * taken out first; what is left falls into gangs, triples, pairs and singles by number.
 */
import type { FrenchCard } from '../../cards';
import { ACE_OF_SPADES_ID, CARDS_IN_ORDER, IDS_OF_NUMBER, JACK_OF_CLUBS_ID, JACK_OF_DIAMONDS_ID, KING_OF_HEARTS_ID, NUMBER, countCards, idOf } from './cards';

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

function numberCounts(counts: readonly number[]): number[] {
  const per = new Array<number>(11).fill(0);
  for (let number = 1; number <= 10; number++) for (const id of IDS_OF_NUMBER[number] as readonly number[]) per[number] = (per[number] as number) + (counts[id] as number);
  return per;
}

function expand(counts: readonly number[], ids: readonly number[]): number[] {
  const out: number[] = [];
  for (const id of ids) for (let k = 0; k < (counts[id] as number); k++) out.push(id);
  return out;
}

/** What is left once the five-card plays are out: gangs, triples, pairs and singles by number, the jacks and the K♥. */
function byNumber(counts: readonly number[]): Part[] {
  const parts: Part[] = [];
  for (let number = 1; number <= 10; number++) {
    const ids = expand(counts, IDS_OF_NUMBER[number] as readonly number[]);
    if (ids.length >= 4) parts.push({ ids, kind: 'gang' });
    else if (ids.length === 3) parts.push({ ids, kind: 'triple' });
    else if (ids.length === 2) parts.push({ ids, kind: 'pair' });
    else if (ids.length === 1) parts.push({ ids, kind: 'single' });
  }
  const jc = (counts[JACK_OF_CLUBS_ID] as number) > 0;
  const jd = (counts[JACK_OF_DIAMONDS_ID] as number) > 0;
  if (jc && jd) parts.push({ ids: [JACK_OF_CLUBS_ID, JACK_OF_DIAMONDS_ID], kind: 'pair' });
  else if (jc) parts.push({ ids: [JACK_OF_CLUBS_ID], kind: 'single' });
  else if (jd) parts.push({ ids: [JACK_OF_DIAMONDS_ID], kind: 'single' });
  if ((counts[KING_OF_HEARTS_ID] as number) > 0) parts.push({ ids: [KING_OF_HEARTS_ID], kind: 'single' });
  return parts;
}

/** A few five-card plays worth taking out: per run one straight (and a straight flush if there is one), per suit the flush of its loosest cards, per triple a full house with the lowest pair. */
function fiveCardOptions(counts: readonly number[]): number[][] {
  const per = numberCounts(counts);
  const options: number[][] = [];
  const have = (id: number): boolean => id >= 0 && (counts[id] as number) > 0;
  for (let start = 1; start <= 6; start++) {
    let run = true;
    for (let n = start; n < start + 5 && run; n++) run = (per[n] as number) > 0;
    if (!run) continue;
    for (let suit = 0; suit < 3; suit++) {
      const ids: number[] = [];
      for (let n = start; n < start + 5; n++) {
        const id = idOf(n, suit);
        if (have(id)) ids.push(id);
        else if (n === 1 && have(ACE_OF_SPADES_ID)) ids.push(ACE_OF_SPADES_ID);
      }
      if (ids.length === 5) options.push(ids);
    }
    // A plain straight takes, of each number, the card it can best spare: one from a number held once.
    const ids: number[] = [];
    for (let n = start; n < start + 5; n++) ids.push((IDS_OF_NUMBER[n] as readonly number[]).find(have) as number);
    options.push(ids);
  }
  for (let suit = 0; suit < 3; suit++) {
    const pool: number[] = [];
    for (let n = 1; n <= 10; n++) {
      const id = idOf(n, suit);
      if (have(id)) pool.push(id);
      if (n === 1 && have(ACE_OF_SPADES_ID)) pool.push(ACE_OF_SPADES_ID);
    }
    if (pool.length < 5) continue;
    const loose = pool.slice().sort((a, b) => Number((per[NUMBER[a] as number] as number) > 1) - Number((per[NUMBER[b] as number] as number) > 1) || a - b);
    options.push(loose.slice(0, 5).sort((a, b) => a - b));
  }
  const pairs: number[][] = [];
  for (let n = 1; n <= 10; n++) if (per[n] === 2) pairs.push(expand(counts, IDS_OF_NUMBER[n] as readonly number[]));
  if (have(JACK_OF_CLUBS_ID) && have(JACK_OF_DIAMONDS_ID)) pairs.push([JACK_OF_CLUBS_ID, JACK_OF_DIAMONDS_ID]);
  const lowestPair = pairs[0];
  if (lowestPair) {
    for (let n = 1; n <= 10; n++) {
      if (per[n] !== 3) continue;
      options.push([...expand(counts, IDS_OF_NUMBER[n] as readonly number[]), ...lowestPair].sort((a, b) => a - b));
    }
  }
  return options;
}

function cost(parts: readonly Part[]): number {
  let c = parts.length;
  for (const part of parts) {
    // A low single is a play nobody lets through late in a trick.
    if (part.kind === 'single' && (NUMBER[part.ids[0] as number] as number) <= 6) c += 0.25;
    if (part.kind === 'gang') c -= 0.5;
  }
  return c;
}

function without(counts: readonly number[], ids: readonly number[]): number[] | null {
  const rest = counts.slice();
  for (const id of ids) {
    if ((rest[id] as number) === 0) return null;
    rest[id] = (rest[id] as number) - 1;
  }
  return rest;
}

const SPLITS = new Map<string, Part[]>();
const SPLIT_CACHE_LIMIT = 50_000;

/**
 * The hand split into few plays; the same hand always gives the same split. `deep` looks for two
 * five-card plays, not only one (decisions are deep, playouts shallow and fast).
 */
export function splitHand(hand: readonly FrenchCard[], deep = true): Part[] {
  const key = (deep ? 'd' : 's') + hand.join(' ');
  const cached = SPLITS.get(key);
  if (cached) return cached;
  const counts = countCards(hand);
  let best = byNumber(counts);
  let bestCost = cost(best);
  const consider = (rest: readonly number[], taken: Part[], depth: number, from: number): void => {
    const options = fiveCardOptions(rest);
    for (let i = from; i < options.length; i++) {
      const five = options[i] as number[];
      const left = without(rest, five);
      if (!left) continue;
      const parts = [...taken, { ids: five, kind: 'five' as const }];
      const all = [...parts, ...byNumber(left)];
      const c = cost(all);
      if (c < bestCost) {
        best = all;
        bestCost = c;
      }
      if (deep && depth < 2) consider(left, parts, depth + 1, i);
    }
  };
  consider(counts, [], 1, 0);
  if (SPLITS.size >= SPLIT_CACHE_LIMIT) SPLITS.clear();
  SPLITS.set(key, best);
  return best;
}

