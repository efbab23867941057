/**
 * The Electron main process, kept thin: it starts the match host in-process (offline on
 * 127.0.0.1, opened to the LAN on request), opens one window on the web client the host serves,
 * and answers the few app-level requests listed in src/shared/ipc.ts. The rules, the host and the
 * saves are plain Node code elsewhere; the security rules are in security.ts.
 */
import type { Socket } from 'node:dgram';
import { join } from 'node:path';
import { BrowserWindow, Menu, app, ipcMain, session, shell } from 'electron';
import Store from 'electron-store';
import { DEFAULT_ANNOUNCE, FileCampaignStore, FileStore, startHost, type RunningHost } from '../host';
import { DEFAULT_ANNOUNCE_PORT, listenForHosts, type Stoppable } from '../host/announce';
import { IPC_CHANNELS, type HostStatus } from '../shared/ipc';
import { createIpcDispatch } from './ipc';
import { createHostDirectory } from './lan-hosts';
import { buildMenu } from './menu';
import { contentSecurityPolicy, guardContents, isAllowedRequest, isOwnPage } from './security';
import { indexingStore } from './save-index';
import { listSaves, readSettings, readWindowState, recordSave, updateSettings, writeWindowState } from './settings';

const store = new Store({ name: 'kartenstube', clearInvalidConfig: true });
const tvMode = process.argv.includes('--tv');
const webRoot = join(app.getAppPath(), 'dist-web');
const dataDir = join(app.getPath('userData'), 'matches');

let host: RunningHost | null = null;
let lan = false;
let mainWindow: BrowserWindow | null = null;
const lanHosts = createHostDirectory();
let hostListener: (Stoppable & { socket: Socket }) | null = null;

function ownPages(): { rendererDir: string; devServer?: string | undefined; hostOrigin?: string | undefined } {
  return { rendererDir: webRoot, devServer: process.env.ELECTRON_RENDERER_URL, hostOrigin: host ? `http://127.0.0.1:${host.port}` : undefined };
}

/** Offline play binds to 127.0.0.1 only; LAN hosting opens the same host, on the configured port, to the network. */
async function startOurHost(openToLan: boolean): Promise<RunningHost> {
  const settings = readSettings(store);
  return startHost({
    bind: openToLan ? '0.0.0.0' : '127.0.0.1',
    port: openToLan ? settings.lanPort : 0,
    webRoot,
    // The host's match files are the saves; the app's index for the menu follows them.
    store: indexingStore(new FileStore(dataDir), (entry) => recordSave(store, entry)),
    campaigns: new FileCampaignStore(dataDir),
    // The same id and secret on every start and port (kept in the data folder, which the host locks): the window's saved seats are bound to them.
    dataDir,
    announce: openToLan ? DEFAULT_ANNOUNCE : null,
  });
}

async function setLan(on: boolean): Promise<HostStatus> {
  if (on !== lan || !host) {
    await host?.close();
    host = await startOurHost(on);
    lan = on;
    await mainWindow?.loadURL(`http://127.0.0.1:${host.port}/`);
  }
  return status();
}

function status(): HostStatus {
  if (!host) throw new Error('the host is not running');
  return { localUrl: `ws://127.0.0.1:${host.port}/ws`, lan, joinUrls: lan ? host.urls.filter((url) => !url.includes('127.0.0.1')) : [] };
}

function createWindow(): BrowserWindow {
  const saved = readWindowState(store);
  const win = new BrowserWindow({
    x: saved.x,
    y: saved.y,
    width: saved.width,
    height: saved.height,
    minWidth: 800,
    minHeight: 500,
    fullscreen: tvMode || saved.fullscreen,
    backgroundColor: '#072c20',
    title: 'Kartenstube',
    icon: join(app.getAppPath(), 'resources/icon.png'),
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  if (saved.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  const remember = (): void => {
    if (win.isDestroyed()) return;
    const bounds = win.getNormalBounds();
    writeWindowState(store, { ...bounds, maximized: win.isMaximized(), fullscreen: win.isFullScreen() });
  };
  win.on('close', remember);
  const devServer = process.env.ELECTRON_RENDERER_URL;
  if (devServer && host) void win.loadURL(`${devServer}?host=${encodeURIComponent(status().localUrl)}`);
  else if (host) void win.loadURL(`http://127.0.0.1:${host.port}/`);
  return win;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  // Every web contents the app creates, not only the main window's, gets the navigation and window guards.
  app.on('web-contents-created', (_event, contents) => guardContents(contents, ownPages, (url) => void shell.openExternal(url)));

  void app.whenReady().then(async () => {
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
    session.defaultSession.setPermissionCheckHandler(() => false);
    session.defaultSession.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !isAllowedRequest(details.url) }));
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      // Each page's own policy: one switched to another host on the LAN (?host=) may fetch from that host too.
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicy(details.url)] } });
    });

    host = await startOurHost(false);
    // Hearing other hosts needs no open port of ours beyond this UDP socket; if another program
    // holds it, the join screen's typed address still works.
    hostListener = await listenForHosts(DEFAULT_ANNOUNCE_PORT, '0.0.0.0', (found) => lanHosts.heard(found)).catch((error: unknown) => {
      console.warn(`LAN discovery is off: ${String(error)}`);
      return null;
    });
    // A socket error later on (the network went away) must not take the app down with it.
    hostListener?.socket.on('error', (error) => console.warn(`LAN discovery: ${error.message}`));
    const dispatch = createIpcDispatch(
      {
        'app:version': () => ({
          app: app.getVersion(),
          electron: process.versions.electron ?? '',
          chrome: process.versions.chrome ?? '',
          node: process.versions.node,
        }),
        'settings:get': () => readSettings(store),
        'settings:set': (patch) => updateSettings(store, patch),
        'saves:list': () => listSaves(store),
        'window:fullscreen': (on) => {
          mainWindow?.setFullScreen(on);
          return on;
        },
        'host:status': () => status(),
        'host:lan': (on) => setLan(on),
        'hosts:list': () => {
          const own = status().joinUrls;
          return lanHosts.list((found) => own.includes(found.joinUrl));
        },
      },
      (url) => isOwnPage(url, ownPages()),
    );
    for (const channel of IPC_CHANNELS) {
      ipcMain.handle(channel, (event, payload: unknown) => dispatch(channel, event.senderFrame?.url, payload));
    }

    mainWindow = createWindow();
    Menu.setApplicationMenu(buildMenu({ toggleFullscreen: () => mainWindow?.setFullScreen(!mainWindow.isFullScreen()), isMac: process.platform === 'darwin' }));
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', () => {
    void host?.close();
    void hostListener?.stop();
  });
}
