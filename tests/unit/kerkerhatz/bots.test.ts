import { describe, expect, it } from 'vitest';
import { REACTION_WINDOW_MS, advance, apply, decide, legalMoves, view, type KerkerhatzState } from '../../../src/shared/games/kerkerhatz';
import { cards, position } from './build';

const choice = (s: KerkerhatzState, seat: number, quiet = 0) => decide(view(s, seat), seat, legalMoves(s, seat), quiet);

describe('the team bot', () => {
  it('plays a card of a needed suit at once, and waits when it has none', () => {
    const s = position({ heroes: ['fighter', 'healer'], hands: ['2C 7H 9D', '3S 4S 5S'], dungeon: '3H' });
    expect(choice(s, 0)).toEqual({ type: 'play', card: '7H', target: '3H' });
    expect(choice(s, 1)).toBeNull();
  });

  it('plays a king where it fits, and keeps it when it would waste half', () => {
    expect(choice(position({ hands: ['KH 2C', '3S'], dungeon: '3H' }), 0)).toEqual({ type: 'play', card: 'KH', target: '3H' });
    expect(choice(position({ hands: ['KH 2C', '3S'], dungeon: 'AH' }), 0)).toBeNull();
    expect(choice(position({ hands: ['KH 2C', '3S'], dungeon: 'AH' }), 0, 1)).toEqual({ type: 'play', card: 'KH', target: 'AH' });
  });

  it('puts a jack on a big door, and not on a small one while it can wait', () => {
    expect(choice(position({ hands: ['JC 4D 2C', '3S'], dungeon: '4D' }), 0)).toEqual({ type: 'play', card: 'JC', target: '4D' });
    expect(choice(position({ hands: ['JC 4D 2C', '3S'], dungeon: 'AD' }), 0)).toEqual({ type: 'play', card: '4D', target: 'AD' });
  });

  it('saves queens for the events still to come, and cancels a cave-in with one', () => {
    const door = position({ hands: ['QH 2C', '3S'], dungeon: '2H 5S', options: { level: 2 } });
    expect(choice(door, 0)).toBeNull();
    const event = position({ hands: ['QH 2C', '3S'], dungeon: '5S 2H', options: { level: 2 } });
    expect(choice(event, 0)).toEqual({ type: 'play', card: 'QH', target: '5S' });
  });

  it('uses the right door power: the fighter on ♠ and ♣ doors, the scout on ♥ and ♦', () => {
    const spade = position({ heroes: ['fighter', 'scout'], hands: ['2H 3H 4D 5D', '6H 7H 8D 9D'], dungeon: '4S' });
    expect(choice(spade, 0)).toMatchObject({ type: 'power' });
    expect(choice(spade, 1)).toBeNull();
  });

  it('cycles cards when the table has stayed quiet, and gives up only when nothing can help', () => {
    const s = position({ heroes: ['scout', 'healer'], hands: ['2H 3H 4D 5D 6D', '6H 7H'], piles: ['9D 10D', ''], dungeon: '2S' });
    expect(choice(s, 0, 0)).toBeNull();
    expect(choice(s, 0, 1)).toBeNull();
    expect(choice(s, 0, 2)).toEqual({ type: 'play', card: '2H', target: '2S' });
    expect(choice(s, 1, 3)).toBeNull();
    expect(choice(s, 1, 4)).toEqual({ type: 'giveUp' });
  });

  it('on the beginner clock the time keeper pauses for free when the table goes quiet, and pays three cards only to swap them', () => {
    const s = position({
      heroes: ['timeKeeper', 'fighter', 'healer'],
      hands: ['KH KD KC QH', '4D', '6D'],
      piles: ['7S 8S 9S', '', ''],
      dungeon: '2S',
      options: { beginnerClock: true, level: 2 },
    });
    expect(choice(s, 0, 0)).toBeNull();
    expect(choice(s, 0, 1)).toEqual({ type: 'power', discard: [] });
    const paused = apply(s, 0, { type: 'power', discard: [] }, 1000);
    expect(choice(paused, 0, 2)).toBeNull();
    // The queen stays for the event still to come.
    expect(choice(paused, 0, 3)).toEqual({ type: 'power', discard: cards('KH KD KC') });
  });

  it('discards its two cheapest cards in a cave-in', () => {
    const s = advance(position({ hands: ['X1 2C KD 9H', '3S 4S'], dungeon: '5S 2H', options: { level: 3 } }), REACTION_WINDOW_MS);
    expect(s.phase).toBe('collapse');
    expect(choice(s, 0)).toEqual({ type: 'discard', cards: ['2C', '9H'] });
  });
});
