import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { advance, apply, isStuck, legalMoves, result, toAct } from '../../../src/shared/games/kerkerhatz';
import { card, play, position } from './build';

describe('losing', () => {
  it('the team loses when no player has any card left, in hand or pile', () => {
    const s = play(position({ hands: ['2H', ''], dungeon: '3H 2D' }), card(0, '2H', '3H'));
    expect(s.phase).toBe('lost');
    expect(s.cause).toBe('noCards');
    expect(toAct(s)).toEqual([]);
    expect(result(s)).toMatchObject({ winners: [], scores: [0, 0], lowerIsBetter: false, detail: { cause: 'noCards', dungeonLeft: 3 } });
  });

  it('the team is stuck when no card in any hand counts and nobody holds the three cards of a power', () => {
    const s = position({ hands: ['2H 3H', '4D 5D'], dungeon: '2S' });
    expect(s.phase).toBe('lost');
    expect(s.cause).toBe('stuck');
  });

  it('a single card that counts keeps the team going', () => {
    expect(position({ hands: ['2H 3H', '4D 5S'], dungeon: '2S' }).phase).toBe('fight');
  });

  it('a jack counts toward any door; a joker toward any suit still needed; any card toward a pit', () => {
    expect(position({ hands: ['2H JH', '4D'], dungeon: '2S' }).phase).toBe('fight');
    expect(position({ hands: ['2H X2', '4D'], dungeon: '2S' }).phase).toBe('fight');
    expect(position({ hands: ['2H JH', '4D'], dungeon: 'JS' }).phase).toBe('lost');
  });

  it('a player who could use a power keeps the team from being stuck', () => {
    const s = position({ heroes: ['scout', 'fighter'], hands: ['2H 3H 4H', '4D 5D'], dungeon: '2S' });
    expect(s.phase).toBe('fight');
    expect(isStuck(s)).toBe(false);
    const after = apply(s, 0, { type: 'power', discard: ['2H', '3H', '4H'] });
    expect(after.cause).toBe('stuck');
  });

  it('a free pause does not keep a team from being stuck', () => {
    const s = position({ heroes: ['timeKeeper', 'fighter'], hands: ['2H 3H', '4D'], dungeon: '2S', options: { beginnerClock: true } });
    expect(s.phase).toBe('lost');
    expect(s.cause).toBe('stuck');
    expect(s.clock.elapsed).toBe(0);
    expect(result(s)?.detail).toMatchObject({ cause: 'stuck', remainingMs: 360_000 });
  });

  it('on the beginner clock a time keeper with three cards to pay keeps the team from being stuck', () => {
    const s = position({ heroes: ['timeKeeper', 'fighter'], hands: ['2H 3H 4H', '4D'], dungeon: '2S', options: { beginnerClock: true } });
    expect(s.phase).toBe('fight');
    expect(apply(s, 0, { type: 'power', discard: [] }, 1000).phase).toBe('fight');
    expect(apply(s, 0, { type: 'power', discard: ['2H', '3H', '4H'] }, 1000).cause).toBe('stuck');
  });

  it('stuck is checked when a card turns up', () => {
    const s = play(position({ hands: ['2H 3H', '4D'], dungeon: 'AH 2S' }), card(0, '2H', 'AH', 0));
    expect(s.phase).toBe('reveal');
    expect(advance(s, 1000).cause).toBe('stuck');
  });

  it('giving up needs every player’s agreement', () => {
    let s = position({ hands: ['2H 3H', '4D 5D', '6C'], dungeon: '4H 2D' });
    s = apply(s, 0, { type: 'giveUp' });
    s = apply(s, 2, { type: 'giveUp' });
    expect(s.phase).toBe('fight');
    expect(() => apply(s, 0, { type: 'giveUp' })).toThrowError(RuleError);
    expect(legalMoves(s, 0).some((m) => m.type === 'giveUp')).toBe(false);
    s = apply(s, 1, { type: 'giveUp' });
    expect(s.phase).toBe('lost');
    expect(s.cause).toBe('gaveUp');
  });

  it('a card played means the team plays on: every call to give up lapses', () => {
    let s = position({ hands: ['2H 3H', '4D 5D'], dungeon: '4H 2D' });
    s = apply(s, 1, { type: 'giveUp' });
    s = play(s, card(0, '2H', '4H'));
    expect(s.giveUpVotes).toEqual([false, false]);
  });

  it('after the end no move is taken', () => {
    const s = position({ hands: ['2H 3H', '4D 5D'], dungeon: '2S' });
    expect(legalMoves(s, 0)).toEqual([]);
    expect(() => apply(s, 0, { type: 'giveUp' })).toThrowError(RuleError);
  });
});
