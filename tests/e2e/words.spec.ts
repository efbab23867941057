/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';
import { newTable, openClient, test, watchErrors } from './support';

type Game = 'Überkochen' | 'Dreizehn' | 'Machtkampf' | 'Kerkerhatz';

/** Where a screenshot for a person to look at goes: KARTENSTUBE_SHOTS names a folder, else the test's output. */
function shotPath(name: string): string {
  const folder = process.env.KARTENSTUBE_SHOTS;
  return folder ? `${folder}/${name}` : test.info().outputPath(name);
}

/** A live table of one person against bots, started; for Kerkerhatz the hero is chosen. */
async function liveTable(page: Page, game: Game): Promise<void> {
  await openClient(page);
  if (game === 'Überkochen' || game === 'Dreizehn') {
    await newTable(page, game, ['here:Anna', 'bot:normal', 'bot:normal']);
  } else {
    await page.getByRole('button', { name: `Neuer Tisch: ${game}` }).click();
    await page.locator('#players').selectOption('3');
    await page.getByLabel('Platz 1: Name').fill('Anna');
    for (const seat of [2, 3]) await page.getByLabel(`Platz ${seat}: wer spielt`).selectOption('bot');
    if (game === 'Kerkerhatz') await page.getByLabel('Mit Uhr').uncheck();
    await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await expect(page.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  }
  await page.getByRole('button', { name: 'Partie starten' }).click();
}

/** The element that has the focus, as the test can name it. */
async function focused(page: Page): Promise<{ tag: string; classes: string; card: string | null; inHand: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      classes: el?.className ?? '',
      card: el?.dataset.card ?? null,
      inHand: !!el?.closest('.mk-hand, .kh-hand, .kh-heroes, .hit-layer, .hits, [aria-label="Deine Hand"]') || !!el?.classList.contains('card'),
    };
  });
}

/** Opens the rules from the bar, checks the worked example's card pictures, shoots it, and closes it with Escape. */
async function rulesRoundTrip(page: Page, game: Game, shot: string | null): Promise<void> {
  const button = page.getByRole('button', { name: 'Regeln', exact: true });
  await button.click();
  const panel = page.getByRole('dialog', { name: `Regeln: ${game}` });
  await expect(panel).toBeVisible();
  const example = panel.getByRole('region', { name: 'Ein Beispiel' });
  await expect(example).toBeVisible();
  // Card pictures: canvases of the table's faces for the pot games, the DOM faces for the others.
  const pictures = example.locator(game === 'Überkochen' || game === 'Dreizehn' ? 'canvas.ex-card' : '.kcard');
  expect(await pictures.count()).toBeGreaterThan(4);
  if (game === 'Überkochen' || game === 'Dreizehn') {
    // A drawn face, not a blank canvas: its pixels are not all one colour.
    const colours = await pictures.first().evaluate((canvas: HTMLCanvasElement) => {
      const c = canvas.getContext('2d');
      if (!c) return 0;
      const data = c.getImageData(0, 0, canvas.width, canvas.height).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 16) seen.add((data[i] ?? 0) * 65536 + (data[i + 1] ?? 0) * 256 + (data[i + 2] ?? 0));
      return seen.size;
    });
    expect(colours).toBeGreaterThan(3);
  }
  if (shot) {
    await example.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot });
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // The focus goes back to the rules button, the table is still there. The match went on beneath
  // the rules, so a panel it queued meanwhile (a real-time level can end while the rules are read)
  // comes next and has the focus instead: the one other place the focus may rightly be.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active?.classList.contains('rules-button')) return 'rules button';
        return active?.closest('[role="dialog"]') ? 'a panel the match queued' : `elsewhere: ${active?.tagName ?? 'nothing'}`;
      }),
    )
    .toMatch(/^(rules button|a panel the match queued)$/);
  await expect(page.locator('.table-shell')).toBeVisible();
}

for (const game of ['Überkochen', 'Dreizehn', 'Machtkampf', 'Kerkerhatz'] as const) {
  test(`${game}: the hand has the focus when the table opens, and the rules open over the live table with a worked example and close back to it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await liveTable(page, game);
    if (game === 'Kerkerhatz') {
      // The hero choice comes first: the focus is on it, so Enter takes a hero without a Tab.
      const heroes = page.getByRole('region', { name: 'Wähle deinen Helden' });
      await expect(heroes.getByRole('button')).toHaveCount(2, { timeout: 15_000 });
      await expect.poll(async () => (await focused(page)).classes).toContain('kh-hero');
      await page.keyboard.press('Enter');
      await expect(page.locator('.kh-hand .kh-card').first()).toBeVisible({ timeout: 15_000 });
      await expect.poll(async () => (await focused(page)).classes, { timeout: 15_000 }).toContain('kh-card');
    } else {
      await expect.poll(async () => (await focused(page)).inHand, { timeout: 15_000 }).toBe(true);
      expect((await focused(page)).tag).toBe('BUTTON');
    }
    const slug = { Überkochen: 'ueberkochen', Dreizehn: 'dreizehn', Machtkampf: 'machtkampf', Kerkerhatz: 'kerkerhatz' }[game];
    await rulesRoundTrip(page, game, shotPath(`${slug}-rules-1920.png`));
    expect(errors).toEqual([]);
  });
}

test('a phone holding a seat opens the rules from its hand and closes them back to it', async ({ openPage }) => {
  test.setTimeout(120_000);
  const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
  await openClient(tv);
  await newTable(tv, 'Überkochen', ['open', 'bot:random', 'bot:random'], true);
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const errors = watchErrors(phone);
  await phone.goto(`/?fast=1&room=${room}`);
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await phone.getByLabel('Dein Name').fill('Handy');
  await phone.getByRole('button', { name: 'Beitreten' }).click();
  await expect(tv.locator('.lobby-seats, .seats').first()).toContainText('Handy');
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  await expect(phone.getByRole('group', { name: 'Deine Hand' })).toBeVisible();
  await rulesRoundTrip(phone, 'Überkochen', shotPath('ueberkochen-rules-phone.png'));
  await expect(phone.getByRole('group', { name: 'Deine Hand' })).toBeVisible();
  // The TV table has its rules too.
  await rulesRoundTrip(tv, 'Überkochen', null);
  expect(errors).toEqual([]);
});

test('the rules screen from the start screen shows the same worked example, in English too', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openClient(page, '&lang=en');
  await page.getByRole('button', { name: 'Rules: Machtkampf' }).click();
  const example = page.getByRole('region', { name: 'An example' });
  await expect(example).toBeVisible();
  await expect(example).toContainText('Dan: pair of 6s');
  expect(await example.locator('.kcard').count()).toBeGreaterThan(4);
  await example.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('machtkampf-rules-screen-en.png') });
  await page.keyboard.press('Escape');
  await expect(example).toBeHidden();
  expect(errors).toEqual([]);
});
