/**
 * One host per data folder. Two hosts on one folder would resume the same open match, append to
 * one save and show their players different games; the next start would set the whole save aside.
 *
 * The lock is a file `host.lock.<n>` created with O_EXCL (`wx`) holding the holder's pid, start
 * time and host id. The highest `n` is the lock. A host that finds it held by a live process
 * refuses to start (FolderLocked). One whose holder is gone (a crash, `kill -9`: the pid no longer
 * runs) takes it over by creating `host.lock.<n + 1>`, again with O_EXCL: of two hosts taking over
 * the same stale lock at once, exactly one creates the next file, and the other finds it held.
 * Nothing is ever renamed or replaced, so no taker can remove another's fresh lock; older
 * generations are deleted afterwards, and the holder deletes its own file when it stops.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  /** When the holder started (ISO time). */
  started: string;
  host: string;
}

export class FolderLocked extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the data folder ${dir} is in use by another host (process ${holder.pid}, started ${holder.started}, host id ${holder.host}); stop that host first, or choose another folder with --data-dir`,
    );
    this.name = 'FolderLocked';
  }
}

export interface FolderLock {
  readonly file: string;
  release(): Promise<void>;
}

const NAME = /^host\.lock\.(\d{1,15})$/;
/** A lock file that stays unreadable this long was left by a host that crashed between creating and writing it. */
const UNWRITTEN_MS = 2_000;

/** Whether a process of this pid runs (EPERM: it runs, as another user). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isInteger(value.pid) && typeof value.started === 'string' && typeof value.host === 'string') return value as LockHolder;
  } catch {
    // Not (yet) written whole.
  }
  return null;
}

async function generations(dir: string): Promise<number[]> {
  const names = await fs.readdir(dir);
  return names.flatMap((name) => {
    const match = NAME.exec(name);
    return match ? [Number(match[1])] : [];
  });
}

/** Creates `host.lock.<n>` only if no file of that name exists; false if one does. */
async function create(file: string, holder: LockHolder): Promise<boolean> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(JSON.stringify(holder));
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

/**
 * Takes the data folder's lock for this process, or throws FolderLocked naming the host that holds
 * it. `alive` tells whether a pid runs (tests pass their own).
 */
export async function lockFolder(dir: string, host: string, options: { alive?: (pid: number) => boolean; now?: () => number } = {}): Promise<FolderLock> {
  const alive = options.alive ?? pidAlive;
  const now = options.now ?? Date.now;
  await fs.mkdir(dir, { recursive: true });
  const me: LockHolder = { pid: process.pid, started: new Date(now()).toISOString(), host };
  for (;;) {
    const all = await generations(dir);
    const top = all.length > 0 ? Math.max(...all) : 0;
    if (top > 0) {
      const file = path.join(dir, `host.lock.${top}`);
      let text: string;
      let written: number;
      try {
        text = await fs.readFile(file, 'utf8');
        written = (await fs.stat(file)).mtimeMs;
      } catch (error) {
        // Released or superseded while we looked: look again.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const holder = parseHolder(text);
      if (holder && alive(holder.pid)) throw new FolderLocked(dir, holder);
      if (!holder && now() - written < UNWRITTEN_MS) {
        // Being written by a host starting this instant: wait for it.
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
    }
    const file = path.join(dir, `host.lock.${top + 1}`);
    if (!(await create(file, me))) continue;
    for (const old of all) await fs.rm(path.join(dir, `host.lock.${old}`), { force: true });
    let released = false;
    return {
      file,
      async release() {
        if (released) return;
        released = true;
        await fs.rm(file, { force: true });
      },
    };
  }
}
