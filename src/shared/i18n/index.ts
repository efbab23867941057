/**
 * Every string a player reads goes through a translator made here. German is the default, English
 * the second language. i18n holds the strings of the app itself (the table, the screens, the
 * host's replies); each game brings its own in its module, and the catalog (src/shared/catalog.ts)
 * builds the one translator the app uses from both — so a lookup can never run before a game's
 * strings are in.
 */
import { commonStrings } from './common';
import { LANGS, type Lang, type StringBundle } from './lang';
import { netStrings } from '../net/strings';
import { uiStrings } from './ui';
import { uiTablesStrings } from './ui-tables';
import { uiLabStrings } from './ui-lab';
import { uiScreensStrings } from './ui-screens';

export { DEFAULT_LANG, LANGS, type Lang, type StringBundle, type Strings } from './lang';

/** The app's own strings, without any game's. */
export const APP_STRINGS: readonly StringBundle[] = [commonStrings, netStrings, uiStrings, uiTablesStrings, uiLabStrings, uiScreensStrings];

export type Params = Readonly<Record<string, unknown>>;

/** Fills `{name}` placeholders. */
export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
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
    t: (lang, key, params = {}) => format(catalogue[lang][key] ?? catalogue.de[key] ?? key, params),
    hasString: (lang, key) => key in catalogue[lang],
    keysOf: (lang) => Object.keys(catalogue[lang]),
  };
}
