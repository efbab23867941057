import { defineGame } from '../../engine/module';
import type { OptionsShape } from '../../engine/options';
import type { Json } from '../../engine/types';
import { MAX_LEVEL, kerkerhatzCampaign } from './campaign';
import { advance, nextDeadline } from './clock';
import { teamBot } from './bots';
import { kerkerhatzLevels } from './levels';
import { kerkerhatzMachine } from './machine';
import { createMetrics } from './metrics';
import { apply, legalMoves, result, toAct } from './rules';
import { setup } from './setup';
import { kerkerhatzStrings } from './strings';
import { allCards, hiddenCards, view } from './view';

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

/**
 * The generic conformance enumeration keeps integer options at their default, so it only builds
 * level 1, which has no events: these option sets cover every level.
 */
const EVERY_LEVEL: Json[] = [];
for (let level = 1; level <= MAX_LEVEL; level++) {
  for (const players of [2, 3, 4]) for (const manualFlip of [false, true]) EVERY_LEVEL.push({ players, level, manualFlip, beginnerClock: level % 2 === 0 });
}

export const kerkerhatz = defineGame({
  facts: { id: 'kerkerhatz', play: 'cooperative', timing: 'realtime', options: shape, clock: { advance, nextDeadline } },
  rules: { setup, toAct, legalMoves, apply, result, cards: allCards, hiddenCards },
  view,
  bots: { team: (seat) => teamBot(seat), ...kerkerhatzLevels },
  metrics: createMetrics,
  strings: kerkerhatzStrings,
  chart: kerkerhatzMachine,
  campaign: kerkerhatzCampaign,
  figureEntries: { powersPerGame: 'kerkerhatz.hero' },
  conformance: {
    budget: { matches: 2000, full: 160, maxSteps: 5000 },
    extra: { configs: EVERY_LEVEL, matches: 12 * EVERY_LEVEL.length, full: 3 * EVERY_LEVEL.length, maxSteps: 20_000 },
  },
});
