/**
 * Real time. The host stamps every move with its clock; between moves, `advance` moves the state's
 * time on and fires whatever falls due on the way, in time order: the clock running out, an event's
 * reaction window closing, the next dungeon card turning up (steps.ts, on the match in place).
 * A state is a function of the log alone.
 */
import { advance as advanceMatch, nextDeadline as deadlineOf } from './steps';
import { isOver, type KerkerhatzState } from './state';
import { NONE, changing, reading, saved } from './match';

export function remainingMs(state: KerkerhatzState): number | null {
  return state.clock.limit === null ? null : state.clock.limit - state.clock.elapsed;
}

/** The next instant at which the state changes by itself, or null. */
export function nextDeadline(state: KerkerhatzState): number | null {
  if (isOver(state)) return null;
  const due = deadlineOf(reading(state));
  return due === NONE ? null : due;
}

/** How long into a level the bots let the people at the table choose their heroes first. */
export const PEOPLE_FIRST_MS = 10_000;

/** While heroes are chosen, the bots wait for the people (up to `PEOPLE_FIRST_MS`): nobody gets the leftovers. */
export function peopleFirst(state: KerkerhatzState): number | null {
  return state.phase === 'heroes' ? PEOPLE_FIRST_MS : null;
}

/** Brings the state to the host time `now` (earlier times change nothing: the host's clock only goes forward). */
export function advance(state: KerkerhatzState, now: number): KerkerhatzState {
  const m = changing(state);
  advanceMatch(m, now);
  return saved(m, state);
}
