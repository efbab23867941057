import type { FrenchCard } from '../../cards';
import { defineGame } from '../../engine/module';
import type { OptionsShape } from '../../engine/options';
import { seatToAct } from '../common/turns';
import { ueberkochenBots, ueberkochenReferees } from './bots';
import { createMetrics } from './metrics';
import { ueberkochenPlayout } from './playout';
import { potSum, type UeberkochenState } from './rules';
import { apply, legalMoves, result, setup, ueberkochenMachine } from './steps';
import { ueberkochenStrings } from './strings';
import { hiddenCards, view } from './view';

export * from './rules';
export { apply, legalMoves, newMatch, result, setup, ueberkochenMachine } from './steps';
export * from './view';

const shape: OptionsShape = {
  minPlayers: 3,
  maxPlayers: 6,
  specs: [
    { key: 'fourRounds', kind: 'boolean', default: false },
    // Below 10 a single card would overflow an empty pot; from 99 up no pot ever boils over.
    { key: 'limit', kind: 'integer', min: 10, max: 99, default: 20, tuning: true },
  ],
  presets: [{ key: 'limit19', sets: { limit: 19 } }],
};

export const ueberkochen = defineGame({
  facts: { id: 'ueberkochen', play: 'competitive', timing: 'turns', options: shape },
  rules: {
    setup,
    toAct: (state) => seatToAct(state.turn),
    legalMoves,
    apply: (state, seat, move) => apply(state, seat, move),
    result,
    cards: (state: UeberkochenState): FrenchCard[] => [
      ...state.hands.flat(),
      ...state.dummy,
      ...state.pots.H,
      ...state.pots.D,
      ...state.pots.C,
      ...state.taken.flat(),
    ],
    hiddenCards,
  },
  view,
  bots: ueberkochenBots,
  referees: ueberkochenReferees,
  metrics: createMetrics,
  strings: ueberkochenStrings,
  chart: ueberkochenMachine,
  conformance: {
    budget: { matches: 2000, full: 96, maxSteps: 20_000 },
    // The enumeration keeps the limit at 20 (or 19): the ends of its range, and the original's 13.
    extra: { configs: [3, 6].flatMap((players) => [10, 13, 99].map((limit) => ({ players, limit }))), matches: 120, full: 12, maxSteps: 20_000 },
    // A pot that went over the limit was taken: what stays on the stove is within it.
    invariant: (state) =>
      (['H', 'D', 'C'] as const)
        .map((pot) => (potSum(state.pots[pot]) > state.options.limit ? `pot ${pot} holds ${potSum(state.pots[pot])}` : null))
        .find((v) => v !== null) ?? null,
  },
  engineBudget: 5_000_000,
  playout: ueberkochenPlayout,
});
