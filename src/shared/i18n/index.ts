/**
 * Every string a player reads goes through a translator made here. German is the default, English
 * the second language. i18n holds the strings of the app itself (the table, the screens, the
 * host's replies); each game brings its own in its module, and the catalog (src/shared/catalog.ts)
 * builds the one translator the app uses from both — so a lookup can never run before a game's
 * strings are in.
 */
import { commonStrings } from './common';
import { LANGS, type Lang, type StringBundle } from './lang';
import { netStrings } from './net';
import { uiStrings } from './ui';
import { uiTablesStrings } from './ui-tables';
import { uiLabStrings } from './ui-lab';
import { formatNumber, pluralCategory } from './numbers';
import { uiScreensStrings } from './ui-screens';

export { DEFAULT_LANG, LANGS, type Lang, type StringBundle, type Strings } from './lang';
export { formatNumber, formatSeconds, pluralCategory } from './numbers';

/** The app's own strings, without any game's. */
export const APP_STRINGS: readonly StringBundle[] = [commonStrings, netStrings, uiStrings, uiTablesStrings, uiLabStrings, uiScreensStrings];

export type Params = Readonly<Record<string, unknown>>;

/** Fills `{name}` placeholders; a number is written the way the language writes numbers. */
export function format(lang: Lang, template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return typeof value === 'number' && Number.isFinite(value) ? formatNumber(lang, value) : String(value);
  });
}

/**
 * A string whose words depend on a count has one key per plural form, named after Intl.PluralRules'
 * categories (`lobby.open.one`, `lobby.open.other`), and is looked up by its stem with the count
 * as `n`: the form for that count in that language, else the language's `other`.
 */
function pluralKey(lang: Lang, catalogue: Readonly<Record<string, string>>, key: string, params: Params): string {
  if (key in catalogue || typeof params.n !== 'number') return key;
  const form = `${key}.${pluralCategory(lang, params.n)}`;
  return form in catalogue ? form : `${key}.other`;
}

export interface Translator {
  /** The text for a key in a language; falls back to German, then to the key itself so a gap is visible, never blank. */
  t(lang: Lang, key: string, params?: Params): string;
  hasString(lang: Lang, key: string): boolean;
  /** All keys of a language, for the test that both languages are complete. */
  keysOf(lang: Lang): string[];
}

/** One translator over these bundles; a key two bundles both define is a mistake, named here. */
export function createTranslator(bundles: readonly StringBundle[]): Translator {
  const catalogue: Record<Lang, Record<string, string>> = { de: {}, en: {} };
  for (const bundle of bundles) {
    for (const lang of LANGS) {
      for (const [key, text] of Object.entries(bundle[lang])) {
        if (key in catalogue[lang]) throw new Error(`the string "${key}" (${lang}) is defined twice`);
        catalogue[lang][key] = text;
      }
    }
  }
  return {
    t: (lang, key, params = {}) => {
      const own = pluralKey(lang, catalogue[lang], key, params);
      return format(lang, catalogue[lang][own] ?? catalogue.de[pluralKey('de', catalogue.de, key, params)] ?? key, params);
    },
    hasString: (lang, key) => key in catalogue[lang] || `${key}.other` in catalogue[lang],
    keysOf: (lang) => Object.keys(catalogue[lang]),
  };
}
