import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import type { Seat } from '../../../src/shared/engine/types';
import { newMemory, searchSpec } from '../../../src/shared/games/machtkampf/bots';
import { handCards, phaseOf } from '../../../src/shared/games/machtkampf/playout';
import { machtkampf, type MachtkampfView } from '../../../src/shared/games/machtkampf';
import { options } from './support';

/** The first decision of a fresh match (four players), with the search's spec for the seat to lead. */
function firstDecision(seed: number): { view: MachtkampfView; seat: Seat } {
  const state = machtkampf.setup(options(4), seed);
  const seat = state.turn as Seat;
  return { view: machtkampf.view(state, seat) as MachtkampfView, seat };
}

describe("Machtkampf strong level's search", () => {
  it('the others in its tree play the one move the normal level makes with their cards in the sample; the searcher weighs several', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const { view, seat } = firstDecision(seed);
      const spec = searchSpec(newMemory(4));
      const rng = createRng(seed);
      const sample = spec.determinize(view, rng);
      const own = spec.candidates?.(sample, seat) ?? [];
      expect(own.length).toBeGreaterThan(1);
      let p = spec.rules.fork?.(sample) ?? sample;
      p = spec.rules.apply(p, seat, own[0] as never);
      // Around the table until the searcher is to act again: every other seat has exactly the playout's move.
      for (let moves = 0; moves < 12 && phaseOf(p) === 'playing' && p.turn !== seat; moves++) {
        const other = p.turn as Seat;
        const listed = spec.candidates?.(p, other) ?? [];
        expect(listed).toHaveLength(1);
        expect(spec.key(listed[0] as never)).toBe(spec.key(spec.rollout(p, other, rng)));
        p = spec.rules.apply(p, other, listed[0] as never);
      }
    }
  });

  it('a playout is scored by the game itself: nothing before a hand is empty, however long it runs', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const { view } = firstDecision(seed);
      const spec = searchSpec(newMemory(4));
      const rng = createRng(seed);
      const root = spec.determinize(view, rng);
      let p = spec.rules.fork?.(root) ?? root;
      let depth = 0;
      let reward = spec.payoff(root, p, depth);
      while (reward === null) {
        const seat = spec.rules.toAct(p)[0] as Seat;
        p = spec.rules.apply(p, seat, spec.rollout(p, seat, rng));
        depth++;
        reward = spec.payoff(root, p, depth);
      }
      // Sixteen cards a hand: a game takes far more than the sixteen moves the old cut-off allowed.
      expect(depth).toBeGreaterThan(16);
      const emptied = [0, 1, 2, 3].some((s) => handCards(p, s).length === 0);
      expect(emptied || p.base.game !== root.base.game).toBe(true);
      for (const r of reward) expect(r).toBeGreaterThanOrEqual(0);
    }
  });
});
