/**
 * Flat Monte Carlo: the tournament's reference opponent for the searching bots. For each move it
 * considers, it draws determinizations of the hidden cards, plays the move and then the game's
 * normal policy to the search horizon, and picks the move with the best mean reward. Every move
 * gets the same samples, uniformly: what it finds is what plain sampling finds with the same
 * budget, so a strong level that does not beat it is wasting its search.
 *
 * A game gives it a SearchSpec with the plain sampler and the normal-policy playouts (the strong
 * level may search a better one) and counts its budget the same way, in moves applied.
 */
import { createRng, type Rng } from '../cards/rng';
import type { DecisionContext, Policy } from '../engine/policy';
import type { BotConfig, BotFactory, Seat } from '../engine/types';
import { STRONG_BUDGET_MS, budgetFor, type SearchBudget } from './policy';
import { PairedRootSearch } from './paired';
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

/**
 * One flat Monte Carlo decision: sample after sample, every move is played once in the same
 * determinization (the same hidden cards for every move compared), until the budget is spent.
 */
export function flatDecision<S, M, V>(spec: SearchSpec<S, M, V>, view: V, seat: Seat, legal: readonly M[], budget: SearchBudget, rng: Rng): M {
  const start = performance.now();
  const search = new PairedRootSearch(spec, view, seat, legal, budget.moves, 'uniform', rng);
  while (search.applied < budget.moves && performance.now() - start <= budget.capMs) search.iterate();
  return search.best() ?? (legal[0] as M);
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
      build(seat, options, budgetFor(factor * (config?.budgetMs ?? STRONG_BUDGET_MS), movesPerMs, config?.capped !== false), name);
  return { flatmc: level('flatmc', 1), flatmc4x: level('flatmc4x', REFERENCE_BUDGET_FACTOR) };
}
