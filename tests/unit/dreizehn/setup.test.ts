import { describe, expect, it } from 'vitest';
import { DREIZEHN_DECK, newMatch, setup } from '../../../src/shared/games/dreizehn';
import { deal, nextRound } from '../../../src/shared/games/dreizehn/steps';
import { onTable, options } from './support';

const sorted = (list: readonly string[]) => [...list].sort();

describe('Dreizehn set-up', () => {
  it.each([3, 4, 5, 6])('deals five cards to each of %i players and leaves the rest as the draw pile', (players) => {
    const state = setup(options(players), 7);
    expect(state.hands.map((hand) => hand.length)).toEqual(Array(players).fill(5));
    expect(state.drawPile).toHaveLength(50 - 5 * players);
    expect(state.dummy).toEqual([]);
    expect(sorted([...state.hands.flat(), ...state.drawPile])).toEqual(sorted(DREIZEHN_DECK));
  });

  it('starts with three empty boards without colour, seat 0 dealing and the player on its left to move', () => {
    const state = setup(options(4), 7);
    expect(state.boards).toEqual([
      { colour: null, cards: [] },
      { colour: null, cards: [] },
      { colour: null, cards: [] },
    ]);
    expect(state.dealer).toBe(0);
    expect(state.turn).toBe(1);
    expect(state.phase).toBe('playing');
  });

  it('deals from the left of the dealer, and the player left of the dealer starts', () => {
    const later = onTable(newMatch(options(4), 7), nextRound, nextRound, deal);
    expect(later.dealer).toBe(2);
    expect(later.turn).toBe(3);
  });

  it('the same seed deals the same cards; another seed or another round deals others', () => {
    expect(setup(options(4), 42)).toEqual(setup(options(4), 42));
    expect(setup(options(4), 42).hands).not.toEqual(setup(options(4), 43).hands);
    const first = setup(options(4), 42);
    expect(onTable(first, nextRound, deal).hands).not.toEqual(first.hands);
  });
});

describe('Dreizehn variant dealAll (as in Poison)', () => {
  it.each([
    [3, [13, 13, 12], 12],
    [4, [13, 13, 12, 12], 0],
    [5, [10, 10, 10, 10, 10], 0],
    [6, [9, 9, 8, 8, 8, 8], 0],
  ])('deals all 50 cards to %i players as %j, with a dummy hand of %i', (players, sizes, dummy) => {
    const state = setup(options(players, { dealAll: true }), 7);
    const fromLeftOfDealer = Array.from({ length: players }, (_, i) => state.hands[(state.dealer + 1 + i) % players]?.length);
    expect(fromLeftOfDealer).toEqual(sizes);
    expect(state.dummy).toHaveLength(dummy);
    expect(state.drawPile).toEqual([]);
    expect(sorted([...state.hands.flat(), ...state.dummy])).toEqual(sorted(DREIZEHN_DECK));
  });
});
