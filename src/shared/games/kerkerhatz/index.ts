import { optionsOf, type OptionsShape } from '../../engine/options';
import type { Game } from '../../engine/types';
import { MAX_LEVEL } from './campaign';
import { advance, nextDeadline } from './clock';
import { teamBot } from './bots';
import { kerkerhatzLevels } from './levels';
import { createMetrics } from './metrics';
import { apply, legalMoves, result, toAct } from './rules';
import { setup } from './setup';
import type { KerkerhatzMove, KerkerhatzOptions, KerkerhatzState } from './state';
import { allCards, hiddenCards, view, type KerkerhatzView } from './view';

export * from './state';
export * from './cards';
export * from './campaign';
export * from './clock';
export * from './steps';
export * from './rules';
export * from './setup';
export * from './view';
export { DEFAULT_TEAM_SETTINGS, decide, teamBot, type TeamBotSettings } from './bots';
export { kerkerhatzMachine } from './machine';

const shape: OptionsShape = {
  minPlayers: 2,
  maxPlayers: 4,
  specs: [
    { key: 'level', kind: 'integer', min: 1, max: MAX_LEVEL, default: 1 },
    { key: 'clock', kind: 'boolean', default: true },
    { key: 'shortFuse', kind: 'boolean', default: false },
    { key: 'beginnerClock', kind: 'boolean', default: false },
    { key: 'manualFlip', kind: 'boolean', default: false },
    { key: 'hardCampaign', kind: 'boolean', default: false },
  ],
};

export const kerkerhatz: Game<KerkerhatzState, KerkerhatzMove, KerkerhatzView, KerkerhatzOptions> = {
  id: 'kerkerhatz',
  ...optionsOf<KerkerhatzOptions>(shape),
  setup,
  toAct,
  legalMoves,
  apply,
  view,
  result,
  cards: allCards,
  hiddenCards,
  createMetrics,
  bots: { team: (seat) => teamBot(seat), ...kerkerhatzLevels },
  realtime: { advance, nextDeadline },
};
