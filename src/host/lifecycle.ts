/**
 * A table's life as a statechart: lobby → starting → playing → over, and from the end back to a
 * new start. The table asks it before it acts: whether the owner may start now, whether the
 * seats and options may still change; and tells it what happened (the match began, its start
 * failed, it ended). The chart runs as pure steps (XState's `transition`), so a refusal changes
 * nothing; the refusal's reason is the chart's own word, emitted as `refused` with its code.
 *
 *   lobby ──start (by the owner, every seat taken)──▶ starting ──started──▶ playing ──finished──▶ over
 *     ▲                                                │ failed                                   │
 *     └────────────────────────────────────────────────┘           over ──start (as from the lobby)──▶ starting
 *
 * A start that fails goes back to where it came from (the lobby, or the last match's end). A
 * restored table begins where its save left it (`resumed`: playing, or over). `Lifecycle` keeps
 * the chart's snapshot and the table's running or last match together: all of a table's life is
 * that one value.
 */
import { assign, emit, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import type { Json, Seat } from '../shared/engine/types';
import type { TableInfo } from '../shared/net/protocol';
import { HostError } from './errors';

export type LifecycleEvent =
  /** Somebody asks to start: are they the owner, and which seats are still open? */
  | { type: 'start'; byOwner: boolean; open: readonly Seat[] }
  | { type: 'started' }
  | { type: 'failed' }
  | { type: 'finished' }
  /** Somebody wants to change the options or the seats. */
  | { type: 'edit' }
  /** A saved match came back: `over` if its last move ended it. */
  | { type: 'resumed'; over: boolean };

type Refused = { type: 'refused'; code: string; params: { [key: string]: Json } };

/** Who may start, and when: the owner, with every seat taken. `from`: where a failed start returns. */
const startFrom = (remember: 'rememberLobby' | 'rememberOver') =>
  [
    { guard: 'notByOwner', actions: 'refuseNotOwner' },
    { guard: 'seatsOpen', actions: 'refuseSeatsOpen' },
    { target: 'starting', actions: remember },
  ] as const;

export const lifecycleMachine = setup({
  types: { context: {} as { from: 'lobby' | 'over' }, events: {} as LifecycleEvent, emitted: {} as Refused },
  guards: {
    fromOver: ({ context }) => context.from === 'over',
    notByOwner: ({ event }) => event.type === 'start' && !event.byOwner,
    seatsOpen: ({ event }) => event.type === 'start' && event.open.length > 0,
    ended: ({ event }) => event.type === 'resumed' && event.over,
  },
  actions: {
    rememberLobby: assign({ from: 'lobby' as const }),
    rememberOver: assign({ from: 'over' as const }),
    refuseNotOwner: emit({ type: 'refused', code: 'net.notOwner', params: {} }),
    refuseSeatsOpen: emit(({ event }) => ({ type: 'refused' as const, code: 'net.seatsEmpty', params: { seats: event.type === 'start' ? event.open.join(', ') : '' } })),
    refuseRunning: emit({ type: 'refused', code: 'net.running', params: {} }),
    refuseStarted: emit({ type: 'refused', code: 'net.started', params: {} }),
  },
}).createMachine({
  id: 'table',
  context: { from: 'lobby' },
  initial: 'lobby',
  states: {
    lobby: {
      on: {
        start: startFrom('rememberLobby'),
        edit: {},
        resumed: [{ guard: 'ended', target: 'over' }, { target: 'playing' }],
      },
    },
    starting: {
      on: {
        start: [{ guard: 'notByOwner', actions: 'refuseNotOwner' }, { actions: 'refuseRunning' }],
        edit: { actions: 'refuseStarted' },
        started: 'playing',
        failed: [{ guard: 'fromOver', target: 'over' }, { target: 'lobby' }],
      },
    },
    playing: {
      on: {
        start: [{ guard: 'notByOwner', actions: 'refuseNotOwner' }, { actions: 'refuseRunning' }],
        edit: { actions: 'refuseStarted' },
        finished: 'over',
      },
    },
    over: {
      on: { start: startFrom('rememberOver'), edit: {} },
    },
  },
});

export type LifecycleSnapshot = SnapshotFrom<typeof lifecycleMachine>;
export type LifecyclePhase = 'lobby' | 'starting' | 'playing' | 'over';

/**
 * One table's place in its life, and its running or last match (`P`). `send` throws the HostError
 * the chart refused with, and then changes nothing.
 */
export class Lifecycle<P> {
  private snapshot: LifecycleSnapshot = initialTransition(lifecycleMachine)[0];
  private match: P | null = null;

  get phase(): LifecyclePhase {
    return this.snapshot.value;
  }

  /** The phase the lobby message shows: a table whose match is starting still shows where it was. */
  get shown(): TableInfo['phase'] {
    return this.phase === 'starting' ? this.snapshot.context.from : this.phase;
  }

  /** The running match, or the last one (while a new one starts, too). */
  get play(): P | null {
    return this.match;
  }

  send(event: LifecycleEvent): void {
    const [next, actions] = transition(lifecycleMachine, this.snapshot, event);
    for (const action of actions) {
      // XState hands an emitted event back as an `xstate.emit` action (its types name the action as written).
      const type: string = action.type;
      if (type !== 'xstate.emit') continue;
      const refused = (action.params as { event: Refused }).event;
      throw new HostError(refused.code, refused.params);
    }
    if (next === this.snapshot && event.type !== 'edit') throw new Error(`the table's life takes no "${event.type}" while ${this.phase}`);
    this.snapshot = next;
  }

  /** The new match has begun. */
  begin(play: P): void {
    this.send({ type: 'started' });
    this.match = play;
  }

  /** A saved match came back (over if its last move ended it). */
  resume(play: P, over: boolean): void {
    this.send({ type: 'resumed', over });
    this.match = play;
  }
}
