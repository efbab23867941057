/**
 * A game's statechart as pure steps: the host runs every match through its game's chart with
 * XState's pure `initialTransition` and `transition`, so it keeps a snapshot (plain data) and no
 * running actor, and a step that throws leaves the snapshot it came from untouched.
 *
 * What every game's chart agrees to (games/<id>/machine.ts, and the tests' fake games):
 * - input `{ options, seed }`; the context holds the game's state as `context.state`, equal to
 *   `setup(options, seed)` before the first entry;
 * - events are a log entry's: `{ type: 'move', seat, move, at? }` and, in real time,
 *   `{ type: 'tick', now }`, taken only when a deadline is due;
 * - a move the rules refuse throws their RuleError out of the step (guards and actions call the
 *   rules; the chart repeats none of them); anything else thrown is a bug;
 * - it emits its phases as they are reached: `roundOver` when a round (in Machtkampf: a game) has
 *   been scored, `matchOver` when the match has ended. The host acts on these, not on a reading
 *   of the state.
 */
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { Seed } from '../cards/rng';
import { refuse } from './errors';
import { isTick, type LogEntry } from './log';
import type { BaseOptions, Seat } from './types';

/** The phases a chart announces (XState `emit`). */
export type ChartPhase = 'roundOver' | 'matchOver';

export type ChartEvent = { type: 'move'; seat: Seat; move: unknown; at?: number } | { type: 'tick'; now: number };

export interface ChartStep {
  snapshot: AnyMachineSnapshot;
  /** The game's state in the new snapshot. */
  state: unknown;
  /** The phases this step reached, in order. */
  phases: ChartPhase[];
}

const PHASES: readonly string[] = ['roundOver', 'matchOver'] satisfies ChartPhase[];

function isPhase(type: unknown): type is ChartPhase {
  return typeof type === 'string' && PHASES.includes(type);
}

/** The phases among a step's actions: XState hands an `emit` back as an `xstate.emit` action with the event in its params. */
function phasesOf(actions: readonly { type: string; params?: unknown }[]): ChartPhase[] {
  const phases: ChartPhase[] = [];
  for (const action of actions) {
    if (action.type !== 'xstate.emit') continue;
    const type = (action.params as { event?: { type?: unknown } } | undefined)?.event?.type;
    if (isPhase(type)) phases.push(type);
  }
  return phases;
}

function stateOf(snapshot: AnyMachineSnapshot): unknown {
  return (snapshot.context as { state: unknown }).state;
}

/** A move as the chart's event; `at` only in real time. */
export function moveEvent(seat: Seat, move: unknown, at: number | undefined): Extract<ChartEvent, { type: 'move' }> {
  return at === undefined ? { type: 'move', seat, move } : { type: 'move', seat, move, at };
}

/** The chart of a new match, set up for these options and seed. */
export function startChart(chart: AnyStateMachine, options: BaseOptions, seed: Seed): ChartStep {
  const [snapshot, actions] = initialTransition(chart, { options, seed });
  return { snapshot, state: stateOf(snapshot), phases: phasesOf(actions) };
}

/**
 * One event through the chart. Null: the chart took no step (a tick with nothing due). A move is
 * always taken or refused: after the match, as the match being over; a chart that lets a move
 * pass unanswered mid-match is broken, and says so.
 */
export function stepChart(chart: AnyStateMachine, snapshot: AnyMachineSnapshot, event: Extract<ChartEvent, { type: 'move' }>): ChartStep;
export function stepChart(chart: AnyStateMachine, snapshot: AnyMachineSnapshot, event: ChartEvent): ChartStep | null;
export function stepChart(chart: AnyStateMachine, snapshot: AnyMachineSnapshot, event: ChartEvent): ChartStep | null {
  const [next, actions] = transition(chart, snapshot, event);
  if (next === snapshot) {
    if (event.type === 'tick') return null;
    if (snapshot.status === 'done') refuse('rule.matchOver');
    throw new Error(`the ${chart.id} chart took no step on a move in ${JSON.stringify(snapshot.value)}`);
  }
  return { snapshot: next, state: stateOf(next), phases: phasesOf(actions) };
}

/**
 * Every step of a log through the chart, the set-up first, each with the phases it reached: the
 * one way a saved match comes back (the host) and a replay reads its rounds' ends (the renderer).
 * A log the chart refuses throws.
 */
export function* chartSteps(chart: AnyStateMachine, options: BaseOptions, seed: Seed, entries: readonly LogEntry[]): Generator<ChartStep, void, undefined> {
  let step = startChart(chart, options, seed);
  yield step;
  for (const [index, entry] of entries.entries()) {
    const next = stepChart(chart, step.snapshot, isTick(entry) ? { type: 'tick', now: entry.tick } : moveEvent(entry.seat, entry.move, entry.at));
    if (!next) throw new Error(`the ${chart.id} chart did not take log entry ${index} (${JSON.stringify(entry)}): nothing was due`);
    step = next;
    yield step;
  }
}

/**
 * The chart as it stands after these log entries, and how many rounds it scored on the way (its
 * `roundOver`s): how a saved match comes back. A log the chart refuses throws.
 */
export function replayChart(chart: AnyStateMachine, options: BaseOptions, seed: Seed, entries: readonly LogEntry[]): ChartStep & { rounds: number } {
  let last: ChartStep | null = null;
  let rounds = 0;
  for (const step of chartSteps(chart, options, seed, entries)) {
    if (step.phases.includes('roundOver')) rounds++;
    last = step;
  }
  return { ...(last as ChartStep), rounds };
}
