/**
 * Where a table is in its life: the lobby, a match starting (its save being created), a match
 * playing, a match over (its result shown until the next start). All of the table's lifecycle is
 * this one value, so that a chart can take over the transitions. `P` is the running match.
 */
import type { TableInfo } from '../shared/net/protocol';

export type Lifecycle<P> =
  | { kind: 'lobby' }
  /** `from`: where it started from, which the lobby shows meanwhile and which comes back if the start fails. */
  | { kind: 'starting'; from: Exclude<Lifecycle<P>, { kind: 'starting' }> }
  | { kind: 'playing'; play: P }
  | { kind: 'over'; play: P };

/** The phase the lobby message shows: a table that is starting still shows what it was. */
export function shownPhase<P>(life: Lifecycle<P>): TableInfo['phase'] {
  return life.kind === 'starting' ? life.from.kind : life.kind;
}

/** The running or last match. */
export function matchOf<P>(life: Lifecycle<P>): P | null {
  switch (life.kind) {
    case 'lobby':
      return null;
    case 'starting':
      return matchOf(life.from);
    case 'playing':
    case 'over':
      return life.play;
    default: {
      const never: never = life;
      throw new Error(`unknown lifecycle ${JSON.stringify(never)}`);
    }
  }
}

/** Seats and options change only before a match (or after one), never while one starts or runs. */
export function editable<P>(life: Lifecycle<P>): boolean {
  return life.kind === 'lobby' || life.kind === 'over';
}

/** A match starts from the lobby or after one is over. */
export function startable<P>(life: Lifecycle<P>): life is Extract<Lifecycle<P>, { kind: 'lobby' | 'over' }> {
  return life.kind === 'lobby' || life.kind === 'over';
}

/** The match has just committed: it is over once it has a result. */
export function afterCommit<P>(life: Lifecycle<P>, finished: boolean): Lifecycle<P> {
  return life.kind === 'playing' && finished ? { kind: 'over', play: life.play } : life;
}
