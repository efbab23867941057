import { describe, expect, it } from 'vitest';
import { keysOf, t } from '../../src/shared/catalog';
import { createTranslator, format, formatNumber, formatSeconds, pluralCategory } from '../../src/shared/i18n';
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
    expect(format('de', '{card} in den {pot}', { card: '7♥', pot: 'Herztopf' })).toBe('7♥ in den Herztopf');
    expect(format('de', '{missing}', {})).toBe('{missing}');
    expect(t('en', 'rule.notInHand', { card: '7H' })).toBe('You do not hold 7H.');
  });
});

describe('numbers and plurals in the chosen language', () => {
  it('a number in a string is written as the language writes it', () => {
    expect(format('de', '{n} Punkte', { n: 1234.5 })).toBe('1.234,5 Punkte');
    expect(format('en', '{n} points', { n: 1234.5 })).toBe('1,234.5 points');
  });

  it('seconds keep one decimal with the language’s decimal sign: 2,8 s in German, 2.8 s in English', () => {
    expect(formatSeconds('de', 2.8)).toBe('2,8\u00a0s');
    expect(formatSeconds('en', 2.8)).toBe('2.8\u00a0s');
    expect(formatNumber('de', 3, 1)).toBe('3,0');
  });

  it('a number that is not finite is an error, not "NaN" on the table', () => {
    expect(() => formatNumber('de', Number.NaN)).toThrow(/not a finite number/);
  });

  it('the plural category comes from Intl.PluralRules for the language', () => {
    expect(pluralCategory('de', 1)).toBe('one');
    expect(pluralCategory('de', 0)).toBe('other');
    expect(pluralCategory('en', 2)).toBe('other');
  });

  it('a string with plural forms picks the form for its count, and falls back to "other"', () => {
    const tr = createTranslator([
      { de: { 'x.seats.one': 'Noch {n} Platz frei', 'x.seats.other': 'Noch {n} Plätze frei' }, en: { 'x.seats.other': '{n} seats open' } },
    ]);
    expect(tr.t('de', 'x.seats', { n: 1 })).toBe('Noch 1 Platz frei');
    expect(tr.t('de', 'x.seats', { n: 3 })).toBe('Noch 3 Plätze frei');
    expect(tr.t('en', 'x.seats', { n: 1 })).toBe('1 seats open');
    expect(tr.hasString('de', 'x.seats')).toBe(true);
  });

  it('the app’s counted strings say "1 Platz", "1 Ereignis", "1 event" and "2 Plätze"', () => {
    expect(t('de', 'lobby.waitingFor', { n: 1 })).toBe('Noch 1 Platz frei');
    expect(t('de', 'lobby.waitingFor', { n: 2 })).toBe('Noch 2 Plätze frei');
    expect(t('en', 'lobby.waitingFor', { n: 1 })).toBe('1 seat still open');
    expect(t('de', 'kerkerhatz.shape.events', { n: 1 })).toBe('1 Ereignis');
    expect(t('en', 'kerkerhatz.shape.events', { n: 1 })).toBe('1 event');
    expect(t('en', 'kerkerhatz.shape.events', { n: 4 })).toBe('4 events');
    expect(t('de', 'tables.cards', { n: 1 })).toBe('1 Karte');
  });

  it('no string says "(r)", "(s)" or "/Plätze", and no English string uses German quotes', () => {
    for (const lang of ['de', 'en'] as const) {
      for (const key of keysOf(lang)) {
        const text = t(lang, key);
        expect(text, `${lang} ${key}`).not.toMatch(/\w\((r|s|e|n)\)|\/Plätze/);
        if (lang === 'en') expect(text, key).not.toMatch(/„/);
      }
    }
  });
});
