/**
 * The campaigns' progress, one small file per game and campaign in `<dir>/campaigns/`
 * (`kerkerhatz.hard.json`). A file is replaced whole and atomically: the new content goes to a
 * temporary file, which is synced and renamed over the old one, and the folder is synced, so a
 * crash leaves the old progress or the new, never half of either. A file that cannot be read goes
 * to `<dir>/set-aside/` and is reported; its campaign starts afresh.
 */
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import type { CampaignProgress } from '../../shared/engine/module';
import { CampaignProgressSchema } from '../../shared/net/protocol';
import { syncDir } from './file';
import type { SaveProblem } from './types';

export const CAMPAIGN_FORMAT = 'kartenstube.campaign';
export const CAMPAIGN_VERSION = 1;
const EXT = '.json';
/** A temporary file of an unfinished write: the old file beside it is still whole. */
const TEMP = '.writing';
const NAME = /^[a-z0-9-]{1,40}$/;

const FileSchema = v.strictObject({
  format: v.literal(CAMPAIGN_FORMAT),
  version: v.literal(CAMPAIGN_VERSION),
  game: v.pipe(v.string(), v.regex(NAME)),
  campaign: v.pipe(v.string(), v.regex(NAME)),
  progress: CampaignProgressSchema,
});

export interface StoredCampaign {
  game: string;
  campaign: string;
  progress: CampaignProgress;
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

/** Why the text of a campaign file is not a campaign, or its content. */
export function parseCampaignFile(text: string, file: string): StoredCampaign {
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
  const { game, campaign, progress } = checked.output;
  if (file !== `${game}.${campaign}${EXT}`) throw new Error(`it says it is ${game}.${campaign}`);
  return { game, campaign, progress };
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
      let stored: StoredCampaign;
      try {
        const stat = await fs.lstat(file);
        if (!stat.isFile()) throw new Error('it is not a regular file');
        stored = parseCampaignFile(await fs.readFile(file, 'utf8'), name);
      } catch (error) {
        problems.push(await this.moveAside(file, error instanceof Error ? error.message : String(error)));
        continue;
      }
      campaigns.push(stored);
    }
    return { campaigns, problems, notes };
  }

  async save(entry: StoredCampaign): Promise<void> {
    if (!NAME.test(entry.game) || !NAME.test(entry.campaign)) throw new Error(`bad campaign name ${entry.game}.${entry.campaign}`);
    await fs.mkdir(this.campaignsDir, { recursive: true });
    const file = path.join(this.campaignsDir, `${entry.game}.${entry.campaign}${EXT}`);
    const temp = file + TEMP;
    const body = { format: CAMPAIGN_FORMAT, version: CAMPAIGN_VERSION, game: entry.game, campaign: entry.campaign, progress: entry.progress };
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
