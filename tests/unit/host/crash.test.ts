import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ueberkochen } from '../../../src/shared/games/ueberkochen';
import type { HostMessageOf } from '../../../src/shared/net/protocol';
import { canonical } from '../support/conformance';
import { connect, playRandomly, removeDir, replayOf, statesOf, tempDir, type TestClient } from './support';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) await removeDir(dir);
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

/** `npm run host` as a child process on loopback; resolves once it listens, with everything it printed. */
async function spawnHost(port: number, dataDir: string): Promise<{ child: ChildProcess; output: () => string }> {
  const args = [
    '--import',
    'tsx',
    'src/cli/host.ts',
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--data-dir',
    dataDir,
    '--no-web',
    '--no-announce',
    '--bot-pace',
    '0.001',
    '--stand-in-after',
    '60000',
    // A round's end holds the match a moment, not 13 s: the random players never say "onward".
    '--round-pause',
    '200',
  ];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the host did not start:\n${out}`)), 30_000);
    const check = (): void => {
      if (out.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => reject(new Error(`the host exited with ${code}:\n${out}`)));
  });
  return { child, output: () => out };
}

/**
 * `kill -9` trials, each a match killed at another point. One keeps the suite quick; a soak sets more:
 * `KARTENSTUBE_CRASH_TRIALS=24 npx vitest run tests/unit/host/crash.test.ts` (prints what each trial saw).
 */
const TRIALS = Number(process.env.KARTENSTUBE_CRASH_TRIALS ?? 1);
/** Where each trial kills the host: after that many moves of the match (Überkochen, two people and two bots: 152 moves). */
const KILL_AT = [25, 5, 45, 15, 35, 1, 80, 120, 150, 100, 60, 140];

describe('a host killed mid-match', () => {
  for (let trial = 0; trial < TRIALS; trial++) {
    it(`restarts with its data folder, the clients reconnect with their tokens, and no move is lost (killed at move ${KILL_AT[trial % KILL_AT.length]})`, async () => {
      await killTrial(trial);
    });
  }
});

async function killTrial(trial: number): Promise<void> {
  const killAt = KILL_AT[trial % KILL_AT.length] as number;
  const dir = await tempDir();
  dirs.push(dir);
  const port = await freePort();
  const first = await spawnHost(port, dir);

  const people: TestClient[] = [];
  const views: HostMessageOf<'view'>[][] = [[], []];
  for (const [seat, name] of ['Anna', 'Ben'].entries()) {
    const c = await connect(port, name, { reconnect: { minMs: 100, maxMs: 400 } });
    c.client.on('view', (m) => views[seat]?.push(m));
    people.push(c);
  }
  const [anna, ben] = people as [TestClient, TestClient];
  const lobby = await anna.client.create({
    game: 'ueberkochen',
    seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }],
    seat: 0,
  });
  await ben.client.join(lobby.table.room, { seat: 1 });
  const started = anna.client.next('view');
  anna.client.send({ type: 'start' });
  await started;
  const playing = people.map((c, seat) => playRandomly(c, 40 + 10 * trial + seat, 0, true));

  // Kill it while moves are flying (bots act after 1 ms), some way into the match.
  await anna.client.next(
    'view',
    (m) => m.index >= killAt,
    () => false,
  );
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  const seenBeforeKill = Math.max(...views.map((list) => Math.max(...list.map((m) => m.index))));
  const framesBeforeKill = views.map((list) => list.length);

  const second = await spawnHost(port, dir);
  expect(second.output()).toMatch(/resumed match .* after \d+ moves/);
  const finals = await Promise.all(playing);
  expect(finals[0]?.result).not.toBeNull();
  expect(anna.client.state.welcome?.resumed).toBe(true);
  expect(ben.client.state.welcome?.resumed).toBe(true);

  // Every view anybody saw before the crash is a state of the saved log: nothing they saw was lost or changed.
  const id = anna.client.state.lobby?.table.match?.id ?? '';
  const log = (await replayOf(dir, id)).log;
  expect(log.moves.length).toBeGreaterThanOrEqual(seenBeforeKill);
  const states = statesOf(ueberkochen, log);
  for (const [seat, list] of views.entries()) {
    for (const message of list.slice(0, framesBeforeKill[seat])) {
      expect(canonical(message.view)).toBe(canonical(ueberkochen.view(states[message.index] as never, seat)));
    }
  }
  if (process.env.KARTENSTUBE_CRASH_TRIALS)
    console.log(`trial ${trial}: killed after ${seenBeforeKill} acknowledged moves, the saved log holds ${log.moves.length}, none lost`);
  for (const c of people) c.close();
  second.child.kill('SIGTERM');
}
