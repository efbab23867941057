/**
 * Real time. The host stamps every move with its clock; between moves, `advance` moves the state's
 * time on and fires whatever falls due on the way, in time order: the clock running out, an event's
 * reaction window closing, the next dungeon card turning up. A state is a function of the log alone.
 */
import { eventHappens, lose, revealCard, settle } from './steps';
import { isOver, type KerkerhatzState } from './state';

/** The instant the clock runs out, if it runs and has a limit. */
export function expiresAt(state: KerkerhatzState): number | null {
  const { clock } = state;
  if (clock.status !== 'running' || clock.limit === null) return null;
  return state.now + (clock.limit - clock.elapsed);
}

export function remainingMs(state: KerkerhatzState): number | null {
  return state.clock.limit === null ? null : state.clock.limit - state.clock.elapsed;
}

/** The next instant at which the state changes by itself, or null. */
export function nextDeadline(state: KerkerhatzState): number | null {
  if (isOver(state)) return null;
  let next: number | null = null;
  for (const at of [expiresAt(state), state.windowEndsAt, state.revealAt]) {
    if (at !== null && (next === null || at < next)) next = at;
  }
  return next;
}

/** Moves time on to `to` with nothing falling due on the way; a running clock counts it. */
export function passTime(state: KerkerhatzState, to: number): KerkerhatzState {
  if (to <= state.now) return state;
  const clock = state.clock.status === 'running' ? { ...state.clock, elapsed: state.clock.elapsed + (to - state.now) } : state.clock;
  return { ...state, now: to, clock };
}

export function timeIsUp(state: KerkerhatzState): boolean {
  return !isOver(state) && state.clock.limit !== null && state.clock.elapsed >= state.clock.limit;
}

/** Fires the one deadline due at the state's time. Time running out goes first. */
export function fireDue(state: KerkerhatzState): KerkerhatzState {
  if (timeIsUp(state)) return lose(state, 'time');
  if (state.windowEndsAt !== null && state.windowEndsAt <= state.now) return settle(eventHappens(state));
  if (state.revealAt !== null && state.revealAt <= state.now) return settle(revealCard(state));
  return state;
}

/** Brings the state to the host time `now` (earlier times change nothing: the host's clock only goes forward). */
export function advance(state: KerkerhatzState, now: number): KerkerhatzState {
  if (!Number.isFinite(now)) throw new Error(`kerkerhatz: the host time must be a number of ms, not ${now}`);
  let s = state;
  for (;;) {
    if (isOver(s)) return s;
    const due = nextDeadline(s);
    if (due === null || due > now) return passTime(s, now);
    s = fireDue(passTime(s, due));
  }
}
