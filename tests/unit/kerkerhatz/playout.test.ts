import { describe, expect, it } from 'vitest';
import { MAX_MOVES } from '../../../src/shared/engine/playout';
import type { Json } from '../../../src/shared/engine/types';
import { MAX_LEVEL, kerkerhatz, kerkerhatzPlayout, setup } from '../../../src/shared/games/kerkerhatz';
import { checkPlayout } from '../support/playout-check';

/** Every campaign level with 2–4 players, flipping by hand or not, the beginner clock, the clock off, the hard campaign. */
const LEVELS: Json[] = [];
for (let level = 1; level <= MAX_LEVEL; level++) {
  for (const players of [2, 3, 4]) {
    LEVELS.push({ players, level, manualFlip: level % 2 === 1, beginnerClock: players === 3, clock: players !== 4, hardCampaign: level === 4 });
    LEVELS.push({ players, level, manualFlip: level % 2 === 0, beginnerClock: players !== 3, clock: true });
  }
}

/** The lab's numbers at the ends of their ranges: hand sizes, the event window, the clock, the level table's cells. */
const RANGE_ENDS: Json[] = [
  { players: 2, level: 5, handSize2: 3, eventWindowMs: 500, clockSeconds: 60 },
  { players: 2, level: 4, handSize2: 10, eventWindowMs: 10_000, clockSeconds: 1800, beginnerClock: true },
  { players: 3, level: 5, handSize3: 3, events5: 4, manualFlip: true },
  { players: 3, level: 3, handSize3: 10, doors3: 16, miniBosses3: 4, events3: 4, bossPerSuit3: 5 },
  { players: 4, level: 5, handSize4: 10, eventWindowMs: 10_000, clockSeconds: 1800 },
  { players: 4, level: 2, handSize4: 3, doors2: 0, miniBosses2: 0, events2: 0, bossPerSuit2: 1, beginnerClock: true },
  { players: 3, level: 1, doors1: 16, miniBosses1: 0, events1: 0, bossPerSuit1: 1, clock: false },
];

describe('Kerkerhatz playout', () => {
  it('plays every level, with and without the clock, exactly as the JSON rules (differential test)', () => {
    const steps = checkPlayout(kerkerhatz, kerkerhatzPlayout, { configs: LEVELS, matches: 4, every: 4 });
    expect(steps).toBeGreaterThan(2000);
  });

  it('plays the lab’s range ends exactly as the JSON rules (differential test)', () => {
    const steps = checkPlayout(kerkerhatz, kerkerhatzPlayout, { configs: RANGE_ENDS, matches: 6, every: 3 });
    expect(steps).toBeGreaterThan(600);
  });

  it('undoes a whole match back to its start, newest move first', () => {
    const options = kerkerhatz.parseOptions({ players: 3, level: 5 });
    const start = setup(options, 9);
    const p = kerkerhatzPlayout.load(start);
    const moves = new Int32Array(MAX_MOVES);
    const seats = new Int32Array(4);
    let now = 0;
    let applied = 0;
    for (let i = 0; i < 400 && kerkerhatzPlayout.actors(p, seats) > 0; i++) {
      now += 700;
      const due = kerkerhatzPlayout.nextDeadline?.(p) ?? null;
      const n = kerkerhatzPlayout.legal(p, seats[i % 3] as number, moves);
      if (n === 0 || (due !== null && due <= now)) kerkerhatzPlayout.advance?.(p, now);
      else kerkerhatzPlayout.apply(p, seats[i % 3] as number, moves[(i * 7) % n] as number, now);
      applied++;
    }
    for (let i = 0; i < applied; i++) kerkerhatzPlayout.undo(p);
    expect(kerkerhatzPlayout.save(p)).toEqual(start);
    expect(() => kerkerhatzPlayout.undo(p)).toThrow('nothing to undo');
  });

  it('refuses to encode a move the rules refuse, with their reason', () => {
    const p = kerkerhatzPlayout.load(setup(kerkerhatz.parseOptions({ players: 2 }), 1));
    expect(() => kerkerhatzPlayout.encode(p, 0, { type: 'flip' })).toThrow('kerkerhatz.chooseHeroFirst');
  });
});
