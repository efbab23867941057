/**
 * Kerkerhatz as a statechart: the dungeon (set-up → revealing → resolving a door, mini-boss, pit,
 * event window, event effect or the boss → won or lost) runs in parallel with the clock
 * (idle → running ⇄ paused → expired, or stopped when the dungeon ends first).
 *
 * The host runs every match through it (engine/chart.ts). The chart holds no rule of its own: a
 * move is the rules' `apply` (brought to its stamp, the move, then what follows by itself, steps.ts
 * `settle`; a move the rules refuse throws their RuleError out of the step), a tick of the host
 * clock, taken only when a deadline is due, is `advance`; after either the dungeon rests where the
 * state's phase and the card in the middle put it (`place`), and the clock where its status does.
 * A differential test plays random matches through the chart and through `apply`/`advance` and
 * requires identical states.
 */
import { assign, emit, setup } from 'xstate';
import type { Seed } from '../../cards';
import type { ChartPhase } from '../../engine/chart';
import type { Seat } from '../../engine/types';
import { advance, nextDeadline } from './clock';
import { apply } from './rules';
import { setup as newMatch } from './setup';
import type { ClockStatus, KerkerhatzOptions, KerkerhatzState } from './state';

export type KerkerhatzEvent = { type: 'move'; seat: Seat; move: unknown; at?: number } | { type: 'tick'; now: number };

type Context = { context: { state: KerkerhatzState } };

/** Where the dungeon rests in a state: by its phase and, in a fight, the card in the middle. */
function place(state: KerkerhatzState): string {
  switch (state.phase) {
    case 'heroes':
      return 'setUp';
    case 'reveal':
      return 'revealing';
    case 'window':
      return 'resolving.eventWindow';
    case 'collapse':
      return 'resolving.eventEffect';
    case 'fight':
      return `resolving.${state.current?.kind}`;
    default:
      return state.phase;
  }
}

const PLACES = ['setUp', 'revealing', ...['door', 'miniBoss', 'pit', 'boss', 'eventWindow', 'eventEffect'].map((s) => `resolving.${s}`), 'won', 'lost'];

/** The clock's next states, each entered when the state's clock has its status. */
const clockTo = (...next: ClockStatus[]) => ({
  always: next.map((status) => ({ guard: ({ context }: Context) => context.state.clock.status === status, target: status })),
});

const isDue = (deadline: number | null, now: number): boolean => deadline !== null && deadline <= now;

export const kerkerhatzMachine = setup({
  types: {
    context: {} as { state: KerkerhatzState },
    events: {} as KerkerhatzEvent,
    input: {} as { options: KerkerhatzOptions; seed: Seed },
    emitted: {} as { type: ChartPhase },
  },
  guards: {
    deadlineIsDue: ({ context, event }) => event.type === 'tick' && isDue(nextDeadline(context.state), event.now),
  },
  actions: {
    applyMove: assign({ state: ({ context, event }) => (event.type === 'move' ? apply(context.state, event.seat, event.move, event.at) : context.state) }),
    advanceClock: assign({ state: ({ context, event }) => (event.type === 'tick' ? advance(context.state, event.now) : context.state) }),
    announceMatchOver: emit({ type: 'matchOver' }),
  },
}).createMachine({
  id: 'kerkerhatz',
  context: ({ input }) => ({ state: newMatch(input.options, input.seed) }),
  type: 'parallel',
  states: {
    dungeon: {
      initial: 'setUp',
      on: {
        move: { actions: 'applyMove', target: '.routing' },
        tick: { guard: 'deadlineIsDue', actions: 'advanceClock', target: '.routing' },
      },
      states: {
        setUp: {},
        routing: { always: PLACES.map((target) => ({ guard: ({ context }: Context) => place(context.state) === target, target })) },
        revealing: {},
        resolving: { initial: 'door', states: { door: {}, miniBoss: {}, pit: {}, boss: {}, eventWindow: {}, eventEffect: {} } },
        won: { type: 'final', entry: 'announceMatchOver' },
        lost: { type: 'final', entry: 'announceMatchOver' },
      },
    },
    clock: {
      initial: 'idle',
      states: {
        idle: clockTo('stopped', 'running'),
        running: clockTo('expired', 'stopped', 'paused'),
        paused: clockTo('running', 'stopped'),
        expired: { type: 'final' },
        stopped: { type: 'final' },
      },
    },
  },
});
