import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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
    expect(home.sent[0]).toContain(token.token);
  });

  it('a client asks for the token of the host that greets it, and only that one', async () => {
    const real = await newHost();
    const asked: string[] = [];
    const c = await connect(real.port, 'Ben', { tokenFor: (host) => (asked.push(host), null) });
    clients.push(c);
    expect(asked).toEqual([real.hostId]);
  });
});
