/**
 * The stand-in's BrowserWindow and its webContents: the window's state, its page loads through
 * the session (session.ts), navigation and window.open, and closing, which with the last window
 * ends in the app's window-all-closed. Public methods are Electron's and are recorded; those
 * marked "not Electron's" are how the runtime and the test act, and are not.
 */
import { EventEmitter } from 'node:events';
import { app } from './app';
import type { WindowState } from './protocol';
import { electronEvent, record, type Listener } from './record';
import { loadPage } from './session';

type WindowOpenHandler = (details: { url: string; frameName: string; features: string; disposition: string }) => { action: 'allow' | 'deny' };

let nextWebContentsId = 1;

export class WebContents extends EventEmitter {
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

  /** A page load as Chromium does it (session.ts), then the page is drawn. */
  async loadURL(url: string): Promise<void> {
    record('webContents.loadURL', [url]);
    const response = await loadPage(url, this.id);
    if (this.window.isDestroyed()) return;
    this.url = url;
    this.status = response.status;
    this.responseHeaders = response.headers;
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
    if (answer.action === 'allow') void new BrowserWindow({}).webContents.loadURL(url);
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

  /** Not Electron's: the open windows, for the runtime and the test, unrecorded. */
  static all(): BrowserWindow[] {
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
    this.#focus();
    this.emit('show');
  }

  isVisible(): boolean {
    return this.#visible;
  }

  focus(): void {
    record('BrowserWindow.focus', []);
    this.#focus();
  }

  #focus(): void {
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
    this.minimizedByUser();
  }

  /** Not Electron's: the person minimizes the window. */
  minimizedByUser(): void {
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

  /** The same as the window's close button. */
  close(): void {
    record('BrowserWindow.close', []);
    this.closedByUser();
  }

  /** Not Electron's: the close button. The app may refuse in `close`; then the window goes, and with the last one the app hears window-all-closed. */
  closedByUser(): void {
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
    else app.beginQuit();
  }

  state(): WindowState {
    const { url, status, responseHeaders } = this.webContents;
    return { id: this.id, url, visible: this.#visible, fullscreen: this.#fullscreen, minimized: this.#minimized, focused: this.#focused, responseHeaders, status };
  }
}

app.setWindowSource(() => BrowserWindow.all());
