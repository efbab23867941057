import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { REACTION_WINDOW_MS, advance, apply, kerkerhatz, legalMoves, type Hero } from '../../../src/shared/games/kerkerhatz';
import { card, cards, play, position } from './build';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  throw new Error('accepted');
}

const at = (hero: Hero, door: string, hand = '2H 3H 4H 5H', pile = '') =>
  position({ heroes: [hero, hero === 'healer' ? 'fighter' : 'healer'], hands: [hand, '9C'], piles: [pile, ''], dungeon: door ? `${door} 2D` : '' });

describe('hero powers', () => {
  it('a power costs three cards from hand (out of play, face up), then the player draws up', () => {
    const s = apply(at('fighter', '4S', '2H 3H 4H 5H 6H', '7D 8D 9D'), 0, { type: 'power', discard: cards('2H 4H 6H') });
    expect(s.discards[0]).toEqual(cards('2H 4H 6H'));
    expect(s.hands[0]).toEqual(cards('3H 5H 7D 8D 9D'));
  });

  it('with fewer than three cards no power can be used', () => {
    const s = at('fighter', '4H', '2H 3H');
    expect(legalMoves(s, 0).some((m) => m.type === 'power')).toBe(false);
    expect(code(() => apply(s, 0, { type: 'power', discard: cards('2H 3H') }))).toBe('kerkerhatz.powerCost');
  });

  it('may be used as often as wanted, at any time, even when the effect finds nothing to do', () => {
    let s = at('fighter', '4H', '2H 3H 4H 5H 6H 7H 8H');
    s = apply(s, 0, { type: 'power', discard: cards('2H 3H 4H') });
    expect(s.current?.card).toBe('4H');
    s = apply(s, 0, { type: 'power', discard: cards('5H 6H 7H') });
    expect(s.tally.powers.fighter).toBe(2);
  });

  it('the fighter (Kämpferin) defeats the current door if it is ♠ or ♣', () => {
    for (const door of ['AS', '4C']) expect(apply(at('fighter', door), 0, { type: 'power', discard: cards('2H 3H 4H') }).beaten).toEqual([door]);
    for (const door of ['AH', '4D']) expect(apply(at('fighter', door), 0, { type: 'power', discard: cards('2H 3H 4H') }).beaten).toEqual([]);
  });

  it('the scout (Späher) defeats the current door if it is ♥ or ♦', () => {
    for (const door of ['AH', '4D']) expect(apply(at('scout', door), 0, { type: 'power', discard: cards('2H 3H 4H') }).beaten).toEqual([door]);
    for (const door of ['AS', '4C']) expect(apply(at('scout', door), 0, { type: 'power', discard: cards('2H 3H 4H') }).beaten).toEqual([]);
  });

  it('fighter and scout never act on a mini-boss, an event or the boss', () => {
    for (const target of ['JS', 'JH', '']) {
      for (const hero of ['fighter', 'scout'] as const) {
        expect(apply(at(hero, target), 0, { type: 'power', discard: cards('2H 3H 4H') }).beaten).toEqual([]);
      }
    }
    const event = at('fighter', '5S');
    expect(apply(event, 0, { type: 'power', discard: cards('2H 3H 4H') }).phase).toBe('window');
  });

  it('the healer (Heiler) gives a teammate the top 4 cards of their pile, even above hand size', () => {
    const s = apply(at('healer', '4S', '2H 3H 4H 5H', '6D 7D 8D 9D 10D JD QD'), 0, { type: 'power', discard: cards('2H 3H 4H'), teammate: 1 });
    expect(s.hands[1]).toEqual(cards('9C 6D 7D 8D 9D'));
    expect(s.hands[0]).toEqual(cards('5H 10D JD QD'));
  });

  it('the healer gives fewer if fewer are left, and brings back a player who had no cards', () => {
    const base = position({ heroes: ['healer', 'fighter'], hands: ['2H 3H 4H 5H', ''], piles: ['6D 7D', ''], dungeon: '4S 2D' });
    const s = apply(base, 0, { type: 'power', discard: cards('2H 3H 4H'), teammate: 1 });
    expect(s.hands[1]).toEqual(cards('6D 7D'));
    expect(s.piles[0]).toEqual([]);
  });

  it('the healer must name a teammate, not themselves; other heroes name nobody', () => {
    const s = at('healer', '4S');
    expect(code(() => apply(s, 0, { type: 'power', discard: cards('2H 3H 4H') }))).toBe('kerkerhatz.healerNeedsTeammate');
    expect(code(() => apply(s, 0, { type: 'power', discard: cards('2H 3H 4H'), teammate: 0 }))).toBe('kerkerhatz.healerNeedsTeammate');
    expect(code(() => apply(at('fighter', '4S'), 0, { type: 'power', discard: cards('2H 3H 4H'), teammate: 1 }))).toBe('rule.badMove');
  });

  it('the time keeper (Zeitwächterin) stops the clock until the next card is played from a hand', () => {
    let s = apply(at('timeKeeper', '4S', '2H 3H 4H 5H 6S 7S'), 0, { type: 'power', discard: cards('2H 3H 4H') }, 10_000);
    expect(s.clock).toMatchObject({ status: 'paused', elapsed: 10_000 });
    s = advance(s, 50_000);
    expect(s.clock.elapsed).toBe(10_000);
    s = play(s, card(0, '6S', '4S', 60_000));
    expect(s.clock).toMatchObject({ status: 'running', elapsed: 10_000 });
    s = advance(s, 61_000);
    expect(s.clock.elapsed).toBe(11_000);
  });

  it('a power is not a card play: the pause holds while the team uses powers', () => {
    let s = position({ heroes: ['timeKeeper', 'fighter'], hands: ['2H 3H 4H 3D', '6H 7H 8H 9H'], dungeon: '4D 2D' });
    s = apply(s, 0, { type: 'power', discard: cards('2H 3H 4H') }, 1000);
    s = apply(s, 1, { type: 'power', discard: cards('6H 7H 8H') }, 5000);
    expect(s.clock).toMatchObject({ status: 'paused', elapsed: 1000 });
  });

  it('with the beginner clock the pause costs no cards, and is only there while the clock runs', () => {
    let s = position({ heroes: ['timeKeeper', 'fighter'], hands: ['2H 3H 4H 5H', '6H'], dungeon: '4H 2D', options: { beginnerClock: true } });
    expect(legalMoves(s, 0)).toContainEqual({ type: 'power', discard: [] });
    s = apply(s, 0, { type: 'power', discard: [] }, 2000);
    expect(s.hands[0]).toEqual(cards('2H 3H 4H 5H'));
    expect(s.discards[0]).toEqual([]);
    expect(s.clock).toMatchObject({ status: 'paused', elapsed: 2000 });
    expect(legalMoves(s, 0)).not.toContainEqual({ type: 'power', discard: [] });
    expect(code(() => apply(s, 0, { type: 'power', discard: [] }))).toBe('kerkerhatz.clockNotRunning');
  });

  it('with the beginner clock the time keeper may still pay for the power to swap cards', () => {
    const s = position({
      heroes: ['timeKeeper', 'fighter'],
      hands: ['2H 3H 4H 5H', '6H'],
      piles: ['7S 8S 9S 10S', ''],
      dungeon: '4S 2D',
      options: { beginnerClock: true },
    });
    const powers = legalMoves(s, 0).filter((m) => m.type === 'power');
    expect(powers).toEqual([
      { type: 'power', discard: [] },
      { type: 'power', discard: cards('2H 3H 4H') },
      { type: 'power', discard: cards('2H 3H 5H') },
      { type: 'power', discard: cards('2H 4H 5H') },
      { type: 'power', discard: cards('3H 4H 5H') },
    ]);
    const swapped = apply(s, 0, { type: 'power', discard: cards('2H 3H 4H') }, 1000);
    expect(swapped.discards[0]).toEqual(cards('2H 3H 4H'));
    expect(swapped.hands[0]).toEqual(cards('5H 7S 8S 9S 10S'));
    expect(swapped.clock).toMatchObject({ status: 'paused', elapsed: 1000 });
    expect(swapped.tally.powers.timeKeeper).toBe(1);
    // While the clock stands there is no free pause, but the power can still be paid for.
    expect(legalMoves(swapped, 0).filter((m) => m.type === 'power')).toHaveLength(10);
    expect(apply(swapped, 0, { type: 'power', discard: cards('7S 8S 9S') }).hands[0]).toEqual(cards('5H 10S'));
  });

  it('with the beginner clock the time keeper discards no card (the free pause) or three, nothing in between', () => {
    const s = position({ heroes: ['timeKeeper', 'fighter'], hands: ['2H 3H 4H 5H', '6H'], dungeon: '4H 2D', options: { beginnerClock: true } });
    expect(code(() => apply(s, 0, { type: 'power', discard: cards('2H') }))).toBe('kerkerhatz.freeOrPaidPause');
    expect(code(() => apply(s, 0, { type: 'power', discard: cards('2H 3H 4H 5H') }))).toBe('kerkerhatz.freeOrPaidPause');
    expect(code(() => apply(s, 1, { type: 'power', discard: [] }))).toBe('kerkerhatz.powerCost');
  });

  it('a short fuse with the beginner clock: 5:00 on the clock, and the pause is still free', () => {
    const s = position({
      heroes: ['timeKeeper', 'fighter'],
      hands: ['2H 3H', '6H'],
      dungeon: '4H 2D',
      options: kerkerhatz.parseOptions({ players: 2, beginnerClock: true, shortFuse: true }),
    });
    expect(s.clock).toMatchObject({ status: 'running', limit: 300_000 });
    const paused = apply(s, 0, { type: 'power', discard: [] }, 299_000);
    expect(paused.clock).toMatchObject({ status: 'paused', elapsed: 299_000 });
    expect(paused.hands[0]).toEqual(cards('2H 3H'));
    expect(advance(paused, 900_000).phase).toBe('fight');
    expect(advance(s, 300_000).cause).toBe('time');
  });

  it('a power used while Einsturz waits for its discards leaves the two discards still owed', () => {
    const s = advance(at('fighter', '5S', '2H 3H 4H 5H', '6D 7D'), REACTION_WINDOW_MS);
    expect(s.phase).toBe('collapse');
    const after = apply(s, 0, { type: 'power', discard: cards('2H 3H 4H') });
    expect(after.phase).toBe('collapse');
    expect(after.collapsePending).toContain(0);
  });
});
