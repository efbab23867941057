import { expect } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { newTable, openClient, test, watchErrors } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/**
 * A fake host on another port of this machine that relays every page connection live to the real
 * host: the page meets the real host's greeting (its id and a fresh challenge) and everything it
 * sends passes through here, recorded.
 */
async function relay(realPort: number): Promise<{ port: number; received: string[]; connections: () => number; close: () => Promise<void> }> {
  const received: string[] = [];
  let count = 0;
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('connection', (page) => {
    count++;
    const upstream = new WebSocket(`ws://127.0.0.1:${realPort}/ws`);
    const early: string[] = [];
    upstream.on('message', (data) => page.send(String(data)));
    upstream.on('open', () => early.splice(0).forEach((text) => upstream.send(text)));
    page.on('message', (data) => {
      const text = String(data);
      received.push(text);
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else early.push(text);
    });
    page.on('close', () => upstream.close());
    upstream.on('close', () => page.close());
  });
  return {
    port: (server.address() as AddressInfo).port,
    received,
    connections: () => count,
    close: () => {
      for (const socket of server.clients) socket.terminate();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** One hello sent on a fresh connection to the real host: did it take a seat back? */
async function helloAtRealHost(port: number, hello: Record<string, unknown>): Promise<boolean> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  try {
    return await new Promise<boolean>((resolve, reject) => {
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; resumed?: boolean };
        if (message.type === 'greeting') ws.send(JSON.stringify(hello));
        if (message.type === 'welcome') resolve(message.resumed === true);
      });
      ws.on('error', reject);
    });
  } finally {
    ws.close();
  }
}

test('a link to a fake host steals no seat: the person is asked first, and what the fake host relays is refused by the real one', async ({
  openPage,
  baseURL,
}) => {
  const realPort = Number(new URL(baseURL ?? '').port);
  const tv = await openPage({ viewport: { width: 1280, height: 800 } });
  await openClient(tv);
  await newTable(tv, 'Überkochen', ['open', 'bot:normal', 'bot:random'], true);
  const room = (await tv.locator('.room-code').textContent()) ?? '';

  // The victim takes a seat by the real join link.
  const victim = await openPage(PHONE);
  const errors = watchErrors(victim);
  await openClient(victim, `&room=${room}`);
  await victim.getByLabel('Dein Name').fill('Vera');
  await victim.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(tv.locator('.lobby-seats')).toContainText('Vera');
  const token = await victim.evaluate(
    () => (JSON.parse(localStorage.getItem('kartenstube.sessions') ?? '[]') as { places: { token: string }[] }[])[0]?.places[0]?.token ?? '',
  );
  expect(token).toMatch(/^[A-Za-z0-9_-]{16,}$/);

  // The malicious link: the real page, the table's code, and a fake host on another port.
  const fake = await relay(realPort);
  try {
    const fakeWs = `ws://127.0.0.1:${fake.port}/ws`;
    await victim.goto(`/?fast=1&room=${room}&host=${encodeURIComponent(fakeWs)}`);
    await expect(victim.locator('body')).toHaveAttribute('data-ready', 'true');
    // Asked, with the target named; nothing has connected there yet.
    await expect(victim.getByRole('heading', { name: 'Zu einem anderen Gastgeber wechseln?' })).toBeVisible();
    await expect(victim.getByText(`Dieser Link führt zu einem anderen Gastgeber: 127.0.0.1:${fake.port}.`)).toBeVisible();
    await victim.screenshot({ path: '/work/shots/36/switch-host-phone.png' });
    expect(fake.connections()).toBe(0);

    // Even confirmed: the page proves its seat for the challenge it saw, bound to the fake address.
    await victim.getByRole('button', { name: `Zu 127.0.0.1:${fake.port} wechseln` }).click();
    await expect.poll(() => fake.received.some((text) => text.includes('"hello"'))).toBe(true);
    const hello = JSON.parse(fake.received.find((text) => text.includes('"hello"')) as string) as Record<string, unknown>;
    expect(hello.seat).toBeDefined();
    expect(hello.url).toBe(fakeWs);
    expect(fake.received.join('\n')).not.toContain(token);
    // Relayed live, the real host did not take the seat back: the page lands on the join screen, not at the table.
    await expect(victim.getByRole('heading', { name: 'Tisch beitreten' })).toBeVisible();
    await expect(tv.locator('.lobby-seats')).toContainText('Vera');

    // Replayed later, as it is or claiming the real address: refused.
    expect(await helloAtRealHost(realPort, hello)).toBe(false);
    expect(await helloAtRealHost(realPort, { ...hello, url: `ws://127.0.0.1:${realPort}/ws` })).toBe(false);

    // The host that did not know the seat made the page forget nothing: the real link takes Vera back to her seat.
    await victim.goto(`/?fast=1&room=${room}`);
    await expect(victim.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(victim.getByLabel('Dein Name')).toHaveCount(0);
    // Back in her seat, and as the only person seated she runs the night: her phone offers the start.
    await expect(victim.getByRole('button', { name: 'Partie starten' })).toBeEnabled();
    expect(errors).toEqual([]);
  } finally {
    await fake.close();
  }
});

test('a link to another host may be declined: the page stays with its own host and its seat', async ({ openPage }) => {
  const page = await openPage(PHONE);
  await page.goto(`/?fast=1&room=ABCD&host=${encodeURIComponent('ws://127.0.0.1:9/ws')}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: /^Bei .* bleiben$/ }).click();
  await expect(page.getByRole('heading', { name: 'Tisch beitreten' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('host')).toBeNull();
  expect(new URL(page.url()).searchParams.get('room')).toBe('ABCD');
});
