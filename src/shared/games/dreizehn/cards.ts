/**
 * Dreizehn's own cards, registered with the card notation (cards/registerDeck): value + colour
 * letter — `7B` (Blau), `5G` (Grün), `1Y` (Gelb) — and the red fours `4R`.
 */
import { parseCards, registerDeck, type CardInfo } from '../../cards';

export const DREIZEHN_COLOURS = ['B', 'G', 'Y'] as const;
export type DreizehnColour = (typeof DREIZEHN_COLOURS)[number];
export const DREIZEHN_VALUES = [1, 2, 4, 5, 7] as const;
export type DreizehnValue = (typeof DREIZEHN_VALUES)[number];
export type DreizehnCard = `${DreizehnValue}${DreizehnColour}` | '4R';

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

const INFO: CardInfo[] = [];
for (const colour of DREIZEHN_COLOURS) {
  for (const value of DREIZEHN_VALUES) INFO.push({ card: `${value}${colour}`, deck: 'dreizehn', rank: value, suit: colour });
}
INFO.push({ card: '4R', deck: 'dreizehn', rank: 4, suit: 'R' });

registerDeck({ id: 'dreizehn', cards: INFO, tails: [...DREIZEHN_COLOURS, 'R'], notation: 'Dreizehn cards are 1 2 4 5 7 in B/G/Y, and 4R' });

/** Dreizehn cards in the notation parseCards reads (`'1B 2B 4R'`), after this file has registered them. */
export function parseDreizehnCards(text: string): DreizehnCard[] {
  return parseCards(text) as DreizehnCard[];
}
