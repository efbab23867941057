/**
 * The host's campaigns: each group's progress of each campaign in memory, read from the store at
 * start and written back (durably, one write at a time) when a match of it ends. A campaign belongs
 * to a group (a name chosen on the new-table screen): a table plays one group's campaign, and its
 * matches count for that group only, at the level they were played at. A match counts once, even
 * when the host sees its end again after a restart. The progress is bounded: a tally per level and
 * the newest attempts, so a lobby message carries it in a few kilobytes however long a group plays.
 */
import { freshProgress, type AnyGameModule, type CampaignRules } from '../shared/engine/module';
import type { BaseOptions, Json, MatchResult } from '../shared/engine/types';
import type { CampaignImport, CampaignInfo } from '../shared/net/protocol';
import { HostError } from './errors';
import { bound, type CampaignStore, type KeptProgress } from './store/campaigns';
import type { SaveProblem } from './store/types';

/** The bounded progress is the store's shape (store/campaigns.ts); the host's callers and tests read it here. */
export { RECENT_ATTEMPTS, bound, type KeptProgress } from './store/campaigns';

export function freshKept(): KeptProgress {
  return { ...freshProgress(), summary: [] };
}

/** The progress after match `match`, or null when that match has been counted already. */
export function recordMatch<O extends BaseOptions>(
  rules: CampaignRules<O>,
  progress: KeptProgress,
  options: O,
  result: MatchResult,
  match: string,
): KeptProgress | null {
  if (progress.attempts.some((a) => a.match === match)) return null;
  const after = rules.record(progress, options, result, match);
  return bound(after, progress.summary, after.attempts.slice(progress.attempts.length));
}

/** What the table's lobby says of its campaign: its group, its progress, and the options that play its next level. */
export function campaignInfo<O extends BaseOptions>(rules: CampaignRules<O>, options: O, group: string, progress: KeptProgress): CampaignInfo {
  return { name: rules.of(options), group, levels: rules.levels, progress, next: rules.atLevel(options, progress.level) as unknown as Record<string, Json> };
}

/**
 * A browser's old progress taken into the host's: the host's own where it is as far or further
 * (the same import twice changes nothing), else the further level with both lists of attempts,
 * the browser's first (they were played before the host kept any). Levels beyond the campaign's
 * last are refused.
 */
export function mergeImported(levels: number, host: KeptProgress | undefined, imported: CampaignImport): KeptProgress {
  if (imported.level > levels || imported.attempts.some((a) => a.level > levels)) throw new HostError('net.badCampaign', { levels });
  const attempts = imported.attempts.map((a) => ({ level: a.level, won: a.won, cause: a.won ? null : a.cause }));
  if (!host) return bound({ level: imported.level, completed: imported.completed, attempts });
  if (imported.level <= host.level && (host.completed || !imported.completed)) return host;
  return bound(
    { level: Math.max(host.level, imported.level), completed: host.completed || imported.completed, attempts: [...attempts, ...host.attempts] },
    host.summary,
    attempts,
  );
}

export class Campaigns {
  private readonly progress = new Map<string, { group: string; kept: KeptProgress }>();
  private writing: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: CampaignStore) {}

  /** Reads every campaign on file (the host's start). */
  async load(): Promise<{ problems: SaveProblem[]; notes: string[] }> {
    const { campaigns, problems, notes } = await this.store.load();
    for (const c of campaigns) this.progress.set(key(c.game, c.campaign, c.group), { group: c.group, kept: c.progress });
    return { problems, notes };
  }

  /** The campaign a table of this game with these options plays for `group`; undefined for a game without one. */
  info(game: AnyGameModule, options: BaseOptions, group: string): CampaignInfo | undefined {
    const rules = game.campaign;
    if (!rules) return undefined;
    return campaignInfo(rules, options, group, this.progressOf(game.id, rules.of(options), group));
  }

  /** The groups that have played (or imported) this game's campaign for these options, by name. */
  groups(game: AnyGameModule, options: BaseOptions): string[] {
    const rules = game.campaign;
    if (!rules) return [];
    const prefix = `${game.id}\u0000${rules.of(options)}\u0000`;
    return [...this.progress].flatMap(([k, v]) => (k.startsWith(prefix) ? [v.group] : [])).sort((a, b) => a.localeCompare(b));
  }

  /**
   * Counts a finished match for its group's campaign and saves the progress; resolves once it is on
   * disk, with the new progress (null if the game has no campaign or the match was counted already).
   * One write at a time, each from the progress the last one left, so no match is lost when two
   * tables finish at once.
   */
  record(game: AnyGameModule, options: BaseOptions, group: string, result: MatchResult, match: string): Promise<KeptProgress | null> {
    const rules = game.campaign;
    if (!rules) return Promise.resolve(null);
    const campaign = rules.of(options);
    const run = this.writing.then(async () => {
      const after = recordMatch(rules, this.progressOf(game.id, campaign, group), options, result, match);
      if (!after) return null;
      await this.store.save({ game: game.id, campaign, group, progress: after });
      this.progress.set(key(game.id, campaign, group), { group, kept: after });
      return after;
    });
    this.writing = run.catch(() => undefined);
    return run;
  }

  /**
   * Takes a browser's old progress of the campaign these options play into the group's (see
   * `mergeImported`), saved before it resolves with the campaign as it now stands. One write at a
   * time, in line with the matches being counted.
   */
  adopt(game: AnyGameModule, options: BaseOptions, group: string, imported: CampaignImport): Promise<CampaignInfo> {
    const rules = game.campaign;
    if (!rules) return Promise.reject(new HostError('net.noCampaign', { game: game.id }));
    const campaign = rules.of(options);
    const run = this.writing.then(async () => {
      const before = this.progress.get(key(game.id, campaign, group))?.kept;
      const after = mergeImported(rules.levels, before, imported);
      if (after !== before) {
        await this.store.save({ game: game.id, campaign, group, progress: after });
        this.progress.set(key(game.id, campaign, group), { group, kept: after });
      }
      return campaignInfo(rules, options, group, after);
    });
    this.writing = run.catch(() => undefined);
    return run;
  }

  private progressOf(game: string, campaign: string, group: string): KeptProgress {
    return this.progress.get(key(game, campaign, group))?.kept ?? freshKept();
  }
}

function key(game: string, campaign: string, group: string): string {
  return `${game}\u0000${campaign}\u0000${group}`;
}
