/**
 * The stand-in's BrowserWindow and the web contents (the window's and others): each announced on
 * the app with web-contents-created, the window's state, page loads through the session
 * (session.ts), navigation, redirects, <webview> and window.open with Electron's events, and
 * closing, which with the last window ends in the app's window-all-closed. Public methods are Electron's and are recorded; those
 * marked "not Electron's" are how the runtime and the test act, and are not.
 */
import { EventEmitter } from 'node:events';
import { app } from './app';
import type { WindowState } from './protocol';
import { electronEvent, record, type Listener } from './record';
import { loadPage } from './session';

type WindowOpenHandler = (details: { url: string; frameName: string; features: string; disposition: string }) => { action: 'allow' | 'deny' };

/** What a web contents needs of the window it is in, if any (the developer tools' or a <webview>'s has none). */
interface Host {
  isDestroyed(): boolean;
  pageShown(): void;
}

let nextWebContentsId = 1;
const allContents = new Map<number, WebContents>();

export class WebContents extends EventEmitter {
  readonly id = nextWebContentsId++;
  url = '';
  status = 0;
  responseHeaders: Record<string, string[]> = {};
  windowOpenHandler: WindowOpenHandler | null = null;

  /** `webviewTag`: whether its page may hold a <webview> (Electron's webPreferences; off unless asked for). */
  constructor(
    private readonly host: Host | null,
    readonly webviewTag: boolean,
  ) {
    super();
    allContents.set(this.id, this);
    // Electron announces every new web contents on the app, before anything is loaded in it.
    app.emit('web-contents-created', electronEvent(), this);
  }

  getURL(): string {
    return this.url;
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    record('webContents.setWindowOpenHandler', [handler], undefined, this.id);
    this.windowOpenHandler = handler;
  }

  override on(eventName: string | symbol, listener: Listener): this {
    record('webContents.on', [String(eventName)], undefined, this.id);
    return super.on(eventName, listener);
  }

  /** The app loads a page; like Electron's, the promise fails when the load does. */
  loadURL(url: string): Promise<void> {
    record('webContents.loadURL', [url], undefined, this.id);
    return this.#load(url);
  }

  /** A page load as Chromium does it (session.ts), then the page is drawn; a failed one is reported with did-fail-load. */
  async #load(url: string): Promise<void> {
    let response: Awaited<ReturnType<typeof loadPage>>;
    try {
      response = await loadPage(url, this.id);
    } catch (error) {
      this.emit('did-fail-load', electronEvent(), -20, String(error), url, true);
      throw error;
    }
    if (this.host?.isDestroyed()) return;
    this.url = url;
    this.status = response.status;
    this.responseHeaders = response.headers;
    this.emit('did-finish-load');
    this.host?.pageShown();
  }

  /** A load the page or Chromium started, not the app: a failure is only did-fail-load. Resolves when it is over. */
  #loadUnasked(url: string): Promise<void> {
    return this.#load(url).catch(() => {});
  }

  /**
   * The page starts a navigation in its main frame or a subframe (a link, `location = …`). As in
   * Electron's navigation throttle: will-frame-navigate for any frame, then will-navigate for the
   * main frame; either one's preventDefault cancels it. Answers whether it was cancelled.
   */
  async navigate(url: string, isMainFrame: boolean): Promise<boolean> {
    const details = { url, isMainFrame, isSameDocument: false, frame: null, initiator: null };
    const frameEvent = electronEvent(details);
    this.emit('will-frame-navigate', frameEvent);
    if (frameEvent.defaultPrevented) return true;
    if (isMainFrame) {
      const event = electronEvent(details);
      // The positional arguments after the event are Electron's deprecated ones, still passed.
      this.emit('will-navigate', event, url, false, true, 1, 1);
      if (event.defaultPrevented) return true;
      await this.#loadUnasked(url);
    }
    return false;
  }

  /** The server answers the main frame's navigation with a redirect to `url`; will-redirect's preventDefault cancels the whole navigation. */
  async redirect(url: string): Promise<boolean> {
    const event = electronEvent({ url, isMainFrame: true, isSameDocument: false, frame: null, initiator: null });
    this.emit('will-redirect', event, url, false, true, 1, 1);
    if (!event.defaultPrevented) await this.#loadUnasked(url);
    return event.defaultPrevented;
  }

  /** The page adds a <webview src=…>: will-attach-webview's preventDefault destroys the guest, else it becomes a web contents of its own and loads. */
  async attachWebview(src: string): Promise<boolean> {
    // Without webviewTag the renderer has no <webview> element at all.
    if (!this.webviewTag) throw new Error('this page has no <webview> tag: its webPreferences leave webviewTag off');
    const event = electronEvent();
    const webPreferences: Record<string, unknown> = {};
    const params: Record<string, string> = { src };
    this.emit('will-attach-webview', event, webPreferences, params);
    if (!event.defaultPrevented) await new WebContents(null, false).#loadUnasked(params.src ?? src);
    return event.defaultPrevented;
  }

  async openWindow(url: string): Promise<'allow' | 'deny'> {
    // With no handler Electron opens the window; the app must have said no.
    const answer = this.windowOpenHandler?.({ url, frameName: '', features: '', disposition: 'new-window' }) ?? { action: 'allow' };
    if (answer.action === 'allow') await new BrowserWindow({}).webContents.#loadUnasked(url);
    return answer.action;
  }
}

/** Not Electron's: every web contents there is, by id, for the test's commands. */
export function webContentsById(id: number): WebContents | null {
  return allContents.get(id) ?? null;
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
    this.webContents = new WebContents(this, options.webPreferences?.webviewTag === true);
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
    return {
      id: this.id,
      contents: this.webContents.id,
      url,
      visible: this.#visible,
      fullscreen: this.#fullscreen,
      minimized: this.#minimized,
      focused: this.#focused,
      responseHeaders,
      status,
    };
  }
}

app.setWindowSource(() => BrowserWindow.all());
