/**
 * Where the web client may connect: addresses on this machine or the LAN, and the page's content
 * security policy. The Electron window's page comes from the in-app host; when the join screen
 * switches it to another host on the LAN (`?host=ws://192.168.1.20:4817/ws`), the page stays our
 * own and talks to that host over its WebSocket and, for its status and replays, over HTTP. The
 * policy allows exactly that host's HTTP origin besides the page's own, and the host answers those
 * requests for pages from the LAN (CORS), not for pages from anywhere else.
 */

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

/** The HTTP origin of the host a page names with `?host=` (a ws: or wss: URL), if that host is local; else null. */
export function namedHostOrigin(pageUrl: string): string | null {
  let named: URL;
  try {
    const value = new URL(pageUrl).searchParams.get('host');
    if (!value) return null;
    named = new URL(value);
  } catch {
    return null;
  }
  if ((named.protocol !== 'ws:' && named.protocol !== 'wss:') || named.username || named.password || !isLocalHost(named.hostname)) return null;
  return `${named.protocol === 'wss:' ? 'https:' : 'http:'}//${named.host}`;
}

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

/** The content security policy for the page at `pageUrl`: the other host it names (see above) may be fetched from too. */
export function contentSecurityPolicy(pageUrl: string | null = null): string {
  const other = pageUrl ? namedHostOrigin(pageUrl) : null;
  return POLICY.map((directive) => (other && directive.startsWith('connect-src ') ? `${directive} ${other}` : directive)).join('; ');
}

/** The `Access-Control-Allow-Origin` for a request's Origin header: the origin itself when it is on this machine or the LAN. */
export function allowedOrigin(origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isLocalHost(url.hostname)) return null;
    return url.origin;
  } catch {
    return null;
  }
}
