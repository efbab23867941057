import { describe, expect, it } from 'vitest';
import {
  LEVELS,
  expectedCost,
  kerkerhatz,
  kerkerhatzCampaign,
  newCampaign,
  recordAttempt,
  recordResult,
  type Level,
} from '../../../src/shared/games/kerkerhatz';
import { freshProgress } from '../../../src/shared/engine/module';

describe('levels and the campaign', () => {
  it('the level table: doors, mini-bosses, events and the boss’s need per level', () => {
    expect(LEVELS.map((l) => [l.doors, l.miniBosses, l.events, l.bossPerSuit])).toEqual([
      [8, 1, 0, 2],
      [9, 2, 1, 2],
      [10, 3, 2, 2],
      [11, 3, 3, 2],
      [10, 3, 4, 3],
    ]);
  });

  it('costs about 32 cards on level 1 and about 53 on level 5', () => {
    expect(expectedCost(LEVELS[0] as Level)).toBe(32);
    expect(expectedCost(LEVELS[4] as Level)).toBe(53);
  });

  it('a win moves on to the next level, a loss repeats it', () => {
    let c = newCampaign();
    c = recordAttempt(c, true);
    expect(c.level).toBe(2);
    c = recordAttempt(c, false, 'time');
    expect(c.level).toBe(2);
    expect(c.attempts).toEqual([
      { level: 1, won: true, cause: null },
      { level: 2, won: false, cause: 'time' },
    ]);
  });

  it('the hard campaign sends a loss back to level 1', () => {
    let c = newCampaign(true);
    c = recordAttempt(recordAttempt(c, true), true);
    expect(c.level).toBe(3);
    expect(recordAttempt(c, false, 'stuck').level).toBe(1);
  });

  it('winning level 5 completes the campaign', () => {
    let c = newCampaign();
    for (let i = 0; i < 5; i++) c = recordAttempt(c, true);
    expect(c).toMatchObject({ level: 5, completed: true });
  });

  it('records a match result with its cause', () => {
    const c = recordResult(newCampaign(), { winners: [], scores: [0, 0], lowerIsBetter: false, detail: { cause: 'noCards' } }, 'm1');
    expect(c.attempts).toEqual([{ level: 1, won: false, cause: 'noCards', match: 'm1' }]);
  });

  it('the normal and the hard campaign are kept apart, and a match counts for the level it was played at', () => {
    const normal = kerkerhatz.parseOptions({ players: 3, level: 3 });
    const hard = kerkerhatz.parseOptions({ players: 3, level: 2, hardCampaign: true });
    expect([kerkerhatzCampaign.of(normal), kerkerhatzCampaign.of(hard)]).toEqual(['normal', 'hard']);
    const won = { winners: [0, 1, 2], scores: [1, 1, 1], lowerIsBetter: false };
    expect(kerkerhatzCampaign.record({ ...freshProgress(), level: 3 }, normal, won, 'm1')).toEqual({
      level: 4,
      completed: false,
      attempts: [{ level: 3, won: true, cause: null, match: 'm1' }],
    });
    const lost = { winners: [], scores: [0, 0, 0], lowerIsBetter: false, detail: { cause: 'time' } };
    expect(kerkerhatzCampaign.record({ ...freshProgress(), level: 2 }, hard, lost, 'm2').level).toBe(1);
    // Won at level 3 while the campaign stands at 1: an attempt at level 3, and the campaign stays.
    expect(kerkerhatzCampaign.record(freshProgress(), normal, won, 'm3')).toEqual({
      level: 1,
      completed: false,
      attempts: [{ level: 3, won: true, cause: null, match: 'm3' }],
    });
  });

  it('the next level is played by the same options at that level, never beyond the last', () => {
    const options = kerkerhatz.parseOptions({ players: 2, level: 1, shortFuse: true });
    expect(kerkerhatzCampaign.atLevel(options, 2)).toEqual({ ...options, level: 2 });
    expect(kerkerhatzCampaign.atLevel(options, 9).level).toBe(5);
  });
});
