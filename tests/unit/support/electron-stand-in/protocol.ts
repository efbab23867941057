/**
 * The conversation between a boot test and the built main process it started under the stand-in
 * Electron (electron.ts): the child reports every Electron call the app makes, and the test plays
 * the parts of Electron's runtime and of the person at the computer with commands.
 */

/** One call the app made into `electron`, its arguments as JSON (functions show as "[function]"). */
export interface Call {
  api: string;
  args: unknown[];
  /** What the stand-in answered, where that is data (e.g. whether the single-instance lock was granted). */
  result?: unknown;
  /** Whose method it was, where there are several of a kind: the web contents' id for `webContents.…`. */
  target?: number;
}

export type Command =
  /** The page in `senderUrl`'s frame calls `ipcRenderer.invoke` (null: a call with no frame). */
  | { op: 'invoke'; channel: string; senderUrl: string | null; payload?: unknown }
  /** A page asks for a permission (camera, notifications …); Chromium also checks it without asking. */
  | { op: 'permission'; permission: string; origin: string }
  /** The window's page fetches a URL (a script, a WebSocket, an image). */
  | { op: 'request'; url: string }
  /**
   * A page tries to go to another address (a link, `location = …`), in its main frame or in a
   * subframe (an <iframe>). `contents`: the web contents' id; the window's when left out (so for
   * the commands below).
   */
  | { op: 'navigate'; url: string; frame: 'main' | 'sub'; contents?: number }
  /** The server answers the page's next navigation with a redirect (302) to `url`. */
  | { op: 'redirect'; url: string; contents?: number }
  /** The page adds a <webview src=…> (possible only where its webPreferences turn webviewTag on). */
  | { op: 'attach-webview'; src: string; contents?: number }
  /** The page calls `window.open` or a link has target=_blank. */
  | { op: 'open-window'; url: string; contents?: number }
  /**
   * Electron makes a web contents that is not the window's (the developer tools, a <webview>
   * guest, a window of a later version); answers its id.
   */
  | { op: 'new-contents'; webviewTag: boolean }
  /** The person presses a menu accelerator. */
  | { op: 'press'; accelerator: string }
  | { op: 'minimize' }
  /** The person closes the window (its close button). */
  | { op: 'close-window' }
  | { op: 'windows' }
  /** Electron's process ends after `quit`: the stand-in lets go of the test's channel, so only what the app left open keeps it alive. */
  | { op: 'let-exit' };

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

export type ChildMessage = { kind: 'call'; call: Call } | ({ kind: 'reply' } & Reply);

export interface ParentMessage {
  id: number;
  command: Command;
}

/** A window as the stand-in sees it. */
export interface WindowState {
  id: number;
  url: string;
  visible: boolean;
  fullscreen: boolean;
  minimized: boolean;
  focused: boolean;
  /** Its web contents' id. */
  contents: number;
  /** The headers of the last page load, after the app's onHeadersReceived hook. */
  responseHeaders: Record<string, string[]>;
  status: number;
}
