import { describe, expect, it } from 'vitest';
import { CardParseError, formatCards, frenchDeck, parseCard, parseCards, rankOf } from '../../src/shared/cards';
import { dreizehnDeck } from '../../src/shared/games/dreizehn';
import { formatCards as publicFormat, parseCards as publicParse } from '../../src/shared';

describe('card notation', () => {
  it('parses ranks A 2–10 J Q K in suits C D H S', () => {
    expect(parseCards('7H 10D AS JC KH')).toEqual(['7H', '10D', 'AS', 'JC', 'KH']);
    expect(publicParse('QS')).toEqual(['QS']);
  });

  it('accepts suit symbols, lower case and commas', () => {
    expect(parseCards('7♥, 10♦ a♠ jc k♥ 2♣')).toEqual(['7H', '10D', 'AS', 'JC', 'KH', '2C']);
  });

  it('reads jokers and Dreizehn cards', () => {
    expect(parseCards('X1 X2 7B 5G 1Y 4R')).toEqual(['X1', 'X2', '7B', '5G', '1Y', '4R']);
  });

  it('a bad token is a clear error naming it', () => {
    expect(() => parseCards('7H 11D')).toThrow(CardParseError);
    expect(() => parseCards('7H 11D')).toThrow(/"11D"/);
    expect(() => parseCard('7Z')).toThrow(/unknown suit "Z"/);
    expect(() => parseCard('3B')).toThrow(/Dreizehn/);
    expect(() => parseCard('')).toThrow(/empty/);
  });

  it('formats back to the notation it reads, with or without symbols', () => {
    const cards = parseCards('AS 10H JC X1 4R');
    expect(formatCards(cards)).toBe('AS 10H JC X1 4R');
    expect(publicFormat(cards, { symbols: true })).toBe('A♠ 10♥ J♣ X1 4R');
    expect(parseCards(formatCards(cards, { symbols: true }))).toEqual(cards);
  });

  it('knows ranks: A=1 … K=13, Dreizehn by value', () => {
    expect(parseCards('AS 10H JC QD KH 7B').map(rankOf)).toEqual([1, 10, 11, 12, 13, 7]);
  });

  it('builds the decks', () => {
    expect(frenchDeck()).toHaveLength(52);
    expect(frenchDeck({ jokers: true })).toHaveLength(54);
    const d = dreizehnDeck();
    expect(d).toHaveLength(50);
    expect(d.filter((c) => c === '4R')).toHaveLength(8);
    expect(d.filter((c) => c.endsWith('B')).reduce((sum, c) => sum + rankOf(c), 0)).toBe(53);
  });
});
