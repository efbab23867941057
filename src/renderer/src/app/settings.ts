/**
 * The player's settings, kept in localStorage (the app's settings file once preload offers one).
 * The page's query may override some for a session: `?lang=en`, `?fast=1` (no animations, as the
 * tests use), `?tv=1`.
 */
import { DEFAULT_LANG, LANGS, type Lang } from '../../../shared/i18n';

export interface Settings {
  lang: Lang;
  /** The name others see at a LAN table. */
  name: string;
  fourColour: boolean;
  /** Shows everyone's taken cards by suit or colour (public knowledge, but hard to remember). */
  memoryAid: boolean;
  reducedMotion: boolean;
  sound: boolean;
  /** Animation speed: 1 normal, 2 fast, 0 none. */
  speed: number;
  /** TV mode: fullscreen, larger, safe margins. */
  tv: boolean;
}

const KEY = 'kartenstube.settings';

export function defaultSettings(): Settings {
  const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return { lang: DEFAULT_LANG, name: '', fourColour: false, memoryAid: false, reducedMotion: !!reduced, sound: true, speed: 1, tv: false };
}

/** Reads stored settings over the defaults, ignoring anything malformed. */
export function readSettings(stored: string | null, query: URLSearchParams): Settings {
  const out = defaultSettings();
  if (stored) {
    try {
      const raw = JSON.parse(stored) as Record<string, unknown>;
      if (typeof raw.lang === 'string' && (LANGS as readonly string[]).includes(raw.lang)) out.lang = raw.lang as Lang;
      if (typeof raw.name === 'string') out.name = raw.name.slice(0, 24);
      for (const key of ['fourColour', 'memoryAid', 'reducedMotion', 'sound', 'tv'] as const) if (typeof raw[key] === 'boolean') out[key] = raw[key];
      if (typeof raw.speed === 'number' && raw.speed >= 0 && raw.speed <= 4) out.speed = raw.speed;
    } catch {
      // A broken settings entry falls back to the defaults.
    }
  }
  const lang = query.get('lang');
  if (lang && (LANGS as readonly string[]).includes(lang)) out.lang = lang as Lang;
  if (query.get('fast') === '1') out.speed = 0;
  if (query.get('tv') === '1') out.tv = true;
  return out;
}

export function loadSettings(): Settings {
  let stored: string | null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    stored = null;
  }
  return readSettings(stored, new URLSearchParams(location.search));
}

export function saveSettings(settings: Settings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Private mode without storage: settings last for this visit.
  }
}

/** The animation speed in effect: none with reduced motion. */
export function effectiveSpeed(settings: Settings): number {
  return settings.reducedMotion ? 0 : settings.speed;
}
