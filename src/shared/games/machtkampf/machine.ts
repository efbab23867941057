/**
 * Machtkampf's phases as a statechart: dealing → exchange (every game but the first) → trick play
 * → game scoring → the next game or the match's end. The chart holds no rule of its own: every
 * guard and action calls the pure rules in rules.ts, and a differential test plays random matches
 * through the chart and through `apply` and requires identical states. The host runs every match through it (engine/chart.ts): a move the rules
 * refuse throws their RuleError out of the step. A scored game is the chart's `roundOver`.
 */
import { assign, emit, setup } from 'xstate';
import type { Seed } from '../../cards';
import type { ChartPhase } from '../../engine/chart';
import type { Seat } from '../../engine/types';
import { giveBack, giveHighestCard } from './exchange';
import { act, dealGame, endMatch, isFirstGame, isGameOver, nextGame } from './rules';
import { isMatchOver, scoreGame } from './scoring';
import { newMatch, type MachtkampfOptions, type MachtkampfState } from './state';

export type MachtkampfEvent = { type: 'move'; seat: Seat; move: unknown };

export const machtkampfMachine = setup({
  types: {
    context: {} as { state: MachtkampfState },
    events: {} as MachtkampfEvent,
    input: {} as { options: MachtkampfOptions; seed: Seed },
    emitted: {} as { type: ChartPhase },
  },
  guards: {
    isFirstGame: ({ context }) => isFirstGame(context.state),
    gameIsOver: ({ context }) => isGameOver(context.state),
    matchIsOver: ({ context }) => isMatchOver(context.state),
  },
  actions: {
    deal: assign({ state: ({ context }) => dealGame(context.state) }),
    giveHighestCard: assign({ state: ({ context }) => giveHighestCard(context.state) }),
    giveBack: assign({ state: ({ context, event }) => giveBack(context.state, event.seat, event.move) }),
    act: assign({ state: ({ context, event }) => act(context.state, event.seat, event.move) }),
    scoreGame: assign({ state: ({ context }) => scoreGame(context.state) }),
    nextGame: assign({ state: ({ context }) => nextGame(context.state) }),
    endMatch: assign({ state: ({ context }) => endMatch(context.state) }),
    announceRoundOver: emit({ type: 'roundOver' }),
    announceMatchOver: emit({ type: 'matchOver' }),
  },
}).createMachine({
  id: 'machtkampf',
  context: ({ input }) => ({ state: newMatch(input.options, input.seed) }),
  initial: 'dealing',
  states: {
    dealing: {
      entry: 'deal',
      always: [{ guard: 'isFirstGame', target: 'trickPlay' }, { target: 'exchange' }],
    },
    exchange: {
      entry: 'giveHighestCard',
      on: { move: { actions: 'giveBack', target: 'trickPlay' } },
    },
    trickPlay: {
      on: { move: { actions: 'act', target: 'afterAction' } },
    },
    afterAction: {
      always: [{ guard: 'gameIsOver', target: 'gameScoring' }, { target: 'trickPlay' }],
    },
    gameScoring: {
      entry: ['scoreGame', 'announceRoundOver'],
      always: [
        { guard: 'matchIsOver', target: 'matchOver', actions: 'endMatch' },
        { target: 'dealing', actions: 'nextGame' },
      ],
    },
    matchOver: { type: 'final', entry: 'announceMatchOver' },
  },
});
