import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import { t } from '../../../src/shared/catalog';
import { apply, legalMoves, setup, type DreizehnCard, type DreizehnState } from '../../../src/shared/games/dreizehn';
import { board, cards, options, position, refusal } from './support';

/** The boards a card in the hand of the seat to move may go onto. */
const boardsFor = (state: DreizehnState, card: DreizehnCard) =>
  legalMoves(state, state.turn as number)
    .filter((m) => m.card === card)
    .map((m) => m.board);

describe('Dreizehn boards and colours', () => {
  it('a board takes the colour of the first colour card played onto it', () => {
    const after = apply(position(['7B 2G', '1Y', '1Y']), 0, { type: 'play', card: '7B', board: 1 });
    expect(after.boards[1]).toEqual(board('B', '7B'));
    expect(after.boards[0]).toEqual(board(null));
  });

  it('a board with only red fours has no colour yet, and any colour still without a board may go there', () => {
    const after = apply(position(['4R 4R 7B', '1Y', '1Y']), 0, { type: 'play', card: '4R', board: 2 });
    expect(after.boards[2]).toEqual(board(null, '4R'));
    expect(
      legalMoves({ ...after, turn: 0 }, 0)
        .filter((m) => m.card === '7B')
        .map((m) => m.board),
    ).toEqual([0, 1, 2]);
    const coloured = apply({ ...after, turn: 0 }, 0, { type: 'play', card: '7B', board: 2 });
    expect(coloured.boards[2]).toEqual(board('B', '4R 7B'));
  });

  it('a colour card goes only onto the board of its colour once it has one', () => {
    const state = position(['5B 1G', '1Y', '1Y'], { boards: [board(null), board('B', '2B'), board(null)] });
    expect(boardsFor(state, '5B')).toEqual([1]);
    const error = refusal(() => apply(state, 0, { type: 'play', card: '5B', board: 0 }));
    expect(error.code).toBe('dreizehn.colourHasBoard');
    expect(error.params).toEqual({ card: '5B', board: 1, own: 2 });
    expect(t('de', error.code, error.params)).toContain('5B');
    expect(t('de', error.code, error.params)).toContain('Zielscheibe 2');
  });

  it('each colour holds at most one board: a colour without a board goes onto a board without colour', () => {
    const state = position(['2G', '1Y', '1Y'], { boards: [board('B', '7B'), board(null), board('Y', '1Y')] });
    expect(legalMoves(state, 0)).toEqual([{ type: 'play', card: '2G', board: 1 }]);
    const error = refusal(() => apply(state, 0, { type: 'play', card: '2G', board: 0 }));
    expect(error.code).toBe('dreizehn.boardHasColour');
    expect(error.params).toEqual({ card: '2G', board: 1 });
  });

  it('a red four may go onto any board, coloured or not', () => {
    const state = position(['4R', '1Y', '1Y'], { boards: [board('B', '7B'), board(null), board('G', '1G')] });
    expect(legalMoves(state, 0).map((m) => m.board)).toEqual([0, 1, 2]);
    expect(apply(state, 0, { type: 'play', card: '4R', board: 0 }).boards[0]).toEqual(board('B', '7B 4R'));
  });

  it('a colour card can always be played, even when the other two colours hold boards', () => {
    const state = position(['1Y', '1B', '1B'], { boards: [board('B', '7B'), board('G', '5G'), board(null, '4R 4R')] });
    expect(legalMoves(state, 0)).toEqual([{ type: 'play', card: '1Y', board: 2 }]);
  });

  it('in random play every card in the hand to move always has a board', () => {
    for (let seed = 1; seed <= 40; seed++) {
      let state = setup(options(3 + (seed % 4), { dealAll: seed % 2 === 0 }), seed);
      const rng = createRng(seed);
      while (state.turn !== null) {
        const seat = state.turn;
        for (const card of state.hands[seat] ?? []) expect(boardsFor(state, card).length).toBeGreaterThan(0);
        const moves = legalMoves(state, seat);
        state = apply(state, seat, moves[rng.int(moves.length)]);
      }
    }
  });
});

describe('Dreizehn legal moves', () => {
  it('lists each distinct card once per board it may go onto; two empty boards are two different moves', () => {
    const state = position(['7B 7B 4R', '1Y', '1Y'], { boards: [board(null), board('G', '2G'), board(null)] });
    expect(legalMoves(state, 0)).toEqual([
      { type: 'play', card: '7B', board: 0 },
      { type: 'play', card: '7B', board: 2 },
      { type: 'play', card: '4R', board: 0 },
      { type: 'play', card: '4R', board: 1 },
      { type: 'play', card: '4R', board: 2 },
    ]);
  });

  it('nobody but the player to move has a move', () => {
    const state = position(['7B', '1Y', '1Y']);
    expect(legalMoves(state, 1)).toEqual([]);
    expect(legalMoves(state, 2)).toEqual([]);
  });

  it('refuses moves out of turn, cards not in hand and moves the game does not know', () => {
    const state = position(['7B', '1Y', '1Y']);
    expect(refusal(() => apply(state, 1, { type: 'play', card: '1Y', board: 0 })).code).toBe('rule.notYourTurn');
    expect(refusal(() => apply(state, 0, { type: 'play', card: '5B', board: 0 })).code).toBe('rule.notInHand');
    expect(refusal(() => apply(state, 3, { type: 'play', card: '7B', board: 0 })).code).toBe('rule.noSuchSeat');
    for (const bad of [
      null,
      'play',
      { type: 'play', card: '7B' },
      { type: 'play', card: '7B', board: 3 },
      { type: 'play', card: '7B', board: '0' },
      { type: 'play', card: '7H', board: 0 },
      { type: 'play', card: '7B', board: 0, extra: 1 },
      { type: 'pass', card: '7B', board: 0 },
    ]) {
      expect(refusal(() => apply(state, 0, bad)).code).toBe('rule.badMove');
    }
    expect(refusal(() => apply({ ...state, phase: 'over', turn: null }, 0, { type: 'play', card: '7B', board: 0 })).code).toBe('rule.matchOver');
  });

  it('a move listed for one position is checked again in another', () => {
    const [move] = legalMoves(position(['7B', '1Y', '1Y']), 0);
    expect(Object.isFrozen(move)).toBe(true);
    expect(refusal(() => apply(position(['5G', '1Y', '1Y']), 0, move)).code).toBe('rule.notInHand');
    expect(refusal(() => apply(position(['7B', '1Y', '1Y'], { turn: 1 }), 0, move)).code).toBe('rule.notYourTurn');
    expect(refusal(() => apply(position(['7B', '1Y', '1Y'], { boards: [board('G'), board(null), board(null)] }), 0, move)).code).toBe(
      'dreizehn.boardHasColour',
    );
  });

  it('a refused move leaves the state as it was', () => {
    const state = position(['5B', '1Y', '1Y'], { boards: [board('G', '2G'), board(null), board(null)] });
    const before = JSON.stringify(state);
    refusal(() => apply(state, 0, { type: 'play', card: '5B', board: 0 }));
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('Dreizehn overflow', () => {
  it('a board may reach 13 exactly without going over', () => {
    const state = position(['1B', '1Y', '1Y'], { boards: [board('B', '7B 5B'), board(null), board(null)] });
    const after = apply(state, 0, { type: 'play', card: '1B', board: 0 });
    expect(after.boards[0]).toEqual(board('B', '7B 5B 1B'));
    expect(after.taken[0]).toEqual([]);
    expect(after.lastPlay).toEqual({ seat: 0, card: '1B', board: 0, took: null });
  });

  it('above 13 the player takes every card that lay there before, and the card just played stays alone', () => {
    const state = position(['2B', '1Y', '1Y'], { boards: [board('B', '7B 4R 1B'), board(null), board(null)], taken: [cards('5G'), [], []] });
    const after = apply(state, 0, { type: 'play', card: '2B', board: 0 });
    expect(after.boards[0]).toEqual(board('B', '2B'));
    expect(after.taken[0]).toEqual(cards('5G 7B 4R 1B'));
    expect(after.lastPlay).toEqual({ seat: 0, card: '2B', board: 0, took: cards('7B 4R 1B') });
  });

  it('an overflow caused by a red four keeps the board’s colour', () => {
    const state = position(['4R 1G', '1Y', '1Y'], { boards: [board('B', '7B 5B'), board(null), board(null)] });
    const after = apply(state, 0, { type: 'play', card: '4R', board: 0 });
    expect(after.boards[0]).toEqual(board('B', '4R'));
    expect(after.taken[0]).toEqual(cards('7B 5B'));
    expect(legalMoves({ ...after, turn: 0 }, 0).map((m) => m.board)).toEqual([1, 2]);
  });

  it('a colour card that takes a board of red fours over 13 gives that board its colour', () => {
    const state = position(['2G', '1Y', '1Y'], { boards: [board(null, '4R 4R 4R'), board(null), board(null)] });
    const after = apply(state, 0, { type: 'play', card: '2G', board: 0 });
    expect(after.boards[0]).toEqual(board('G', '2G'));
    expect(after.taken[0]).toEqual(cards('4R 4R 4R'));
  });

  it('a red four that takes a board of red fours over 13 leaves it without colour', () => {
    const state = position(['4R', '1Y', '1Y'], { boards: [board(null, '4R 4R 4R'), board(null), board(null)] });
    expect(apply(state, 0, { type: 'play', card: '4R', board: 0 }).boards[0]).toEqual(board(null, '4R'));
  });
});

describe('Dreizehn drawing and turn order', () => {
  it('after playing, the player draws the top card of the draw pile and the next player clockwise moves', () => {
    const state = position(['7B 1G 2G 4Y 5Y', '1Y', '1Y'], { drawPile: cards('2B 4R 5G') });
    const after = apply(state, 0, { type: 'play', card: '7B', board: 0 });
    expect(after.hands[0]).toEqual(cards('1G 2G 4Y 5Y 2B'));
    expect(after.drawPile).toEqual(cards('4R 5G'));
    expect(after.turn).toBe(1);
  });

  it('a turn is one step: play, draw, pass the turn', () => {
    const state = position(['7B 1G', '1Y', '1Y'], { drawPile: cards('2B') });
    const turn = apply(state, 0, { type: 'play', card: '7B', board: 0 });
    expect(turn.hands[0]).toEqual(cards('1G 2B'));
    expect(turn.drawPile).toEqual([]);
    expect(turn.turn).toBe(1);
  });

  it('nothing is drawn once the draw pile is empty', () => {
    const after = apply(position(['7B 1G', '1Y', '1Y']), 0, { type: 'play', card: '7B', board: 0 });
    expect(after.hands[0]).toEqual(cards('1G'));
    expect(after.drawPile).toEqual([]);
  });

  it('a player whose hand is empty is skipped', () => {
    const after = apply(position(['7B 1G', '', '1Y', '2Y']), 0, { type: 'play', card: '7B', board: 0 });
    expect(after.turn).toBe(2);
    const around = apply(position(['1G', '', '', '2Y'], { turn: 3 }), 3, { type: 'play', card: '2Y', board: 0 });
    expect(around.turn).toBe(0);
  });

  it('the round does not end while the draw pile holds cards', () => {
    const state = position(['7B', '', ''], { drawPile: cards('1G') });
    const after = apply(state, 0, { type: 'play', card: '7B', board: 0 });
    expect(after.round).toBe(0);
    expect(after.hands[0]).toEqual(cards('1G'));
    expect(after.turn).toBe(0);
  });
});

describe('Dreizehn JSON states and their table', () => {
  it('a state played on twice, or after a refused move, plays as a fresh copy of it does', () => {
    const fresh = (state: DreizehnState): DreizehnState => JSON.parse(JSON.stringify(state)) as DreizehnState;
    for (const players of [3, 5]) {
      let state = setup(options(players, { dealAll: players === 3 }), 11);
      const rng = createRng(players);
      while (state.turn !== null) {
        const seat = state.turn;
        const moves = legalMoves(state, seat);
        const other = moves[moves.length - 1];
        const branch = apply(state, seat, other);
        refusal(() => apply(state, (seat + 1) % players, moves[0]));
        const next = apply(state, seat, moves[rng.int(moves.length)]);
        expect(branch).toEqual(apply(fresh(state), seat, other));
        expect(legalMoves(branch, branch.turn ?? 0)).toEqual(legalMoves(fresh(branch), branch.turn ?? 0));
        state = next;
      }
      expect(state.phase).toBe('over');
    }
  });
});
