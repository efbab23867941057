import type { FrenchCard } from '../../cards';
import { optionsOf, type OptionsShape } from '../../engine/options';
import type { Game } from '../../engine/types';
import { machtkampfBots } from './bots';
import { createMetrics } from './metrics';
import { apply, legalMoves, setup } from './rules';
import { result } from './scoring';
import type { MachtkampfMove, MachtkampfOptions, MachtkampfState } from './state';
import { hiddenCards, view, type MachtkampfView } from './view';
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

export const machtkampf: Game<MachtkampfState, MachtkampfMove, MachtkampfView, MachtkampfOptions> = {
  id: 'machtkampf',
  ...optionsOf<MachtkampfOptions>(shape),
  setup,
  toAct: (state) => seatToAct(state.turn),
  legalMoves,
  apply: (state, seat, move) => apply(state, seat, move),
  view,
  result,
  cards: (state): FrenchCard[] => [...state.hands.flat(), ...state.dummy, ...state.trick.flatMap((play) => play.cards), ...state.discard],
  hiddenCards,
  createMetrics,
  bots: machtkampfBots,
};
