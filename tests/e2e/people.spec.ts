import { expect } from '@playwright/test';
import { expectDrawnTable, newTable, openClient, playOne, test, watchErrors } from './support';

test.describe.configure({ timeout: 90_000 });

test('hot-seat: two people share a device, and the pass screen hides the hands between them', async ({ page }) => {
  const errors = watchErrors(page);
  await openClient(page);
  await newTable(page, 'Überkochen', ['here:Anna', 'here:Ben', 'bot:normal']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  // Seat 0 deals, so Ben (seat 1) leads the first round.
  const pass = page.getByRole('dialog', { name: 'Gib das Gerät an Ben' });
  await expect(pass).toBeVisible();
  await expect(page.locator('.hit.card')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ich bin Ben – Karten zeigen' }).click();
  await expect(page.locator('.hit.card[aria-pressed]').first()).toBeVisible();
  expect(await playOne(page)).toBe(true);
  // The bot plays, then Anna's turn: the device goes to her first.
  await expect(page.getByRole('dialog', { name: 'Gib das Gerät an Anna' })).toBeVisible();
  await expect(page.locator('.hit.card')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ich bin Anna – Karten zeigen' }).click();
  expect(await playOne(page)).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Gib das Gerät an Ben' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('LAN and TV: the TV shows the table and the QR code, a phone joins from a second browser and plays its hand', async ({ openPage }) => {
  const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
  const errors = watchErrors(tv);
  await openClient(tv);
  await newTable(tv, 'Dreizehn', ['open', 'bot:normal', 'bot:random'], true);
  await expect(tv.getByRole('img', { name: /QR-Code zum Beitreten/ })).toBeVisible();
  const url = (await tv.locator('[data-join-url]').getAttribute('data-join-url')) ?? '';
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  expect(url).toContain(`room=${room}`);
  await expect(tv.getByRole('button', { name: /Noch 1 Platz/ })).toBeDisabled();

  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phoneErrors = watchErrors(phone);
  await openClient(phone, `&room=${room}`);
  await phone.getByLabel('Dein Name').fill('Clara');
  await phone.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(tv.locator('.lobby-seats')).toContainText('Clara');
  await tv.getByRole('button', { name: 'Partie starten' }).click();

  // The TV never shows a hand; the phone holds Clara's.
  await expect(tv.getByRole('button', { name: /^Zielscheibe 1/ })).toBeVisible();
  await expect(tv.locator('.hit.card')).toHaveCount(0);
  await expect(phone.locator('.hit.card')).toHaveCount(5);
  await expectDrawnTable(tv, 0);
  // A single seat on a phone gets the hand-only view (drawn in the DOM, not on the canvas).
  await expect(phone.locator('.table-screen.phone')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('dreizehn-phone.png') });
  await tv.screenshot({ path: test.info().outputPath('dreizehn-tv.png') });
  // Clara (seat 0) dealt; she plays once the two bots have.
  const playable = phone.locator('.ph-card[aria-pressed]');
  await expect(playable.first()).toBeVisible();
  await playable.first().tap();
  await phone.locator('.ph-pile.target').first().tap();
  await expect(tv.locator('.log-list')).toContainText('Clara');
  expect(errors).toEqual([]);
  expect(phoneErrors).toEqual([]);
});

test('keyboard only: arrows and Enter pick a card and its pot, with a visible focus ring', async ({ page }) => {
  await openClient(page);
  await newTable(page, 'Überkochen', ['here:Kai', 'bot:normal', 'bot:normal']);
  await page.keyboard.press('Enter');
  await expect(page.locator('.hit.card[aria-pressed]').first()).toBeVisible();
  const played = page.locator('.log-list li');
  for (let move = 0; move < 3; move++) {
    await expect(page.locator('.hit.card[aria-pressed]').first()).toBeVisible();
    const before = await played.count();
    await page.locator('.hit.card').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const target = page.locator('.hit.pile.target');
    await expect(target.first()).toBeFocused();
    const outline = await target.first().evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await expect.poll(() => played.count()).toBeGreaterThan(before);
  }
});

test('a reload takes the seat back: the start screen offers to resume the match', async ({ page }) => {
  await openClient(page);
  await newTable(page, 'Dreizehn', ['here:Dora', 'bot:normal', 'bot:normal']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  await expect(page.locator('.hit.card')).toHaveCount(5);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: /^Partie fortsetzen: Dreizehn/ }).click();
  await expect(page.locator('.hit.card')).toHaveCount(5);
  await expect(page.getByRole('button', { name: /^Zielscheibe 1/ })).toBeVisible();
});

test('a phone that joined by the link gets its seat back on reload, without typing anything', async ({ openPage }) => {
  const tv = await openPage({ viewport: { width: 1280, height: 800 } });
  await openClient(tv);
  await newTable(tv, 'Dreizehn', ['open', 'bot:normal', 'bot:random'], true);
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  // The phone's own context, kept across the reload: its saved seat lives in that context's storage.
  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phoneErrors = watchErrors(phone);
  await openClient(phone, `&room=${room}`);
  await phone.getByLabel('Dein Name').fill('Clara');
  await phone.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(tv.locator('.lobby-seats')).toContainText('Clara');
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  await expect(phone.locator('.ph-card')).toHaveCount(5);

  // The join link is still the page's address: a reload lands back in Clara's seat, not on the join screen ("no free seat").
  await phone.reload();
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(phone.locator('.ph-card')).toHaveCount(5);
  await expect(phone.getByLabel('Dein Name')).toHaveCount(0);
  expect(phoneErrors).toEqual([]);
});
