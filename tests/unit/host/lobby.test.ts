import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '../../../src/shared/net/protocol';
import type { HostMessageOf } from '../../../src/shared/net/protocol';
import type { RunningHost } from '../../../src/host/server';
import type { BoundToken } from '../../../src/shared/net/client';
import { connect, playRandomly, removeDir, tempDir, testHost, waitFor, type TestClient } from './support';

let dir: string;
let host: RunningHost;
const open: TestClient[] = [];

beforeAll(async () => {
  dir = await tempDir();
  // Bots wait long enough here that a test can look at the table between two of their moves.
  host = await testHost(dir, { botPace: 0.03, standInAfterMs: 100 });
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

/** Anna opens a 3-seat Überkochen table at seat 0; Ben takes seat 1; seat 2 is a random bot unless `openThird`. */
async function table(openThird = false): Promise<{ anna: TestClient; ben: TestClient; room: string }> {
  const anna = await person('Anna');
  const lobby = await anna.client.create({
    game: 'ueberkochen',
    seats: [{ kind: 'open' }, { kind: 'open' }, openThird ? { kind: 'open' } : { kind: 'bot', level: 'random' }],
    seat: 0,
    substitute: 'random',
  });
  const ben = await person('Ben');
  await ben.client.join(lobby.table.room.toLowerCase(), { seat: 1 });
  return { anna, ben, room: lobby.table.room };
}

/** The table as this client knows it, once it satisfies `accept` (now or with a later lobby message). */
async function lobbyWhere(c: TestClient, accept: (m: HostMessageOf<'lobby'>) => boolean): Promise<HostMessageOf<'lobby'>> {
  const now = c.client.state.lobby;
  return now && accept(now) ? now : c.client.next('lobby', accept);
}

function refusal(c: TestClient): Promise<HostMessageOf<'error'>> {
  return c.client.next('error');
}

describe('the lobby', () => {
  it('a table gets a four-letter room code, and joining by it is case-blind', async () => {
    const { anna, ben, room } = await table();
    expect(room).toMatch(/^[A-HJ-NP-Z]{4}$/);
    expect(ben.client.state.lobby?.you).toEqual({ role: 'player', seat: 1, owner: false, vip: false });
    expect(anna.client.state.lobby?.you.owner).toBe(true);
    const seen = await lobbyWhere(anna, (m) => m.table.seats[1]?.kind === 'person');
    expect(seen.table.seats.map((s) => s.kind)).toEqual(['person', 'person', 'bot']);
  });

  it('an unknown room code is refused by name', async () => {
    const carla = await person('Carla');
    await expect(carla.client.join('QQQQ')).rejects.toMatchObject({ code: 'net.roomUnknown', message: expect.stringContaining('QQQQ') });
  });

  it('a locked table takes nobody new, and takes people again when unlocked', async () => {
    const { anna, room } = await table(true);
    anna.client.send({ type: 'lock', locked: true });
    await anna.client.next('lobby', (m) => m.table.locked);
    const carla = await person('Carla');
    await expect(carla.client.join(room)).rejects.toMatchObject({ code: 'net.tableLocked' });
    anna.client.send({ type: 'lock', locked: false });
    await anna.client.next('lobby', (m) => !m.table.locked);
    const lobby = await carla.client.join(room);
    expect(lobby.you.seat).toBe(2);
  });

  it('only the owner locks, kicks and changes seats; only the owner or the VIP starts', async () => {
    const { ben } = await table();
    for (const message of [
      { type: 'lock', locked: true },
      { type: 'kick', seat: 0 },
      { type: 'setSeat', seat: 2, to: { kind: 'open' } },
    ] as const) {
      const error = refusal(ben);
      ben.client.send(message);
      expect((await error).code).toBe('net.notOwner');
    }
    const error = refusal(ben);
    ben.client.send({ type: 'start' });
    expect((await error).code).toBe('net.notVip');
  });

  it('the owner swaps seats before the start, not after', async () => {
    const { anna, ben } = await table();
    const moved = ben.client.next('lobby', (m) => m.you.seat === 2);
    anna.client.send({ type: 'swap', a: 1, b: 2 });
    await moved;
    expect(ben.client.state.lobby?.table.seats.map((s) => s.kind)).toEqual(['person', 'bot', 'person']);
    const started = anna.client.next('view');
    anna.client.send({ type: 'start' });
    await started;
    const error = refusal(anna);
    anna.client.send({ type: 'swap', a: 0, b: 1 });
    expect((await error).code).toBe('net.started');
  });

  it('a match does not start with an open seat', async () => {
    const { anna } = await table(true);
    const error = refusal(anna);
    anna.client.send({ type: 'start' });
    expect(await error).toMatchObject({ code: 'net.seatsEmpty', params: { seats: '2' } });
  });

  it('an unknown bot level is refused with the levels there are', async () => {
    const { anna } = await table(true);
    const error = refusal(anna);
    anna.client.send({ type: 'setSeat', seat: 2, to: { kind: 'bot', level: 'grandmaster' } });
    expect(await error).toMatchObject({ code: 'net.unknownBot', params: { level: 'grandmaster', levels: expect.stringContaining('random') } });
  });

  it('changing the player count adds open seats and refuses to drop a person', async () => {
    const { anna } = await table(true);
    const grown = anna.client.next('lobby', (m) => m.table.seats.length === 5);
    anna.client.send({ type: 'options', options: { players: 5, limit19: true } });
    expect((await grown).table.options).toMatchObject({ players: 5, limit: 19 });
    const error = refusal(anna);
    anna.client.send({ type: 'options', options: { players: 4, nonsense: true } });
    expect(await error).toMatchObject({ code: 'net.badOptions', params: { field: 'nonsense' } });
  });

  it('a kicked person is told so, their seat opens and their token no longer works', async () => {
    const anna = await person('Anna');
    const lobby = await anna.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }], seat: 0 });
    const ben = await person('Ben');
    await ben.client.join(lobby.table.room);
    const token = ben.client.state.token as BoundToken;
    const told = ben.client.next('left');
    anna.client.send({ type: 'kick', seat: 1 });
    expect((await told).reason).toBe('kicked');
    await lobbyWhere(anna, (m) => m.table.seats[1]?.kind === 'open');
    const again = await person('Ben', token);
    expect(again.client.state.welcome?.resumed).toBe(false);
  });

  it('a person who leaves frees their seat, and the owner role passes on', async () => {
    const { anna, ben } = await table();
    const passed = ben.client.next('lobby', (m) => m.you.owner);
    anna.client.send({ type: 'leave' });
    await passed;
    expect(ben.client.state.lobby?.table.seats[0]?.kind).toBe('open');
  });

  it('emotes reach everybody at the table with the sender', async () => {
    const { anna, ben } = await table();
    const seen = ben.client.next('emote');
    anna.client.send({ type: 'emote', emote: 'thumbsUp' });
    expect(await seen).toEqual({ type: 'emote', seat: 0, name: 'Anna', emote: 'thumbsUp' });
  });

  it('a list shows the tables of the host', async () => {
    const { room } = await table();
    const carla = await person('Carla');
    const answer = carla.client.next('tables');
    carla.client.send({ type: 'list' });
    expect((await answer).tables.some((t) => t.room === room && t.game === 'ueberkochen')).toBe(true);
  });
});

describe('during a match', () => {
  it('a move out of turn is refused with the rule and its ref, and changes nothing', async () => {
    const { anna, ben } = await table();
    const started = anna.client.next('view');
    anna.client.send({ type: 'start' });
    const view = await started;
    const idle = view.toAct.includes(0) ? ben : anna;
    const own = idle.client.state.view?.legal.length ?? 0;
    expect(own).toBe(0);
    const hand = (idle.client.state.view?.view as { hand: string[] }).hand;
    await expect(idle.client.move({ type: 'play', card: hand[0] })).rejects.toMatchObject({ code: 'rule.notYourTurn' });
    expect(idle.client.state.view?.index).toBe(view.index);
  });

  it('a spectator cannot move', async () => {
    const { anna, room } = await table();
    const started = anna.client.next('view');
    anna.client.send({ type: 'start' });
    await started;
    const carla = await person('Carla');
    await carla.client.join(room, { spectator: true });
    await expect(carla.client.move({ type: 'play', card: 'AS' })).rejects.toMatchObject({ code: 'net.notPlayer' });
  });

  it('a bot stands in for a person who is away, and gives the seat back when they return with their token', async () => {
    const { anna, ben } = await table();
    const started = anna.client.next('view');
    anna.client.send({ type: 'start' });
    await started;
    const token = ben.client.state.token as BoundToken;
    ben.close();
    const standIn = await lobbyWhere(anna, (m) => m.table.seats[1]?.botPlaying === true);
    expect(standIn.table.seats[1]).toMatchObject({ kind: 'person', name: 'Ben', away: true, level: 'random' });
    // The match goes on without Ben: Anna plays, and the stand-in plays his seat.
    playRandomly(anna, 5).catch(() => {});
    await anna.client.next('view', (m) => (m.view as { lastPlay: { seat: number } | null }).lastPlay?.seat === 1);

    const back = await person('Ben', token);
    expect(back.client.state.welcome?.resumed).toBe(true);
    const lobby = back.client.state.lobby ?? (await back.client.next('lobby'));
    expect(lobby.you).toEqual({ role: 'player', seat: 1, owner: false, vip: false });
    await lobbyWhere(anna, (m) => m.table.seats[1]?.botPlaying === false && m.table.seats[1]?.away === false);
    const view = back.client.state.view ?? (await back.client.next('view'));
    expect((view.view as { hand: unknown }).hand).not.toBeNull();
  });

  it('the same token on a second connection takes the seat over from the first', async () => {
    const { ben } = await table();
    const token = ben.client.state.token as BoundToken;
    const replaced = ben.client.next('left');
    const phone = await person('Ben', token);
    expect(phone.client.state.welcome?.resumed).toBe(true);
    expect((await replaced).reason).toBe('replaced');
  });

  it('the clock sync answers with the host time', async () => {
    const { anna } = await table();
    const sync = await anna.client.syncClock();
    expect(Math.abs(sync.offset)).toBeLessThan(1000);
    expect(sync.at).toBeNull();
  });
});

describe('heartbeats', () => {
  it('a connection that stops answering is dropped and its person shows as away', async () => {
    const quickDir = await tempDir();
    const quick = await testHost(quickDir, { heartbeatMs: 60 });
    try {
      const anna = await connect(quick.port, 'Anna');
      const lobby = await anna.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }], seat: 0 });
      const phone = new WebSocket(`ws://127.0.0.1:${quick.port}/ws`);
      await new Promise((resolve) => phone.once('open', resolve));
      const joined = new Promise((resolve) => phone.on('message', (d) => String(d).includes('"joined"') && resolve(null)));
      phone.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, name: 'Ben' }));
      phone.send(JSON.stringify({ type: 'join', room: lobby.table.room, seat: 1 }));
      await joined;
      await lobbyWhere(anna, (m) => m.table.seats[1]?.kind === 'person' && !m.table.seats[1].away);
      // The phone goes to sleep: it reads nothing more, so it answers no ping.
      phone.pause();
      const away = await lobbyWhere(anna, (m) => m.table.seats[1]?.away === true);
      expect(away.table.seats[1]).toMatchObject({ name: 'Ben', away: true });
      phone.terminate();
      anna.close();
    } finally {
      await quick.close();
      await removeDir(quickDir);
    }
  });
});

/** A TV night: the TV opens a three-seat Überkochen table, Anna and Ben sit down from their phones, a bot takes seat 3; the match runs. */
async function tvNight(): Promise<{ tv: TestClient; anna: TestClient; ben: TestClient; room: string }> {
  const tv = await person('TV');
  const lobby = await tv.client.create({
    game: 'ueberkochen',
    seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'random' }],
    seat: null,
    substitute: 'random',
  });
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
    const lobby = await tv.client.create({
      game: 'ueberkochen',
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }],
      seat: null,
    });
    const anna = await person('Anna');
    await anna.client.join(lobby.table.room);
    anna.client.send({ type: 'leave' });
    const seen = await lobbyWhere(tv, (m) => m.table.seats[0]?.kind === 'open');
    expect(seen.table.seats[0]?.name).toBeNull();
  });
});
