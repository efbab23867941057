import { describe, expect, it } from 'vitest';
import { parseCards, type FrenchCard } from '../../src/shared/cards';
import type { DreizehnCard } from '../../src/shared/games/dreizehn';
import { dreizehn } from '../../src/shared/games/dreizehn';
import { ueberkochen } from '../../src/shared/games/ueberkochen';

describe('the games’ own conformance invariants', () => {
  it('Überkochen: a pot past the limit on the stove is a broken state', () => {
    const state = ueberkochen.setup(ueberkochen.defaultOptions(3), 1);
    const check = ueberkochen.conformance.invariant;
    expect(check?.(state)).toBeNull();
    expect(check?.({ ...state, pots: { ...state.pots, D: parseCards('10D 9D 5D') as FrenchCard[] } })).toMatch(/pot D holds 24/);
  });

  it('Dreizehn: a board past 13 on several cards is a broken state, one card alone is not', () => {
    const state = dreizehn.setup(dreizehn.defaultOptions(3), 1);
    const check = dreizehn.conformance.invariant;
    expect(check?.(state)).toBeNull();
    const over = (cards: DreizehnCard[]) => ({ ...state, boards: state.boards.map((board, i) => (i === 1 ? { colour: 'B' as const, cards } : board)) });
    expect(check?.(over(['7B', '5B', '4B']))).toMatch(/board 2 holds 16/);
    expect(check?.(over(['7B']))).toBeNull();
  });
});
