import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createRng } from '../../../src/shared/cards';
import { apply, legalMoves, setup, ueberkochen, ueberkochenMachine } from '../../../src/shared/games/ueberkochen';

describe('Überkochen statechart', () => {
  it('plays random matches to the same states as the pure rules (differential test)', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const options = ueberkochen.defaultOptions(3 + (seed % 4));
      const actor = createActor(ueberkochenMachine, { input: { options, seed } }).start();
      let pure = setup(options, seed);
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
    const options = ueberkochen.defaultOptions(4);
    const actor = createActor(ueberkochenMachine, { input: { options, seed: 5 } }).start();
    const before = actor.getSnapshot().context.state;
    actor.send({ type: 'move', seat: 3, move: { type: 'play', card: '2S', pot: 'H' } });
    expect(actor.getSnapshot().context.state).toBe(before);
    expect(actor.getSnapshot().value).toBe('playing');
  });
});
