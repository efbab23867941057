/**
 * Which rounds' scoring this device has shown, per host, table and match: the host counts the
 * rounds it scored (`rounds` in every view), and a device shows the scoring of each round after
 * the last it showed, once. A phone that slept through a round's end, or a TV reloaded after a bot
 * led the next round, still gets the panel; a device that reloads after closing it does not get
 * it again. Kept in localStorage like the seat tokens (app/net.ts), so a reload keeps it.
 */

/** The rounds a device counts as shown for one match, and when that was last written. */
interface Entry {
  shown: number;
  at: number;
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
export function matchKey(host: string, room: string, match: string): string {
  return `${host}/${room}/${match}`;
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
  if (!value || typeof value !== 'object') return map;
  for (const [key, entry] of Object.entries(value)) {
    const e = entry as Partial<Entry> | null;
    if (e && Number.isInteger(e.shown) && (e.shown as number) >= 0 && typeof e.at === 'number') map.set(key, { shown: e.shown as number, at: e.at });
  }
  return map;
}

/** How many rounds of this match the device has shown; null if it never saw the match. */
export function shownRounds(store: RoundsStore, key: string): number | null {
  return entries(store).get(key)?.shown ?? null;
}

/** Counts the rounds up to `shown` as shown (never fewer than before). */
export function markShown(store: RoundsStore, key: string, shown: number, now = Date.now()): void {
  const all = entries(store);
  all.set(key, { shown: Math.max(shown, all.get(key)?.shown ?? 0), at: now });
  const kept = [...all].sort(([, a], [, b]) => b.at - a.at).slice(0, MAX_MATCHES);
  store.write(JSON.stringify(Object.fromEntries(kept)));
}

/**
 * Where a device starts counting a match it sees for the first time: the rounds before it joined
 * are not news, but the round whose end the table stands at is (the panel it would have shown had
 * it been here a moment earlier).
 */
export function firstShown(rounds: number, scoredHere: boolean): number {
  return Math.max(0, rounds - (scoredHere ? 1 : 0));
}
