import { describe, expect, it } from 'vitest';
import { KERKERHATZ_EXAMPLE } from '../../../src/shared/games/kerkerhatz/example';
import { RuleError } from '../../../src/shared/engine/errors';
import { advance, apply, isStuck, legalMoves, type KerkerhatzState } from '../../../src/shared/games/kerkerhatz';
import { card, cards, play, position } from './build';

/**
 * The seed text's worked example, move by move: Anna the fighter (Kämpferin, seat 0), Ben the
 * healer (Heiler, seat 1), Carla the time keeper (Zeitwächterin, seat 2). The seed calls it level 1,
 * but the example meets an event, which the level table gives level 1 none of: the dungeon is laid
 * out by hand here, in the example's order.
 */
describe('the worked example of the seed text', () => {
  const start = (): KerkerhatzState =>
    position({
      heroes: [...KERKERHATZ_EXAMPLE.heroes],
      hands: [...KERKERHATZ_EXAMPLE.hands],
      piles: [...KERKERHATZ_EXAMPLE.piles],
      dungeon: KERKERHATZ_EXAMPLE.dungeon,
    });

  it('3♥ is beaten by 7♥ and K♥: the king counts two hearts', () => {
    let s = start();
    expect(s.current?.card).toBe('3H');
    expect(s.clock.status).toBe('running');
    s = play(s, card(0, '7H', '3H', 1500));
    expect(s.current?.remaining.H).toBe(2);
    expect(s.hands[0]).toEqual(cards('2S 8D 10D 3D'));
    s = play(s, card(2, 'KH', '3H', 2500));
    expect(s.beaten).toEqual(['3H']);
    expect(s.spent).toEqual(['7H', 'KH']);
    expect(s.phase).toBe('reveal');
  });

  it('the rest of the example: mini-boss, a cancelled event, and the fighter’s power', () => {
    let s = play(start(), card(0, '7H', '3H', 1500), card(2, 'KH', '3H', 2500));
    s = advance(s, 3500);
    expect(s.current?.card).toBe('JC');
    expect(s.current?.remaining).toEqual({ C: 2, D: 0, H: 0, S: 2, any: 0 });

    s = play(s, card(1, '4C', 'JC', 5000), card(1, '9C', 'JC', 6000), card(0, '2S', 'JC', 7000));
    expect(s.hands.flat().filter((c) => c.endsWith('S'))).toEqual([]);
    s = apply(s, 2, { type: 'play', card: 'X1', target: 'JC', suit: 'S' }, 8000);
    expect(s.beaten).toEqual(['3H', 'JC']);

    s = advance(s, 9000);
    expect(s.current?.card).toBe('5H');
    expect(s.phase).toBe('window');
    expect(() => apply(s, 2, card(2, '9H', '5H').move, 9500)).toThrow(RuleError);
    s = play(s, card(1, 'QC', '5H', 10_000));
    expect(s.beaten).toEqual(['3H', 'JC', '5H']);
    expect(s.spent.slice(-1)).toEqual(['QC']);
    expect(s.tally.cancelled).toBe(1);

    s = advance(s, 11_000);
    expect(s.current?.card).toBe('4S');
    expect(s.hands.flat().some((c) => c.endsWith('S'))).toBe(false);
    expect(isStuck(s)).toBe(false);
    const anna = s.hands[0] as string[];
    const discard = anna.slice(0, 3);
    expect(legalMoves(s, 0)).toContainEqual({ type: 'power', discard });
    s = apply(s, 0, { type: 'power', discard }, 13_000);
    expect(s.beaten).toEqual(['3H', 'JC', '5H', '4S']);
    expect(s.discards[0]).toEqual(discard);
    expect(s.tally.doorPowers).toBe(1);
  });

  it('the steps the in-app rules draw beat each dungeon card in turn, the last by the fighter’s power', () => {
    let s = start();
    let at = 1000;
    const beaten: string[] = [];
    for (const step of KERKERHATZ_EXAMPLE.steps) {
      s = advance(s, (at += 1000));
      expect(s.current?.card).toBe(step.target);
      for (const p of step.plays) s = apply(s, p.seat, { type: 'play', card: p.card, target: step.target, ...(p.suit ? { suit: p.suit } : {}) }, (at += 1000));
      if (step.power !== undefined) s = apply(s, step.power, { type: 'power', discard: (s.hands[step.power] as string[]).slice(0, 3) }, (at += 1000));
      beaten.push(step.target);
      expect(s.beaten).toEqual(beaten);
    }
  });

  it('a play aimed at a card that has gone is refused, and the card stays in hand', () => {
    const s = play(start(), card(0, '7H', '3H', 1500), card(2, 'KH', '3H', 2500));
    const late = advance(s, 3500);
    expect(() => apply(late, 0, card(0, '8D', '3H').move, 3600)).toThrowError(/3H/);
    try {
      apply(late, 0, card(0, '8D', '3H').move, 3600);
    } catch (error) {
      expect((error as RuleError).code).toBe('kerkerhatz.staleTarget');
    }
    expect(late.hands[0]).toContain('8D');
  });
});
