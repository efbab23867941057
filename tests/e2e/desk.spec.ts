/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, type Page } from '@playwright/test';
import { test, visibleTexts, watchErrors } from './support';

/** The desk's smallest type (text.ts, DESK_FLOOR): what a laptop at arm's length still reads. */
const DESK_FLOOR = 12;

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

for (const { game, seats } of GAMES) {
  test(`a laptop at 1280×720: every text of a ${game} match with ${seats} seats is at least ${DESK_FLOOR} px`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await deskTable(page, game, seats);
    // Every seat is drawn: the last bot's name is on the table (the canvas or the DOM's plates).
    await expect.poll(async () => (await page.evaluate(visibleTexts)).some((t) => t.text.startsWith(`Bot ${seats}`)), { timeout: 15_000 }).toBe(true);
    const texts = await page.evaluate(visibleTexts);
    // Something to measure: the bar, the log, the seats.
    expect(texts.length).toBeGreaterThan(10);
    const small = texts.filter((t) => t.px < DESK_FLOOR);
    expect(small, `texts under ${DESK_FLOOR} px: ${JSON.stringify(small.slice(0, 8))}`).toEqual([]);
    expect(errors).toEqual([]);
  });
}
