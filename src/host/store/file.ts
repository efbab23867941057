/**
 * The file store: one journal per match (see format.ts) in `<dir>/matches/`, moved to
 * `<dir>/replays/` when the match ends. A save that cannot be read goes to `<dir>/set-aside/` under
 * its own name (a number is added rather than overwrite anything) and is reported.
 */
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import type { LogEntry } from '../../shared/engine/log';
import type { Json, MatchResult } from '../../shared/engine/types';
import { MIGRATIONS, SAVE_FORMAT, SAVE_VERSION, SaveError, encodeRecord, parseSave, type Migration, type ParsedSave, type SaveRecord } from './format';
import type { LoadResult, MatchJournal, MatchStore, NewMatch, ReplaySummary, SaveProblem, SavedMatch } from './types';

const EXT = '.kslog';
const ID = /^[A-Za-z0-9-]{1,80}$/;

/** Makes a directory entry (a new file, a rename) durable. Windows cannot open a directory for this and does not need it. */
export async function syncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** What a directory entry is, without following a link: only a regular file can be a save. */
async function entryKind(file: string): Promise<'file' | 'a directory' | 'a link' | 'a FIFO' | 'a socket' | 'a device' | 'gone'> {
  let stat;
  try {
    stat = await fs.lstat(file);
  } catch {
    return 'gone';
  }
  if (stat.isFile()) return 'file';
  if (stat.isDirectory()) return 'a directory';
  if (stat.isSymbolicLink()) return 'a link';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isSocket()) return 'a socket';
  return 'a device';
}

/**
 * Reads a file that lstat called regular. O_NOFOLLOW and O_NONBLOCK guard against it being swapped
 * for a link or a FIFO in between (a FIFO opened without O_NONBLOCK waits for a writer forever).
 */
async function readRegular(file: string): Promise<string> {
  const flags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
  const handle = await fs.open(file, flags);
  try {
    if (!(await handle.stat()).isFile()) throw new SaveError('it is no longer a regular file');
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

/** A name in `dir` that nothing has yet: `name`, else `name.1`, `name.2`, … */
async function freeName(dir: string, name: string): Promise<string> {
  for (let n = 0; ; n++) {
    const candidate = path.join(dir, n === 0 ? name : `${name}.${n}`);
    if (!(await exists(candidate))) return candidate;
  }
}

function toSaved(id: string, parsed: ParsedSave): SavedMatch {
  const { header } = parsed;
  return {
    id,
    log: { game: header.game, options: header.options, seed: header.seed, moves: parsed.entries },
    table: parsed.table,
    created: header.created,
    result: parsed.end?.result ?? null,
  };
}

class FileJournal implements MatchJournal {
  private pending: { line: string; done: (error: Error | null) => void }[] = [];
  private flushing = false;
  private broken: Error | null = null;

  constructor(
    readonly id: string,
    private handle: fs.FileHandle | null,
    private readonly store: FileStore,
  ) {}

  appendEntry(index: number, entry: LogEntry): Promise<void> {
    return this.append({ kind: 'entry', i: index, entry });
  }

  appendTable(table: Json): Promise<void> {
    return this.append({ kind: 'table', table });
  }

  async finish(result: MatchResult): Promise<void> {
    await this.append({ kind: 'end', result, ended: new Date().toISOString() });
    await this.close();
    await this.store.fileAsReplay(this.id);
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    this.broken ??= new Error('the save is closed');
    await handle?.close();
  }

  /** Appends are queued and written in order; lines that queue up while a sync runs go out together in the next write. */
  private append(record: SaveRecord): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      this.pending.push({ line: encodeRecord(record), done: (error) => (error ? reject(error) : resolve()) });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      let error: Error | null = this.broken;
      if (!error) {
        try {
          const handle = this.handle;
          if (!handle) throw new Error('the save is closed');
          await handle.write(batch.map((p) => p.line).join(''));
          await handle.datasync();
        } catch (e) {
          error = e instanceof Error ? e : new Error(String(e));
          this.broken = error;
        }
      }
      for (const p of batch) p.done(error);
    }
    this.flushing = false;
  }
}

export class FileStore implements MatchStore {
  readonly matchesDir: string;
  readonly replaysDir: string;
  readonly asideDir: string;

  constructor(
    readonly dir: string,
    private readonly migrations: Readonly<Record<number, Migration>> = MIGRATIONS,
  ) {
    this.matchesDir = path.join(dir, 'matches');
    this.replaysDir = path.join(dir, 'replays');
    this.asideDir = path.join(dir, 'set-aside');
  }

  private async ensureDirs(): Promise<void> {
    for (const d of [this.matchesDir, this.replaysDir, this.asideDir]) await fs.mkdir(d, { recursive: true });
  }

  async loadOpen(): Promise<LoadResult> {
    await this.ensureDirs();
    // Saves are written during play; a folder that takes none is refused now, before anyone sits down.
    for (const d of [this.matchesDir, this.replaysDir, this.asideDir]) await fs.access(d, constants.W_OK);
    const result: LoadResult = { matches: [], problems: [], notes: [] };
    const names = (await fs.readdir(this.matchesDir)).sort();
    for (const name of names) {
      const file = path.join(this.matchesDir, name);
      const id = name.slice(0, -EXT.length);
      if (!name.endsWith(EXT) || !ID.test(id)) {
        result.notes.push(`${name} in ${this.matchesDir} is not a match save; left alone`);
        continue;
      }
      // lstat, and open without following links or blocking: a directory, a FIFO, a device or a
      // link there is not a save, and reading it must neither stop nor hang the host's start.
      const kind = await entryKind(file);
      if (kind !== 'file') {
        result.notes.push(`warning: ${name} in ${this.matchesDir} is ${kind}, not a save file; skipped`);
        continue;
      }
      let parsed: ParsedSave;
      try {
        parsed = parseSave(await readRegular(file), this.migrations);
        if (parsed.header.id !== id) throw new SaveError(`the file says it is match ${parsed.header.id}`);
      } catch (error) {
        if (!(error instanceof SaveError)) throw error;
        result.problems.push(await this.moveAside(file, error.message));
        continue;
      }
      if (parsed.tornTail) {
        // Only the last line can be torn, and its move was never acknowledged: cutting it loses nothing
        // anybody saw. The file as it was is kept beside the other set-aside saves all the same.
        const copy = await freeName(this.asideDir, `${name}.torn`);
        await fs.copyFile(file, copy, constants.COPYFILE_EXCL);
        const handle = await fs.open(file, 'r+');
        await handle.truncate(parsed.goodBytes);
        await handle.sync();
        await handle.close();
        result.notes.push(
          `${name}: dropped an unfinished last line (the host stopped while writing it; it was never acknowledged); the file as it was is ${copy}`,
        );
      }
      if (parsed.migratedFrom !== null) {
        await this.rewriteMigrated(file, parsed);
        result.notes.push(`${name}: migrated from save format ${parsed.migratedFrom} to ${SAVE_VERSION}; the original is kept in ${this.asideDir}`);
      }
      if (parsed.end) {
        await this.fileAsReplay(id);
        result.notes.push(`${name}: the match had ended; filed with the replays`);
        continue;
      }
      const handle = await fs.open(file, 'a');
      result.matches.push({ ...toSaved(id, parsed), journal: new FileJournal(id, handle, this) });
    }
    return result;
  }

  async create(match: NewMatch): Promise<MatchJournal> {
    if (!ID.test(match.id)) throw new Error(`bad match id ${match.id}`);
    await this.ensureDirs();
    const file = path.join(this.matchesDir, match.id + EXT);
    const header: SaveRecord = {
      kind: 'header',
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      id: match.id,
      game: match.game,
      options: match.options,
      seed: match.seed,
      created: new Date().toISOString(),
      table: match.table,
    };
    // 'wx': a new save never replaces an old one.
    const handle = await fs.open(file, 'wx');
    try {
      await handle.write(encodeRecord(header));
      await handle.datasync();
      await syncDir(this.matchesDir);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return new FileJournal(match.id, handle, this);
  }

  async setAside(id: string, reason: string): Promise<SaveProblem> {
    if (!ID.test(id)) throw new Error(`bad match id ${id}`);
    return this.moveAside(path.join(this.matchesDir, id + EXT), reason);
  }

  async listReplays(): Promise<ReplaySummary[]> {
    await this.ensureDirs();
    const out: ReplaySummary[] = [];
    for (const name of await fs.readdir(this.replaysDir)) {
      if (!name.endsWith(EXT) || (await entryKind(path.join(this.replaysDir, name))) !== 'file') continue;
      try {
        const parsed = parseSave(await readRegular(path.join(this.replaysDir, name)), this.migrations);
        out.push({
          id: parsed.header.id,
          game: parsed.header.game,
          created: parsed.header.created,
          ended: parsed.end?.ended ?? null,
          moves: parsed.entries.length,
          result: parsed.end?.result ?? null,
          table: parsed.table,
        });
      } catch (error) {
        if (!(error instanceof SaveError)) throw error;
      }
    }
    return out.sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
  }

  async readReplay(id: string): Promise<SavedMatch> {
    if (!ID.test(id)) throw new Error(`bad match id ${id}`);
    return toSaved(id, parseSave(await readRegular(path.join(this.replaysDir, id + EXT)), this.migrations));
  }

  /** Moves a finished match's save to the replays (never over an existing one). */
  async fileAsReplay(id: string): Promise<void> {
    const target = await freeName(this.replaysDir, id + EXT);
    await fs.rename(path.join(this.matchesDir, id + EXT), target);
    await syncDir(this.replaysDir);
    await syncDir(this.matchesDir);
  }

  private async moveAside(file: string, reason: string): Promise<SaveProblem> {
    await this.ensureDirs();
    const target = await freeName(this.asideDir, path.basename(file));
    await fs.rename(file, target);
    await syncDir(this.asideDir);
    await syncDir(path.dirname(file));
    return { file: path.basename(file), reason, movedTo: target };
  }

  /** Writes the migrated records to a new file and swaps it in; the original goes to set-aside, untouched. */
  private async rewriteMigrated(file: string, parsed: ParsedSave): Promise<void> {
    const records: SaveRecord[] = [parsed.header, ...parsed.entries.map((entry, i): SaveRecord => ({ kind: 'entry', i, entry }))];
    if (parsed.table !== parsed.header.table) records.push({ kind: 'table', table: parsed.table });
    if (parsed.end) records.push({ kind: 'end', ...parsed.end });
    const temp = `${file}.migrating`;
    const handle = await fs.open(temp, 'w');
    await handle.write(records.map(encodeRecord).join(''));
    await handle.sync();
    await handle.close();
    const original = await freeName(this.asideDir, `${path.basename(file)}.v${parsed.migratedFrom}`);
    await fs.copyFile(file, original, constants.COPYFILE_EXCL);
    await fs.rename(temp, file);
    await syncDir(path.dirname(file));
  }
}
