import { expect, type Page } from '@playwright/test';
import { countFrameRequests, formSettled, frameRequestsIn, newTable, playOne, test, watchErrors } from './support';

// The client draws only when something changes: a still screen asks the browser for no animation
// frames at all (stage/stage.ts), an animation draws until it ends, and the Kerkerhatz clock draws
// once a tick.

/** What the page shows the tests of itself (main.ts), and the draws counted. */
interface Shown {
  __kartenstube: {
    pixi: { renderer: { resolution: number }; canvas: HTMLCanvasElement };
    stage: { tweens: { running: boolean }; draw(boxes: unknown): void };
  };
  draws: number;
  frameRequests: number;
}
/** Counts the frames the stage draws from now on, in `window.draws`. */
async function countDraws(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as Shown;
    const stage = w.__kartenstube.stage;
    const draw = stage.draw.bind(stage);
    w.draws = 0;
    stage.draw = (boxes: unknown) => {
      w.draws++;
      draw(boxes);
    };
  });
}

/** Until the animations have ended and the frame after them is drawn. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !(window as unknown as Shown).__kartenstube.stage.tweens.running);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test('a still screen draws nothing: the start screen, and a table waiting for its player, ask for no animation frames', async ({ page }) => {
  const errors = watchErrors(page);
  await countFrameRequests(page);
  await page.goto('/?fast=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await settle(page);
  // A second at 60 frames a second would be 60 requests from a loop that kept running.
  expect(await frameRequestsIn(page, 1000)).toBe(0);

  await newTable(page, 'Überkochen', ['here:Anna', 'bot:beginner', 'bot:beginner', 'bot:beginner']);
  expect(await frameRequestsIn(page, 500)).toBe(0);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  // Anna's turn: the bots wait for her, and nothing moves on the table.
  await expect(page.locator('.turn-status')).toContainText('Anna, du bist dran', { timeout: 15_000 });
  await settle(page);
  await countDraws(page);
  expect(await frameRequestsIn(page, 1000)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as Shown).draws)).toBe(0);

  // A new window size and a new pixel density (the window moved to another screen) draw the table
  // anew, at the new density; then it is still again.
  await page.setViewportSize({ width: 1100, height: 700 });
  await expect.poll(() => page.evaluate(() => (window as unknown as Shown).draws)).toBeGreaterThan(0);
  const cdp = await page.context().newCDPSession(page);
  const drawn = await page.evaluate(() => (window as unknown as Shown).draws);
  // A page zoomed in: a new density and fewer CSS pixels.
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 1000, height: 650, deviceScaleFactor: 2, mobile: false });
  await expect.poll(() => page.evaluate(() => (window as unknown as Shown).__kartenstube.pixi.renderer.resolution)).toBe(2);
  await expect.poll(() => page.evaluate(() => (window as unknown as Shown).__kartenstube.pixi.canvas.width)).toBe(2000);
  await expect.poll(() => page.evaluate(() => (window as unknown as Shown).draws)).toBeGreaterThan(drawn);
  await settle(page);
  expect(await frameRequestsIn(page, 500)).toBe(0);
  expect(errors).toEqual([]);
});

test('a card played flies to its pile frame by frame until it lands, and then the table is still', async ({ page }) => {
  const errors = watchErrors(page);
  await countFrameRequests(page);
  // Without ?fast=1: cards fly. Three people at one screen and no bots: nothing cuts a flight short.
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await newTable(page, 'Überkochen', ['here:Anna', 'here:Ben', 'here:Cara']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  await page.getByRole('button', { name: /^Ich bin .* – Karten zeigen$/ }).click();
  await expect(page.locator('.hit.card[aria-pressed]').first()).toBeVisible();
  await settle(page);
  await countDraws(page);
  expect(await playOne(page)).toBe(true);
  // The flight starts when the host's answer arrives, which may take a while on a busy machine. It
  // takes 320 ms, and a frame moves it at most 100 ms on (stage.ts): four frames at the least,
  // however slow the machine. A flight cut short would stop below that and never get there.
  await expect.poll(() => page.evaluate(() => (window as unknown as Shown).draws), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  await settle(page);
  expect(await frameRequestsIn(page, 500)).toBe(0);
  expect(errors).toEqual([]);
});

test('the Kerkerhatz clock runs on visibly: one frame a tick, and none in between', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await countFrameRequests(page);
  await page.goto('/?fast=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  // Two people at one screen and no bots: only the clock changes.
  await page.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  await page.locator('#players').selectOption('2');
  await page.getByLabel('Platz 1: wer spielt').selectOption('here');
  await page.getByLabel('Platz 1: Name').fill('Anna');
  await page.getByLabel('Platz 2: wer spielt').selectOption('here');
  await page.getByLabel('Platz 2: Name').fill('Ben');
  await formSettled(page);
  await page.getByRole('spinbutton', { name: 'Stufe' }).fill('1');
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await page.getByRole('button', { name: 'Partie starten' }).click();
  for (const name of ['Anna', 'Ben']) {
    await page.getByRole('button', { name: `Ich bin ${name} – Karten zeigen` }).click({ timeout: 15_000 });
    await page.getByRole('region', { name: 'Wähle deinen Helden' }).getByRole('button').first().click();
  }
  await page.getByRole('button', { name: 'Ich bin Anna – Karten zeigen' }).click({ timeout: 15_000 });
  const clock = page.getByRole('timer', { name: 'Uhr' });
  await expect(clock).toHaveText(/^\d:\d\d$/, { timeout: 15_000 });
  await settle(page);
  await countDraws(page);
  const requests = await page.evaluate(() => (window as unknown as Shown).frameRequests);
  // Two ticks of the clock, each drawn on the canvas.
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '');
  const second = await clock.textContent();
  await expect(clock).not.toHaveText(second ?? '');
  const draws = await page.evaluate(() => (window as unknown as Shown).draws);
  const asked = (await page.evaluate(() => (window as unknown as Shown).frameRequests)) - requests;
  expect(draws).toBeGreaterThanOrEqual(1);
  // About two seconds: a frame a tick, not 60 a second.
  expect(asked).toBeLessThanOrEqual(8);
  expect(errors).toEqual([]);
});
