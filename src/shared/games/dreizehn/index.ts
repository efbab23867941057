import { defineGame } from '../../engine/module';
import type { OptionsShape } from '../../engine/options';
import { seatToAct } from '../common/turns';
import { dreizehnBots, dreizehnReferees } from './bots';
import type { DreizehnCard } from './cards';
import { createMetrics } from './metrics';
import { dreizehnPlayout } from './playout';
import { boardSum, type DreizehnState } from './rules';
import { apply, dreizehnMachine, legalMoves, result, setup } from './steps';
import { dreizehnStrings } from './strings';
import { hiddenCards, view } from './view';

export * from './cards';
export * from './rules';
export { apply, dreizehnMachine, legalMoves, newMatch, result, setup } from './steps';
export * from './view';
export { createMetrics } from './metrics';

const shape: OptionsShape = {
  minPlayers: 3,
  maxPlayers: 6,
  specs: [
    { key: 'dealAll', kind: 'boolean', default: false },
    // The biggest card is a 7: below that a single card would overflow an empty board.
    { key: 'limit', kind: 'integer', min: 7, max: 60, default: 13, tuning: true },
    // Six players of 8 cards still leave a draw pile of two.
    { key: 'handSize', kind: 'integer', min: 1, max: 8, default: 5, tuning: true },
  ],
};

export const dreizehn = defineGame({
  facts: { id: 'dreizehn', play: 'competitive', timing: 'turns', options: shape },
  rules: {
    setup,
    toAct: (state) => seatToAct(state.turn),
    legalMoves,
    apply: (state, seat, move) => apply(state, seat, move),
    result,
    cards: (state: DreizehnState): DreizehnCard[] => [
      ...state.hands.flat(),
      ...state.drawPile,
      ...state.dummy,
      ...state.boards.flatMap((board) => board.cards),
      ...state.taken.flat(),
    ],
    hiddenCards,
  },
  view,
  bots: dreizehnBots,
  referees: dreizehnReferees,
  metrics: createMetrics,
  strings: dreizehnStrings,
  chart: dreizehnMachine,
  conformance: {
    budget: { matches: 1600, full: 96, maxSteps: 400 },
    // The enumeration keeps limit 13 and five cards: the ends of both ranges.
    extra: {
      configs: [3, 6].flatMap((players) => [
        { players, limit: 7, handSize: 1 },
        { players, limit: 60, handSize: 8 },
      ]),
      matches: 80,
      full: 8,
      maxSteps: 400,
    },
    // A board that went over the limit was taken, all but the card that took it there.
    invariant: (state) => {
      const over = state.boards.findIndex((board) => board.cards.length > 1 && boardSum(board.cards) > state.options.limit);
      return over < 0 ? null : `board ${over + 1} holds ${boardSum((state.boards[over] as DreizehnState['boards'][number]).cards)} on several cards`;
    },
  },
  engineBudget: 5_000_000,
  playout: dreizehnPlayout,
});
