import { describe, expect, it } from 'vitest';
import { machtkampf } from '../../../src/shared/games/machtkampf';
import { machtkampfPlayout } from '../../../src/shared/games/machtkampf/playout';
import { MAX_MOVES } from '../../../src/shared/engine/playout';
import { checkPlayout } from '../support/playout-check';

describe('the Machtkampf playout state plays exactly as the JSON rules', () => {
  it('over whole matches with three and four players, counter-clockwise and always clockwise, the call by hand and by the app', () => {
    const steps = checkPlayout(machtkampf, machtkampfPlayout, {
      configs: [
        { players: 4, matchEnd: 50 },
        { players: 3, matchEnd: 50 },
        { players: 4, matchEnd: 50, alwaysClockwise: true, lastCardCall: 'auto' },
        { players: 3, matchEnd: 50, lastCardCall: 'auto' },
      ],
      matches: 1,
      every: 8,
    });
    expect(steps).toBeGreaterThan(3000);
  });

  it('in matches of one game (the shortest match end, 1 point)', () => {
    const steps = checkPlayout(machtkampf, machtkampfPlayout, {
      configs: [
        { players: 4, matchEnd: 1 },
        { players: 3, matchEnd: 1, alwaysClockwise: true, lastCardCall: 'auto' },
      ],
      matches: 5,
      every: 2,
    });
    expect(steps).toBeGreaterThan(500);
  });

  it('takes back any number of moves, newest first, across trick ends, the exchange and new deals', () => {
    const options = machtkampf.parseOptions({ players: 4, matchEnd: 40 });
    const start = machtkampf.setup(options, 11);
    const p = machtkampfPlayout.load(start);
    const buffer = new Int32Array(MAX_MOVES);
    const seats = new Int32Array(4);
    const saves: string[] = [JSON.stringify(machtkampfPlayout.save(p))];
    let games = 0;
    for (let step = 0; step < 400 && machtkampfPlayout.actors(p, seats) > 0; step++) {
      const seat = seats[0] as number;
      const n = machtkampfPlayout.legal(p, seat, buffer);
      const before = machtkampfPlayout.save(p).game;
      machtkampfPlayout.apply(p, seat, buffer[(step * 7) % n] as number);
      if (machtkampfPlayout.save(p).game !== before) games++;
      saves.push(JSON.stringify(machtkampfPlayout.save(p)));
    }
    expect(games).toBeGreaterThan(0);
    for (let i = saves.length - 2; i >= 0; i--) {
      machtkampfPlayout.undo(p);
      expect(JSON.stringify(machtkampfPlayout.save(p))).toBe(saves[i]);
    }
    expect(() => machtkampfPlayout.undo(p)).toThrow(/nothing to undo/);
  });
});
