import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import type { Seat } from '../../../src/shared/engine/types';
import { makePolicy } from '../../../src/shared/engine/simulate';
import { newMemory, observe, searchSpec, type Memory } from '../../../src/shared/games/machtkampf/bots';
import { readOwnMove } from '../../../src/shared/games/machtkampf/inference';
import { handCards, machtkampfPlayout, phaseOf } from '../../../src/shared/games/machtkampf/playout';
import { machtkampf, type MachtkampfMove, type MachtkampfView } from '../../../src/shared/games/machtkampf';
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

  it('weighs its deals one per prepare call, drawing them as the first sample would: sliced or not, the same samples', () => {
    // Normal bots play until seat 0, reading the table, has seen the others decide.
    const opts = options(4);
    const memory: Memory = newMemory(4, true);
    const bots = [0, 1, 2, 3].map((seat) => makePolicy(machtkampf, 'normal', seat, opts, undefined));
    let state = machtkampf.setup(opts, 3);
    let view: MachtkampfView | null = null;
    for (let step = 0; step < 400 && view === null; step++) {
      const seat = machtkampf.toAct(state)[0] as Seat;
      const legal = machtkampf.legalMoves(state, seat);
      const seen = machtkampf.view(state, seat) as MachtkampfView;
      if (seat === 0) observe(memory, seen);
      if (seat === 0 && seen.phase === 'playing' && (memory.reading?.seen.length ?? 0) > 0 && legal.length > 1) {
        view = seen;
        break;
      }
      const move = (bots[seat] as ReturnType<typeof makePolicy>).choose({ seat, legal, view: seen, rng: createRng(step) }) as MachtkampfMove;
      if (seat === 0 && memory.reading) readOwnMove(memory.reading, move);
      state = machtkampf.apply(state, seat, move);
    }
    if (view === null) throw new Error('seat 0 never read a decision');
    const sliced = searchSpec(memory, 12);
    const rng = createRng(5);
    const answers: boolean[] = [];
    for (let call = 0; call < 12; call++) answers.push(sliced.prepare?.(view, rng) ?? true);
    expect(answers).toEqual([...new Array<boolean>(11).fill(false), true]);
    const eager = searchSpec(memory, 12);
    const other = createRng(5);
    for (let i = 0; i < 5; i++) {
      expect(machtkampfPlayout.save(sliced.determinize(view, rng))).toEqual(machtkampfPlayout.save(eager.determinize(view, other)));
    }
  });
});
