import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from './support';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];

afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});

/**
 * Runs `npm run host` with flags until it exits or `until` shows in its output (then stops it).
 * `--no-web` unless a test says otherwise: these tests need no client, and must not build one.
 */
function runHost(args: string[], until?: RegExp): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/host.ts', ...(args.includes('--web') ? [] : ['--no-web']), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve) => {
    const seen = (d: Buffer): void => {
      out += d.toString();
      if (until?.test(out)) child.kill('SIGTERM');
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run host', () => {
  it('bad flags get a clear message and exit code 2', async () => {
    const bad = await runHost(['--port', '70000']);
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('--port must be from 0 to 65535');
    expect(bad.out).toContain('usage: npm run host');
    const pause = await runHost(['--round-pause', '900000']);
    expect(pause.code).toBe(2);
    expect(pause.out).toContain('--round-pause must be from 0 to 600000');
  });

  it('prints where to open it and the join link with the room code, and stops cleanly', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const run = await runHost(['--port', '0', '--bind', '127.0.0.1', '--data-dir', dir, '--table', 'ueberkochen', '--players', '4'], /join table [A-Z]{4}: /);
    expect(run.out).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+\//);
    expect(run.out).toContain('LAN announcement: off');
    const room = /join table ([A-Z]{4}): (\S+)/.exec(run.out);
    expect(room?.[2]).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/\\?room=${room?.[1]}$`));
    expect(run.out).toContain('web client: none (--no-web)');
    expect(run.code).toBe(0);
  });

  it('--help lists every flag and exits 0', async () => {
    const run = await runHost(['--help']);
    expect(run.code).toBe(0);
    for (const flag of [
      'port',
      'bind',
      'data-dir',
      'web',
      'no-web',
      'no-announce',
      'table',
      'players',
      'bot-pace',
      'stand-in-after',
      'round-pause',
      'name',
      'max-tables',
      'help',
    ]) {
      expect(run.out).toMatch(new RegExp(`^  --${flag}\\b.*\\S`, 'm'));
    }
  });
});

describe('npm run host: a start-up error ends it at once with code 1', () => {
  let blocker: Server;
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir();
    dirs.push(dir);
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it('a port in use', async () => {
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const run = await runHost(['--port', String(port), '--bind', '127.0.0.1', '--data-dir', dir]);
    expect(run.code).toBe(1);
    expect(run.out).toContain(`port ${port} is already in use on 127.0.0.1`);
    expect(run.out).not.toContain('listening on');
  });

  it('an address this machine does not have', async () => {
    // 203.0.113.0/24 is reserved for documentation: no machine has it.
    const run = await runHost(['--port', '0', '--bind', '203.0.113.77', '--data-dir', dir]);
    expect(run.code).toBe(1);
    expect(run.out).toContain('203.0.113.77 is not an address of this machine');
  });

  it('a data folder that cannot hold the saves', async () => {
    const file = path.join(dir, 'not-a-folder');
    await writeFile(file, 'x');
    const run = await runHost(['--port', '0', '--bind', '127.0.0.1', '--data-dir', file]);
    expect(run.code).toBe(1);
    expect(run.out).toContain(`the data folder ${file} cannot hold the saves`);
  });

  it('a --web folder without a built client', async () => {
    const run = await runHost(['--port', '0', '--bind', '127.0.0.1', '--data-dir', dir, '--web', path.join(dir, 'no-client')]);
    expect(run.code).toBe(1);
    expect(run.out).toContain('holds no built web client');
  });
});

describe('npm run host when the reader of its output goes away', () => {
  it('stops quietly with code 0', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/host.ts', '--no-web', '--port', '0', '--bind', '127.0.0.1', '--data-dir', dir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Closed before the host has printed anything: its first line meets a broken pipe.
    child.stdout.destroy();
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(err).toBe('');
    expect(code).toBe(0);
  });
});
