import { describe, expect, it } from 'vitest';
import { createRng, parseCards, shuffle, type FrenchCard } from '../../../src/shared/cards';
import {
  MACHTKAMPF_DECK,
  beats,
  classify,
  codeOf,
  countCards,
  hasMultiCardPlay,
  playsFrom,
  sortCards,
  type Combination,
  type Top,
} from '../../../src/shared/games/machtkampf';

const hand = (text: string) => sortCards(parseCards(text) as FrenchCard[]);
const topOf = (combination: Combination): Top => ({ code: codeOf(combination), size: combination.cards.length });
const keys = (plays: FrenchCard[][]) => plays.map((cards) => cards.join(' ')).sort();

/** The slow, obvious way: every sub-multiset of the hand, classified. */
function bruteForce(cards: readonly FrenchCard[], trick: Combination | null): string[] {
  const found = new Set<string>();
  const n = cards.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const size = popcount(mask);
    if (size > 7) continue;
    const chosen = cards.filter((_, i) => mask & (1 << i));
    const combination = classify(chosen);
    if (combination && beats(combination, trick)) found.add(combination.cards.join(' '));
  }
  return [...found].sort();
}

function popcount(x: number): number {
  let count = 0;
  for (let v = x; v; v &= v - 1) count++;
  return count;
}

function randomHand(rng: ReturnType<typeof createRng>, size: number): FrenchCard[] {
  return sortCards(shuffle(MACHTKAMPF_DECK, rng).slice(0, size));
}

describe('Machtkampf legal plays from the hand structure', () => {
  it('lists each distinct play once, though identical cards exist twice', () => {
    expect(keys(playsFrom(countCards(hand('7D 7H 7H')), null))).toEqual(['7D', '7D 7H', '7D 7H 7H', '7H', '7H 7H']);
  });

  it('only plays that beat the trick: higher singles, and gangs', () => {
    const cards = hand('3C 5D 9H 9H 9C 9D KH');
    const plays = playsFrom(countCards(cards), topOf(classify(parseCards('9D')) as Combination));
    expect(keys(plays)).toEqual(['9C 9D 9H 9H', '9H', 'KH']);
  });

  it('on a gang only higher gangs', () => {
    const cards = hand('3C 3C 3D 3H 3H KH 8C 8D 8H 8H');
    const plays = playsFrom(countCards(cards), topOf(classify(parseCards('7C 7D 7H 7H')) as Combination));
    expect(keys(plays)).toEqual(['3C 3C 3D 3H 3H', '8C 8D 8H 8H']);
  });

  it('finds straights, flushes (A♠ standing in), full houses and straight flushes among the leads', () => {
    const plays = keys(playsFrom(countCards(hand('AS 2H 3H 4H 5H 5C 5D JC JD')), null));
    expect(plays).toContain('AS 2H 3H 4H 5H');
    expect(plays).toContain('AS 2H 3H 4H 5C');
    expect(plays).toContain('5C 5D 5H JC JD');
    expect(classify(parseCards('AS 2H 3H 4H 5H'))?.kind).toBe('straightFlush');
  });

  it('a gang may be led like any combination, and every smaller gang of it too', () => {
    const leads = keys(playsFrom(countCards(hand('7C 7C 7D 7H 7H 2C')), null));
    expect(leads).toContain('7C 7C 7D 7H 7H');
    expect(leads).toContain('7C 7C 7D 7H');
    expect(leads).toContain('7C 7D 7H 7H');
  });

  it('equals the subset-by-subset answer on random hands and tricks', () => {
    const rng = createRng(2024);
    for (let round = 0; round < 150; round++) {
      const cards = randomHand(rng, 6 + rng.int(7));
      const leads = playsFrom(countCards(cards), null);
      expect(keys(leads)).toEqual(bruteForce(cards, null));
      const other = playsFrom(countCards(randomHand(rng, 16)), null);
      const trick = classify(other[rng.int(other.length)] as FrenchCard[]) as Combination;
      expect(keys(playsFrom(countCards(cards), topOf(trick)))).toEqual(bruteForce(cards, trick));
    }
  });

  it('equals the subset-by-subset answer on full 16-card hands', () => {
    const rng = createRng(16);
    for (let round = 0; round < 3; round++) {
      const cards = randomHand(rng, 16);
      expect(keys(playsFrom(countCards(cards), null))).toEqual(bruteForce(cards, null));
    }
  });

  it('knows whether a hand holds any play of two or more cards', () => {
    const rng = createRng(5);
    for (let round = 0; round < 400; round++) {
      const cards = randomHand(rng, 1 + rng.int(8));
      expect(hasMultiCardPlay(countCards(cards))).toBe(playsFrom(countCards(cards), null).some((play) => play.length > 1));
    }
    expect(hasMultiCardPlay(countCards(hand('AC 2D 3H 4C 5D')))).toBe(true);
    expect(hasMultiCardPlay(countCards(hand('AS 2H 4H 6H 8H')))).toBe(true);
    expect(hasMultiCardPlay(countCards(hand('AS 2H 4H 6H 8D JC KH')))).toBe(false);
  });
});
