import { expect } from '@playwright/test';
import { newTable, openClient, test } from './support';

test('a card dragged onto a pot it may go into is played', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openClient(page);
  await newTable(page, 'Überkochen', ['here:Mia', 'bot:normal', 'bot:normal']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  const card = page.locator('.hit.card[aria-pressed]').first();
  await expect(card).toBeVisible();
  const code = (await card.getAttribute('data-card')) ?? '';
  const suit = code.slice(-1);
  const pot = page.getByRole('button', { name: suit === 'S' || suit === 'H' ? /^Herztopf/ : suit === 'D' ? /^Karotopf/ : /^Kreuztopf/ });
  const from = await card.boundingBox();
  const to = await pot.boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 40, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.locator('.log-list')).toContainText('Mia legt');
  await expect(page.locator(`.hit.card[data-card="${code}"]`)).toHaveCount(0);
});

test('a gamepad moves the focus with its d-pad and plays with A', async ({ page }) => {
  await page.addInitScript(() => {
    const pad = {
      id: 'test pad',
      index: 0,
      connected: true,
      axes: [0, 0, 0, 0],
      buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
    };
    (window as unknown as { __pad: typeof pad }).__pad = pad;
    Object.defineProperty(navigator, 'getGamepads', { value: () => [pad] });
  });
  await openClient(page);
  await newTable(page, 'Überkochen', ['here:Pia', 'bot:normal', 'bot:normal']);
  await page.evaluate(() => window.dispatchEvent(new Event('gamepadconnected')));
  const press = async (button: number): Promise<void> => {
    await page.evaluate(
      (b) => (((window as unknown as { __pad: { buttons: { pressed: boolean }[] } }).__pad.buttons[b] as { pressed: boolean }).pressed = true),
      button,
    );
    await page.waitForTimeout(120);
    await page.evaluate(
      (b) => (((window as unknown as { __pad: { buttons: { pressed: boolean }[] } }).__pad.buttons[b] as { pressed: boolean }).pressed = false),
      button,
    );
    await page.waitForTimeout(120);
  };
  await expect(page.getByRole('button', { name: 'Partie starten' })).toBeFocused();
  await press(0);
  await expect(page.locator('.hit.card[aria-pressed]').first()).toBeVisible();
  await page.locator('.hit.card').first().focus();
  await press(15);
  await expect(page.locator('.hit.card').nth(1)).toBeFocused();
  await press(0);
  await expect(page.locator('.hit.pile.target').first()).toBeFocused();
  await press(0);
  await expect(page.locator('.log-list')).toContainText('Pia legt');
});
