import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createRng } from '../../../src/shared/cards';
import { apply, dreizehnMachine, legalMoves, setup } from '../../../src/shared/games/dreizehn';
import { options } from './support';

describe('Dreizehn statechart', () => {
  it('plays random matches to the same states as the pure rules (differential test)', () => {
    for (let seed = 1; seed <= 24; seed++) {
      const opts = options(3 + (seed % 4), { dealAll: seed % 3 === 0 });
      const actor = createActor(dreizehnMachine, { input: { options: opts, seed } }).start();
      let pure = setup(opts, seed);
      const rng = createRng(seed);
      expect(actor.getSnapshot().context.state).toEqual(pure);
      while (pure.turn !== null) {
        const seat = pure.turn;
        const moves = legalMoves(pure, seat);
        const move = moves[rng.int(moves.length)];
        pure = apply(pure, seat, move);
        actor.send({ type: 'move', seat, move });
        expect(actor.getSnapshot().context.state).toEqual(pure);
      }
      expect(actor.getSnapshot().value).toBe('gameOver');
      expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('ignores an illegal move and stays in play', () => {
    const actor = createActor(dreizehnMachine, { input: { options: options(4), seed: 5 } }).start();
    const before = actor.getSnapshot().context.state;
    actor.send({ type: 'move', seat: 3, move: { type: 'play', card: '4R', board: 0 } });
    actor.send({ type: 'move', seat: 1, move: { type: 'play', card: '4R', board: 7 } });
    expect(actor.getSnapshot().context.state).toBe(before);
    expect(actor.getSnapshot().value).toBe('playing');
  });
});
