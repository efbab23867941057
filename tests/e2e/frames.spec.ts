import { expect, test, type Page } from '@playwright/test';
import { newTable, playOne, watchErrors } from './support';

interface Scene {
  partial: boolean;
  tweens: { running: boolean };
  requestFrame(): void;
}
declare global {
  interface Window {
    __kartenstube: { scene: Scene };
  }
}

/** The canvas's pixels (the software renderer keeps its drawing buffer, so they can be read at any time). */
const pixels = (page: Page): Promise<string> => page.evaluate(() => (document.querySelector('#table canvas') as HTMLCanvasElement).toDataURL());

/** Waits until the animations of the last move have ended and the frame after them is drawn. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !window.__kartenstube.scene.tweens.running);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The canvas as the last frames left it is what a whole redraw of the same table draws. */
async function expectWholeAlike(page: Page, when: string): Promise<void> {
  await settle(page);
  const partly = await pixels(page);
  await page.evaluate(() => window.__kartenstube.scene.requestFrame());
  await settle(page);
  expect(await pixels(page), `${when}: the partly redrawn canvas differs from a whole redraw`).toBe(partly);
}

test('software WebGL: frames that redraw only what moved leave the same pixels as a whole redraw', async ({ page }) => {
  const errors = watchErrors(page);
  // Without ?fast=1: the cards fly, and the frames in between redraw only where they fly.
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await page.locator('#table').getAttribute('data-software')).toBe('true');
  expect(await page.evaluate(() => window.__kartenstube.scene.partial)).toBe(true);
  await newTable(page, 'Überkochen', ['here:Anna', 'bot:beginner', 'bot:beginner', 'bot:beginner']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  const status = page.locator('.turn-status');
  const entries = page.locator('.log-list li');
  for (let move = 0; move < 8; move++) {
    // Our turn, after the three bots (the log has our move and theirs): they wait for us, so
    // nothing but the animations changes the table.
    await expect(status).toContainText('Anna, du bist dran', { timeout: 15_000 });
    await expectWholeAlike(page, `after move ${move}`);
    // A card picked (it rises, the pots it may go into light up): only that changes.
    await page.locator('.hit.card[aria-pressed="false"]').first().click();
    await expect(page.locator('.hit.card[aria-pressed="true"]')).toHaveCount(1);
    await expectWholeAlike(page, `a card picked before move ${move + 1}`);
    await page.locator('.hit.card[aria-pressed="true"]').click();
    await expect(page.locator('.hit.card[aria-pressed="true"]')).toHaveCount(0);
    const before = await entries.count();
    expect(await playOne(page)).toBe(true);
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(before + 4);
  }
  expect(errors).toEqual([]);
});
