import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { openClient, watchErrors } from './support';

test('the web client boots from the host: PixiJS runs on WebGL and the start screen lists the games', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openClient(page);
  await expect(page.locator('body')).toHaveAttribute('data-renderer', 'webgl');
  await expect(page.getByRole('heading', { name: 'Kartenstube' })).toBeVisible();
  for (const game of ['Überkochen', 'Machtkampf', 'Dreizehn', 'Kerkerhatz']) await expect(page.locator('li.game').filter({ hasText: game })).toBeVisible();
  const png = PNG.sync.read(await page.locator('#table canvas').screenshot());
  const colours = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 7) colours.add(((png.data[i] as number) << 16) | ((png.data[i + 1] as number) << 8) | (png.data[i + 2] as number));
  // The felt's gradient alone gives many shades.
  expect(colours.size).toBeGreaterThan(50);
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
