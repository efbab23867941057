/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { boxOf, test, visibleTexts, watchErrors, type Box } from './support';

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

/** Seats `phones` phones at the TV's table (named Handy 1, Handy 2, …), each in its own browser context. */
async function joinPhones(tv: Page, room: string, phones: number, openPage: (options?: BrowserContextOptions) => Promise<Page>): Promise<Page[]> {
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
  return hands;
}

/** Whether two boxes overlap (touching edges do not). */
function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The TV's screens: the usual landscape one, and the same 1080 px short side standing up (the type follows the short side). */
const SCREENS = [
  { width: 1920, height: 1080, games: GAMES },
  { width: 1080, height: 1920, games: GAMES.filter(({ game }) => game === 'Überkochen' || game === 'Machtkampf') },
] as const;

for (const { width, height, games } of SCREENS)
  for (const { game, phones, bots } of games) {
    test(`TV mode at ${width}×${height}: every text during a ${game} match is at least 24 px, and the table code and QR code stay in view`, async ({
      openPage,
    }) => {
      test.setTimeout(120_000);
      const tv = await openPage({ viewport: { width, height } });
      const errors = watchErrors(tv);
      const room = await tvTable(tv, game, phones, bots);
      const hands = await joinPhones(tv, room, phones, openPage);
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
      await expect
        .poll(async () => (await tv.evaluate(visibleTexts)).some((t) => t.where === 'canvas' && t.text.startsWith('Handy 1')), { timeout: 15_000 })
        .toBe(true);

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

for (const game of ['Überkochen', 'Dreizehn'] as const) {
  test(`TV mode on a portrait screen (1080×1920): ${game}'s piles, draw pile and the corner with the table code do not overlap, and the corner is wholly in view`, async ({
    openPage,
  }) => {
    test.setTimeout(120_000);
    const width = 1080;
    const height = 1920;
    const tv = await openPage({ viewport: { width, height } });
    const errors = watchErrors(tv);
    const room = await tvTable(tv, game, 1, 3);
    await joinPhones(tv, room, 1, openPage);
    await tv.getByRole('button', { name: 'Partie starten' }).click();
    const piles = tv.locator('.hit.pile');
    await expect(piles).toHaveCount(3, { timeout: 15_000 });
    const corner = tv.getByRole('complementary', { name: 'Mitspielen: Tisch' });
    await expect(corner).toContainText(room);
    // The corner lies wholly inside the screen, and so do its QR code and the table code (they are not cut off at the right edge).
    const inView = (box: Box): boolean => box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
    for (const part of [corner, corner.getByRole('img'), corner.getByText(room, { exact: true })])
      await expect.poll(async () => inView(await boxOf(part)), { message: `${String(part)} in view` }).toBe(true);
    // Dreizehn's draw pile stands clear of the three boards; nothing lies under the corner.
    const drawPile = tv.getByRole('img', { name: /^Nachziehstapel: \d+ Karten?$/ });
    await expect(drawPile).toHaveCount(game === 'Dreizehn' ? 1 : 0);
    await expect
      .poll(async () => {
        const boxes = await Promise.all((await piles.all()).map(boxOf));
        const others = game === 'Dreizehn' ? [await boxOf(drawPile)] : [];
        const cornerBox = await boxOf(corner);
        return [...others, cornerBox].flatMap((box) => boxes.filter((pile) => intersects(box, pile))).length;
      })
      .toBe(0);
    if (game === 'Dreizehn') expect(intersects(await boxOf(drawPile), await boxOf(corner))).toBe(false);
    expect(errors).toEqual([]);
  });
}

test('TV set-up: TV mode comes first, opens every seat of a person here for a phone, says when the TV would show a hand, and keeps “Tisch eröffnen” in view (720p, 1080p, 4K, portrait)', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
  const errors = watchErrors(tv);
  await tv.goto('/?fast=1');
  await expect(tv.locator('body')).toHaveAttribute('data-ready', 'true');
  await tv.getByRole('button', { name: 'Neuer Tisch: Überkochen' }).click();
  const form = tv.locator('form.new-table');
  await expect(form.locator('input, select').first()).toHaveAttribute('id', 'tv');
  await tv.locator('#players').selectOption('4');
  await tv.getByLabel('Platz 2: wer spielt').selectOption('here');
  await tv.getByLabel('Platz 2: Name').fill('Ben');
  const note = form.getByRole('alert').filter({ hasText: 'Fernseher' });
  await tv.getByLabel(/TV-Modus/).check();
  for (const seat of [1, 2]) await expect(tv.getByLabel(`Platz ${seat}: wer spielt`)).toHaveValue('open');
  await expect(note).toHaveCount(0);
  // A person at the TV after all: the form says whose cards the TV would show.
  await tv.getByLabel('Platz 1: wer spielt').selectOption('here');
  await expect(note).toHaveText(
    'Achtung: Der Fernseher zeigt die Karten von Platz 1 offen. Stelle den Platz auf „Offen (Handy oder LAN)“, dann spielt die Person am Handy.',
  );
  await tv.screenshot({ path: 'test-results/newtable-tv-hand-1920x1080.png' });
  await tv.getByLabel('Platz 1: wer spielt').selectOption('open');
  await expect(note).toHaveCount(0);
  // TV mode off gives Ben his seat here back; on again opens it.
  await tv.getByLabel(/TV-Modus/).uncheck();
  await expect(tv.getByLabel('Platz 2: Name')).toHaveValue('Ben');
  await tv.getByLabel(/TV-Modus/).check();
  await expect(tv.getByLabel('Platz 2: wer spielt')).toHaveValue('open');
  await tv.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(tv.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  await tv.getByRole('button', { name: 'Verlassen' }).click();

  // The next table on this screen starts in TV mode, every seat open for a phone, in the TV's large type.
  await tv.getByRole('button', { name: 'Neuer Tisch: Überkochen' }).click();
  await expect(tv.getByLabel(/TV-Modus/)).toBeChecked();
  await expect(tv.getByLabel('Platz 1: wer spielt')).toHaveValue('open');
  await expect(tv.locator('html')).toHaveClass(/\btv\b/);
  const open = tv.getByRole('button', { name: 'Tisch eröffnen' });
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
    { width: 3840, height: 2160 },
    { width: 1080, height: 1920 },
  ]) {
    await tv.setViewportSize(size);
    await expect
      .poll(
        async () => {
          const box = await boxOf(open);
          return box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
        },
        { message: `“Tisch eröffnen” in view at ${size.width}×${size.height}` },
      )
      .toBe(true);
    await tv.screenshot({ path: `test-results/newtable-tv-${size.width}x${size.height}.png` });
  }
  await open.click();
  await expect(tv.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  expect(errors).toEqual([]);
});

test('“Spieleabend am TV” on the start screen opens the chosen game’s new table in TV mode, every seat open for a phone or a bot', async ({ openPage }) => {
  const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
  const errors = watchErrors(tv);
  await tv.goto('/?fast=1');
  await expect(tv.locator('body')).toHaveAttribute('data-ready', 'true');
  await tv.screenshot({ path: 'test-results/start-tv-night-1920x1080.png' });
  await tv.getByRole('button', { name: 'Spieleabend am TV' }).click();
  await expect(tv.getByRole('heading', { name: 'Spieleabend am TV' })).toBeVisible();
  await tv.getByRole('button', { name: 'Dreizehn', exact: true }).click();
  await expect(tv.getByRole('heading', { name: 'Neuer Tisch: Dreizehn' })).toBeVisible();
  await expect(tv.getByLabel(/TV-Modus/)).toBeChecked();
  await expect(tv.getByLabel('Platz 1: wer spielt')).toHaveValue('open');
  await expect(tv.getByRole('option', { name: 'Mensch an diesem Gerät', selected: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});
