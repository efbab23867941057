/**
 * The chart's phases travel with the views: the step that scores a round says `roundOver`, the
 * match's last step `matchOver` too, and a device that comes back while the table stands at such
 * a step hears them again (a reloaded phone or TV shows the round's scoring).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../../src/host/server';
import type { BoundToken } from '../../../src/shared/net/client';
import type { HostMessageOf } from '../../../src/shared/net/protocol';
import { connect, playRandomly, removeDir, tempDir, testHost, waitFor, type TestClient } from './support';

type View = HostMessageOf<'view'>;

const dirs: string[] = [];
const hosts: RunningHost[] = [];
const clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const h of hosts.splice(0)) await h.close();
  for (const d of dirs.splice(0)) await removeDir(d);
});

async function newHost(): Promise<RunningHost> {
  const dir = await tempDir();
  dirs.push(dir);
  const host = await testHost(dir);
  hosts.push(host);
  return host;
}

async function person(port: number, name: string, token: BoundToken | null = null): Promise<TestClient> {
  const c = await connect(port, name, { token });
  clients.push(c);
  return c;
}

function views(c: TestClient): View[] {
  return c.frames.map((f) => JSON.parse(f) as { type: string }).filter((m): m is View => m.type === 'view');
}

function rounds(view: View): number {
  return (view.view as { history: unknown[] }).history.length;
}

describe('the views carry the phases of the step that made them', () => {
  it("a scored round says roundOver, the match's last step matchOver after it, and no other step says anything", async () => {
    const host = await newHost();
    const anna = await person(host.port, 'Anna');
    await anna.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }], seat: 0 });
    anna.client.send({ type: 'start' });
    const last = await playRandomly(anna, 7);
    const seen = views(anna);
    // One view per step (the player's own moves come back with their ref): read each index once.
    const byIndex = new Map(seen.map((v) => [v.index, v]));
    expect(byIndex.size).toBe(last.index + 1);
    let scored = 0;
    for (let index = 1; index <= last.index; index++) {
      const view = byIndex.get(index) as View;
      const before = byIndex.get(index - 1) as View;
      const grew = rounds(view) > rounds(before);
      if (grew) scored++;
      expect(view.phases).toEqual(index === last.index ? ['roundOver', 'matchOver'] : grew ? ['roundOver'] : []);
      expect(view.rounds).toBe(scored);
    }
    expect(scored).toBeGreaterThan(1);
    expect(byIndex.get(0)?.phases).toEqual([]);
    expect(byIndex.get(0)?.rounds).toBe(0);
  });

  it("a device that reconnects while the table stands at a round's end hears roundOver again; the next move's view says nothing", async () => {
    const host = await newHost();
    const anna = await person(host.port, 'Anna');
    await anna.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }], seat: 0 });
    const room = anna.client.state.lobby?.table.room ?? '';
    const ben = await person(host.port, 'Ben');
    await ben.client.join(room);
    const cleo = await person(host.port, 'Cleo');
    await cleo.client.join(room);
    anna.client.send({ type: 'start' });
    const people = [anna, ben, cleo];
    await waitFor(() => anna.client.state.view !== null);
    // Everybody plays the first legal move in turn until a round has been scored; nobody moves on after it.
    for (let moves = 0; moves < 500; moves++) {
      const view = anna.client.state.view as View;
      if (view.phases.includes('roundOver')) break;
      const mover = people.find((p) => view.toAct.includes(p.client.state.lobby?.you.seat ?? -1)) as TestClient;
      await waitFor(() => (mover.client.state.view?.index ?? -1) === view.index);
      await mover.client.move((mover.client.state.view as View).legal[0]);
      await waitFor(() => people.every((p) => (p.client.state.view?.index ?? -1) > view.index));
    }
    const atEnd = anna.client.state.view as View;
    expect(atEnd.phases).toEqual(['roundOver']);

    const token = ben.client.state.token as BoundToken;
    ben.close();
    const back = await person(host.port, 'Ben', token);
    await waitFor(() => back.client.state.view !== null);
    expect(back.client.state.view).toMatchObject({ index: atEnd.index, phases: ['roundOver'] });

    const mover = [anna, back, cleo].find((p) => atEnd.toAct.includes(p.client.state.lobby?.you.seat ?? -1)) as TestClient;
    const next = await mover.client.move((mover.client.state.view as View).legal[0]);
    expect(next.index).toBe(atEnd.index + 1);
    expect(next.phases).toEqual([]);
  });
});

/** Three people at an Überkochen table; they play the first legal move in turn until a round has been scored. */
async function playToRoundEnd(port: number): Promise<{ people: TestClient[]; atEnd: View }> {
  const anna = await person(port, 'Anna');
  await anna.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }], seat: 0 });
  const room = anna.client.state.lobby?.table.room ?? '';
  const ben = await person(port, 'Ben');
  await ben.client.join(room);
  const cleo = await person(port, 'Cleo');
  await cleo.client.join(room);
  anna.client.send({ type: 'start' });
  const people = [anna, ben, cleo];
  await waitFor(() => anna.client.state.view !== null);
  for (let moves = 0; moves < 500; moves++) {
    const view = anna.client.state.view as View;
    if (view.phases.includes('roundOver')) return { people, atEnd: view };
    await moveOnce(people, view);
  }
  throw new Error('no round was scored in 500 moves');
}

/** Whoever is to act plays their first legal move (once the host no longer holds a round's end); resolves once everybody has seen it. */
async function moveOnce(people: TestClient[], view: View): Promise<View> {
  const mover = people.find((p) => view.toAct.includes(p.client.state.lobby?.you.seat ?? -1)) as TestClient;
  await waitFor(() => (mover.client.state.view?.index ?? -1) === view.index && (mover.client.state.view?.legal.length ?? 0) > 0);
  const next = await mover.client.move((mover.client.state.view as View).legal[0]);
  await waitFor(() => people.every((p) => (p.client.state.view?.index ?? -1) > view.index));
  return next;
}

describe('the views count the rounds scored so far', () => {
  it('a device that comes back after the next round began hears no phase, but the count of rounds scored', async () => {
    const host = await newHost();
    const { people, atEnd } = await playToRoundEnd(host.port);
    expect(atEnd.rounds).toBe(1);
    const next = await moveOnce(people, atEnd);
    expect(next).toMatchObject({ phases: [], rounds: 1 });

    const ben = people[1] as TestClient;
    const token = ben.client.state.token as BoundToken;
    ben.close();
    const back = await person(host.port, 'Ben', token);
    await waitFor(() => back.client.state.view !== null);
    expect(back.client.state.view).toMatchObject({ index: next.index, phases: [], rounds: 1 });
  });

  it('a host restarted from its save counts the rounds its log scored', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const first = await testHost(dir);
    let token: BoundToken;
    let index: number;
    try {
      const { people, atEnd } = await playToRoundEnd(first.port);
      index = (await moveOnce(people, atEnd)).index;
      token = people[0]?.client.state.token as BoundToken;
      for (const p of people) p.close();
    } finally {
      await first.close();
    }
    const second = await testHost(dir);
    hosts.push(second);
    const back = await person(second.port, 'Anna', token);
    await waitFor(() => back.client.state.view !== null);
    expect(back.client.state.view).toMatchObject({ index, phases: [], rounds: 1 });
  });
});
