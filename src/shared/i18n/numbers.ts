/**
 * Numbers and plurals in the reader's language, in one place: every number a string shows is
 * written by Intl.NumberFormat (German "2,8", English "2.8"; "1.000" and "1,000"), and a string that
 * depends on a count picks its form with Intl.PluralRules. Formatters are made once per language
 * and set of options: making one costs far more than using it.
 */
import type { Lang } from './lang';

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<Lang, Intl.PluralRules>();

/** A number as the language writes it; `digits` fixes the places after the decimal point. */
export function formatNumber(lang: Lang, value: number, digits?: number): string {
  if (!Number.isFinite(value)) throw new Error(`formatNumber: ${value} is not a finite number`);
  const key = `${lang}|${digits ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      lang,
      digits === undefined ? { maximumFractionDigits: 3 } : { minimumFractionDigits: digits, maximumFractionDigits: digits },
    );
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** Seconds with one decimal and the unit: "2,8 s" in German, "2.8 s" in English. */
export function formatSeconds(lang: Lang, seconds: number): string {
  return `${formatNumber(lang, seconds, 1)}\u00a0s`;
}

/** The plural category of a count in a language ("one", "other", …), as the string keys name their forms. */
export function pluralCategory(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}
