import { describe, expect, it } from 'vitest';
import { simulate } from '../../../src/shared/engine/simulate';
import { kerkerhatz } from '../../../src/shared/games/kerkerhatz';

describe('Kerkerhatz simulation metrics', () => {
  it('report the win rate, the causes of defeat and how often the clock decides', () => {
    const report = simulate({
      game: kerkerhatz,
      options: { players: 2, level: 5, shortFuse: true },
      games: 40,
      seed: 3,
      bots: ['team', 'team'],
      reactionMs: [6000, 12_000],
    });
    const m = report.metrics as { winRate: number; defeats: Record<string, number>; clockDecides: number; lostOnTime: number; closeWins: number };
    expect(Object.keys(m.defeats).sort()).toEqual(['gaveUp', 'noCards', 'stuck', 'time']);
    const defeats = Object.values(m.defeats).reduce((a, b) => a + b, 0);
    expect(m.winRate + defeats).toBeCloseTo(1, 10);
    expect(m.lostOnTime).toBe(m.defeats.time);
    expect(m.lostOnTime).toBeGreaterThan(0);
    expect(m.clockDecides).toBeCloseTo(m.lostOnTime + m.closeWins, 10);
  });

  it('with the clock off the clock never decides', () => {
    const report = simulate({ game: kerkerhatz, options: { players: 3, level: 3, clock: false }, games: 30, seed: 1, bots: ['team', 'team', 'team'] });
    expect(report.metrics.clockDecides).toBe(0);
    expect(report.metrics.winRate).toBeGreaterThan(0.5);
  });
});
