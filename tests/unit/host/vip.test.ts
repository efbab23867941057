/**
 * The phones drive a TV table: the first seated person is its VIP (shown in every lobby message),
 * who starts matches, moves everybody past a round's scoring, changes the game, sets the next
 * Kerkerhatz level and ends the table; the host holds the match at a round's end until the seated
 * people have read it. Anybody else is refused with a code, and nothing changes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HostMessageOf } from '../../../src/shared/net/protocol';
import type { RunningHost } from '../../../src/host/server';
import { connect, removeDir, tempDir, testHost, waitFor, type TestClient } from './support';

type View = HostMessageOf<'view'>;
type Lobby = HostMessageOf<'lobby'>;

let dir: string;
let host: RunningHost;
let open: TestClient[] = [];

beforeAll(async () => {
  dir = await tempDir();
  // A round's end is held for a minute unless the people move on: every end of a pause here is theirs (or the TV's).
  host = await testHost(dir, { roundPauseMs: 60_000 });
});

afterEach(() => {
  for (const c of open) c.close();
  open = [];
});

afterAll(async () => {
  await host.close();
  await removeDir(dir);
});

async function person(name: string): Promise<TestClient> {
  const c = await connect(host.port, name);
  open.push(c);
  return c;
}

/** A TV opens a three-seat Überkochen table (two open seats, a bot); Anna sits down first, then Ben. */
async function tvTable(): Promise<{ tv: TestClient; anna: TestClient; ben: TestClient; room: string }> {
  const tv = await person('TV');
  const lobby = await tv.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'random' }], seat: null });
  const anna = await person('Anna');
  await anna.client.join(lobby.table.room);
  const ben = await person('Ben');
  await ben.client.join(lobby.table.room);
  await lobbyWhere(tv, (m) => m.table.seats.every((s) => s.kind !== 'open'));
  return { tv, anna, ben, room: lobby.table.room };
}

async function lobbyWhere(c: TestClient, accept: (m: Lobby) => boolean): Promise<Lobby> {
  const now = c.client.state.lobby;
  return now && accept(now) ? now : c.client.next('lobby', accept);
}

/** Sends a message and returns the error it is refused with. */
async function refused(c: TestClient, message: Parameters<TestClient['client']['send']>[0]): Promise<HostMessageOf<'error'>> {
  const error = c.client.next('error');
  c.client.send(message);
  return error;
}

/** The people play their first legal move whenever they may, until the host has scored a round. */
async function playToRoundEnd(people: TestClient[], watcher: TestClient): Promise<View> {
  for (let moves = 0; moves < 500; moves++) {
    const view = watcher.client.state.view as View;
    if (view.rounds >= 1) return view;
    const mover = people.find((p) => (p.client.state.view?.legal.length ?? 0) > 0 && p.client.state.view?.index === view.index);
    if (mover) await mover.client.move((mover.client.state.view as View).legal[0]).catch(() => undefined);
    else
      await waitFor(
        () =>
          (watcher.client.state.view?.index ?? -1) > view.index ||
          people.some((p) => (p.client.state.view?.legal.length ?? 0) > 0 && p.client.state.view?.index === watcher.client.state.view?.index),
      );
  }
  throw new Error('no round was scored in 500 moves');
}

describe('the VIP', () => {
  it('is the first person seated, shown to everybody; only the table, its opener and the VIP start', async () => {
    const { tv, anna, ben } = await tvTable();
    const seen = await lobbyWhere(tv, (m) => m.table.seats[1]?.kind === 'person');
    expect(seen.table.seats.map((s) => s.vip)).toEqual([true, false, false]);
    expect(seen.you).toMatchObject({ role: 'table', owner: true, vip: false });
    expect((await lobbyWhere(anna, (m) => m.table.seats[1]?.kind === 'person')).you).toMatchObject({ owner: false, vip: true });
    expect((await lobbyWhere(ben, () => true)).you).toMatchObject({ owner: false, vip: false });

    const error = await refused(ben, { type: 'start' });
    expect(error.code).toBe('net.notVip');
    expect(ben.client.state.lobby?.table.phase).toBe('lobby');
    const started = tv.client.next('view');
    anna.client.send({ type: 'start' });
    expect((await started).index).toBe(0);
  });

  it('passes to the next seated person when the VIP leaves, and when the VIP stays away until a bot stands in', async () => {
    const { tv, anna, ben, room } = await tvTable();
    anna.client.send({ type: 'leave' });
    expect((await lobbyWhere(tv, (m) => m.table.seats[0]?.kind === 'open')).table.seats.map((s) => s.vip)).toEqual([false, true, false]);
    expect((await lobbyWhere(ben, (m) => m.you.vip)).you.seat).toBe(1);

    const cleo = await person('Cleo');
    await cleo.client.join(room);
    await lobbyWhere(tv, (m) => m.table.seats[0]?.kind === 'person');
    ben.close();
    // Away longer than the grace period (standInAfterMs): the VIP is Cleo now, though she came later.
    const handed = await lobbyWhere(tv, (m) => m.table.seats[0]?.vip === true);
    expect(handed.table.seats.map((s) => s.vip)).toEqual([true, false, false]);
  });
});

describe('a seat a bot holds', () => {
  it('the VIP hands it back to the table once its person has left; a seat whose person is here stays theirs', async () => {
    const { tv, anna, ben } = await tvTable();
    const started = tv.client.next('view');
    anna.client.send({ type: 'start' });
    await started;
    expect((await refused(anna, { type: 'kick', seat: 1 })).code).toBe('net.notOwner');
    expect(tv.client.state.lobby?.table.seats[1]?.name).toBe('Ben');
    ben.client.send({ type: 'leave' });
    await lobbyWhere(anna, (m) => m.table.seats[1]?.away === true);
    anna.client.send({ type: 'kick', seat: 1 });
    const freed = await lobbyWhere(tv, (m) => m.table.seats[1]?.name !== 'Ben');
    expect(freed.table.seats[0]?.name).toBe('Anna');
  });
});

describe("a round's end", () => {
  it('holds every move until the seated people moved on; a move meanwhile is refused and changes nothing', async () => {
    const { tv, anna, ben } = await tvTable();
    anna.client.send({ type: 'start' });
    await waitFor(() => tv.client.state.view !== null);
    const atEnd = await playToRoundEnd([anna, ben], tv);
    const paused = await lobbyWhere(tv, (m) => m.table.pause !== null);
    expect(paused.table.pause).toMatchObject({ round: 1, ready: [] });
    expect(paused.table.pause?.ms).toBeGreaterThan(10_000);
    await waitFor(() => anna.client.state.view?.index === atEnd.index && ben.client.state.view?.index === atEnd.index);
    expect([anna.client.state.view?.legal, ben.client.state.view?.legal]).toEqual([[], []]);

    // Ben has read it; a wrong round and a move are refused; the table stands where it was.
    ben.client.send({ type: 'onward', round: 1 });
    expect((await lobbyWhere(tv, (m) => (m.table.pause?.ready.length ?? 0) > 0)).table.pause?.ready).toEqual([1]);
    expect((await refused(anna, { type: 'onward', round: 2 })).code).toBe('net.notPaused');
    expect((await refused(anna, { type: 'onward', round: 0 })).code).toBe('net.badMessage');
    expect((await refused(anna, { type: 'onward', round: 1, all: 'yes' } as unknown as { type: 'onward'; round: number })).code).toBe('net.badMessage');
    expect((await refused(ben, { type: 'onward', round: 1, all: true })).code).toBe('net.notVip');
    const seat = anna.client.state.lobby?.you.seat ?? -1;
    const mover = atEnd.toAct.includes(seat) ? anna : ben;
    expect((await refused(mover, { type: 'move', move: { card: 'AS', pot: 0 } })).code).toBe('net.roundPause');
    expect(tv.client.state.view?.index).toBe(atEnd.index);
    expect(tv.client.state.lobby?.table.pause?.round).toBe(1);

    // Anna too: everybody seated has read it, and play goes on.
    const resumed = tv.client.next('lobby', (m) => m.table.pause === null);
    anna.client.send({ type: 'onward', round: 1 });
    await resumed;
    const someone = [anna, ben].find((p) => atEnd.toAct.includes(p.client.state.lobby?.you.seat ?? -1));
    if (someone) await waitFor(() => (someone.client.state.view?.legal.length ?? 0) > 0);
    else await waitFor(() => (tv.client.state.view?.index ?? 0) > atEnd.index);
  });

  it('the VIP moves everybody on at once, as does the TV; a spectator is no reader', async () => {
    const { tv, anna, ben, room } = await tvTable();
    const watcher = await person('Watcher');
    await watcher.client.join(room, { spectator: true });
    anna.client.send({ type: 'start' });
    await waitFor(() => tv.client.state.view !== null);
    await playToRoundEnd([anna, ben], tv);
    await lobbyWhere(tv, (m) => m.table.pause?.round === 1);
    expect((await refused(watcher, { type: 'onward', round: 1 })).code).toBe('net.notPlayer');
    const resumed = tv.client.next('lobby', (m) => m.table.pause === null);
    anna.client.send({ type: 'onward', round: 1, all: true });
    await resumed;
    await lobbyWhere(watcher, (m) => m.table.pause === null);
  });

  it('ends by itself after the pause time', async () => {
    const quickDir = await tempDir();
    const quick = await testHost(quickDir, { roundPauseMs: 200 });
    try {
      const tv = await connect(quick.port, 'TV');
      const anna = await connect(quick.port, 'Anna');
      open.push(tv, anna);
      const lobby = await tv.client.create({
        game: 'ueberkochen',
        seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }],
        seat: null,
      });
      await anna.client.join(lobby.table.room);
      anna.client.send({ type: 'start' });
      await waitFor(() => tv.client.state.view !== null);
      const atEnd = await playToRoundEnd([anna], tv);
      expect(tv.frames.some((f) => f.includes('"pause":{"round":1'))).toBe(true);
      await lobbyWhere(tv, (m) => m.table.pause === null);
      // Nobody moved on: the time did, and play goes on (Anna may move, or a bot did).
      await waitFor(() => (anna.client.state.view?.legal.length ?? 0) > 0 || (tv.client.state.view?.index ?? 0) > atEnd.index);
    } finally {
      await quick.close();
      await removeDir(quickDir);
    }
  });
});

describe('the table between matches', () => {
  it('the VIP changes the game: people keep their seats, bots get the new game’s level; others are refused', async () => {
    const { tv, anna, ben } = await tvTable();
    expect((await refused(ben, { type: 'game', game: 'kerkerhatz' })).code).toBe('net.notVip');
    expect((await refused(anna, { type: 'game', game: 'nogame' })).code).toBe('net.unknownGame');
    expect((await refused(anna, { type: 'game', game: 'No Game' })).code).toBe('net.badMessage');
    expect(tv.client.state.lobby?.table.game).toBe('ueberkochen');
    anna.client.send({ type: 'game', game: 'kerkerhatz' });
    const changed = await lobbyWhere(tv, (m) => m.table.game === 'kerkerhatz');
    expect(changed.table.seats.map((s) => [s.kind, s.name])).toEqual([
      ['person', 'Anna'],
      ['person', 'Ben'],
      ['bot', null],
    ]);
    expect(changed.table.options.players).toBe(3);
    expect(changed.table.campaign?.progress.level).toBe(1);
    expect(changed.table.phase).toBe('lobby');

    // Kerkerhatz's level: the VIP sets it, Ben may not.
    expect((await refused(ben, { type: 'options', options: { ...changed.table.options, level: 1 } as Record<string, number> })).code).toBe('net.notVip');
    const started = tv.client.next('view');
    anna.client.send({ type: 'start' });
    await started;
    expect((await refused(anna, { type: 'game', game: 'ueberkochen' })).code).toBe('net.started');
    expect(tv.client.state.lobby?.table.game).toBe('kerkerhatz');
  });

  it('the VIP ends the table for everybody; not while a match runs, and nobody else', async () => {
    const { tv, anna, ben, room } = await tvTable();
    expect((await refused(ben, { type: 'close' })).code).toBe('net.notVip');
    const leftTv = tv.client.next('left');
    const leftBen = ben.client.next('left');
    anna.client.send({ type: 'close' });
    expect((await leftTv).reason).toBe('closed');
    expect((await leftBen).reason).toBe('closed');
    const late = await person('Late');
    await expect(late.client.join(room)).rejects.toMatchObject({ code: 'net.roomUnknown' });

    const again = await tvTable();
    again.anna.client.send({ type: 'start' });
    await waitFor(() => again.tv.client.state.view !== null);
    expect((await refused(again.anna, { type: 'close' })).code).toBe('net.running');
  });
});

describe('Kerkerhatz: people first', () => {
  it('the bot teammate takes its hero after the person at the table has chosen', async () => {
    const tv = await person('TV');
    const lobby = await tv.client.create({
      game: 'kerkerhatz',
      options: { level: 1, clock: false },
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'normal' }],
      seat: null,
    });
    const anna = await person('Anna');
    await anna.client.join(lobby.table.room);
    anna.client.send({ type: 'start' });
    await waitFor(() => (anna.client.state.view?.legal.length ?? 0) > 0);
    // The bot (pace 0.001 here, so it would act at once) has not chosen: the heroes are all Anna's to pick from.
    const before = anna.client.state.view as View;
    expect(before.index).toBe(0);
    expect((before.view as { heroes: unknown[] }).heroes).toEqual([null, null]);
    const chosen = await anna.client.move(before.legal[0]);
    expect(chosen.index).toBe(1);
    expect((chosen.view as { heroes: unknown[] }).heroes[1]).toBeNull();
    // Then the bot takes one of those left.
    await waitFor(() => ((anna.client.state.view?.view as { heroes: unknown[] } | undefined)?.heroes[1] ?? null) !== null);
  });
});
