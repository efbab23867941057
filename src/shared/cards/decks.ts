import { DREIZEHN_COLOURS, RANKS, SUITS, type Card, type DreizehnCard, type FrenchCard, type Rank, type Suit } from './card';

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

/** Dreizehn's own 50 cards: per colour 1×3, 2×3, 4×2, 5×3, 7×3, and eight red fours. */
export function dreizehnDeck(): DreizehnCard[] {
  const copies: [number, number][] = [
    [1, 3],
    [2, 3],
    [4, 2],
    [5, 3],
    [7, 3],
  ];
  const cards: DreizehnCard[] = [];
  for (const colour of DREIZEHN_COLOURS) {
    for (const [value, count] of copies) {
      for (let i = 0; i < count; i++) cards.push(`${value}${colour}` as DreizehnCard);
    }
  }
  for (let i = 0; i < 8; i++) cards.push('4R');
  return cards;
}

/** Deals cards one at a time round the hands, starting with hand 0. The first hands may get one more. */
export function dealRoundRobin<T extends Card>(cards: readonly T[], hands: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < hands; i++) out.push([]);
  for (let i = 0; i < cards.length; i++) (out[i % hands] as T[]).push(cards[i] as T);
  return out;
}
