import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { newTable, playOne, test, watchErrors } from './support';

interface Stage {
  partial: boolean;
  tweens: { running: boolean };
  requestFrame(): void;
}
declare global {
  interface Window {
    __kartenstube: { stage: Stage };
  }
}

/** The canvas's pixels (a 2D canvas, or WebGL keeping its drawing buffer on a software renderer, can be read at any time). */
const pixels = (page: Page): Promise<string> => page.evaluate(() => (document.querySelector('#table canvas') as HTMLCanvasElement).toDataURL());

/** Waits until the animations of the last move have ended and the frame after them is drawn. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !window.__kartenstube.stage.tweens.running);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The pixels of two drawings that differ by more than a few levels of rounding. On a 2D canvas the
 * browser's path antialiasing varies a little with the clip (a clipped redraw shades a shape's edge
 * a few levels apart, or leaves a nearly clear fringe pixel out), so up to `slack` such pixels
 * pass; a part left undrawn or drawn twice differs in thousands.
 */
function differing(a: string, b: string): number {
  const one = PNG.sync.read(Buffer.from(a.split(',')[1] ?? '', 'base64'));
  const two = PNG.sync.read(Buffer.from(b.split(',')[1] ?? '', 'base64'));
  let count = 0;
  for (let i = 0; i < one.data.length; i += 4) {
    let most = 0;
    for (let c = 0; c < 4; c++) most = Math.max(most, Math.abs((one.data[i + c] as number) - (two.data[i + c] as number)));
    const clear = (one.data[i + 3] as number) <= 8 && (two.data[i + 3] as number) <= 8;
    if (most > 2 && !clear) count++;
  }
  return count;
}

/** The canvas as the last frames left it is what a whole redraw of the same table draws (WebGL: to the pixel). */
async function expectWholeAlike(page: Page, when: string, renderer: 'canvas' | 'webgl'): Promise<void> {
  await settle(page);
  const partly = await pixels(page);
  await page.evaluate(() => window.__kartenstube.stage.requestFrame());
  await settle(page);
  const whole = await pixels(page);
  if (renderer === 'webgl') expect(whole, `${when}: the partly redrawn canvas differs from a whole redraw`).toBe(partly);
  else expect(differing(partly, whole), `${when}: pixels of the partly redrawn canvas that differ from a whole redraw`).toBeLessThanOrEqual(200);
}

for (const renderer of ['canvas', 'webgl'] as const) {
  test(`software renderer, ${renderer === 'canvas' ? '2D canvas' : 'WebGL'}: frames that redraw only what moved leave the same pixels as a whole redraw`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // Without ?fast=1: the cards fly, and the frames in between redraw only where they fly.
    await page.goto(`/?renderer=${renderer}`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('body')).toHaveAttribute('data-renderer', renderer);
    expect(await page.locator('#table').getAttribute('data-software')).toBe('true');
    expect(await page.evaluate(() => window.__kartenstube.stage.partial)).toBe(true);
    await newTable(page, 'Überkochen', ['here:Anna', 'bot:beginner', 'bot:beginner', 'bot:beginner']);
    await page.getByRole('button', { name: 'Partie starten' }).click();
    const status = page.locator('.turn-status');
    const entries = page.locator('.log-list li');
    for (let move = 0; move < 8; move++) {
      // Our turn, after the three bots (the log has our move and theirs): they wait for us, so
      // nothing but the animations changes the table.
      await expect(status).toContainText('Anna, du bist dran', { timeout: 15_000 });
      await expectWholeAlike(page, `after move ${move}`, renderer);
      // A card picked (it rises, the pots it may go into light up): only that changes.
      await page.locator('.hit.card[aria-pressed="false"]').first().click();
      await expect(page.locator('.hit.card[aria-pressed="true"]')).toHaveCount(1);
      await expectWholeAlike(page, `a card picked before move ${move + 1}`, renderer);
      await page.locator('.hit.card[aria-pressed="true"]').click();
      await expect(page.locator('.hit.card[aria-pressed="true"]')).toHaveCount(0);
      const before = await entries.count();
      expect(await playOne(page)).toBe(true);
      await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(before + 4);
    }
    expect(errors).toEqual([]);
  });
}
