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
 * snapshot they will apply to.
 */
import { assign, createActor, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { moveEvent, stepChart, type ChartPhase, type ChartStep } from '../shared/engine/chart';
import { RuleError } from '../shared/engine/errors';
import type { LogEntry } from '../shared/engine/log';
import type { AnyGameModule } from '../shared/engine/module';
import type { Json, Seat } from '../shared/engine/types';

export type Intent =
  /** A person's or a bot's move; `at` is the match clock in real-time games; `ref` and `origin` route the answer back. */
  | { kind: 'move'; seat: Seat; move: unknown; at?: number; ref?: number; origin: string }
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
  | { type: 'committed'; committed: Committed }
  | { type: 'refused'; intent: Intent; refused: Refused }
  | { type: 'failed'; error: Error };

interface Pending {
  intent: Intent;
  entry: LogEntry;
  next: ChartStep;
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

/** Checks one intent by a step through the chart: the entry to log and the next step, a refusal, or null (a tick with nothing due). */
export function check(game: AnyGameModule, chart: ChartStep, intent: Intent): Pending | Refused | null {
  try {
    if (intent.kind === 'tick') {
      const next = stepChart(game.chart, chart.snapshot, { type: 'tick', now: intent.now });
      return next && { intent, entry: { tick: intent.now }, next };
    }
    const next = stepChart(game.chart, chart.snapshot, moveEvent(intent.seat, intent.move, intent.at));
    const move = intent.move as Json;
    const entry: LogEntry = intent.at === undefined ? { seat: intent.seat, move } : { seat: intent.seat, move, at: intent.at };
    return { intent, entry, next };
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
    save: fromPromise<void, { persist: Context['persist']; index: number; entry: LogEntry }>(({ input }) => input.persist(input.index, input.entry)),
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
      const index = context.index + 1;
      enqueue.assign({ chart: pending.next, index, pending: null });
      enqueue.emit({ type: 'committed', committed: { entry: pending.entry, intent: pending.intent, index, state: pending.next.state, phases: pending.next.phases } });
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
        input: ({ context }) => ({ persist: context.persist, index: context.index, entry: (context.pending as Pending).entry }),
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
