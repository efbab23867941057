import { describe, expect, it } from 'vitest';
import { randomPolicy } from '../../../src/shared/engine/policy';
import { playMatch } from '../../../src/shared/engine/play';
import { machtkampf, type MachtkampfMove, type MachtkampfState } from '../../../src/shared/games/machtkampf';

function collect(options: object, matches: number) {
  const metrics = machtkampf.createMetrics();
  for (let seed = 1; seed <= matches; seed++) {
    const players = (options as { players: number }).players;
    const run = playMatch(
      machtkampf,
      options,
      seed,
      Array.from({ length: players }, () => randomPolicy),
      {
        onStep: (before, seat, move, after) => metrics.step(before as MachtkampfState, seat, move as MachtkampfMove, after as MachtkampfState),
      },
    );
    metrics.end(run.state as MachtkampfState, run.result);
  }
  return metrics.summary();
}

describe('Machtkampf simulation metrics', () => {
  it('reports tricks per game, games per match, penalties, gangs and the A♠ holder’s first game', () => {
    const summary = collect({ players: 4 }, 6);
    expect(summary).toMatchObject({
      gamesPerMatch: { count: 6 },
      tricksPerGame: { count: summary.games },
      aceOfSpadesHolderBaseline: 0.25,
    });
    expect(summary.penaltyPerLoserPerGame).toHaveProperty('histogram');
    expect(typeof summary.gangsPerGame).toBe('number');
    expect(typeof summary.gangShareOfPlays).toBe('number');
    expect(summary.aceOfSpadesHolderWinsFirstGame).toBeGreaterThanOrEqual(0);
    expect(summary.aceOfSpadesHolderWinsFirstGame).toBeLessThanOrEqual(1);
  });

  it('nobody misses the call when the app makes it', () => {
    expect(collect({ players: 3, lastCardCall: 'auto' }, 4).missedCallsPerGame).toBe(0);
    expect(collect({ players: 3, lastCardCall: 'manual' }, 4).missedCallsPerGame).toBeGreaterThan(0);
  });
});
