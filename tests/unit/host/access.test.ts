import { request } from 'node:http';
import { hostname } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { hostAllowed, originAllowed, type AccessRules } from '../../../src/host/access';
import type { RunningHost } from '../../../src/host/server';
import { removeDir, tempDir, testHost } from './support';

let dir: string;
let host: RunningHost;

beforeAll(async () => {
  dir = await tempDir();
  const web = path.join(dir, 'web');
  await mkdir(web, { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Kartenstube</title>');
  host = await testHost(path.join(dir, 'data'), { webRoot: web });
});

afterAll(async () => {
  await host.close();
  await removeDir(dir);
});

/** A plain HTTP request with any headers (fetch will not send a Host of our choosing). */
function raw(
  pathname: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path: pathname, method, headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a WebSocket with these headers: resolves 'open', or the HTTP status it was refused with. */
function upgrade(headers: Record<string, string>): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws`, { headers });
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.on('error', () => {});
  });
}

describe('other web pages', () => {
  it('a WebSocket from a page on another site is refused with 403 at once (cross-site WebSocket hijacking)', async () => {
    for (const origin of ['http://evil.example', 'https://fdroid.org', 'http://fd.attacker.example:4817', 'http://stube.local:4817', 'null', 'file://']) {
      expect(await upgrade({ Origin: origin }), origin).toBe(403);
    }
  });

  it("a WebSocket from this host's own page, from another page on this machine or the LAN, or from no page at all is let in", async () => {
    for (const origin of [
      `http://127.0.0.1:${host.port}`,
      'http://127.0.0.1:51234',
      'http://localhost:5173',
      'http://192.168.1.31:4817',
      'http://[fd12::5]:4817',
    ]) {
      expect(await upgrade({ Origin: origin }), origin).toBe('open');
    }
    expect(await upgrade({})).toBe('open');
  });

  it('/api/ refuses requests from pages on other sites with 403, and answers those without an Origin', async () => {
    for (const url of ['/api/host', '/api/replays']) {
      const refused = await raw(url, { Origin: 'https://evil.example' });
      expect(refused.status, url).toBe(403);
      expect(refused.body).toMatch(/Forbidden/);
      expect((await raw(url, {})).status, url).toBe(200);
    }
  });

  it("a Host header that is not an IP address or one of this machine's names is refused with 421 (DNS rebinding)", async () => {
    for (const url of ['/', '/api/host', '/api/replays']) {
      const refused = await raw(url, { Host: `attacker.example:${host.port}` });
      expect(refused.status, url).toBe(421);
      expect(refused.body).toMatch(/Misdirected/);
    }
    expect(await upgrade({ Host: `attacker.example:${host.port}` })).toBe(421);
    for (const name of [`127.0.0.1:${host.port}`, `localhost:${host.port}`, `192.168.1.20:${host.port}`, `[::1]:${host.port}`, `${hostname()}:${host.port}`]) {
      expect((await raw('/api/host', { Host: name })).status, name).toBe(200);
    }
  });

  it('/api/ answers only the methods it serves: 405 with Allow for the others', async () => {
    for (const url of ['/api/host', '/api/replays', '/api/replays/x']) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const res = await raw(url, {}, method);
        expect(res.status, `${method} ${url}`).toBe(405);
        expect(res.headers.allow, `${method} ${url}`).toBe('GET, HEAD');
      }
    }
  });

  it('the page may not be framed by anybody', async () => {
    const page = await raw('/', {});
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the access rules', () => {
  const rules: AccessRules = {
    port: 4817,
    names: new Set(['localhost', 'stube', 'stube.local']),
    addresses: new Set(['127.0.0.1', '::1', '192.168.1.20', '8.8.4.4']),
  };

  it("an origin is this host's own only at its own port, by its own names and addresses", () => {
    expect(originAllowed('http://stube:4817', rules)).toBe(true);
    expect(originAllowed('http://stube.local:4817', rules)).toBe(true);
    expect(originAllowed('http://8.8.4.4:4817', rules)).toBe(true);
    expect(originAllowed('http://stube:4818', rules)).toBe(false);
    expect(originAllowed('http://8.8.4.4:80', rules)).toBe(false);
    expect(originAllowed('http://other.local:4817', rules)).toBe(false);
    expect(originAllowed(undefined, rules)).toBe(true);
  });

  it("a page on this machine may connect from any port (the app's window); another LAN page only from a Kartenstube port", () => {
    expect(originAllowed('http://127.0.0.1:53211', rules)).toBe(true);
    expect(originAllowed('http://localhost:5173', rules)).toBe(true);
    expect(originAllowed('http://[::1]:40000', rules)).toBe(true);
    expect(originAllowed('http://192.168.1.30:4817', rules)).toBe(true);
    expect(originAllowed('http://10.0.0.8:4817', rules)).toBe(true);
    // A router's or a printer's page on the LAN may not drive the host.
    expect(originAllowed('http://192.168.1.1', rules)).toBe(false);
    expect(originAllowed('https://192.168.1.1', rules)).toBe(false);
    expect(originAllowed('http://192.168.1.1:8080', rules)).toBe(false);
    expect(originAllowed('http://[fd00::1]:80', rules)).toBe(false);
    expect(originAllowed('http://[fd00::1]:4817', rules)).toBe(true);
  });

  it('a Host header names an IP address or this machine, nothing else', () => {
    for (const ok of ['127.0.0.1:4817', '[::1]:4817', '192.168.1.20', '8.8.8.8:4817', 'STUBE:4817', 'stube.local', 'localhost:4817'])
      expect(hostAllowed(ok, rules), ok).toBe(true);
    for (const bad of ['attacker.example', 'stube.attacker.example:4817', 'fdroid.org', 'fd12.local', '', 'a b', 'stube:4817:1'])
      expect(hostAllowed(bad, rules), bad).toBe(false);
    expect(hostAllowed(undefined, rules)).toBe(true);
  });
});
