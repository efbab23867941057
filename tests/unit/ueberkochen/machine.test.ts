import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import { startChart, stepChart } from '../../../src/shared/engine/chart';
import { apply, legalMoves, setup, ueberkochen, ueberkochenMachine, type UeberkochenState } from '../../../src/shared/games/ueberkochen';
import { expectRefused, stepAs } from '../support/chart';

describe('Überkochen statechart', () => {
  it('plays random matches to the same states as the pure rules, announcing each scored round and the match’s end (differential test)', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const options = ueberkochen.defaultOptions(3 + (seed % 4));
      let step = startChart(ueberkochenMachine, options, seed);
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
          ueberkochenMachine,
          step.snapshot,
          { type: 'move', seat, move },
          { roundOver: pure.history.length > before.history.length, matchOver: ueberkochen.result(pure) !== null },
        );
        expect(step.state).toEqual(pure);
      }
      expect(step.snapshot.value).toBe('gameOver');
      expect(step.snapshot.status).toBe('done');
    }
  });

  it('refuses an illegal move with the rules’ code and leaves the snapshot as it was', () => {
    const options = ueberkochen.defaultOptions(4);
    const { snapshot } = startChart(ueberkochenMachine, options, 5);
    const state = snapshot.context.state as UeberkochenState;
    expectRefused(
      ueberkochenMachine,
      snapshot,
      { type: 'move', seat: ((state.turn as number) + 1) % 4, move: legalMoves(state, state.turn as number)[0] },
      'rule.notYourTurn',
    );
    expectRefused(ueberkochenMachine, snapshot, { type: 'move', seat: state.turn as number, move: { type: 'fold' } }, 'rule.badMove');
    expect(snapshot.value).toBe('playing');
  });

  it('refuses every move once the match is over', () => {
    const options = ueberkochen.defaultOptions(3);
    let step = startChart(ueberkochenMachine, options, 9);
    const rng = createRng(9);
    for (let state = step.state as UeberkochenState; state.turn !== null; state = step.state as UeberkochenState) {
      const moves = legalMoves(state, state.turn);
      step = stepChart(ueberkochenMachine, step.snapshot, { type: 'move', seat: state.turn, move: moves[rng.int(moves.length)] }) ?? step;
    }
    expect(step.snapshot.status).toBe('done');
    expectRefused(ueberkochenMachine, step.snapshot, { type: 'move', seat: 0, move: { type: 'play', card: '2S', pot: 'H' } }, 'rule.matchOver');
  });
});
