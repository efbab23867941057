import { expect, type Page } from '@playwright/test';
import { boxOf, openClient, test, watchErrors, type Box } from './support';

/**
 * A phone whose views can be cut to a short hand: once `short` is set, every view the host sends
 * shows only the first two cards of the phone's hand (as late in a round), so the layout of a
 * short hand can be looked at without playing a whole round.
 */
async function phoneWithShortHand(phone: Page): Promise<{ short: boolean }> {
  const wire = { short: false };
  await phone.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const data = JSON.parse(String(message)) as { type?: string; view?: { hand?: unknown[] | null; handSizes?: number[]; viewer?: unknown } };
      if (!wire.short || data.type !== 'view' || !Array.isArray(data.view?.hand)) {
        ws.send(message);
        return;
      }
      data.view.hand = data.view.hand.slice(0, 2);
      if (typeof data.view.viewer === 'number' && data.view.handSizes) data.view.handSizes[data.view.viewer] = 2;
      ws.send(JSON.stringify(data));
    });
  });
  return wire;
}

const GAMES = [
  { game: 'Überkochen', card: '.ph-hand .ph-card', above: '.ph-piles', below: null },
  { game: 'Dreizehn', card: '.ph-hand .ph-card', above: '.ph-piles', below: null },
  { game: 'Machtkampf', card: '.mk-hand .mk-card', above: '.mk-hand-info', below: '.mk-actions' },
] as const;

const bottom = (box: Box): number => box.y + box.height;

for (const { game, card, above, below } of GAMES) {
  test(`a ${game} phone with two cards left draws them thumb-sized and leaves no empty band around them`, async ({ openPage }) => {
    test.setTimeout(120_000);
    const tv = await openPage({ viewport: { width: 1280, height: 800 } });
    await openClient(tv);
    await tv.getByRole('button', { name: `Neuer Tisch: ${game}` }).click();
    await tv.locator('#players').selectOption('4');
    await tv.getByLabel('Platz 1: wer spielt').selectOption('open');
    for (let seat = 2; seat <= 4; seat++) await tv.getByLabel(`Platz ${seat}: wer spielt`).selectOption('bot');
    await tv.getByRole('button', { name: 'Tisch eröffnen' }).click();
    const room = (await tv.locator('.room-code').textContent()) ?? '';

    const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const errors = watchErrors(phone);
    const wire = await phoneWithShortHand(phone);
    await phone.goto(`/?fast=1&room=${room}`);
    await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await phone.getByLabel('Dein Name').fill('Handy');
    await phone.getByRole('button', { name: 'Beitreten' }).click();
    await expect(tv.locator('.lobby-seats')).toContainText('Handy');
    await tv.getByRole('button', { name: 'Partie starten' }).click();
    const cards = phone.locator(card);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(4);
    const full = await boxOf(cards.first());

    // The phone comes back (its seat kept) and is sent a hand of two.
    wire.short = true;
    await phone.reload();
    await expect(cards).toHaveCount(2, { timeout: 20_000 });
    const few = await boxOf(cards.first());
    // Thumb-sized (at least 72 px wide, a full hand's are about 55), and no smaller than the cards of the full hand.
    expect(few.width).toBeGreaterThanOrEqual(Math.max(72, full.width));
    const hand = await boxOf(cards.last());
    const top = bottom(await boxOf(phone.locator(above)));
    if (below) {
      // The cards sit in the middle between what to do and the buttons.
      const gapAbove = few.y - top;
      const gapBelow = (await boxOf(phone.locator(below))).y - bottom(hand);
      expect(Math.abs(gapAbove - gapBelow)).toBeLessThan(60);
    } else {
      // The piles grow into the height the short hand leaves.
      expect(few.y - top).toBeLessThan(844 * 0.25);
    }
    expect(errors).toEqual([]);
  });
}
