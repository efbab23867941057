/** The main process's security rules as plain functions, so they are testable without Electron. */
import { fileURLToPath } from 'node:url';
import { resolve, sep } from 'node:path';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');


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

/** Loopback, private IPv4 ranges, link-local and IPv6 unique-local addresses, and .local names. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.local')) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  return host === '::1' || host.startsWith('fe80:') || host.startsWith('fc') || host.startsWith('fd');
}
