/**
 * The five dungeons and the campaign through them. A win moves on to the next level, a loss
 * repeats it; the hard campaign sends a loss back to level 1. The host keeps the progress of the
 * normal and the hard campaign apart (`kerkerhatzCampaign.of`).
 */
import type { CampaignProgress, CampaignRules } from '../../engine/module';
import type { OptionSpec } from '../../engine/options';
import type { MatchResult } from '../../engine/types';
import type { KerkerhatzOptions, LevelField, LevelNumber, LevelTableOptions } from './state';

export interface Level {
  level: number;
  doors: number;
  miniBosses: number;
  events: number;
  /** Cards of every suit the boss needs. */
  bossPerSuit: number;
}

/** The rules' level table: the default of the level-table options. */
export const LEVELS: readonly Level[] = [
  { level: 1, doors: 8, miniBosses: 1, events: 0, bossPerSuit: 2 },
  { level: 2, doors: 9, miniBosses: 2, events: 1, bossPerSuit: 2 },
  { level: 3, doors: 10, miniBosses: 3, events: 2, bossPerSuit: 2 },
  { level: 4, doors: 11, miniBosses: 3, events: 3, bossPerSuit: 2 },
  { level: 5, doors: 10, miniBosses: 3, events: 4, bossPerSuit: 3 },
];
export const MAX_LEVEL = LEVELS.length;

const LEVEL_FIELDS: readonly LevelField[] = ['doors', 'miniBosses', 'events', 'bossPerSuit'];

/**
 * The ranges of the level table's options (`LevelTableOptions`, state.ts) are what the second deck
 * holds: 16 doors, 4 jacks, 4 fives; the boss needs at least one card of every suit.
 */
const RANGES: Record<LevelField, readonly [number, number]> = { doors: [0, 16], miniBosses: [0, 4], events: [0, 4], bossPerSuit: [1, 5] };

export function levelTableSpecs(): OptionSpec[] {
  return LEVELS.flatMap((row) =>
    LEVEL_FIELDS.map((field): OptionSpec => ({
      key: `${field}${row.level}`,
      kind: 'integer',
      min: RANGES[field][0],
      max: RANGES[field][1],
      default: row[field],
      tuning: true,
      row: `level${row.level}`,
    })),
  );
}

/** The row `levelOf` gave last, and what it was asked: every view and bot decision asks it for the same match's options. */
let lastTable: LevelTableOptions | null = null;
let lastLevel = 0;
let lastRow: Level | null = null;

/** A level's row of the table the options hold. Options never change in place, so a row is shared: read it, never change it. */
export function levelOf(table: LevelTableOptions, level: number): Level {
  if (table === lastTable && level === lastLevel && lastRow) return lastRow;
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) throw new Error(`Kerkerhatz has levels 1–${MAX_LEVEL}, not ${level}`);
  const n = level as LevelNumber;
  const row = { level, doors: table[`doors${n}`], miniBosses: table[`miniBosses${n}`], events: table[`events${n}`], bossPerSuit: table[`bossPerSuit${n}`] };
  lastTable = table;
  lastLevel = level;
  lastRow = row;
  return row;
}

/**
 * The cards a level costs on average: doors A–4 need 2.5, a mini-boss 4, the boss 8 (12 on level 5)
 * and a pit 4 (one event in four is the pit). The seed text's "about 32 … about 50" budget.
 */
export function expectedCost(row: Level): number {
  return row.doors * 2.5 + row.miniBosses * 4 + row.events * 1 + 4 * row.bossPerSuit;
}

export interface Campaign extends CampaignProgress {
  hard: boolean;
}

export function newCampaign(hard = false): Campaign {
  return { hard, level: 1, completed: false, attempts: [] };
}

/** The campaign after one attempt at its current level. Winning level 5 completes it (it stays on 5 for replays). */
export function recordAttempt(campaign: Campaign, won: boolean, cause: string | null = null, match?: string): Campaign {
  const attempt = { level: campaign.level, won, cause: won ? null : cause, ...(match === undefined ? {} : { match }) };
  const attempts = [...campaign.attempts, attempt];
  if (won) {
    const completed = campaign.completed || campaign.level === MAX_LEVEL;
    return { ...campaign, attempts, completed, level: Math.min(MAX_LEVEL, campaign.level + 1) };
  }
  return { ...campaign, attempts, level: campaign.hard ? 1 : campaign.level };
}

/** Records a finished match (its result, as `kerkerhatz.result` gives it). */
export function recordResult(campaign: Campaign, result: MatchResult, match?: string): Campaign {
  const won = result.winners.length > 0;
  const cause = result.detail?.cause;
  return recordAttempt(campaign, won, typeof cause === 'string' ? cause : null, match);
}

/**
 * The campaign as the host keeps it: a match counts for the level it was played at. Only a match at
 * the campaign's own next level moves it (on after a win; in the hard campaign back to 1 after a
 * loss); one at another level (a table replaying level 1) is an attempt at that level and nothing more.
 */
export const kerkerhatzCampaign: CampaignRules<KerkerhatzOptions> = {
  levels: MAX_LEVEL,
  of: (options) => (options.hardCampaign ? 'hard' : 'normal'),
  record: (progress, options, result, match) => {
    const { level, completed, attempts } = recordResult({ ...progress, hard: options.hardCampaign, level: options.level }, result, match);
    return options.level === progress.level ? { level, completed, attempts } : { level: progress.level, completed: progress.completed, attempts };
  },
  atLevel: (options, level) => ({ ...options, level: Math.min(MAX_LEVEL, Math.max(1, level)) }),
};
