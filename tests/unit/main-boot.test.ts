/**
 * The desktop app's start, end to end, without the Electron runtime: the test builds the main
 * process as `npm run build` does and starts that bundle in a child Node process whose `electron`
 * is a recording stand-in (tests/unit/support/electron-stand-in). The stand-in plays Electron and
 * the person at the computer; the checks are what the app asked Electron for and what it answers.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/main/security';
import { IPC_CHANNELS } from '../../src/shared/ipc';
import { buildMainBundle, launch, type StandInApp } from './support/electron-stand-in/driver';
import type { Call, WindowState } from './support/electron-stand-in/protocol';

const ROOT = resolve(import.meta.dirname, '../..');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const PAGE = '<!doctype html><title>Kartenstube</title><p>the web client, as build:web leaves it</p>';
const FOREIGN_SENDERS = ['https://evil.example/', 'http://192.168.1.20:4817/', 'file:///etc/passwd', null];

let work = '';
let bundle = { main: '', preload: '' };
let appPath = '';

/** Whether something accepts TCP connections on address:port. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolveConnect) => {
    const socket = connect({ host: address, port });
    socket.once('connect', () => {
      socket.destroy();
      resolveConnect(true);
    });
    socket.once('error', () => resolveConnect(false));
  });
}

function userDataDir(name: string): string {
  const dir = join(work, name);
  mkdirSync(dir);
  return dir;
}

async function windows(app: StandInApp): Promise<WindowState[]> {
  return (await app.send({ op: 'windows' })) as WindowState[];
}

function apis(calls: Call[]): string[] {
  return calls.map((call) => call.api);
}

/** The user closes the last window: the app must quit, stop its host and leave nothing running. */
async function closeAndExit(app: StandInApp, port: number): Promise<void> {
  await app.send({ op: 'close-window' });
  await app.waitFor('app.quit');
  await expect.poll(() => accepts('127.0.0.1', port), { timeout: 15_000 }).toBe(false);
  await app.send({ op: 'let-exit' });
  expect(await app.exited).toBe(0);
}

beforeAll(async () => {
  // Inside the project, so that the bundle's packages (electron-store, ws …) resolve from node_modules.
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
  work = mkdtempSync(join(ROOT, 'node_modules/.cache/main-boot-'));
  bundle = await buildMainBundle(join(work, 'out'));
  // The installed app as Electron sees it: its package.json and the web client the host serves.
  appPath = join(work, 'app');
  mkdirSync(join(appPath, 'dist-web'), { recursive: true });
  writeFileSync(join(appPath, 'package.json'), JSON.stringify({ name: 'kartenstube', productName: 'Kartenstube', version: VERSION }));
  writeFileSync(join(appPath, 'dist-web/index.html'), PAGE);
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the desktop app started from its built main bundle', () => {
  let app: StandInApp;
  let userData = '';
  let port = 0;
  let page = '';

  beforeAll(async () => {
    userData = userDataDir('user-data');
    app = launch(bundle.main, { argv: [], appPath, userData });
    await app.waitFor('BrowserWindow.show');
    const [win] = await windows(app);
    page = win?.url ?? '';
    port = Number(new URL(page).port);
  });

  afterAll(() => app.kill());

  it('asks for the single-instance lock first and opens exactly one window once ready', () => {
    const order = apis(app.calls);
    expect(app.calls.find((call) => call.api === 'app.requestSingleInstanceLock')?.result).toBe(true);
    expect(order.indexOf('app.requestSingleInstanceLock')).toBeLessThan(order.indexOf('app.whenReady'));
    // The guards for every web contents are in place before there is any.
    const guardsAt = app.calls.findIndex((call) => call.api === 'app.on' && call.args[0] === 'web-contents-created');
    expect(guardsAt).toBeGreaterThan(-1);
    expect(guardsAt).toBeLessThan(order.indexOf('new BrowserWindow'));
    expect(order.filter((api) => api === 'new BrowserWindow')).toHaveLength(1);
  });

  it('runs the match host on 127.0.0.1 and the window loads the web client from it', async () => {
    expect(page).toBe(`http://127.0.0.1:${port}/`);
    const response = await fetch(page);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PAGE);
    const [win] = await windows(app);
    expect(win).toMatchObject({ status: 200, visible: true, fullscreen: false });
    // Offline play is not reachable from the LAN.
    const lanAddresses = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && address.family === 'IPv4' && !address.internal);
    for (const address of lanAddresses) expect(await accepts(address?.address ?? '', port)).toBe(false);
  });

  it('gives the page its content security policy', async () => {
    const [win] = await windows(app);
    expect(win?.responseHeaders['Content-Security-Policy']).toEqual([contentSecurityPolicy(page)]);
  });

  it('isolates the page: context isolation, sandbox, no Node integration, the built preload script', () => {
    const options = app.calls.find((call) => call.api === 'new BrowserWindow')?.args[0] as {
      fullscreen: boolean;
      show: boolean;
      webPreferences: Record<string, unknown>;
    };
    expect(options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, preload: bundle.preload });
    // No <webview> in the page: Electron's default, which the app keeps.
    expect(options.webPreferences.webviewTag).toBeUndefined();
    expect(readFileSync(bundle.preload, 'utf8')).toContain('exposeInMainWorld');
    expect(options.fullscreen).toBe(false);
    // Shown once the page is drawn, not as an empty frame.
    expect(options.show).toBe(false);
  });

  it('registers every channel of shared/ipc.ts with ipcMain.handle, and nothing else', () => {
    const handled = app.calls.filter((call) => call.api === 'ipcMain.handle').map((call) => call.args[0]);
    expect([...handled].sort()).toEqual([...IPC_CHANNELS].sort());
  });

  it('refuses every channel to a sender that is not its own page', async () => {
    for (const channel of IPC_CHANNELS) {
      for (const senderUrl of FOREIGN_SENDERS) {
        await expect(
          app.send({ op: 'invoke', channel, senderUrl, payload: channel === 'host:lan' || channel === 'window:fullscreen' ? true : undefined }),
        ).rejects.toThrow("refused, the sender is not Kartenstube's own page");
      }
    }
    const [win] = await windows(app);
    expect(win?.fullscreen).toBe(false);
    expect(await app.send({ op: 'invoke', channel: 'host:status', senderUrl: page })).toMatchObject({ lan: false });
  });

  it('answers its own page over IPC, and a bad payload changes nothing', async () => {
    expect(await app.send({ op: 'invoke', channel: 'app:version', senderUrl: page })).toEqual({
      app: VERSION,
      electron: '',
      chrome: '',
      node: process.versions.node,
    });
    expect(await app.send({ op: 'invoke', channel: 'host:status', senderUrl: page })).toEqual({
      localUrl: `ws://127.0.0.1:${port}/ws`,
      lan: false,
      joinUrls: [],
    });
    await expect(app.send({ op: 'invoke', channel: 'settings:set', senderUrl: page, payload: { language: 'fr' } })).rejects.toThrow(
      'settings:set: bad payload',
    );
    expect(await app.send({ op: 'invoke', channel: 'settings:set', senderUrl: page, payload: { playerName: 'Ada' } })).toMatchObject({
      playerName: 'Ada',
      language: 'de',
    });
    expect(await app.send({ op: 'invoke', channel: 'settings:get', senderUrl: page })).toMatchObject({ playerName: 'Ada' });
    // electron-store keeps the settings in the user-data folder.
    expect(JSON.parse(readFileSync(join(userData, 'kartenstube.json'), 'utf8'))).toMatchObject({ settings: { playerName: 'Ada' } });
    expect(await app.send({ op: 'invoke', channel: 'window:fullscreen', senderUrl: page, payload: true })).toBe(true);
    expect((await windows(app))[0]?.fullscreen).toBe(true);
    await app.send({ op: 'invoke', channel: 'window:fullscreen', senderUrl: page, payload: false });
    expect((await windows(app))[0]?.fullscreen).toBe(false);
  });

  it('denies every permission a page asks for or is checked for', async () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'midi']) {
      expect(await app.send({ op: 'permission', permission, origin: page })).toEqual({ requested: false, checked: false });
    }
  });

  it('cancels every request to the internet and lets local ones through', async () => {
    expect(await app.send({ op: 'request', url: 'https://cdn.example.com/pixi.js' })).toEqual({ allowed: false });
    expect(await app.send({ op: 'request', url: 'ws://203.0.113.9:4817/ws' })).toEqual({ allowed: false });
    expect(await app.send({ op: 'request', url: `http://127.0.0.1:${port}/assets/index.js` })).toEqual({ allowed: true });
    expect(await app.send({ op: 'request', url: 'ws://192.168.1.20:4817/ws' })).toEqual({ allowed: true });
  });

  it('stops navigation away from its own page, in the main frame and in any subframe', async () => {
    for (const frame of ['main', 'sub'] as const) {
      expect(await app.send({ op: 'navigate', frame, url: 'https://evil.example/' }), frame).toEqual({ prevented: true });
      expect(await app.send({ op: 'navigate', frame, url: 'file:///etc/passwd' }), frame).toEqual({ prevented: true });
      // The same machine, but not the app's host.
      expect(await app.send({ op: 'navigate', frame, url: `http://127.0.0.1:${port + 1}/` }), frame).toEqual({ prevented: true });
    }
    expect(await app.send({ op: 'navigate', frame: 'sub', url: `${page}?room=WXYZ` })).toEqual({ prevented: false });
    expect(await app.send({ op: 'navigate', frame: 'main', url: `${page}?room=ABCD` })).toEqual({ prevented: false });
    expect((await windows(app))[0]?.url).toBe(`${page}?room=ABCD`);
  });

  it('a server redirect away from its own page cancels the navigation', async () => {
    expect(await app.send({ op: 'redirect', url: 'https://evil.example/' })).toEqual({ prevented: true });
    expect((await windows(app))[0]?.url).toBe(`${page}?room=ABCD`);
    expect(await app.send({ op: 'redirect', url: page })).toEqual({ prevented: false });
    expect((await windows(app))[0]?.url).toBe(page);
  });

  it('opens no new window: web links go to the browser, everything else nowhere', async () => {
    const before = app.calls.length;
    for (const url of ['https://example.com/rules', page, 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect(await app.send({ op: 'open-window', url })).toEqual({ action: 'deny' });
    }
    expect(await windows(app)).toHaveLength(1);
    const opened = app.calls.slice(before).filter((call) => call.api === 'shell.openExternal');
    expect(opened.map((call) => call.args[0])).toEqual(['https://example.com/rules']);
  });

  it("guards every web contents Electron makes, not only the window's: navigation, redirects, <webview>, new windows", async () => {
    const [win] = await windows(app);
    const other = (await app.send({ op: 'new-contents', webviewTag: true })) as number;
    expect(other).not.toBe(win?.contents);
    for (const contents of [win?.contents ?? 0, other]) {
      const listened = app.calls.filter((call) => call.api === 'webContents.on' && call.target === contents).map((call) => call.args[0]);
      // will-navigate is the main frame's; Electron asks will-frame-navigate first, so only the listener itself shows that it is there.
      expect(listened, `web contents ${contents}`).toEqual(
        expect.arrayContaining(['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview']),
      );
      expect(
        app.calls.filter((call) => call.api === 'webContents.setWindowOpenHandler' && call.target === contents),
        `web contents ${contents}`,
      ).toHaveLength(1);
    }
    expect(await app.send({ op: 'navigate', frame: 'main', url: 'https://evil.example/', contents: other })).toEqual({ prevented: true });
    expect(await app.send({ op: 'navigate', frame: 'sub', url: 'https://evil.example/', contents: other })).toEqual({ prevented: true });
    expect(await app.send({ op: 'redirect', url: 'https://evil.example/', contents: other })).toEqual({ prevented: true });
    expect(await app.send({ op: 'open-window', url: 'file:///etc/passwd', contents: other })).toEqual({ action: 'deny' });
    // Not even a <webview> of the app's own page.
    expect(await app.send({ op: 'attach-webview', src: page, contents: other })).toEqual({ prevented: true });
    expect(await windows(app)).toHaveLength(1);
    // The window's page has no <webview> at all.
    await expect(app.send({ op: 'attach-webview', src: page })).rejects.toThrow('webviewTag off');
  });

  it('toggles fullscreen with F11 from its menu', async () => {
    await app.send({ op: 'press', accelerator: 'F11' });
    expect((await windows(app))[0]?.fullscreen).toBe(true);
    await app.send({ op: 'press', accelerator: 'F11' });
    expect((await windows(app))[0]?.fullscreen).toBe(false);
  });

  it('a second start brings the running window forward and quits without a window of its own', async () => {
    await app.send({ op: 'minimize' });
    const before = app.calls.length;
    const second = launch(bundle.main, { argv: [], appPath, userData });
    try {
      await second.waitFor('app.quit');
      await app.waitFor('BrowserWindow.focus', { after: before });
      expect(apis(app.calls.slice(before))).toContain('BrowserWindow.restore');
      expect((await windows(app))[0]).toMatchObject({ minimized: false, focused: true });
      expect(second.calls.find((call) => call.api === 'app.requestSingleInstanceLock')?.result).toBe(false);
      expect(apis(second.calls)).not.toContain('new BrowserWindow');
      expect(apis(second.calls)).not.toContain('ipcMain.handle');
      await second.send({ op: 'let-exit' });
      expect(await second.exited).toBe(0);
    } finally {
      second.kill();
    }
    expect(await windows(app)).toHaveLength(1);
  });

  it('closing the window quits the app, saves the window and stops the host', async () => {
    expect(apis(app.calls)).not.toContain('app.quit');
    await closeAndExit(app, port);
    expect(JSON.parse(readFileSync(join(userData, 'kartenstube.json'), 'utf8'))).toMatchObject({
      window: { width: 1280, height: 800, fullscreen: false, maximized: false },
    });
  });
});

describe('the desktop app started with --tv', () => {
  it('opens its one window fullscreen, and still quits cleanly', async () => {
    const app = launch(bundle.main, { argv: ['--tv'], appPath, userData: userDataDir('user-data-tv') });
    try {
      await app.waitFor('BrowserWindow.show');
      expect(app.calls.find((call) => call.api === 'new BrowserWindow')?.args[0]).toMatchObject({ fullscreen: true });
      const [win, ...others] = await windows(app);
      expect(others).toHaveLength(0);
      expect(win).toMatchObject({ fullscreen: true, visible: true, status: 200 });
      await closeAndExit(app, Number(new URL(win?.url ?? '').port));
    } finally {
      app.kill();
    }
  });
});
