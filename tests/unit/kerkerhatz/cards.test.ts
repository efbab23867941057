import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { REVEAL_BEAT_MS, advance, apply, legalMoves } from '../../../src/shared/games/kerkerhatz';
import { card, cards, play, position } from './build';

function refusedCode(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  throw new Error('accepted');
}

describe('what a hero card does when played', () => {
  it('a card A–10 is one card of its suit', () => {
    const s = play(position({ hands: ['AH 10H 2C', '3D'], dungeon: '4H' }), card(0, 'AH', '4H'), card(0, '10H', '4H'));
    expect(s.current?.remaining.H).toBe(2);
  });

  it('a king counts two of its suit', () => {
    const s = play(position({ hands: ['KH 2C', '3D'], dungeon: '3H' }), card(0, 'KH', '3H'));
    expect(s.current?.remaining.H).toBe(1);
  });

  it('a king onto a need of one fills it and the second half is wasted', () => {
    const s = play(position({ hands: ['KH 2C', '3D'], dungeon: 'AH 2S' }), card(0, 'KH', 'AH'));
    expect(s.beaten).toEqual(['AH']);
    expect(s.tally.wasted).toBe(0);
  });

  it('a joker counts one card of the suit its player chooses, and must name one', () => {
    let s = position({ hands: ['X1 2C', '3D'], dungeon: 'JS' });
    expect(legalMoves(s, 0).filter((m) => m.type === 'play' && m.card === 'X1')).toHaveLength(4);
    expect(refusedCode(() => apply(s, 0, { type: 'play', card: 'X1', target: 'JS' }))).toBe('kerkerhatz.jokerNeedsSuit');
    s = apply(s, 0, { type: 'play', card: 'X1', target: 'JS', suit: 'C' });
    expect(s.current?.remaining).toEqual({ C: 1, D: 0, H: 0, S: 2, any: 0 });
    expect(s.current?.played).toEqual([{ seat: 0, card: 'X1', suit: 'C' }]);
  });

  it('a plain card may not name a suit', () => {
    const s = position({ hands: ['2C', '3D'], dungeon: '2S' });
    expect(refusedCode(() => apply(s, 0, { type: 'play', card: '2C', target: '2S', suit: 'S' }))).toBe('rule.badMove');
  });

  it('a jack onto a door defeats it at once', () => {
    const s = play(position({ hands: ['JD 2C', '3D'], dungeon: '4S 2H' }), card(0, 'JD', '4S'));
    expect(s.beaten).toEqual(['4S']);
    expect(s.spent).toEqual(['JD']);
    expect(s.tally.jackDoors).toBe(1);
  });

  it('a jack onto anything but a door is one card of its suit', () => {
    const s = play(position({ hands: ['JS 2C', '3D'], dungeon: 'JC' }), card(0, 'JS', 'JC'));
    expect(s.current?.remaining).toEqual({ C: 2, D: 0, H: 0, S: 1, any: 0 });
  });

  it('a queen onto a door is one card of its suit', () => {
    const s = play(position({ hands: ['QH 2C', '3D'], dungeon: '2H' }), card(0, 'QH', '2H'));
    expect(s.current?.remaining.H).toBe(1);
  });

  it('a card that fills nothing is legal, counts nothing and goes away with the defeated card', () => {
    let s = play(position({ hands: ['9S 3H', '2D'], dungeon: 'AH 2S' }), card(0, '9S', 'AH'));
    expect(s.current?.remaining.H).toBe(1);
    expect(s.tally.wasted).toBe(1);
    s = play(s, card(0, '3H', 'AH'));
    expect(s.spent).toEqual(['9S', '3H']);
  });

  it('a heart too many on a door is wasted too', () => {
    const s = play(position({ hands: ['9H 3H 4H', '2D'], dungeon: '3H 2S' }), card(0, '9H', '3H'));
    expect(s.tally.wasted).toBe(0);
    expect(s.current?.remaining.H).toBe(2);
  });

  it('a card not in hand is refused', () => {
    const s = position({ hands: ['9H', '2D'], dungeon: '3H' });
    expect(refusedCode(() => apply(s, 0, { type: 'play', card: '2D', target: '3H' }))).toBe('rule.notInHand');
  });
});

describe('hands and drawing', () => {
  it('a player who plays draws at once from their own pile up to hand size', () => {
    const s = play(position({ hands: ['2H 3H 4H 5H 6H', '7C'], piles: ['8D 9D', 'AS'], dungeon: '4H' }), card(0, '2H', '4H'));
    expect(s.hands[0]).toEqual(cards('3H 4H 5H 6H 8D'));
    expect(s.piles[0]).toEqual(cards('9D'));
    expect(s.piles[1]).toEqual(cards('AS'));
  });

  it('a player above hand size draws nothing until below it', () => {
    const s = play(position({ hands: ['2H 3H 4H 5H 6H 7H', '7C'], piles: ['8D'], dungeon: '4H' }), card(0, '2H', '4H'));
    expect(s.hands[0]).toHaveLength(5);
    expect(s.piles[0]).toEqual(cards('8D'));
  });

  it('with an empty pile a player plays on with what they hold', () => {
    const s = play(position({ hands: ['2H 3H', '7C'], dungeon: '4H' }), card(0, '2H', '4H'));
    expect(s.hands[0]).toEqual(cards('3H'));
  });
});

describe('the dungeon cards', () => {
  it('a door A–4 needs as many cards of its suit as its value (A = 1)', () => {
    expect(position({ hands: ['2C', '2D'], dungeon: 'AS' }).current?.remaining).toEqual({ C: 0, D: 0, H: 0, S: 1, any: 0 });
    expect(position({ hands: ['2C', '2D'], dungeon: '4D' }).current?.remaining).toEqual({ C: 0, D: 4, H: 0, S: 0, any: 0 });
  });

  it('a mini-boss needs 2 of its suit and 2 of the partner suit: ♠↔♣, ♥↔♦', () => {
    expect(position({ hands: ['2C', '2D'], dungeon: 'JS' }).current?.remaining).toEqual({ C: 2, D: 0, H: 0, S: 2, any: 0 });
    expect(position({ hands: ['2C', '2D'], dungeon: 'JD' }).current?.remaining).toEqual({ C: 0, D: 2, H: 2, S: 0, any: 0 });
  });

  it('the boss needs 2 of every suit, 3 on level 5, and defeating it wins the dungeon', () => {
    expect(position({ hands: ['2C', '2D'], dungeon: '' }).current?.remaining).toEqual({ C: 2, D: 2, H: 2, S: 2, any: 0 });
    expect(position({ hands: ['2C', '2D'], dungeon: '', options: { level: 5 } }).current?.remaining).toEqual({ C: 3, D: 3, H: 3, S: 3, any: 0 });
    const s = play(
      position({ hands: ['KC KD KH', 'KS'], dungeon: '' }),
      card(0, 'KC', 'KS'),
      card(0, 'KD', 'KS'),
      card(0, 'KH', 'KS'),
      card(1, 'KS', 'KS', 5000),
    );
    expect(s.phase).toBe('won');
    expect(s.clock.status).toBe('stopped');
    expect(s.clock.elapsed).toBe(5000);
  });

  it('the boss lies face up under the last dungeon card and turns up after it', () => {
    let s = play(position({ hands: ['AH 2C', '3D'], dungeon: 'AH', boss: 'KD' }), card(0, 'AH', 'AH', 100));
    expect(s.bossRevealed).toBe(false);
    s = advance(s, 100 + REVEAL_BEAT_MS);
    expect(s.current).toMatchObject({ card: 'KD', kind: 'boss' });
  });

  it('a defeated card and every card on it leave play, and the next card turns up after a short beat', () => {
    let s = play(position({ hands: ['AH 2C', '3D'], dungeon: 'AH 2S' }), card(0, 'AH', 'AH', 700));
    expect(s.current).toBeNull();
    expect(s.revealAt).toBe(700 + REVEAL_BEAT_MS);
    s = advance(s, 700 + REVEAL_BEAT_MS - 1);
    expect(s.current).toBeNull();
    s = advance(s, 700 + REVEAL_BEAT_MS);
    expect(s.current?.card).toBe('2S');
  });

  it('with manual flip, a player reveals the next card by hand; otherwise flipping is refused', () => {
    let s = play(position({ hands: ['AH 2C 3S', '3D'], dungeon: 'AH 2S', options: { manualFlip: true } }), card(0, 'AH', 'AH', 700));
    expect(s.revealAt).toBeNull();
    s = advance(s, 60_000);
    expect(s.current).toBeNull();
    expect(legalMoves(s, 1)).toContainEqual({ type: 'flip' });
    s = apply(s, 1, { type: 'flip' }, 61_000);
    expect(s.current?.card).toBe('2S');
    expect(refusedCode(() => apply(s, 1, { type: 'flip' }))).toBe('kerkerhatz.nothingToFlip');
    const auto = play(position({ hands: ['AH 2C', '3D'], dungeon: 'AH 2S' }), card(0, 'AH', 'AH', 700));
    expect(refusedCode(() => apply(auto, 1, { type: 'flip' }))).toBe('kerkerhatz.flipsItself');
  });

  it('a play names its target; a play aimed at a card no longer in the middle is refused and the card stays', () => {
    const s = play(position({ hands: ['AH 2C 3S', '3D'], dungeon: 'AH 2S' }), card(0, 'AH', 'AH', 700));
    expect(refusedCode(() => apply(s, 0, card(0, '2C', 'AH').move, 800))).toBe('kerkerhatz.staleTarget');
    const next = advance(s, 2000);
    expect(refusedCode(() => apply(next, 0, card(0, '3S', 'AH').move, 2100))).toBe('kerkerhatz.staleTarget');
    expect(apply(next, 0, card(0, '3S', '2S').move, 2100).current?.remaining.S).toBe(1);
  });
});
