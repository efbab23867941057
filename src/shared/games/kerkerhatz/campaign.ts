/**
 * The five dungeons and the campaign through them, as data a save game can hold.
 * A win moves on to the next level, a loss repeats it; the hard campaign sends a loss back to level 1.
 */
import type { OptionSpec } from '../../engine/options';
import type { MatchResult } from '../../engine/types';

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

type LevelField = 'doors' | 'miniBosses' | 'events' | 'bossPerSuit';
type LevelNumber = 1 | 2 | 3 | 4 | 5;
const LEVEL_FIELDS: readonly LevelField[] = ['doors', 'miniBosses', 'events', 'bossPerSuit'];

/**
 * The level table as options, one number per level and column (`doors3`: level 3's doors), so a
 * rules author can try another dungeon in the lab. The ranges are what the second deck holds:
 * 16 doors, 4 jacks, 4 fives; the boss needs at least one card of every suit.
 */
export type LevelTableOptions = Record<`${LevelField}${LevelNumber}`, number>;
const RANGES: Record<LevelField, readonly [number, number]> = { doors: [0, 16], miniBosses: [0, 4], events: [0, 4], bossPerSuit: [1, 5] };

export function levelTableSpecs(): OptionSpec[] {
  return LEVELS.flatMap((row) =>
    LEVEL_FIELDS.map((field): OptionSpec => ({ key: `${field}${row.level}`, kind: 'integer', min: RANGES[field][0], max: RANGES[field][1], default: row[field], tuning: true, row: `level${row.level}` })),
  );
}

/** A level's row of the table the options hold. */
export function levelOf(table: LevelTableOptions, level: number): Level {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) throw new Error(`Kerkerhatz has levels 1–${MAX_LEVEL}, not ${level}`);
  const n = level as LevelNumber;
  return { level, doors: table[`doors${n}`], miniBosses: table[`miniBosses${n}`], events: table[`events${n}`], bossPerSuit: table[`bossPerSuit${n}`] };
}

/**
 * The cards a level costs on average: doors A–4 need 2.5, a mini-boss 4, the boss 8 (12 on level 5)
 * and a pit 4 (one event in four is the pit). The seed text's "about 32 … about 50" budget.
 */
export function expectedCost(row: Level): number {
  return row.doors * 2.5 + row.miniBosses * 4 + row.events * 1 + 4 * row.bossPerSuit;
}

export interface CampaignAttempt {
  level: number;
  won: boolean;
  /** Why a lost attempt was lost. */
  cause: string | null;
}

export interface Campaign {
  version: 1;
  hard: boolean;
  /** The level to play next. */
  level: number;
  /** Every level won at least once. */
  completed: boolean;
  attempts: CampaignAttempt[];
}

export function newCampaign(hard = false): Campaign {
  return { version: 1, hard, level: 1, completed: false, attempts: [] };
}

/** The campaign after one attempt at its current level. Winning level 5 completes it (it stays on 5 for replays). */
export function recordAttempt(campaign: Campaign, won: boolean, cause: string | null = null): Campaign {
  const attempts = [...campaign.attempts, { level: campaign.level, won, cause: won ? null : cause }];
  if (won) {
    const completed = campaign.completed || campaign.level === MAX_LEVEL;
    return { ...campaign, attempts, completed, level: Math.min(MAX_LEVEL, campaign.level + 1) };
  }
  return { ...campaign, attempts, level: campaign.hard ? 1 : campaign.level };
}

/** Records a finished match (its result, as `kerkerhatz.result` gives it). */
export function recordResult(campaign: Campaign, result: MatchResult): Campaign {
  const won = result.winners.length > 0;
  const cause = result.detail?.cause;
  return recordAttempt(campaign, won, typeof cause === 'string' ? cause : null);
}

/** Reads a campaign from a save; anything malformed is refused rather than guessed at. */
export function parseCampaign(raw: unknown): Campaign {
  if (typeof raw !== 'object' || raw === null) throw new Error('campaign: not an object');
  const c = raw as Record<string, unknown>;
  if (c.version !== 1) throw new Error(`campaign: unknown version ${String(c.version)}`);
  if (typeof c.hard !== 'boolean' || typeof c.completed !== 'boolean') throw new Error('campaign: hard and completed must be true or false');
  if (typeof c.level !== 'number' || !Number.isInteger(c.level) || c.level < 1 || c.level > MAX_LEVEL) throw new Error('campaign: bad level');
  if (!Array.isArray(c.attempts)) throw new Error('campaign: attempts must be a list');
  const attempts = c.attempts.map((a: unknown): CampaignAttempt => {
    const r = (a ?? {}) as Record<string, unknown>;
    if (typeof r.level !== 'number' || typeof r.won !== 'boolean' || (r.cause !== null && typeof r.cause !== 'string')) throw new Error('campaign: bad attempt');
    return { level: r.level, won: r.won, cause: r.cause as string | null };
  });
  return { version: 1, hard: c.hard, level: c.level, completed: c.completed, attempts };
}
