/**
 * Every string a player reads goes through here. German is the default, English the second
 * language. Each game keeps its own strings next to its rules (`games/<id>/strings.ts`) and they
 * are merged into one catalogue here.
 */
import { commonStrings } from './common';
import { kerkerhatzStrings } from '../games/kerkerhatz/strings';
import { netStrings } from '../net/strings';
import { ueberkochenStrings } from '../games/ueberkochen/strings';
import { dreizehnStrings } from '../games/dreizehn/strings';
import { machtkampfStrings } from '../games/machtkampf/strings';
import { uiStrings } from './ui';
import { uiTablesStrings } from './ui-tables';
import { uiLabStrings } from './ui-lab';

export type Lang = 'de' | 'en';
export const LANGS: readonly Lang[] = ['de', 'en'];
export const DEFAULT_LANG: Lang = 'de';

export type Strings = Readonly<Record<string, string>>;
export interface StringBundle {
  de: Strings;
  en: Strings;
}

const bundles: StringBundle[] = [commonStrings, netStrings, ueberkochenStrings, dreizehnStrings, machtkampfStrings, kerkerhatzStrings, uiStrings, uiTablesStrings, uiLabStrings];

const catalogue: Record<Lang, Record<string, string>> = { de: {}, en: {} };
for (const bundle of bundles) {
  for (const lang of LANGS) Object.assign(catalogue[lang], bundle[lang]);
}

export type Params = Readonly<Record<string, unknown>>;

/** Fills `{name}` placeholders. */
export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text for a key in a language; falls back to German, then to the key itself so a gap is visible, never blank. */
export function t(lang: Lang, key: string, params: Params = {}): string {
  const template = catalogue[lang][key] ?? catalogue.de[key] ?? key;
  return format(template, params);
}

export function hasString(lang: Lang, key: string): boolean {
  return key in catalogue[lang];
}

/** All keys of a language, for the test that both languages are complete. */
export function keysOf(lang: Lang): string[] {
  return Object.keys(catalogue[lang]);
}
