import { describe, expect, it } from 'vitest';
import { keysOf, t } from '../../../src/shared/catalog';
import { hiddenCards, kerkerhatz, view } from '../../../src/shared/games/kerkerhatz';
import { card, cards, play, position } from './build';

describe('what each viewer sees', () => {
  const s = play(position({ hands: ['2H 3H 4H', '5C 6C', '7D', '8C'], piles: ['8S 9S', '', '10S', ''], dungeon: '4H JS 2C' }), card(0, '2H', '4H', 500));

  it('a player sees their own hand, the others’ hand and pile sizes, and the table', () => {
    const v = view(s, 1);
    expect(v.hand).toEqual(cards('5C 6C'));
    expect(v.handSizes).toEqual([3, 2, 1, 1]);
    expect(v.pileSizes).toEqual([1, 0, 1, 0]);
    expect(v.current).toEqual({ card: '4H', kind: 'door', played: [{ seat: 0, card: '2H', suit: 'H' }], remaining: { C: 0, D: 0, H: 3, S: 0, any: 0 } });
    expect(v.dungeonLeft).toBe(2);
    expect(v.boss).toBe('KS');
    expect(v.clock).toMatchObject({ status: 'running', elapsedMs: 500, limitMs: 300_000, remainingMs: 299_500 });
    const text = JSON.stringify(v);
    for (const hidden of ['3H', '8S', '7D', '8C', '9S', '10S', 'JS', '2C']) expect(text).not.toContain(`"${hidden}"`);
  });

  it('the table and spectators see no hand', () => {
    for (const viewer of ['table', 'spectator'] as const) {
      const v = view(s, viewer);
      expect(v.hand).toBeNull();
      expect(v.handSizes).toEqual([3, 2, 1, 1]);
    }
  });

  it('the face-down dungeon and every draw pile are hidden from everyone; hands from the others', () => {
    expect(hiddenCards(s, 'table').sort()).toEqual(cards('JS 2C 3H 4H 8S 9S 5C 6C 7D 8C 10S').sort());
    expect(hiddenCards(s, 0).sort()).toEqual(cards('JS 2C 9S 5C 6C 7D 8C 10S').sort());
  });

  it('every string the game uses exists in German and English', () => {
    const de = keysOf('de').filter((k) => k.startsWith('kerkerhatz.'));
    const en = keysOf('en').filter((k) => k.startsWith('kerkerhatz.'));
    expect(de.sort()).toEqual(en.sort());
    expect(t('de', 'kerkerhatz.staleTarget', { target: '3H' })).toContain('3H');
    expect(kerkerhatz.optionsShape.specs.every((spec) => de.includes(`kerkerhatz.option.${spec.key}`))).toBe(true);
  });
});
