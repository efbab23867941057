import { expect, type Page } from '@playwright/test';
import { PLAY_NAME, boxOf, newTable, openClient, playOneByKeyboard, test, watchErrors } from './support';

test.describe.configure({ timeout: 300_000 });

test('hot-seat with animations on: every round’s scoring panel shows, the final breakdown after the last, and the pass screen waits behind them', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // No ?fast=1: the animations run as at a real table.
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await newTable(page, 'Überkochen', ['here:Anna', 'here:Ben', 'bot:normal']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  const seen: string[] = [];
  const next = /^Weiter$|^Ich bin /;
  for (let step = 0; step < 3000; step++) {
    const thing = await page.waitForFunction(
      () => {
        const dialog = document.querySelector('[role=dialog]');
        if (dialog) return `dialog:${dialog.querySelector('h2')?.textContent ?? ''}`;
        if (document.querySelector('.hit.card[aria-pressed]')) return 'card';
        return false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const what = (await thing.jsonValue()) as string;
    if (what === 'dialog:Partie vorbei') break;
    if (what.startsWith('dialog:')) {
      const title = what.slice('dialog:'.length);
      if (title.startsWith('Wertung') && !seen.includes(title)) seen.push(title);
      // The button of the dialog just read: a scoring panel that opened since (over the pass screen) is read first, not closed unread.
      await page
        .getByRole('dialog', { name: title, exact: true })
        .getByRole('button', { name: next })
        .first()
        .click({ timeout: 3000 })
        .catch(() => undefined);
    } else {
      await playOneByKeyboard(page);
    }
  }
  expect(seen).toEqual(['Wertung der Runde 1', 'Wertung der Runde 2', 'Wertung der Runde 3']);
  await expect(page.getByRole('dialog', { name: 'Partie vorbei' }).getByRole('table', { name: 'Punkteblatt' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("hot-seat: a reload while the table stands at a round's end shows that round's scoring again, the pass screen behind it", async ({ page }) => {
  const errors = watchErrors(page);
  await openClient(page);
  // Three people and no bot: after the round's last card the table waits for a person, as a phone or TV reloads.
  await newTable(page, 'Überkochen', ['here:Anna', 'here:Ben', 'here:Cleo']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  const scoring = page.getByRole('dialog', { name: 'Wertung der Runde 1' });
  for (let step = 0; step < 500 && !(await scoring.isVisible()); step++) {
    const thing = await page.waitForFunction(
      () => (document.querySelector('[role=dialog]') ? 'dialog' : document.querySelector('.hit.card[aria-pressed]') ? 'card' : false),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    if ((await thing.jsonValue()) === 'card') await playOneByKeyboard(page);
    else if (!(await scoring.isVisible()))
      await page
        .getByRole('button', { name: /^Ich bin / })
        .click({ timeout: 3000 })
        .catch(() => undefined);
  }
  await expect(scoring).toBeVisible();
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: /^Partie fortsetzen: Überkochen/ }).click();
  // The host's view of the step the table stands at says the round was scored: the panel opens again, once.
  await expect(scoring).toBeVisible();
  await expect(scoring.getByRole('table', { name: 'Punkteblatt' })).toBeVisible();
  // Each seat's column of the round's scoring stands over the same seat's column of the score sheet.
  const centres = async (table: string): Promise<number[]> => {
    const heads = await scoring.getByRole('table', { name: table }).locator('thead th').all();
    return Promise.all(heads.slice(1, 4).map(async (th) => ((box) => box.x + box.width / 2)(await boxOf(th))));
  };
  const detail = await centres('Wertung der Runde 1');
  const sheet = await centres('Punkteblatt');
  expect(detail).toHaveLength(3);
  detail.forEach((x, i) => expect(Math.abs(x - (sheet[i] as number)), `column ${i + 1}: ${x} over ${sheet[i]}`).toBeLessThan(1.5));
  await page.screenshot({ path: 'test-results/round-panel-1280x720.png' });
  await scoring.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('dialog', { name: /^Gib das Gerät an / })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Wertung/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a round's end holds the table: the TV and the phone show its scoring, a reloaded phone again; once the phone moved on, the TV's panel clears by itself and play goes on", async ({
  openPage,
}) => {
  const tv = await openPage({ viewport: { width: 1280, height: 800 } });
  const tvErrors = watchErrors(tv);
  await openClient(tv);
  // The phone deals the first round; the second is led by seat 3, a bot, which would play at once.
  await newTable(tv, 'Überkochen', ['open', 'bot:random', 'bot:random'], true);
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const errors = watchErrors(phone);
  await openClient(phone, `&room=${room}`);
  await phone.getByLabel('Dein Name').fill('Dana');
  await phone.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  const scoring = phone.getByRole('dialog', { name: 'Wertung der Runde 1' });
  for (let step = 0; step < 200; step++) {
    const thing = await phone.waitForFunction(
      () => (document.querySelector('[role=dialog]') ? 'dialog' : document.querySelector('.ph-card[aria-pressed]') ? 'card' : false),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    if ((await thing.jsonValue()) === 'dialog') break;
    await phone
      .locator('.ph-card[aria-pressed]')
      .first()
      .tap({ timeout: 3000 })
      .catch(() => undefined);
    await phone
      .locator('.ph-pile.target')
      .first()
      .tap({ timeout: 3000 })
      .catch(() => undefined);
  }
  await expect(scoring).toBeVisible();
  const tvScoring = tv.getByRole('dialog', { name: 'Wertung der Runde 1' });
  await expect(tvScoring).toBeVisible();
  // Round 2 is dealt, but nobody has played in it.
  const nextRoundPlayed = async (): Promise<boolean> => {
    const lines = await tv.locator('.log-list li').allTextContents();
    const begun = lines.findIndex((line) => line.startsWith('Runde 2 beginnt'));
    return begun >= 0 && lines.slice(begun + 1).some((line) => line.includes(' legt '));
  };
  expect(await nextRoundPlayed()).toBe(false);

  // The phone reloads while the table stands at the round's end: its scoring again, and still nobody moves.
  await phone.reload();
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(scoring).toBeVisible();
  await expect(scoring.getByRole('table', { name: 'Punkteblatt' })).toBeVisible();
  await expect(phone.getByRole('dialog')).toHaveCount(1);
  await expect(tvScoring).toBeVisible();
  expect(await nextRoundPlayed()).toBe(false);

  // Dana has read it: the TV's panel goes by itself, and the bot leads round 2.
  await scoring.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(phone.getByRole('dialog')).toHaveCount(0);
  await expect(tvScoring).toHaveCount(0);
  await expect.poll(nextRoundPlayed, { timeout: 30_000 }).toBe(true);

  // Read once, it stays read: a reload goes straight to the hand.
  await phone.reload();
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(phone.getByRole('group', { name: 'Deine Hand' })).toBeVisible();
  await expect(phone.locator('.phone-line')).toContainText(/Runde 2 von/);
  await expect(phone.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(tvErrors).toEqual([]);
});

/** Waits for this seat's turn; returns a playable card and a pile the legal moves do not offer for it, if any. */
async function wrongPair(page: Page): Promise<{ card: string; pile: number } | null> {
  const cards = page.locator('.hit.card[aria-pressed]');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  for (const card of await cards.all()) {
    await card.click();
    const piles = page.locator('.hit.pile');
    const count = await piles.count();
    for (let i = 0; i < count; i++) {
      if (!(await piles.nth(i).evaluate((el) => el.classList.contains('target')))) return { card: (await card.getAttribute('data-card')) ?? '', pile: i };
    }
    await page.keyboard.press('Escape');
  }
  return null;
}

for (const [game, words] of [
  ['Überkochen', /darf nicht in diesen Topf/],
  ['Dreizehn', /\S/],
] as const) {
  test(`${game}: a card on a pile the rules refuse says why, at that pile, in the player's language; a drag marks the piles`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openClient(page);
    await newTable(page, game, ['here:Anna', 'bot:normal', 'bot:beginner']);
    await page.getByRole('button', { name: 'Partie starten' }).click();
    let pair = await wrongPair(page);
    for (let tries = 0; !pair && tries < 20; tries++) {
      await page.getByRole('button', { name: PLAY_NAME }).first().click();
      pair = await wrongPair(page);
    }
    if (!pair) throw new Error('every card could go on every pile for 20 turns');
    // Clicked: the refusal appears over the pile, in German, with no rule code in sight.
    await page.locator('.hit.pile').nth(pair.pile).click();
    const refusal = page.locator('.refusal[role=alert]');
    await expect(refusal).toHaveText(words);
    await expect(refusal).not.toHaveText(/\b(ueberkochen|dreizehn|rule)\./);
    await page.screenshot({ path: test.info().outputPath('refusal.png') });
    const box = await boxOf(page.locator('.hit.pile').nth(pair.pile));
    const at = await boxOf(refusal);
    expect(Math.abs(at.x + at.width / 2 - (box.x + box.width / 2))).toBeLessThan(box.width);
    // Dragged: the piles that take the card glow, the others are marked; dropped on a wrong one, it says why.
    await expect(refusal).toHaveCount(0, { timeout: 6000 });
    const card = page.locator(`.hit.card[data-card="${pair.card}"]`).first();
    const from = await boxOf(card);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y - 20, { steps: 3 });
    await expect(page.locator('.hit.pile.drop-ok')).not.toHaveCount(0);
    await expect(page.locator('.hit.pile.drop-no').nth(0)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('dragging.png') });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(refusal).toHaveText(words);
    await expect(page.locator('.hit.pile.drop-no')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
