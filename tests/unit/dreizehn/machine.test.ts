import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import { startChart } from '../../../src/shared/engine/chart';
import { apply, dreizehn, dreizehnMachine, legalMoves, setup, type DreizehnState } from '../../../src/shared/games/dreizehn';
import { expectRefused, stepAs } from '../support/chart';
import { options } from './support';

describe('Dreizehn statechart', () => {
  it('plays random matches to the same states as the pure rules, announcing each scored round and the match’s end (differential test)', () => {
    for (let seed = 1; seed <= 24; seed++) {
      const opts = options(3 + (seed % 4), { dealAll: seed % 3 === 0 });
      let step = startChart(dreizehnMachine, opts, seed);
      let pure = setup(opts, seed);
      const rng = createRng(seed);
      expect(step.state).toEqual(pure);
      while (pure.turn !== null) {
        const seat = pure.turn;
        const moves = legalMoves(pure, seat);
        const move = moves[rng.int(moves.length)];
        const before = pure;
        pure = apply(pure, seat, move);
        step = stepAs(
          dreizehnMachine,
          step.snapshot,
          { type: 'move', seat, move },
          { roundOver: pure.history.length > before.history.length, matchOver: dreizehn.result(pure) !== null },
        );
        expect(step.state).toEqual(pure);
      }
      expect(step.snapshot.value).toBe('gameOver');
      expect(step.snapshot.status).toBe('done');
    }
  });

  it('refuses an illegal move with the rules’ code and leaves the snapshot as it was', () => {
    const { snapshot } = startChart(dreizehnMachine, options(4), 5);
    const turn = (snapshot.context.state as DreizehnState).turn as number;
    expectRefused(dreizehnMachine, snapshot, { type: 'move', seat: (turn + 1) % 4, move: { type: 'play', card: '4R', board: 0 } }, 'rule.notYourTurn');
    expectRefused(dreizehnMachine, snapshot, { type: 'move', seat: turn, move: { type: 'play', card: '4R', board: 7 } }, 'rule.badMove');
    expect(snapshot.value).toBe('playing');
  });
});
