/** The main process's security rules as plain functions, so they are testable without Electron. */
import { fileURLToPath } from 'node:url';
import { resolve, sep } from 'node:path';
import { isLocalAddress } from '../shared/net/address';
import { contentSecurityPolicy } from '../shared/net/origins';

/** The page's policy when it names no other host; `contentSecurityPolicy(url)` gives each page's own. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();
export { contentSecurityPolicy, isLocalAddress };

export interface OwnPages {
  /** The folder of the bundled web client. */
  rendererDir: string;
  /** The dev server's URL during development. */
  devServer?: string | undefined;
  /** The in-app host, which serves the web client to the window as it does to phones. */
  hostOrigin?: string | undefined;
}

/** Our own page: a file of the bundled client, or the dev server during development. Everything else is foreign. */
export function isOwnPage(url: string, own: OwnPages): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'file:') {
    const root = resolve(own.rendererDir) + sep;
    return resolve(fileURLToPath(parsed)).startsWith(root);
  }
  if (own.hostOrigin && parsed.origin === own.hostOrigin) return true;
  const devServer = own.devServer;
  if (devServer) {
    try {
      return parsed.origin === new URL(devServer).origin;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * Kartenstube never talks to the internet: the window may load only local and LAN addresses (the
 * in-app host, the dev server, another Kartenstube host on the LAN) and its own files.
 */
export function isAllowedRequest(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'file:' || parsed.protocol === 'data:' || parsed.protocol === 'blob:' || parsed.protocol === 'devtools:') return true;
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return false;
  return isLocalAddress(parsed.hostname);
}

/** The parts of Electron's WebContents the guards use (so that tests can hand in a fake). */
export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate' | 'will-attach-webview',
    listener: (event: { preventDefault(): void; url?: string }, url?: string) => void,
  ): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * The navigation rules for every web contents the app ever creates (the window, a frame, a
 * devtools or any later one: main applies this on `web-contents-created`): it may go to our own
 * pages only, never opens a window (an http(s) link goes to the system browser instead) and never
 * attaches a <webview>. `will-frame-navigate` covers subframes, `will-redirect` a server redirect.
 */
export function guardContents(contents: GuardedContents, own: () => OwnPages, openExternal: (url: string) => void): void {
  const stayHome = (event: { preventDefault(): void; url?: string }, url?: string): void => {
    const target = url ?? event.url ?? '';
    if (!isOwnPage(target, own())) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-frame-navigate', stayHome);
  contents.on('will-attach-webview', (event: { preventDefault(): void }) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//.test(url) && !isOwnPage(url, own())) openExternal(url);
    return { action: 'deny' };
  });
}
