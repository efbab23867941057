import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createRng } from '../../../src/shared/cards';
import { optionVariants } from '../../../src/shared/engine/options';
import { apply, legalMoves, machtkampf, machtkampfMachine, setup, type MachtkampfOptions } from '../../../src/shared/games/machtkampf';

describe('Machtkampf statechart', () => {
  it('plays random matches to the same states as the pure rules (differential test)', () => {
    const variants = optionVariants(machtkampf.optionsShape);
    const visited = new Set<string>();
    for (let seed = 1; seed <= variants.length; seed++) {
      const options = machtkampf.parseOptions({ players: 3 + (seed % 2), ...variants[seed % variants.length] }) as MachtkampfOptions;
      const actor = createActor(machtkampfMachine, { input: { options, seed } }).start();
      let pure = setup(options, seed);
      const rng = createRng(seed);
      expect(actor.getSnapshot().context.state).toEqual(pure);
      while (pure.turn !== null) {
        const seat = pure.turn;
        const moves = legalMoves(pure, seat);
        const move = moves[rng.int(moves.length)];
        pure = apply(pure, seat, move);
        actor.send({ type: 'move', seat, move });
        const snapshot = actor.getSnapshot();
        visited.add(String(snapshot.value));
        // A quick exact comparison at every step; the deep one (with a readable diff) only if it fails.
        if (JSON.stringify(snapshot.context.state) !== JSON.stringify(pure)) expect(snapshot.context.state).toEqual(pure);
      }
      expect(actor.getSnapshot().value).toBe('matchOver');
      expect(actor.getSnapshot().status).toBe('done');
    }
    expect([...visited].sort()).toEqual(['exchange', 'matchOver', 'trickPlay']);
  });

  it('ignores an illegal move and stays in trick play', () => {
    const options = machtkampf.defaultOptions(4);
    const actor = createActor(machtkampfMachine, { input: { options, seed: 5 } }).start();
    const before = actor.getSnapshot().context.state;
    actor.send({ type: 'move', seat: (before.turn as number) + 1, move: { type: 'pass' } });
    actor.send({ type: 'move', seat: before.turn as number, move: { type: 'pass' } });
    expect(actor.getSnapshot().context.state).toBe(before);
    expect(actor.getSnapshot().value).toBe('trickPlay');
  });

  it('waits in the exchange for the winner’s card before the next game’s trick play', () => {
    const options = machtkampf.defaultOptions(3);
    const actor = createActor(machtkampfMachine, { input: { options, seed: 2 } }).start();
    const rng = createRng(2);
    while (actor.getSnapshot().value === 'trickPlay') {
      const state = actor.getSnapshot().context.state;
      const moves = legalMoves(state, state.turn as number);
      actor.send({ type: 'move', seat: state.turn as number, move: moves[rng.int(moves.length)] });
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('exchange');
    const state = snapshot.context.state;
    expect(state.exchange?.returned).toBeNull();
    actor.send({ type: 'move', seat: state.turn as number, move: { type: 'pass' } });
    expect(actor.getSnapshot().value).toBe('exchange');
    actor.send({ type: 'move', seat: state.turn as number, move: legalMoves(state, state.turn as number)[0] });
    expect(actor.getSnapshot().value).toBe('trickPlay');
  });
});
