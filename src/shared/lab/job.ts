/**
 * A lab job as plain data (it crosses into Web Workers and into the HTML report): which game, the
 * table, the bots, the options, the seed and how many matches. The CLI and the lab both turn it into
 * the simulator's spec here, so the same job gives the same figures everywhere.
 */
import type { Seed } from '../cards/rng';
import type { SimulationSpec } from '../engine/simulate';
import type { AnyGame, Json } from '../engine/types';

export interface LabConfig {
  game: string;
  /** Raw options including `players`; the game validates them. */
  options: { [key: string]: Json };
  bots: string[];
  seed: Seed;
  games: number;
  /** Real-time games: every seat's reaction time range in ms (absent: each bot's own pace). */
  reactionMs?: [number, number];
}

/** The game of an id, an unknown id an error: a catalog's `get` (the lab sits below the catalog and is handed it). */
export type GameLookup = (id: string) => AnyGame;

export function specOf(config: LabConfig, games: GameLookup): SimulationSpec {
  return {
    game: games(config.game),
    options: config.options,
    games: config.games,
    seed: config.seed,
    bots: config.bots,
    ...(config.reactionMs ? { reactionMs: config.reactionMs } : {}),
  };
}

/** A part of a job: the matches numbered from `from` up to (not including) `to`. */
export interface LabChunk {
  job: number;
  from: number;
  to: number;
}

/**
 * Cuts each job's matches into consecutive ranges of at most `size`. Which worker plays which range
 * does not matter: the tallies add up to the same figures in any order.
 */
export function chunksOf(jobs: readonly LabConfig[], size: number): LabChunk[] {
  if (!Number.isInteger(size) || size < 1) throw new Error('chunk size must be a whole number of at least 1');
  const chunks: LabChunk[] = [];
  jobs.forEach((config, job) => {
    for (let from = 0; from < config.games; from += size) chunks.push({ job, from, to: Math.min(config.games, from + size) });
  });
  return chunks;
}

/** A chunk size that keeps every worker busy and the progress bar moving: about 40 chunks per job, at least 1 match, at most 250. */
export function chunkSizeFor(games: number): number {
  return Math.max(1, Math.min(250, Math.ceil(games / 40)));
}
