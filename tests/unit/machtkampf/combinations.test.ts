import { describe, expect, it } from 'vitest';
import { parseCards } from '../../../src/shared/cards';
import * as machtkampf from '../../../src/shared/games/machtkampf';
import { CARDS_IN_ORDER, MACHTKAMPF_DECK, beats, classify, type Combination, type Kind } from '../../../src/shared/games/machtkampf';

const combo = (text: string): Combination => {
  const found = classify(parseCards(text));
  if (!found) throw new Error(`${text} forms nothing`);
  return found;
};
const kindOf = (text: string): Kind | null => classify(parseCards(text))?.kind ?? null;
const beatsText = (play: string, trick: string): boolean => beats(combo(play), combo(trick));

describe('Machtkampf cards', () => {
  it('plays with 64 cards: A–10 of clubs, diamonds and hearts twice, and one each of A♠ J♣ J♦ K♥', () => {
    expect(MACHTKAMPF_DECK).toHaveLength(64);
    for (const card of parseCards('AC 5D 10H 7C')) expect(MACHTKAMPF_DECK.filter((c) => c === card)).toHaveLength(2);
    for (const card of parseCards('AS JC JD KH')) expect(MACHTKAMPF_DECK.filter((c) => c === card)).toHaveLength(1);
    for (const card of parseCards('2S 10S JH QD KC')) expect(MACHTKAMPF_DECK).not.toContain(card);
  });

  it('single-card order: A♣ < A♦ < A♥ < A♠ < 2♣ < … < 10♥ < J♣ < J♦ < K♥', () => {
    const order = parseCards('AC AD AH AS 2C 2D 2H 3C 3D 3H 4C 4D 4H 5C 5D 5H 6C 6D 6H 7C 7D 7H 8C 8D 8H 9C 9D 9H 10C 10D 10H JC JD KH');
    expect(CARDS_IN_ORDER).toEqual(order);
    for (let i = 1; i < order.length; i++) {
      expect(beatsText(order[i] as string, order[i - 1] as string)).toBe(true);
      expect(beatsText(order[i - 1] as string, order[i] as string)).toBe(false);
    }
  });

  it('any 8 beats any 7, whatever the suits', () => {
    expect(beatsText('8C', '7H')).toBe(true);
  });

  it('identical cards are equal: neither 7♥ beats the other', () => {
    expect(beatsText('7H', '7H')).toBe(false);
  });

  it('K♥ is the highest single of all', () => {
    for (const card of CARDS_IN_ORDER.slice(0, -1)) expect(beatsText('KH', card)).toBe(true);
  });
});

describe('Machtkampf combinations', () => {
  it('names the kinds single, pair, triple, straight, flush, fullHouse, straightFlush, gang', () => {
    expect(kindOf('7H')).toBe('single');
    expect(kindOf('7H 7C')).toBe('pair');
    expect(kindOf('7H 7C 7D')).toBe('triple');
    expect(kindOf('2C 3D 4H 5C 6D')).toBe('straight');
    expect(kindOf('2C 5C 7C 9C 10C')).toBe('flush');
    expect(kindOf('7H 7C 7D 2C 2D')).toBe('fullHouse');
    expect(kindOf('2C 3C 4C 5C 6C')).toBe('straightFlush');
    expect(kindOf('7H 7C 7D 7D')).toBe('gang');
  });

  it('gives the cards back in single-card order', () => {
    expect(combo('6H 2C 5D 4H 3C').cards).toEqual(parseCards('2C 3C 4H 5D 6H'));
  });

  it('a pair is any two cards of one number, A♠ with another ace included', () => {
    expect(kindOf('5C 5H')).toBe('pair');
    expect(kindOf('AS AC')).toBe('pair');
    expect(kindOf('5C 6C')).toBeNull();
  });

  it('J♣ J♦ is the jack pair, the highest pair', () => {
    expect(kindOf('JC JD')).toBe('pair');
    expect(beatsText('JC JD', '10H 10H')).toBe(true);
    expect(beatsText('10H 10H', 'JC JD')).toBe(false);
  });

  it('K♥ is only ever a single', () => {
    expect(kindOf('KH')).toBe('single');
    expect(kindOf('KH JD')).toBeNull();
    expect(kindOf('KH KH')).toBeNull();
    expect(kindOf('2C 2D 2H KH JD')).toBeNull();
    expect(kindOf('10C 10D 10H KH KH')).toBeNull();
  });

  it('a triple is three cards of one number 1–10; there is no jack triple', () => {
    expect(kindOf('AC AH AS')).toBe('triple');
    expect(kindOf('10C 10D 10H')).toBe('triple');
    expect(kindOf('JC JD JD')).toBeNull();
  });

  it('a straight is five consecutive numbers, 1-2-3-4-5 the lowest and 6-7-8-9-10 the highest', () => {
    expect(kindOf('AC 2D 3H 4C 5D')).toBe('straight');
    expect(kindOf('6C 7D 8H 9C 10D')).toBe('straight');
    expect(beatsText('6C 7D 8H 9C 10D', 'AC 2D 3H 4C 5D')).toBe(true);
  });

  it('no straight goes round the corner: 9 10 1 2 3 is nothing', () => {
    expect(kindOf('9C 10D AH 2C 3D')).toBeNull();
  });

  it('jacks never appear in straights, flushes or straight flushes', () => {
    expect(kindOf('7C 8D 9H 10C JC')).toBeNull();
    expect(kindOf('7C 8C 9C 10C JC')).toBeNull();
    expect(kindOf('2D 4D 6D 8D JD')).toBeNull();
  });

  it('a flush is five cards of one suit, not consecutive; the same card twice is allowed', () => {
    expect(kindOf('2H 5H 7H 9H 10H')).toBe('flush');
    expect(kindOf('7H 7H 2H 4H 9H')).toBe('flush');
    expect(kindOf('2H 5H 7H 9H 10D')).toBeNull();
  });

  it('A♠ stands in for any suit in a flush', () => {
    expect(kindOf('AS 3D 6D 8D 10D')).toBe('flush');
    expect(kindOf('AS 3C 6C 8C 10C')).toBe('flush');
    expect(kindOf('AS 3C 6C 8C 10D')).toBeNull();
  });

  it('A♠ stands in for the suit of a straight flush', () => {
    expect(kindOf('AS 2H 3H 4H 5H')).toBe('straightFlush');
    expect(kindOf('AS 2H 3H 4D 5H')).toBe('straight');
  });

  it('five cards both a straight and a flush are a straight flush only', () => {
    expect(kindOf('3D 4D 5D 6D 7D')).toBe('straightFlush');
  });

  it('a full house is a triple and a pair; the pair may be the jack pair', () => {
    expect(kindOf('4C 4D 4H 9C 9D')).toBe('fullHouse');
    expect(kindOf('9C 9D 4C 4D 4H')).toBe('fullHouse');
    expect(kindOf('4C 4D 4H JC JD')).toBe('fullHouse');
  });

  it('three 1s with the A♠ and a pair of one suit are a full house, not a flush', () => {
    expect(kindOf('AH AH AS 5H 5H')).toBe('fullHouse');
  });

  it('a gang is 4 to 7 cards of one number', () => {
    expect(kindOf('7C 7C 7D 7H')).toBe('gang');
    expect(kindOf('7C 7C 7D 7D 7H')).toBe('gang');
    expect(kindOf('7C 7C 7D 7D 7H 7H')).toBe('gang');
    expect(kindOf('AC AC AD AD AH AH AS')).toBe('gang');
  });

  it('other sets of cards form nothing', () => {
    expect(classify([])).toBeNull();
    expect(kindOf('7C 7D 7H 8C')).toBeNull();
    expect(kindOf('2C 3C 4C 5C 6C 7C')).toBeNull();
    expect(kindOf('7C 7C 7D 7D 7H 7H 8C 8C')).toBeNull();
  });

  it('cards the deck does not hold form nothing', () => {
    expect(kindOf('QS')).toBeNull();
    expect(kindOf('AS AS')).toBeNull();
    expect(kindOf('7H 7H 7H')).toBeNull();
    expect(classify(['X1'])).toBeNull();
  });
});

describe('Machtkampf: beating a combination', () => {
  it('pairs: equal number, best cards both ♥, then the second card decides: 6♥6♥ beats 6♦6♥', () => {
    expect(machtkampf.beats(machtkampf.classify(parseCards('6H 6H')), machtkampf.classify(parseCards('6D 6H')))).toBe(true);
    expect(beatsText('6D 6H', '6H 6H')).toBe(false);
  });

  it('pairs: 7♥7♦ does not beat 7♥7♦ (never the same cards)', () => {
    expect(beatsText('7H 7D', '7D 7H')).toBe(false);
  });

  it('pairs and triples: the higher number wins whatever the suits, then the best card', () => {
    expect(beatsText('8C 8C', '7H 7H')).toBe(true);
    expect(beatsText('6C 6H', '6D 6D')).toBe(true);
    expect(beatsText('5C 5C 5D', '4H 4H 4D')).toBe(true);
    expect(beatsText('5C 5D 5H', '5C 5C 5H')).toBe(true);
    expect(beatsText('5C 5C 5H', '5C 5D 5H')).toBe(false);
  });

  it('A♠ is the highest 1: a triple of 1s with it beats any other triple of 1s', () => {
    expect(beatsText('AC AC AS', 'AH AH AD')).toBe(true);
    expect(beatsText('AS AC', 'AH AH')).toBe(true);
  });

  it('a play must be the same size as the trick: a pair never goes on a single, a triple never on a pair', () => {
    expect(beatsText('9H 9H', '2C')).toBe(false);
    expect(beatsText('9H 9H 9D', '2C 2C')).toBe(false);
    expect(beatsText('KH', '2C 2C')).toBe(false);
  });

  it('straights compare their highest card only, number then suit', () => {
    expect(beatsText('2C 3D 4H 5C 6H', '2H 3H 4D 5D 6D')).toBe(true);
    expect(beatsText('3C 4C 5D 6C 7C', '2H 3H 4H 5H 6D')).toBe(true);
  });

  it('straights with equal highest cards: neither is higher', () => {
    expect(beatsText('2C 3D 4H 5C 6H', '2H 3C 4C 5D 6H')).toBe(false);
    expect(beatsText('2H 3C 4C 5D 6H', '2C 3D 4H 5C 6H')).toBe(false);
  });

  it('A♠ is never the highest card of a straight: 1 is the lowest number', () => {
    expect(beatsText('AC 2C 3D 4H 5D', 'AS 2C 3D 4H 5C')).toBe(true);
  });

  it('flushes compare their highest card only: ♥ beats ♦ on the same number; equal highest is not higher', () => {
    expect(beatsText('2H 3H 5H 7H 9H', '4D 5D 6D 8D 9D')).toBe(true);
    expect(beatsText('2C 3C 5C 7C 10C', '4H 5H 6H 8H 9H')).toBe(true);
    expect(beatsText('3H 5H 7H 9H 10H', '2H 4H 6H 8H 10H')).toBe(false);
  });

  it('A♠ in a flush counts as a 1 of the suit it stands in for', () => {
    expect(beatsText('AS 3H 5H 7H 9H', '2D 4D 6D 8D 9D')).toBe(true);
    expect(beatsText('2D 4D 6D 8D 9D', 'AS 3H 5H 7H 9H')).toBe(false);
  });

  it('straight flushes compare their highest card', () => {
    expect(beatsText('2H 3H 4H 5H 6H', '2D 3D 4D 5D 6D')).toBe(true);
    expect(beatsText('AS 2H 3H 4H 5H', 'AC 2C 3C 4C 5C')).toBe(true);
    expect(beatsText('AS 2C 3C 4C 5C', 'AC 2C 3C 4C 5C')).toBe(false);
  });

  it('full houses compare their triples; the pair does not matter', () => {
    expect(beatsText('5C 5D 5H 2C 2D', '4H 4H 4D JC JD')).toBe(true);
    expect(beatsText('8C 8D 8H 2C 2D', '8C 8D 8H 9C 9D')).toBe(false);
    expect(beatsText('8C 8D 8H 9C 9D', '8C 8D 8H 2C 2D')).toBe(false);
    expect(beatsText('8D 8D 8H 2C 2D', '8C 8D 8H 10C 10D')).toBe(true);
  });

  it('jacks in a full house: the jack pair makes no full house higher', () => {
    expect(beatsText('4C 4D 4H JC JD', '4C 4D 4H 2C 2D')).toBe(false);
  });

  it('five-card kinds: any flush beats any straight, any full house any flush, any straight flush any full house', () => {
    expect(beatsText('2C 3C 4C 6C 7C', '6D 7H 8H 9H 10H')).toBe(true);
    expect(beatsText('2C 2D 2H 3C 3D', '5H 6H 7H 9H 10H')).toBe(true);
    expect(beatsText('AC 2C 3C 4C 5C', '10C 10D 10H 9C 9D')).toBe(true);
    expect(beatsText('6D 7H 8H 9H 10H', '2C 3C 4C 6C 7C')).toBe(false);
    expect(beatsText('5H 6H 7H 9H 10H', '2C 2D 2H 3C 3D')).toBe(false);
    expect(beatsText('10C 10D 10H 9C 9D', 'AC 2C 3C 4C 5C')).toBe(false);
  });

  it('a gang beats any trick whatever its kind and size', () => {
    const gang = '2C 2D 2H 2H';
    for (const trick of ['KH', 'JC JD', '10H 10H 10D', '6D 7H 8H 9H 10H', '5H 6H 7H 9H 10H', '10C 10D 10H JC JD', '6H 7H 8H 9H 10H']) {
      expect(beatsText(gang, trick)).toBe(true);
    }
  });

  it('only a higher gang beats a gang: more cards beat fewer, then the higher number', () => {
    expect(beatsText('2C 2C 2D 2D 2H', '10C 10D 10H 10H')).toBe(true);
    expect(beatsText('10C 10D 10H 10H', '2C 2C 2D 2D 2H')).toBe(false);
    expect(beatsText('8C 8D 8H 8H', '7C 7D 7H 7H')).toBe(true);
    expect(beatsText('7C 7D 7H 7H', '8C 8D 8H 8H')).toBe(false);
    expect(beatsText('AC AC AD AD AH AH AS', '10C 10C 10D 10D 10H 10H')).toBe(true);
    expect(beatsText('6H 7H 8H 9H 10H', '2C 2D 2H 2H')).toBe(false);
    expect(beatsText('KH', '2C 2D 2H 2H')).toBe(false);
  });

  it('gangs of 4–7 cards against each other, every size', () => {
    const gangs = ['3C 3C 3D 3D', '3C 3C 3D 3D 3H', '3C 3C 3D 3D 3H 3H', 'AC AC AD AD AH AH AS'];
    for (let i = 0; i < gangs.length; i++) {
      for (let j = 0; j < gangs.length; j++) expect(beatsText(gangs[i] as string, gangs[j] as string)).toBe(i > j);
    }
  });

  it('any combination may open a trick; cards that form nothing beat nothing', () => {
    expect(beats(combo('2C'), null)).toBe(true);
    expect(beats(combo('2C 2C 2D 2D'), null)).toBe(true);
    expect(beats(classify(parseCards('2C 3D')), combo('AC'))).toBe(false);
    expect(beats(null, null)).toBe(false);
  });
});
