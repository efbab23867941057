import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { REACTION_WINDOW_MS, REVEAL_BEAT_MS, advance, apply, legalMoves, nextDeadline, view } from '../../../src/shared/games/kerkerhatz';
import { card, cards, play, position } from './build';

const CLOSE = REACTION_WINDOW_MS;

describe('events and their reaction window', () => {
  it('an event opens a 3-second window in which only a queen may be played onto it', () => {
    const s = position({ hands: ['QH 2C 3C', '4D 5D'], dungeon: '5S 2C' });
    expect(s.phase).toBe('window');
    expect(s.windowEndsAt).toBe(CLOSE);
    expect(nextDeadline(s)).toBe(CLOSE);
    expect(legalMoves(s, 0).filter((m) => m.type === 'play')).toEqual([{ type: 'play', card: 'QH', target: '5S' }]);
    expect(() => apply(s, 0, card(0, '2C', '5S').move)).toThrowError(RuleError);
    expect(legalMoves(s, 1).filter((m) => m.type === 'play')).toEqual([]);
  });

  it('a queen in the window cancels the event: both leave play and the next card comes', () => {
    const s = play(position({ hands: ['QH 2C 3C', '4D 5D'], dungeon: '5S 2C' }), card(0, 'QH', '5S', CLOSE - 1));
    expect(s.beaten).toEqual(['5S']);
    expect(s.spent).toEqual(['QH']);
    expect(s.revealAt).toBe(CLOSE - 1 + REVEAL_BEAT_MS);
    expect(s.hands).toEqual([cards('2C 3C'), cards('4D 5D')]);
  });

  it('a queen arriving after the window closed is refused: the event has happened', () => {
    const s = position({ hands: ['QH 2C 3C', '4D 5D'], dungeon: '5D 2C' });
    expect(() => apply(s, 0, card(0, 'QH', '5D').move, CLOSE)).toThrowError(RuleError);
  });

  it('Einsturz: every player chooses two cards to discard; the next card comes when all have', () => {
    let s = advance(position({ hands: ['QH 2C 3C', '4D 5D 6D', '7S'], piles: ['8H', '', ''], dungeon: '5S 2C' }), CLOSE);
    expect(s.phase).toBe('collapse');
    expect(s.collapsePending).toEqual([0, 1]);
    expect(s.hands[2]).toEqual([]);
    expect(s.discards[2]).toEqual(cards('7S'));
    expect(legalMoves(s, 0).filter((m) => m.type === 'discard')).toHaveLength(3);
    expect(() => apply(s, 0, { type: 'discard', cards: ['2C'] })).toThrowError(RuleError);
    s = apply(s, 0, { type: 'discard', cards: ['2C', 'QH'] }, CLOSE + 500);
    expect(s.hands[0]).toEqual(cards('3C 8H'));
    expect(s.discards[0]).toEqual(cards('2C QH'));
    expect(() => apply(s, 0, { type: 'discard', cards: ['3C', '8H'] })).toThrowError(RuleError);
    expect(s.phase).toBe('collapse');
    s = apply(s, 1, { type: 'discard', cards: ['4D', '6D'] }, CLOSE + 900);
    expect(s.beaten).toEqual(['5S']);
    expect(s.phase).toBe('reveal');
    s = advance(s, CLOSE + 900 + REVEAL_BEAT_MS);
    expect(s.current?.card).toBe('2C');
  });

  it('Durcheinander: every player passes their whole hand to the next player clockwise', () => {
    const s = advance(position({ hands: ['2C 3C', '4D', '5H 6H 7H'], dungeon: '5H 2C' }), CLOSE);
    expect(s.hands).toEqual([cards('5H 6H 7H'), cards('2C 3C'), cards('4D')]);
    expect(s.beaten).toEqual(['5H']);
    expect(s.phase).toBe('reveal');
  });

  it('after passing, whoever holds fewer than hand size draws up', () => {
    const s = advance(position({ hands: ['2C 3C 4C', '4D', '5H 6H 7H'], piles: ['', '', '8S 9S'], dungeon: '5H 2C' }), CLOSE);
    expect(s.hands[1]).toEqual(cards('2C 3C 4C'));
    expect(s.hands[2]).toEqual(cards('4D 8S 9S'));
  });

  it('Finsternis: dark until the next card is defeated; the table hides what the card still needs', () => {
    let s = advance(position({ hands: ['2C 3C', '4D 5D'], dungeon: '5D 2C 2D' }), CLOSE);
    expect(s.dark).toBe(true);
    s = advance(s, CLOSE + REVEAL_BEAT_MS);
    expect(s.current?.card).toBe('2C');
    s = play(s, card(0, '2C', '2C', CLOSE + 2000));
    for (const viewer of [0, 1, 'table', 'spectator'] as const) {
      const v = view(s, viewer);
      expect(v.dark).toBe(true);
      expect(v.current?.remaining).toBeNull();
      expect(v.current?.played.map((p) => p.card)).toEqual(['2C']);
    }
    s = play(s, card(0, '3C', '2C', CLOSE + 3000));
    expect(s.dark).toBe(false);
  });

  it('Grube: the event stays as a pit that needs 4 cards of any suits; kings count two there', () => {
    let s = advance(position({ hands: ['2C KH 3S', 'JD 5D 6D'], dungeon: '5C 2C' }), CLOSE);
    expect(s.phase).toBe('fight');
    expect(s.current).toMatchObject({ card: '5C', kind: 'pit', remaining: { C: 0, D: 0, H: 0, S: 0, any: 4 } });
    s = play(s, card(0, 'KH', '5C'), card(1, 'JD', '5C'));
    expect(s.current?.remaining.any).toBe(1);
    s = play(s, card(0, '3S', '5C'));
    expect(s.beaten).toEqual(['5C']);
  });

  it('no jack action and no power defeat the pit', () => {
    const s = advance(position({ hands: ['JC 2C 3S 4S', 'JD 5D 6D'], heroes: ['fighter', 'scout'], dungeon: '5C 2C' }), CLOSE);
    const afterPower = apply(s, 0, { type: 'power', discard: cards('2C 3S 4S') });
    expect(afterPower.current?.remaining.any).toBe(4);
    expect(play(s, card(1, 'JD', '5C')).current?.remaining.any).toBe(3);
  });
});
