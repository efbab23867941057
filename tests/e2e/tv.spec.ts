/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, type Page } from '@playwright/test';
import { test, visibleTexts, watchErrors } from './support';

const GAMES = [
  { game: 'Überkochen', phones: 1, bots: 3 },
  { game: 'Dreizehn', phones: 1, bots: 3 },
  { game: 'Machtkampf', phones: 1, bots: 3 },
  // Two phones and no bots: the real-time dungeon waits for them, so the table holds still to be measured.
  { game: 'Kerkerhatz', phones: 2, bots: 0 },
] as const;

async function tvTable(tv: Page, game: string, phones: number, bots: number): Promise<string> {
  await tv.goto('/?fast=1');
  await expect(tv.locator('body')).toHaveAttribute('data-ready', 'true');
  await tv.getByRole('button', { name: `Neuer Tisch: ${game}` }).click();
  await tv.locator('#players').selectOption(String(phones + bots));
  for (let seat = 1; seat <= phones + bots; seat++) await tv.getByLabel(`Platz ${seat}: wer spielt`).selectOption(seat <= phones ? 'open' : 'bot');
  if (game === 'Kerkerhatz') await tv.getByLabel('Mit Uhr').uncheck();
  await tv.getByLabel(/TV-Modus/).check();
  await tv.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(tv.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  return (await tv.locator('.room-code').textContent()) ?? '';
}

for (const { game, phones, bots } of GAMES) {
  test(`TV mode at 1920×1080: every text during a ${game} match is at least 24 px, and the table code and QR code stay in view`, async ({ openPage }) => {
    test.setTimeout(120_000);
    const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(tv);
    const room = await tvTable(tv, game, phones, bots);
    const hands: Page[] = [];
    for (let n = 1; n <= phones; n++) {
      const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      await phone.goto(`/?fast=1&room=${room}`);
      await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
      await phone.getByLabel('Dein Name').fill(`Handy ${n}`);
      await phone.getByRole('button', { name: 'Beitreten' }).click();
      await expect(tv.locator('.lobby-seats')).toContainText(`Handy ${n}`);
      hands.push(phone);
    }
    await tv.getByRole('button', { name: 'Partie starten' }).click();
    if (game === 'Kerkerhatz') {
      // Each phone takes a hero; then the first dungeon card is turned over.
      for (const phone of hands) {
        const heroes = phone.getByRole('region', { name: 'Wähle deinen Helden' }).getByRole('button');
        await expect(heroes.first()).toBeVisible({ timeout: 15_000 });
        await heroes.first().click();
        await expect(heroes).toHaveCount(0, { timeout: 15_000 });
      }
      await expect(tv.locator('.log-list')).toContainText('Aufgedeckt', { timeout: 15_000 });
    }
    // The table is drawn: the canvas names the first phone's seat.
    await expect.poll(async () => (await tv.evaluate(visibleTexts)).some((t) => t.where === 'canvas' && t.text.startsWith('Handy 1')), { timeout: 15_000 }).toBe(true);

    const corner = tv.getByRole('complementary', { name: 'Mitspielen: Tisch' });
    await expect(corner).toBeVisible();
    await expect(corner).toContainText(room);
    await expect(corner.getByRole('img', { name: /QR-Code zum Beitreten: http.*room=/ })).toBeVisible();
    const qr = await corner.getByRole('img').boundingBox();
    expect(qr?.width ?? 0).toBeGreaterThanOrEqual(120);

    const texts = await tv.evaluate(visibleTexts);
    // Something to measure: the bar, the log, the seats (on the canvas or in the DOM).
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter((t) => t.where === 'canvas').length).toBeGreaterThan(0);
    const small = texts.filter((t) => t.px < 24);
    expect(small, `texts under 24 px: ${JSON.stringify(small.slice(0, 8))}`).toEqual([]);
    expect(errors).toEqual([]);
  });
}
