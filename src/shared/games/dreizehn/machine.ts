/**
 * Dreizehn's phases as a statechart, in the order of the rulebook's turn: play a card (the board
 * may go over), draw, pass the turn; after the last card, score the round and pass the deal. The
 * chart holds no rule of its own: every guard and action calls the pure rules in rules.ts, and a
 * differential test plays random matches through the chart and through `apply` and requires
 * identical states. The host runs every match through it (engine/chart.ts): a move the rules
 * refuse throws their RuleError out of the step.
 */
import { assign, emit, setup } from 'xstate';
import type { Seed } from '../../cards';
import type { ChartPhase } from '../../engine/chart';
import type { Seat } from '../../engine/types';
import {
  dealRound,
  drawCard,
  endMatch,
  isMatchOver,
  isRoundOver,
  newMatch,
  nextRound,
  passTurn,
  playCard,
  scoreRound,
  type DreizehnOptions,
  type DreizehnState,
} from './rules';

export type DreizehnEvent = { type: 'move'; seat: Seat; move: unknown };

export const dreizehnMachine = setup({
  types: {
    context: {} as { state: DreizehnState },
    events: {} as DreizehnEvent,
    input: {} as { options: DreizehnOptions; seed: Seed },
    emitted: {} as { type: ChartPhase },
  },
  guards: {
    roundIsOver: ({ context }) => isRoundOver(context.state),
    matchIsOver: ({ context }) => isMatchOver(context.state),
  },
  actions: {
    deal: assign({ state: ({ context }) => dealRound(context.state) }),
    playCard: assign({ state: ({ context, event }) => playCard(context.state, event.seat, event.move) }),
    drawCard: assign({ state: ({ context }) => drawCard(context.state) }),
    passTurn: assign({ state: ({ context }) => passTurn(context.state) }),
    scoreRound: assign({ state: ({ context }) => scoreRound(context.state) }),
    passTheDeal: assign({ state: ({ context }) => nextRound(context.state) }),
    endMatch: assign({ state: ({ context }) => endMatch(context.state) }),
    announceRoundOver: emit({ type: 'roundOver' }),
    announceMatchOver: emit({ type: 'matchOver' }),
  },
}).createMachine({
  id: 'dreizehn',
  context: ({ input }) => ({ state: newMatch(input.options, input.seed) }),
  initial: 'dealing',
  states: {
    dealing: { entry: 'deal', always: 'playing' },
    playing: {
      on: { move: { actions: 'playCard', target: 'drawing' } },
    },
    drawing: {
      entry: 'drawCard',
      always: [{ guard: 'roundIsOver', target: 'roundScoring' }, { target: 'playing', actions: 'passTurn' }],
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
