import { describe, expect, it } from 'vitest';
import { strictMajority } from '../../../src/shared/games/common/majority';
import { overflows } from '../../../src/shared/games/common/overflow';
import { fewestPointsWin } from '../../../src/shared/games/common/standings';
import { nextSeatWithCards } from '../../../src/shared/games/common/turns';

describe('rules shared by Überkochen and Dreizehn', () => {
  it('a pile may reach its limit; only a sum above it goes over', () => {
    expect(overflows(13, 13)).toBe(false);
    expect(overflows(14, 13)).toBe(true);
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
