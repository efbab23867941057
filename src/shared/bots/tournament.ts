/**
 * Strength, measured. In a competitive game one seat plays the level under test and every other
 * seat the level it is measured against; each deal is played once with the tested level in every
 * seat, so luck of the deal and of the seat cancels out. Its win share (a shared win split between
 * the winners) is compared with the fair share 1/n, with a 95 % Wilson interval. In a cooperative
 * game every seat plays the same level, and the team's win rate is what is measured.
 */
import { deriveSeed, type Seed } from '../cards/rng';
import { playMatch } from '../engine/play';
import { isRealtimePolicy, type Policy, type RealtimePolicy } from '../engine/policy';
import { makePolicy } from '../engine/simulate';
import { wilson } from '../engine/stats';
import type { AnyGame, BaseOptions, BotConfig, BotFactory } from '../engine/types';

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

export function latencyOf(samples: readonly number[]): Latency {
  if (samples.length === 0) return { count: 0, p50: 0, p95: 0, max: 0 };
  const sorted = samples.slice().sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] as number };
}

/** The same policy, with the time of every decision written to `samples`. */
export function timed(policy: Policy, samples: number[]): Policy {
  const clock = <T>(decide: () => T): T => {
    const start = performance.now();
    const move = decide();
    samples.push(performance.now() - start);
    return move;
  };
  const wrapped: Policy = { ...policy, choose: (context) => clock(() => policy.choose(context)) };
  if (isRealtimePolicy(policy)) (wrapped as RealtimePolicy).react = (context) => clock(() => policy.react(context));
  return wrapped;
}

export interface PairingResult {
  focal: string;
  field: string;
  games: number;
  players: number;
  /** The tested level's share of the wins. */
  share: number;
  interval: [number, number];
  fair: number;
  /** Whether the interval lies wholly above (better) or below (worse) the fair share. */
  verdict: 'better' | 'worse' | 'unclear';
  latency: Record<string, Latency>;
}

export interface TournamentSpec {
  game: AnyGame;
  options: BaseOptions;
  /** Matches per pairing; rounded up to whole rotations of the seats. */
  games: number;
  seed: Seed;
  config?: BotConfig;
  /** Levels beyond the game's own, fielded only here (the reference opponents): by name. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  referees?: { readonly [name: string]: BotFactory<any, any, any> };
  onMatch?: (done: number, total: number) => void;
}

/**
 * A level as the tournament names it: `strong`, or `strong@200` for the strong level thinking 200 ms
 * a decision (in the game's moves per ms) whatever the spec's budget, so that one level can be
 * measured at several budgets against the same opponents.
 */
export function parseLevel(level: string): { name: string; budgetMs?: number } {
  const at = level.indexOf('@');
  if (at < 0) return { name: level };
  const budget = level.slice(at + 1);
  if (!/^[1-9]\d{0,4}$/.test(budget)) throw new Error(`"${level}": the budget after @ must be a whole number of ms from 1 to 99999`);
  return { name: level.slice(0, at), budgetMs: Number(budget) };
}

/** A level's bot: a referee of the spec, else one of the game's levels. */
function levelPolicy(spec: TournamentSpec, level: string, seat: number): Policy {
  const { name, budgetMs } = parseLevel(level);
  const config = budgetMs === undefined ? spec.config : { ...spec.config, budgetMs };
  const referee = spec.referees?.[name];
  return referee ? (referee(seat, spec.options, { ...config, capped: false }) as Policy) : makePolicy(spec.game, name, seat, spec.options, config);
}

function verdictOf(interval: [number, number], fair: number): PairingResult['verdict'] {
  return interval[0] > fair ? 'better' : interval[1] < fair ? 'worse' : 'unclear';
}

/** `focal` in one seat against `field` in all others, every deal once with `focal` in each seat. */
export function playPairing(spec: TournamentSpec, focal: string, field: string): PairingResult {
  const { game, options } = spec;
  const n = options.players;
  const deals = Math.ceil(spec.games / n);
  const samples: Record<string, number[]> = { [focal]: [], [field]: [] };
  let wins = 0;
  for (let i = 0; i < deals * n; i++) {
    const deal = Math.floor(i / n);
    const focalSeat = i % n;
    const policies = Array.from({ length: n }, (_, seat) => {
      const level = seat === focalSeat ? focal : field;
      return timed(levelPolicy(spec, level, seat), samples[level] as number[]);
    });
    const { result } = playMatch(game, options, deriveSeed(spec.seed, 'match', deal), policies);
    if (result.winners.includes(focalSeat)) wins += 1 / result.winners.length;
    spec.onMatch?.(i + 1, deals * n);
  }
  const games = deals * n;
  const interval = wilson(wins, games);
  const latency: Record<string, Latency> = {};
  for (const [level, list] of Object.entries(samples)) latency[level] = latencyOf(list);
  return { focal, field, games, players: n, share: wins / games, interval, fair: 1 / n, verdict: verdictOf(interval, 1 / n), latency };
}

export interface TeamResult {
  level: string;
  games: number;
  winRate: number;
  interval: [number, number];
  latency: Latency;
}

/** A cooperative game: every seat plays `level`; the same deals for every level. */
export function playTeam(spec: TournamentSpec, level: string): TeamResult {
  const { game, options } = spec;
  const samples: number[] = [];
  let wins = 0;
  for (let i = 0; i < spec.games; i++) {
    const policies = Array.from({ length: options.players }, (_, seat) => timed(levelPolicy(spec, level, seat), samples));
    if (playMatch(game, options, deriveSeed(spec.seed, 'match', i), policies).result.winners.length > 0) wins++;
    spec.onMatch?.(i + 1, spec.games);
  }
  return { level, games: spec.games, winRate: wins / spec.games, interval: wilson(wins, spec.games), latency: latencyOf(samples) };
}

/** Whether two win rates differ at the 95 % level (two-proportion z-test), and by how much. */
export function compareRates(a: TeamResult, b: TeamResult): { difference: number; z: number; significant: boolean } {
  const pooled = (a.winRate * a.games + b.winRate * b.games) / (a.games + b.games);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.games + 1 / b.games));
  const z = se === 0 ? 0 : (a.winRate - b.winRate) / se;
  return { difference: a.winRate - b.winRate, z, significant: Math.abs(z) > 1.96 };
}

/** Every pair of the listed levels, the earlier one tested against the later one. */
export function pairingsOf(levels: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < levels.length; i++) for (let j = i + 1; j < levels.length; j++) pairs.push([levels[i] as string, levels[j] as string]);
  return pairs;
}
