import type { Card } from '../cards';
import type { Rng, Seed } from '../cards/rng';
import type { Json } from './json';
import type { BaseOptions, OptionsShape } from './options';
import type { Tally } from './stats';

export type { Json } from './json';
export type { BaseOptions } from './options';

/** A seat at the table, numbered 0..n-1 clockwise. */
export type Seat = number;

/** Who looks at a view: a seat, the shared table screen (the TV), or a spectator. Neither of the last two sees any hand. */
export type Viewer = Seat | 'table' | 'spectator';

/** The final outcome of a match. */
export interface MatchResult {
  /** Every winner; a tie shares the win. A cooperative loss has no winners. */
  winners: Seat[];
  /** Final score per seat. */
  scores: number[];
  /** Whether a lower score is better (penalty points). */
  lowerIsBetter: boolean;
  /** Game-specific detail for result screens and metrics, e.g. a cooperative game's cause of defeat. */
  detail?: { [key: string]: Json };
}

/** One seat's summary of one finished round, shared by the score sheets of the round-based games. */
export interface RoundScore {
  round: number;
  points: number[];
  totals: number[];
}

/**
 * What a simulation collects for one game: it watches every step of many matches and reports
 * game-specific figures. The simulator adds the game-independent ones (win share by seat, …).
 * Everything it accumulates is a tally of whole numbers, so the lab's workers can each count part
 * of a seed range and the parts add up to exactly the figures of one run over the whole range.
 */
export interface MetricsCollector<S, M> {
  step(before: S, seat: Seat, move: M, after: S): void;
  end(final: S, result: MatchResult): void;
  /** What it has counted so far (a fresh copy). */
  tally(): Tally;
  /** The figures of a tally: its own, or several runs' tallies added up. Plain JSON: numbers, arrays of numbers (per seat), or `{ mean, histogram }` objects. */
  summary(tally?: Tally): { [key: string]: Json };
}

/** Whether every seat plays for itself, or the whole table together against the game. */
export type Play = 'competitive' | 'cooperative';

/** Whether seats take turns, or everybody acts whenever they like against the clock. */
export type Timing = 'turns' | 'realtime';

/**
 * The Game contract. Every game is one value of this interface, so that the host, bots, the
 * simulator, saves and the conformance suite treat all games alike. Everything that goes in or out
 * (options, state, moves, views) is plain JSON data.
 *
 * Real-time games (Kerkerhatz) also implement `realtime`: moves are stamped by the host with its
 * clock (`at`, milliseconds since the match started) and `advance` moves the clock forward.
 */
export interface Game<S = unknown, M = unknown, V = unknown, O extends BaseOptions = BaseOptions> {
  readonly id: string;
  readonly play: Play;
  /** `realtime` games also bring `realtime` (their clock). */
  readonly timing: Timing;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The game's options described as data (see options.ts). */
  readonly optionsShape: OptionsShape;

  /** The default options for a player count. */
  defaultOptions(players: number): O;
  /** Validates raw options (from a CLI, a lobby or a save); throws an OptionsError naming the field. */
  parseOptions(raw: unknown): O;

  /** Deterministic for a given seed. */
  setup(options: O, seed: Seed): S;
  /** Seats that are expected to act now (the player to move; everybody in a real-time game). Empty when the match is over. */
  toAct(state: S): readonly Seat[];
  /** Every distinct legal move of a seat now, including optional off-turn actions. */
  legalMoves(state: S, seat: Seat): M[];
  /** Pure: returns the next state, or throws a RuleError and changes nothing. */
  apply(state: S, seat: Seat, move: unknown, at?: number): S;
  /** Only what this viewer may know: hidden cards are absent from the object. */
  view(state: S, viewer: Viewer): V;
  /** Null while the match runs. */
  result(state: S): MatchResult | null;

  /** Every card the match holds, in every zone (hands, piles, table, out of play): for conservation checks. */
  cards(state: S): Card[];
  /** The cards this viewer may not see (others' hands, draw piles, unused hands, …) as a multiset. */
  hiddenCards(state: S, viewer: Viewer): Card[];

  /** Game-specific simulation metrics. */
  createMetrics(): MetricsCollector<S, M>;

  /**
   * The game's own decision-makers by name (bot levels, the Kerkerhatz team), made fresh for each
   * seat of each match. `random` is generic and needs no entry here. A bot acts on its view only.
   */
  readonly bots?: { readonly [name: string]: BotFactory<V, M, O> };

  readonly realtime?: RealtimeRules<S>;
}

/** How fast a bot plays, by its level (the match driver keeps it; see policy.ts `paceOf`). */
export interface Pace {
  /** Turn-based games: milliseconds between the bot's turn coming and its move. */
  readonly turnMs: number;
  /** Real-time games: milliseconds the bot takes to react to the table, drawn evenly from [min, max]. */
  readonly reactionMs: readonly [number, number];
}

/** What a decision-maker is given. A policy that plays by the rules' information sees `view` only, never the state. */
export interface DecisionContext<V = unknown, M = unknown> {
  seat: Seat;
  legal: readonly M[];
  /** The seat's own view; null for policies that declared they do not need it (random play). */
  view: V | null;
  rng: Rng;
}

/** A decision-maker: what a bot is to the match driver. */
export interface Policy<V = unknown, M = unknown> {
  /** The bot level it plays (`random`, `beginner`, …): its pace follows from it. */
  readonly name: string;
  readonly usesView: boolean;
  choose(context: DecisionContext<V, M>): M;
  /** How fast this bot plays, where its level has a pace of its own (see `paceOf`). */
  readonly pace?: Pace;
  /** What the bot would say aloud now, as a quick-callout key the client shows (a teammate's "Ich habe ♥!"), or null. */
  callout?(view: V): string | null;
}

export interface RealtimeDecisionContext<V = unknown, M = unknown> extends DecisionContext<V, M> {
  /** The match clock now, in ms since the match began. */
  now: number;
  /**
   * How many times in a row every bot has let the moment pass since the table last changed: the
   * silence a player at a real table hears ("who has a spade?" … nobody).
   */
  quiet: number;
}

/** A decision-maker for real-time play: it may act now, or wait (null) until the table changes or everyone has waited. */
export interface RealtimePolicy<V = unknown, M = unknown> extends Policy<V, M> {
  react(context: RealtimeDecisionContext<V, M>): M | null;
}

/** Makes a bot for one seat of one match (a bot may remember what it saw during that match). */
export type BotFactory<V, M, O> = (seat: Seat, options: O, config?: BotConfig) => Policy<V, M>;

/** Settings that apply to any bot: the search budget of searching bots (ms per decision). */
export interface BotConfig {
  budgetMs?: number;
  /**
   * Whether a search may stop at its wall-clock safety cap (SearchBudget.capMs) before its budget
   * is spent. Yes by default: at a table people are waiting. Offline runs (the simulator, the Lab,
   * tournaments, the bench, tests: `makePolicy`) say no, so that every decision spends its whole
   * budget and a seed plays the same match however busy the machine is.
   */
  capped?: boolean;
}

export interface RealtimeRules<S> {
  /** Moves the clock to `now` (ms since the match started): timers fire, windows close, time runs out. */
  advance(state: S, now: number): S;
  /** The next instant at which `advance` would change the state by itself, or null. */
  nextDeadline(state: S): number | null;
  /**
   * Until which instant the bots let the people at the table act first (Kerkerhatz: choose their
   * heroes), or null: while a seat a person plays is still to act, no bot acts before then.
   */
  peopleFirst?(state: S): number | null;
}

/** A game whose types are erased, for registries and generic tools. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;
