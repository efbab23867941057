import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../src/shared/net/protocol';
import { decodeAnnouncement, encodeAnnouncement, listenForHosts, startAnnouncer, type FoundHost } from '../../../src/host/announce';
import { hostUrls, joinUrl } from '../../../src/host/addresses';
import { FileStore } from '../../../src/host/store/file';
import type { RunningHost } from '../../../src/host/server';
import { connect, removeDir, tempDir, testHost } from './support';

let dir: string;
let web: string;
let host: RunningHost;
let bare: RunningHost;

beforeAll(async () => {
  dir = await tempDir();
  web = path.join(dir, 'web');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Kartenstube</title>');
  await writeFile(path.join(web, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(path.join(web, 'assets', 'cards.svg'), '<svg/>');
  await writeFile(path.join(dir, 'secret.txt'), 'not for phones');
  host = await testHost(path.join(dir, 'data'), { webRoot: web });
  bare = await testHost(path.join(dir, 'data2'), { webRoot: path.join(dir, 'not-built') });
});

afterAll(async () => {
  await host.close();
  await bare.close();
  await removeDir(dir);
});

async function get(h: RunningHost, url: string, method = 'GET'): Promise<Response> {
  return fetch(`http://127.0.0.1:${h.port}${url}`, { method });
}

describe('serving the web client', () => {
  it('serves index.html at / and for the join link with a room code', async () => {
    for (const url of ['/', '/?room=ABCD', '/join/ABCD']) {
      const res = await get(host, url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<title>Kartenstube</title>');
    }
  });

  it("sends the page's content security policy: its own WebSocket and the other LAN host a page was switched to, nothing else", async () => {
    const own = await get(host, '/');
    expect(own.headers.get('content-security-policy')).toContain(`connect-src 'self' ws://127.0.0.1:${host.port};`);
    const switched = await get(host, `/?host=${encodeURIComponent('ws://192.168.1.20:4817/ws')}&room=`);
    expect(switched.headers.get('content-security-policy')).toContain(
      `connect-src 'self' ws://127.0.0.1:${host.port} http://192.168.1.20:4817 ws://192.168.1.20:4817;`,
    );
    const foreign = await get(host, `/?host=${encodeURIComponent('wss://fdattacker.example/ws')}&room=`);
    expect(foreign.headers.get('content-security-policy')).toContain(`connect-src 'self' ws://127.0.0.1:${host.port};`);
    expect((await get(host, '/assets/app-1234.js')).headers.get('content-security-policy')).toBeNull();
  });

  it("lets another Kartenstube host's page on the LAN read the status and the replays, and other pages not", async () => {
    const from = (origin: string, url: string): Promise<Response> => fetch(`http://127.0.0.1:${host.port}${url}`, { headers: { origin } });
    for (const url of ['/api/host', '/api/replays']) {
      expect((await from('http://192.168.1.31:4817', url)).headers.get('access-control-allow-origin'), url).toBe('http://192.168.1.31:4817');
      expect((await from('http://192.168.1.31:51234', url)).headers.get('access-control-allow-origin'), url).toBeNull();
      expect((await from('https://example.org', url)).headers.get('access-control-allow-origin'), url).toBeNull();
    }
    expect((await from('http://192.168.1.31:4817', '/')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves files with their MIME types, and hashed assets for long', async () => {
    const js = await get(host, '/assets/app-1234.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await get(host, '/assets/cards.svg')).headers.get('content-type')).toBe('image/svg+xml');
    const head = await get(host, '/assets/app-1234.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('14');
  });

  it('a missing file is 404, a path out of the folder 403 or 404, other methods 405', async () => {
    expect((await get(host, '/assets/missing.js')).status).toBe(404);
    expect([403, 404]).toContain((await get(host, '/..%2fsecret.txt')).status);
    expect([403, 404]).toContain((await get(host, '/%2e%2e/secret.txt')).status);
    expect((await get(host, '/', 'POST')).status).toBe(405);
  });

  it('a host without a built client says so with 503 and the command to build it', async () => {
    const res = await get(bare, '/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build:web');
  });

  it('tells every client its addresses in the welcome, for the join link and its QR code', async () => {
    const c = await connect(host.port, 'TV');
    expect(c.client.state.welcome?.urls).toEqual([`http://127.0.0.1:${host.port}/`]);
    c.close();
  });

  it('describes itself at /api/host', async () => {
    const body = (await (await get(host, '/api/host')).json()) as { app: string; v: number; urls: string[] };
    expect(body).toMatchObject({ app: 'kartenstube', v: PROTOCOL_VERSION });
    expect(body.urls).toEqual([`http://127.0.0.1:${host.port}/`]);
  });
});

describe('replays over HTTP', () => {
  it('lists finished matches with their players and winners and gives one log, without the reconnect tokens', async () => {
    const store = new FileStore(path.join(dir, 'data'));
    const hash = 'a'.repeat(64);
    const journal = await store.create({
      id: 'r1',
      game: 'ueberkochen',
      options: { players: 3 },
      seed: 5,
      table: { seats: [{ kind: 'person', name: 'Anna', token: hash }, { kind: 'bot', level: 'random' }, { kind: 'open' }] },
    });
    await journal.finish({ winners: [1], scores: [3, 1, 2], lowerIsBetter: true });
    const listText = await (await get(host, '/api/replays')).text();
    const list = JSON.parse(listText) as { id: string }[];
    expect(list.map((r) => r.id)).toContain('r1');
    // Each match with who played and who won, and no token.
    expect(list.find((r) => r.id === 'r1')).toMatchObject({
      seats: [{ kind: 'person', name: 'Anna' }, { kind: 'bot', level: 'random' }, { kind: 'open' }],
      result: { winners: [1] },
    });
    expect(listText).not.toContain(hash);
    const res = await get(host, '/api/replays/r1');
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      id: 'r1',
      log: { game: 'ueberkochen', seed: 5, moves: [] },
      table: { seats: [{ kind: 'person', name: 'Anna' }, { kind: 'bot', level: 'random' }, { kind: 'open' }] },
    });
    expect(text).not.toContain(hash);
    expect((await get(host, '/api/replays/nope')).status).toBe(404);
  });
});

describe('addresses and LAN discovery', () => {
  it('the join link carries the room code', () => {
    expect(joinUrl('http://192.168.1.20:4817/', 'ABCD')).toBe('http://192.168.1.20:4817/?room=ABCD');
    expect(hostUrls('127.0.0.1', 4817)).toEqual(['http://127.0.0.1:4817/']);
    expect(hostUrls('0.0.0.0', 4817)).toContain('http://127.0.0.1:4817/');
  });

  it('an announcement round-trips, and anything else is ignored', () => {
    const tables = [{ room: 'ABCD', game: 'ueberkochen', players: 4, openSeats: 2, held: [], phase: 'lobby' as const, locked: false }];
    expect(decodeAnnouncement(encodeAnnouncement({ name: 'Stube', port: 4817, tables }))).toMatchObject({
      app: 'kartenstube',
      name: 'Stube',
      port: 4817,
      tables,
    });
    expect(decodeAnnouncement(Buffer.from('{"app":"other"}'))).toBeNull();
    expect(decodeAnnouncement(Buffer.from('nonsense'))).toBeNull();
  });

  it('a listener hears the announcer (here over loopback, never the LAN)', async () => {
    const found: FoundHost[] = [];
    const listener = await listenForHosts(0, '127.0.0.1', (h) => found.push(h));
    const address = listener.socket.address();
    const announcer = startAnnouncer(
      { port: address.port, address: '127.0.0.1', intervalMs: 50 },
      () => ({ name: 'Stube', port: 4817, tables: [] }),
      (e) => {
        throw e;
      },
    );
    await expect.poll(() => found.length, { timeout: 3000 }).toBeGreaterThan(0);
    expect(found[0]).toMatchObject({ name: 'Stube', port: 4817, address: '127.0.0.1' });
    await announcer.stop();
    await listener.stop();
  });
});
