import { describe, expect, it } from 'vitest';
import { frenchDeck } from '../../../src/shared/cards';
import { OptionsError, RuleError } from '../../../src/shared/engine/errors';
import { LEVELS, type Level, advance, apply, buildDungeon, dungeonKind, kerkerhatz, legalMoves, setup, toAct } from '../../../src/shared/games/kerkerhatz';

describe('Kerkerhatz set-up', () => {
  it('deals the whole hero deck with both jokers into one pile per player, some one card larger', () => {
    for (const players of [2, 3, 4]) {
      const s = setup(kerkerhatz.defaultOptions(players), 11);
      const dealt = s.hands.map((hand, seat) => hand.length + (s.piles[seat] as string[]).length);
      expect(dealt.reduce((a, b) => a + b, 0)).toBe(54);
      expect(Math.max(...dealt) - Math.min(...dealt)).toBeLessThanOrEqual(1);
      expect([...s.hands.flat(), ...s.piles.flat()].sort()).toEqual(frenchDeck({ jokers: true }).sort());
    }
  });

  it('draws a hand of 5 with two players, 4 with three, 3 with four', () => {
    expect(setup(kerkerhatz.defaultOptions(2), 1).hands.map((h) => h.length)).toEqual([5, 5]);
    expect(setup(kerkerhatz.defaultOptions(3), 1).hands.map((h) => h.length)).toEqual([4, 4, 4]);
    expect(setup(kerkerhatz.defaultOptions(4), 1).hands.map((h) => h.length)).toEqual([3, 3, 3, 3]);
  });

  it('builds each level’s dungeon from its numbers of doors, mini-bosses and events, with a king as boss', () => {
    for (const row of LEVELS) {
      for (let seed = 1; seed <= 5; seed++) {
        const { dungeon, boss } = buildDungeon(row, seed);
        const kinds = dungeon.map(dungeonKind);
        expect(kinds.filter((k) => k === 'door')).toHaveLength(row.doors);
        expect(kinds.filter((k) => k === 'miniBoss')).toHaveLength(row.miniBosses);
        expect(kinds.filter((k) => k === 'event')).toHaveLength(row.events);
        expect(new Set(dungeon).size).toBe(dungeon.length);
        expect(dungeonKind(boss)).toBe('boss');
      }
    }
  });

  it('is the same for the same seed and differs for another', () => {
    const options = kerkerhatz.defaultOptions(3);
    expect(setup(options, 5)).toEqual(setup(options, 5));
    expect(setup(options, 5).hands).not.toEqual(setup(options, 6).hands);
  });

  it('each player takes a free hero; with fewer than four, the others stay out; then the first card turns up', () => {
    let s = setup(kerkerhatz.defaultOptions(3), 3);
    expect(toAct(s)).toEqual([0, 1, 2]);
    expect(legalMoves(s, 0)).toHaveLength(4);
    s = apply(s, 1, { type: 'hero', hero: 'healer' });
    expect(() => apply(s, 0, { type: 'hero', hero: 'healer' })).toThrow(RuleError);
    expect(() => apply(s, 1, { type: 'hero', hero: 'scout' })).toThrow(RuleError);
    expect(toAct(s)).toEqual([0, 2]);
    expect(() => apply(s, 0, { type: 'giveUp' })).toThrow(RuleError);
    s = apply(s, 0, { type: 'hero', hero: 'fighter' }, 2000);
    s = apply(s, 2, { type: 'hero', hero: 'timeKeeper' }, 3000);
    expect(s.phase).toBe('reveal');
    expect(s.clock.status).toBe('idle');
    s = advance(s, 4000);
    expect(s.current?.card).toBe(buildDungeon(LEVELS[0] as Level, 3).dungeon[0]);
    expect(s.clock.status).toBe('running');
    expect(s.clock.elapsed).toBe(0);
  });

  it('refuses options outside the rules with a message naming the field', () => {
    expect(() => kerkerhatz.parseOptions({ players: 5 })).toThrow(OptionsError);
    expect(() => kerkerhatz.parseOptions({ players: 3, level: 6 })).toThrowError(/level/);
    expect(kerkerhatz.parseOptions({ players: 3 })).toMatchObject({
      players: 3,
      level: 1,
      clock: true,
      clockSeconds: 300,
      beginnerClock: false,
      eventWindowMs: 3000,
      handSize3: 4,
      manualFlip: false,
      hardCampaign: false,
    });
    expect(() => kerkerhatz.parseOptions({ players: 3, clockSeconds: 30 })).toThrowError(/clockSeconds/);
    expect(() => kerkerhatz.parseOptions({ players: 3, doors2: 17 })).toThrowError(/doors2/);
    expect(() => kerkerhatz.parseOptions({ players: 3, shortFuse: true, clockSeconds: 200 })).toThrowError(/shortFuse/);
  });
});
