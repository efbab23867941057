/**
 * Überkochen's phases as a statechart. The chart holds no rule of its own: every guard and action
 * calls the pure rules in rules.ts, and a differential test plays random matches through the chart
 * and through `apply` and requires identical states.
 */
import { assign, setup } from 'xstate';
import type { Seed } from '../../cards';
import { RuleError } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import {
  dealRound,
  endMatch,
  isMatchOver,
  isRoundOver,
  newMatch,
  nextRound,
  playCard,
  scoreRound,
  type UeberkochenOptions,
  type UeberkochenState,
} from './rules';

export type UeberkochenEvent = { type: 'move'; seat: Seat; move: unknown };

function isLegal(state: UeberkochenState, seat: Seat, move: unknown): boolean {
  try {
    playCard(state, seat, move);
    return true;
  } catch (error) {
    if (error instanceof RuleError) return false;
    throw error;
  }
}

export const ueberkochenMachine = setup({
  types: {
    context: {} as { state: UeberkochenState },
    events: {} as UeberkochenEvent,
    input: {} as { options: UeberkochenOptions; seed: Seed },
  },
  guards: {
    moveIsLegal: ({ context, event }) => isLegal(context.state, event.seat, event.move),
    roundIsOver: ({ context }) => isRoundOver(context.state),
    matchIsOver: ({ context }) => isMatchOver(context.state),
  },
  actions: {
    deal: assign({ state: ({ context }) => dealRound(context.state) }),
    playCard: assign({ state: ({ context, event }) => playCard(context.state, event.seat, event.move) }),
    scoreRound: assign({ state: ({ context }) => scoreRound(context.state) }),
    passTheDeal: assign({ state: ({ context }) => nextRound(context.state) }),
    endMatch: assign({ state: ({ context }) => endMatch(context.state) }),
  },
}).createMachine({
  id: 'ueberkochen',
  context: ({ input }) => ({ state: newMatch(input.options, input.seed) }),
  initial: 'dealing',
  states: {
    dealing: { entry: 'deal', always: 'playing' },
    playing: {
      on: { move: { guard: 'moveIsLegal', actions: 'playCard', target: 'afterPlay' } },
    },
    afterPlay: {
      always: [{ guard: 'roundIsOver', target: 'roundScoring' }, { target: 'playing' }],
    },
    roundScoring: {
      entry: 'scoreRound',
      always: [
        { guard: 'matchIsOver', target: 'gameOver', actions: 'endMatch' },
        { target: 'dealing', actions: 'passTheDeal' },
      ],
    },
    gameOver: { type: 'final' },
  },
});
