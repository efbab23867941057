/**
 * Kerkerhatz's grid: the team's win rate for every dungeon level, player count and teammates'
 * level, one lab job per cell, all on the same seed so the cells differ only in what they vary.
 */
import { countAt, wilson, type Tally } from '../engine/stats';
import type { Json } from '../engine/types';
import { MAX_LEVEL } from '../games/kerkerhatz/campaign';
import { kerkerhatz } from '../games/kerkerhatz';
import type { LabConfig } from './job';

export interface GridCell {
  level: number;
  players: number;
  bots: string;
  games: number;
  winRate: number;
  interval: [number, number];
}

/** The teammates' levels the grid compares (the team bot is the strong one at a human pace). */
export const GRID_TEAMS: readonly string[] = ['beginner', 'normal', 'strong'];

export function gridJobs(options: { [key: string]: Json }, seed: number, games: number): LabConfig[] {
  const jobs: LabConfig[] = [];
  for (const bots of GRID_TEAMS) {
    for (let players = kerkerhatz.minPlayers; players <= kerkerhatz.maxPlayers; players++) {
      for (let level = 1; level <= MAX_LEVEL; level++) {
        jobs.push({ game: kerkerhatz.id, options: { ...options, players, level }, bots: new Array<string>(players).fill(bots), seed, games });
      }
    }
  }
  return jobs;
}

/** A cell from its job and what its matches counted: the team wins together, so a won match is one in which every seat won. */
export function gridCell(config: LabConfig, tally: Tally): GridCell {
  const games = countAt(tally, 'matches');
  const wins = countAt(tally.metrics as Tally, 'wins');
  return { level: config.options.level as number, players: config.options.players as number, bots: config.bots[0] as string, games, winRate: games ? wins / games : 0, interval: wilson(wins, games) };
}
