import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';

test('the web client boots: PixiJS runs on WebGL and the table is drawn', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('body')).toHaveAttribute('data-renderer', 'webgl');
  await expect(page.getByRole('heading', { name: 'Kartenstube' })).toBeVisible();
  await expect(page.locator('li.game[data-game="ueberkochen"]')).toContainText('Überkochen');

  const canvas = page.locator('#table canvas');
  await expect(canvas).toBeVisible();
  const png = PNG.sync.read(await canvas.screenshot());
  const colours = new Set<number>();
  let cardWhite = 0;
  for (let i = 0; i < png.data.length; i += 4 * 7) {
    const [r, g, b] = [png.data[i] as number, png.data[i + 1] as number, png.data[i + 2] as number];
    colours.add((r << 16) | (g << 8) | b);
    if (r > 240 && g > 240 && b > 230) cardWhite++;
  }
  // The felt's gradient alone gives many shades; the card faces give near-white pixels.
  expect(colours.size).toBeGreaterThan(50);
  expect(cardWhite).toBeGreaterThan(500);
  expect(errors).toEqual([]);
});
