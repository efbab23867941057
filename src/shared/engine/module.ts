/**
 * A game is one module: one value that carries everything the rest of Kartenstube needs to know
 * about it — its facts, its rules, its view, its bots, its strings, its statechart and how the
 * conformance suite plays it. The catalog (src/shared/catalog.ts) lists the modules; nothing else
 * names a game.
 */
import type { AnyStateMachine } from 'xstate';
import { optionsOf, type OptionsShape } from './options';
import type { BaseOptions, BotFactory, Game, Json, MatchResult, MetricsCollector, Play, RealtimeRules, Seat, Viewer } from './types';
import type { Card } from '../cards';
import type { Playout } from './playout';
import type { Seed } from '../cards/rng';

/** A language's texts by key. */
export type Texts = Readonly<Record<string, string>>;

/** A game's own texts in both languages; every key starts with the game's id (`ueberkochen.wrongPot`). */
export interface GameStrings {
  readonly de: Texts;
  readonly en: Texts;
}

/** How many random matches the conformance suite plays, split over every player count × variant. */
export interface ConformanceBudget {
  matches: number;
  /** How many of them run every heavy check at every step. */
  full: number;
  /** A match longer than this is a bug in the rules. */
  maxSteps: number;
}

/** Option sets the generic enumeration misses (it keeps integer options at their default), with their own budget. */
export interface ConformanceExtra extends ConformanceBudget {
  configs: readonly Json[];
}

/**
 * What the conformance suite does with this game beyond the invariants every game must keep.
 * `invariant` is checked after every step of every match: the game's own promise about its state
 * (a message naming what broke, or null).
 */
export interface ConformancePlan<S = unknown> {
  budget: ConformanceBudget;
  extra?: ConformanceExtra;
  invariant?: (state: S) => string | null;
}

/** One finished match of a campaign; `match` names its save, so that a match counts once. */
export interface CampaignAttempt {
  level: number;
  won: boolean;
  /** Why a lost attempt was lost (the game's cause code). */
  cause: string | null;
  match?: string;
}

/** How far a campaign of numbered levels has come: the level to play next and every attempt so far. */
export interface CampaignProgress {
  level: number;
  /** Every level won at least once. */
  completed: boolean;
  attempts: CampaignAttempt[];
}

/**
 * A game whose matches are the levels of a campaign. The host keeps each campaign's progress
 * between matches, and the table offers the next level.
 */
export interface CampaignRules<O extends BaseOptions> {
  /** How many levels the campaign has (numbered from 1). */
  levels: number;
  /** The campaign a match with these options counts for (e.g. `normal`, `hard`): each keeps its own progress. */
  of(options: O): string;
  /** The progress after a finished match of that campaign, which was match `match`. */
  record(progress: CampaignProgress, options: O, result: MatchResult, match: string): CampaignProgress;
  /** The options that play `level`, the rest as they were. */
  atLevel(options: O, level: number): O;
}

/** A campaign before its first match. */
export function freshProgress(): CampaignProgress {
  return { level: 1, completed: false, attempts: [] };
}

interface RulesBase<S, M, O extends BaseOptions> {
  setup(options: O, seed: Seed): S;
  toAct(state: S): readonly Seat[];
  legalMoves(state: S, seat: Seat): M[];
  apply(state: S, seat: Seat, move: unknown, at?: number): S;
  result: Game<S, M, unknown, O>['result'];
  cards(state: S): Card[];
  hiddenCards(state: S, viewer: Viewer): Card[];
}

/** The facts decide which rules a game must bring: a real-time game brings its clock. */
type Facts<S> = { id: string; play: Play; options: OptionsShape } & ({ timing: 'turns' } | { timing: 'realtime'; clock: RealtimeRules<S> });

export interface GameDefinition<S, M, V, O extends BaseOptions> {
  facts: Facts<S>;
  rules: RulesBase<S, M, O>;
  view(state: S, viewer: Viewer): V;
  bots: { readonly [name: string]: BotFactory<V, M, O> };
  /** Reference opponents the tournament may field to measure the bots (flat Monte Carlo); never offered at the table. */
  referees?: { readonly [name: string]: BotFactory<V, M, O> };
  metrics(): MetricsCollector<S, M>;
  strings: GameStrings;
  /** The game's phases as an XState chart whose guards and actions call the rules. */
  chart: AnyStateMachine;
  conformance: ConformancePlan<S>;
  /** Random-playout moves per CPU second the engine must reach on one core (`npm run bench` judges it, on the playout representation where the game has one). */
  engineBudget?: number;
  /** The game's state as typed arrays changed in place, for searches and the bench (see playout.ts). */
  playout?: Playout<S, M, unknown>;
  /** The game's matches are the levels of a campaign, whose progress the host keeps. */
  campaign?: CampaignRules<O>;
  /**
   * Figures whose entries the game's own strings already name, so the lab labels them with those:
   * the figure's key → the strings' prefix (`playsByKind` → `machtkampf.kind`, entry `pair` → `machtkampf.kind.pair`).
   * Every other figure is labelled `<id>.lab.<key>`.
   */
  figureEntries?: { readonly [figure: string]: string };
}

/** A game module: the Game contract the engine drives, plus what the catalog hands to i18n, the host and the tests. */
export interface GameModule<S = unknown, M = unknown, V = unknown, O extends BaseOptions = BaseOptions> extends Game<S, M, V, O> {
  readonly strings: GameStrings;
  readonly chart: AnyStateMachine;
  readonly conformance: ConformancePlan<S>;
  readonly engineBudget?: number;
  readonly playout?: Playout<S, M, unknown>;
  readonly campaign?: CampaignRules<O>;
  readonly figureEntries?: { readonly [figure: string]: string };
  readonly referees?: { readonly [name: string]: BotFactory<V, M, O> };
}

/** A module whose types are erased, for the catalog and generic tools. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any>;

/**
 * Builds a game module. The result is one flat object, so the engine's hot loops call
 * `game.apply` exactly as before; strings outside the game's namespace are refused here, where
 * the mistake is made, not when two games' keys collide.
 */
export function defineGame<S, M, V, O extends BaseOptions>(definition: GameDefinition<S, M, V, O>): GameModule<S, M, V, O> {
  const { facts, rules } = definition;
  for (const lang of ['de', 'en'] as const) {
    for (const key of Object.keys(definition.strings[lang])) {
      if (!key.startsWith(`${facts.id}.`)) throw new Error(`${facts.id}: the string "${key}" (${lang}) lies outside the game's namespace "${facts.id}."`);
    }
  }
  return {
    id: facts.id,
    play: facts.play,
    timing: facts.timing,
    ...optionsOf<O>(facts.options),
    setup: rules.setup,
    toAct: rules.toAct,
    legalMoves: rules.legalMoves,
    apply: rules.apply,
    view: definition.view,
    result: rules.result,
    cards: rules.cards,
    hiddenCards: rules.hiddenCards,
    createMetrics: definition.metrics,
    bots: definition.bots,
    ...(facts.timing === 'realtime' ? { realtime: facts.clock } : {}),
    strings: definition.strings,
    chart: definition.chart,
    conformance: definition.conformance,
    ...(definition.engineBudget === undefined ? {} : { engineBudget: definition.engineBudget }),
    ...(definition.playout === undefined ? {} : { playout: definition.playout }),
    ...(definition.campaign === undefined ? {} : { campaign: definition.campaign }),
    ...(definition.referees === undefined ? {} : { referees: definition.referees }),
    ...(definition.figureEntries === undefined ? {} : { figureEntries: definition.figureEntries }),
  };
}
