import type { FrenchCard } from '../../cards';
import { defineGame } from '../../engine/module';
import type { OptionsShape } from '../../engine/options';
import { machtkampfBots, machtkampfReferees } from './bots';
import { machtkampfMachine } from './machine';
import { createMetrics } from './metrics';
import { apply, legalMoves, setup } from './rules';
import { result } from './scoring';
import type { MachtkampfState } from './state';
import { machtkampfStrings } from './strings';
import { hiddenCards, view } from './view';
import { seatToAct } from '../common/turns';

export * from './cards';
export * from './combinations';
export * from './exchange';
export * from './plays';
export * from './rules';
export * from './scoring';
export * from './state';
export * from './view';
export { machtkampfMachine } from './machine';

const shape: OptionsShape = {
  minPlayers: 3,
  maxPlayers: 4,
  specs: [
    { key: 'alwaysClockwise', kind: 'boolean', default: false },
    { key: 'shortMatch', kind: 'boolean', default: false },
    { key: 'lastCardCall', kind: 'choice', choices: ['manual', 'auto'], default: 'manual' },
  ],
};

export const machtkampf = defineGame({
  facts: { id: 'machtkampf', play: 'competitive', timing: 'turns', options: shape },
  rules: {
    setup,
    toAct: (state) => seatToAct(state.turn),
    legalMoves,
    apply: (state, seat, move) => apply(state, seat, move),
    result,
    cards: (state: MachtkampfState): FrenchCard[] => [...state.hands.flat(), ...state.dummy, ...state.trick.flatMap((play) => play.cards), ...state.discard],
    hiddenCards,
  },
  view,
  bots: machtkampfBots,
  referees: machtkampfReferees,
  metrics: createMetrics,
  strings: machtkampfStrings,
  chart: machtkampfMachine,
  figureEntries: { playsByKind: 'machtkampf.kind' },
  // A random Machtkampf match is long (about 40 games of 30 moves): 128 matches are about 150,000 checked moves.
  conformance: { budget: { matches: 128, full: 16, maxSteps: 20_000 } },
  engineBudget: 200_000,
});
