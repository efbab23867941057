/** The main process's security rules as plain functions, so they are testable without Electron. */
import { fileURLToPath } from 'node:url';
import { resolve, sep } from 'node:path';
import { contentSecurityPolicy, isLocalHost } from '../shared/net/origins';

/** The page's policy when it names no other host; `contentSecurityPolicy(url)` gives each page's own. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();
export { contentSecurityPolicy, isLocalHost };

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
  return isLocalHost(parsed.hostname);
}
