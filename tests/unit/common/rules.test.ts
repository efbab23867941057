import { describe, expect, it } from 'vitest';
import { strictMajority } from '../../../src/shared/games/common/majority';
import { placeOnPile } from '../../../src/shared/games/common/overflow';
import { fewestPointsWin } from '../../../src/shared/games/common/standings';
import { nextSeatWithCards } from '../../../src/shared/games/common/turns';

const value = (card: string) => Number(card.slice(0, -1));

describe('rules shared by Überkochen and Dreizehn', () => {
  it('a pile may reach its limit; above it the player takes the earlier cards and the card played stays alone', () => {
    expect(placeOnPile(['7B', '5B'], '1B', value, 13)).toEqual({ pile: ['7B', '5B', '1B'], took: null });
    expect(placeOnPile(['7B', '5B'], '2B', value, 13)).toEqual({ pile: ['2B'], took: ['7B', '5B'] });
    expect(placeOnPile([], '7B', value, 13)).toEqual({ pile: ['7B'], took: null });
  });

  it('placing a card leaves the pile it was given untouched', () => {
    const pile = ['9H', '8H'];
    placeOnPile(pile, '5H', value, 20);
    expect(pile).toEqual(['9H', '8H']);
  });

  it('the turn passes clockwise to the next seat that holds cards', () => {
    expect(nextSeatWithCards([['a'], [], ['b'], ['c']], 0)).toBe(2);
    expect(nextSeatWithCards([['a'], [], [], []], 3)).toBe(0);
    expect(nextSeatWithCards([['a'], [], []], 0)).toBe(0);
    expect(nextSeatWithCards([[], [], []], 1)).toBeNull();
  });

  it('only a strict majority counts: a tie for the most, or nobody above zero, gives nobody', () => {
    expect(strictMajority([1, 3, 2])).toBe(1);
    expect(strictMajority([3, 3, 2])).toBeNull();
    expect(strictMajority([0, 0, 0])).toBeNull();
  });

  it('fewest points win, and equal fewest share the win', () => {
    expect(fewestPointsWin([9, 4, 12])).toEqual({ winners: [1], scores: [9, 4, 12], lowerIsBetter: true });
    expect(fewestPointsWin([5, 3, 3, 7]).winners).toEqual([1, 2]);
  });
});
