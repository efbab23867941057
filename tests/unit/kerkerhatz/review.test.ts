import { describe, expect, it } from 'vitest';
import { REACTION_WINDOW_MS, REVEAL_BEAT_MS, advance, apply, legalMoves } from '../../../src/shared/games/kerkerhatz';
import { card, cards, play, position } from './build';

const CLOSE = REACTION_WINDOW_MS;

/** Rules checked in review against the spec, sentence by sentence. */
describe('review: powers at any time', () => {
  it('a power may be used at any time, also while Einsturz waits for its discards', () => {
    const s = advance(
      position({ heroes: ['timeKeeper', 'healer'], hands: ['2H 3H 4H 5H', '6C 7C 8C'], piles: ['9D 10D 2S', '3S 4S 5S 6S 7S 8S 9S'], dungeon: '5S 2C' }),
      CLOSE,
    );
    expect(s.phase).toBe('collapse');
    expect(legalMoves(s, 0)).toContainEqual({ type: 'power', discard: cards('2H 3H 4H') });
    const paused = apply(s, 0, { type: 'power', discard: cards('2H 3H 4H') }, CLOSE + 500);
    expect(paused.clock).toMatchObject({ status: 'paused', elapsed: CLOSE + 500 });
    expect(paused.hands[0]).toEqual(cards('5H 9D 10D 2S'));
    expect(paused.collapsePending).toEqual([0, 1]);
    const healed = apply(s, 1, { type: 'power', discard: cards('6C 7C 8C'), teammate: 0 }, CLOSE + 500);
    expect(healed.hands[0]).toEqual(cards('2H 3H 4H 5H 3S 4S 5S 6S'));
    expect(healed.collapsePending).toEqual([0, 1]);
  });

  it('Einsturz: a player whom a power leaves with fewer than 2 cards discards all and owes nothing more', () => {
    let s = advance(position({ heroes: ['fighter', 'scout'], hands: ['2H 3H 4H', '6C 7C'], piles: ['', ''], dungeon: '5S 2C' }), CLOSE);
    expect(s.collapsePending).toEqual([0, 1]);
    s = apply(s, 0, { type: 'power', discard: cards('2H 3H 4H') }, CLOSE + 100);
    expect(s.collapsePending).toEqual([1]);
    s = apply(s, 1, { type: 'discard', cards: cards('6C 7C') }, CLOSE + 200);
    expect(s.phase).toBe('lost');
    expect(s.cause).toBe('noCards');
  });
});

describe('review: rules without a test so far', () => {
  it('the game clock runs during an event’s reaction window', () => {
    const s = advance(position({ hands: ['2H 3H', '4D 5D'], dungeon: '5D 2H' }), CLOSE - 1);
    expect(s.phase).toBe('window');
    expect(s.clock).toMatchObject({ status: 'running', elapsed: CLOSE - 1 });
  });

  it('the time keeper’s pause holds when a power defeats a door and the next card turns up: neither is a card play', () => {
    let s = position({ heroes: ['timeKeeper', 'fighter'], hands: ['2H 3H 4H', '6H 7H 8H 9D'], dungeon: '4C 2D' });
    s = apply(s, 0, { type: 'power', discard: cards('2H 3H 4H') }, 1000);
    s = apply(s, 1, { type: 'power', discard: cards('6H 7H 8H') }, 2000);
    expect(s.beaten).toEqual(['4C']);
    s = advance(s, 2000 + REVEAL_BEAT_MS);
    expect(s.current?.card).toBe('2D');
    expect(s.clock).toMatchObject({ status: 'paused', elapsed: 1000 });
  });

  it('Einsturz with every hand below two cards: all of them go and the next card comes without waiting', () => {
    const s = advance(position({ hands: ['2H', '4D'], piles: ['3C 4C 5C 6C 7C', '8C 9C'], dungeon: '5S 2C' }), CLOSE);
    expect(s.phase).toBe('reveal');
    expect(s.beaten).toEqual(['5S']);
    expect(s.discards).toEqual([cards('2H'), cards('4D')]);
    expect(s.hands).toEqual([cards('3C 4C 5C 6C 7C'), cards('8C 9C')]);
  });

  it('Durcheinander with four players: each passes to the next seat, the last to the first', () => {
    const s = advance(position({ hands: ['2C', '3D', '4H', '6S'], dungeon: '5H 2C' }), CLOSE);
    expect(s.hands).toEqual([cards('6S'), cards('2C'), cards('3D'), cards('4H')]);
  });

  it('a jack onto the boss is one card of its suit', () => {
    const s = play(position({ hands: ['JH 2C', '3D'], dungeon: '' }), card(0, 'JH', 'KS'));
    expect(s.current?.remaining).toEqual({ C: 2, D: 2, H: 1, S: 2, any: 0 });
  });

  it('the scout’s power does not defeat the pit either; a queen counts one card there', () => {
    const s = advance(position({ heroes: ['scout', 'fighter'], hands: ['2C 3S 4S QH', '9D'], dungeon: '5C 2C' }), CLOSE);
    expect(apply(s, 0, { type: 'power', discard: cards('2C 3S 4S') }).current?.remaining.any).toBe(4);
    expect(play(s, card(0, 'QH', '5C')).current?.remaining.any).toBe(3);
  });

  it('the healer’s power still costs three cards on the beginner clock', () => {
    const s = position({ heroes: ['healer', 'timeKeeper'], hands: ['2H 3H 4H', '9D'], dungeon: '4S 2D', options: { beginnerClock: true } });
    expect(legalMoves(s, 0).filter((m) => m.type === 'power')).toEqual([{ type: 'power', discard: cards('2H 3H 4H'), teammate: 1 }]);
  });
});

describe('review: a free pause changes no card', () => {
  it('on the beginner clock the time keeper pauses for free, then pays three cards to dig for the suit the door needs', () => {
    const s = position({
      heroes: ['timeKeeper', 'fighter'],
      hands: ['2H 3H 4H 5H 6H', '4D'],
      piles: ['7S', ''],
      dungeon: 'AS',
      options: { beginnerClock: true },
    });
    expect(s.phase).toBe('fight');
    const paused = apply(s, 0, { type: 'power', discard: [] }, 1000);
    expect(paused.phase).toBe('fight');
    expect(paused.hands[0]).toEqual(cards('2H 3H 4H 5H 6H'));
    const swapped = apply(paused, 0, { type: 'power', discard: cards('2H 3H 4H') }, 2000);
    expect(swapped.hands[0]).toEqual(cards('5H 6H 7S'));
    expect(swapped.clock).toMatchObject({ status: 'paused', elapsed: 1000 });
    const won = play(swapped, card(0, '7S', 'AS', 3000));
    expect(won.beaten).toEqual(['AS']);
    expect(won.clock).toMatchObject({ status: 'running', elapsed: 1000 });
  });
});
