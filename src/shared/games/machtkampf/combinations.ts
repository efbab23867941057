/**
 * The combinations and how one beats another (spec: "Combinations", "Beating a combination").
 *
 * Internally a combination is one integer, its *code*: kind × 1024 + strength. Kinds are numbered
 * so that the five-card kinds rank straight < flush < full house < straight flush, and the
 * strength orders combinations within a kind; so among plays of equal size that are not gangs,
 * "beats" is simply "has the larger code". The public API returns plain `Combination` objects.
 */
import type { Card, FrenchCard } from '../../cards';
import { ACE_OF_SPADES_ID, CARDS_IN_ORDER, COPIES, DISTINCT_CARDS, NUMBER, SUIT, cardId } from './cards';

export const KINDS = ['single', 'pair', 'triple', 'straight', 'flush', 'fullHouse', 'straightFlush', 'gang'] as const;
export type Kind = (typeof KINDS)[number];

export const SINGLE = 0;
export const PAIR = 1;
export const TRIPLE = 2;
export const STRAIGHT = 3;
export const FLUSH = 4;
export const FULL_HOUSE = 5;
export const STRAIGHT_FLUSH = 6;
export const GANG = 7;

export const KIND_SHIFT = 1024;

/** What a set of cards forms. `strength` orders combinations of the same kind and size (higher is stronger). */
export interface Combination {
  kind: Kind;
  /** The cards in single-card order, lowest first. */
  cards: FrenchCard[];
  strength: number;
}

export function kindOfCode(code: number): number {
  // KIND_SHIFT is 2^10: a shift, not a division, and -1 (no combination) stays -1 as with floor.
  return code >> 10;
}

/** Pairs and triples compare by number, then by their suits from the best card down. */
function pairStrength(low: number, high: number): number {
  return (NUMBER[low] as number) * 16 + (SUIT[high] as number) * 4 + (SUIT[low] as number);
}

export function tripleStrength(a: number, b: number, c: number): number {
  return (NUMBER[a] as number) * 64 + (SUIT[c] as number) * 16 + (SUIT[b] as number) * 4 + (SUIT[a] as number);
}

/**
 * The code of the cards `ids[0..n)`, given in single-card order, or -1 when they form nothing.
 * Multiplicities are not checked here: the caller passes cards from a real hand.
 */
export function classifyIds(ids: ArrayLike<number>, n: number): number {
  if (n < 1 || n > 7) return -1;
  const first = ids[0] as number;
  const last = ids[n - 1] as number;
  if (n === 1) return SINGLE * KIND_SHIFT + first;
  const low = NUMBER[first] as number;
  const high = NUMBER[last] as number;
  if (low === high) {
    // K♥ is only ever a single; the jacks make only the jack pair.
    if (n === 2) return high <= 11 ? PAIR * KIND_SHIFT + pairStrength(first, last) : -1;
    if (high > 10) return -1;
    if (n === 3) return TRIPLE * KIND_SHIFT + tripleStrength(first, ids[1] as number, last);
    return GANG * KIND_SHIFT + n * 16 + high;
  }
  if (n !== 5) return -1;
  return classifyFive(ids);
}

function classifyFive(ids: ArrayLike<number>): number {
  const a = ids[0] as number;
  const b = ids[1] as number;
  const c = ids[2] as number;
  const d = ids[3] as number;
  const e = ids[4] as number;
  const na = NUMBER[a] as number;
  const nb = NUMBER[b] as number;
  const nc = NUMBER[c] as number;
  const nd = NUMBER[d] as number;
  const ne = NUMBER[e] as number;
  if (ne > 11 || nc > 10) return -1;
  // A full house: the triple is numbers 1–10; the pair may be the jack pair.
  if (na === nc && nd === ne && nc !== nd) return FULL_HOUSE * KIND_SHIFT + tripleStrength(a, b, c);
  if (na === nb && nc === ne && nb !== nc && ne <= 10) return FULL_HOUSE * KIND_SHIFT + tripleStrength(c, d, e);
  if (ne > 10) return -1;
  let suit = -1;
  let oneSuit = true;
  for (let i = 0; i < 5; i++) {
    const id = ids[i] as number;
    if (id === ACE_OF_SPADES_ID) continue;
    if (suit < 0) suit = SUIT[id] as number;
    else if (SUIT[id] !== suit) oneSuit = false;
  }
  // Strength is the highest card: never the A♠, which counts as a 1 and a 1 is never highest here.
  const straight = ne - na === 4 && na < nb && nb < nc && nc < nd && nd < ne;
  if (straight) return (oneSuit ? STRAIGHT_FLUSH : STRAIGHT) * KIND_SHIFT + e;
  return oneSuit ? FLUSH * KIND_SHIFT + e : -1;
}

/**
 * Whether a play with code `play` of `playSize` cards may be laid on a trick whose last play has
 * code `trick` of `trickSize` cards: the same size and strictly higher, or a gang. Only a higher
 * gang beats a gang: more cards, then the higher number, which is exactly the gang's strength.
 */
export function beatsCode(play: number, playSize: number, trick: number, trickSize: number): boolean {
  if (kindOfCode(play) === GANG) return kindOfCode(trick) !== GANG || play > trick;
  if (kindOfCode(trick) === GANG || playSize !== trickSize) return false;
  return play > trick;
}

export function codeOf(combination: Combination): number {
  return KINDS.indexOf(combination.kind) * KIND_SHIFT + combination.strength;
}

export function combinationOfCode(code: number, cards: FrenchCard[]): Combination {
  return { kind: KINDS[kindOfCode(code)] as Kind, cards, strength: code % KIND_SHIFT };
}

/**
 * The combination a set of cards forms, or null. Cards outside Machtkampf's deck, or more copies
 * of a card than the deck holds, form nothing.
 */
export function classify(cards: readonly Card[]): Combination | null {
  const counts = new Array<number>(DISTINCT_CARDS).fill(0);
  for (const card of cards) {
    const id = cardId(card);
    if (id < 0) return null;
    counts[id] = (counts[id] as number) + 1;
    if ((counts[id] as number) > (COPIES[id] as number)) return null;
  }
  const ids = cards.map(cardId).sort((x, y) => x - y);
  const code = classifyIds(ids, ids.length);
  return code < 0
    ? null
    : combinationOfCode(
        code,
        ids.map((id) => CARDS_IN_ORDER[id] as FrenchCard),
      );
}

/**
 * Whether `play` may be laid on `trick` (the trick's last play). A null trick is a lead: any
 * combination may open it. A null play (cards that form nothing) beats nothing.
 */
export function beats(play: Combination | null, trick: Combination | null): boolean {
  if (!play) return false;
  if (!trick) return true;
  return beatsCode(codeOf(play), play.cards.length, codeOf(trick), trick.cards.length);
}
