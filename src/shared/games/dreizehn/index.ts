import type { DreizehnCard } from '../../cards';
import { optionsOf, type OptionsShape } from '../../engine/options';
import type { Game } from '../../engine/types';
import { seatToAct } from '../common/turns';
import { dreizehnBots } from './bots';
import { createMetrics } from './metrics';
import { apply, legalMoves, result, setup, type DreizehnMove, type DreizehnOptions, type DreizehnState } from './rules';
import { hiddenCards, view, type DreizehnView } from './view';

export * from './rules';
export * from './view';
export { createMetrics } from './metrics';
export { dreizehnMachine } from './machine';

const shape: OptionsShape = {
  minPlayers: 3,
  maxPlayers: 6,
  specs: [{ key: 'dealAll', kind: 'boolean', default: false }],
};

export const dreizehn: Game<DreizehnState, DreizehnMove, DreizehnView, DreizehnOptions> = {
  id: 'dreizehn',
  ...optionsOf<DreizehnOptions>(shape),
  setup,
  toAct: (state) => seatToAct(state.turn),
  legalMoves,
  apply: (state, seat, move) => apply(state, seat, move),
  view,
  result,
  cards: (state): DreizehnCard[] => [...state.hands.flat(), ...state.drawPile, ...state.dummy, ...state.boards.flatMap((board) => board.cards), ...state.taken.flat()],
  hiddenCards,
  createMetrics,
  bots: dreizehnBots,
};
