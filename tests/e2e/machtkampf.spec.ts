import { expect, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { t } from '../../src/shared/catalog';
import { shortCard } from '../../src/renderer/src/ui/cardText';
import type { Card } from '../../src/shared/cards';
import { PNG } from 'pngjs';
import { boxOf, smallTargets, test, visibleTexts, watchErrors, type Box } from './support';

async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`/?fast=1${query}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
}

/** A Machtkampf table: seats as `here:NAME`, `bot` or `open` (bots at the screen's level unless `botLevel`), a short match unless `short` is false; returns the room code. */
async function newMachtkampf(page: Page, seats: string[], tv = false, short = true, botLevel: string | null = null): Promise<string> {
  await page.getByRole('button', { name: 'Neuer Tisch: Machtkampf' }).click();
  await page.locator('#players').selectOption(String(seats.length));
  for (const [i, spec] of seats.entries()) {
    const [kind, value] = spec.split(':');
    await page.getByLabel(`Platz ${i + 1}: wer spielt`).selectOption(kind as string);
    if (kind === 'here' && value) await page.getByLabel(`Platz ${i + 1}: Name`).fill(value);
    if (kind === 'bot' && botLevel) await page.getByLabel(`Platz ${i + 1}: Bot-Stufe`).selectOption(botLevel);
  }
  if (short) await page.getByLabel('Kurze Partie (bis 50 Punkte)').check();
  if (tv) await page.getByLabel(/TV-Modus/).check();
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(page.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  return (await page.locator('.room-code').textContent()) ?? '';
}

/**
 * One step of a simple player: call the last card when due, else pass when allowed, else take
 * the suggestion and play it (or give it back in the exchange, unless `giveBack` is false); with
 * `passFirst` false it plays the suggestion whenever there is one and passes only when there is not.
 * The buttons are read in the page's language `lang`. Returns whether it did anything.
 */
async function step(page: Page, giveBack = true, playDownToOne = true, passFirst = true, lang: 'de' | 'en' = 'de'): Promise<boolean> {
  const click = async (name: string | RegExp): Promise<boolean> => {
    const button = page.getByRole('button', { name, exact: typeof name === 'string' });
    // The table may redraw between the count and the check (a hot-seat hand hides): never wait long for a button that went.
    if ((await button.count()) === 0 || !(await button.first().isEnabled({ timeout: 1500 }))) return false;
    await button.first().click({ timeout: 1500 });
    return true;
  };
  const play = t(lang, 'machtkampf.button.play');
  try {
    if (await click(t(lang, 'machtkampf.action.callLastCard'))) return true;
    if (passFirst && (await click(t(lang, 'machtkampf.button.pass')))) return true;
    // "Legen", or "Legen + Letzte Karte!" for a play down to one card.
    if (
      (await click(t(lang, 'machtkampf.button.suggest'))) &&
      ((await click(playDownToOne ? new RegExp(`^${play}`) : play)) || (giveBack && (await click(t(lang, 'machtkampf.button.giveBack')))))
    )
      return true;
    return !passFirst && (await click(t(lang, 'machtkampf.button.pass')));
  } catch {
    return false;
  }
}

/** A phone (390×844, touch; German unless `lang`) joins the table `room` opened on `table` as `name` ("Handy"). */
async function joinByPhone(
  openPage: (options?: BrowserContextOptions) => Promise<Page>,
  table: Page,
  room: string,
  name = 'Handy',
  lang: 'de' | 'en' = 'de',
): Promise<Page> {
  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: lang === 'en' ? 'en-GB' : 'de-DE' });
  await phone.goto(`/?fast=1&room=${room}`);
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await phone.getByLabel(t(lang, 'join.name')).fill(name);
  await phone.getByRole('button', { name: t(lang, 'join.submit'), exact: true }).click();
  await expect(table.locator('.lobby-seats, .seats').first()).toContainText(name);
  return phone;
}

async function playToEnd(page: Page, maxSteps = 3000): Promise<void> {
  const result = page.getByRole('dialog', { name: 'Partie vorbei' });
  for (let i = 0; i < maxSteps; i++) {
    if (await result.isVisible()) return;
    const next = page.getByRole('button', { name: 'Weiter', exact: true });
    if (await next.isVisible()) {
      await next.click({ timeout: 1500 }).catch(() => undefined);
      continue;
    }
    if (!(await step(page))) await page.waitForTimeout(30);
  }
  throw new Error('the match did not end');
}

test('a whole Machtkampf match against bots, to the result with the scoring steps', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await open(page);
  await newMachtkampf(page, ['here:Anna', 'bot:random', 'bot:random']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  const hand = page.getByRole('group', { name: 'Deine Hand' });
  await expect(hand.getByRole('button')).toHaveCount(16);
  // The direction of play is written once, on the table beside the trick (not in the bar).
  await expect.poll(async () => (await page.evaluate(visibleTexts)).some((t) => t.where === 'canvas' && t.text === 'gegen den Uhrzeigersinn')).toBe(true);
  await expect(page.locator('.hud')).not.toContainText('Uhrzeigersinn');
  await expect(page.locator('.mk-seat[data-seat="1"] .count')).toHaveText(/^\d+$/);
  // The desk's score sheet names a bot by its seat; its level is on its seat at the table, whole (the
  // side column has no room for four chips).
  await expect(page.locator('.mk-side .mk-sheet thead th').nth(2)).toHaveAccessibleName('Bot 2');
  await expect(page.locator('.mk-side .mk-sheet thead .level-badge')).toHaveCount(2);
  await expect(page.locator('.mk-side .mk-sheet thead .level-badge').first()).toBeHidden();
  await expect.poll(async () => (await page.evaluate(visibleTexts)).filter((t) => t.where === 'canvas' && t.text === 'Normal').length).toBe(2);

  // A selection is described before it is played; the suggestion is always a legal play.
  await hand.getByRole('button').first().click();
  await expect(page.locator('.mk-selection')).toHaveText(/Einzelkarte|warte|sticht|eröffnet|Pik-Ass/);
  await page.getByRole('button', { name: 'Nach Kombinationen sortieren' }).click();
  await expect(page.getByRole('button', { name: 'Nach Zahl sortieren' })).toBeVisible();
  await page.screenshot({ path: 'test-results/machtkampf-tv.png' });

  await playToEnd(page);
  const result = page.getByRole('dialog', { name: 'Partie vorbei' });
  await expect(result.getByRole('table', { name: 'Punkteblatt' })).toBeVisible();
  await expect(result).toContainText(/Gewinner: 0/);
  await expect(result).toContainText(/Karten × \d = \d+/);
  await page.screenshot({ path: 'test-results/machtkampf-result.png' });
  expect(errors).toEqual([]);
});

test('a phone joins a Machtkampf table by room code and plays its seat from the hand view', async ({ openPage }) => {
  test.setTimeout(180_000);
  const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
  const tvErrors = watchErrors(tv);
  await open(tv);
  const room = await newMachtkampf(tv, ['open', 'bot:random', 'bot:random'], true);

  const phone = await joinByPhone(openPage, tv, room);
  const phoneErrors = watchErrors(phone);
  await tv.getByRole('button', { name: 'Partie starten' }).click();

  await expect(phone.locator('.dt-table.phone')).toBeVisible();
  await expect(phone.getByRole('group', { name: 'Deine Hand' }).getByRole('button')).toHaveCount(16);
  // The TV shows the table, no hand.
  await expect(tv.locator('.mk-board')).toBeVisible();
  await expect(tv.getByRole('group', { name: 'Deine Hand' })).toHaveCount(0);
  // Big touch targets on the phone.
  const box = await boxOf(phone.getByRole('button', { name: 'Vorschlag' }));
  expect(box.height).toBeGreaterThanOrEqual(44);
  await phone.screenshot({ path: 'test-results/machtkampf-phone.png' });
  await tv.screenshot({ path: 'test-results/machtkampf-tv-mode.png' });

  // The phone plays until the first game is over (the score panel) or the match ends.
  const done = phone.getByRole('dialog', { name: /Spiel 1 ist aus|Partie vorbei/ });
  for (let i = 0; i < 2000 && !(await done.isVisible()); i++) if (!(await step(phone))) await phone.waitForTimeout(30);
  await expect(done).toBeVisible();
  await tv.screenshot({ path: 'test-results/machtkampf-tv-table.png' });
  expect(phoneErrors).toEqual([]);
  expect(tvErrors).toEqual([]);
});

test('hot-seat Machtkampf: the hand stays hidden until the player whose turn it is takes the device', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page);
  await newMachtkampf(page, ['here:Anna', 'here:Ben', 'bot:random']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  const pass = page.getByRole('dialog', { name: /Gib das Gerät an (Anna|Ben)/ });
  const hand = page.getByRole('group', { name: 'Deine Hand' });
  // The bot may open the match: it plays at once, and the device then goes on to the person whose
  // turn that makes it, with a new pass screen. Every pass screen hides the hand.
  for (let screens = 1; ; screens++) {
    await expect(pass).toBeVisible();
    await expect(hand).toHaveCount(0);
    await pass.getByRole('button', { name: /^Ich bin / }).click();
    // The click hides this pass screen at once: then either the hand shows, or the next pass screen.
    await expect.poll(async () => (await hand.getByRole('button').count()) === 16 || (await pass.isVisible()), { timeout: 10_000 }).toBe(true);
    if (!(await pass.isVisible())) break;
    expect(screens, 'the device went round more than once before anybody played').toBeLessThan(3);
  }
  expect(errors).toEqual([]);
});

// On the 2D canvas the client chooses here (no graphics card), and on WebGL, which it chooses with one.
for (const renderer of ['canvas', 'webgl'] as const) {
  test(`Pixi draws the Machtkampf table (${renderer === 'canvas' ? '2D canvas' : 'WebGL'}): the hand has card pixels under its buttons, with the DOM layer hidden`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await open(page, `&renderer=${renderer}`);
    await expect(page.locator('body')).toHaveAttribute('data-renderer', renderer);
    await newMachtkampf(page, ['here:Anna', 'bot:random', 'bot:random']);
    await page.getByRole('button', { name: 'Partie starten' }).click();
    const hand = page.getByRole('group', { name: 'Deine Hand' });
    await expect(hand.getByRole('button')).toHaveCount(16);
    // Wait for Anna's turn: until then each bot's move draws the table anew, and a button measured
    // in the middle of that is gone. On her turn nothing changes until she acts.
    await expect(page.getByRole('status').filter({ hasText: 'Anna, du bist dran.' })).toBeVisible();
    // The buttons carry the names; no card is drawn in the DOM.
    await expect(hand.locator('.kcard')).toHaveCount(0);
    await expect(hand.getByRole('button').first()).toHaveAccessibleName(/^(Kreuz|Karo|Herz|Pik) /);
    const first = await hand.getByRole('button').first().boundingBox();
    const last = await hand.getByRole('button').last().boundingBox();
    expect(first && last).toBeTruthy();
    if (!first || !last) return;
    // Hide the DOM over the canvas: what is left is what Pixi drew.
    await page.locator('#ui').evaluate((ui) => (ui.style.visibility = 'hidden'));
    const png = PNG.sync.read(await page.locator('#table canvas').screenshot());
    await page.locator('#ui').evaluate((ui) => (ui.style.visibility = ''));
    const scale = png.width / 1920;
    let paper = 0;
    let red = 0;
    let samples = 0;
    const y0 = Math.round((first.y + first.height * 0.2) * scale);
    const y1 = Math.round((first.y + first.height * 0.95) * scale);
    for (let y = y0; y < y1; y += 3) {
      for (let x = Math.round(first.x * scale); x < Math.round((last.x + last.width) * scale); x += 3) {
        const i = (y * png.width + x) * 4;
        const [r, g, b] = [png.data[i] as number, png.data[i + 1] as number, png.data[i + 2] as number];
        samples++;
        if (r > 235 && g > 235 && b > 220) paper++;
        if (r > 150 && g < 80 && b < 90) red++;
      }
    }
    // Mostly card paper, with the ink of the red suits on it (a hand of 16 always has hearts or diamonds).
    expect(paper / samples).toBeGreaterThan(0.5);
    expect(red).toBeGreaterThan(20);
    // Above the hand, where the DOM shows only text, the felt shows through: no card paper there.
    let paperAbove = 0;
    const above = Math.round((first.y - first.height * 0.6) * scale);
    for (let x = Math.round(first.x * scale); x < Math.round((last.x + last.width) * scale); x += 3) {
      const i = (above * png.width + x) * 4;
      if ((png.data[i] as number) > 235 && (png.data[i + 1] as number) > 235) paperAbove++;
    }
    expect(paperAbove).toBe(0);
    // A selected card rises: its button moves up with it.
    await hand.getByRole('button').nth(3).click();
    await expect(hand.getByRole('button').nth(3)).toHaveAttribute('aria-pressed', 'true');
    const lifted = await hand.getByRole('button').nth(3).boundingBox();
    expect((lifted?.y ?? first.y) + 5).toBeLessThan(first.y);
    expect(errors).toEqual([]);
  });
}

test('hot-seat Machtkampf: "Letzte Karte!" is called and shown to all, and the winner gives a card back in the exchange', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1024, height: 640 });
  await open(page);
  // A match to 100: the first game (at most 80 points each) never ends it, so the second starts with the exchange.
  await newMachtkampf(page, ['here:Anna', 'here:Ben', 'here:Cara'], false, false);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  const takeDevice = page.getByRole('dialog', { name: /Gib das Gerät an/ });
  const gameOver = page.getByRole('dialog', { name: /Spiel 1 ist aus/ });
  const exchange = page.getByRole('region', { name: 'Tausch vor Spiel 2' });
  let called = false;
  let gaveBack = false;
  // Shown and enabled now; a button that went between the two checks (the hand hides for the pass
  // screen) is not waited for: isEnabled alone would wait for it until the test's timeout.
  const usable = async (button: Locator): Promise<boolean> => (await button.isVisible()) && (await button.isEnabled({ timeout: 1000 }).catch(() => false));
  // A click that cannot land (the hand still moving, then gone with the device) is given up: the loop looks again.
  const clicked = (button: Locator): Promise<boolean> =>
    button.click({ timeout: 5000 }).then(
      () => true,
      () => false,
    );
  for (let i = 0; i < 3000 && !gaveBack; i++) {
    if (await gameOver.isVisible()) {
      await expect(gameOver.getByRole('table', { name: 'Punkteblatt' })).toContainText(/Gewinner: 0/);
      await gameOver.getByRole('button', { name: 'Weiter' }).click();
      continue;
    }
    if (await takeDevice.isVisible()) {
      await clicked(takeDevice.getByRole('button', { name: /^Ich bin / }));
      continue;
    }
    // A play down to one card says "Letzte Karte!" with it.
    const playAndCall = page.getByRole('button', { name: 'Legen + Letzte Karte!', exact: true });
    if (await usable(playAndCall)) {
      if (!(await clicked(playAndCall))) continue;
      // Everyone sees the call: the caller's seat description says it, and the log.
      await expect(page.locator('.log-list')).toContainText('ruft „Letzte Karte!“');
      await expect(page.locator('.mk-listing .mk-seat[aria-label$="Letzte Karte!"]').first()).toBeAttached();
      called = true;
      continue;
    }
    // The winner's button shows from the exchange's start, disabled while game 1's scoring is still read.
    const giveBack = page.getByRole('button', { name: 'Zurückgeben', exact: true });
    if ((await usable(giveBack)) && !(await gameOver.isVisible())) {
      await expect(exchange).toContainText(/die höchste Karte/);
      await expect(exchange).toContainText(/Du hast gewonnen/);
      await page.getByRole('button', { name: 'Vorschlag' }).click();
      await expect(page.locator('.mk-selection')).toContainText(/zurückgeben/);
      await giveBack.click();
      await expect(exchange).toContainText(/ zurück\./);
      gaveBack = true;
      continue;
    }
    if (!(await step(page, false, false))) await page.waitForTimeout(30);
  }
  expect(called).toBe(true);
  expect(gaveBack).toBe(true);
  expect(errors).toEqual([]);
});

/** The cards each player had left at a game's end, from its scoring: "14 Karten × 4 = 56", the winner's "Gewinner: 0". */
async function cardsLeftIn(scoring: Locator): Promise<number[]> {
  const cells = await scoring.getByRole('table').getByRole('row').nth(1).locator('td').allInnerTexts();
  return cells.map((cell) => Number(/(\d+)\s+Karten?\b/.exec(cell)?.[1] ?? 0));
}

/** `text` as a pattern that matches it literally. */
function escaped(text: string): string {
  return text.replace(/[.*+?^$()[\]{}\\|]/g, '\\$&');
}

/** The German text of `key` with `params`, as a pattern whose `{name}` placeholders left open match any words. */
function textPattern(key: string, params: Record<string, string> = {}): RegExp {
  const body = t('de', key, params)
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '(.+?)' : escaped(part)))
    .join('');
  return new RegExp(`^${body}$`);
}

test('the exchange before game 2, at a desk and on a phone: the box says who gives which card and why, the winner gives one back, and the phone that is not to give reads why its card does nothing', async ({
  openPage,
}) => {
  test.setTimeout(300_000);
  const laptop = await openPage({ viewport: { width: 1280, height: 720 } });
  const laptopErrors = watchErrors(laptop);
  await open(laptop);
  // A match to 100: the first game (at most 80 points each) never ends it, so the second starts with the exchange.
  const room = await newMachtkampf(laptop, ['here:Anna', 'here:Ben', 'open'], false, false);
  const phone = await joinByPhone(openPage, laptop, room);
  const phoneErrors = watchErrors(phone);
  await laptop.getByRole('button', { name: 'Partie starten' }).click();
  const names = ['Anna', 'Ben', 'Handy'];
  const exchangeOf = (page: Page): Locator => page.getByRole('region', { name: 'Tausch vor Spiel 2' });
  const takeDevice = laptop.getByRole('dialog', { name: /Gib das Gerät an/ });
  /** The person named on the pass screen takes the device: who, or null if the screen went first. */
  const takeHolder = async (): Promise<string | null> => {
    const ready = takeDevice.getByRole('button', { name: /^Ich bin / });
    const name = /^Ich bin (.+) – Karten zeigen$/.exec((await ready.textContent({ timeout: 1500 }).catch(() => null)) ?? '')?.[1] ?? null;
    return (await ready
      .click({ timeout: 1500 })
      .then(() => true)
      .catch(() => false))
      ? name
      : null;
  };
  const counts = (page: Page): Promise<number[]> =>
    Promise.all(names.map(async (_, seat) => Number(await page.locator(`.mk-seat[data-seat="${seat}"] .count`).getAttribute('data-count'))));
  // Anna plays what the table suggests whenever she can, Ben and the phone pass whenever they may:
  // Anna, or (forced to play by the one-card rule) Ben, wins the first game; the phone does not.
  let holder = '';
  let left: number[] | null = null;
  const gameOver = (page: Page): Locator => page.getByRole('dialog', { name: 'Spiel 1 ist aus' });
  // The next game is dealt, and its exchange made, while the first one's scoring is still read.
  for (let i = 0; i < 4000; i++) {
    if (left !== null && (await exchangeOf(phone).isVisible()) && !(await gameOver(phone).isVisible()) && !(await gameOver(laptop).isVisible())) break;
    let moved = false;
    for (const page of [laptop, phone]) {
      const next = page.getByRole('button', { name: 'Weiter', exact: true });
      // The phone reads the cards left from the first game's scoring before moving on from it.
      if (page === phone && left === null && (await gameOver(phone).isVisible())) left = await cardsLeftIn(gameOver(phone));
      if ((page !== phone || left !== null) && (await next.isVisible()))
        moved =
          (await next
            .click({ timeout: 1500 })
            .then(() => true)
            .catch(() => false)) || moved;
    }
    if (await takeDevice.isVisible()) {
      holder = (await takeHolder()) ?? holder;
      continue;
    }
    moved = (await step(laptop, false, true, holder !== 'Anna')) || moved;
    moved = (await step(phone, false, true)) || moved;
    if (!moved) await phone.waitForTimeout(30);
  }
  expect(left, 'the phone saw the first game end').not.toBeNull();
  const cardsLeft = left ?? [];

  // The box on the phone says who gave which card to whom, and why that player.
  const box = exchangeOf(phone);
  const why = (await box.locator('p').first().innerText()).trim();
  const reasons = ['mostCards', 'higherTotal', 'nearestCounterClockwise'].flatMap((by) =>
    names.flatMap((loser) =>
      names.flatMap((winner) => {
        const match = textPattern(`machtkampf.exchange.${by}`, { loser, winner }).exec(why);
        return match ? [{ by, loser, winner, card: match[1] ?? '' }] : [];
      }),
    ),
  );
  expect(reasons, `one reading of "${why}"`).toHaveLength(1);
  const { by, loser, winner, card: given } = reasons[0] ?? { by: '', loser: '', winner: '', card: '' };
  const most = Math.max(...cardsLeft);
  const mostAt = names.filter((_, seat) => cardsLeft[seat] === most);
  // The loser had the most cards left; a tie is settled by the totals or the seats, and says so.
  expect(mostAt).toContain(loser);
  if (mostAt.length === 1) expect(by).toBe('mostCards');
  else expect(['higherTotal', 'nearestCounterClockwise']).toContain(by);
  expect(winner).not.toBe('Handy');
  await expect(box).toContainText(t('de', 'machtkampf.exchange.waiting', { winner, loser }));
  // The winner holds 17 cards, the loser 15.
  await expect.poll(() => counts(phone)).toEqual(names.map((name) => (name === winner ? 17 : name === loser ? 15 : 16)));

  // The phone is not to give: a card it taps says why it does nothing, and nothing can be played.
  const phoneHand = phone.getByRole('group', { name: 'Deine Hand' });
  await phoneHand.getByRole('button').first().tap();
  await expect(phone.locator('.mk-selection')).toHaveText(textPattern('machtkampf.sel.waiting'));
  await expect(phone.getByRole('button', { name: /^(Legen|Zurückgeben)/ })).toBeDisabled();
  await phone.getByRole('button', { name: 'Auswahl aufheben' }).tap();

  // The desk goes to the winner, whose box asks for a card and whose hand holds the one given.
  const hand = laptop.getByRole('group', { name: 'Deine Hand' });
  await expect.poll(async () => (await takeDevice.isVisible()) || (holder === winner && (await hand.getByRole('button').count()) === 17)).toBe(true);
  if (await takeDevice.isVisible()) holder = (await takeHolder()) ?? '';
  expect(holder).toBe(winner);
  const desk = exchangeOf(laptop);
  await expect(desk.locator('p').first()).toHaveText(why);
  await expect(desk).toContainText(t('de', 'machtkampf.exchange.yours', { loser }));
  // The table under the given card says the same to the winner, not "{winner} wählt …" as to the others.
  const drawn = async (): Promise<string[]> => (await laptop.evaluate(visibleTexts)).filter((s) => s.where === 'canvas').map((s) => s.text);
  await expect.poll(drawn).toContain(t('de', 'machtkampf.exchange.choose', { loser }).slice(0, 40));
  expect(await drawn()).not.toContain(t('de', 'machtkampf.exchange.waiting', { winner, loser }).slice(0, 40));
  await expect(hand.getByRole('button')).toHaveCount(17);
  const held = await hand.getByRole('button').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.card ?? ''));
  expect(held.map((c) => shortCard('de', c as Card))).toContain(given);
  // One card goes back: nothing picked, nothing to give; a second card picked takes the first one's place.
  const clear = laptop.getByRole('button', { name: 'Auswahl aufheben' });
  if (await clear.isEnabled()) await clear.click();
  await expect(laptop.getByRole('button', { name: 'Zurückgeben', exact: true })).toBeDisabled();
  // The cards overlap on the desk: each is clicked where it shows, at its top left corner.
  await hand
    .getByRole('button')
    .nth(0)
    .click({ position: { x: 6, y: 12 } });
  await hand
    .getByRole('button')
    .nth(1)
    .click({ position: { x: 6, y: 12 } });
  await expect(hand.locator('[aria-pressed="true"]')).toHaveCount(1);
  const back = shortCard('de', held[1] as Card);
  await expect(laptop.locator('.mk-selection')).toHaveText(t('de', 'machtkampf.sel.giveBack', { card: back }));
  await laptop.screenshot({ path: test.info().outputPath('machtkampf-exchange-desk.png') });
  await phone.screenshot({ path: test.info().outputPath('machtkampf-exchange-phone.png') });
  await laptop.getByRole('button', { name: 'Zurückgeben', exact: true }).click();
  // Everybody reads which card went back; the loser holds it.
  const returned = t('de', 'machtkampf.exchange.returned', { winner, loser, card: back });
  await expect(box).toContainText(returned);
  await expect.poll(() => counts(phone)).toEqual([16, 16, 16]);
  if (loser === 'Handy') {
    const cards = await phoneHand.getByRole('button').evaluateAll((els) => els.map((c) => (c as HTMLElement).dataset.card ?? ''));
    expect(cards).toContain(held[1]);
  }
  await expect(laptop.locator('.mk-notes')).toContainText(returned);
  expect(laptopErrors).toEqual([]);
  expect(phoneErrors).toEqual([]);
});

test("three phones at a Machtkampf TV night: game 1's scoring is read first; the winner who moved on while the others read sees the exchange, a 'Zurückgeben' that waits and why, and gives a card back once all have read (German and English)", async ({
  openPage,
}) => {
  test.setTimeout(300_000);
  const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
  await open(tv);
  // A match to 100: the first game never ends it. Every seat is a phone, so a phone wins game 1.
  const room = await newMachtkampf(tv, ['open', 'open', 'open'], true, false);
  const people = [
    { name: 'Anna', lang: 'de' },
    { name: 'Ben', lang: 'en' },
    { name: 'Cleo', lang: 'de' },
  ] as const;
  const phones: { page: Page; lang: 'de' | 'en'; errors: string[] }[] = [];
  for (const { name, lang } of people) {
    const page = await joinByPhone(openPage, tv, room, name, lang);
    phones.push({ page, lang, errors: watchErrors(page) });
  }
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  const scoring = (p: (typeof phones)[number]): Locator => p.page.getByRole('dialog', { name: t(p.lang, 'machtkampf.gameOver.title', { n: '1' }) });
  // Each phone plays what the table suggests (a pass when there is nothing), until all read game 1's scoring.
  for (let i = 0; i < 3000; i++) {
    const read = await Promise.all(phones.map((p) => scoring(p).isVisible()));
    if (read.every(Boolean)) break;
    let moved = false;
    for (const [k, p] of phones.entries()) if (!read[k]) moved = (await step(p.page, true, true, false, p.lang)) || moved;
    if (!moved) await tv.waitForTimeout(30);
  }
  for (const p of phones) {
    await expect(scoring(p)).toBeVisible();
    // Its buttons ("Weiter", and the VIP's "Für alle schließen") are touch targets.
    expect(await smallTargets(scoring(p))).toEqual([]);
  }
  // The next game is dealt and its exchange waits behind the scoring: its winner's box asks for a card.
  const winners = [];
  for (const p of phones) if ((await p.page.locator('.mk-exchange p.mine').count()) === 1) winners.push(p);
  expect(winners).toHaveLength(1);
  const winner = winners[0] as (typeof phones)[number];
  const winnerName = people[phones.indexOf(winner)]?.name ?? '';
  const others = phones.filter((p) => p !== winner);
  const w = winner.page;
  const tr = (key: string, params: Record<string, string> = {}): string => t(winner.lang, key, params);
  await w.screenshot({ path: test.info().outputPath('machtkampf-phones-scoring.png') });

  // The winner reads the scoring and moves on while the others still read theirs.
  await scoring(winner)
    .getByRole('button', { name: tr('round.continue'), exact: true })
    .tap();
  await expect(scoring(winner)).toHaveCount(0);
  for (const p of others) await expect(scoring(p)).toBeVisible();
  const box = w.getByRole('region', { name: tr('machtkampf.exchange.title', { n: '2' }) });
  await expect(box).toBeInViewport();
  await expect(box.locator('p.mine')).toBeVisible();
  // Nothing moves yet, and the phone says why, not that it is the winner's turn; its button gives back, and nobody passes in an exchange.
  await expect(w.locator('.turn-line')).toHaveText(tr('round.reading'));
  // No phone's hint line invites a move while the table is held (it said "Wähle Karten aus …"): it stays empty until a card is picked.
  for (const p of phones) await expect(p.page.locator('.mk-selection')).toHaveText('');
  await w.screenshot({ path: test.info().outputPath('machtkampf-phones-winner-held.png') });
  const giveBack = w.getByRole('button', { name: tr('machtkampf.button.giveBack'), exact: true });
  await expect(giveBack).toBeDisabled();
  await expect(w.getByRole('button', { name: tr('machtkampf.button.pass'), exact: true })).toHaveCount(0);
  await expect(w.getByRole('button', { name: tr('machtkampf.button.play'), exact: true })).toHaveCount(0);
  const hand = w.getByRole('group', { name: tr('tables.hand') });
  const card = hand.getByRole('button').first();
  const picked = ((await card.getAttribute('data-card')) ?? '') as Card;
  await card.tap();
  const [before, after] = tr('machtkampf.sel.held', { combo: '\u0000' }).split('\u0000').map(escaped) as [string, string];
  await expect(w.locator('.mk-selection')).toHaveText(new RegExp(`^${before}.+${after}$`));
  await expect(giveBack).toBeDisabled();
  await w.screenshot({ path: test.info().outputPath('machtkampf-phones-winner-waits.png') });

  // The others read theirs and move on: the winner gives the picked card back, and every phone reads which.
  const mine = (await box.locator('p.mine').textContent()) ?? '';
  const loser = people.map((p) => p.name).find((name) => name !== winnerName && mine.includes(name)) ?? '';
  expect(loser).not.toBe('');
  for (const p of others)
    await scoring(p)
      .getByRole('button', { name: t(p.lang, 'round.continue'), exact: true })
      .tap();
  await expect(giveBack).toBeEnabled();
  await expect(w.locator('.turn-line')).toHaveText(tr('machtkampf.yourTurn', { name: winnerName }));
  await w.screenshot({ path: test.info().outputPath('machtkampf-phones-winner-gives.png') });
  await giveBack.tap();
  for (const p of phones)
    await expect(p.page.locator('.mk-exchange')).toContainText(
      t(p.lang, 'machtkampf.exchange.returned', { winner: winnerName, loser, card: shortCard(p.lang, picked) }),
    );
  for (const p of phones) expect(p.errors).toEqual([]);
});

/** Each head of the side's score sheet: its box, and the boxes and cut of its name and its level chip. */
async function sheetHeads(page: Page): Promise<{ th: Box; parts: { text: string; box: Box; cut: boolean; ellipsis: boolean }[] }[]> {
  return page.locator('.mk-side .mk-sheet thead th').evaluateAll((heads) =>
    heads.slice(1).map((th) => {
      const box = (el: Element): Box => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      return {
        th: box(th),
        parts: [...th.querySelectorAll<HTMLElement>('.name, .level-badge')].map((el) => ({
          text: el.textContent ?? '',
          box: box(el),
          cut: el.scrollWidth > el.clientWidth,
          ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
        })),
      };
    }),
  );
}

/** The texts of the bar's facts whose words run onto a second line. */
async function brokenBarItems(page: Page): Promise<string[]> {
  return page.locator('.hud-facts > *').evaluateAll((items) =>
    items.flatMap((item) => {
      const range = document.createRange();
      range.selectNodeContents(item);
      const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
      return Math.max(...tops) - Math.min(...tops) >= parseFloat(getComputedStyle(item).fontSize) ? [item.textContent ?? ''] : [];
    }),
  );
}

test("on a TV, 1080p, 4K and portrait, the score sheet's heads show each whole name and each bot's whole level, and no fact in the bar breaks inside; a narrow window shortens the heads with an ellipsis inside the column", async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
  const errors = watchErrors(tv);
  await open(tv);
  await tv.getByRole('button', { name: 'Neuer Tisch: Machtkampf' }).click();
  await tv.locator('#players').selectOption('4');
  await tv.getByLabel('Platz 1: wer spielt').selectOption('open');
  // The longest level's word ("Anfänger") and the others.
  for (const [seat, level] of [
    [2, 'beginner'],
    [3, 'normal'],
    [4, 'strong'],
  ] as const) {
    await tv.getByLabel(`Platz ${seat}: wer spielt`).selectOption('bot');
    await tv.getByLabel(`Platz ${seat}: Bot-Stufe`).selectOption(level);
  }
  await tv.getByLabel(/TV-Modus/).check();
  await tv.getByRole('button', { name: 'Tisch eröffnen' }).click();
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  expect(room).toMatch(/^[A-Z]{4}$/);
  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await open(phone, `&room=${room}`);
  // A name of two words of about ten letters.
  await phone.getByLabel('Dein Name').fill('Wilhelmine Kunigunde');
  await phone.getByRole('button', { name: 'Beitreten' }).click();
  await expect(tv.locator('.lobby-seats')).toContainText('Wilhelmine');
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  await expect(tv.locator('.mk-side .mk-sheet thead th')).toHaveCount(5);
  // Each size is checked until it holds, not by one look right after the resize: a single look
  // found no head cut at 800×600 about once in ten runs, where the same table a moment later had
  // three (the failure's screenshots). The page settles after the resize event, which headless
  // Chromium dispatches with the page's next frame (the shell's --log-w still read 768 px, the 4K
  // value, in a look taken right after the switch to 800×600); the bots also play on meanwhile.
  // A portrait TV too, where the sheet shares the band under the board with the log: every bot's
  // name and level whole; only this long two-word name may end in an ellipsis there.
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 3840, height: 2160 },
    { width: 1080, height: 1920 },
  ]) {
    await tv.setViewportSize(size);
    const portrait = size.height > size.width;
    await expect(async () => {
      const rem = await tv.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      const heads = await sheetHeads(tv);
      expect(heads.map((head) => head.parts.map((p) => p.text))).toEqual([
        ['Wilhelmine Kunigunde'],
        ['Bot 2', 'Anfänger'],
        ['Bot 3', 'Normal'],
        ['Bot 4', 'Stark'],
      ]);
      for (const head of heads) {
        for (const part of head.parts) {
          if (portrait && part.text === 'Wilhelmine Kunigunde') expect(!part.cut || part.ellipsis, 'the long name cut without an ellipsis').toBe(true);
          else expect(part.cut, `"${part.text}" cut at ${size.width}×${size.height}`).toBe(false);
          expect(part.box.x + part.box.width, `"${part.text}" past its column at ${size.width}×${size.height}`).toBeLessThanOrEqual(
            head.th.x + head.th.width + 0.5,
          );
        }
      }
      expect(await brokenBarItems(tv), `bar items on two lines at ${size.width}×${size.height}`).toEqual([]);
      // The chip reads from the sofa: at least the root size (24 px at 1080p, 48 px at 4K).
      const chipPx = await tv
        .locator('.mk-side .mk-sheet thead .level-badge')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(chipPx).toBeGreaterThanOrEqual(rem - 0.01);
    }).toPass({ timeout: 5000 });
  }
  // A TV window of 1280×720 keeps the smallest TV type (18 px), too large for the whole bar on one line: items move whole.
  await tv.setViewportSize({ width: 1280, height: 720 });
  await expect(async () => expect(await brokenBarItems(tv), 'bar items on two lines at 1280×720').toEqual([])).toPass({ timeout: 5000 });
  // A window far too narrow for them: what does not fit is shortened with an ellipsis and stays inside its column.
  await tv.setViewportSize({ width: 800, height: 600 });
  await expect(async () => {
    const heads = await sheetHeads(tv);
    expect(heads.flatMap((head) => head.parts).some((part) => part.cut)).toBe(true);
    for (const head of heads) {
      for (const part of head.parts) {
        if (part.cut) expect(part.ellipsis, `"${part.text}" cut without an ellipsis`).toBe(true);
        expect(part.box.x + part.box.width, `"${part.text}" past its column at 800×600`).toBeLessThanOrEqual(head.th.x + head.th.width + 0.5);
      }
    }
  }).toPass({ timeout: 5000 });
  expect(errors).toEqual([]);
});

test('portrait: the score sheet in the band under the hand is as tall as its rows, its total right under the heads', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1080, height: 1920 });
  await open(page);
  await newMachtkampf(page, ['here:Anna', 'bot', 'bot', 'bot']);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  const sheet = page.locator('.mk-side .mk-sheet');
  await expect(sheet.locator('tbody tr')).toHaveCount(0);
  const head = await boxOf(sheet.locator('thead tr'));
  const total = await boxOf(sheet.locator('tfoot tr'));
  // No game finished yet: the total's row follows the heads' row, no taller than it (both one line of type).
  expect(total.y - (head.y + head.height)).toBeLessThan(2);
  expect(total.height).toBeLessThanOrEqual(head.height + 1);
  expect(errors).toEqual([]);
});

test('a phone plays Machtkampf by "Vorschlag" and "Legen" alone, down to its last card, and is never penalised for the call; it taps "Letzte Karte!" when it is shown', async ({
  openPage,
}) => {
  test.setTimeout(300_000);
  const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
  await open(tv);
  // Bots that play at random: the phone leads often and gets down to its last card.
  const room = await newMachtkampf(tv, ['open', 'bot', 'bot'], true, false, 'random');
  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const errors = watchErrors(phone);
  // The first call the phone sends after a play down to one card is lost on the way (as on a dropped
  // connection): the phone then holds one card without the call, and shows the call button.
  let lost = false;
  let lastMove = '';
  await phone.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const data = JSON.parse(String(message)) as { type?: string; ref?: number; move?: { type?: string } };
      const after = lastMove;
      if (data.type === 'move') lastMove = data.move?.type ?? '';
      if (!lost && data.type === 'move' && data.move?.type === 'callLastCard' && after === 'play') {
        lost = true;
        ws.send(JSON.stringify({ type: 'error', code: 'net.disconnected', message: 'connection lost', params: {}, ref: data.ref }));
        return;
      }
      server.send(message);
    });
    server.onMessage((message) => ws.send(message));
  });
  // With the page's motion on (no fast=1): the call button's animation runs as at a real table.
  await phone.goto(`/?room=${room}`);
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await phone.getByLabel('Dein Name').fill('Handy');
  await phone.getByRole('button', { name: 'Beitreten' }).click();
  await expect(tv.locator('.lobby-seats, .seats').first()).toContainText('Handy');
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  await expect(phone.getByRole('group', { name: 'Deine Hand' }).getByRole('button')).toHaveCount(16);

  const log = tv.locator('.log-list');
  const call = phone.getByRole('button', { name: 'Letzte Karte!', exact: true });
  const enabled = async (name: string | RegExp): Promise<Locator | null> => {
    const button = phone.getByRole('button', { name, exact: typeof name === 'string' }).first();
    return (await button.isVisible()) && (await button.isEnabled({ timeout: 1000 }).catch(() => false)) ? button : null;
  };
  let tapped = false;
  let gameOver = false;
  // Until the game in which the phone tapped the call is over.
  for (let i = 0; i < 4000 && !gameOver; i++) {
    if (lost && !tapped) {
      // The phone holds one card without the call: the button shows, with the warning beside the hand.
      await expect(call).toBeVisible();
      await expect(phone.getByRole('alert').filter({ hasText: 'nur noch eine Karte' })).toBeVisible();
      await phone.screenshot({ path: 'test-results/machtkampf-phone-call.png' });
      // Shown while the bots play on: the button stays the same element and holds still under the finger.
      await call.tap({ timeout: 3000 });
      await expect(log).toContainText('Handy ruft „Letzte Karte!“');
      tapped = true;
      continue;
    }
    const panel = phone.getByRole('dialog');
    if (await panel.isVisible()) {
      await expect(panel).not.toHaveAccessibleName('Partie vorbei');
      gameOver = tapped;
      await panel
        .getByRole('button')
        .first()
        .tap({ timeout: 1500 })
        .catch(() => undefined);
      continue;
    }
    // Only the suggestion and its play; a pass only when the host lists no play at all.
    const suggest = await enabled('Vorschlag');
    if (suggest) {
      await suggest.tap({ timeout: 1500 }).catch(() => undefined);
      const play = await enabled(/^(Legen|Zurückgeben|Letzte Karte! \+ Legen)/);
      const label = (await play?.textContent().catch(() => null)) ?? '';
      const tappedPlay = await play?.tap({ timeout: 1500 }).then(
        () => true,
        () => false,
      );
      // A play down to one card sends its call at once: the first is lost, and the loop's top shows the button.
      if (tappedPlay && label === 'Legen + Letzte Karte!' && !tapped) await expect.poll(() => lost).toBe(true);
      continue;
    }
    const pass = await enabled('Passen');
    if (pass) await pass.tap({ timeout: 1500 }).catch(() => undefined);
    else await phone.waitForTimeout(30);
  }
  expect(lost).toBe(true);
  expect(tapped).toBe(true);
  await expect(log).not.toContainText('Handy hat „Letzte Karte!“ vergessen');
  expect(errors).toEqual([]);
});
