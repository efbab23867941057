import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderLocked, lockFolder } from '../../../src/host/store/lock';
import { removeDir, tempDir } from './support';

// One host per data folder: a second meets a clear message and exit code 1; a lock left by a
// crash is taken over, by exactly one of several hosts that try at once.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) await removeDir(dir);
});

async function dir(): Promise<string> {
  const d = await tempDir();
  dirs.push(d);
  return d;
}

/** A child process; `until` resolves with its output once `pattern` shows, `exit` with its code and output. */
function run(args: string[]): { child: ChildProcess; until: (pattern: RegExp) => Promise<string>; exit: Promise<{ code: number | null; out: string }> } {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  const waiting: { pattern: RegExp; resolve: (out: string) => void }[] = [];
  const seen = (d: Buffer): void => {
    out += d.toString();
    for (const w of waiting.splice(0))
      if (w.pattern.test(out)) w.resolve(out);
      else waiting.push(w);
  };
  child.stdout?.on('data', seen);
  child.stderr?.on('data', seen);
  const exit = new Promise<{ code: number | null; out: string }>((resolve) => child.on('exit', (code) => resolve({ code, out })));
  return {
    child,
    exit,
    until: (pattern) =>
      pattern.test(out)
        ? Promise.resolve(out)
        : new Promise((resolve, reject) => {
            waiting.push({ pattern, resolve });
            void exit.then(({ code }) => reject(new Error(`exited with ${code} before ${String(pattern)}:\n${out}`)));
          }),
  };
}

const host = (data: string): string[] => [
  '--import',
  'tsx',
  'src/cli/host.ts',
  '--port',
  '0',
  '--bind',
  '127.0.0.1',
  '--data-dir',
  data,
  '--no-web',
  '--no-announce',
];

/** The pid of a process that has ended (a crashed host's). */
async function deadPid(): Promise<number> {
  const gone = run(['-e', '']);
  await gone.exit;
  return gone.child.pid as number;
}

describe('one host per data folder', () => {
  it('a second `npm run host` on the same folder says who holds it and exits with code 1; after a kill -9 the next one takes over', async () => {
    const data = await dir();
    const first = run(host(data));
    await first.until(/listening on/);
    const second = await run(host(data)).exit;
    expect(second.code).toBe(1);
    expect(second.out).toContain(`the data folder ${data} is in use by another host (process ${first.child.pid}`);
    expect(second.out).not.toContain('listening on');

    first.child.kill('SIGKILL');
    await first.exit;
    const third = run(host(data));
    await third.until(/listening on/);
    // One lock file, the new host's.
    expect((await readdir(data)).filter((f) => f.startsWith('host.lock'))).toHaveLength(1);
    third.child.kill('SIGTERM');
    expect((await third.exit).code).toBe(0);
    // Stopped cleanly: the lock is gone with it.
    expect((await readdir(data)).filter((f) => f.startsWith('host.lock'))).toEqual([]);
  }, 60_000);

  it('of several hosts taking over a crashed host’s lock at the same moment, exactly one gets it', async () => {
    const data = await dir();
    await writeFile(path.join(data, 'host.lock.7'), JSON.stringify({ pid: await deadPid(), started: '2026-12-06T20:00:00.000Z', host: 'crashed' }));
    const script = `import { lockFolder } from ${JSON.stringify(path.join(ROOT, 'src/host/store/lock.ts'))};
lockFolder(${JSON.stringify(data)}, 'h' + process.pid).then(() => { console.log('got'); setInterval(() => {}, 1000); }, (e) => { console.log(e.name === 'FolderLocked' ? 'locked' : String(e)); process.exit(1); });`;
    const takers = Array.from({ length: 4 }, () => run(['--import', 'tsx', '--input-type=module', '-e', script]));
    const answers = await Promise.all(takers.map((t) => t.until(/^(got|locked)$/m)));
    expect(answers.filter((a) => a.includes('got'))).toHaveLength(1);
    expect(answers.filter((a) => a.includes('locked'))).toHaveLength(3);
    expect((await readdir(data)).filter((f) => f.startsWith('host.lock'))).toEqual(['host.lock.8']);
  }, 60_000);

  it('in one process: held by a live holder it is refused; a lock whose holder is gone is taken over and the old one removed', async () => {
    const data = await dir();
    const held = await lockFolder(data, 'a');
    await expect(lockFolder(data, 'b')).rejects.toBeInstanceOf(FolderLocked);
    const taken = await lockFolder(data, 'c', { alive: () => false });
    expect(path.basename(taken.file)).toBe('host.lock.2');
    expect((await readdir(data)).filter((f) => f.startsWith('host.lock'))).toEqual(['host.lock.2']);
    await held.release();
    await taken.release();
    expect((await readdir(data)).filter((f) => f.startsWith('host.lock'))).toEqual([]);
  });
});
