/**
 * Bot levels as policies. A searching bot is built from a game's SearchSpec and a budget: it
 * compares its candidate moves on shared samples, the worse half dropped round by round
 * (paired.ts), and decides synchronously (`choose`, for simulations) or in slices that give the event loop back
 * every few milliseconds (`chooseAsync`, for a host serving players while a bot thinks). Both run
 * the same iterations, so both give the same move for the same seed.
 */
import { createRng } from '../cards/rng';
import { levelPace, type DecisionContext, type Pace, type Policy } from '../engine/policy';
import type { BotConfig, Seat } from '../engine/types';
import { PairedRootSearch } from './paired';
import type { SearchSpec } from './search';

/** A policy that can also decide without blocking its caller's event loop. */
export interface AsyncPolicy<V = unknown, M = unknown> extends Policy<V, M> {
  chooseAsync(context: DecisionContext<V, M>): Promise<M>;
}

export function isAsyncPolicy(policy: Policy): policy is AsyncPolicy {
  return typeof (policy as Partial<AsyncPolicy>).chooseAsync === 'function';
}

/** Decides with any policy; a searching one thinks in slices and lets other work run in between. */
export function decide<V, M>(policy: Policy<V, M>, context: DecisionContext<V, M>): Promise<M> {
  return isAsyncPolicy(policy as Policy) ? (policy as AsyncPolicy<V, M>).chooseAsync(context) : Promise.resolve(policy.choose(context));
}

/**
 * How long a search may think. The budget is counted in moves applied, not in milliseconds, so a
 * decision is the same on a fast and a slow machine and under load (a bot is deterministic for a
 * given seed). `movesPerMs` converts a time budget into moves; it is measured on the reference
 * machine for each game (see `npm run bench -- --only bots`). `capMs` is only a safety net, far
 * above the budget, against a pathological position or a machine many times slower than the
 * reference: past it the search stops where it is (and the decision is no longer reproducible).
 * Only the host's bots have one (people wait for them); offline runs have none (BotConfig.capped).
 */
export interface SearchBudget {
  moves: number;
  capMs: number;
}

export function budgetFor(ms: number, movesPerMs: number, capped = true): SearchBudget {
  return { moves: Math.max(1, Math.round(ms * movesPerMs)), capMs: capped ? 10 * ms + 1000 : Infinity };
}

/** The default thinking time of the strong level: keeps the 95th percentile inside 250 ms here even with the CPU shared two to one. */
export const STRONG_BUDGET_MS = 50;

/** How many standard errors better than the heuristic's favourite the search's pick must be. */
const FAVOURITE_Z = 1;

/**
 * A time slice of `chooseAsync` before it gives the event loop back. A slice is checked after each
 * playout, so it can run over by one; short slices keep that overrun inside a timer's wait.
 */
const SLICE_MS = 5;

/**
 * Gives the event loop one turn: due timers and waiting I/O run, then the search goes on. Node's
 * `setImmediate` does that without a timer's 1 ms floor (the host runs in Node); a timer elsewhere.
 */
function yieldToHost(): Promise<void> {
  // Read off globalThis: src/shared is typed without Node's globals.
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => (immediate ? immediate(resolve) : setTimeout(resolve, 0)));
}

export interface SearchBotSettings<S, M, V> {
  name: string;
  seat: Seat;
  /** Built per decision, so a bot may fold what it remembers of earlier views into its sampler. */
  spec: (view: V) => SearchSpec<S, M, V>;
  budget: SearchBudget;
  /** Used without search: a single sensible move, or when the budget ran out before any iteration. */
  fallback: (context: DecisionContext<V, M>) => M;
  /** Remembers what this view shows (called once per decision, before the search). */
  observe?: (view: V) => void;
  /** The heuristic's move, kept unless the search finds a clearly better one (see PairedRootSearch.bestOver). */
  favourite?: (context: DecisionContext<V, M>) => M;
  /** Moves the search does not need to think about (e.g. calling "Letzte Karte!"): returned at once. */
  shortcut?: (context: DecisionContext<V, M>) => M | null;
  /** Its pace where it is not its level's (a strong bot at a table thinks inside its pace: strongTiming). */
  pace?: Pace;
}

/**
 * The most a strong bot thinks at a table (the host), on the wall clock: its search stops there
 * even if its count of moves is not spent, so that a loaded machine never makes people wait longer.
 */
export const TABLE_CEILING_MS = 250;

/**
 * How far before the ceiling the search stops: it checks its clock between slices (and `choose`
 * between samples), and the garbage collector's threads add CPU beside it, so it stops with room for both.
 */
const CEILING_MARGIN_MS = 10;

/** How long a strong level thinks, and at a table also its pace. */
export interface StrongTiming {
  budget: SearchBudget;
  pace?: Pace;
}

/**
 * A strong level's thinking from its factory's config. Offline (`capped: false`: the simulator,
 * tournaments, the Lab, the bench, tests) it is the count of moves of STRONG_BUDGET_MS, so a seed
 * replays the same match on any machine. At a table it thinks inside its turn's pace, since people
 * wait that long anyway: it waits `tableMs` less than its level's pace, then searches the count of
 * moves of `tableMs` (the game's choice, more than offline where more budget buys strength),
 * stopped at TABLE_CEILING_MS of wall clock. A budget asked for (`budgetMs`) is kept as it is,
 * with the plain safety cap where capped.
 */
export function strongTiming(config: BotConfig | undefined, tableMs: number, movesPerMs: number): StrongTiming {
  if (config?.budgetMs !== undefined) return { budget: budgetFor(config.budgetMs, movesPerMs, config.capped !== false) };
  if (config?.capped === false) return { budget: budgetFor(STRONG_BUDGET_MS, movesPerMs, false) };
  const pace = levelPace('strong');
  return {
    budget: { moves: Math.max(1, Math.round(tableMs * movesPerMs)), capMs: TABLE_CEILING_MS - CEILING_MARGIN_MS },
    pace: { ...pace, turnMs: Math.max(0, pace.turnMs - Math.min(tableMs, TABLE_CEILING_MS)) },
  };
}

export function searchPolicy<S, M, V>(settings: SearchBotSettings<S, M, V>): AsyncPolicy<V, M> {
  const prepare = (context: DecisionContext<V, M>): { search: PairedRootSearch<S, M, V> | null; move: M | null; favourite?: M } => {
    const view = context.view;
    if (view === null) throw new Error(`${settings.name} bot needs its view`);
    settings.observe?.(view);
    if (context.legal.length === 1) return { search: null, move: context.legal[0] as M };
    const shortcut = settings.shortcut?.(context) ?? null;
    if (shortcut !== null) return { search: null, move: shortcut };
    // One draw from the caller's stream seeds the search, however long it then runs.
    const rng = createRng(context.rng.nextUint32());
    const spec = settings.spec(view);
    const favourite = settings.favourite?.(context);
    const keep = favourite === undefined ? null : spec.key(favourite);
    return { search: new PairedRootSearch(spec, view, settings.seat, context.legal, settings.budget.moves, 'halving', rng, keep), move: null, favourite };
  };
  const finish = (search: PairedRootSearch<S, M, V>, context: DecisionContext<V, M>, favourite: M | undefined): M =>
    (favourite === undefined ? search.best() : search.bestOver(favourite, FAVOURITE_Z)) ?? settings.fallback(context);
  return {
    name: settings.name,
    usesView: true,
    ...(settings.pace ? { pace: settings.pace } : {}),
    choose(context) {
      const { search, move, favourite } = prepare(context);
      if (!search) return move as M;
      const start = performance.now();
      while (search.applied < settings.budget.moves) {
        search.iterate();
        if (performance.now() - start > settings.budget.capMs) break;
      }
      return finish(search, context, favourite);
    },
    async chooseAsync(context) {
      const { search, move, favourite } = prepare(context);
      if (!search) return move as M;
      // Preparing (the view remembered, the favourite, the sampler) is a task of its own, not the first slice's.
      await yieldToHost();
      let spent = 0;
      // The same whole samples as `choose`, played a playout at a time: a slice may end inside a sample
      // (one sample of many long playouts can outlast a slice), the budget only between samples.
      const more = (): boolean => search.midSample || search.applied < settings.budget.moves;
      while (more() && spent <= settings.budget.capMs) {
        const slice = performance.now();
        while (more() && performance.now() - slice < SLICE_MS) search.step();
        spent += performance.now() - slice;
        await yieldToHost();
      }
      return finish(search, context, favourite);
    },
  };
}

/** A policy from a plain decision function of the view (the beginner and normal levels). */
export function heuristicPolicy<V, M>(name: string, decideMove: (view: V, context: DecisionContext<V, M>) => M): Policy<V, M> {
  return {
    name,
    usesView: true,
    choose(context) {
      if (context.view === null) throw new Error(`${name} bot needs its view`);
      return decideMove(context.view, context);
    },
  };
}
