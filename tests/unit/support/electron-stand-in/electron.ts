/**
 * A stand-in for the `electron` module, so the built main process (out/main/index.js) can start
 * under plain Node where the Electron runtime is missing. It behaves like the parts of Electron
 * that src/main and electron-store use — the app's life cycle and single-instance lock, windows
 * and their page loads (app.ts, windows.ts), the session's permission and request hooks (session.ts),
 * ipcMain, the menu, shell — records every call the app makes (record.ts), and takes commands
 * from the test (protocol.ts) for what Electron's runtime and the person at the computer would do.
 * register.mjs loads it in place of `electron`; its paths come from STAND_IN_APP_PATH and
 * STAND_IN_USER_DATA.
 */
import { EventEmitter } from 'node:events';
import { app } from './app';
import type { ChildMessage, Command, ParentMessage } from './protocol';
import { asJson, record, send, type Listener } from './record';
import { defaultSession } from './session';
import { BrowserWindow, WebContents, webContentsById } from './windows';

type InvokeHandler = (
  event: { sender: WebContents | null; senderFrame: { url: string } | null; processId: number; frameId: number },
  ...args: unknown[]
) => unknown;

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

export const session = { defaultSession };

export { app, BrowserWindow };

// Electron is a CommonJS module: electron-store imports its default export.
export default { app, session, BrowserWindow, ipcMain, Menu, shell };

// ---------------------------------------------------------------- the test's commands

function theWindow(): BrowserWindow {
  const [win] = BrowserWindow.all();
  if (!win) throw new Error('there is no window');
  return win;
}

/** The web contents a command names, or the window's. */
function contentsOf(command: { contents?: number }): WebContents {
  if (command.contents === undefined) return theWindow().webContents;
  const contents = webContentsById(command.contents);
  if (!contents) throw new Error(`there is no web contents ${command.contents}`);
  return contents;
}

async function run(command: Command): Promise<unknown> {
  switch (command.op) {
    case 'invoke': {
      const handler = ipcMain.handlers.get(command.channel);
      if (!handler) throw new Error(`No handler registered for '${command.channel}'`);
      const sender = BrowserWindow.all()[0]?.webContents ?? null;
      const senderFrame = command.senderUrl === null ? null : { url: command.senderUrl };
      return handler({ sender, senderFrame, processId: 1, frameId: 1 }, command.payload);
    }
    case 'permission': {
      const contents = BrowserWindow.all()[0]?.webContents ?? null;
      const request = defaultSession.permissionRequest;
      const check = defaultSession.permissionCheck;
      // Without handlers Chromium grants both.
      const requested = request
        ? await new Promise<boolean>((resolve) => request(contents, command.permission, resolve, { requestingUrl: command.origin }))
        : true;
      const checked = check ? check(contents, command.permission, command.origin, { requestingUrl: command.origin }) : true;
      return { requested, checked };
    }
    case 'request':
      return { allowed: await defaultSession.webRequest.allows(command.url, 'xhr', theWindow().webContents.id) };
    case 'navigate':
      return { prevented: await contentsOf(command).navigate(command.url, command.frame === 'main') };
    case 'redirect':
      return { prevented: await contentsOf(command).redirect(command.url) };
    case 'attach-webview':
      return { prevented: await contentsOf(command).attachWebview(command.src) };
    case 'open-window':
      return { action: await contentsOf(command).openWindow(command.url) };
    case 'new-contents':
      return new WebContents(null, command.webviewTag).id;
    case 'press': {
      const item = Menu.getApplicationMenu()?.find(command.accelerator);
      if (!item?.click) throw new Error(`no menu item answers ${command.accelerator}`);
      item.click(item, BrowserWindow.getFocusedWindow(), {});
      return null;
    }
    case 'minimize':
      theWindow().minimizedByUser();
      return null;
    case 'close-window':
      theWindow().closedByUser();
      return null;
    case 'windows':
      return BrowserWindow.all().map((win) => win.state());
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
