import { expect, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { boxOf, openClient, test, watchErrors } from './support';

/**
 * A phone never refuses in silence: a card that cannot be played says why beside it, in the words
 * of the rules' refusal. Anna sits at a laptop and never moves, so once her turn has come the
 * phone's cards stay greyed for as long as the test looks.
 */

const REASON_MS = 2000;

/** A table at the laptop with Anna here, an open seat and a bot; the phone takes the open seat as "Handy" and the match starts. */
async function tableWithPhone(
  openPage: (options?: BrowserContextOptions) => Promise<Page>,
  game: string,
  short = false,
): Promise<{ laptop: Page; phone: Page }> {
  const laptop = await openPage({ viewport: { width: 1280, height: 720 } });
  await openClient(laptop);
  await laptop.getByRole('button', { name: `Neuer Tisch: ${game}` }).click();
  await laptop.locator('#players').selectOption('3');
  const seats = ['here', 'open', 'bot'];
  for (const [i, kind] of seats.entries()) await laptop.getByLabel(`Platz ${i + 1}: wer spielt`).selectOption(kind);
  await laptop.getByLabel('Platz 1: Name').fill('Anna');
  if (short) await laptop.getByLabel('Kurze Partie (bis 50 Punkte)').check();
  await laptop.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(laptop.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  const room = (await laptop.locator('.room-code').textContent()) ?? '';
  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await phone.goto(`/?fast=1&room=${room}`);
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  // The join screen says which game the code joins.
  await expect(phone.locator('.join-game')).toHaveText(`Du trittst Tisch ${room} bei: ${game}.`);
  await phone.getByLabel('Dein Name').fill('Handy');
  await phone.getByRole('button', { name: 'Beitreten' }).click();
  await expect(laptop.locator('.lobby-seats, .seats').first()).toContainText('Handy');
  await laptop.getByRole('button', { name: 'Partie starten' }).click();
  return { laptop, phone };
}

/** The refusal beside `card`: visible within REASON_MS, saying `words`, its box next to the card's. */
async function expectReasonBeside(phone: Page, card: Locator, words: RegExp): Promise<void> {
  const reason = phone.locator('.refusal');
  await expect(reason).toBeVisible({ timeout: REASON_MS });
  await expect(reason).toHaveText(words, { timeout: REASON_MS });
  const at = await boxOf(card);
  const box = await boxOf(reason);
  // Just above or below the card the person tapped, not somewhere else on the screen.
  expect(Math.min(Math.abs(box.y + box.height - at.y), Math.abs(box.y - (at.y + at.height)))).toBeLessThan(40);
}

for (const game of ['Überkochen', 'Dreizehn'] as const) {
  test(`${game}: a phone taps a card while another seat is to move and reads why beside it`, async ({ openPage }) => {
    test.setTimeout(120_000);
    const { phone } = await tableWithPhone(openPage, game);
    const errors = watchErrors(phone);
    const hand = phone.getByRole('group', { name: 'Deine Hand' });
    await expect(hand).toBeVisible({ timeout: 20_000 });
    const annasTurn = phone.locator('.ph-seats li.turn').filter({ hasText: 'Anna' });
    // Until Anna is to move, the phone plays its turns (a card, then a pot it may go to).
    for (let i = 0; i < 20 && !(await annasTurn.isVisible()); i++) {
      const playable = hand.locator('.ph-card[aria-pressed]');
      if ((await playable.count()) === 0) {
        await phone.waitForTimeout(50);
        continue;
      }
      await playable
        .first()
        .tap({ timeout: 2000 })
        .catch(() => undefined);
      await phone
        .locator('.ph-pile.target')
        .first()
        .tap({ timeout: 2000 })
        .catch(() => undefined);
    }
    await expect(annasTurn).toBeVisible();
    const card = hand.locator('.ph-card[aria-disabled="true"]').first();
    // A greyed card is aria-disabled (it plays nothing), which Playwright counts as not enabled; a finger still taps it.
    await card.tap({ force: true });
    await expectReasonBeside(phone, card, /^Du bist nicht am Zug\.$/);
    await phone.screenshot({ path: `test-results/refusal-${game}.png` });
    expect(errors).toEqual([]);
  });
}

test('Machtkampf: a phone taps a card while another seat is to move and reads why beside its hand', async ({ openPage }) => {
  test.setTimeout(120_000);
  const { phone } = await tableWithPhone(openPage, 'Machtkampf', true);
  const errors = watchErrors(phone);
  const hand = phone.getByRole('group', { name: 'Deine Hand' });
  await expect(hand.getByRole('button')).toHaveCount(16, { timeout: 20_000 });
  const annasTurn = phone.locator('.mk-hand-area .turn-line').filter({ hasText: 'Anna' });
  for (let i = 0; i < 50 && !(await annasTurn.isVisible()); i++) {
    for (const name of ['Passen', 'Vorschlag', 'Legen']) {
      const button = phone.getByRole('button', { name, exact: true });
      if (await button.isEnabled({ timeout: 500 }).catch(() => false)) await button.tap({ timeout: 1500 }).catch(() => undefined);
    }
    await phone.waitForTimeout(50);
  }
  await expect(annasTurn).toBeVisible();
  const card = hand.getByRole('button').first();
  await card.tap();
  await expect(phone.locator('.mk-selection')).toHaveText(/warte, bis du dran bist/, { timeout: REASON_MS });
  await expect(phone.getByRole('button', { name: 'Legen', exact: true })).toBeDisabled();
  await phone.screenshot({ path: 'test-results/refusal-Machtkampf.png' });
  expect(errors).toEqual([]);
});
