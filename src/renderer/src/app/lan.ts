/**
 * Switching the app's window to another host on the LAN: the page stays our own, and `?host=`
 * (read by net.ts) points its connection at the other host.
 */

import { isLocalAddress } from '../../../shared/net/address';
import { namedHost } from '../../../shared/net/origins';

export const DEFAULT_HOST_PORT = 4817;

/**
 * The WebSocket URL of a typed address ("192.168.1.20", "192.168.1.20:4900", "http://…/"); null if
 * it is none, or not a local address (address.ts): the page's policy lets it talk to other hosts on
 * this machine and the LAN only, and a name could point anywhere.
 */
export function hostAddressToWs(text: string): string | null {
  const typed = text.trim();
  if (!typed || /\s/.test(typed)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(typed) ? typed : `http://${typed}`);
  } catch {
    return null;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || !url.hostname || url.username || url.password || !isLocalAddress(url.hostname)) return null;
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  return `${secure ? 'wss' : 'ws'}://${url.hostname}:${url.port || DEFAULT_HOST_PORT}/ws`;
}

/** This page again, talking to the host at `ws` and opening on the join screen (an empty room). */
export function pageForHost(current: string, ws: string): string {
  const url = new URL(current);
  url.search = '';
  url.hash = '';
  url.searchParams.set('host', ws);
  url.searchParams.set('room', '');
  return url.toString();
}

/** The other host this page was switched to (`?host=`), as an address to show ("192.168.1.20:4817"); null on the page's own host. */
export function otherHostAddress(current: string): string | null {
  const named = new URL(current).searchParams.get('host');
  if (!named) return null;
  try {
    return new URL(named).host || null;
  } catch {
    return null;
  }
}

/** This page back on the host that served it: without `?host=` (and the join screen's empty room), on the start screen. */
export function pageForOwnHost(current: string): string {
  const url = new URL(current);
  url.searchParams.delete('host');
  url.searchParams.delete('room');
  url.hash = '';
  return url.toString();
}

/** The hosts a person confirmed in this tab (sessionStorage): a link may name another host, only the person switches to it. */
const CONFIRMED_KEY = 'kartenstube.confirmedHosts';

function confirmedHosts(): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(CONFIRMED_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The person chose this host (the join screen's list or address, or the question below): no asking again in this tab. */
export function confirmHost(ws: string): void {
  try {
    sessionStorage.setItem(CONFIRMED_KEY, JSON.stringify([...new Set([...confirmedHosts(), ws])]));
  } catch {
    // No storage: the question comes again after a reload.
  }
}

/**
 * The host a page's `?host=` names, when it is another one than the page's own and the person has
 * not chosen it in this tab: a link (or QR code) may say anything, so nothing connects there, and
 * no seat is taken back there, before the person confirmed it by its address. Null otherwise.
 */
export function hostToConfirm(current: string, confirmed: readonly string[] = confirmedHosts()): URL | null {
  const named = namedHost(current);
  if (!named) return null;
  const page = new URL(current);
  const own = (page.protocol === 'https:' ? 'wss:' : 'ws:') + `//${page.host}/ws`;
  return named.href === own || confirmed.includes(named.href) ? null : named;
}
