/**
 * The balance lab: plays many matches through the pure engine and reports what the rules authors
 * tune with. The game-independent figures live here; each game adds its own through createMetrics().
 */
import { deriveSeed, type Seed } from '../cards/rng';
import { playMatch } from './play';
import { randomPolicy, type Policy } from './policy';
import { wilson } from './stats';
import type { AnyGame, BaseOptions, BotConfig, Json } from './types';

export interface SimulationSpec {
  game: AnyGame;
  /** Raw options; validated by the game. */
  options: unknown;
  games: number;
  seed: Seed;
  /** One bot name per seat ('random' or a name from game.bots). */
  bots: readonly string[];
  botConfig?: BotConfig;
  /** Real-time games: each seat's reaction time is drawn evenly from [min, max] ms (default: each bot's own pace, human-like for the team bot). */
  reactionMs?: [number, number];
}

export interface SimulationReport {
  game: string;
  options: Json;
  games: number;
  seed: Seed;
  bots: string[];
  /**
   * A cooperative game's team level: the bot every seat plays, or 'mixed'. Its figures (the win rate
   * first) are that team's. Null where every seat plays for itself.
   */
  team: string | null;
  movesPerMatch: number;
  /** Wins per seat, a shared win split evenly between its winners. */
  winShareBySeat: number[];
  /** 95 % Wilson intervals of the seats' win shares (shared wins counted as fractions). */
  winShareInterval: [number, number][];
  meanScoreBySeat: number[];
  /** Game-specific metrics. */
  metrics: { [key: string]: Json };
}

/** Games in which every seat plays for the team (the Game contract has no flag for it). */
const COOPERATIVE = new Set(['kerkerhatz']);

/** Whether every seat cooperates: then a level is measured as a whole team. */
export function isCooperative(game: AnyGame): boolean {
  return COOPERATIVE.has(game.id);
}

/** The team a cooperative table's bots make up: one level in every seat, or 'mixed'. */
export function teamOf(game: AnyGame, bots: readonly string[]): string | null {
  if (!isCooperative(game)) return null;
  const [first] = bots;
  return first !== undefined && bots.every((bot) => bot === first) ? first : 'mixed';
}

/** The names `--bots` accepts for a game. */
export function botNames(game: AnyGame): string[] {
  return ['random', ...Object.keys(game.bots ?? {})];
}

export function makePolicy(game: AnyGame, name: string, seat: number, options: BaseOptions, config: BotConfig = {}): Policy {
  if (name === 'random') return randomPolicy;
  const factory = game.bots?.[name];
  if (!factory) throw new Error(`unknown bot "${name}" for ${game.id} (bots: ${botNames(game).join(', ')})`);
  return factory(seat, options, config) as Policy;
}

/** Every match is played by the match driver on a virtual clock, at each bot's own pace unless `reactionMs` sets one for all. */
export function simulate(spec: SimulationSpec, onProgress?: (done: number) => void): SimulationReport {
  const { game } = spec;
  const options = game.parseOptions(spec.options) as BaseOptions;
  const players = options.players;
  if (spec.bots.length !== players) throw new Error(`--bots names ${spec.bots.length} seats, the table has ${players}`);
  if (!Number.isInteger(spec.games) || spec.games < 1) throw new Error('games must be a whole number of at least 1');
  const metrics = game.createMetrics();
  const reactionMs = spec.reactionMs ? { turnMs: 0, reactionMs: spec.reactionMs } : undefined;
  const wins = new Array<number>(players).fill(0);
  const scores = new Array<number>(players).fill(0);
  let moves = 0;
  for (let i = 0; i < spec.games; i++) {
    const policies = spec.bots.map((name, seat) => makePolicy(game, name, seat, options, spec.botConfig));
    const run = playMatch(game, options, deriveSeed(spec.seed, 'match', i), policies, {
      onStep: (before, seat, move, after) => metrics.step(before, seat, move, after),
      pace: reactionMs ? () => reactionMs : undefined,
    });
    metrics.end(run.state, run.result);
    moves += run.steps;
    for (const winner of run.result.winners) wins[winner] = (wins[winner] as number) + 1 / run.result.winners.length;
    run.result.scores.forEach((score, seat) => (scores[seat] = (scores[seat] as number) + score));
    onProgress?.(i + 1);
  }
  return {
    game: game.id,
    options: options as unknown as Json,
    games: spec.games,
    seed: spec.seed,
    bots: [...spec.bots],
    team: teamOf(game, spec.bots),
    movesPerMatch: moves / spec.games,
    winShareBySeat: wins.map((w) => w / spec.games),
    winShareInterval: wins.map((w) => wilson(w, spec.games)),
    meanScoreBySeat: scores.map((s) => s / spec.games),
    metrics: metrics.summary(),
  };
}
