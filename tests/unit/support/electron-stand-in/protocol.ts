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
}

export type Command =
  /** The page in `senderUrl`'s frame calls `ipcRenderer.invoke` (null: a call with no frame). */
  | { op: 'invoke'; channel: string; senderUrl: string | null; payload?: unknown }
  /** A page asks for a permission (camera, notifications …); Chromium also checks it without asking. */
  | { op: 'permission'; permission: string; origin: string }
  /** The window's page fetches a URL (a script, a WebSocket, an image). */
  | { op: 'request'; url: string }
  /** The page tries to go to another address (a link, `location = …`). */
  | { op: 'navigate'; url: string }
  /** The page calls `window.open` or a link has target=_blank. */
  | { op: 'open-window'; url: string }
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
  /** The headers of the last page load, after the app's onHeadersReceived hook. */
  responseHeaders: Record<string, string[]>;
  status: number;
}
