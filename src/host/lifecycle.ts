/**
 * A table's life as a statechart: lobby → starting → playing → over, and from the end back to a
 * new start. The table asks it before it acts: whether this person may start now, whether the
 * seats and options may still change; and tells it what happened (the match began, its start
 * failed, it ended). The chart runs as pure steps (XState's `transition`), so a refusal changes
 * nothing; the refusal's reason is the chart's own word, emitted as `refused` with its code.
 *
 *   lobby ──start (by a driver, every seat taken)──▶ starting ──started──▶ playing ──finished──▶ over
 *     ▲                                                │ failed                                   │
 *     └────────────────────────────────────────────────┘           over ──start (as from the lobby)──▶ starting
 *
 * A start that fails goes back to where it came from (the lobby, or the last match's end). A
 * driver may choose another game in the lobby or at the end (`regame`: back to the lobby). A
 * restored table begins where its save left it (`resumed`: playing, or over). `Lifecycle` keeps
 * the chart's snapshot and the table's running or last match together: all of a table's life is
 * that one value.
 */
import { assign, emit, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import type { Json, Seat } from '../shared/engine/types';
import type { TableInfo } from '../shared/net/protocol';
import { HostError } from './errors';

export type LifecycleEvent =
  /** Somebody asks to start: may they (the table screen, its opener, the VIP), and which seats are still open? */
  | { type: 'start'; byDriver: boolean; open: readonly Seat[] }
  | { type: 'started' }
  | { type: 'failed' }
  | { type: 'finished' }
  /** Somebody wants to change the options or the seats. */
  | { type: 'edit' }
  /** Another game for the next match: the table is back in its lobby, without a match. */
  | { type: 'regame' }
  /** A saved match came back: `over` if its last move ended it. */
  | { type: 'resumed'; over: boolean };

type Refused = { type: 'refused'; code: string; params: { [key: string]: Json } };

/** Who may start, and when: a driver (the table screen, its opener, the VIP), with every seat taken. `from`: where a failed start returns. */
const startFrom = (remember: 'rememberLobby' | 'rememberOver') =>
  [
    { guard: 'notByDriver', actions: 'refuseNotDriver' },
    { guard: 'seatsOpen', actions: 'refuseSeatsOpen' },
    { target: 'starting', actions: remember },
  ] as const;

export const lifecycleMachine = setup({
  types: { context: {} as { from: 'lobby' | 'over' }, events: {} as LifecycleEvent, emitted: {} as Refused },
  guards: {
    fromOver: ({ context }) => context.from === 'over',
    notByDriver: ({ event }) => event.type === 'start' && !event.byDriver,
    seatsOpen: ({ event }) => event.type === 'start' && event.open.length > 0,
    ended: ({ event }) => event.type === 'resumed' && event.over,
  },
  actions: {
    rememberLobby: assign({ from: 'lobby' as const }),
    rememberOver: assign({ from: 'over' as const }),
    refuseNotDriver: emit({ type: 'refused', code: 'net.notVip', params: {} }),
    refuseSeatsOpen: emit(({ event }) => ({
      type: 'refused' as const,
      code: 'net.seatsEmpty',
      params: { seats: event.type === 'start' ? event.open.join(', ') : '' },
    })),
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
        regame: {},
        resumed: [{ guard: 'ended', target: 'over' }, { target: 'playing' }],
      },
    },
    starting: {
      on: {
        start: [{ guard: 'notByDriver', actions: 'refuseNotDriver' }, { actions: 'refuseRunning' }],
        edit: { actions: 'refuseStarted' },
        regame: { actions: 'refuseStarted' },
        started: 'playing',
        failed: [{ guard: 'fromOver', target: 'over' }, { target: 'lobby' }],
      },
    },
    playing: {
      on: {
        start: [{ guard: 'notByDriver', actions: 'refuseNotDriver' }, { actions: 'refuseRunning' }],
        edit: { actions: 'refuseStarted' },
        regame: { actions: 'refuseStarted' },
        finished: 'over',
      },
    },
    over: {
      on: { start: startFrom('rememberOver'), edit: {}, regame: { target: 'lobby' } },
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
    if (next === this.snapshot && event.type !== 'edit' && event.type !== 'regame')
      throw new Error(`the table's life takes no "${event.type}" while ${this.phase}`);
    this.snapshot = next;
  }

  /** The new match has begun. */
  begin(play: P): void {
    this.send({ type: 'started' });
    this.match = play;
  }

  /** Another game for the next match: back to the lobby, and the last match (of the old game) is no longer the table's. */
  regame(): void {
    this.send({ type: 'regame' });
    this.match = null;
  }

  /** A saved match came back (over if its last move ended it). */
  resume(play: P, over: boolean): void {
    this.send({ type: 'resumed', over });
    this.match = play;
  }
}
