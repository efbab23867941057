import { afterAll, beforeAll, describe, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import { CATALOG } from '../../../src/shared/catalog';
import type { AnyGame } from '../../../src/shared/engine/types';
import type { SeatSpec } from '../../../src/shared/net/protocol';
import type { RunningHost } from '../../../src/host/server';
import { connect, playRandomly, quickVariant, removeDir, replayOf, scanFrames, statesOf, tempDir, testHost } from './support';

/**
 * Random matches per game and player count, every seat a person, all at once on one host. One keeps
 * the suite quick; a soak run sets more: `KARTENSTUBE_SCAN_MATCHES=20 npx vitest run tests/unit/host/leaks.test.ts`.
 */
const MATCHES_PER_COUNT = Number(process.env.KARTENSTUBE_SCAN_MATCHES ?? 1);
const TABLES_AT_ONCE = 4;

let dir: string;
let host: RunningHost;

beforeAll(async () => {
  dir = await tempDir();
  host = await testHost(dir, { clockRate: 60, botPace: 0, maxTables: 1000, maxConnections: 10_000 });
});

afterAll(async () => {
  await host.close();
  await removeDir(dir);
});

/** One match, every seat a test client, plus the table screen and a spectator; returns the frames checked. */
async function scanMatch(game: AnyGame, options: Record<string, boolean | number | string>, seed: number): Promise<number> {
  const players = options.players as number;
  const clients = await Promise.all(Array.from({ length: players }, (_, seat) => connect(host.port, `P${seat}`)));
  const screen = await connect(host.port, 'TV');
  const seats: SeatSpec[] = Array.from({ length: players }, () => ({ kind: 'open' }));
  const lobby = await screen.client.create({ game: game.id, options, seats, seat: null });
  const room = lobby.table.room;
  for (const [seat, c] of clients.entries()) await c.client.join(room, { seat });
  const spectator = await connect(host.port, 'Zaungast');
  await spectator.client.join(room, { spectator: true });
  const started = screen.client.next('view', (m) => m.index === 0);
  screen.client.send({ type: 'start' });
  await started;
  const id = screen.client.state.lobby?.table.match?.id ?? '';
  await Promise.all([...clients, screen, spectator].map((c, i) => playRandomly(c, seed * 31 + i)));

  const states = statesOf(game, (await replayOf(dir, id)).log);
  let frames = 0;
  for (const [seat, c] of clients.entries()) frames += scanFrames(game, states, seat, c.frames);
  frames += scanFrames(game, states, 'table', screen.frames);
  frames += scanFrames(game, states, 'spectator', spectator.frames);
  for (const c of [...clients, screen, spectator]) c.close();
  return frames;
}

describe.concurrent('views on the wire', () => {
  for (const game of CATALOG.games) {
    it(
      `no frame to anybody at a ${game.id} table shows a card hidden from them`,
      async ({ expect }) => {
        const rng = createRng(7);
        const jobs: (() => Promise<number>)[] = [];
        for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
          const options = quickVariant(game, players, rng);
          for (let m = 0; m < MATCHES_PER_COUNT; m++) jobs.push(() => scanMatch(game, options, 100 * players + m));
        }
        // A few tables at a time per game: a soak of hundreds of matches must not become a connection storm.
        let frames = 0;
        const matches = jobs.length;
        const workers = Array.from({ length: TABLES_AT_ONCE }, async () => {
          for (let job = jobs.shift(); job; job = jobs.shift()) frames += await job();
        });
        await Promise.all(workers);
        expect(frames).toBeGreaterThan(0);
        if (process.env.KARTENSTUBE_SCAN_MATCHES) console.log(`${game.id}: ${matches} matches, ${frames} frames checked, none shows a hidden card`);
      },
      120_000 * MATCHES_PER_COUNT,
    );
  }
});
