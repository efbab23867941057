import { describe, expect, it } from 'vitest';
import { MAX_MOVES } from '../../../src/shared/engine/playout';
import type { FrenchCard } from '../../../src/shared/cards';
import { ueberkochen, type Pot } from '../../../src/shared/games/ueberkochen';
import { ueberkochenPlayout } from '../../../src/shared/games/ueberkochen/playout';
import { checkPlayout } from '../support/playout-check';

describe('Überkochen playout representation', () => {
  // Every player count, both round counts, and the limit at the ends of its range, the original's 13, the variant's 19 and the rules' 20.
  const configs = [3, 4, 5, 6].flatMap((players) =>
    [false, true].flatMap((fourRounds) => [10, 13, 19, 20, 99].map((limit) => ({ players, fourRounds, limit }))),
  );

  it('plays random matches to the same states, moves, seats and results as the JSON rules (differential test)', () => {
    const steps = checkPlayout(ueberkochen, ueberkochenPlayout, { configs, matches: 2, every: 4 });
    expect(steps).toBeGreaterThan(40 * 2 * 100);
  });

  it('takes back a whole match, round ends included, move by move', () => {
    const state = ueberkochen.setup(ueberkochen.parseOptions({ players: 3 }), 11);
    const p = ueberkochenPlayout.load(state);
    const buffer = new Int32Array(MAX_MOVES);
    const seats = new Int32Array(8);
    const states = [JSON.stringify(ueberkochenPlayout.save(p))];
    let moves = 0;
    while (ueberkochenPlayout.actors(p, seats) > 0) {
      const seat = seats[0] as number;
      const n = ueberkochenPlayout.legal(p, seat, buffer);
      ueberkochenPlayout.apply(p, seat, buffer[moves % n] as number);
      states.push(JSON.stringify(ueberkochenPlayout.save(p)));
      moves++;
    }
    expect(ueberkochenPlayout.result(p)).not.toBeNull();
    for (let i = states.length - 2; i >= 0; i--) {
      ueberkochenPlayout.undo(p);
      expect(JSON.stringify(ueberkochenPlayout.save(p))).toBe(states[i]);
    }
    expect(() => ueberkochenPlayout.undo(p)).toThrow(/no move to take back/);
  });

  it('refuses to encode a move that is not legal now', () => {
    const state = ueberkochen.setup(ueberkochen.parseOptions({ players: 4 }), 5);
    const p = ueberkochenPlayout.load(state);
    const seat = state.turn as number;
    const card = state.hands[seat]?.find((c) => !c.endsWith('S')) as FrenchCard;
    const wrongPot: Pot = card.endsWith('H') ? 'D' : 'H';
    expect(() => ueberkochenPlayout.encode(p, seat, { type: 'play', card, pot: wrongPot })).toThrow(/no legal move/);
    expect(() => ueberkochenPlayout.encode(p, (seat + 1) % 4, { type: 'play', card, pot: card.slice(-1) as Pot })).toThrow(/no legal move/);
  });
});
