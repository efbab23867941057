import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../src/shared/catalog';
import { GRID_TEAMS, gridJobs, gridLevels } from '../../../src/shared/lab/grid';

describe('the lab grid', () => {
  it('only a cooperative game with campaign levels has a grid, as many levels as its campaign', () => {
    for (const game of CATALOG.games) {
      expect(gridLevels(game)).toBe(game.play === 'cooperative' && game.campaign ? game.campaign.levels : null);
    }
    expect(CATALOG.games.some((game) => gridLevels(game) !== null)).toBe(true);
  });

  it("asks the campaign for each level's options and covers every team, player count and level once", () => {
    const game = CATALOG.games.find((g) => gridLevels(g) !== null);
    if (!game?.campaign) throw new Error('the catalog has no cooperative campaign');
    const jobs = gridJobs(game, { hardCampaign: false }, 7, 3);
    expect(jobs).toHaveLength(GRID_TEAMS.length * (game.maxPlayers - game.minPlayers + 1) * game.campaign.levels);
    for (const job of jobs) {
      const players = job.options.players as number;
      expect(job.options).toEqual(game.campaign.atLevel({ hardCampaign: false, players }, job.options.level as number));
      expect(job.bots).toHaveLength(players);
      expect({ game: job.game, seed: job.seed, games: job.games }).toEqual({ game: game.id, seed: 7, games: 3 });
    }
  });

  it('a game without campaign levels is refused', () => {
    const game = CATALOG.games.find((g) => gridLevels(g) === null);
    if (!game) throw new Error('every game has a grid');
    expect(() => gridJobs(game, {}, 1, 1)).toThrow(`${game.id} has no grid`);
  });
});
