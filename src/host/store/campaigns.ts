/**
 * The campaigns' progress, one small file per game, campaign and group in `<dir>/campaigns/`
 * (`kerkerhatz.hard.<16 hex digits of the group name's SHA-256>.json`, the name itself inside). A
 * file is replaced whole and atomically: the new content goes to a temporary file, which is synced
 * and renamed over the old one, and the folder is synced, so a crash leaves the old progress or the
 * new, never half of either. A file that cannot be read goes to `<dir>/set-aside/` and is reported;
 * its campaign starts afresh. Version 1 files (`kerkerhatz.hard.json`: one campaign for the whole
 * host, every attempt listed) are migrated at load: they become the default group's, bounded
 * (`bound` below), written in version 2, and the old file goes to `set-aside/`.
 */
import { createHash } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { CampaignProgressSchema, DEFAULT_GROUP, type LevelSummary } from '../../shared/net/protocol';
import type { CampaignProgress } from '../../shared/engine/module';
import { syncDir } from './file';
import type { SaveProblem } from './types';

/** Attempts kept one by one (the newest); older ones live on in the levels' tallies. */
export const RECENT_ATTEMPTS = 20;

/** A campaign's progress as the host keeps it: the rules' progress, bounded, with a tally per level. */
export type KeptProgress = CampaignProgress & { summary: LevelSummary[] };

/** The tallies after these attempts. */
export function tally(summary: readonly LevelSummary[], attempts: readonly CampaignProgress['attempts'][number][]): LevelSummary[] {
  const by = new Map(summary.map((s) => [s.level, { ...s }]));
  for (const a of attempts) {
    const row = by.get(a.level) ?? { level: a.level, played: 0, won: 0 };
    row.played++;
    if (a.won) row.won++;
    by.set(a.level, row);
  }
  return [...by.values()].sort((a, b) => a.level - b.level);
}

/** Progress of any length (an older host's file, an import) bounded: every attempt tallied, the newest kept. */
export function bound(
  progress: CampaignProgress,
  summary: readonly LevelSummary[] = [],
  added: readonly CampaignProgress['attempts'][number][] = progress.attempts,
): KeptProgress {
  return { level: progress.level, completed: progress.completed, attempts: progress.attempts.slice(-RECENT_ATTEMPTS), summary: tally(summary, added) };
}

export const CAMPAIGN_FORMAT = 'kartenstube.campaign';
export const CAMPAIGN_VERSION = 2;
const EXT = '.json';
/** A temporary file of an unfinished write: the old file beside it is still whole. */
const TEMP = '.writing';
const NAME = /^[a-z0-9-]{1,40}$/;

const FileSchema = v.variant('version', [
  v.strictObject({
    format: v.literal(CAMPAIGN_FORMAT),
    version: v.literal(CAMPAIGN_VERSION),
    game: v.pipe(v.string(), v.regex(NAME)),
    campaign: v.pipe(v.string(), v.regex(NAME)),
    group: v.pipe(v.string(), v.minLength(1), v.maxLength(24)),
    progress: CampaignProgressSchema,
  }),
  v.strictObject({
    format: v.literal(CAMPAIGN_FORMAT),
    version: v.literal(1),
    game: v.pipe(v.string(), v.regex(NAME)),
    campaign: v.pipe(v.string(), v.regex(NAME)),
    progress: v.omit(CampaignProgressSchema, ['summary']),
  }),
]);

export interface StoredCampaign {
  game: string;
  campaign: string;
  group: string;
  progress: KeptProgress;
}

/** The file of a group's campaign (the group's name is free text: its hash names the file). */
export function campaignFileName(game: string, campaign: string, group: string): string {
  return `${game}.${campaign}.${createHash('sha256').update(group).digest('hex').slice(0, 16)}${EXT}`;
}

/** Where the host keeps its campaigns' progress. */
export interface CampaignStore {
  /** Every campaign on file. A file that cannot be read is set aside and reported, never overwritten. */
  load(): Promise<{ campaigns: StoredCampaign[]; problems: SaveProblem[]; notes: string[] }>;
  /** Replaces one campaign's progress; durable when the promise resolves. */
  save(entry: StoredCampaign): Promise<void>;
}

async function freeName(dir: string, name: string): Promise<string> {
  for (let n = 0; ; n++) {
    const candidate = path.join(dir, n === 0 ? name : `${name}.${n}`);
    try {
      await fs.access(candidate);
    } catch {
      return candidate;
    }
  }
}

/** Why the text of a campaign file is not a campaign, or its content (`migrated`: a version 1 file, to be written anew). */
export function parseCampaignFile(text: string, file: string): StoredCampaign & { migrated: boolean } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('it is not JSON');
  }
  const checked = v.safeParse(FileSchema, raw);
  if (!checked.success) {
    const issue = checked.issues[0];
    const where = issue ? v.getDotPath(issue) : null;
    throw new Error(`it does not fit the campaign format: ${where ? `${where}: ` : ''}${issue?.message ?? 'invalid'}`);
  }
  const stored = checked.output;
  if (stored.version === 1) {
    if (file !== `${stored.game}.${stored.campaign}${EXT}`) throw new Error(`it says it is ${stored.game}.${stored.campaign}`);
    return { game: stored.game, campaign: stored.campaign, group: DEFAULT_GROUP, progress: bound(stored.progress), migrated: true };
  }
  const { game, campaign, group, progress } = stored;
  if (file !== campaignFileName(game, campaign, group)) throw new Error(`it says it is ${game}.${campaign} of the group ${JSON.stringify(group)}`);
  return { game, campaign, group, progress, migrated: false };
}

export class FileCampaignStore implements CampaignStore {
  readonly campaignsDir: string;
  readonly asideDir: string;

  constructor(readonly dir: string) {
    this.campaignsDir = path.join(dir, 'campaigns');
    this.asideDir = path.join(dir, 'set-aside');
  }

  async load(): Promise<{ campaigns: StoredCampaign[]; problems: SaveProblem[]; notes: string[] }> {
    await fs.mkdir(this.campaignsDir, { recursive: true });
    await fs.access(this.campaignsDir, constants.W_OK);
    const campaigns: StoredCampaign[] = [];
    const problems: SaveProblem[] = [];
    const notes: string[] = [];
    for (const name of (await fs.readdir(this.campaignsDir)).sort()) {
      const file = path.join(this.campaignsDir, name);
      if (name.endsWith(TEMP)) {
        // The host stopped while writing: the file it was to replace is whole, the half-written one goes.
        await fs.rm(file, { force: true });
        notes.push(`${name}: an unfinished campaign write (the host stopped during it); removed, the campaign as saved before stays`);
        continue;
      }
      if (!name.endsWith(EXT)) {
        notes.push(`${name} in ${this.campaignsDir} is not a campaign file; left alone`);
        continue;
      }
      let stored: ReturnType<typeof parseCampaignFile>;
      try {
        const stat = await fs.lstat(file);
        if (!stat.isFile()) throw new Error('it is not a regular file');
        stored = parseCampaignFile(await fs.readFile(file, 'utf8'), name);
      } catch (error) {
        problems.push(await this.moveAside(file, error instanceof Error ? error.message : String(error)));
        continue;
      }
      const { migrated, ...campaign } = stored;
      if (migrated) {
        // The new file first, then the old one aside: a crash between the two leaves both, and the next start migrates again to the same.
        await this.save(campaign);
        const aside = await this.moveAside(file, 'a campaign file of version 1');
        notes.push(
          `${name}: the host's one ${campaign.game} ${campaign.campaign} campaign became the group "${campaign.group}"'s (${campaignFileName(campaign.game, campaign.campaign, campaign.group)}); the old file is kept as ${aside.movedTo}`,
        );
      }
      campaigns.push(campaign);
    }
    return { campaigns, problems, notes };
  }

  async save(entry: StoredCampaign): Promise<void> {
    if (!NAME.test(entry.game) || !NAME.test(entry.campaign)) throw new Error(`bad campaign name ${entry.game}.${entry.campaign}`);
    await fs.mkdir(this.campaignsDir, { recursive: true });
    const file = path.join(this.campaignsDir, campaignFileName(entry.game, entry.campaign, entry.group));
    const temp = file + TEMP;
    const body = {
      format: CAMPAIGN_FORMAT,
      version: CAMPAIGN_VERSION,
      game: entry.game,
      campaign: entry.campaign,
      group: entry.group,
      progress: entry.progress,
    };
    const handle = await fs.open(temp, 'w');
    try {
      await handle.writeFile(`${JSON.stringify(body, null, 2)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
    await syncDir(this.campaignsDir);
  }

  private async moveAside(file: string, reason: string): Promise<SaveProblem> {
    await fs.mkdir(this.asideDir, { recursive: true });
    const target = await freeName(this.asideDir, path.basename(file));
    await fs.rename(file, target);
    await syncDir(this.asideDir);
    await syncDir(path.dirname(file));
    return { file: path.basename(file), reason, movedTo: target };
  }
}
