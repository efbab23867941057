import { describe, expect, it } from 'vitest';
import { IpcRefused, createIpcDispatch, type IpcImplementation } from '../../src/main/ipc';
import { DEFAULT_SETTINGS, IPC_CHANNELS } from '../../src/shared/ipc';

const calls: unknown[] = [];
const implementation: IpcImplementation = {
  'app:version': () => ({ app: '0.1.0', electron: '45', chrome: '1', node: '22' }),
  'settings:get': () => DEFAULT_SETTINGS,
  'settings:set': (patch) => (calls.push(patch), { ...DEFAULT_SETTINGS, ...patch }),
  'saves:list': () => [],
  'window:fullscreen': (on) => on,
  'host:status': () => ({ localUrl: 'ws://127.0.0.1:1/ws', lan: false, joinUrls: [] }),
  'host:lan': (on) => ({ localUrl: 'ws://127.0.0.1:1/ws', lan: on, joinUrls: [] }),
  'hosts:list': () => [{ name: 'Stube', address: '192.168.1.20', port: 4817, joinUrl: 'http://192.168.1.20:4817/' }],
};
const own = 'file:///app/out/renderer/index.html';
const dispatch = createIpcDispatch(implementation, (url) => url === own);

describe('IPC handlers', () => {
  it('answers our own page with a valid payload', async () => {
    await expect(dispatch('settings:set', own, { sound: false })).resolves.toEqual({ ...DEFAULT_SETTINGS, sound: false });
    await expect(dispatch('window:fullscreen', own, true)).resolves.toBe(true);
    await expect(dispatch('hosts:list', own, undefined)).resolves.toEqual([
      { name: 'Stube', address: '192.168.1.20', port: 4817, joinUrl: 'http://192.168.1.20:4817/' },
    ]);
  });

  it('refuses a sender that is not our page, and does nothing', async () => {
    calls.length = 0;
    await expect(dispatch('settings:set', 'https://evil.example/', { sound: false })).rejects.toThrow(IpcRefused);
    await expect(dispatch('settings:set', undefined, { sound: false })).rejects.toThrow(/sender/);
    expect(calls).toEqual([]);
  });

  it.each([
    ['settings:set', { sound: 'loud' }],
    ['settings:set', { language: 'fr' }],
    ['settings:set', { unknown: true }],
    ['settings:set', 'sound'],
    ['window:fullscreen', 'yes'],
    ['app:version', { extra: 1 }],
    ['hosts:list', { address: '10.0.0.1' }],
    ['hosts:list', '192.168.1.20'],
    ['hosts:list', null],
  ])('refuses a bad payload on %s: %j', async (channel, payload) => {
    calls.length = 0;
    await expect(dispatch(channel, own, payload)).rejects.toThrow(/bad payload/);
    expect(calls).toEqual([]);
  });

  it('hosts:list answers only our own page', async () => {
    await expect(dispatch('hosts:list', 'http://192.168.1.20:4817/', undefined)).rejects.toThrow(/sender/);
  });

  it('refuses a channel that is not listed', async () => {
    await expect(dispatch('fs:read', own, '/etc/passwd')).rejects.toThrow(/unknown channel/);
  });

  it('every listed channel has a handler', () => {
    expect(Object.keys(implementation).sort()).toEqual([...IPC_CHANNELS].sort());
  });
});

describe('preload', () => {
  it('imports nothing at run time but electron and the channel names (a sandboxed preload cannot require packages)', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('../../src/preload/index.ts', import.meta.url), 'utf8');
    const runtimeImports = [...source.matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map((m) => m[1]);
    expect(runtimeImports.sort()).toEqual(['../shared/ipc-channels', 'electron']);
  });
});
