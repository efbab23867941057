import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import { bestPlacement, normalRater } from '../../../src/shared/bots/overflow';
import type { DreizehnCard } from '../../../src/shared/games/dreizehn';
import { COLOURS, dreizehn } from '../../../src/shared/games/dreizehn';
import { DREIZEHN_CARDS } from '../../../src/shared/games/dreizehn/bots';
import { dreizehnPlayout } from '../../../src/shared/games/dreizehn/playout';
import { codeOf } from '../../../src/shared/games/dreizehn/steps';
import { bestCode } from '../../../src/shared/games/dreizehn/rater';

describe('the playout rater judges as the normal rater of the Poison family', () => {
  for (const extra of [{}, { limit: 7 }, { limit: 60, handSize: 8 }, { dealAll: true }]) {
    it(`${JSON.stringify(extra)}: at every position of random matches, 3 to 6 players, it picks the placement normalRater picks`, () => {
      let compared = 0;
      for (const players of [3, 4, 5, 6]) {
        const options = dreizehn.parseOptions({ players, ...extra });
        const rng = createRng(players);
        let state = dreizehn.setup(options, players * 31);
        while (state.turn !== null) {
          const seat = state.turn;
          const legal = dreizehn.legalMoves(state, seat);
          const table = {
            seat,
            players,
            hand: state.hands[seat] as DreizehnCard[],
            piles: state.boards.map((board) => board.cards),
            limit: options.limit,
            taken: state.taken,
            pileOfGroup: COLOURS.map((colour) => state.boards.findIndex((board) => board.colour === colour)),
          };
          const expected = bestPlacement(
            normalRater(DREIZEHN_CARDS, table),
            legal.map((move) => ({ card: move.card, pile: move.board })),
          );
          const codes = Int32Array.from(legal, codeOf);
          expect(bestCode(dreizehnPlayout.load(state), seat, codes, codes.length)).toBe(expected);
          compared++;
          state = dreizehn.apply(state, seat, legal[rng.int(legal.length)]);
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }
});
