import { expect, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { HostClient } from '../../src/shared/net/client';
import { PLAY_NAME, boxOf, newTable, openClient, playOneByKeyboard, test, watchErrors } from './support';

test.describe.configure({ timeout: 300_000 });

test('hot-seat with animations on: every round’s scoring panel shows, the final breakdown after the last, and the pass screen waits behind them', async ({ page }) => {
  const errors = watchErrors(page);
  // No ?fast=1: the animations run as at a real table.
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await newTable(page, 'Überkochen', ['here:Anna', 'here:Ben', 'bot:normal']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  const seen: string[] = [];
  const next = page.getByRole('button', { name: /^Weiter$|^Ich bin / });
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
      await next.first().click({ timeout: 3000 }).catch(() => undefined);
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
    else if (!(await scoring.isVisible())) await page.getByRole('button', { name: /^Ich bin / }).click({ timeout: 3000 }).catch(() => undefined);
  }
  await expect(scoring).toBeVisible();
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: /^Partie fortsetzen: Überkochen/ }).click();
  // The host's view of the step the table stands at says the round was scored: the panel opens again, once.
  await expect(scoring).toBeVisible();
  await expect(scoring.getByRole('table', { name: 'Punkteblatt' })).toBeVisible();
  await scoring.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('dialog', { name: /^Gib das Gerät an / })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Wertung/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a phone that reloads after the next round began still sees the last round's scoring, once", async ({ openPage }) => {
  const tv = await openPage({ viewport: { width: 1280, height: 800 } });
  await openClient(tv);
  // The phone deals the first round; the second is led by seat 3, a bot, which plays on at once.
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
    await phone.locator('.ph-card[aria-pressed]').first().tap({ timeout: 3000 }).catch(() => undefined);
    await phone.locator('.ph-pile.target').first().tap({ timeout: 3000 }).catch(() => undefined);
  }
  // The phone's owner looks away: the panel stays open while the bot leads the next round.
  await expect(scoring).toBeVisible();
  const nextRoundPlayed = async (): Promise<boolean> => {
    const lines = await tv.locator('.log-list li').allTextContents();
    const begun = lines.findIndex((line) => line.startsWith('Runde 2 beginnt'));
    return begun >= 0 && lines.slice(begun + 1).some((line) => line.includes(' legt '));
  };
  await expect.poll(nextRoundPlayed, { timeout: 30_000 }).toBe(true);

  // The table stands at no round's end any more, but this phone never closed round 1's scoring.
  await phone.reload();
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(scoring).toBeVisible();
  await expect(scoring.getByRole('table', { name: 'Punkteblatt' })).toBeVisible();
  await expect(phone.getByRole('dialog')).toHaveCount(1);
  await scoring.getByRole('button', { name: 'Weiter' }).click();
  await expect(phone.getByRole('dialog')).toHaveCount(0);

  // Closed once, it stays closed: a second reload goes straight to the hand.
  await phone.reload();
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(phone.getByRole('group', { name: 'Deine Hand' })).toBeVisible();
  await expect(phone.locator('.phone-line')).toContainText(/Runde 2 von/);
  await expect(phone.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

/**
 * A TV (the owner), two bots and a phone ("Dana") play an Überkochen match; the phone reads rounds 1
 * and 2 and leaves round 3's scoring open, the TV reads its panels and starts the next match.
 * Returns the room, the phone and its round-3 panel, the phone already at the new match.
 */
async function ownerStartsNextWhilePhoneReads(openPage: (options?: BrowserContextOptions) => Promise<Page>, phoneReady?: (phone: Page) => Promise<unknown>): Promise<{ room: string; phone: Page; last: Locator; errors: string[] }> {
  const tv = await openPage({ viewport: { width: 1280, height: 800 } });
  await openClient(tv);
  await newTable(tv, 'Überkochen', ['open', 'bot:random', 'bot:random'], true);
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await phoneReady?.(phone);
  const errors = watchErrors(phone);
  await openClient(phone, `&room=${room}`);
  await phone.getByLabel('Dein Name').fill('Dana');
  await phone.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  // The phone plays the match, reading rounds 1 and 2; the last round's scoring it leaves open.
  const last = phone.getByRole('dialog', { name: 'Wertung der Runde 3' });
  for (let step = 0; step < 600; step++) {
    const thing = await phone.waitForFunction(
      () => document.querySelector('[role=dialog] h2')?.textContent ?? (document.querySelector('.ph-card[aria-pressed]') ? 'card' : false),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const what = (await thing.jsonValue()) as string;
    if (what === 'Wertung der Runde 3') break;
    if (what === 'card') {
      await phone.locator('.ph-card[aria-pressed]').first().tap({ timeout: 3000 }).catch(() => undefined);
      await phone.locator('.ph-pile.target').first().tap({ timeout: 3000 }).catch(() => undefined);
    } else {
      await phone.getByRole('button', { name: 'Weiter' }).click({ timeout: 3000 }).catch(() => undefined);
    }
  }
  await expect(last).toBeVisible();
  // The panel the live match showed: the one the catch-up brings back is another element.
  await last.evaluate((el) => el.setAttribute('data-live-match', ''));
  // The TV, the table's owner, reads its panels and starts the next match.
  const again = tv.getByRole('button', { name: 'Noch eine Partie' });
  for (let step = 0; step < 10 && !(await again.isVisible()); step++) await tv.getByRole('button', { name: 'Weiter' }).click({ timeout: 5000 }).catch(() => undefined);
  await again.click();
  await expect(tv.getByRole('dialog')).toHaveCount(0);
  await expect(phone.locator('.phone-line')).toContainText(/Runde 1 von/);
  return { room, phone, last, errors };
}

/** The phone closes the round it had not read, then the result, whose button only closes it; read once, it does not come back. */
async function readsMissedEnd(phone: Page, last: Locator, errors: string[]): Promise<void> {
  await expect(last).toBeVisible();
  await last.getByRole('button', { name: 'Weiter' }).click();
  const result = phone.getByRole('dialog', { name: 'Partie vorbei' });
  await expect(result.getByRole('table', { name: 'Punkteblatt' })).toBeVisible();
  await expect(result.getByRole('button', { name: 'Zum Start' })).toHaveCount(0);
  await result.getByRole('button', { name: 'Weiter' }).click();
  await expect(phone.getByRole('dialog')).toHaveCount(0);
  await expect(phone.getByRole('group', { name: 'Deine Hand' })).toBeVisible();

  // Read once, it does not come back.
  await phone.reload();
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(phone.getByRole('group', { name: 'Deine Hand' })).toBeVisible();
  await expect(phone.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
}

test("a phone that has not closed a match's end when the owner starts the next still gets that end, once", async ({ openPage }) => {
  test.setTimeout(300_000);
  // The phone is at the new match, yet shows the end it had not read: the last round, then the result.
  const { phone, last, errors } = await ownerStartsNextWhilePhoneReads(openPage);
  await readsMissedEnd(phone, last, errors);
});

test("the missed end's result, fetched from the replay, stays queued when the host speaks again before the person closes the last round", async ({ openPage }, testInfo) => {
  test.setTimeout(300_000);
  const { room, phone, last, errors } = await ownerStartsNextWhilePhoneReads(openPage, (page) =>
    // Counts the lobby messages the page hears, to know when it has taken in the next.
    page.addInitScript(() => {
      const heard = window as unknown as { lobbies: number };
      heard.lobbies = 0;
      window.WebSocket = class extends window.WebSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          this.addEventListener('message', (event: MessageEvent) => {
            if (typeof event.data === 'string' && event.data.startsWith('{"type":"lobby"')) heard.lobbies++;
          });
        }
      };
    }),
  );
  // The catch-up has fetched the replay and queued the last round and the result in one step: its round-3 panel is a new element.
  await expect(last.and(phone.locator(':not([data-live-match])'))).toBeVisible();
  // Someone comes to watch before Dana closes the round: the host tells everybody at the table (a bot's move would do the same).
  const lobbies = (): Promise<number> => phone.evaluate(() => (window as unknown as { lobbies: number }).lobbies);
  const before = await lobbies();
  const watcher = new HostClient({ url: `${String(testInfo.project.use.baseURL).replace(/^http/, 'ws')}/ws`, name: 'Eli', reconnect: false, socket: (url) => new WebSocket(url) });
  try {
    await watcher.ready();
    await watcher.join(room, { spectator: true });
    await expect.poll(lobbies).toBeGreaterThan(before);
    await readsMissedEnd(phone, last, errors);
  } finally {
    watcher.close();
  }
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
