/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, type Page } from '@playwright/test';
import { test, visibleTexts, watchErrors, type Sized } from './support';

/**
 * The desk's screens and the smallest type each must keep during play. The type follows the screen
 * as TV mode's does (style.css, html: the root size; text.ts, textFloor): a laptop at 1280×720 reads
 * at arm's length, a 4K desk is a TV without the checkbox, a portrait screen reads by its short side.
 */
const SCREENS = [
  { width: 1280, height: 720, floor: 14 },
  { width: 1920, height: 1080, floor: 16 },
  { width: 3840, height: 2160, floor: 32 },
  { width: 1080, height: 1920, floor: 16 },
] as const;

/** Each game at its most seats (src/shared/games/<game>/index.ts, maxPlayers): one person here, bots in the others. */
const GAMES = [
  { game: 'Überkochen', seats: 6 },
  { game: 'Dreizehn', seats: 6 },
  { game: 'Machtkampf', seats: 4 },
  { game: 'Kerkerhatz', seats: 4 },
] as const;

async function deskTable(page: Page, game: string, seats: number): Promise<void> {
  await page.goto('/?fast=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: `Neuer Tisch: ${game}` }).click();
  await page.locator('#players').selectOption(String(seats));
  await page.getByLabel('Platz 1: wer spielt').selectOption('here');
  await page.getByLabel('Platz 1: Name').fill('Anna');
  for (let seat = 2; seat <= seats; seat++) await page.getByLabel(`Platz ${seat}: wer spielt`).selectOption('bot');
  // Without the clock the dungeon waits for Anna's cards, so the table holds still to be measured.
  if (game === 'Kerkerhatz') await page.getByLabel('Mit Uhr').uncheck();
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(page.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  if (game === 'Kerkerhatz') {
    const heroes = page.getByRole('region', { name: 'Wähle deinen Helden' }).getByRole('button');
    // The bots pick first (kerkerhatz.spec.ts, heroChoice): one hero is left for Anna.
    await expect(heroes).toHaveCount(1, { timeout: 15_000 });
    await heroes.first().click();
    await expect(page.locator('.log-list')).toContainText('Aufgedeckt', { timeout: 15_000 });
  }
}

/** "12.5 px “Bot 3” (canvas)": a measured text for the test's output. */
const told = (t: Sized | undefined): string => (t ? `${t.px.toFixed(1)} px “${t.text}” (${t.where})` : 'none');

for (const { width, height, floor } of SCREENS)
  for (const { game, seats } of GAMES) {
    test(`the desk at ${width}×${height}: every text of a ${game} match with ${seats} seats is at least ${floor} px`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      await page.setViewportSize({ width, height });
      await deskTable(page, game, seats);
      // Every seat is drawn: the last bot's name is on the table (the canvas or the DOM's plates); no card is on its way.
      await expect.poll(async () => (await page.evaluate(visibleTexts)).some((t) => t.text.startsWith(`Bot ${seats}`)), { timeout: 15_000 }).toBe(true);
      await page.waitForFunction(
        () => !(window as unknown as { __kartenstube: { stage: { tweens: { running: boolean } } } }).__kartenstube.stage.tweens.running,
      );
      await page.screenshot({ path: `test-results/desk-${game}-${width}x${height}.png` });
      const texts = await page.evaluate(visibleTexts);
      // Something to measure: the bar, the log, the seats.
      expect(texts.length).toBeGreaterThan(10);
      const canvas = texts.find((t) => t.where === 'canvas');
      const dom = texts.find((t) => t.where !== 'canvas');
      console.log(`smallest text, ${game} at ${width}×${height}: DOM ${told(dom)}; canvas ${told(canvas)}`);
      const small = texts.filter((t) => t.px < floor - 0.01);
      expect(small, `texts under ${floor} px: ${JSON.stringify(small.slice(0, 8))}`).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
