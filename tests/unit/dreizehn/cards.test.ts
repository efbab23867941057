import { describe, expect, it } from 'vitest';
import { formatCards, parseCards } from '../../../src/shared/cards';
import { DREIZEHN_DECK, boardSum, cardValue, colourOf, isDreizehnCard } from '../../../src/shared/games/dreizehn';
import { cards } from './support';

describe('Dreizehn cards', () => {
  it('plays with its own 50 cards: 14 per colour (1×3, 2×3, 4×2, 5×3, 7×3) and eight red fours', () => {
    expect(DREIZEHN_DECK).toHaveLength(50);
    for (const colour of ['B', 'G', 'Y']) {
      const ofColour = DREIZEHN_DECK.filter((card) => card.endsWith(colour));
      expect(ofColour).toHaveLength(14);
      expect(boardSum(ofColour)).toBe(53);
      for (const [value, copies] of [
        [1, 3],
        [2, 3],
        [4, 2],
        [5, 3],
        [7, 3],
      ] as const) {
        expect(ofColour.filter((card) => cardValue(card) === value)).toHaveLength(copies);
      }
    }
    expect(DREIZEHN_DECK.filter((card) => card === '4R')).toHaveLength(8);
  });

  it('writes a card as value and colour letter, and the card parser reads it', () => {
    expect(cards('7B 5G 1Y 4R')).toEqual(['7B', '5G', '1Y', '4R']);
    expect(parseCards('7b, 5g 1y 4r')).toEqual(['7B', '5G', '1Y', '4R']);
    expect(formatCards(cards('2Y 4R 7G'))).toBe('2Y 4R 7G');
    expect(() => parseCards('3B')).toThrow(/Dreizehn/);
    expect(() => parseCards('4X')).toThrow();
  });

  it('knows a card’s value and colour; a red four has no colour', () => {
    expect(cards('1B 2G 4Y 5B 7G 4R').map(cardValue)).toEqual([1, 2, 4, 5, 7, 4]);
    expect(cards('7B 5G 1Y 4R').map(colourOf)).toEqual(['B', 'G', 'Y', null]);
  });

  it('accepts only its own cards in moves', () => {
    expect(isDreizehnCard('7B')).toBe(true);
    expect(isDreizehnCard('4R')).toBe(true);
    for (const other of ['7H', '3B', '4r', 'X1', '', 7, null]) expect(isDreizehnCard(other)).toBe(false);
  });
});
