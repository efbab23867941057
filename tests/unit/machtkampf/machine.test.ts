import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import { startChart, stepChart, type ChartStep } from '../../../src/shared/engine/chart';
import { optionVariants } from '../../../src/shared/engine/options';
import { apply, legalMoves, machtkampf, machtkampfMachine, setup, type MachtkampfOptions, type MachtkampfState } from '../../../src/shared/games/machtkampf';
import { expectRefused, stepAs } from '../support/chart';

const stateOf = (step: ChartStep): MachtkampfState => step.state as MachtkampfState;

describe('Machtkampf statechart', () => {
  it('plays random matches to the same states as the pure rules, announcing each scored game and the match’s end (differential test)', () => {
    const variants = optionVariants(machtkampf.optionsShape);
    const visited = new Set<string>();
    for (let seed = 1; seed <= variants.length; seed++) {
      const options = machtkampf.parseOptions({ players: 3 + (seed % 2), ...variants[seed % variants.length] }) as MachtkampfOptions;
      let step = startChart(machtkampfMachine, options, seed);
      let pure = setup(options, seed);
      const rng = createRng(seed);
      expect(step.state).toEqual(pure);
      while (pure.turn !== null) {
        const seat = pure.turn;
        const moves = legalMoves(pure, seat);
        const move = moves[rng.int(moves.length)];
        const before = pure;
        pure = apply(pure, seat, move);
        step = stepAs(
          machtkampfMachine,
          step.snapshot,
          { type: 'move', seat, move },
          { roundOver: pure.history.length > before.history.length, matchOver: machtkampf.result(pure) !== null },
        );
        visited.add(String(step.snapshot.value));
        // A quick exact comparison at every step; the deep one (with a readable diff) only if it fails.
        if (JSON.stringify(step.state) !== JSON.stringify(pure)) expect(step.state).toEqual(pure);
      }
      expect(step.snapshot.value).toBe('gameOver');
      expect(step.snapshot.status).toBe('done');
    }
    expect([...visited].sort()).toEqual(['gameOver', 'opening', 'playing']);
  });

  it('refuses an illegal move with the rules’ code and leaves the snapshot in trick play', () => {
    const options = machtkampf.defaultOptions(4);
    const { snapshot } = startChart(machtkampfMachine, options, 5);
    const turn = (snapshot.context.state as MachtkampfState).turn as number;
    expectRefused(machtkampfMachine, snapshot, { type: 'move', seat: (turn + 1) % 4, move: { type: 'pass' } }, 'rule.notYourTurn');
    expectRefused(machtkampfMachine, snapshot, { type: 'move', seat: turn, move: { type: 'pass' } }, 'machtkampf.mustLead');
    expect(snapshot.value).toBe('playing');
  });

  it('waits in the exchange for the winner’s card before the next game’s trick play', () => {
    const options = machtkampf.defaultOptions(3);
    let step = startChart(machtkampfMachine, options, 2);
    const rng = createRng(2);
    while (step.snapshot.value === 'playing') {
      const state = stateOf(step);
      const moves = legalMoves(state, state.turn as number);
      step = stepChart(machtkampfMachine, step.snapshot, { type: 'move', seat: state.turn as number, move: moves[rng.int(moves.length)] }) ?? step;
    }
    expect(step.snapshot.value).toBe('opening');
    const state = stateOf(step);
    expect(state.exchange?.returned).toBeNull();
    expectRefused(machtkampfMachine, step.snapshot, { type: 'move', seat: state.turn as number, move: { type: 'pass' } }, 'machtkampf.giveBackFirst');
    expect(step.snapshot.value).toBe('opening');
    step = stepChart(machtkampfMachine, step.snapshot, { type: 'move', seat: state.turn as number, move: legalMoves(state, state.turn as number)[0] }) ?? step;
    expect(step.snapshot.value).toBe('playing');
  });
});
