import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SaveEntry } from '../../src/shared/ipc';
import { DEFAULT_WINDOW, forgetSave, listSaves, readSettings, readWindowState, recordSave, updateSettings, writeWindowState } from '../../src/main/settings';

const dirs: string[] = [];
function store(dir = mkdtempSync(join(tmpdir(), 'kartenstube-settings-'))): Conf {
  dirs.push(dir);
  return new Conf({ cwd: dir, projectName: 'kartenstube', configName: 'kartenstube' });
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const entry = (id: string, updatedAt: string): SaveEntry => ({
  id,
  game: 'ueberkochen',
  players: 4,
  room: 'ABCD',
  createdAt: '2026-11-29T10:00:00Z',
  updatedAt,
  moves: 12,
  finished: false,
});

describe('settings in the app store (a real store on a temp folder)', () => {
  it('starts from the defaults and keeps what is set across reopening', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kartenstube-settings-'));
    expect(readSettings(store(dir))).toEqual(DEFAULT_SETTINGS);
    updateSettings(store(dir), { language: 'en', fourColourSuits: true });
    expect(readSettings(store(dir))).toEqual({ ...DEFAULT_SETTINGS, language: 'en', fourColourSuits: true });
  });

  it('refuses a bad patch and changes nothing', () => {
    const s = store();
    expect(() => updateSettings(s, { lanPort: 80 })).toThrow();
    expect(() => updateSettings(s, { language: 'fr' } as never)).toThrow();
    expect(readSettings(s)).toEqual(DEFAULT_SETTINGS);
  });

  it('a damaged value falls back to its default, field by field', () => {
    const s = store();
    s.set('settings', { language: 'klingon', sound: false, lanPort: 'x' });
    expect(readSettings(s)).toEqual({ ...DEFAULT_SETTINGS, sound: false });
  });

  it('an app settings file from before the one motion setting keeps "reduced motion" as no animations', () => {
    const s = store();
    const { motion: _none, ...before } = DEFAULT_SETTINGS;
    s.set('settings', { ...before, reducedMotion: true });
    expect(readSettings(s).motion).toBe('off');
    s.set('settings', { ...before, reducedMotion: false });
    expect(readSettings(s).motion).toBe('system');
  });

  it('a store file that is not JSON does not stop the app', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kartenstube-settings-'));
    writeFileSync(join(dir, 'kartenstube.json'), '{ this is not json');
    const s = new Conf({ cwd: dir, projectName: 'kartenstube', configName: 'kartenstube', clearInvalidConfig: true });
    dirs.push(dir);
    expect(readSettings(s)).toEqual(DEFAULT_SETTINGS);
  });

  it('remembers the window, and ignores an impossible one', () => {
    const s = store();
    expect(readWindowState(s)).toEqual(DEFAULT_WINDOW);
    writeWindowState(s, { x: 10, y: 20, width: 1600, height: 900, maximized: false, fullscreen: true });
    expect(readWindowState(s)).toEqual({ x: 10, y: 20, width: 1600, height: 900, maximized: false, fullscreen: true });
    s.set('window', { width: -5, height: 900, maximized: false, fullscreen: false });
    expect(readWindowState(s)).toEqual(DEFAULT_WINDOW);
  });

  it('keeps the save index newest first, replaces by id and forgets', () => {
    const s = store();
    recordSave(s, entry('a', '2026-11-29T10:00:00Z'));
    recordSave(s, entry('b', '2026-11-29T11:00:00Z'));
    recordSave(s, { ...entry('a', '2026-11-29T12:00:00Z'), moves: 40 });
    expect(listSaves(s).map((e) => [e.id, e.moves])).toEqual([
      ['a', 40],
      ['b', 12],
    ]);
    forgetSave(s, 'a');
    expect(listSaves(s).map((e) => e.id)).toEqual(['b']);
    s.set('saves', [{ id: '../../etc', game: 'x' }, entry('c', '2026-11-29T13:00:00Z')]);
    expect(listSaves(s).map((e) => e.id)).toEqual(['c']);
  });
});
