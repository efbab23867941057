import { describe, expect, it } from 'vitest';
import {
  browserLang,
  fromAppSettings,
  motionInEffect,
  readSettings,
  settingsBackend,
  toAppPatch,
  type PageStorage,
} from '../../../src/renderer/src/app/settings';
import { DEFAULT_SETTINGS, type KartenstubeBridge, type Settings as AppSettings, type SettingsPatch } from '../../../src/shared/ipc';

function memoryStorage(initial: Record<string, string> = {}): NonNullable<PageStorage> & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

/** A bridge over an in-memory app settings object, recording the patches it is sent. */
function fakeBridge(app: AppSettings, patches: SettingsPatch[] = []): KartenstubeBridge {
  let current = { ...app };
  return {
    invoke: ((channel: string, payload?: unknown) => {
      if (channel === 'settings:get') return Promise.resolve(current);
      if (channel === 'settings:set') {
        patches.push(payload as SettingsPatch);
        current = { ...current, ...(payload as SettingsPatch) };
        return Promise.resolve(current);
      }
      return Promise.reject(new Error(`unexpected ${channel}`));
    }) as KartenstubeBridge['invoke'],
  };
}

const query = new URLSearchParams();
const pageStored = JSON.stringify({ lang: 'de', name: 'Page', fourColour: false, memoryAid: false, motion: 'fast', sound: true, tv: true });

describe('where the settings live', () => {
  it('in a browser (no bridge) they come from and go to localStorage', async () => {
    const storage = memoryStorage({ 'kartenstube.settings': pageStored });
    const backend = settingsBackend(null, storage, query);
    const settings = await backend.load();
    expect(settings).toMatchObject({ name: 'Page', motion: 'fast', tv: true });
    backend.save({ ...settings, name: 'Neu' });
    expect(JSON.parse(storage.data['kartenstube.settings'] ?? '{}')).toMatchObject({ name: 'Neu', motion: 'fast' });
  });

  it("in the app the shared fields come from the app's settings, the page's own ones from localStorage", async () => {
    const app: AppSettings = { ...DEFAULT_SETTINGS, language: 'en', playerName: 'Anna', fourColourSuits: true, motion: 'off', sound: false };
    const settings = await settingsBackend(fakeBridge(app), memoryStorage({ 'kartenstube.settings': pageStored }), query).load();
    expect(settings).toMatchObject({ lang: 'en', name: 'Anna', fourColour: true, motion: 'off', sound: false, tv: true });
  });

  it('in the app a change is sent to the app as a patch of the shared fields only', async () => {
    const patches: SettingsPatch[] = [];
    const backend = settingsBackend(fakeBridge(DEFAULT_SETTINGS, patches), memoryStorage(), query);
    const settings = await backend.load();
    backend.save({ ...settings, name: 'Bert', memoryAid: true, motion: 'fast', tv: true });
    expect(patches).toEqual([{ language: 'de', playerName: 'Bert', fourColourSuits: false, memoryAid: true, motion: 'fast', sound: true }]);
  });

  it('vibration is on unless switched off, and the choice is kept in the page storage', async () => {
    expect(readSettings(null, query).vibrate).toBe(true);
    const storage = memoryStorage({ 'kartenstube.settings': JSON.stringify({ vibrate: false }) });
    const backend = settingsBackend(null, storage, query);
    const settings = await backend.load();
    expect(settings.vibrate).toBe(false);
    backend.save({ ...settings, vibrate: true });
    expect(JSON.parse(storage.data['kartenstube.settings'] ?? '{}')).toMatchObject({ vibrate: true });
    expect(readSettings('{"vibrate":"no"}', query).vibrate).toBe(true);
  });

  it('the page query still wins for the session in the app', async () => {
    const settings = await settingsBackend(fakeBridge(DEFAULT_SETTINGS), memoryStorage(), new URLSearchParams('lang=en&fast=1')).load();
    expect(settings).toMatchObject({ lang: 'en', motion: 'off' });
  });

  it('if the app does not answer, the page settings are used', async () => {
    const broken: KartenstubeBridge = { invoke: (() => Promise.reject(new Error('gone'))) as KartenstubeBridge['invoke'] };
    const backend = settingsBackend(broken, memoryStorage({ 'kartenstube.settings': pageStored }), query);
    expect(await backend.load()).toMatchObject({ name: 'Page' });
    expect(() => backend.save(readSettings(null, query))).not.toThrow();
  });

  it('an empty name is not sent (the app requires one), and a long one is cut to 24', () => {
    const page = readSettings(null, query);
    expect(toAppPatch({ ...page, name: '  ' })).not.toHaveProperty('playerName');
    expect(toAppPatch({ ...page, name: 'x'.repeat(30) }).playerName).toHaveLength(24);
  });

  it('the mapping round-trips the shared fields', () => {
    const page = { ...readSettings(null, query), lang: 'en' as const, name: 'Cem', fourColour: true, memoryAid: true, motion: 'off' as const, sound: false };
    const app = { ...DEFAULT_SETTINGS, ...toAppPatch(page) };
    expect(fromAppSettings(readSettings(null, query), app)).toEqual(page);
  });
});

describe('one motion setting', () => {
  it('follows the system by default: no animations when the system asks for reduced motion, normal ones otherwise', () => {
    const settings = readSettings(null, query);
    expect(settings.motion).toBe('system');
    expect(motionInEffect(settings, true)).toBe('off');
    expect(motionInEffect(settings, false)).toBe('normal');
  });

  it('a choice wins over the system', () => {
    expect(motionInEffect({ ...readSettings(null, query), motion: 'fast' }, true)).toBe('fast');
    expect(motionInEffect({ ...readSettings(null, query), motion: 'off' }, false)).toBe('off');
  });

  it('stored settings from before are migrated: reduced motion on or animations off become "off", fast stays fast, the rest follows the system', () => {
    expect(readSettings(JSON.stringify({ reducedMotion: true, speed: 1 }), query).motion).toBe('off');
    expect(readSettings(JSON.stringify({ reducedMotion: false, speed: 0 }), query).motion).toBe('off');
    expect(readSettings(JSON.stringify({ reducedMotion: false, speed: 2 }), query).motion).toBe('fast');
    expect(readSettings(JSON.stringify({ reducedMotion: false, speed: 1 }), query).motion).toBe('system');
    expect(readSettings(JSON.stringify({ motion: 'sideways' }), query).motion).toBe('system');
  });
});

describe('the language a browser starts in', () => {
  it("is the first of the browser's languages the app speaks, by its main part", () => {
    expect(browserLang(['en-GB', 'de-DE'])).toBe('en');
    expect(browserLang(['fr-FR', 'DE-at', 'en'])).toBe('de');
  });
  it('is German when the browser asks for none the app speaks, or for nothing', () => {
    expect(browserLang(['fr-FR', 'it'])).toBe('de');
    expect(browserLang([])).toBe('de');
  });
});
