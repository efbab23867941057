import { describe, expect, it } from 'vitest';
import { callouts, teammate, TEAMMATE_PACE } from '../../../src/shared/games/kerkerhatz/levels';
import { view } from '../../../src/shared/games/kerkerhatz';
import { position } from '../kerkerhatz/build';

describe('kerkerhatz teammates by level', () => {
  it('react at their level’s pace: strong fastest, beginner slowest', () => {
    const mean = (level: 'beginner' | 'normal' | 'strong') => (TEAMMATE_PACE[level].reactionMs[0] + TEAMMATE_PACE[level].reactionMs[1]) / 2;
    expect(mean('strong')).toBeLessThan(mean('normal'));
    expect(mean('normal')).toBeLessThan(mean('beginner'));
    expect(teammate('strong', 0).pace).toBe(TEAMMATE_PACE.strong);
  });

  it('call out what they hold for the card in the middle', () => {
    const s = position({ heroes: ['fighter', 'healer'], hands: ['2H 7H 9D', '3S 4S 5S'], dungeon: '3H' });
    expect(callouts(view(s, 0))).toEqual([{ type: 'have', suit: 'H', count: 2 }]);
    expect(callouts(view(s, 1))).toEqual([{ type: 'nothing' }]);
  });

  it('call out a jack for a door', () => {
    const s = position({ hands: ['JC 2C', '3S'], dungeon: '4D' });
    expect(callouts(view(s, 0))).toContainEqual({ type: 'jack' });
  });

  it('keep silent in the dark', () => {
    const s = position({ hands: ['2H 7H 9D', '3S 4S 5S'], dungeon: '3H' });
    expect(callouts({ ...view(s, 0), dark: true })).toEqual([]);
  });
});
