import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_FRAME_BYTES, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, type HostMessage } from '../../../src/shared/net/protocol';
import type { RunningHost } from '../../../src/host/server';
import { connect, removeDir, tempDir, testHost, type TestClient } from './support';

let dir: string;
let host: RunningHost;
let anna: TestClient;
let ben: TestClient;

/** A bare WebSocket that records what the host says and how the connection ended. */
interface Raw {
  ws: WebSocket;
  messages: HostMessage[];
  closed: Promise<number>;
  next(type: HostMessage['type']): Promise<HostMessage>;
}

async function raw(): Promise<Raw> {
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws`);
  const messages: HostMessage[] = [];
  const waiters: { type: string; resolve: (m: HostMessage) => void }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as HostMessage;
    messages.push(message);
    const i = waiters.findIndex((w) => w.type === message.type);
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(message);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('error', () => {});
  await new Promise((resolve) => ws.on('open', resolve));
  return { ws, messages, closed, next: (type) => new Promise((resolve) => waiters.push({ type, resolve })) };
}

async function hello(r: Raw): Promise<void> {
  const welcome = r.next('welcome');
  r.ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, name: 'Mallory' }));
  await welcome;
}

beforeAll(async () => {
  dir = await tempDir();
  host = await testHost(dir, { rateLimits: { burst: 20, perSecond: 10, floodAfter: 30 } });
  anna = await connect(host.port, 'Anna');
  const lobby = await anna.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'random' }], seat: 0 });
  ben = await connect(host.port, 'Ben');
  await ben.client.join(lobby.table.room);
});

afterAll(async () => {
  anna.close();
  ben.close();
  await host.close();
  await removeDir(dir);
});

/** The people at the table can still talk to the host. */
async function othersStillServed(): Promise<void> {
  const answer = ben.client.next('tables');
  ben.client.send({ type: 'list' });
  await answer;
  expect(anna.client.state.status).toBe('open');
}

describe('bad input', () => {
  const cases: [string, string, string][] = [
    ['text that is not JSON', '{"type": "hello"', 'net.badJson'],
    ['a message of no known type', '{"type":"teleport"}', 'net.badMessage'],
    ['a known message with a wrong field', JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, name: '' }), 'net.badMessage'],
    ['a known message with an extra field', JSON.stringify({ type: 'list', admin: true }), 'net.badMessage'],
    ['a room code that is not four letters', JSON.stringify({ type: 'join', room: 'AB1' }), 'net.badMessage'],
    ['anything before hello', JSON.stringify({ type: 'list' }), 'net.helloFirst'],
  ];
  for (const [what, text, code] of cases) {
    it(`${what} gets an error reply (${code}) and the connection stays usable`, async () => {
      const r = await raw();
      const error = r.next('error');
      r.ws.send(text);
      expect(await error).toMatchObject({ type: 'error', code, message: expect.any(String) });
      await hello(r);
      r.ws.close();
    });
  }

  it('a binary frame is refused', async () => {
    const r = await raw();
    const error = r.next('error');
    r.ws.send(Buffer.from([1, 2, 3]));
    expect(await error).toMatchObject({ code: 'net.binary' });
    r.ws.close();
  });

  it('a message over the size cap is refused unread; a frame over the payload cap closes only that connection', async () => {
    const r = await raw();
    await hello(r);
    const error = r.next('error');
    r.ws.send(JSON.stringify({ type: 'emote', emote: 'x'.repeat(MAX_MESSAGE_BYTES) }));
    expect(await error).toMatchObject({ code: 'net.tooLarge', params: { max: MAX_MESSAGE_BYTES } });
    r.ws.send('x'.repeat(MAX_FRAME_BYTES + 1));
    expect(await r.closed).toBe(1009);
    await othersStillServed();
  });

  it('another protocol version is told so and disconnected', async () => {
    const r = await raw();
    const error = r.next('error');
    r.ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION + 1, name: 'Future' }));
    expect(await error).toMatchObject({ code: 'net.version', params: { host: PROTOCOL_VERSION } });
    expect(await r.closed).toBe(4000);
  });

  it('a flood closes that connection only; the table it aimed at is unchanged', async () => {
    const r = await raw();
    await hello(r);
    const before = JSON.stringify(anna.client.state.lobby?.table);
    for (let i = 0; i < 200; i++) r.ws.send(JSON.stringify({ type: 'join', room: anna.client.state.lobby?.table.room ?? 'AAAA', spectator: true }));
    expect(await r.closed).toBe(1008);
    expect(r.messages.some((m) => m.type === 'error' && m.code === 'net.rateLimited')).toBe(true);
    await othersStillServed();
    // Mallory got in once (as a spectator) before the flood; the seats are as they were.
    expect(JSON.stringify(anna.client.state.lobby?.table.seats)).toBe(JSON.stringify((JSON.parse(before) as { seats: unknown }).seats));
  });

  it('garbage moves and moves the rules refuse are answered with the rule and change nothing', async () => {
    const started = anna.client.next('view');
    anna.client.send({ type: 'start' });
    await started;
    // Wait until one of the two people is to move.
    const mover = await new Promise<TestClient>((resolve) => {
      const check = (): void => {
        for (const c of [anna, ben]) {
          const v = c.client.state.view;
          if (v && v.legal.length > 0) {
            stop();
            resolve(c);
            return;
          }
        }
      };
      const stops = [anna.client.on('view', check), ben.client.on('view', check)];
      const stop = (): void => stops.forEach((f) => f());
      check();
    });
    const view = mover.client.state.view;
    if (!view) throw new Error('no view');
    for (const junk of [null, 42, 'play', { type: 'nonsense' }, { type: 'play' }, { type: 'play', card: 'ZZ' }, { type: 'play', card: '2H' }]) {
      await expect(mover.client.move(junk)).rejects.toMatchObject({ code: expect.stringMatching(/^(rule|ueberkochen)\./) });
    }
    expect(mover.client.state.view?.index).toBe(view.index);
    const accepted = await mover.client.move(view.legal[0]);
    expect(accepted.index).toBe(view.index + 1);
  });
});
