import { defineGame } from '../../engine/module';
import type { OptionsShape } from '../../engine/options';
import type { Json } from '../../engine/types';
import { MAX_LEVEL, kerkerhatzCampaign, levelTableSpecs } from './campaign';
import { advance, nextDeadline, peopleFirst } from './clock';
import { teamBot } from './bots';
import { kerkerhatzLevels } from './levels';
import { kerkerhatzMachine } from './machine';
import { kerkerhatzPlayout } from './playout';
import { createMetrics } from './metrics';
import { apply, legalMoves, result, toAct } from './rules';
import { kerkerhatzReferees } from './search';
import { setup } from './setup';
import { BASE_CLOCK_MS, REACTION_WINDOW_MS } from './state';
import { kerkerhatzStrings } from './strings';
import { allCards, hiddenCards, view } from './view';

export * from './state';
export * from './cards';
export * from './campaign';
export * from './clock';
export * from './rules';
export * from './setup';
export * from './view';
export * from './actions';
export { DEFAULT_TEAM_SETTINGS, decide, teamBot, type TeamBotSettings } from './bots';
export { kerkerhatzMachine } from './machine';
export { kerkerhatzPlayout } from './playout';

const shape: OptionsShape = {
  minPlayers: 2,
  maxPlayers: 4,
  specs: [
    { key: 'level', kind: 'integer', min: 1, max: MAX_LEVEL, default: 1 },
    { key: 'clock', kind: 'boolean', default: true },
    { key: 'beginnerClock', kind: 'boolean', default: false },
    { key: 'manualFlip', kind: 'boolean', default: false },
    { key: 'hardCampaign', kind: 'boolean', default: false },
    { key: 'clockSeconds', kind: 'integer', min: 60, max: 1800, default: BASE_CLOCK_MS / 1000, tuning: true },
    { key: 'eventWindowMs', kind: 'integer', min: 500, max: 10_000, default: REACTION_WINDOW_MS, tuning: true },
    // A power costs 3 cards from hand: with a smaller hand only the healer's gift would ever allow one.
    { key: 'handSize2', kind: 'integer', min: 3, max: 10, default: 5, tuning: true },
    { key: 'handSize3', kind: 'integer', min: 3, max: 10, default: 4, tuning: true },
    { key: 'handSize4', kind: 'integer', min: 3, max: 10, default: 3, tuning: true },
    ...levelTableSpecs(),
  ],
  presets: [{ key: 'shortFuse', sets: { clockSeconds: 240 } }],
};

/**
 * The generic conformance enumeration keeps integer options at their default, so it only builds
 * level 1, which has no events: these option sets cover every level, and the ends of the lab's numbers.
 */
const EVERY_LEVEL: Json[] = [];
for (let level = 1; level <= MAX_LEVEL; level++) {
  for (const players of [2, 3, 4]) for (const manualFlip of [false, true]) EVERY_LEVEL.push({ players, level, manualFlip, beginnerClock: level % 2 === 0 });
}
EVERY_LEVEL.push(
  { players: 2, level: 5, handSize2: 3, eventWindowMs: 500, clockSeconds: 60 },
  { players: 4, level: 5, handSize4: 10, eventWindowMs: 10_000, clockSeconds: 1800 },
  { players: 3, level: 2, doors2: 0, miniBosses2: 4, events2: 4, bossPerSuit2: 5 },
  { players: 3, level: 1, doors1: 16, miniBosses1: 0, events1: 0, bossPerSuit1: 1 },
);

export const kerkerhatz = defineGame({
  facts: { id: 'kerkerhatz', play: 'cooperative', timing: 'realtime', options: shape, clock: { advance, nextDeadline, peopleFirst } },
  rules: { setup, toAct, legalMoves, apply, result, cards: allCards, hiddenCards },
  playout: kerkerhatzPlayout,
  engineBudget: 500_000,
  view,
  bots: { team: (seat) => teamBot(seat), ...kerkerhatzLevels },
  referees: kerkerhatzReferees,
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
