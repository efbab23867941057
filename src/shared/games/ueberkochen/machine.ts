/**
 * Überkochen's phases as a statechart: the one the host runs every match through
 * (engine/chart.ts). The chart holds no rule of its own: every guard and action calls the pure
 * rules in rules.ts (a move the rules refuse throws their RuleError out of the step), and a
 * differential test plays random matches through the chart and through `apply` and requires
 * identical states.
 */
import { assign, emit, setup } from 'xstate';
import type { Seed } from '../../cards';
import type { ChartPhase } from '../../engine/chart';
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

export const ueberkochenMachine = setup({
  types: {
    context: {} as { state: UeberkochenState },
    events: {} as UeberkochenEvent,
    input: {} as { options: UeberkochenOptions; seed: Seed },
    emitted: {} as { type: ChartPhase },
  },
  guards: {
    roundIsOver: ({ context }) => isRoundOver(context.state),
    matchIsOver: ({ context }) => isMatchOver(context.state),
  },
  actions: {
    deal: assign({ state: ({ context }) => dealRound(context.state) }),
    playCard: assign({ state: ({ context, event }) => playCard(context.state, event.seat, event.move) }),
    scoreRound: assign({ state: ({ context }) => scoreRound(context.state) }),
    passTheDeal: assign({ state: ({ context }) => nextRound(context.state) }),
    endMatch: assign({ state: ({ context }) => endMatch(context.state) }),
    announceRoundOver: emit({ type: 'roundOver' }),
    announceMatchOver: emit({ type: 'matchOver' }),
  },
}).createMachine({
  id: 'ueberkochen',
  context: ({ input }) => ({ state: newMatch(input.options, input.seed) }),
  initial: 'dealing',
  states: {
    dealing: { entry: 'deal', always: 'playing' },
    playing: {
      on: { move: { actions: 'playCard', target: 'afterPlay' } },
    },
    afterPlay: {
      always: [{ guard: 'roundIsOver', target: 'roundScoring' }, { target: 'playing' }],
    },
    roundScoring: {
      entry: ['scoreRound', 'announceRoundOver'],
      always: [
        { guard: 'matchIsOver', target: 'gameOver', actions: 'endMatch' },
        { target: 'dealing', actions: 'passTheDeal' },
      ],
    },
    gameOver: { type: 'final', entry: 'announceMatchOver' },
  },
});
