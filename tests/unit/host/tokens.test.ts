import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { loadHostId } from '../../../src/host/hostid';
import type { RunningHost } from '../../../src/host/server';
import type { BoundToken } from '../../../src/shared/net/client';
import { connect, removeDir, tempDir, testHost, type TestClient } from './support';

const dirs: string[] = [];
const hosts: RunningHost[] = [];
const clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const h of hosts.splice(0)) await h.close();
  for (const d of dirs.splice(0)) await removeDir(d);
});

async function newHost(dir?: string): Promise<RunningHost> {
  const d = dir ?? (await tempDir());
  if (!dir) dirs.push(d);
  const host = await testHost(d);
  hosts.push(host);
  return host;
}

/** A client that records every frame it sends. */
async function recording(port: number, name: string, token: BoundToken | null): Promise<{ c: TestClient; sent: string[] }> {
  const sent: string[] = [];
  const c = await connect(port, name, {
    token,
    socket: (url) => {
      const ws = new WebSocket(url);
      const send = ws.send.bind(ws);
      ws.send = ((data: string) => {
        sent.push(String(data));
        send(data);
      }) as typeof ws.send;
      return ws;
    },
  });
  clients.push(c);
  return { c, sent };
}

describe('reconnect tokens are bound to the host that issued them', () => {
  it('the host greets every connection with its id, kept in its data folder across restarts', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const first = await newHost(dir);
    const anna = await connect(first.port, 'Anna');
    clients.push(anna);
    expect(anna.client.state.greeting?.host).toBe(first.hostId);
    expect(first.hostId).toMatch(/^[0-9a-f]{32}$/);
    await first.close();
    hosts.splice(hosts.indexOf(first), 1);
    const again = await newHost(dir);
    expect(again.hostId).toBe(first.hostId);
    expect(await loadHostId(dir)).toBe(first.hostId);
  });

  it("a seat's token is never sent to another host: pointed elsewhere, the client says hello without it", async () => {
    const real = await newHost();
    const other = await newHost();
    const anna = await connect(real.port, 'Anna');
    clients.push(anna);
    await anna.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }], seat: 0 });
    const token = anna.client.state.token as BoundToken;
    expect(token.host).toBe(real.hostId);

    const elsewhere = await recording(other.port, 'Anna', token);
    expect(elsewhere.c.client.state.welcome?.resumed).toBe(false);
    expect(elsewhere.sent.join('\n')).not.toContain(token.token);
    expect(elsewhere.c.client.state.token).toBeNull();

    const home = await recording(real.port, 'Anna', token);
    expect(home.c.client.state.welcome?.resumed).toBe(true);
    // Back at the host that issued it, the seat is proved, and still the token itself is not sent.
    expect(home.sent[0]).toContain('"seat":');
    expect(home.sent.join('\n')).not.toContain(token.token);
  });

  it('a client asks for the token of the host that greets it, and only that one', async () => {
    const real = await newHost();
    const asked: string[] = [];
    const c = await connect(real.port, 'Ben', { tokenFor: (host) => (asked.push(host), null) });
    clients.push(c);
    expect(asked).toEqual([real.hostId]);
  });

  it('a fake host that relays the real host live, greeting and all, gets a proof the real host refuses, and never the token', async () => {
    const real = await newHost();
    const anna = await connect(real.port, 'Anna');
    clients.push(anna);
    await anna.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }], seat: 0 });
    const token = anna.client.state.token as BoundToken;
    const relayed: string[] = [];
    const fake = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => fake.once('listening', () => resolve()));
    fake.on('connection', (page) => {
      const upstream = new WebSocket(`ws://127.0.0.1:${real.port}/ws`);
      upstream.on('message', (data) => page.send(String(data)));
      page.on('message', (data) => {
        relayed.push(String(data));
        upstream.send(String(data));
      });
      page.on('close', () => upstream.close());
    });
    try {
      const victim = await connect((fake.address() as AddressInfo).port, 'Anna', { token });
      clients.push(victim);
      // The real host's id and challenge reached the page through the fake one; the seat stays with Anna.
      expect(victim.client.state.greeting?.host).toBe(real.hostId);
      expect(victim.client.state.welcome?.resumed).toBe(false);
      expect(relayed.join('\n')).not.toContain(token.token);
      expect(anna.client.state.lobby?.table.seats[0]).toMatchObject({ kind: 'person', away: false });
      // Replayed on a fresh connection (a new challenge), as is or claiming the real address: refused.
      const hello = JSON.parse(relayed[0] as string) as Record<string, unknown>;
      for (const attempt of [hello, { ...hello, url: `ws://127.0.0.1:${real.port}/ws` }]) {
        const again = new WebSocket(`ws://127.0.0.1:${real.port}/ws`);
        const welcome = await new Promise<{ resumed: boolean }>((resolve) => {
          again.on('message', (data) => {
            const m = JSON.parse(String(data)) as { type: string; resumed: boolean };
            if (m.type === 'greeting') again.send(JSON.stringify(attempt));
            if (m.type === 'welcome') resolve(m);
          });
        });
        again.close();
        expect(welcome.resumed).toBe(false);
      }
    } finally {
      for (const socket of fake.clients) socket.terminate();
      await new Promise((resolve) => fake.close(resolve));
    }
  });
});
