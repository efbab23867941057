import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { REACTION_WINDOW_MS, advance, apply, clockLimitOf, kerkerhatz, nextDeadline, result, setup } from '../../../src/shared/games/kerkerhatz';
import { card, position } from './build';

const options = (o: object) => kerkerhatz.parseOptions({ players: 3, ...o });

describe('the clock', () => {
  it('is 5:00; a short fuse takes one minute off; the beginner clock has 6:00', () => {
    expect(clockLimitOf(options({}))).toBe(300_000);
    expect(clockLimitOf(options({ shortFuse: true }))).toBe(240_000);
    expect(clockLimitOf(options({ beginnerClock: true }))).toBe(360_000);
    expect(clockLimitOf(options({ beginnerClock: true, shortFuse: true }))).toBe(300_000);
    expect(clockLimitOf(options({ clock: false }))).toBeNull();
  });

  it('runs as long as the clock option says, and the beginner clock adds its minute to it', () => {
    expect(clockLimitOf(options({ clockSeconds: 90 }))).toBe(90_000);
    expect(clockLimitOf(options({ clockSeconds: 90, beginnerClock: true }))).toBe(150_000);
    const s = position({ hands: ['2H 3H', '4H'], dungeon: '4H 2D', options: { clockSeconds: 90 } });
    expect(result(advance(s, 89_999))).toBeNull();
    expect(result(advance(s, 90_000))?.detail).toMatchObject({ cause: 'time' });
  });

  it('starts when the first dungeon card is revealed, not while heroes are chosen', () => {
    let s = setup(kerkerhatz.defaultOptions(2), 4);
    s = apply(s, 0, { type: 'hero', hero: 'fighter' }, 20_000);
    s = apply(s, 1, { type: 'hero', hero: 'scout' }, 30_000);
    expect(nextDeadline(s)).toBe(31_000);
    s = advance(s, 31_000);
    expect(s.clock).toMatchObject({ status: 'running', elapsed: 0 });
    expect(nextDeadline(s)).toBe(331_000);
  });

  it('running out before the boss is defeated loses the dungeon', () => {
    const s = advance(position({ hands: ['2H 3H', '4H'], dungeon: '4H 2D' }), 300_000);
    expect(s.phase).toBe('lost');
    expect(s.cause).toBe('time');
    expect(s.clock).toMatchObject({ status: 'expired', elapsed: 300_000 });
    expect(result(s)).toMatchObject({ winners: [], detail: { outcome: 'lost', cause: 'time', remainingMs: 0 } });
    expect(nextDeadline(s)).toBeNull();
  });

  it('a move stamped after the clock ran out is refused: time is brought up to the stamp first', () => {
    const s = position({ hands: ['2H 3H', '4H'], dungeon: '4H 2D' });
    expect(() => apply(s, 0, card(0, '2H', '4H').move, 300_000)).toThrowError(RuleError);
    expect(apply(s, 0, card(0, '2H', '4H').move, 299_999).clock.elapsed).toBe(299_999);
  });

  it('with the clock off time passes but never runs out', () => {
    const s = advance(position({ hands: ['2H 3H', '4H'], dungeon: '4H 2D', options: { clock: false } }), 10_000_000);
    expect(s.phase).toBe('fight');
    expect(s.clock.elapsed).toBe(10_000_000);
    expect(nextDeadline(s)).toBeNull();
  });

  it('the reaction window is real time: it closes even while the clock is paused', () => {
    let s = position({ heroes: ['timeKeeper', 'fighter'], hands: ['2H 3H 4H 5H', '4H'], dungeon: '5D 2H' });
    s = apply(s, 0, { type: 'power', discard: ['2H', '3H', '4H'] }, 1000);
    s = advance(s, REACTION_WINDOW_MS);
    expect(s.dark).toBe(true);
    expect(s.clock.elapsed).toBe(1000);
  });

  it('timers fire in time order when a move arrives late: the window closes, then the next card turns up', () => {
    const s = position({ hands: ['2H 3H', '4H 5C'], dungeon: '5H 2H' });
    const late = apply(s, 0, card(0, '4H', '2H').move, 10_000);
    expect(late.beaten).toEqual(['5H']);
    expect(late.current?.remaining.H).toBe(1);
  });

  it('a time earlier than the state’s own changes nothing: the host clock only goes forward', () => {
    const s = advance(position({ hands: ['2H 3H', '4H'], dungeon: '4H 2D' }), 5000);
    expect(advance(s, 4000)).toEqual(s);
  });
});
