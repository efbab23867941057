import { expect } from '@playwright/test';
import { PNG } from 'pngjs';
import { openClient, test, watchErrors } from './support';

test('the web client boots from the host: PixiJS runs on WebGL and the start screen lists the games', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  // WebGL asked for: without a graphics card (here) the client would choose the 2D canvas (see the next test).
  await openClient(page, '&renderer=webgl');
  await expect(page.locator('body')).toHaveAttribute('data-renderer', 'webgl');
  await expect(page.getByRole('heading', { name: 'Kartenstube' })).toBeVisible();
  for (const game of ['Überkochen', 'Machtkampf', 'Dreizehn', 'Kerkerhatz']) await expect(page.locator('li.game').filter({ hasText: game })).toBeVisible();
  const png = PNG.sync.read(await page.locator('#table canvas').screenshot());
  const colours = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 7)
    colours.add(((png.data[i] as number) << 16) | ((png.data[i + 1] as number) << 8) | (png.data[i + 2] as number));
  // The felt's gradient alone gives many shades.
  expect(colours.size).toBeGreaterThan(50);
  expect(errors).toEqual([]);
});

test('the client draws on a 2D canvas where WebGL has no graphics card behind it, else on WebGL', async ({ page }) => {
  const errors = watchErrors(page);
  await openClient(page);
  const software = (await page.locator('#table').getAttribute('data-software')) === 'true';
  await expect(page.locator('body')).toHaveAttribute('data-renderer', software ? 'canvas' : 'webgl');
  expect(errors).toEqual([]);
});

test('the rules of Überkochen and the settings open from the start screen', async ({ page }) => {
  await openClient(page);
  await page.getByRole('button', { name: 'Regeln: Überkochen' }).click();
  await expect(page.getByRole('heading', { name: 'Regeln: Überkochen' })).toBeVisible();
  await expect(page.getByText(/kocht er über/)).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await page.getByRole('button', { name: 'Einstellungen' }).click();
  await page.locator('#lang').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.locator('#lang').selectOption('de');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByRole('heading', { name: 'Kartenstube' })).toBeVisible();
});

test('a page switched to another host names it, reads its replays over HTTP, and goes back to its own host', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  // "localhost" is another origin than the page's 127.0.0.1: the same host under a second name plays the one on the LAN.
  const port = new URL(baseURL ?? '').port;
  await openClient(page, `&host=${encodeURIComponent(`ws://localhost:${port}/ws`)}&room=`);
  // A link names the other host: the person confirms it first.
  await page.getByRole('button', { name: `Zu localhost:${port} wechseln` }).click();
  const note = page.getByText(`Verbunden mit dem Gastgeber localhost:${port}.`);
  await expect(page.getByRole('heading', { name: 'Tisch beitreten' })).toBeVisible();
  await expect(note).toBeVisible();
  await page.getByRole('button', { name: 'Zurück', exact: true }).click();
  await expect(note).toBeVisible();
  await page.getByRole('button', { name: 'Wiederholungen' }).click();
  const list = page.locator('.replay-list');
  await expect(list).not.toHaveText('…');
  await expect(list).not.toContainText('keine Wiederholungen');
  await page.getByRole('button', { name: 'Zurück', exact: true }).click();
  await page.getByRole('button', { name: 'Zurück zum eigenen Gastgeber' }).click();
  await expect(page.getByRole('heading', { name: 'Kartenstube' })).toBeVisible();
  expect(new URL(page.url()).searchParams.has('host')).toBe(false);
  await expect(note).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Zurück zum eigenen Gastgeber' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
