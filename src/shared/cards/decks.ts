import { RANKS, SUITS, type Card, type FrenchCard, type Rank, type Suit } from './card';

/** The 52 French cards, optionally with both jokers (54). Order: suit by suit, A to K. */
export function frenchDeck(options: { jokers?: boolean } = {}): FrenchCard[] {
  const cards: FrenchCard[] = [];
  for (const suit of SUITS) for (const rank of RANKS) cards.push(`${rank}${suit}`);
  if (options.jokers) cards.push('X1', 'X2');
  return cards;
}

/** Cards of the given ranks in the given suits, e.g. `pick(['A', '2'], ['H', 'D'])`. */
export function pick(ranks: readonly Rank[], suits: readonly Suit[]): FrenchCard[] {
  const cards: FrenchCard[] = [];
  for (const suit of suits) for (const rank of ranks) cards.push(`${rank}${suit}`);
  return cards;
}

/** Deals cards one at a time round the hands, starting with hand 0. The first hands may get one more. */
export function dealRoundRobin<T extends Card>(cards: readonly T[], hands: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < hands; i++) out.push([]);
  for (let i = 0; i < cards.length; i++) (out[i % hands] as T[]).push(cards[i] as T);
  return out;
}
