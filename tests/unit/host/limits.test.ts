import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  DEFAULT_ADDRESS_LIMITS,
  MAX_CONNECTIONS_PER_ADDRESS,
  MAX_RESUME_ONLY_PER_ADDRESS,
  MAX_TABLES_PER_ADDRESS,
  MAX_WRONG_ROOMS,
  type AddressLimits,
} from '../../../src/host/limits';
import type { RunningHost } from '../../../src/host/server';
import { connect, playRandomly, removeDir, replayOf, tempDir, testHost, waitFor, type TestClient } from './support';

let dir: string;
const hosts: RunningHost[] = [];
const clients: TestClient[] = [];
const sockets: WebSocket[] = [];

beforeEach(async () => {
  dir = await tempDir();
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const ws of sockets.splice(0)) ws.terminate();
  for (const h of hosts.splice(0)) await h.close();
  await removeDir(dir);
});

async function limitedHost(limits: Partial<AddressLimits> = {}, maxConnections = 512): Promise<RunningHost> {
  const host = await testHost(dir, { addressLimits: { ...DEFAULT_ADDRESS_LIMITS, ...limits }, maxConnections });
  hosts.push(host);
  return host;
}

/** A test client from one loopback address (127.0.0.0/8 stands in for the devices of a LAN). */
async function from(address: string, host: RunningHost, name: string, token?: TestClient['client']['state']['token']): Promise<TestClient> {
  const c = await connect(host.port, name, { socket: (url) => new WebSocket(url, { localAddress: address }), ...(token ? { token } : {}) });
  clients.push(c);
  return c;
}

/** A socket that connects and says nothing more; resolves once the host greeted it or refused it. */
async function idle(address: string, host: RunningHost): Promise<{ ws: WebSocket; refused: boolean }> {
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws`, { localAddress: address });
  sockets.push(ws);
  ws.on('error', () => {});
  const first = await new Promise<string>((resolve) => {
    ws.once('message', (data) => resolve(String(data)));
    ws.once('close', () => resolve('closed'));
  });
  return { ws, refused: first.includes('"error"') || first === 'closed' };
}

const SEATS = [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'random' }] as const;

/** Anna and two bots play an Überkochen match to its end; Anna stays at the result. */
async function finishedTable(host: RunningHost, seed: number): Promise<{ anna: TestClient; room: string; id: string }> {
  const anna = await from('127.0.0.2', host, 'Anna');
  const seats = [{ kind: 'open' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }] as const;
  const { room } = (await anna.client.create({ game: 'ueberkochen', seats: [...seats], seat: 0 })).table;
  anna.client.send({ type: 'start' });
  expect((await playRandomly(anna, seed)).result).not.toBeNull();
  await waitFor(() => host.hub.tables.get(room)?.phase === 'over');
  return { anna, room, id: host.hub.tables.get(room)?.play?.id ?? '' };
}

/** Once nobody is at the table it stays through four minutes and goes after five (the clock is moved, not waited for). */
async function goesAfterFiveMinutes(host: RunningHost, room: string): Promise<void> {
  await waitFor(() => !host.hub.tables.get(room)?.present());
  const since = host.hub.tables.get(room)?.lastSeen ?? 0;
  await host.hub.sweep(since + 4 * 60_000);
  expect(host.hub.tables.has(room)).toBe(true);
  await host.hub.sweep(since + 5 * 60_000 + 1);
  expect(host.hub.tables.has(room)).toBe(false);
}

describe('membership ends with the connection', () => {
  it('spectators who close their connection are gone: after 80 came and went a friend still gets in, and the lobby counts only those here', async () => {
    const host = await limitedHost({ connections: 1000 });
    const anna = await from('127.0.0.1', host, 'Anna');
    const lobby = await anna.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 });
    const room = lobby.table.room;
    for (let i = 0; i < 80; i++) {
      const watcher = await from('127.0.0.1', host, `Zaungast${i}`);
      await watcher.client.join(room, { spectator: true });
      watcher.close();
    }
    const stays = await from('127.0.0.1', host, 'Carla');
    await stays.client.join(room, { spectator: true });
    const ben = await from('127.0.0.1', host, 'Ben');
    await ben.client.join(room, { seat: 1 });
    const table = host.hub.tables.get(room);
    await waitFor(() => [...(table?.members ?? [])].filter((m) => m.role === 'spectator').length === 1);
    expect(table?.members.size).toBe(3);
    await waitFor(() => anna.client.state.lobby?.table.spectators === 1);
  });
});

describe('each address has its own share', () => {
  it(`one address keeps at most ${MAX_TABLES_PER_ADDRESS} tables going; a table its people left counts no more; another address is not affected`, async () => {
    const host = await limitedHost();
    const people: TestClient[] = [];
    for (let i = 0; i < MAX_TABLES_PER_ADDRESS; i++) {
      const c = await from('127.0.0.2', host, `Mallory${i}`);
      await c.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 });
      people.push(c);
    }
    const extra = await from('127.0.0.2', host, 'Mallory');
    await expect(extra.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 })).rejects.toMatchObject({
      code: 'net.tooManyTablesHere',
      params: { max: MAX_TABLES_PER_ADDRESS },
    });
    const friend = await from('127.0.0.3', host, 'Anna');
    await friend.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 });
    // Nobody is at the first table any more: it no longer counts.
    (people[0] as TestClient).close();
    await waitFor(() => [...host.hub.tables.values()].some((t) => !t.present()));
    await extra.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 });
  });

  it('one socket opening and leaving tables over and over never fills the host: the tables it left make room, the others stay', async () => {
    const host = await testHost(dir, { addressLimits: DEFAULT_ADDRESS_LIMITS, maxTables: 10 });
    hosts.push(host);
    const anna = await from('127.0.0.3', host, 'Anna');
    const kept = await anna.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 });
    const mallory = await from('127.0.0.2', host, 'Mallory');
    for (let i = 0; i < 40; i++) {
      await mallory.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 });
      const left = mallory.client.next('left');
      mallory.client.send({ type: 'leave' });
      await left;
    }
    expect(host.hub.tables.size).toBeLessThanOrEqual(10);
    expect(host.hub.tables.has(kept.table.room)).toBe(true);
    const ben = await from('127.0.0.4', host, 'Ben');
    await ben.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 });
  });

  it(`${MAX_WRONG_ROOMS} wrong room codes lock an address out of joining for a while; other addresses still join`, async () => {
    const host = await limitedHost();
    const anna = await from('127.0.0.1', host, 'Anna');
    const lobby = await anna.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 });
    const guesser = await from('127.0.0.2', host, 'Mallory');
    const wrong = ['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE', 'FFFF', 'GGGG', 'HHHH', 'JJJJ', 'KKKK'].filter((code) => code !== lobby.table.room);
    for (const code of wrong.slice(0, MAX_WRONG_ROOMS)) await expect(guesser.client.join(code)).rejects.toMatchObject({ code: 'net.roomUnknown' });
    // Even the right code is refused now.
    await expect(guesser.client.join(lobby.table.room)).rejects.toMatchObject({ code: 'net.joinLockedOut', params: { seconds: 60 } });
    const ben = await from('127.0.0.3', host, 'Ben');
    await ben.client.join(lobby.table.room, { seat: 1 });
  });

  it('512 idle sockets from one address lock out neither a second address nor a seated player of the first coming back', async () => {
    const host = await limitedHost({}, 512);
    const anna = await from('127.0.0.2', host, 'Anna');
    const lobby = await anna.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 });
    const token = anna.client.state.token;
    anna.close();
    let refused = 0;
    for (let i = 0; i < 512; i++) if ((await idle('127.0.0.2', host)).refused) refused++;
    // The address's share was full after MAX_CONNECTIONS_PER_ADDRESS; the rest wait for a hello with a token, and the oldest of them are pushed out.
    await waitFor(() => sockets.filter((ws) => ws.readyState === ws.CLOSED).length >= 512 - MAX_CONNECTIONS_PER_ADDRESS - MAX_RESUME_ONLY_PER_ADDRESS);
    expect(refused).toBe(0);
    const ben = await from('127.0.0.3', host, 'Ben');
    await ben.client.join(lobby.table.room, { seat: 1 });
    // Anna, from the crowded address, takes her seat back with her token.
    const back = await from('127.0.0.2', host, 'Anna', token);
    expect(back.client.state.welcome?.resumed).toBe(true);
    // A newcomer from the crowded address is told why it is refused.
    const newcomer = await from('127.0.0.2', host, 'Zoe').catch((error: { code?: string; params?: unknown }) => error);
    expect(newcomer).toMatchObject({ code: 'net.tooManyConnectionsHere', params: { max: MAX_CONNECTIONS_PER_ADDRESS } });
  });

  it('when the whole host is full, a seated player still gets back in with the token; a newcomer is refused', async () => {
    const host = await limitedHost({ connections: MAX_CONNECTIONS_PER_ADDRESS }, 20);
    const anna = await from('127.0.0.4', host, 'Anna');
    await anna.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 });
    const token = anna.client.state.token;
    anna.close();
    await waitFor(() => !host.hub.tables.values().next().value?.present());
    for (let i = 0; i < 20; i++) await idle(`127.0.1.${i + 1}`, host);
    expect((await idle('127.0.0.5', host)).refused).toBe(false); // it waits for a hello with a token ...
    const newcomer = await from('127.0.0.5', host, 'Zoe').catch((error: { code?: string }) => error);
    expect(newcomer).toMatchObject({ code: 'net.tooManyConnections' }); // ... and a hello without one is refused
    const back = await from('127.0.0.4', host, 'Anna', token);
    expect(back.client.state.welcome?.resumed).toBe(true);
  });
});

describe('the host keeps room for new devices, and forgets tables nobody is at', () => {
  it('8 addresses opening 8 tables each do not take all 64: a new device still opens one', async () => {
    const host = await limitedHost({ tables: 8 });
    const refused: string[] = [];
    for (let a = 1; a <= 8; a++) {
      for (let t = 0; t < 8; t++) {
        const c = await from(`127.0.0.${a + 1}`, host, `P${a}-${t}`);
        await c.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 }).catch((e: { code: string }) => refused.push(e.code));
      }
    }
    expect(host.hub.tables.size).toBeLessThan(64);
    expect(new Set(refused)).toEqual(new Set(['net.tooManyTablesHere']));
    const newcomer = await from('127.0.0.20', host, 'Neu');
    const lobby = await newcomer.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 });
    expect(lobby.table.room).toMatch(/^[A-Z]{4}$/);
  });

  it('a lobby nobody is connected to goes after five minutes (the clock is moved, not waited for); one with somebody at it stays', async () => {
    const host = await limitedHost();
    const anna = await from('127.0.0.1', host, 'Anna');
    const left = (await anna.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 })).table.room;
    const ben = await from('127.0.0.1', host, 'Ben');
    const kept = (await ben.client.create({ game: 'ueberkochen', seats: [...SEATS], seat: 0 })).table.room;
    anna.close();
    await goesAfterFiveMinutes(host, left);
    expect(host.hub.tables.has(kept)).toBe(true);
  });

  it('a finished table stays while somebody is at its result and goes five minutes after the last one left: its room code finds nothing, its place is free, its replay stays', async () => {
    const host = await limitedHost();
    const { anna, room, id } = await finishedTable(host, 11);
    await host.hub.sweep(Date.now() + 60 * 60_000);
    expect(host.hub.tables.has(room)).toBe(true);

    anna.close();
    await goesAfterFiveMinutes(host, room);
    expect(host.hub.tables.size).toBe(0);
    const ben = await from('127.0.0.3', host, 'Ben');
    await expect(ben.client.join(room)).rejects.toMatchObject({ code: 'net.roomUnknown' });
    const listed = ben.client.next('tables');
    ben.client.send({ type: 'list' });
    expect((await listed).tables).toEqual([]);
    expect((await replayOf(dir, id)).log.moves.length).toBeGreaterThan(0);
  });

  it('the host sweeps by itself: a finished table its last person left is gone once its time is up', async () => {
    const host = await testHost(dir, { idleLobbyMs: 100, sweepMs: 20 });
    hosts.push(host);
    const { anna, room } = await finishedTable(host, 12);
    anna.close();
    await waitFor(() => !host.hub.tables.has(room));
  });
});
