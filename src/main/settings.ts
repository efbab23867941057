/**
 * Settings, window state and the save index, kept in the app's small key-value store
 * (electron-store in the app; its base, conf, in tests — the same files either way). Everything
 * read back is validated: a damaged or hand-edited value falls back to its default, field by field,
 * and never stops the app from starting.
 */
import * as v from 'valibot';
import { DEFAULT_SETTINGS, SettingsPatchSchema, SettingsSchema, type SaveEntry, type Settings, type SettingsPatch } from '../shared/ipc';

/** The part of electron-store / conf we use. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export function readSettings(store: KeyValueStore): Settings {
  const raw = store.get('settings');
  const out: Settings = { ...DEFAULT_SETTINGS };
  if (raw && typeof raw === 'object') {
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
      const field = SettingsSchema.entries[key];
      const parsed = v.safeParse(field, (raw as Record<string, unknown>)[key]);
      if (parsed.success) (out as Record<string, unknown>)[key] = parsed.output;
    }
    // Settings saved before the one motion setting: the old "reduced motion" switch, when on, means no animations.
    if (!('motion' in raw) && (raw as Record<string, unknown>).reducedMotion === true) out.motion = 'off';
  }
  return out;
}

export function updateSettings(store: KeyValueStore, patch: SettingsPatch): Settings {
  const parsed = v.parse(SettingsPatchSchema, patch);
  const next = { ...readSettings(store), ...parsed };
  store.set('settings', next);
  return next;
}

export const WindowStateSchema = v.object({
  x: v.optional(v.pipe(v.number(), v.integer())),
  y: v.optional(v.pipe(v.number(), v.integer())),
  width: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(16384)),
  height: v.pipe(v.number(), v.integer(), v.minValue(300), v.maxValue(16384)),
  maximized: v.boolean(),
  fullscreen: v.boolean(),
});
export type WindowState = v.InferOutput<typeof WindowStateSchema>;
export const DEFAULT_WINDOW: WindowState = { width: 1280, height: 800, maximized: false, fullscreen: false };

export function readWindowState(store: KeyValueStore): WindowState {
  const parsed = v.safeParse(WindowStateSchema, store.get('window'));
  return parsed.success ? parsed.output : DEFAULT_WINDOW;
}

export function writeWindowState(store: KeyValueStore, state: WindowState): void {
  store.set('window', v.parse(WindowStateSchema, state));
}

const SaveEntrySchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  game: v.string(),
  players: v.pipe(v.number(), v.integer(), v.minValue(1)),
  room: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  finished: v.boolean(),
});

/** The save index, newest first. Entries that do not parse are left out (the match files themselves are the truth). */
export function listSaves(store: KeyValueStore): SaveEntry[] {
  const raw = store.get('saves');
  if (!Array.isArray(raw)) return [];
  return raw
    .flatMap((entry) => {
      const parsed = v.safeParse(SaveEntrySchema, entry);
      return parsed.success ? [parsed.output] : [];
    })
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
}

export function recordSave(store: KeyValueStore, entry: SaveEntry): void {
  const saves = listSaves(store).filter((s) => s.id !== entry.id);
  store.set('saves', [v.parse(SaveEntrySchema, entry), ...saves]);
}

export function forgetSave(store: KeyValueStore, id: string): void {
  store.set(
    'saves',
    listSaves(store).filter((s) => s.id !== id),
  );
}
