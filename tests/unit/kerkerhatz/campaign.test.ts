import { describe, expect, it } from 'vitest';
import { LEVELS, expectedCost, type Level, newCampaign, parseCampaign, recordAttempt, recordResult } from '../../../src/shared/games/kerkerhatz';

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

  it('records a match result and survives a save round trip; a broken save is refused', () => {
    const c = recordResult(newCampaign(), { winners: [], scores: [0, 0], lowerIsBetter: false, detail: { cause: 'noCards' } });
    expect(c.attempts).toEqual([{ level: 1, won: false, cause: 'noCards' }]);
    expect(parseCampaign(JSON.parse(JSON.stringify(c)))).toEqual(c);
    expect(() => parseCampaign({ ...c, level: 9 })).toThrow(/level/);
    expect(() => parseCampaign({ ...c, version: 2 })).toThrow(/version/);
  });
});
