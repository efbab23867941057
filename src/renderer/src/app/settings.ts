/**
 * The player's settings: in the desktop app the fields the app shares (language, name, look,
 * sound) live in its settings file through IPC, since the window's page origin, and so its
 * localStorage, changes with every start; everything else, and everything in a plain browser, is
 * kept in localStorage. The page's query may override some for a session: `?lang=en`, `?fast=1`
 * (no animations, as the tests use), `?tv=1`.
 */
import { DEFAULT_LANG, LANGS, type Lang } from '../../../shared/i18n';
import type { KartenstubeBridge, Settings as AppSettings, SettingsPatch } from '../../../shared/ipc';
import { appBridge } from './bridge';

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
  /** A phone holding a seat buzzes on its turn and on events (where the browser allows it). */
  vibrate: boolean;
}

const KEY = 'kartenstube.settings';

/**
 * The first of the browser's languages (`navigator.languages`, most wanted first) that the app
 * speaks, by its main part ('en-GB' is English); German when none is. A phone that scans the QR
 * code so starts in its owner's language; a choice made since (stored) wins over it.
 */
export function browserLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const main = tag.toLowerCase().split('-')[0] ?? '';
    if ((LANGS as readonly string[]).includes(main)) return main as Lang;
  }
  return DEFAULT_LANG;
}

export function defaultSettings(): Settings {
  const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const languages = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [];
  return { lang: browserLang(languages), name: '', fourColour: false, memoryAid: false, reducedMotion: !!reduced, sound: true, speed: 1, tv: false, vibrate: true };
}

/** Reads stored settings over the defaults, ignoring anything malformed. */
export function readSettings(stored: string | null, query: URLSearchParams): Settings {
  const out = defaultSettings();
  if (stored) {
    try {
      const raw = JSON.parse(stored) as Record<string, unknown>;
      if (typeof raw.lang === 'string' && (LANGS as readonly string[]).includes(raw.lang)) out.lang = raw.lang as Lang;
      if (typeof raw.name === 'string') out.name = raw.name.slice(0, 24);
      for (const key of ['fourColour', 'memoryAid', 'reducedMotion', 'sound', 'tv', 'vibrate'] as const) if (typeof raw[key] === 'boolean') out[key] = raw[key];
      if (typeof raw.speed === 'number' && raw.speed >= 0 && raw.speed <= 4) out.speed = raw.speed;
    } catch {
      // A broken settings entry falls back to the defaults.
    }
  }
  return withQuery(out, query);
}

function withQuery(settings: Settings, query: URLSearchParams): Settings {
  const out = { ...settings };
  const lang = query.get('lang');
  if (lang && (LANGS as readonly string[]).includes(lang)) out.lang = lang as Lang;
  if (query.get('fast') === '1') out.speed = 0;
  if (query.get('tv') === '1') out.tv = true;
  return out;
}

/** The app's settings over the page's, field by field where both have one. */
export function fromAppSettings(page: Settings, app: AppSettings): Settings {
  return { ...page, lang: app.language, name: app.playerName, fourColour: app.fourColourSuits, memoryAid: app.memoryAid, reducedMotion: app.reducedMotion, sound: app.sound };
}

/** The page's settings as a patch for the app's; an empty name is left out, since the app requires one. */
export function toAppPatch(settings: Settings): SettingsPatch {
  const patch: SettingsPatch = { language: settings.lang, fourColourSuits: settings.fourColour, memoryAid: settings.memoryAid, reducedMotion: settings.reducedMotion, sound: settings.sound };
  const name = settings.name.trim();
  if (name) patch.playerName = name.slice(0, 24);
  return patch;
}

/** The part of localStorage used here; null where the page has none. */
export type PageStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

export interface SettingsBackend {
  load(): Promise<Settings>;
  save(settings: Settings): void;
}

/** localStorage always; the app's settings through the bridge as well, where there is one. */
export function settingsBackend(bridge: KartenstubeBridge | null, storage: PageStorage, query: URLSearchParams): SettingsBackend {
  const local = {
    read: (): string | null => {
      try {
        return storage?.getItem(KEY) ?? null;
      } catch {
        return null;
      }
    },
    write: (settings: Settings): void => {
      try {
        storage?.setItem(KEY, JSON.stringify(settings));
      } catch {
        // Private mode without storage: settings last for this visit.
      }
    },
  };
  return {
    async load() {
      const page = readSettings(local.read(), query);
      if (!bridge) return page;
      try {
        return withQuery(fromAppSettings(page, await bridge.invoke('settings:get')), query);
      } catch {
        return page;
      }
    },
    save(settings) {
      local.write(settings);
      // A refused or failed write keeps the settings for this session; nothing to tell the player.
      void bridge?.invoke('settings:set', toAppPatch(settings)).catch(() => undefined);
    },
  };
}

let backend: SettingsBackend | null = null;
function pageBackend(): SettingsBackend {
  let storage: PageStorage;
  try {
    storage = localStorage;
  } catch {
    storage = null;
  }
  backend ??= settingsBackend(appBridge(), storage, new URLSearchParams(location.search));
  return backend;
}

export function loadSettings(): Promise<Settings> {
  return pageBackend().load();
}

export function saveSettings(settings: Settings): void {
  pageBackend().save(settings);
}

/** The animation speed in effect: none with reduced motion. */
export function effectiveSpeed(settings: Settings): number {
  return settings.reducedMotion ? 0 : settings.speed;
}
