/**
 * The host's campaigns: each campaign's progress in memory, read from the store at start and
 * written back (durably, one write at a time) when a match of it ends. A match counts once, even
 * when the host sees its end again after a restart.
 */
import { freshProgress, type AnyGameModule, type CampaignProgress, type CampaignRules } from '../shared/engine/module';
import type { BaseOptions, Json, MatchResult } from '../shared/engine/types';
import type { CampaignImport, CampaignInfo } from '../shared/net/protocol';
import { HostError } from './errors';
import type { CampaignStore } from './store/campaigns';
import type { SaveProblem } from './store/types';

/** The progress after match `match`, or null when that match has been counted already. */
export function recordMatch<O extends BaseOptions>(rules: CampaignRules<O>, progress: CampaignProgress, options: O, result: MatchResult, match: string): CampaignProgress | null {
  if (progress.attempts.some((a) => a.match === match)) return null;
  return rules.record(progress, options, result, match);
}

/** What the table's lobby says of its campaign: its progress, and the options that play its next level. */
export function campaignInfo<O extends BaseOptions>(rules: CampaignRules<O>, options: O, progress: CampaignProgress): CampaignInfo {
  return { name: rules.of(options), levels: rules.levels, progress, next: rules.atLevel(options, progress.level) as unknown as Record<string, Json> };
}

/**
 * A browser's old progress taken into the host's: the host's own where it is as far or further
 * (the same import twice changes nothing), else the further level with both lists of attempts,
 * the browser's first (they were played before the host kept any). Levels beyond the campaign's
 * last are refused.
 */
export function mergeImported(levels: number, host: CampaignProgress | undefined, imported: CampaignImport): CampaignProgress {
  if (imported.level > levels || imported.attempts.some((a) => a.level > levels)) throw new HostError('net.badCampaign', { levels });
  const attempts = imported.attempts.map((a) => ({ level: a.level, won: a.won, cause: a.won ? null : a.cause }));
  if (!host) return { level: imported.level, completed: imported.completed, attempts };
  if (imported.level <= host.level && (host.completed || !imported.completed)) return host;
  return { level: Math.max(host.level, imported.level), completed: host.completed || imported.completed, attempts: [...attempts, ...host.attempts] };
}

export class Campaigns {
  private readonly progress = new Map<string, CampaignProgress>();
  private writing: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: CampaignStore) {}

  /** Reads every campaign on file (the host's start). */
  async load(): Promise<{ problems: SaveProblem[]; notes: string[] }> {
    const { campaigns, problems, notes } = await this.store.load();
    for (const c of campaigns) this.progress.set(key(c.game, c.campaign), c.progress);
    return { problems, notes };
  }

  /** The campaign a table of this game with these options plays; undefined for a game without one. */
  info(game: AnyGameModule, options: BaseOptions): CampaignInfo | undefined {
    const rules = game.campaign;
    if (!rules) return undefined;
    return campaignInfo(rules, options, this.progressOf(game.id, rules.of(options)));
  }

  /**
   * Counts a finished match for its campaign and saves the progress; resolves once it is on disk,
   * with the new progress (null if the game has no campaign or the match was counted already).
   * One write at a time, each from the progress the last one left, so no match is lost when two
   * tables finish at once.
   */
  record(game: AnyGameModule, options: BaseOptions, result: MatchResult, match: string): Promise<CampaignProgress | null> {
    const rules = game.campaign;
    if (!rules) return Promise.resolve(null);
    const campaign = rules.of(options);
    const run = this.writing.then(async () => {
      const after = recordMatch(rules, this.progressOf(game.id, campaign), options, result, match);
      if (!after) return null;
      await this.store.save({ game: game.id, campaign, progress: after });
      this.progress.set(key(game.id, campaign), after);
      return after;
    });
    this.writing = run.catch(() => undefined);
    return run;
  }

  /**
   * Takes a browser's old progress of the campaign these options play into the host's (see
   * `mergeImported`), saved before it resolves with the campaign as it now stands. One write at a
   * time, in line with the matches being counted.
   */
  adopt(game: AnyGameModule, options: BaseOptions, imported: CampaignImport): Promise<CampaignInfo> {
    const rules = game.campaign;
    if (!rules) return Promise.reject(new HostError('net.noCampaign', { game: game.id }));
    const campaign = rules.of(options);
    const run = this.writing.then(async () => {
      const before = this.progress.get(key(game.id, campaign));
      const after = mergeImported(rules.levels, before, imported);
      if (after !== before) {
        await this.store.save({ game: game.id, campaign, progress: after });
        this.progress.set(key(game.id, campaign), after);
      }
      return campaignInfo(rules, options, after);
    });
    this.writing = run.catch(() => undefined);
    return run;
  }

  private progressOf(game: string, campaign: string): CampaignProgress {
    return this.progress.get(key(game, campaign)) ?? freshProgress();
  }
}

function key(game: string, campaign: string): string {
  return `${game}.${campaign}`;
}
