/**
 * Keeps the app's save index (electron-store, for the menu) in step with the host's match files:
 * a store that passes every call through to the real one and reports what changed. The files stay
 * the truth; the index is a convenience that may lag but never invents a match.
 */
import type { LogEntry } from '../shared/engine/log';
import type { Json, MatchResult } from '../shared/engine/types';
import type { SaveEntry } from '../shared/ipc';
import type { MatchJournal, MatchStore, NewMatch } from '../host/store/types';

function roomOf(table: Json): string | null {
  const room = table && typeof table === 'object' && !Array.isArray(table) ? table.room : null;
  return typeof room === 'string' ? room : null;
}

function playersOf(options: Json): number {
  const players = options && typeof options === 'object' && !Array.isArray(options) ? options.players : null;
  return typeof players === 'number' ? players : 0;
}

export function indexingStore(inner: MatchStore, record: (entry: SaveEntry) => void, now: () => Date = () => new Date()): MatchStore {
  const track = (journal: MatchJournal, entry: SaveEntry): MatchJournal => {
    let current = entry;
    const update = (patch: Partial<SaveEntry>): void => {
      current = { ...current, ...patch, updatedAt: now().toISOString() };
      record(current);
    };
    record(current);
    return {
      id: journal.id,
      async appendEntry(index: number, logEntry: LogEntry) {
        await journal.appendEntry(index, logEntry);
        update({ moves: index + 1 });
      },
      appendTable: (table: Json) => journal.appendTable(table),
      async finish(result: MatchResult) {
        await journal.finish(result);
        update({ finished: true });
      },
      close: () => journal.close(),
    };
  };

  return {
    async loadOpen() {
      const loaded = await inner.loadOpen();
      const matches = loaded.matches.map((match) => ({
        ...match,
        journal: track(match.journal, {
          id: match.id,
          game: match.log.game,
          players: playersOf(match.log.options),
          room: roomOf(match.table),
          createdAt: match.created,
          updatedAt: now().toISOString(),
          moves: match.log.moves.length,
          finished: false,
        }),
      }));
      return { ...loaded, matches };
    },
    async create(match: NewMatch) {
      const journal = await inner.create(match);
      const at = now().toISOString();
      return track(journal, {
        id: match.id,
        game: match.game,
        players: playersOf(match.options),
        room: roomOf(match.table),
        createdAt: at,
        updatedAt: at,
        moves: 0,
        finished: false,
      });
    },
    setAside: (id, reason) => inner.setAside(id, reason),
    listReplays: () => inner.listReplays(),
    readReplay: (id) => inner.readReplay(id),
  };
}
