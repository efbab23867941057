import type { FrenchCard } from '../../cards';
import { optionsOf, type OptionsShape } from '../../engine/options';
import type { Game } from '../../engine/types';
import { seatToAct } from '../common/turns';
import { ueberkochenBots } from './bots';
import { createMetrics } from './metrics';
import { apply, legalMoves, result, setup, type UeberkochenMove, type UeberkochenOptions, type UeberkochenState } from './rules';
import { hiddenCards, view, type UeberkochenView } from './view';

export * from './rules';
export * from './view';
export { ueberkochenMachine } from './machine';

const shape: OptionsShape = {
  minPlayers: 3,
  maxPlayers: 6,
  specs: [
    { key: 'fourRounds', kind: 'boolean', default: false },
    { key: 'limit19', kind: 'boolean', default: false },
  ],
};

export const ueberkochen: Game<UeberkochenState, UeberkochenMove, UeberkochenView, UeberkochenOptions> = {
  id: 'ueberkochen',
  ...optionsOf<UeberkochenOptions>(shape),
  setup,
  toAct: (state) => seatToAct(state.turn),
  legalMoves,
  apply: (state, seat, move) => apply(state, seat, move),
  view,
  result,
  cards: (state): FrenchCard[] => [...state.hands.flat(), ...state.dummy, ...state.pots.H, ...state.pots.D, ...state.pots.C, ...state.taken.flat()],
  hiddenCards,
  createMetrics,
  bots: ueberkochenBots,
};
