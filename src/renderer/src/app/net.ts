/**
 * The one way the client reaches a host: the protocol client of src/shared/net over the browser's
 * WebSocket. The host is the one that served this page (a phone or laptop on the LAN, the tests), or
 * the one named by `?host=` (the Electron window, whose page comes from disk).
 */
import type { Lang } from '../../../shared/i18n';
import { HostClient, type BoundToken } from '../../../shared/net/client';
import { namedHost } from '../../../shared/net/origins';

/** The host's HTTP base: the one `?host=` names (a local address, confirmed by the person before anything connects: main.ts), else the page's own. */
export function hostBase(): string {
  const named = namedHost(location.href);
  if (named) return named.href.replace(/^ws/, 'http').replace(/\/ws$/, '/');
  if (location.protocol === 'http:' || location.protocol === 'https:') return `${location.protocol}//${location.host}/`;
  return 'http://127.0.0.1:4817/';
}

export function wsUrl(base = hostBase()): string {
  const url = new URL('ws', base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** A protocol client for the host of this page; `tokenFor` is asked once the host said who it is (see HostClient). */
export function connect(
  name: string,
  lang: Lang,
  seat: { token?: BoundToken | null; tokenFor?: (host: string) => string | null; onToken?: (token: BoundToken) => void } = {},
): HostClient {
  const url = wsUrl();
  const client = new HostClient({ url, socket: (u) => new WebSocket(u), name, lang, ...seat });
  client.on('greeting', (greeting) => rememberHost(url, greeting.host));
  return client;
}

/** The link a phone opens to join: a LAN address of the host (not loopback, which a phone cannot reach) with the room code. */
export function joinLink(urls: readonly string[], room: string): string {
  const lan = urls.find((u) => !/\/\/(127\.|localhost|\[::1\])/.test(u)) ?? urls[0] ?? hostBase();
  const url = new URL(lan);
  url.searchParams.set('room', room);
  return url.toString();
}

/**
 * The places this browser holds at one table of one host, kept so that a reload or a restarted host
 * takes them back. Stored per host id and room: the tokens of one host are never offered to another
 * (HostClient sends a token only to the host whose id it is bound to), and a phone that joined one
 * table by its link finds its seat again when that link is reloaded.
 */
export interface SavedSession {
  /** The id of the host that issued the tokens (its greeting), and its name to show. */
  host: string;
  hostName: string;
  room: string;
  game: string;
  places: { name: string; token: string; seat: number | null }[];
  /** When it was last saved (ms since 1970): the start screen offers the latest. */
  at: number;
}

const SESSIONS_KEY = 'kartenstube.sessions';
/** Which host id answered at which WebSocket URL last: lets the start screen offer that host's seats before it connects. */
const HOSTS_KEY = 'kartenstube.hosts';
/** Before tokens were bound to hosts one session was kept here; its token could go to any host, so it is dropped. */
const OLD_SESSION_KEY = 'kartenstube.session';
/** Tables a browser keeps seats for; the oldest go first. */
const MAX_SESSIONS = 20;

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    localStorage.removeItem(OLD_SESSION_KEY);
  } catch {
    // No storage: the seats cannot be resumed after a reload.
  }
}

function isSession(value: unknown): value is SavedSession {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<SavedSession>;
  return (
    typeof s.host === 'string' &&
    typeof s.hostName === 'string' &&
    typeof s.room === 'string' &&
    typeof s.game === 'string' &&
    typeof s.at === 'number' &&
    Array.isArray(s.places) &&
    s.places.length > 0 &&
    s.places.every(
      (p: unknown) =>
        !!p && typeof p === 'object' && typeof (p as { token?: unknown }).token === 'string' && typeof (p as { name?: unknown }).name === 'string',
    )
  );
}

function allSessions(): SavedSession[] {
  const value = readJson(SESSIONS_KEY);
  return Array.isArray(value) ? value.filter(isSession) : [];
}

function rememberHost(url: string, host: string): void {
  const value = readJson(HOSTS_KEY);
  const hosts = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  if (hosts[url] === host) return;
  writeJson(HOSTS_KEY, { ...hosts, [url]: host });
}

/** The latest seats this browser holds at the host that last answered at this page's host address; null if none. */
export function loadSession(url = wsUrl()): SavedSession | null {
  const value = readJson(HOSTS_KEY);
  const host = value && typeof value === 'object' ? (value as Record<string, unknown>)[url] : undefined;
  if (typeof host !== 'string') return null;
  return (
    allSessions()
      .filter((s) => s.host === host)
      .sort((a, b) => b.at - a.at)[0] ?? null
  );
}

/** The seats kept for this room at the host of this id, if any. */
export function findSession(host: string, room: string): SavedSession | null {
  return allSessions().find((s) => s.host === host && s.room === room.toUpperCase()) ?? null;
}

/** Whether seats for this room are kept at any host (worth asking the host of this page). */
export function hasSessionFor(room: string): boolean {
  return allSessions().some((s) => s.room === room.toUpperCase());
}

export function saveSession(session: SavedSession): void {
  const others = allSessions().filter((s) => !(s.host === session.host && s.room === session.room));
  writeJson(SESSIONS_KEY, [session, ...others].sort((a, b) => b.at - a.at).slice(0, MAX_SESSIONS));
}

export function forgetSession(host: string, room: string): void {
  writeJson(
    SESSIONS_KEY,
    allSessions().filter((s) => !(s.host === host && s.room === room)),
  );
}
