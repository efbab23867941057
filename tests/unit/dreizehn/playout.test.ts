import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import { dreizehn } from '../../../src/shared/games/dreizehn';
import { dreizehnPlayout } from '../../../src/shared/games/dreizehn/playout';
import { checkPlayout } from '../support/playout-check';

/** Both ends of both number ranges, crossed, and the rules' own numbers; each with and without the Poison deal. */
const NUMBERS: Record<string, number>[] = [{}, { limit: 7, handSize: 1 }, { limit: 7, handSize: 8 }, { limit: 60, handSize: 1 }, { limit: 60, handSize: 8 }];

describe('the playout plays Dreizehn exactly as the JSON rules do', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: the same deals, draws, boards, takes, turns, scores and results at every step, with the draw pile and with every card dealt`, () => {
      const configs = [false, true].flatMap((dealAll) => NUMBERS.map((numbers) => ({ players, dealAll, ...numbers })));
      // Whole matches: every round's deal, its last card and the match's end are compared too.
      const steps = checkPlayout(dreizehn, dreizehnPlayout, { configs, matches: 2, every: 4 });
      // Every round plays its 50 cards (but the three-player dummy's): thousands of steps per player count.
      expect(steps).toBeGreaterThan(configs.length * 2 * players * 40);
    });
  }

  it('undo takes back any number of moves, across the end of rounds (dealt or not yet) and of the match', () => {
    const state = dreizehn.setup(dreizehn.parseOptions({ players: 3, handSize: 2 }), 11);
    const p = dreizehnPlayout.load(state);
    const rng = createRng(5);
    const moves = new Int32Array(96);
    const seats = new Int32Array(8);
    const saves: string[] = [];
    while (dreizehnPlayout.actors(p, seats) > 0) {
      saves.push(JSON.stringify(dreizehnPlayout.save(p)));
      const seat = seats[0] as number;
      const n = dreizehnPlayout.legal(p, seat, moves);
      const code = moves[rng.int(n)] as number;
      // Taken back at once, a move that ends a round also takes back a deal not yet made.
      dreizehnPlayout.apply(p, seat, code);
      dreizehnPlayout.undo(p);
      expect(JSON.stringify(dreizehnPlayout.save(p))).toBe(saves[saves.length - 1]);
      dreizehnPlayout.apply(p, seat, code);
    }
    expect(dreizehnPlayout.result(p)).not.toBeNull();
    expect(saves.length).toBe(3 * 50);
    while (saves.length > 0) {
      dreizehnPlayout.undo(p);
      expect(JSON.stringify(dreizehnPlayout.save(p))).toBe(saves.pop());
    }
    expect(() => dreizehnPlayout.undo(p)).toThrow(/no move to take back/);
  });

  it('refuses to encode a move that is not legal now', () => {
    const state = dreizehn.setup(dreizehn.parseOptions({ players: 4 }), 3);
    const p = dreizehnPlayout.load(state);
    const other = ((state.turn as number) + 1) % 4;
    const card = state.hands[other]?.[0];
    expect(card).toBeDefined();
    expect(() => dreizehnPlayout.encode(p, other, { type: 'play', card: card as never, board: 0 })).toThrow(/not legal/);
  });
});
