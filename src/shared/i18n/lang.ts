/** The languages and the shape of a bundle of strings: what the string files themselves need. */
export type Lang = 'de' | 'en';
export const LANGS: readonly Lang[] = ['de', 'en'];
export const DEFAULT_LANG: Lang = 'de';

export type Strings = Readonly<Record<string, string>>;
export type StringBundle = Readonly<Record<Lang, Strings>>;
