/**
 * The Electron main process, kept thin: one window on the web client, locked down by the Electron
 * security checklist. The rules, the host and the saves live in plain Node code elsewhere.
 */
import { join } from 'node:path';
import { BrowserWindow, app, ipcMain, session, shell } from 'electron';
import type { AppVersion } from '../shared/ipc';
import { CONTENT_SECURITY_POLICY, isOwnPage } from './security';

const OWN_PAGES = { rendererDir: join(import.meta.dirname, '../renderer'), devServer: process.env.ELECTRON_RENDERER_URL };

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 500,
    backgroundColor: '#072c20',
    title: 'Kartenstube',
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
  win.once('ready-to-show', () => win.show());
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//.test(url) && !isOwnPage(url, OWN_PAGES)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (!isOwnPage(url, OWN_PAGES)) event.preventDefault();
  });
  const devServer = process.env.ELECTRON_RENDERER_URL;
  if (devServer) void win.loadURL(devServer);
  else void win.loadFile(join(import.meta.dirname, '../renderer/index.html'));
  return win;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [win] = BrowserWindow.getAllWindows();
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });

  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
    });
    ipcMain.handle('app:version', (event): AppVersion => {
      if (!event.senderFrame || !isOwnPage(event.senderFrame.url, OWN_PAGES)) throw new Error('app:version: refused, the sender is not our page');
      return { app: app.getVersion(), electron: process.versions.electron ?? '', chrome: process.versions.chrome ?? '', node: process.versions.node };
    });
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
