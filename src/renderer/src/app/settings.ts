/**
 * The player's settings: in the desktop app the fields the app shares (language, name, look,
 * sound) live in its settings file through IPC, since the window's page origin, and so its
 * localStorage, changes with every start; everything else, and everything in a plain browser, is
 * kept in localStorage. The page's query may override some for a session: `?lang=en`, `?fast=1`
 * (no animations, as the tests use), `?tv=1`.
 */
import { DEFAULT_LANG, LANGS, type Lang } from '../../../shared/i18n';
import { MOTIONS, type KartenstubeBridge, type Motion, type Settings as AppSettings, type SettingsPatch } from '../../../shared/ipc';
import { appBridge } from './bridge';

export interface Settings {
  lang: Lang;
  /** The name others see at a LAN table. */
  name: string;
  fourColour: boolean;
  /** Shows everyone's taken cards by suit or colour (public knowledge, but hard to remember). */
  memoryAid: boolean;
  /** How the table moves: as the system asks (prefers-reduced-motion), normal, fast or not at all. */
  motion: Motion;
  sound: boolean;
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
  const languages = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [];
  return { lang: browserLang(languages), name: '', fourColour: false, memoryAid: false, motion: 'system', sound: true, tv: false, vibrate: true };
}

/** Reads stored settings over the defaults, ignoring anything malformed. */
export function readSettings(stored: string | null, query: URLSearchParams): Settings {
  const out = defaultSettings();
  if (stored) {
    try {
      const raw = JSON.parse(stored) as Record<string, unknown>;
      if (typeof raw.lang === 'string' && (LANGS as readonly string[]).includes(raw.lang)) out.lang = raw.lang as Lang;
      if (typeof raw.name === 'string') out.name = raw.name.slice(0, 24);
      for (const key of ['fourColour', 'memoryAid', 'sound', 'tv', 'vibrate'] as const) if (typeof raw[key] === 'boolean') out[key] = raw[key];
      out.motion = storedMotion(raw);
    } catch {
      // A broken settings entry falls back to the defaults.
    }
  }
  return withQuery(out, query);
}

/**
 * The motion setting as stored, or migrated from the two it replaced: "reduced motion" on or the
 * speed "off" mean no animations, the speed "fast" means fast; the rest follows the system.
 */
function storedMotion(raw: Record<string, unknown>): Motion {
  if (typeof raw.motion === 'string' && (MOTIONS as readonly string[]).includes(raw.motion)) return raw.motion as Motion;
  if (raw.reducedMotion === true || raw.speed === 0) return 'off';
  if (raw.speed === 2) return 'fast';
  return 'system';
}

function withQuery(settings: Settings, query: URLSearchParams): Settings {
  const out = { ...settings };
  const lang = query.get('lang');
  if (lang && (LANGS as readonly string[]).includes(lang)) out.lang = lang as Lang;
  if (query.get('fast') === '1') out.motion = 'off';
  if (query.get('tv') === '1') out.tv = true;
  return out;
}

/** The app's settings over the page's, field by field where both have one. */
export function fromAppSettings(page: Settings, app: AppSettings): Settings {
  return { ...page, lang: app.language, name: app.playerName, fourColour: app.fourColourSuits, memoryAid: app.memoryAid, motion: app.motion, sound: app.sound };
}

/** The page's settings as a patch for the app's; an empty name is left out, since the app requires one. */
export function toAppPatch(settings: Settings): SettingsPatch {
  const patch: SettingsPatch = {
    language: settings.lang,
    fourColourSuits: settings.fourColour,
    memoryAid: settings.memoryAid,
    motion: settings.motion,
    sound: settings.sound,
  };
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

/** Whether the system asks for reduced motion (read each time: it can change while the app runs). */
export function systemReducesMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** The motion in effect: `system` resolved to no animations or normal ones. */
export function motionInEffect(settings: Settings, systemReduces = systemReducesMotion()): Exclude<Motion, 'system'> {
  if (settings.motion !== 'system') return settings.motion;
  return systemReduces ? 'off' : 'normal';
}

/** The animation speed in effect: 1 normal, 2 fast, 0 none. */
export function effectiveSpeed(settings: Settings): number {
  const motion = motionInEffect(settings);
  switch (motion) {
    case 'normal':
      return 1;
    case 'fast':
      return 2;
    case 'off':
      return 0;
    default: {
      const never: never = motion;
      throw new Error(`unknown motion ${String(never)}`);
    }
  }
}
