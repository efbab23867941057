/**
 * Kerkerhatz campaign progress as the first milestone's client kept it, in this browser's
 * localStorage, before the host kept every campaign: read once, checked, handed to the host (which
 * takes it where it has none or is behind), then deleted. Nothing writes these keys any more.
 */
import * as v from 'valibot';
import { CampaignImportSchema, type CampaignImport } from '../../../../shared/net/protocol';
import type { OldCampaign } from '../../table/board';

/** The old keys: the normal campaign's, and the hard one's beside it. */
const KEYS = [
  { key: 'kartenstube.kerkerhatz.campaign', hard: false },
  { key: 'kartenstube.kerkerhatz.campaign.hard', hard: true },
] as const;

/** The old record: the campaign (format 1) and the id of the last match it counted. */
const OldRecordSchema = v.object({
  campaign: v.object({ version: v.literal(1), hard: v.boolean(), level: v.number(), completed: v.boolean(), attempts: v.array(v.unknown()) }),
});

/** The progress an old record holds, if it is one (any other value: null). */
export function readOldRecord(raw: string | null, hard: boolean): CampaignImport | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const record = v.safeParse(OldRecordSchema, value);
  if (!record.success || record.output.campaign.hard !== hard) return null;
  const { level, completed, attempts } = record.output.campaign;
  const progress = v.safeParse(CampaignImportSchema, { level, completed, attempts });
  return progress.success ? progress.output : null;
}

/**
 * The old records this browser still holds. One that is not a record of the old format (broken,
 * or not the campaign its key names) can never be taken in, and is deleted the same way.
 */
export function oldCampaigns(storage: Storage | null = globalStorage()): OldCampaign[] {
  if (!storage) return [];
  const found: OldCampaign[] = [];
  for (const { key, hard } of KEYS) {
    const raw = storage.getItem(key);
    if (raw === null) continue;
    const progress = readOldRecord(raw, hard);
    const forget = (): void => storage.removeItem(key);
    if (progress) found.push({ options: { hardCampaign: hard }, progress, forget });
    else forget();
  }
  return found;
}

function globalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage switched off: nothing was kept.
    return null;
  }
}
