import type { Seed } from '../cards/rng';
import type { AnyGame, Json, Seat } from './types';

/** One accepted move, as the host stamped it. `at` is the host clock (ms since the match began) for real-time games. */
export interface MoveEntry {
  seat: Seat;
  move: Json;
  at?: number;
}

/** The clock moved on with no move (a timer fired): real-time games only. */
export interface TickEntry {
  tick: number;
}

export type LogEntry = MoveEntry | TickEntry;

/**
 * A match is its log: replaying it through `apply` rebuilds every state exactly. It is the save
 * game, the replay, the undo history and the bug report.
 */
export interface MatchLog {
  game: string;
  options: Json;
  seed: Seed;
  moves: LogEntry[];
}

export function isTick(entry: LogEntry): entry is TickEntry {
  return 'tick' in entry;
}

/** Applies one log entry to a state. */
export function applyEntry(game: AnyGame, state: unknown, entry: LogEntry): unknown {
  if (isTick(entry)) {
    if (!game.realtime) throw new Error(`${game.id} has no clock, but the log has a tick`);
    return game.realtime.advance(state, entry.tick);
  }
  return game.apply(state, entry.seat, entry.move, entry.at);
}

/** Rebuilds the state after the first `upTo` entries (all by default). A log whose move is illegal throws that RuleError. */
export function replay(game: AnyGame, log: MatchLog, upTo = log.moves.length): unknown {
  if (log.game !== game.id) throw new Error(`log is for ${log.game}, not ${game.id}`);
  let state = game.setup(game.parseOptions(log.options), log.seed);
  for (const entry of log.moves.slice(0, upTo)) state = applyEntry(game, state, entry);
  return state;
}
