import { describe, expect, it } from 'vitest';
import { dreizehn, hiddenCards, setup, view } from '../../../src/shared/games/dreizehn';
import { board, cards, options, position } from './support';

describe('Dreizehn views', () => {
  it('a player sees their own hand and only the sizes of the others', () => {
    const state = position(['7B 4R', '1Y 2Y 5G', '1G'], { drawPile: cards('2B 4R') });
    const mine = view(state, 0);
    expect(mine.hand).toEqual(cards('7B 4R'));
    expect(mine.handSizes).toEqual([2, 3, 1]);
    const text = JSON.stringify(mine);
    for (const hidden of ['1Y', '2Y', '5G', '1G', '2B']) expect(text).not.toContain(`"${hidden}"`);
  });

  it('the table and spectators see no hand at all', () => {
    const state = setup(options(4), 3);
    for (const viewer of ['table', 'spectator'] as const) {
      expect(view(state, viewer).hand).toBeNull();
      expect(hiddenCards(state, viewer)).toHaveLength(50);
    }
  });

  it('the draw pile’s size is public, its order is not', () => {
    const state = position(['7B', '1Y', '1G'], { drawPile: cards('2B 4R 5Y') });
    const reordered = { ...state, drawPile: cards('5Y 2B 4R') };
    expect(view(state, 1).drawPileSize).toBe(3);
    expect(view(state, 'table')).toEqual(view(reordered, 'table'));
    expect(view(state, 0)).toEqual(view(reordered, 0));
    expect(hiddenCards(state, 0)).toEqual(expect.arrayContaining(cards('2B 4R 5Y 1Y 1G')));
  });

  it('boards are public with their colour and sum; taken piles, totals and the last play too', () => {
    const state = position(['7B', '1Y', '1G'], { boards: [board('B', '7B 4R'), board(null, '4R'), board(null)], taken: [cards('5G'), [], []] });
    const seen = view(state, 'spectator');
    expect(seen.boards).toEqual([
      { colour: 'B', cards: cards('7B 4R'), sum: 11 },
      { colour: null, cards: cards('4R'), sum: 4 },
      { colour: null, cards: [], sum: 0 },
    ]);
    expect(seen.taken).toEqual([cards('5G'), [], []]);
    expect(seen.limit).toBe(13);
    expect(seen.rounds).toBe(3);
  });

  it('the dummy hand of dealAll with three players is hidden from everyone', () => {
    const state = setup(options(3, { dealAll: true }), 3);
    expect(view(state, 0).dummySize).toBe(12);
    for (const viewer of [0, 1, 2, 'table'] as const) expect(hiddenCards(state, viewer)).toEqual(expect.arrayContaining(state.dummy));
  });

  it('every card of the match is in exactly one place', () => {
    const state = setup(options(5), 9);
    expect(dreizehn.cards(state)).toHaveLength(50);
  });
});
