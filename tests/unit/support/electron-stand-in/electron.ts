/**
 * A stand-in for the `electron` module, so the built main process (out/main/index.js) can start
 * under plain Node where the Electron runtime is missing. It behaves like the parts of Electron
 * that src/main and electron-store use — the app's life cycle and single-instance lock, windows
 * and their page loads, ipcMain, the session's permission and request hooks, the menu, shell —
 * records every call the app makes, and takes commands from the test (protocol.ts) for what
 * Electron's runtime and the person at the computer would do. Loaded in place of `electron` by
 * register.mjs; the paths it needs come from STAND_IN_APP_PATH and STAND_IN_USER_DATA.
 */
import { EventEmitter } from 'node:events';
import { get } from 'node:http';
import { closeSync, openSync, readFileSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Call, ChildMessage, Command, ParentMessage, WindowState } from './protocol';

type Listener = Parameters<EventEmitter['on']>[1];

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`the Electron stand-in needs ${name}`);
  return value;
}

const appPath = requiredEnv('STAND_IN_APP_PATH');
const userData = requiredEnv('STAND_IN_USER_DATA');
const appPackage = JSON.parse(readFileSync(join(appPath, 'package.json'), 'utf8')) as { name: string; productName?: string; version: string };

function send(message: ChildMessage): void {
  process.send?.(message);
}

function asJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'function' ? '[function]' : inner))) as unknown;
}

function record(api: string, args: unknown[], result?: unknown): void {
  const call: Call = { api, args: args.map(asJson) };
  if (result !== undefined) call.result = asJson(result);
  send({ kind: 'call', call });
}

/** Electron's preventable event object. */
interface ElectronEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
}

function electronEvent<T extends object>(extra?: T): ElectronEvent & T {
  return Object.assign(
    {
      defaultPrevented: false,
      preventDefault(this: ElectronEvent) {
        this.defaultPrevented = true;
      },
    },
    extra ?? ({} as T),
  );
}

// ---------------------------------------------------------------- app

/** Chromium's process singleton on Linux: a lock file and a socket in the user-data folder. */
const lockFile = join(userData, 'SingletonLock');
const lockSocket = join(userData, 'SingletonSocket');

type QuitStage = 'running' | 'quitting' | 'quit';

class App extends EventEmitter {
  #ready = false;
  #stage: QuitStage = 'running';
  #lock: { fd: number; server: Server } | null = null;
  readonly #whenReady: Promise<void>;

  constructor() {
    super();
    this.#whenReady = new Promise((resolve) => this.once('ready', () => resolve()));
    // Electron emits `ready` once the main script's first turn has run; an app that quit before that never gets it.
    setImmediate(() => {
      if (this.#stage !== 'running') return;
      this.#ready = true;
      this.emit('ready', electronEvent(), {});
    });
  }

  override on(eventName: string | symbol, listener: Listener): this {
    record('app.on', [String(eventName)]);
    return super.on(eventName, listener);
  }

  get quitting(): boolean {
    return this.#stage !== 'running';
  }

  whenReady(): Promise<void> {
    record('app.whenReady', []);
    return this.#whenReady;
  }

  isReady(): boolean {
    return this.#ready;
  }

  getAppPath(): string {
    record('app.getAppPath', []);
    return appPath;
  }

  getPath(name: string): string {
    record('app.getPath', [name]);
    switch (name) {
      case 'userData':
        return userData;
      case 'appData':
        return dirname(userData);
      case 'temp':
        return tmpdir();
      default:
        throw new Error(`Failed to get '${name}' path`);
    }
  }

  getVersion(): string {
    return appPackage.version;
  }

  getName(): string {
    return appPackage.productName ?? appPackage.name;
  }

  /** Like Chromium's: the first instance holds a lock file and listens; a later one tells it its argv and is refused. */
  requestSingleInstanceLock(additionalData?: unknown): boolean {
    let fd: number;
    try {
      fd = openSync(lockFile, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      createConnection(lockSocket).end(JSON.stringify({ argv: process.argv, cwd: process.cwd(), additionalData: additionalData ?? null }));
      record('app.requestSingleInstanceLock', [additionalData], false);
      return false;
    }
    const server = createServer((socket) => {
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => {
        const other = JSON.parse(text) as { argv: string[]; cwd: string; additionalData: unknown };
        this.emit('second-instance', electronEvent(), other.argv, other.cwd, other.additionalData);
      });
    });
    server.listen(lockSocket);
    // The lock does not keep the process alive; the app's windows and servers decide that.
    server.unref();
    this.#lock = { fd, server };
    record('app.requestSingleInstanceLock', [additionalData], true);
    return true;
  }

  /** Electron's order: before-quit, every window closed (each may refuse), will-quit, quit. */
  quit(): void {
    record('app.quit', []);
    if (this.#stage !== 'running') return;
    const before = electronEvent();
    this.emit('before-quit', before);
    if (before.defaultPrevented) return;
    this.#stage = 'quitting';
    for (const win of BrowserWindow.getAllWindows()) {
      win.close();
      if (!win.isDestroyed()) {
        this.#stage = 'running';
        return;
      }
    }
    const will = electronEvent();
    this.emit('will-quit', will);
    if (will.defaultPrevented) {
      this.#stage = 'running';
      return;
    }
    this.#stage = 'quit';
    this.emit('quit', electronEvent(), 0);
    this.#releaseLock();
  }

  #releaseLock(): void {
    if (!this.#lock) return;
    this.#lock.server.close();
    closeSync(this.#lock.fd);
    unlinkSync(lockFile);
    this.#lock = null;
  }
}

export const app = new App();

// ---------------------------------------------------------------- session

interface RequestDetails {
  id: number;
  url: string;
  method: string;
  resourceType: string;
  webContentsId?: number;
}
type BeforeRequestListener = (details: RequestDetails, callback: (response: { cancel?: boolean; redirectURL?: string }) => void) => void;
type HeadersDetails = RequestDetails & { statusCode: number; statusLine: string; responseHeaders: Record<string, string[]> };
type HeadersListener = (details: HeadersDetails, callback: (response: { cancel?: boolean; responseHeaders?: Record<string, string[]> }) => void) => void;
type PermissionRequestHandler = (contents: WebContents | null, permission: string, callback: (granted: boolean) => void, details: { requestingUrl: string }) => void;
type PermissionCheckHandler = (contents: WebContents | null, permission: string, origin: string, details: { requestingUrl: string }) => boolean;

let nextRequestId = 1;

class WebRequest {
  beforeRequest: BeforeRequestListener | null = null;
  headersReceived: HeadersListener | null = null;

  // Electron's signature is ([filter,] listener); the filter narrows the URLs, which the app does not use.
  onBeforeRequest(...args: [BeforeRequestListener] | [unknown, BeforeRequestListener]): void {
    record('session.webRequest.onBeforeRequest', args);
    this.beforeRequest = args.length === 1 ? args[0] : args[1];
  }

  onHeadersReceived(...args: [HeadersListener] | [unknown, HeadersListener]): void {
    record('session.webRequest.onHeadersReceived', args);
    this.headersReceived = args.length === 1 ? args[0] : args[1];
  }

  /** Whether the app's hook lets the request through (Electron fails a cancelled one with ERR_BLOCKED_BY_CLIENT). */
  allows(url: string, resourceType: string, webContentsId?: number): Promise<boolean> {
    const listener = this.beforeRequest;
    if (!listener) return Promise.resolve(true);
    return new Promise((resolve) => listener({ id: nextRequestId++, url, method: 'GET', resourceType, webContentsId }, (response) => resolve(!response.cancel)));
  }
}

class Session {
  readonly webRequest = new WebRequest();
  permissionRequest: PermissionRequestHandler | null = null;
  permissionCheck: PermissionCheckHandler | null = null;

  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    record('session.setPermissionRequestHandler', [handler]);
    this.permissionRequest = handler;
  }

  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    record('session.setPermissionCheckHandler', [handler]);
    this.permissionCheck = handler;
  }
}

const defaultSession = new Session();
export const session = { defaultSession };

// ---------------------------------------------------------------- windows

type WindowOpenHandler = (details: { url: string; frameName: string; features: string; disposition: string }) => { action: 'allow' | 'deny' };

let nextWebContentsId = 1;

/** An HTTP GET with the header names as the server sent them (Chromium hands them to onHeadersReceived that way). */
function httpGet(url: string): Promise<{ status: number; headers: Record<string, string[]> }> {
  if (!url.startsWith('http://')) return Promise.reject(new Error(`the stand-in loads only http: pages, not '${url}'`));
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const headers: Record<string, string[]> = {};
      for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
        const name = response.rawHeaders[i] as string;
        (headers[name] ??= []).push(response.rawHeaders[i + 1] as string);
      }
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers }));
    }).on('error', () => reject(new Error(`ERR_CONNECTION_REFUSED (-102) loading '${url}'`)));
  });
}

class WebContents extends EventEmitter {
  readonly id = nextWebContentsId++;
  url = '';
  status = 0;
  responseHeaders: Record<string, string[]> = {};
  windowOpenHandler: WindowOpenHandler | null = null;

  constructor(private readonly window: BrowserWindow) {
    super();
  }

  getURL(): string {
    return this.url;
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    record('webContents.setWindowOpenHandler', [handler]);
    this.windowOpenHandler = handler;
  }

  override on(eventName: string | symbol, listener: Listener): this {
    record('webContents.on', [String(eventName)]);
    return super.on(eventName, listener);
  }

  /** A page load as Chromium does it: the session's request hook, the HTTP fetch, the headers hook, then the page. */
  async loadURL(url: string): Promise<void> {
    record('webContents.loadURL', [url]);
    if (!(await defaultSession.webRequest.allows(url, 'mainFrame', this.id))) throw new Error(`ERR_BLOCKED_BY_CLIENT (-20) loading '${url}'`);
    const response = await httpGet(url);
    const hook = defaultSession.webRequest.headersReceived;
    const finalHeaders = hook
      ? await new Promise<Record<string, string[]>>((resolve) =>
          hook(
            { id: nextRequestId++, url, method: 'GET', resourceType: 'mainFrame', webContentsId: this.id, statusCode: response.status, statusLine: `HTTP/1.1 ${response.status}`, responseHeaders: response.headers },
            (changed) => resolve(changed.responseHeaders ?? response.headers),
          ),
        )
      : response.headers;
    if (this.window.isDestroyed()) return;
    this.url = url;
    this.status = response.status;
    this.responseHeaders = finalHeaders;
    this.emit('did-finish-load');
    this.window.pageShown();
  }

  /** The page tries to navigate: the app's will-navigate listeners may stop it. */
  async navigate(url: string): Promise<boolean> {
    const event = electronEvent({ url, isMainFrame: true });
    this.emit('will-navigate', event, url);
    if (!event.defaultPrevented) await this.loadURL(url);
    return event.defaultPrevented;
  }

  openWindow(url: string): 'allow' | 'deny' {
    // With no handler Electron opens the window; the app must have said no.
    const answer = this.windowOpenHandler?.({ url, frameName: '', features: '', disposition: 'new-window' }) ?? { action: 'allow' };
    if (answer.action === 'allow') void new BrowserWindow({}).loadURL(url);
    return answer.action;
  }
}

interface BrowserWindowOptions {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  fullscreen?: boolean;
  show?: boolean;
  webPreferences?: Record<string, unknown>;
  [option: string]: unknown;
}

interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

const windows: BrowserWindow[] = [];
let nextWindowId = 1;

export class BrowserWindow extends EventEmitter {
  static getAllWindows(): BrowserWindow[] {
    record('BrowserWindow.getAllWindows', []);
    return [...windows];
  }

  static getFocusedWindow(): BrowserWindow | null {
    return windows.find((win) => win.#focused) ?? null;
  }

  readonly id = nextWindowId++;
  readonly webContents: WebContents;
  #visible: boolean;
  #fullscreen: boolean;
  #maximized = false;
  #minimized = false;
  #focused = false;
  #destroyed = false;
  #shownOnce = false;
  readonly #bounds: Rectangle;

  constructor(options: BrowserWindowOptions = {}) {
    super();
    record('new BrowserWindow', [options]);
    if (!app.isReady()) throw new Error('Cannot create BrowserWindow before app is ready');
    this.#bounds = { x: options.x ?? 100, y: options.y ?? 100, width: options.width ?? 800, height: options.height ?? 600 };
    this.#fullscreen = options.fullscreen ?? false;
    this.#visible = options.show ?? true;
    this.#focused = this.#visible;
    this.webContents = new WebContents(this);
    windows.push(this);
  }

  override on(eventName: string | symbol, listener: Listener): this {
    record('BrowserWindow.on', [String(eventName)]);
    return super.on(eventName, listener);
  }

  override once(eventName: string | symbol, listener: Listener): this {
    record('BrowserWindow.once', [String(eventName)]);
    return super.once(eventName, listener);
  }

  /** The first page has been drawn. */
  pageShown(): void {
    if (this.#shownOnce) return;
    this.#shownOnce = true;
    this.emit('ready-to-show');
  }

  loadURL(url: string): Promise<void> {
    record('BrowserWindow.loadURL', [url]);
    return this.webContents.loadURL(url);
  }

  show(): void {
    record('BrowserWindow.show', []);
    this.#visible = true;
    this.focus();
    this.emit('show');
  }

  isVisible(): boolean {
    return this.#visible;
  }

  focus(): void {
    record('BrowserWindow.focus', []);
    for (const win of windows) win.#focused = win === this;
    this.emit('focus');
  }

  isFocused(): boolean {
    return this.#focused;
  }

  maximize(): void {
    record('BrowserWindow.maximize', []);
    this.#maximized = true;
  }

  isMaximized(): boolean {
    return this.#maximized;
  }

  minimize(): void {
    record('BrowserWindow.minimize', []);
    this.#minimized = true;
    this.#focused = false;
  }

  isMinimized(): boolean {
    return this.#minimized;
  }

  restore(): void {
    record('BrowserWindow.restore', []);
    this.#minimized = false;
    this.#maximized = false;
  }

  setFullScreen(flag: boolean): void {
    record('BrowserWindow.setFullScreen', [flag]);
    if (flag === this.#fullscreen) return;
    this.#fullscreen = flag;
    this.emit(flag ? 'enter-full-screen' : 'leave-full-screen');
  }

  isFullScreen(): boolean {
    return this.#fullscreen;
  }

  getBounds(): Rectangle {
    return { ...this.#bounds };
  }

  getNormalBounds(): Rectangle {
    return { ...this.#bounds };
  }

  isDestroyed(): boolean {
    return this.#destroyed;
  }

  /** The close button: `close` may be refused; then the window goes, and with the last one the app hears window-all-closed. */
  close(): void {
    record('BrowserWindow.close', []);
    if (this.#destroyed) return;
    const event = electronEvent();
    this.emit('close', event);
    if (!event.defaultPrevented) this.destroy();
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    windows.splice(windows.indexOf(this), 1);
    this.emit('closed');
    // During app.quit() Electron closes the windows itself and does not emit window-all-closed.
    if (windows.length > 0 || app.quitting) return;
    if (app.listenerCount('window-all-closed') > 0) app.emit('window-all-closed');
    else app.quit();
  }

  state(): WindowState {
    const { url, status, responseHeaders } = this.webContents;
    return { id: this.id, url, visible: this.#visible, fullscreen: this.#fullscreen, minimized: this.#minimized, focused: this.#focused, responseHeaders, status };
  }
}

// ---------------------------------------------------------------- ipc, menu, shell

type InvokeHandler = (event: { sender: WebContents | null; senderFrame: { url: string } | null; processId: number; frameId: number }, ...args: unknown[]) => unknown;

class IpcMain extends EventEmitter {
  readonly handlers = new Map<string, InvokeHandler>();

  handle(channel: string, handler: InvokeHandler): void {
    record('ipcMain.handle', [channel]);
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  }

  removeHandler(channel: string): void {
    record('ipcMain.removeHandler', [channel]);
    this.handlers.delete(channel);
  }

  override on(eventName: string | symbol, listener: Listener): this {
    record('ipcMain.on', [String(eventName)]);
    return super.on(eventName, listener);
  }
}

export const ipcMain = new IpcMain();

interface MenuItemOptions {
  label?: string;
  role?: string;
  type?: string;
  accelerator?: string;
  click?: (item: MenuItemOptions, window: BrowserWindow | null, event: object) => void;
  submenu?: MenuItemOptions[];
}

export class Menu {
  static #application: Menu | null = null;

  static buildFromTemplate(template: MenuItemOptions[]): Menu {
    record('Menu.buildFromTemplate', [template]);
    return new Menu(template);
  }

  static setApplicationMenu(menu: Menu | null): void {
    record('Menu.setApplicationMenu', [menu ? menu.items : null]);
    Menu.#application = menu;
  }

  static getApplicationMenu(): Menu | null {
    return Menu.#application;
  }

  constructor(readonly items: MenuItemOptions[]) {}

  /** The item a key press reaches, searched through the submenus. */
  find(accelerator: string, items: MenuItemOptions[] = this.items): MenuItemOptions | null {
    for (const item of items) {
      if (item.accelerator === accelerator) return item;
      const inner = item.submenu ? this.find(accelerator, item.submenu) : null;
      if (inner) return inner;
    }
    return null;
  }
}

export const shell = {
  openExternal(url: string): Promise<void> {
    record('shell.openExternal', [url]);
    return Promise.resolve();
  },
  openPath(path: string): Promise<string> {
    record('shell.openPath', [path]);
    return Promise.resolve('');
  },
};

export default { app, session, BrowserWindow, ipcMain, Menu, shell };

// ---------------------------------------------------------------- the test's commands

function theWindow(): BrowserWindow {
  const [win] = BrowserWindow.getAllWindows();
  if (!win) throw new Error('there is no window');
  return win;
}

async function run(command: Command): Promise<unknown> {
  switch (command.op) {
    case 'invoke': {
      const handler = ipcMain.handlers.get(command.channel);
      if (!handler) throw new Error(`No handler registered for '${command.channel}'`);
      const sender = BrowserWindow.getAllWindows()[0]?.webContents ?? null;
      const senderFrame = command.senderUrl === null ? null : { url: command.senderUrl };
      return handler({ sender, senderFrame, processId: 1, frameId: 1 }, command.payload);
    }
    case 'permission': {
      const contents = BrowserWindow.getAllWindows()[0]?.webContents ?? null;
      const request = defaultSession.permissionRequest;
      const check = defaultSession.permissionCheck;
      // Without handlers Chromium grants both.
      const requested = request ? await new Promise<boolean>((resolve) => request(contents, command.permission, resolve, { requestingUrl: command.origin })) : true;
      const checked = check ? check(contents, command.permission, command.origin, { requestingUrl: command.origin }) : true;
      return { requested, checked };
    }
    case 'request':
      return { allowed: await defaultSession.webRequest.allows(command.url, 'xhr', theWindow().webContents.id) };
    case 'navigate':
      return { prevented: await theWindow().webContents.navigate(command.url) };
    case 'open-window':
      return { action: theWindow().webContents.openWindow(command.url) };
    case 'press': {
      const item = Menu.getApplicationMenu()?.find(command.accelerator);
      if (!item?.click) throw new Error(`no menu item answers ${command.accelerator}`);
      item.click(item, BrowserWindow.getFocusedWindow(), {});
      return null;
    }
    case 'minimize':
      theWindow().minimize();
      return null;
    case 'close-window':
      theWindow().close();
      return null;
    case 'windows':
      return windows.map((win) => win.state());
    case 'let-exit':
      return null;
  }
}

process.on('message', (message: ParentMessage) => {
  const { id, command } = message;
  run(command).then(
    (value) => {
      const reply: ChildMessage = { kind: 'reply', id, ok: true, value: asJson(value) };
      if (command.op === 'let-exit') process.send?.(reply, () => process.disconnect());
      else send(reply);
    },
    (error: unknown) => send({ kind: 'reply', id, ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
  );
});
