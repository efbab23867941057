/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, test, type Page } from '@playwright/test';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** A Kerkerhatz table for one person and bot teammates at a level; the match is started. */
async function startLevel(page: Page, level: number, bots: number, clock = true): Promise<void> {
  await page.goto('/?fast=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  await page.locator('#players').selectOption(String(bots + 1));
  for (let seat = 2; seat <= bots + 1; seat++) await page.getByLabel(`Platz ${seat}: wer spielt`).selectOption('bot');
  await page.getByRole('spinbutton', { name: 'Stufe' }).fill(String(level));
  if (!clock) await page.getByLabel('Mit Uhr').uncheck();
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(page.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  await page.getByRole('button', { name: 'Partie starten' }).click();
}

/** The key (1 … 9, 0) of the first card in hand that counts toward what the dungeon card still needs, else the first card. */
async function usefulKey(page: Page): Promise<string | null> {
  const index = await page.evaluate(() => {
    const symbols: Record<string, string> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };
    const needs = [...document.querySelectorAll('.kh-needs li')].map((li) => li.textContent ?? '');
    const wanted = new Set(needs.flatMap((text) => Object.entries(symbols).flatMap(([symbol, suit]) => (text.includes(symbol) ? [suit] : []))));
    const any = needs.some((text) => !Object.keys(symbols).some((symbol) => text.includes(symbol)));
    const cards = [...document.querySelectorAll<HTMLElement>('.kh-card')].map((b) => ({ card: b.dataset.card ?? '', on: b.getAttribute('aria-disabled') !== 'true' }));
    const useful = cards.findIndex((c) => c.on && (any || wanted.has(c.card.slice(-1)) || c.card.startsWith('X') || c.card.startsWith('Q')));
    return useful >= 0 ? useful : cards.findIndex((c) => c.on);
  });
  return index >= 0 && index < 10 ? String((index + 1) % 10) : null;
}

test('keyboard only: a Kerkerhatz level with a bot teammate, played to the win or loss screen and the campaign map', async ({ page }) => {
  test.setTimeout(420_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await startLevel(page, 1, 1);

  // The hero is chosen with the keyboard: focus moves along the hero buttons, Enter takes one.
  const heroes = page.getByRole('region', { name: 'Wähle deinen Helden' });
  await expect(heroes).toBeVisible();
  await heroes.getByRole('button').first().focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('.kh-current')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('timer', { name: 'Uhr' })).toHaveText(/^\d:\d\d$/);
  await expect(page.locator('.kh-deck strong')).toHaveText(/^\d+$/);
  await page.screenshot({ path: 'test-results/kerkerhatz-tv.png' });

  const result = page.getByRole('dialog', { name: /Gewonnen!|Verloren/ });
  for (let i = 0; i < 3000 && !(await result.isVisible()); i++) {
    const key = await usefulKey(page);
    if (key) await page.keyboard.press(key);
    await page.waitForTimeout(120);
  }
  await expect(result).toBeVisible();
  await expect(result.getByRole('list', { name: 'Kampagne' }).getByRole('listitem')).toHaveCount(5);
  await page.screenshot({ path: 'test-results/kerkerhatz-result.png' });

  // The campaign goes on from the result: the next level after a win, the same after a loss.
  const won = await page.getByRole('dialog', { name: 'Gewonnen!' }).isVisible();
  await result.getByRole('button', { name: /Weiter zu Stufe|Stufe \d spielen/ }).press('Enter');
  await expect(page.getByRole('region', { name: 'Wähle deinen Helden' })).toBeVisible();
  await expect(page.locator('.hud .round')).toHaveText(won ? 'Stufe 2' : 'Stufe 1');
  expect(errors).toEqual([]);
});

test('Finsternis: in the dark the table shows no count of what the card still needs, and callouts are off', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  // The host decides when it is dark; here every view the client gets is made dark, as the host sends it then.
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const data = JSON.parse(String(message)) as { type?: string; view?: { game?: string; dark?: boolean; current?: { remaining: unknown } | null } };
      if (data.type === 'view' && data.view?.game === 'kerkerhatz' && data.view.current) {
        data.view.dark = true;
        data.view.current.remaining = null;
      }
      ws.send(JSON.stringify(data));
    });
  });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await startLevel(page, 1, 1, false);
  await page.getByRole('region', { name: 'Wähle deinen Helden' }).getByRole('button').first().click();
  await expect(page.locator('.kh-current')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.dt-table.kh.dark')).toBeVisible();
  await expect(page.getByLabel('Braucht noch')).toHaveText(/selbst/);
  await expect(page.locator('.kh-needs li')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ich habe ♥!' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/kerkerhatz-dark.png' });
  expect(errors).toEqual([]);
});

test('a phone holds a Kerkerhatz seat: hand, power and callouts with big touch targets', async ({ browser }) => {
  test.setTimeout(120_000);
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await tv.goto('/?fast=1');
  await expect(tv.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await tv.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  await tv.locator('#players').selectOption('2');
  await tv.getByLabel('Platz 1: wer spielt').selectOption('open');
  await tv.getByLabel('Platz 2: wer spielt').selectOption('bot');
  await tv.getByLabel('Mit Uhr').uncheck();
  await tv.getByRole('button', { name: 'Tisch eröffnen' }).click();
  const room = (await tv.locator('.room-code').textContent()) ?? '';

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const errors = watchErrors(phone);
  await phone.goto(`/?fast=1&room=${room}`);
  await phone.getByLabel('Dein Name').fill('Handy');
  await phone.getByRole('button', { name: 'Beitreten' }).click();
  await expect(tv.locator('.lobby-seats, .seats').first()).toContainText('Handy');
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  await phone.getByRole('region', { name: 'Wähle deinen Helden' }).getByRole('button').first().tap();
  await expect(phone.locator('.dt-table.kh.phone')).toBeVisible();
  await expect(phone.getByRole('group', { name: 'Deine Hand' }).getByRole('button')).toHaveCount(5);
  const box = await phone.getByRole('button', { name: 'Ich habe ♥!' }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expect(tv.locator('.kh-board')).toBeVisible();
  await expect(tv.getByRole('group', { name: 'Deine Hand' })).toHaveCount(0);
  await phone.screenshot({ path: 'test-results/kerkerhatz-phone.png' });
  await tv.screenshot({ path: 'test-results/kerkerhatz-tv-table.png' });
  expect(errors).toEqual([]);
});

test('a card play shows at once and goes back into the hand when the host refuses it', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  // Every card play is answered with the refusal the host gives for a stale target, a moment later.
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const data = JSON.parse(String(message)) as { type?: string; ref?: number; move?: { type?: string } };
      if (data.type === 'move' && data.move?.type === 'play') {
        const refusal = { type: 'error', code: 'kerkerhatz.staleTarget', message: 'Die Karte liegt nicht mehr in der Mitte – deine Karte bleibt auf der Hand.', ref: data.ref };
        setTimeout(() => ws.send(JSON.stringify(refusal)), 700);
        return;
      }
      server.send(message);
    });
    server.onMessage((message) => ws.send(message));
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await startLevel(page, 1, 1, false);
  await page.getByRole('region', { name: 'Wähle deinen Helden' }).getByRole('button').first().click();
  const hand = page.getByRole('group', { name: 'Deine Hand' });
  await expect(hand.locator('.kh-card:not([aria-disabled="true"])').first()).toBeVisible({ timeout: 15_000 });
  const card = (await hand.locator('.kh-card:not([aria-disabled="true"])').first().getAttribute('data-card')) ?? '';
  await hand.locator(`[data-card="${card}"]`).click();
  await expect(hand.locator(`[data-card="${card}"]`)).toHaveCount(0, { timeout: 500 });
  await expect(page.getByRole('alert').filter({ hasText: 'bleibt auf der Hand' })).toBeVisible();
  await expect(hand.locator(`[data-card="${card}"]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});
