import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostMessageOf } from '../../../src/shared/net/protocol';
import type { BoundToken } from '../../../src/shared/net/client';
import type { RunningHost } from '../../../src/host/server';
import { connect, removeDir, tempDir, testHost, waitFor, type TestClient } from './support';

let dir: string;
let host: RunningHost;
const open: TestClient[] = [];

beforeAll(async () => {
  dir = await tempDir();
  // Bots wait between moves, so that the match is still running while a test looks at it.
  host = await testHost(dir, { botPace: 0.05, standInAfterMs: 100 });
});

afterAll(async () => {
  for (const c of open) c.close();
  await host.close();
  await removeDir(dir);
});

async function person(name: string, token?: BoundToken): Promise<TestClient> {
  const c = await connect(host.port, name, token ? { token } : {});
  open.push(c);
  return c;
}

async function lobbyWhere(c: TestClient, accept: (m: HostMessageOf<'lobby'>) => boolean): Promise<HostMessageOf<'lobby'>> {
  const now = c.client.state.lobby;
  return now && accept(now) ? now : c.client.next('lobby', accept);
}

/** A TV night: the TV opens a three-seat Überkochen table, Anna and Ben sit down from their phones, a bot takes seat 3; the match runs. */
async function tvNight(): Promise<{ tv: TestClient; anna: TestClient; ben: TestClient; room: string }> {
  const tv = await person('TV');
  const lobby = await tv.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'random' }], seat: null, substitute: 'random' });
  const room = lobby.table.room;
  const anna = await person('Anna');
  await anna.client.join(room, { seat: 0 });
  const ben = await person('Ben');
  await ben.client.join(room, { seat: 1 });
  const started = tv.client.next('view');
  tv.client.send({ type: 'start' });
  await started;
  return { tv, anna, ben, room };
}

/** Anna leaves from her phone; the TV sees a bot holding her seat. */
async function annaLeaves(tv: TestClient, anna: TestClient): Promise<BoundToken> {
  const token = anna.client.state.token as BoundToken;
  const told = anna.client.next('left');
  anna.client.send({ type: 'leave' });
  expect((await told).reason).toBe('left');
  const seen = await lobbyWhere(tv, (m) => m.table.seats[0]?.away === true);
  expect(seen.table.seats[0]).toMatchObject({ kind: 'person', name: 'Anna', away: true, botPlaying: true });
  return token;
}

function refusal(c: TestClient): Promise<HostMessageOf<'error'>> {
  return c.client.next('error');
}

describe('leaving a match is reversible', () => {
  it('a person who leaves during a match keeps their seat: a bot holds it at once, and the same device takes it back with its token', async () => {
    const { tv, anna } = await tvNight();
    const token = await annaLeaves(tv, anna);
    anna.close();
    const again = await person('Anna', token);
    expect(again.client.state.welcome?.resumed).toBe(true);
    await waitFor(() => again.client.state.view !== null);
    const back = await lobbyWhere(tv, (m) => m.table.seats[0]?.away === false);
    expect(back.table.seats[0]).toMatchObject({ kind: 'person', name: 'Anna', away: false, botPlaying: false });
    expect(again.client.state.lobby?.you.seat).toBe(0);
  });

  it('from a new device the name takes the held seat back (whatever its case), with a new token; the old token no longer works', async () => {
    const { tv, anna, room } = await tvNight();
    const token = await annaLeaves(tv, anna);
    const phone = await person(' anna ');
    const lobby = await phone.client.join(room.toLowerCase());
    expect(lobby.you).toMatchObject({ role: 'player', seat: 0 });
    // Her hand: the view of seat 0.
    await waitFor(() => phone.client.state.view !== null);
    const newToken = phone.client.state.token as BoundToken;
    expect(newToken.token).not.toBe(token.token);
    await lobbyWhere(tv, (m) => m.table.seats[0]?.away === false && m.table.seats[0]?.botPlaying === false);
    const old = await person('Anna', token);
    expect(old.client.state.welcome?.resumed).toBe(false);
  });

  it('a full table names the seats a bot holds, and another name gets no seat there', async () => {
    const { tv, anna, room } = await tvNight();
    await annaLeaves(tv, anna);
    const carla = await person('Carla');
    const answer = carla.client.next('tables');
    carla.client.send({ type: 'list' });
    expect((await answer).tables.find((t) => t.room === room)).toMatchObject({ openSeats: 0, held: ['Anna'] });
    const refused = refusal(carla);
    carla.client.send({ type: 'join', room });
    expect(await refused).toMatchObject({ code: 'net.tableFullHeld', params: { names: 'Anna' } });
    expect((await lobbyWhere(tv, () => true)).table.seats[0]).toMatchObject({ name: 'Anna', botPlaying: true });
  });

  it('a phone that went flat: once the stand-in bot plays the seat, the name takes it back from a new device', async () => {
    const { tv, ben, room } = await tvNight();
    ben.close();
    await lobbyWhere(tv, (m) => m.table.seats[1]?.botPlaying === true);
    const phone = await person('Ben');
    expect((await phone.client.join(room)).you.seat).toBe(1);
    await lobbyWhere(tv, (m) => m.table.seats[1]?.botPlaying === false && m.table.seats[1]?.away === false);
  });

  it('the table’s owner hands a held seat back: it opens, and whoever joins next sits there under their own name', async () => {
    const { tv, anna, room } = await tvNight();
    await annaLeaves(tv, anna);
    tv.client.send({ type: 'kick', seat: 0 });
    await lobbyWhere(tv, (m) => m.table.seats[0]?.kind === 'open');
    const phone = await person('Anni');
    expect((await phone.client.join(room)).you.seat).toBe(0);
    await lobbyWhere(tv, (m) => m.table.seats[0]?.name === 'Anni');
  });

  it('before the first match, leaving frees the seat for anybody', async () => {
    const tv = await person('TV');
    const lobby = await tv.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }], seat: null });
    const anna = await person('Anna');
    await anna.client.join(lobby.table.room);
    anna.client.send({ type: 'leave' });
    const seen = await lobbyWhere(tv, (m) => m.table.seats[0]?.kind === 'open');
    expect(seen.table.seats[0]?.name).toBeNull();
  });
});
