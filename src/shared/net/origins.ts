/**
 * Where the web client may connect, and the page's content security policy. The Electron window's
 * page comes from the in-app host; when the join screen switches it to another host on the LAN
 * (`?host=ws://192.168.1.20:4817/ws`), the page stays our own and talks to that host over its
 * WebSocket and, for its status and replays, over HTTP. The policy allows exactly that host's
 * origins besides the page's own, and only when the named host is a local address (see
 * address.ts): a name is never trusted for its shape.
 */
import { isLocalAddress } from './address';

/** The ws/wss URL named by a page's `?host=`, if it names a host on this machine or the LAN; else null. */
export function namedHost(pageUrl: string): URL | null {
  let named: URL;
  try {
    const value = new URL(pageUrl).searchParams.get('host');
    if (!value) return null;
    named = new URL(value);
  } catch {
    return null;
  }
  if ((named.protocol !== 'ws:' && named.protocol !== 'wss:') || named.username || named.password || !isLocalAddress(named.hostname)) return null;
  return named;
}

/** The HTTP origin of the host a page names with `?host=` (see namedHost); else null. */
export function namedHostOrigin(pageUrl: string): string | null {
  const named = namedHost(pageUrl);
  return named ? `${named.protocol === 'wss:' ? 'https:' : 'http:'}//${named.host}` : null;
}

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  // Nobody may frame the page (clickjacking a seat's buttons).
  "frame-ancestors 'none'",
];

/** The WebSocket origin beside an http(s) origin: ws://h:p for http://h:p. */
function wsOrigin(url: URL): string {
  return `${url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The content security policy for the page at `pageUrl`. Connections go to the page's own origin
 * and its WebSocket (spelled out: older Safari does not count ws: as 'self'), and to the other host
 * the page names, if it is local. WebSockets anywhere else are refused, so a page cannot be talked
 * into sending a seat's token to a host on the internet.
 */
export function contentSecurityPolicy(pageUrl: string | null = null): string {
  const extra: string[] = [];
  if (pageUrl) {
    try {
      const page = new URL(pageUrl);
      if (page.protocol === 'http:' || page.protocol === 'https:') extra.push(wsOrigin(page));
    } catch {
      // Not a URL: the policy without additions.
    }
    const named = namedHost(pageUrl);
    if (named) extra.push(`${named.protocol === 'wss:' ? 'https:' : 'http:'}//${named.host}`, wsOrigin(named));
  }
  const unique = [...new Set(extra)];
  return POLICY.map((directive) => (unique.length > 0 && directive.startsWith('connect-src ') ? `${directive} ${unique.join(' ')}` : directive)).join('; ');
}

/** The `Access-Control-Allow-Origin` for a request's Origin header: the origin itself when its host is a local address. */
export function allowedOrigin(origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isLocalAddress(url.hostname)) return null;
    return url.origin;
  } catch {
    return null;
  }
}
