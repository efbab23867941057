/**
 * Who may talk to the host over HTTP and the WebSocket: the checks against other web pages.
 *
 * The policy:
 * - **Host header** (against DNS rebinding: a page on `attacker.example` whose name is made to
 *   point at this machine sends `Host: attacker.example`): an IP literal, `localhost`, or one of
 *   this machine's own names (os.hostname(), its first label, and that label with `.local`).
 *   Anything else gets 421 Misdirected Request. A request without Host (HTTP/1.0 tools) is not a
 *   browser's and is let through: rebinding needs a browser, and browsers always send Host.
 * - **Origin** of WebSocket upgrades and of `/api/` requests (against cross-site WebSocket
 *   hijacking: a page on `evil.example` in a player's browser opening `ws://192.168.1.20:4817/ws`):
 *   browsers always send Origin on a WebSocket upgrade and on a cross-origin fetch, so a request
 *   without one is not from another web page (curl, the test clients, a same-origin GET of the page)
 *   and is allowed. A request with an Origin is allowed when that origin is
 *     - one of this host's own origins: any of its names or addresses (checked as for Host) at its port;
 *     - a page on this machine (a loopback address or `localhost`) at any port: the app's own
 *       window, served by its in-app host on a random loopback port, or the dev server;
 *     - a page on another local IP address at a Kartenstube port (this host's, or the default
 *       4817): another Kartenstube host's page on the LAN that the join screen switched here
 *       (`?host=`). Other pages on the LAN (a router's admin page, a printer's) are refused.
 *       An internet page can never have a local IP origin; a rebinding page has a name, not an IP
 *       literal.
 *   Everything else (`null`, file:, any name that is not ours) gets 403.
 */
import { hostname, networkInterfaces } from 'node:os';
import { isIpLiteral, isLocalAddress, isLoopbackAddress } from '../shared/net/address';
import { DEFAULT_PORT } from './addresses';

/** This machine's own names, lower case: what a Host header may say besides an IP literal. */
export function ownNames(): Set<string> {
  const full = hostname().toLowerCase();
  const label = full.split('.')[0] ?? full;
  return new Set(['localhost', full, label, `${label}.local`].filter((n) => n !== ''));
}

/** This machine's addresses on every interface (loopback included), lower case, IPv6 without zone. */
export function ownAddresses(): Set<string> {
  const out = new Set<string>(['127.0.0.1', '::1']);
  for (const list of Object.values(networkInterfaces())) {
    for (const address of list ?? []) out.add(address.address.toLowerCase().replace(/%.*$/, ''));
  }
  return out;
}

/** The host part of a Host header (`name:port`, `[v6]:port`), lower case, without brackets; null if it is malformed. */
export function hostOfHeader(header: string): string | null {
  const text = header.trim().toLowerCase();
  const v6 = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(text);
  if (v6) return v6[1] as string;
  const plain = /^([a-z0-9.-]+)(?::\d{1,5})?$/.exec(text);
  return plain ? (plain[1] as string).replace(/\.$/, '') : null;
}

export interface AccessRules {
  /** The port the host listens on. */
  port: number;
  names: ReadonlySet<string>;
  addresses: ReadonlySet<string>;
}

export function accessRules(port: number): AccessRules {
  return { port, names: ownNames(), addresses: ownAddresses() };
}

/** Whether a Host header may reach this host (see the policy above). */
export function hostAllowed(header: string | undefined, rules: AccessRules): boolean {
  if (header === undefined) return true;
  const host = hostOfHeader(header);
  if (host === null) return false;
  return isIpLiteral(host) || rules.names.has(host);
}

/**
 * Whether a client that says it opened `url` reached this host: a ws/wss URL of the WebSocket path
 * at this host's port, on one of this machine's names or addresses (looked up now: a laptop's
 * address changes). A seat's proof is bound to that URL (proof.ts), so a proof a page gave a fake
 * host at another address or port is refused here, even when the fake host relays it live.
 */
export function ownSocketUrl(url: string, rules: AccessRules): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if ((parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') || parsed.username || parsed.password || parsed.pathname !== '/ws') return false;
  const port = parsed.port === '' ? (parsed.protocol === 'wss:' ? 443 : 80) : Number(parsed.port);
  if (port !== rules.port) return false;
  const host = parsed.hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  return rules.names.has(host) || ownAddresses().has(host);
}

/** Whether a request with this Origin header may use the WebSocket and /api/ (see the policy above). */
export function originAllowed(origin: string | undefined, rules: AccessRules): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isLoopbackAddress(host)) return true;
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  const kartenstubePort = port === rules.port || port === DEFAULT_PORT;
  if (isLocalAddress(host)) return kartenstubePort;
  return port === rules.port && (rules.names.has(host) || rules.addresses.has(host));
}
