import type { Seed } from '../../shared/cards/rng';
import type { LogEntry, MatchLog } from '../../shared/engine/log';
import type { Json, MatchResult } from '../../shared/engine/types';

/**
 * Where the host keeps its matches. A match's save is its log; every write resolves only once it
 * is durable, so the host broadcasts a move only after its promise resolved. The file
 * implementation is ./file.ts; the Electron app points it at a folder under its user data.
 */
export interface MatchStore {
  /** Every unfinished match, ready to append to. Saves that cannot be read are set aside and reported, never overwritten. */
  loadOpen(): Promise<LoadResult>;
  /** Starts the save of a new match (durable when the promise resolves). */
  create(match: NewMatch): Promise<MatchJournal>;
  /** Moves a save that loaded but cannot be resumed (e.g. the rules refuse one of its moves) out of the way. */
  setAside(id: string, reason: string): Promise<SaveProblem>;
  /** Finished matches, newest first. */
  listReplays(): Promise<ReplaySummary[]>;
  readReplay(id: string): Promise<SavedMatch>;
}

export interface NewMatch {
  id: string;
  game: string;
  options: Json;
  seed: Seed;
  table: Json;
}

export interface MatchJournal {
  readonly id: string;
  /** Appends log entry number `index` (0-based), durably. */
  appendEntry(index: number, entry: LogEntry): Promise<void>;
  /** Records the table's seats and people after a change, durably. */
  appendTable(table: Json): Promise<void>;
  /** Marks the match over and files it with the replays. The journal is closed afterwards. */
  finish(result: MatchResult): Promise<void>;
  /** Closes the file (the match stays open, to be resumed). */
  close(): Promise<void>;
}

export interface SavedMatch {
  id: string;
  log: MatchLog;
  table: Json;
  created: string;
  result: MatchResult | null;
}

export interface OpenMatch extends SavedMatch {
  journal: MatchJournal;
}

/** A save that could not be used, by file name, with the reason and where it was put. */
export interface SaveProblem {
  file: string;
  reason: string;
  movedTo: string;
}

export interface LoadResult {
  matches: OpenMatch[];
  problems: SaveProblem[];
  /** Things that were repaired and are worth a line in the host's log (a torn last line dropped, a migration). */
  notes: string[];
}

export interface ReplaySummary {
  id: string;
  game: string;
  created: string;
  ended: string | null;
  moves: number;
  result: MatchResult | null;
  /** The table as last saved (who sat where, with the reconnect tokens' hashes: never sent as it is). */
  table: Json;
}
