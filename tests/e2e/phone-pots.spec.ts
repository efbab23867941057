import { expect, type Page } from '@playwright/test';
import { boxOf, expectDrawnTable, newTable, openClient, test, watchErrors } from './support';

/** The number of cards this phone's seat holds, as its seats strip says ("12 Karten · 0"). */
async function ownHandSize(phone: Page): Promise<number> {
  const text = (await phone.locator('.ph-seats li.you .ph-seat-info').textContent()) ?? '';
  return Number(/^(\d+)/.exec(text)?.[1] ?? NaN);
}

const GAMES = [
  { game: 'Überkochen', slug: 'ueberkochen', pile: /Herztopf: \d+ von \d+/, play: /in den .*topf legen/ },
  { game: 'Dreizehn', slug: 'dreizehn', pile: /Zielscheibe 1.*: \d+ von \d+/, play: /auf Zielscheibe \d legen/ },
] as const;

for (const { game, slug, pile, play } of GAMES)
  test(`a phone joins a ${game} table by room code and plays its seat from the phone hand`, async ({ openPage }) => {
    test.setTimeout(120_000);
    const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
    const tvErrors = watchErrors(tv);
    await openClient(tv);
    await newTable(tv, game, ['open', 'bot:random', 'bot:random'], true);
    const room = (await tv.locator('.room-code').textContent()) ?? '';

    const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const phoneErrors = watchErrors(phone);
    await phone.goto(`/?fast=1&room=${room}`);
    await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await phone.getByLabel('Dein Name').fill('Handy');
    await phone.getByRole('button', { name: 'Beitreten' }).click();
    await expect(tv.locator('.lobby-seats, .seats').first()).toContainText('Handy');
    await tv.getByRole('button', { name: 'Partie starten' }).click();

    // The phone shows its own hand and the three piles with their sums, nothing of the other seats' hands.
    await expect(phone.locator('.table-screen.phone')).toBeVisible();
    const hand = phone.getByRole('group', { name: 'Deine Hand' });
    await expect(hand).toBeVisible();
    const pots = phone.locator('.ph-pile');
    await expect(pots).toHaveCount(3);
    await expect(pots.first()).toHaveAccessibleName(pile);
    await expect(phone.locator('.ph-seats li.turn')).toHaveCount(1);
    const size = await ownHandSize(phone);
    expect(size).toBeGreaterThan(0);
    await expect(hand.getByRole('button')).toHaveCount(size);
    await expect(phone.locator('.hit.card')).toHaveCount(size);

    // Big touch targets.
    for (const target of [hand.getByRole('button').first(), pots.first()]) {
      const box = await boxOf(target);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }

    // The TV shows the table and never a hand.
    await expect(tv.locator('.table-screen.phone')).toHaveCount(0);
    await expect(tv.locator('.hit.card')).toHaveCount(0);
    await expect(tv.getByRole('group', { name: 'Deine Hand' })).toHaveCount(0);
    await expectDrawnTable(tv);

    // Wait for this seat's turn, then tap a card and a pot the host allows.
    const playable = hand.locator('.ph-card[aria-pressed]');
    await expect(playable.first()).toBeVisible({ timeout: 30_000 });
    await expect(phone.locator('.ph-seats li.you.turn')).toBeVisible();
    await phone.screenshot({ path: `test-results/phone-${slug}-turn.png` });
    await playable.first().tap();
    await expect(hand.locator('.ph-card.selected')).toHaveCount(1);
    const target = phone.locator('.ph-pile.target').first();
    await expect(target).toBeVisible();
    await expect(target).toHaveAccessibleName(play);
    await phone.screenshot({ path: `test-results/phone-${slug}-selected.png` });
    await target.tap();
    // The host took the move: the table's log says so (Dreizehn refills the hand from the draw pile).
    await expect(tv.locator('.log-list')).toContainText('Handy legt', { timeout: 10_000 });
    await expect(hand.locator('.ph-card.selected')).toHaveCount(0);
    await phone.screenshot({ path: `test-results/phone-${slug}-played.png` });
    // The log opens over the hand and closes again.
    await phone.getByRole('button', { name: 'Verlauf' }).tap();
    await expect(phone.locator('.log-list')).toContainText('Handy legt');
    await phone.screenshot({ path: `test-results/phone-${slug}-log.png` });
    await phone.getByRole('button', { name: 'Verlauf' }).tap();
    await expect(phone.locator('.log')).toBeHidden();
    await tv.screenshot({ path: `test-results/phone-${slug}-tv.png` });

    expect(phoneErrors).toEqual([]);
    expect(tvErrors).toEqual([]);
  });
