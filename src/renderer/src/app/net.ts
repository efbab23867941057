/**
 * The one way the client reaches a host: the protocol client of src/shared/net over the browser's
 * WebSocket. The host is the one that served this page (a phone or laptop on the LAN, the tests), or
 * the one named by `?host=` (the Electron window, whose page comes from disk).
 */
import type { Lang } from '../../../shared/i18n';
import { HostClient } from '../../../shared/net/client';

export function hostBase(): string {
  const named = new URLSearchParams(location.search).get('host');
  if (named) return named.replace(/^ws/, 'http').replace(/\/ws$/, '/');
  if (location.protocol === 'http:' || location.protocol === 'https:') return `${location.protocol}//${location.host}/`;
  return 'http://127.0.0.1:4817/';
}

export function wsUrl(base = hostBase()): string {
  const url = new URL('ws', base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export function connect(name: string, lang: Lang, token: string | null = null, onToken?: (token: string) => void): HostClient {
  return new HostClient({ url: wsUrl(), socket: (url) => new WebSocket(url), name, lang, token, onToken });
}

/** The link a phone opens to join: a LAN address of the host (not loopback, which a phone cannot reach) with the room code. */
export function joinLink(urls: readonly string[], room: string): string {
  const lan = urls.find((u) => !/\/\/(127\.|localhost|\[::1\])/.test(u)) ?? urls[0] ?? hostBase();
  const url = new URL(lan);
  url.searchParams.set('room', room);
  return url.toString();
}

/** The places this browser holds at a table, kept so that a reload or a restarted host takes them back. */
export interface SavedSession {
  room: string;
  game: string;
  places: { name: string; token: string; seat: number | null }[];
}

const SESSION_KEY = 'kartenstube.session';

export function loadSession(): SavedSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as SavedSession;
    if (typeof parsed.room !== 'string' || !Array.isArray(parsed.places) || parsed.places.length === 0) return null;
    return parsed;
  } catch {
    return null;
  }
}

export function saveSession(session: SavedSession | null): void {
  try {
    if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // No storage: the session cannot be resumed after a reload.
  }
}
