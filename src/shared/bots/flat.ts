/**
 * Flat Monte Carlo: the tournament's reference opponent for the searching bots. For each move it
 * considers, it draws determinizations of the hidden cards, plays the move and then the game's
 * own playout policy to the search horizon, and picks the move with the best mean reward. No
 * tree, no prior: what it finds is what plain sampling finds with the same budget, so a strong
 * level that does not beat it is wasting its search.
 *
 * It uses the very SearchSpec the strong level searches (sampler, playouts, rewards, the moves
 * worth considering) and counts its budget the same way, in moves applied.
 */
import { createRng, type Rng } from '../cards/rng';
import type { DecisionContext, Policy } from '../engine/policy';
import type { BotConfig, BotFactory, Seat } from '../engine/types';
import { STRONG_BUDGET_MS, budgetFor, type SearchBudget } from './policy';
import type { SearchSpec } from './search';

export interface FlatSettings<S, M, V> {
  name: string;
  seat: Seat;
  spec: (view: V) => SearchSpec<S, M, V>;
  budget: SearchBudget;
  observe?: (view: V) => void;
  /** Moves not worth sampling (calling "Letzte Karte!"): returned at once. */
  shortcut?: (context: DecisionContext<V, M>) => M | null;
}

interface Arm<M> {
  move: M;
  key: string;
  visits: number;
  reward: number;
}

/** The moves to sample: the spec's candidates at the root where it has them (a Machtkampf lead can be hundreds of plays), else every legal move. */
function armsOf<S, M, V>(spec: SearchSpec<S, M, V>, sample: S, seat: Seat, legal: readonly M[]): Arm<M>[] {
  const byKey = new Map(legal.map((move) => [spec.key(move), move]));
  const listed = spec.candidates ? spec.candidates(sample, seat) : legal;
  const arms: Arm<M>[] = [];
  for (const move of listed) {
    const key = spec.key(move);
    const real = byKey.get(key);
    if (real !== undefined && !arms.some((arm) => arm.key === key)) arms.push({ move: real, key, visits: 0, reward: 0 });
  }
  return arms.length > 0 ? arms : legal.map((move) => ({ move, key: spec.key(move), visits: 0, reward: 0 }));
}

/** Plays `move` in `sample` and the playout policy after it; the seat's reward and the moves applied. */
function playout<S, M, V>(spec: SearchSpec<S, M, V>, sample: S, seat: Seat, move: M, rng: Rng): { reward: number; applied: number } {
  // Every arm starts from the same sample: states changed in place are played on a copy.
  let state = spec.rules.apply(spec.rules.fork ? spec.rules.fork(sample) : sample, seat, move);
  let depth = 1;
  let rewards = spec.payoff(sample, state, depth);
  while (rewards === null) {
    const next = spec.rules.toAct(state)[0] as Seat;
    state = spec.rules.apply(state, next, spec.rollout(state, next, rng));
    depth++;
    rewards = spec.payoff(sample, state, depth);
  }
  return { reward: rewards[seat] ?? 0, applied: depth };
}

/**
 * One flat Monte Carlo decision: sample after sample, every arm is played once in the same
 * determinization (the same hidden cards for every move compared), until the budget is spent.
 */
export function flatDecision<S, M, V>(spec: SearchSpec<S, M, V>, view: V, seat: Seat, legal: readonly M[], budget: SearchBudget, rng: Rng): M {
  const start = performance.now();
  let arms: Arm<M>[] | null = null;
  let applied = 0;
  while (applied < budget.moves && performance.now() - start <= budget.capMs) {
    const sample = spec.determinize(view, rng);
    arms ??= armsOf(spec, sample, seat, legal);
    for (const arm of arms) {
      const run = playout(spec, sample, seat, arm.move, rng);
      arm.visits++;
      arm.reward += run.reward;
      applied += run.applied;
    }
  }
  let best = (arms as Arm<M>[])[0] as Arm<M>;
  for (const arm of arms as Arm<M>[]) if (arm.visits > 0 && arm.reward / arm.visits > best.reward / Math.max(1, best.visits)) best = arm;
  return best.move;
}

export function flatMonteCarloPolicy<S, M, V>(settings: FlatSettings<S, M, V>): Policy<V, M> {
  return {
    name: settings.name,
    usesView: true,
    choose(context) {
      const view = context.view;
      if (view === null) throw new Error(`${settings.name} bot needs its view`);
      settings.observe?.(view);
      if (context.legal.length === 1) return context.legal[0] as M;
      const shortcut = settings.shortcut?.(context) ?? null;
      if (shortcut !== null) return shortcut;
      const rng = createRng(context.rng.nextUint32());
      return flatDecision(settings.spec(view), view, settings.seat, context.legal, settings.budget, rng);
    },
  };
}

/** How many times the strong level's budget the second reference gets. */
export const REFERENCE_BUDGET_FACTOR = 4;

/** The reference levels the tournament may field (never offered at the table): at the strong level's budget, and at four times it. */
export type Referees<V, M, O> = { readonly [name in 'flatmc' | 'flatmc4x']: BotFactory<V, M, O> };

/**
 * A game's two reference levels. `build` makes the flat bot for a seat with a budget (a game whose
 * sampler remembers earlier views makes that memory there); the budget is the strong level's, in
 * the game's moves per millisecond, or the `--bot-budget-ms` the tournament was given.
 */
export function referees<V, M, O>(movesPerMs: number, build: (seat: Seat, options: O, budget: SearchBudget, name: string) => Policy<V, M>): Referees<V, M, O> {
  const level =
    (name: string, factor: number): BotFactory<V, M, O> =>
    (seat: Seat, options: O, config?: BotConfig) =>
      build(seat, options, budgetFor(factor * (config?.budgetMs ?? STRONG_BUDGET_MS), movesPerMs), name);
  return { flatmc: level('flatmc', 1), flatmc4x: level('flatmc4x', REFERENCE_BUDGET_FACTOR) };
}
