import { expect } from '@playwright/test';
import { expectDrawnTable, newTable, openClient, playToResult, test, watchErrors } from './support';

test.describe.configure({ timeout: 180_000 });

test('a whole Überkochen match against bots, to the result screen with the score sheet', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1024, height: 640 });
  await openClient(page);
  await newTable(page, 'Überkochen', ['here:Anna', 'bot:normal', 'bot:beginner']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  await expect(page.getByRole('button', { name: 'Herztopf: 0 von 20, 0 Karten' }).or(page.getByRole('button', { name: /^Herztopf: / }))).toBeVisible();
  await expectDrawnTable(page);
  await page.screenshot({ path: test.info().outputPath('ueberkochen-table.png') });
  const result = await playToResult(page);
  await expect(result.getByRole('table', { name: 'Punkteblatt' })).toBeVisible();
  await expect(result.locator('tbody tr')).toHaveCount(3);
  await expect(result.getByText(/Gewonnen hat|Den Sieg teilen sich/)).toBeVisible();
  await expect(page.locator('.log-list li')).not.toHaveCount(0);

  // The finished match is a replay: step through it move by move.
  await result.getByRole('button', { name: 'Zum Start' }).click();
  await page.getByRole('button', { name: 'Wiederholungen' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Überkochen' }).first().getByRole('button', { name: 'Ansehen' }).click();
  await expect(page.getByText(/^Zug 0 von \d{1,3}(\.\d{3})*$/)).toBeVisible();
  await page.getByRole('button', { name: 'Vor' }).click();
  await page.getByRole('button', { name: 'Vor' }).click();
  await expect(page.getByText(/^Zug 2 von \d{1,3}(\.\d{3})*$/)).toBeVisible();
  await page.getByLabel('Hand zeigen von').selectOption({ label: 'Anna' });
  await expectDrawnTable(page);
  // The end shows the last round's scoring, then the final score sheet over the table, with the bots named as at the table.
  await page.getByRole('button', { name: 'Ende' }).click();
  await expect(page.getByText(/^Zug (\d+) von \1$/)).toBeVisible();
  await page.getByRole('dialog', { name: 'Wertung der Runde 3' }).getByRole('button', { name: 'Weiter' }).click();
  const final = page.getByRole('dialog', { name: 'Partie vorbei' });
  await expect(final.getByRole('table', { name: 'Punkteblatt' })).toContainText('Bot 2');
  await expect(page.locator('.log-list li')).not.toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a whole Dreizehn match against bots, to the result screen with the score sheet', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1024, height: 640 });
  // On WebGL, which the client chooses with a graphics card (the Überkochen match above runs on the 2D canvas).
  await openClient(page, '&renderer=webgl');
  await expect(page.locator('body')).toHaveAttribute('data-renderer', 'webgl');
  await newTable(page, 'Dreizehn', ['here:Berta', 'bot:normal', 'bot:random']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  await expect(page.getByRole('button', { name: /^Zielscheibe 1/ })).toBeVisible();
  await expectDrawnTable(page);
  await expect(page.getByRole('img', { name: /^Nachziehstapel: \d+ Karten$/ })).toBeVisible();
  const result = await playToResult(page);
  await expect(result.getByRole('table', { name: 'Punkteblatt' })).toBeVisible();
  await expect(result.locator('tbody tr')).toHaveCount(3);
  expect(errors).toEqual([]);
});
