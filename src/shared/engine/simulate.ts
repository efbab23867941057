/**
 * The balance lab: plays many matches through the pure engine and reports what the rules authors
 * tune with. The game-independent figures live here; each game adds its own through createMetrics().
 */
import { deriveSeed, type Seed } from '../cards/rng';
import { playMatch } from './play';
import { randomPolicy, type Policy } from './policy';
import { addToHistogram, countAt, histogramAt, histogramTally, recordAt, wilson, type HistogramTally, type Tally } from './stats';
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

/** Whether every seat cooperates (a fact of the game): then a level is measured as a whole team. */
export function isCooperative(game: AnyGame): boolean {
  return game.play === 'cooperative';
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

/**
 * A seat's bot for an offline run (the simulator, the Lab, tournaments, the bench, tests): nobody
 * waits for it, so its searches never stop at the wall-clock safety cap, and a seed plays the same
 * match on a busy machine as on an idle one (the host's bots keep the cap: see BotConfig.capped).
 */
export function makePolicy(game: AnyGame, name: string, seat: number, options: BaseOptions, config: BotConfig = {}): Policy {
  if (name === 'random') return randomPolicy;
  const factory = game.bots?.[name];
  if (!factory) throw new Error(`unknown bot "${name}" for ${game.id} (bots: ${botNames(game).join(', ')})`);
  return factory(seat, options, { ...config, capped: false }) as Policy;
}

/** The options and seats of a spec, checked: a bad spec throws before any match is played. */
export function checkSpec(spec: SimulationSpec): BaseOptions {
  const options = spec.game.parseOptions(spec.options) as BaseOptions;
  if (spec.bots.length !== options.players) throw new Error(`--bots names ${spec.bots.length} seats, the table has ${options.players}`);
  if (!Number.isInteger(spec.games) || spec.games < 1) throw new Error('games must be a whole number of at least 1');
  const known = botNames(spec.game);
  for (const bot of spec.bots) if (!known.includes(bot)) throw new Error(`unknown bot "${bot}" for ${spec.game.id} (bots: ${known.join(', ')})`);
  return options;
}

/**
 * Plays the matches numbered `from` to `to - 1` of a spec (match i is dealt from the spec's seed and
 * i, whoever plays it) and returns what they counted. The lab's workers each play some of these
 * ranges; the CLI plays one range over all matches; adding the tallies gives the same figures.
 * Every match is played by the match driver on a virtual clock, at each bot's own pace unless
 * `reactionMs` sets one for all.
 */
export function simulateRange(spec: SimulationSpec, from: number, to: number, onProgress?: (done: number) => void): Tally {
  const { game } = spec;
  const options = checkSpec(spec);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to > spec.games || from > to)
    throw new Error(`match range ${from}–${to} is outside 0–${spec.games}`);
  const metrics = game.createMetrics();
  const reactionMs = spec.reactionMs ? { turnMs: 0, reactionMs: spec.reactionMs } : undefined;
  const seats: Tally = {};
  for (let seat = 0; seat < options.players; seat++) seats[String(seat)] = { score: 0, wins: {}, points: histogramTally() };
  let moves = 0;
  for (let i = from; i < to; i++) {
    const policies = spec.bots.map((name, seat) => makePolicy(game, name, seat, options, spec.botConfig));
    const run = playMatch(game, options, deriveSeed(spec.seed, 'match', i), policies, {
      onStep: (before, seat, move, after) => metrics.step(before, seat, move, after),
      pace: reactionMs ? () => reactionMs : undefined,
    });
    metrics.end(run.state, run.result);
    moves += run.steps;
    const shared = String(run.result.winners.length);
    for (const winner of run.result.winners) {
      const wins = (seats[String(winner)] as SeatTally).wins;
      wins[shared] = (wins[shared] ?? 0) + 1;
    }
    run.result.scores.forEach((score, seat) => {
      const tally = seats[String(seat)] as SeatTally;
      tally.score += score;
      addToHistogram(tally.points, score);
    });
    onProgress?.(i - from + 1);
  }
  return { matches: to - from, moves, seats, metrics: metrics.tally() };
}

/** One seat's counts: its points summed and as a distribution, and its wins by how many shared them. */
interface SeatTally extends Tally {
  score: number;
  wins: { [sharedBy: string]: number };
  points: HistogramTally;
}

/** A seat's wins, a win shared by k winners counting 1/k. */
export function winsOf(tally: Tally, seat: number): number {
  const seats = tally.seats as Tally;
  const wins = recordAt(seats[String(seat)] as Tally, 'wins');
  return Object.entries(wins).reduce((sum, [sharedBy, count]) => sum + count / Number(sharedBy), 0);
}

/** The distribution of a seat's final points over the matches. */
export function pointsOf(tally: Tally, seat: number): HistogramTally {
  return histogramAt((tally.seats as Tally)[String(seat)] as Tally, 'points');
}

/** The report of a tally (one run's, or the sum of several parts of the same spec). */
export function reportOf(spec: SimulationSpec, tally: Tally): SimulationReport {
  const options = checkSpec(spec);
  const games = countAt(tally, 'matches');
  const seats = Array.from({ length: options.players }, (_, seat) => seat);
  const wins = seats.map((seat) => winsOf(tally, seat));
  return {
    game: spec.game.id,
    options: options as unknown as Json,
    games,
    seed: spec.seed,
    bots: [...spec.bots],
    team: teamOf(spec.game, spec.bots),
    movesPerMatch: countAt(tally, 'moves') / games,
    winShareBySeat: wins.map((w) => w / games),
    winShareInterval: wins.map((w) => wilson(w, games)),
    meanScoreBySeat: seats.map((seat) => countAt((tally.seats as Tally)[String(seat)] as Tally, 'score') / games),
    metrics: spec.game.createMetrics().summary(tally.metrics as Tally),
  };
}

export function simulate(spec: SimulationSpec, onProgress?: (done: number) => void): SimulationReport {
  return reportOf(spec, simulateRange(spec, 0, spec.games, onProgress));
}
