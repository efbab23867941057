import { describe, expect, it } from 'vitest';
import { keysOf, t } from '../../src/shared/catalog';
import { format } from '../../src/shared/i18n';
import { CATALOG } from '../../src/shared/catalog';

describe('strings', () => {
  it('German and English have the same keys', () => {
    expect([...keysOf('en')].sort()).toEqual([...keysOf('de')].sort());
  });

  it('every game of the catalog has a name, a one-line description, its rules and a label per option, in both languages', () => {
    for (const game of CATALOG.games) {
      for (const lang of ['de', 'en'] as const) {
        for (const key of [`${game.id}.name`, `${game.id}.tagline`, `${game.id}.rules`, ...game.optionsShape.specs.map((s) => `${game.id}.option.${s.key}`)]) {
          expect(keysOf(lang), `${lang}: ${key}`).toContain(key);
        }
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{card} in den {pot}', { card: '7♥', pot: 'Herztopf' })).toBe('7♥ in den Herztopf');
    expect(format('{missing}', {})).toBe('{missing}');
    expect(t('en', 'rule.notInHand', { card: '7H' })).toBe('You do not hold 7H.');
  });
});
