import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import { COLOURS, apply, legalMoves, setup, view, type DreizehnState } from '../../../src/shared/games/dreizehn';
import { options } from './support';

// Rules of the spec that the first round of tests left without a test of their own, checked over whole random matches.

/** Plays random legal moves; `each` sees every state before its move and the state after it. */
function playRandomly(state: DreizehnState, seed: number, each: (before: DreizehnState, after: DreizehnState) => void = () => {}): DreizehnState {
  const rng = createRng(seed);
  let s = state;
  while (s.turn !== null) {
    const moves = legalMoves(s, s.turn);
    const next = apply(s, s.turn, moves[rng.int(moves.length)]);
    each(s, next);
    s = next;
  }
  return s;
}

describe('Dreizehn review: every round of a match', () => {
  it.each([3, 4, 5, 6])('with %i players every round deals five each from a fresh shuffle, and the player left of the dealer starts', (players) => {
    const start = setup(options(players), 31);
    const deals: DreizehnState[] = [start];
    playRandomly(start, 31, (before, after) => {
      if (after.round !== before.round && after.phase === 'playing') deals.push(after);
    });
    expect(deals).toHaveLength(players);
    for (const deal of deals) {
      expect(deal.hands.map((hand) => hand.length)).toEqual(Array(players).fill(5));
      expect(deal.drawPile).toHaveLength(50 - 5 * players);
      expect(deal.turn).toBe((deal.dealer + 1) % players);
    }
  });

  it('every card is played once a round: a round with a draw pile lasts exactly 50 turns', () => {
    const turns: number[] = [];
    let count = 0;
    playRandomly(setup(options(4), 17), 17, (before, after) => {
      count++;
      if (after.round !== before.round || after.phase === 'over') {
        turns.push(count);
        count = 0;
      }
    });
    expect(turns).toEqual([50, 50, 50, 50]);
  });

  it('a board keeps its colour for the rest of the round, and no two boards ever share a colour', () => {
    playRandomly(setup(options(5), 23), 23, (before, after) => {
      if (after.round !== before.round) return;
      after.boards.forEach((board, index) => {
        const earlier = before.boards[index]?.colour ?? null;
        if (earlier !== null) expect(board.colour).toBe(earlier);
      });
      const colours = after.boards.flatMap((board) => (board.colour === null ? [] : [board.colour]));
      expect(new Set(colours).size).toBe(colours.length);
    });
  });

  it('each round’s points follow from that round’s taken piles: 1 a colour card, 2 a red four, a lone majority of a colour excused', () => {
    const end = playRandomly(setup(options(4), 41), 41);
    for (const record of end.history) {
      const expected = record.taken.map((counts) => {
        let points = 2 * counts.R;
        for (const colour of COLOURS) {
          const most = Math.max(...record.taken.map((c) => c[colour]));
          const holders = record.taken.filter((c) => c[colour] === most).length;
          if (!(most > 0 && holders === 1 && counts[colour] === most)) points += counts[colour];
        }
        return points;
      });
      expect(record.points).toEqual(expected);
    }
  });
});

describe('Dreizehn review: dealAll', () => {
  it('nobody ever draws: a hand only shrinks during a round', () => {
    playRandomly(setup(options(4, { dealAll: true }), 13), 13, (before, after) => {
      if (after.round !== before.round) return;
      after.hands.forEach((hand, seat) => expect(hand.length).toBeLessThanOrEqual(before.hands[seat]?.length ?? 0));
      expect(after.drawPile).toEqual([]);
    });
  });

  it('no viewer, the table and spectators included, sees a card of the dummy hand', () => {
    const state = setup(options(3, { dealAll: true }), 3);
    for (const viewer of [0, 1, 2, 'table', 'spectator'] as const) {
      const text = JSON.stringify(view(state, viewer));
      for (const card of new Set(state.dummy)) {
        const inOwnHand = typeof viewer === 'number' && state.hands[viewer]?.includes(card);
        const elsewhere = state.hands.some((hand, seat) => seat !== viewer && hand.includes(card));
        if (!inOwnHand && !elsewhere) expect(text).not.toContain(`"${card}"`);
      }
    }
  });
});
