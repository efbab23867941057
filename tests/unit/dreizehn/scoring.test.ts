import { describe, expect, it } from 'vitest';
import { DREIZEHN_EXAMPLE } from '../../../src/shared/games/dreizehn/example';
import { createRng } from '../../../src/shared/cards';
import { apply, dreizehn, legalMoves, result, scoreTaken, setup, type DreizehnState } from '../../../src/shared/games/dreizehn';
import { scoreRound } from '../../../src/shared/games/dreizehn/steps';
import { board, cards, onTable, options, position } from './support';

describe('Dreizehn scoring', () => {
  it('scores a worked example: a lone majority per colour scores 0, ties excuse nobody, red fours always cost 2', () => {
    // Taken (Blau Grün Gelb red fours): Anna 3 1 2 1 · Ben 1 3 2 0 · Carla 2 3 0 2 · Dan 0 0 1 1.
    // Anna alone has the most Blau; Grün (Ben, Carla) and Gelb (Anna, Ben) are tied, so nobody is excused there.
    // The in-app rules draw the same cards.
    const taken = DREIZEHN_EXAMPLE.taken;
    const { points, excused } = scoreTaken(taken);
    expect(excused).toEqual({ B: 0, G: null, Y: null });
    expect(points).toEqual([5, 6, 9, 3]);
  });

  it('colour cards cost 1 minus point each, whatever their value', () => {
    expect(scoreTaken([cards('7B 7B 7G'), cards('1B 2B 1G')]).points).toEqual([3, 3]);
  });

  it('strictly the most of a colour scores 0 for that colour', () => {
    const { points, excused } = scoreTaken([cards('1G 2G 7G'), cards('4G 5G'), []]);
    expect(excused.G).toBe(0);
    expect(points).toEqual([0, 2, 0]);
  });

  it('a tie for the most of a colour excuses nobody', () => {
    const { points, excused } = scoreTaken([cards('1Y 2Y'), cards('4Y 5Y'), cards('7Y')]);
    expect(excused.Y).toBeNull();
    expect(points).toEqual([2, 2, 1]);
  });

  it('red fours always count 2, even for the player with the most of them', () => {
    const { points } = scoreTaken([cards('4R 4R 4R'), cards('4R'), []]);
    expect(points).toEqual([6, 2, 0]);
  });

  it('the last card ends the round when the draw pile is empty: it is scored, the dealer moves on and the next round is dealt', () => {
    const state = position(['2B', '', '', ''], {
      boards: [board('B', '7B 5B'), board(null, '4R'), board(null)],
      taken: [[], cards('1G 2G 1B 2B 4B'), cards('4G'), cards('4R')],
    });
    const after = apply(state, 0, { type: 'play', card: '2B', board: 0 });
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({ round: 0, points: [2, 0, 1, 2], totals: [2, 0, 1, 2], excused: { B: 1, G: 1, Y: null } });
    expect(after.totals).toEqual([2, 0, 1, 2]);
    expect(after.round).toBe(1);
    expect(after.dealer).toBe(1);
    expect(after.turn).toBe(2);
    expect(after.hands.map((hand) => hand.length)).toEqual([5, 5, 5, 5]);
    expect(after.boards.every((b) => b.colour === null && b.cards.length === 0)).toBe(true);
    expect(after.taken).toEqual([[], [], [], []]);
  });

  it('cards left on the boards score for nobody', () => {
    const state = position(['', '', ''], { boards: [board('B', '7B 5B'), board('G', '4R 7G'), board(null)], taken: [cards('1Y'), [], []] });
    expect(onTable(state, scoreRound).history[0]?.points).toEqual([0, 0, 0]);
  });
});

function playRandomly(state: DreizehnState, seed: number, onDeal: (s: DreizehnState) => void = () => {}): DreizehnState {
  const rng = createRng(seed);
  onDeal(state);
  while (state.turn !== null) {
    const seat = state.turn;
    const moves = legalMoves(state, seat);
    const round = state.round;
    state = apply(state, seat, moves[rng.int(moves.length)]);
    if (state.round !== round) onDeal(state);
  }
  return state;
}

describe('Dreizehn match', () => {
  it.each([3, 4, 5, 6])('%i players play as many rounds as players, each dealing once in turn', (players) => {
    const dealers: number[] = [];
    const final = playRandomly(setup(options(players), 11), 11, (s) => dealers.push(s.dealer));
    expect(dealers).toEqual(Array.from({ length: players }, (_, i) => i));
    expect(final.history).toHaveLength(players);
    expect(final.phase).toBe('over');
    expect(final.turn).toBeNull();
    expect(final.totals).toEqual(final.history.at(-1)?.totals);
  });

  it('in the dealAll variant a round ends when every real hand is empty; the dummy hand is never played', () => {
    let state = setup(options(3, { dealAll: true }), 5);
    const dummy = state.dummy;
    const rng = createRng(5);
    let moves = 0;
    while (state.round === 0) {
      const seat = state.turn as number;
      const legal = legalMoves(state, seat);
      state = apply(state, seat, legal[rng.int(legal.length)]);
      moves++;
    }
    expect(moves).toBe(38);
    expect(dummy).toHaveLength(12);
  });

  it('fewest minus points win', () => {
    const over: DreizehnState = { ...position(['', '', '', '']), phase: 'over', turn: null, totals: [9, 4, 12, 7] };
    expect(result(over)).toEqual({ winners: [1], scores: [9, 4, 12, 7], lowerIsBetter: true });
  });

  it('equal fewest minus points share the win', () => {
    const over: DreizehnState = { ...position(['', '', '', '']), phase: 'over', turn: null, totals: [5, 3, 3, 7] };
    expect(result(over)?.winners).toEqual([1, 2]);
  });

  it('there is no result while the match runs', () => {
    expect(result(setup(options(4), 1))).toBeNull();
    expect(dreizehn.toAct(setup(options(4), 1))).toEqual([1]);
  });
});
