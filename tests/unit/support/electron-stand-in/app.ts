/**
 * The stand-in's `app`: Electron's life cycle — ready, the single-instance lock, quitting in
 * Electron's order. Public methods are Electron's and are recorded; those marked "not
 * Electron's" are how the runtime and the test act, and are not.
 */
import { EventEmitter } from 'node:events';
import { closeSync, openSync, readFileSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { electronEvent, record, type Listener } from './record';

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`the Electron stand-in needs ${name}`);
  return value;
}

const appPath = requiredEnv('STAND_IN_APP_PATH');
const userData = requiredEnv('STAND_IN_USER_DATA');
const appPackage = JSON.parse(readFileSync(join(appPath, 'package.json'), 'utf8')) as { name: string; productName?: string; version: string };

/** Chromium's process singleton on Linux: a lock file and a socket in the user-data folder. */
const lockFile = join(userData, 'SingletonLock');
const lockSocket = join(userData, 'SingletonSocket');

type QuitStage = 'running' | 'quitting' | 'quit';

/** What quitting needs of a window (windows.ts). */
interface ClosableWindow {
  closedByUser(): void;
  isDestroyed(): boolean;
}

class App extends EventEmitter {
  #ready = false;
  #stage: QuitStage = 'running';
  #lock: { fd: number; server: Server } | null = null;
  #windows: () => ClosableWindow[] = () => [];
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

  /** Not Electron's: where quitting finds the open windows (set by windows.ts, which needs the app itself). */
  setWindowSource(windows: () => ClosableWindow[]): void {
    this.#windows = windows;
  }

  /** Not Electron's. */
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

  quit(): void {
    record('app.quit', []);
    this.beginQuit();
  }

  /** Not Electron's name, but its order: before-quit, every window closed (each may refuse), will-quit, quit. */
  beginQuit(): void {
    if (this.#stage !== 'running') return;
    const before = electronEvent();
    this.emit('before-quit', before);
    if (before.defaultPrevented) return;
    this.#stage = 'quitting';
    for (const win of this.#windows()) {
      win.closedByUser();
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
