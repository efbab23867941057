import type { FrenchCard } from '../../cards';
import { defineGame } from '../../engine/module';
import type { OptionsShape } from '../../engine/options';
import { machtkampfBots, machtkampfReferees } from './bots';
import { createMetrics } from './metrics';
import { machtkampfPlayout } from './playout';
import { apply, legalMoves, machtkampfMachine, result, setup } from './steps';
import type { MachtkampfState } from './state';
import { machtkampfStrings } from './strings';
import { hiddenCards, view } from './view';
import { seatToAct } from '../common/turns';

export * from './cards';
export * from './combinations';
export * from './plays';
export * from './rules';
export * from './scoring';
export * from './state';
export * from './view';
export { apply, knownAfterReturn, legalMoves, machtkampfFlow, machtkampfMachine, mustMakeItHard, newMatch, result, setup } from './steps';

const shape: OptionsShape = {
  minPlayers: 3,
  maxPlayers: 4,
  specs: [
    { key: 'alwaysClockwise', kind: 'boolean', default: false },
    { key: 'lastCardCall', kind: 'choice', choices: ['manual', 'auto'], default: 'manual' },
    // One game scores at most 80: any end from 1 to 1000 is a match of one game or of many.
    { key: 'matchEnd', kind: 'integer', min: 1, max: 1000, default: 100, tuning: true },
  ],
  presets: [{ key: 'shortMatch', sets: { matchEnd: 50 } }],
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
  // A match to 1 point ends after its first game.
  conformance: {
    budget: { matches: 128, full: 16, maxSteps: 20_000 },
    extra: {
      configs: [
        { players: 3, matchEnd: 1 },
        { players: 4, matchEnd: 1 },
      ],
      matches: 16,
      full: 4,
      maxSteps: 20_000,
    },
  },
  engineBudget: 1_000_000,
  playout: machtkampfPlayout,
});
