import { describe, expect, it } from 'vitest';
import { dreizehnStrings } from '../../../src/shared/games/dreizehn/strings';
import { t } from '../../../src/shared/catalog';

describe('Dreizehn strings', () => {
  it('has every key in German and English', () => {
    expect(Object.keys(dreizehnStrings.en).sort()).toEqual(Object.keys(dreizehnStrings.de).sort());
    for (const lang of ['de', 'en'] as const) for (const text of Object.values(dreizehnStrings[lang])) expect(text.trim()).not.toBe('');
  });

  it('names the colours Blau, Grün, Gelb and the red four a "fiese Vier"', () => {
    expect(['B', 'G', 'Y'].map((c) => t('de', `dreizehn.colour.${c}`))).toEqual(['Blau', 'Grün', 'Gelb']);
    expect(t('de', 'dreizehn.redFour')).toBe('fiese Vier');
    expect(t('en', 'dreizehn.playAction', { card: '7B', board: 2 })).toBe('Play 7B onto board 2');
  });
});
