/**
 * One running match: the save-then-commit step around the game's own chart.
 *
 * The match's state is its game's chart snapshot (games/<id>/machine.ts). Each intent is one pure
 * step through that chart (engine/chart.ts: XState's `transition`), whose guards and actions call
 * the rules; the new log entry is made durable, and only then is the step committed and everybody
 * told. This small actor does the ordering: the host never sees a half-saved state.
 *
 *   idle ──intent──▶ checking ──refused──▶ idle   (the rules refused it, or crashed on it: the snapshot stays)
 *                        │ accepted
 *                        ▼
 *                     saving ──saved──▶ idle (emits `committed`)   ──error──▶ failed
 *
 * Intents that arrive while a save runs queue up and are checked, in order of arrival, against the
 * snapshot they will apply to. A move several seats make together (`also`) is one intent: each
 * seat's step is checked on the state the ones before it leave, all entries are saved, and all are
 * committed one right after another, or the first refusal goes back to the sender and none is.
 */
import { assign, createActor, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { moveEvent, stepChart, type ChartPhase, type ChartStep } from '../shared/engine/chart';
import { RuleError } from '../shared/engine/errors';
import type { LogEntry } from '../shared/engine/log';
import type { AnyGameModule } from '../shared/engine/module';
import type { Json, Seat } from '../shared/engine/types';

export type Intent =
  /**
   * A person's or a bot's move; `at` is the match clock in real-time games; `ref` and `origin` route
   * the answer back. `also`: further seats making the same move at the same moment (people at one
   * device agreeing), taken with it or not at all.
   */
  | { kind: 'move'; seat: Seat; move: unknown; at?: number; ref?: number; origin: string; also?: readonly Seat[] }
  /** The clock reached `now` (real-time games): applied only if a deadline is due. */
  | { kind: 'tick'; now: number };

export interface Committed {
  entry: LogEntry;
  intent: Intent;
  /** The number of log entries now: this state follows entry `index - 1`. */
  index: number;
  state: unknown;
  /** The phases the chart reached on this step (a round scored, the match over). */
  phases: ChartPhase[];
}

/** Why an intent was not applied, as the player is told: a stable code and its params. */
export interface Refusal {
  code: string;
  params: { [key: string]: Json };
}

/**
 * A refusal by the rules (a RuleError on a move), or a crash of the rules on this intent: anything
 * else a step threw, and anything at all a tick threw, is a bug, answered as `net.internal` and
 * handed on in `crash` for the host's log.
 */
export interface Refused {
  refusal: Refusal;
  crash?: unknown;
}

export type MatchEmitted =
  { type: 'committed'; committed: Committed } | { type: 'refused'; intent: Intent; refused: Refused } | { type: 'failed'; error: Error };

/** An accepted intent: its steps, one per log entry (several for a move made together). */
interface Pending {
  intent: Intent;
  steps: { intent: Intent; entry: LogEntry; next: ChartStep }[];
}

interface Context {
  game: AnyGameModule;
  /** The committed snapshot, its game state and the phases of the last step. */
  chart: ChartStep;
  index: number;
  queue: Intent[];
  pending: Pending | null;
  persist: (index: number, entry: LogEntry) => Promise<void>;
}

export interface MatchInput {
  game: AnyGameModule;
  /** The chart after `index` log entries (a new match: as set up, and 0). */
  chart: ChartStep;
  index: number;
  /** Makes one log entry durable; the actor commits only once it resolved. */
  persist: (index: number, entry: LogEntry) => Promise<void>;
}

function refusedBy(error: unknown, intent: Intent): Refused {
  if (error instanceof RuleError && intent.kind === 'move') return { refusal: { code: error.code, params: error.params } };
  return { refusal: { code: 'net.internal', params: {} }, crash: error };
}

function isRefused(checked: Pending | Refused | null): checked is Refused {
  return checked !== null && 'refusal' in checked;
}

/** Checks one intent by steps through the chart: the entries to log and the steps, a refusal, or null (a tick with nothing due). */
export function check(game: AnyGameModule, chart: ChartStep, intent: Intent): Pending | Refused | null {
  try {
    if (intent.kind === 'tick') {
      const next = stepChart(game.chart, chart.snapshot, { type: 'tick', now: intent.now });
      return next && { intent, steps: [{ intent, entry: { tick: intent.now }, next }] };
    }
    const steps: Pending['steps'] = [];
    const seats = [intent.seat, ...(intent.also ?? [])];
    // Each seat on the table as it is first (the refusal names the seat that cannot: a vote already cast), then in turn.
    if (seats.length > 1) for (const seat of seats) stepChart(game.chart, chart.snapshot, moveEvent(seat, intent.move, intent.at));
    let at = chart;
    for (const [i, seat] of seats.entries()) {
      const next = stepChart(game.chart, at.snapshot, moveEvent(seat, intent.move, intent.at));
      const move = intent.move as Json;
      const entry: LogEntry = intent.at === undefined ? { seat, move } : { seat, move, at: intent.at };
      // Each seat's entry is its own commit; the answer (`ref`) goes with the first.
      const { also: _also, ...one } = intent;
      steps.push({ intent: i === 0 ? one : { ...one, seat, ref: undefined }, entry, next });
      at = next;
    }
    return { intent, steps };
  } catch (error) {
    return refusedBy(error, intent);
  }
}

export const matchMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'intent'; intent: Intent },
    input: {} as MatchInput,
    emitted: {} as MatchEmitted,
  },
  actors: {
    save: fromPromise<void, { persist: Context['persist']; index: number; entries: LogEntry[] }>(async ({ input }) => {
      for (const [i, entry] of input.entries.entries()) await input.persist(input.index + i, entry);
    }),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    accepted: ({ context }) => context.pending !== null,
  },
  actions: {
    enqueue: assign({ queue: ({ context, event }) => [...context.queue, event.intent] }),
    checkNext: enqueueActions(({ context, enqueue }) => {
      const [intent, ...rest] = context.queue;
      if (!intent) return;
      const checked = check(context.game, context.chart, intent);
      enqueue.assign({ queue: rest, pending: isRefused(checked) ? null : checked });
      if (isRefused(checked)) enqueue.emit({ type: 'refused', intent, refused: checked });
    }),
    commit: enqueueActions(({ context, enqueue }) => {
      const pending = context.pending;
      if (!pending) return;
      const last = pending.steps[pending.steps.length - 1] as Pending['steps'][number];
      enqueue.assign({ chart: last.next, index: context.index + pending.steps.length, pending: null });
      for (const [i, step] of pending.steps.entries()) {
        enqueue.emit({
          type: 'committed',
          committed: { entry: step.entry, intent: step.intent, index: context.index + i + 1, state: step.next.state, phases: step.next.phases },
        });
      }
    }),
    fail: enqueueActions(({ event, enqueue }) => {
      const error = 'error' in event && event.error instanceof Error ? event.error : new Error('the save failed');
      enqueue.assign({ pending: null });
      enqueue.emit({ type: 'failed', error });
    }),
    refuseAll: enqueueActions(({ context, event, enqueue }) => {
      const intents = event.type === 'intent' ? [...context.queue, event.intent] : context.queue;
      enqueue.assign({ queue: [] });
      for (const intent of intents) enqueue.emit({ type: 'refused', intent, refused: { refusal: { code: 'net.saveFailed', params: { detail: '' } } } });
    }),
  },
}).createMachine({
  id: 'match',
  context: ({ input }) => ({ ...input, queue: [], pending: null }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'hasQueued', target: 'checking' },
      on: { intent: { actions: 'enqueue' } },
    },
    checking: {
      entry: 'checkNext',
      always: [{ guard: 'accepted', target: 'saving' }, { target: 'idle' }],
    },
    saving: {
      on: { intent: { actions: 'enqueue' } },
      invoke: {
        src: 'save',
        input: ({ context }) => ({ persist: context.persist, index: context.index, entries: (context.pending as Pending).steps.map((s) => s.entry) }),
        onDone: { target: 'idle', actions: 'commit' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    /** The disk refused a write: the match halts rather than show a move that is not saved. */
    failed: {
      entry: 'refuseAll',
      on: { intent: { actions: 'refuseAll' } },
    },
  },
});

export type MatchActor = ActorRefFrom<typeof matchMachine>;

export function startMatchActor(input: MatchInput): MatchActor {
  return createActor(matchMachine, { input }).start();
}
