/**
 * The differential tests' way through a game's chart: the host's own pure steps
 * (engine/chart.ts), checked against the pure rules after every step.
 */
import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { stepChart, type ChartEvent, type ChartPhase, type ChartStep } from '../../../src/shared/engine/chart';
import { RuleError } from '../../../src/shared/engine/errors';

/**
 * One step through the chart, which must be taken, and the phases it must announce: `roundOver`
 * exactly when the rules scored a round, `matchOver` exactly when the match ended.
 */
export function stepAs(
  chart: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: ChartEvent,
  expected: { roundOver: boolean; matchOver: boolean },
): ChartStep {
  const step = stepChart(chart, snapshot, event);
  if (!step) throw new Error(`the chart did not take ${JSON.stringify(event)}`);
  const phases: ChartPhase[] = [...(expected.roundOver ? (['roundOver'] as const) : []), ...(expected.matchOver ? (['matchOver'] as const) : [])];
  expect(step.phases).toEqual(phases);
  return step;
}

/** A step the rules refuse: their RuleError comes out with its code, and the snapshot is the same object as before. */
export function expectRefused(chart: AnyStateMachine, snapshot: AnyMachineSnapshot, event: ChartEvent, code: string): void {
  const before = JSON.stringify(snapshot.context);
  let thrown: unknown = null;
  try {
    stepChart(chart, snapshot, event);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(RuleError);
  expect((thrown as RuleError).code).toBe(code);
  expect(JSON.stringify(snapshot.context)).toBe(before);
}
