import { afterAll, beforeAll, describe, it } from 'vitest';
import { botLevels, standInLevel } from '../../../src/shared/bots';
import { createRng } from '../../../src/shared/cards';
import { CATALOG } from '../../../src/shared/catalog';
import { randomPolicy } from '../../../src/shared/engine/policy';
import { playMatch } from '../../../src/shared/engine/play';
import type { AnyGame } from '../../../src/shared/engine/types';
import type { SeatSpec } from '../../../src/shared/net/protocol';
import type { RunningHost } from '../../../src/host/server';
import { connect, playRandomly, quickVariant, removeDir, replayOf, scanFrames, statesOf, tempDir, testHost, type TestClient } from './support';

/** Real-time games run their match clock this much faster than the wall clock here. */
const CLOCK_RATE = 60;

let dir: string;
let host: RunningHost;

beforeAll(async () => {
  dir = await tempDir();
  host = await testHost(dir, { clockRate: CLOCK_RATE, botPace: 0 });
});

afterAll(async () => {
  await host.close();
  await removeDir(dir);
});

/** The bot for the seats no test client takes: the game's own (the Kerkerhatz team) for real-time games, else random. */
function botFor(game: AnyGame): string {
  return game.realtime ? standInLevel(game) : (botLevels(game)[0] as string);
}

interface Played {
  people: TestClient[];
  spectator: TestClient;
  matchId: string;
  final: Awaited<ReturnType<typeof playRandomly>>[];
}

/**
 * The game's default options, unless its random matches run past this many moves (Machtkampf's run
 * to thousands): then its quickest variant, so that the suite stays quick.
 */
const LONG_MATCH = 1500;

function optionsFor(game: AnyGame, players: number): Record<string, boolean | number | string> {
  if (game.realtime) return { players };
  const steps = playMatch(
    game,
    { players },
    1,
    Array.from({ length: players }, () => randomPolicy),
  ).steps;
  return steps > LONG_MATCH ? quickVariant(game, players, createRng(1)) : { players };
}

/** Two people (seats 0 and 1), bots in the other seats, a spectator; everyone plays at random until the end. */
async function playAtHost(game: AnyGame, players: number, seed: number): Promise<Played> {
  const anna = await connect(host.port, 'Anna');
  const ben = await connect(host.port, 'Ben');
  const seats: SeatSpec[] = Array.from({ length: players }, (_, seat) => (seat < 2 ? { kind: 'open' } : { kind: 'bot', level: botFor(game) }));
  const lobby = await anna.client.create({ game: game.id, options: optionsFor(game, players), seats, seat: 0 });
  const room = lobby.table.room;
  await ben.client.join(room, { seat: 1 });
  const spectator = await connect(host.port, 'Carla');
  await spectator.client.join(room, { spectator: true });
  const first = anna.client.next('view', (m) => m.index === 0);
  anna.client.send({ type: 'start' });
  await first;
  const matchId = anna.client.state.lobby?.table.match?.id ?? '';
  const finals = await Promise.all([playRandomly(anna, seed), playRandomly(ben, seed + 1), playRandomly(spectator, seed + 2)]);
  return { people: [anna, ben], spectator, matchId, final: finals };
}

describe.concurrent('whole matches through the host', () => {
  for (const game of CATALOG.games) {
    it(`two people, a spectator and bots play ${game.id} to the end, and nobody sees a hidden card`, async ({ expect }) => {
      const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
      const played = await playAtHost(game, players, 11);
      const [anna] = played.people as [TestClient, TestClient];
      const result = played.final[0]?.result;
      expect(result).not.toBeNull();
      for (const final of played.final) expect(final.result).toEqual(result);

      // The save is the replay: it rebuilds the match the clients saw, to the same result.
      const saved = await replayOf(dir, played.matchId);
      const states = statesOf(game, saved.log);
      expect(game.result(states[states.length - 1])).toEqual(result);
      expect(played.final[0]?.index).toBe(saved.log.moves.length);
      // Real-time games: every move carries the host's clock, and timers that fired are in the log.
      if (game.realtime) expect(saved.log.moves.every((e) => 'tick' in e || typeof e.at === 'number')).toBe(true);

      let frames = 0;
      for (const [seat, person] of played.people.entries()) frames += scanFrames(game, states, seat, person.frames);
      frames += scanFrames(game, states, 'spectator', played.spectator.frames);
      expect(frames).toBeGreaterThan(saved.log.moves.length);
      expect(anna.client.state.lobby?.table.phase).toBe('over');
      for (const c of [...played.people, played.spectator]) c.close();
    });
  }
});

describe('a table of bots at the TV', () => {
  it('plays by itself while the screen watches, and starts a new match when asked again', async ({ expect }) => {
    const tv = await connect(host.port, 'TV');
    const bots: SeatSpec[] = [0, 1, 2].map(() => ({ kind: 'bot', level: 'random' }));
    await tv.client.create({ game: 'ueberkochen', seats: bots, seat: null });
    const over = tv.client.next('view', (m) => m.result !== null);
    tv.client.send({ type: 'start' });
    const final = await over;
    expect(final.legal).toEqual([]);
    const first = tv.client.state.lobby?.table.match?.id;
    const again = tv.client.next('view', (m) => m.index === 0);
    tv.client.send({ type: 'start' });
    await again;
    expect(tv.client.state.lobby?.table.match?.id).not.toBe(first);
    tv.close();
  });
});

describe('searching bots at the host', () => {
  it('a table of the strongest level plays to the end, and the host keeps answering while they think', async ({ expect }) => {
    const game = CATALOG.get('ueberkochen');
    const level = botLevels(game).includes('strong') ? 'strong' : (botLevels(game).at(-1) as string);
    const dir = await tempDir();
    const host = await testHost(dir, { botPace: 0, botConfig: { budgetMs: 5 } });
    const tv = await connect(host.port, 'TV');
    await tv.client.create({ game: game.id, seats: [0, 1, 2].map(() => ({ kind: 'bot', level })), seat: null });
    const over = tv.client.next('view', (m) => m.result !== null);
    tv.client.send({ type: 'start' });
    // While the bots search, another client's clock syncs are answered before the match ends: the
    // search gives the event loop back. How promptly is a figure of `npm run bench -- --only bots`
    // (the event-loop gap while a strong bot thinks), not a timed assertion here.
    let answeredDuring = 0;
    const probe = await connect(host.port, 'Probe');
    let done = false;
    over.then(
      () => (done = true),
      () => (done = true),
    );
    while (!done) {
      await probe.client.syncClock();
      if (!done) answeredDuring++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await over).result).not.toBeNull();
    expect(answeredDuring).toBeGreaterThan(0);
    tv.close();
    probe.close();
    await host.close();
    await removeDir(dir);
  });
});
