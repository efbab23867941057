/**
 * Which rounds' scoring this device has shown, per host, table and match: the host counts the
 * rounds it scored (`rounds` in every view), and a device shows the scoring of each round after
 * the last it showed, once. A phone that slept through a round's end, or a TV reloaded after a bot
 * led the next round, still gets the panel; a device that reloads after closing it does not get
 * it again. Whether a person here closed the match's result is kept too: a device that finds the
 * next match already begun (the owner started it, or Kerkerhatz's next level, while the phone
 * slept) shows the end it missed from the finished match's replay. Kept in localStorage like the
 * seat tokens (app/net.ts), so a reload keeps it.
 */

/** What a device has shown of one match, and when that was last written. */
interface Entry {
  host: string;
  room: string;
  match: string;
  /** The rounds whose scoring a person here closed (or that were over before this device came). */
  shown: number;
  /** A person here closed the match's result (or the device knows it never ended). */
  ended: boolean;
  at: number;
}

/** One match at one table of one host. */
export interface MatchAt {
  host: string;
  room: string;
  match: string;
}

const KEY = 'kartenstube.roundsShown';
/** Matches remembered; the oldest are forgotten first. */
const MAX_MATCHES = 50;

/** The store behind the memory: localStorage in the app, a map in tests. */
export interface RoundsStore {
  read(): string | null;
  write(text: string): void;
}

export const browserStore: RoundsStore = {
  read: () => {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  write: (text) => {
    try {
      localStorage.setItem(KEY, text);
    } catch {
      // No storage: after a reload the device shows the round the table stands at, as a new one would.
    }
  },
};

/** The key of one match at one table of one host (a host's tables and matches have their own ids). */
function keyOf(at: MatchAt): string {
  return `${at.host}/${at.room}/${at.match}`;
}

function isEntry(value: unknown): value is Entry {
  if (!value || typeof value !== 'object') return false;
  const e = value as Partial<Entry>;
  return typeof e.host === 'string' && typeof e.room === 'string' && typeof e.match === 'string' && Number.isInteger(e.shown) && (e.shown as number) >= 0 && typeof e.ended === 'boolean' && typeof e.at === 'number';
}

function entries(store: RoundsStore): Map<string, Entry> {
  const map = new Map<string, Entry>();
  let value: unknown;
  try {
    value = JSON.parse(store.read() ?? 'null') as unknown;
  } catch {
    // A memory this version cannot read: as if the device had seen none of these matches.
    return map;
  }
  if (!Array.isArray(value)) return map;
  for (const entry of value) if (isEntry(entry)) map.set(keyOf(entry), entry);
  return map;
}

function save(store: RoundsStore, all: Map<string, Entry>): void {
  store.write(JSON.stringify([...all.values()].sort((a, b) => b.at - a.at).slice(0, MAX_MATCHES)));
}

/** How many rounds of this match the device has shown; null if it never saw the match. */
export function shownRounds(store: RoundsStore, at: MatchAt): number | null {
  return entries(store).get(keyOf(at))?.shown ?? null;
}

/** Counts the rounds up to `shown` as shown (never fewer than before). */
export function markShown(store: RoundsStore, at: MatchAt, shown: number, now = Date.now()): void {
  const all = entries(store);
  const old = all.get(keyOf(at));
  all.set(keyOf(at), { ...at, shown: Math.max(shown, old?.shown ?? 0), ended: old?.ended ?? false, at: now });
  save(store, all);
}

/** The match's end has been shown here (or there is none to show). */
export function markEnded(store: RoundsStore, at: MatchAt, now = Date.now()): void {
  const all = entries(store);
  all.set(keyOf(at), { ...at, shown: all.get(keyOf(at))?.shown ?? 0, ended: true, at: now });
  save(store, all);
}

/**
 * The match this device saw last at this table before `now`, if it has not shown its end, and the
 * rounds of it it did show: what a device that finds a new match begun has missed. Null: nothing
 * (only the match just before counts: older ones are no news).
 */
export function missedEnd(store: RoundsStore, now: MatchAt): { match: string; shown: number } | null {
  const before = [...entries(store).values()].filter((e) => e.host === now.host && e.room === now.room && e.match !== now.match).sort((a, b) => b.at - a.at)[0];
  return before && !before.ended ? { match: before.match, shown: before.shown } : null;
}

/**
 * Where a device starts counting a match it sees for the first time: the rounds before it joined
 * are not news, but the round whose end the table stands at is (the panel it would have shown had
 * it been here a moment earlier).
 */
export function firstShown(rounds: number, scoredHere: boolean): number {
  return Math.max(0, rounds - (scoredHere ? 1 : 0));
}
