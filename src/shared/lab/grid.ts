/**
 * The grid of a cooperative campaign: the team's win rate for every level, player count and
 * teammates' level, one lab job per cell, all on the same seed so the cells differ only in what
 * they vary. Which games have a grid is the modules' business (`play` and `campaign`), not a list.
 */
import type { AnyGameModule } from '../engine/module';
import { countAt, wilson, type Tally } from '../engine/stats';
import type { Json } from '../engine/types';
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

/** How many levels the grid has for this game, or null when it has none: only a team playing a campaign wins or loses a level together. */
export function gridLevels(game: AnyGameModule): number | null {
  return game.play === 'cooperative' && game.campaign ? game.campaign.levels : null;
}

export function gridJobs(game: AnyGameModule, options: { [key: string]: Json }, seed: number, games: number): LabConfig[] {
  const campaign = game.play === 'cooperative' ? game.campaign : undefined;
  if (!campaign) throw new Error(`${game.id} has no grid: it is not a cooperative game of campaign levels`);
  const jobs: LabConfig[] = [];
  for (const bots of GRID_TEAMS) {
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      for (let level = 1; level <= campaign.levels; level++) {
        jobs.push({
          game: game.id,
          options: campaign.atLevel({ ...options, players }, level) as { [key: string]: Json },
          bots: new Array<string>(players).fill(bots),
          seed,
          games,
        });
      }
    }
  }
  return jobs;
}

/** A cell from its job and what its matches counted: the team wins together, so a won match is one in which every seat won. */
export function gridCell(config: LabConfig, tally: Tally): GridCell {
  const games = countAt(tally, 'matches');
  const wins = countAt(tally.metrics as Tally, 'wins');
  return {
    level: config.options.level as number,
    players: config.options.players as number,
    bots: config.bots[0] as string,
    games,
    winRate: games ? wins / games : 0,
    interval: wilson(wins, games),
  };
}
