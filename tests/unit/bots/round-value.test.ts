import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import type { SearchSpec } from '../../../src/shared/bots/search';
import { CATALOG } from '../../../src/shared/catalog';
import type { AnyGame, BaseOptions, Seat } from '../../../src/shared/engine/types';
import { makePolicy } from '../../../src/shared/engine/simulate';
import { searchSpec as dreizehnSpec } from '../../../src/shared/games/dreizehn/bots';
import type { DreizehnView } from '../../../src/shared/games/dreizehn/view';
import { searchSpec as ueberkochenSpec } from '../../../src/shared/games/ueberkochen/bots';
import type { UeberkochenView } from '../../../src/shared/games/ueberkochen/view';

type AnySpec = SearchSpec<unknown, unknown, unknown>;

/** The view of the seat to act at the first move of round `round` (0-based), normal bots having played up to there. */
function viewAtRound(game: AnyGame, players: number, round: number, seed: number): { view: unknown; totals: readonly number[] } {
  const options = game.parseOptions({ players }) as BaseOptions;
  const bots = Array.from({ length: players }, (_, seat) => makePolicy(game, 'normal', seat, options));
  const rng = createRng(seed);
  let state = game.setup(options, seed) as { round: number; totals: number[] };
  while (state.round < round) {
    const seat = game.toAct(state)[0] as Seat;
    const legal = game.legalMoves(state, seat);
    const move = (bots[seat] as ReturnType<typeof makePolicy>).choose({ seat, legal, view: game.view(state, seat), rng });
    state = game.apply(state, seat, move) as typeof state;
  }
  const seat = game.toAct(state)[0] as Seat;
  return { view: game.view(state, seat), totals: state.totals };
}

/** One sample played out to the spec's horizon with its own playouts: the rewards there of both specs. */
function playOut(strong: AnySpec, reference: AnySpec, view: unknown, seed: number): { match: readonly number[]; round: readonly number[] } {
  const rng = createRng(seed);
  const root = strong.determinize(view, rng);
  let p = strong.rules.fork?.(root) ?? root;
  let depth = 0;
  while (strong.payoff(root, p, depth) === null) {
    const seat = strong.rules.toAct(p)[0] as Seat;
    p = strong.rules.apply(p, seat, strong.rollout(p, seat, rng));
    depth++;
  }
  return { match: strong.payoff(root, p, depth) as number[], round: reference.payoff(root, p, depth) as number[] };
}

const SPECS = {
  ueberkochen: (view: unknown, value: 'round' | 'match') => ueberkochenSpec(view as UeberkochenView, 0, value) as unknown as AnySpec,
  dreizehn: (view: unknown, value: 'round' | 'match') => dreizehnSpec(view as DreizehnView, 0, value) as unknown as AnySpec,
};

describe('the strong level plays for the match in the Poison family (Überkochen, Dreizehn)', () => {
  for (const [id, spec] of Object.entries(SPECS)) {
    it(`${id}: a playout's end is valued by the chance of winning the match from its totals; in the last round outright`, () => {
      const game = CATALOG.get(id);
      for (let seed = 1; seed <= 3; seed++) {
        // The first round of four: every seat keeps a chance, summing to one; the references value the round's points instead.
        const first = viewAtRound(game, 4, 0, seed);
        const early = playOut(spec(first.view, 'match'), spec(first.view, 'round'), first.view, seed);
        expect(early.match.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        for (const share of early.match) expect(share).toBeGreaterThan(0);
        expect(early.round).not.toEqual(early.match);
        // The last round of three: the playout ends the match, and its winners share the win outright.
        const last = viewAtRound(game, 3, 2, seed);
        const end = playOut(spec(last.view, 'match'), spec(last.view, 'round'), last.view, seed);
        expect(end.match.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        for (const share of end.match) expect([0, 1 / 3, 0.5, 1]).toContain(share);
      }
    });
  }
});
