/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { boxOf, formSettled, test, usefulCard, watchErrors, type Box } from './support';

/** A Kerkerhatz table for one person and bot teammates at a level; the match is started. */
async function startLevel(page: Page, level: number, bots: number, clock = true, hardCampaign = false, query = ''): Promise<void> {
  await page.goto(`/?fast=1${query}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  await page.locator('#players').selectOption(String(bots + 1));
  for (let seat = 2; seat <= bots + 1; seat++) await page.getByLabel(`Platz ${seat}: wer spielt`).selectOption('bot');
  await formSettled(page);
  await page.getByRole('spinbutton', { name: 'Stufe' }).fill(String(level));
  if (!clock) await page.getByLabel('Mit Uhr').uncheck();
  if (hardCampaign) await page.getByLabel('Harte Kampagne').check();
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(page.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  await page.getByRole('button', { name: 'Partie starten' }).click();
}

/**
 * The region where this seat picks its hero, with `taken` heroes already taken. The bots choose
 * after the people at the table (or after a short wait), so a person who chooses first finds all
 * four free; a click on a button drawn from an older view could take a hero somebody has just
 * taken, and the host would refuse it.
 */
async function heroChoice(page: Page, taken = 0): Promise<Locator> {
  const region = page.getByRole('region', { name: 'Wähle deinen Helden' });
  await expect(region.getByRole('button')).toHaveCount(4 - taken, { timeout: 15_000 });
  return region;
}

/** The key (1 … 9, 0) of the first card in hand that counts toward what the dungeon card still needs, else the first card. */
async function usefulKey(page: Page): Promise<string | null> {
  const index = await usefulCard(page);
  return index >= 0 && index < 10 ? String((index + 1) % 10) : null;
}

test('keyboard only: a Kerkerhatz level with a bot teammate, played to the win or loss screen and the campaign map', async ({ page }) => {
  test.setTimeout(420_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await startLevel(page, 1, 1);

  // The hero is chosen with the keyboard: focus moves along the hero buttons, Enter takes one.
  const heroes = await heroChoice(page);
  await heroes.getByRole('button').first().focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // The level starts: the clock runs and the dungeon is dealt. (The bot teammate acts at once and
  // may beat a card before the page is looked at, so no card need be in the middle just now.)
  await expect(page.getByRole('timer', { name: 'Uhr' })).toHaveText(/^\d:\d\d$/, { timeout: 15_000 });
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
  await expect(page.locator('.log-list li').filter({ hasText: 'Aufgedeckt' })).not.toHaveCount(0);
  await result.getByRole('button', { name: /Weiter zu Stufe|Stufe \d spielen/ }).press('Enter');
  await expect(page.getByRole('region', { name: 'Wähle deinen Helden' })).toBeVisible();
  await expect(page.locator('.hud .round')).toHaveText(won ? 'Stufe 2' : 'Stufe 1');
  // Each level starts with a fresh log: nothing of the last level's dungeon is in it.
  await expect(page.locator('.log-list li').filter({ hasText: 'Aufgedeckt' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Finsternis: in the dark the table shows no count of what the card still needs, and callouts are off', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  // The host decides when it is dark; here every view the client gets is made dark, as the host sends it then.
  // After the first dungeon card the host's views are held back: the bot teammate could beat it at once.
  let held = false;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (held) return;
      const data = JSON.parse(String(message)) as { type?: string; view?: { game?: string; dark?: boolean; current?: { remaining: unknown } | null } };
      if (data.type === 'view' && data.view?.game === 'kerkerhatz' && data.view.current) {
        data.view.dark = true;
        data.view.current.remaining = null;
        held = true;
      }
      ws.send(JSON.stringify(data));
    });
  });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await startLevel(page, 1, 1, false);
  await (await heroChoice(page)).getByRole('button').first().click();
  await expect(page.locator('.kh-current')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.dt-table.kh.dark')).toBeVisible();
  await expect(page.getByLabel('Braucht noch')).toHaveText(/selbst/);
  await expect(page.locator('.kh-needs li')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ich habe ♥!' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/kerkerhatz-dark.png' });
  expect(errors).toEqual([]);
});

test('a phone holds a Kerkerhatz seat: hand, power and callouts with big touch targets', async ({ openPage }) => {
  test.setTimeout(120_000);
  const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
  await tv.goto('/?fast=1');
  await expect(tv.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await tv.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  await tv.locator('#players').selectOption('2');
  await tv.getByLabel('Platz 1: wer spielt').selectOption('open');
  await tv.getByLabel('Platz 2: wer spielt').selectOption('bot');
  // Level 1 whatever the host's campaign has come to (the screen preselects its next level).
  await formSettled(tv);
  await tv.getByRole('spinbutton', { name: 'Stufe' }).fill('1');
  await tv.getByLabel('Mit Uhr').uncheck();
  await tv.getByRole('button', { name: 'Tisch eröffnen' }).click();
  const room = (await tv.locator('.room-code').textContent()) ?? '';

  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const errors = watchErrors(phone);
  await phone.goto(`/?fast=1&room=${room}`);
  await phone.getByLabel('Dein Name').fill('Handy');
  await phone.getByRole('button', { name: 'Beitreten' }).click();
  await expect(tv.locator('.lobby-seats, .seats').first()).toContainText('Handy');
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  await (await heroChoice(phone)).getByRole('button').first().tap();
  await expect(phone.locator('.dt-table.kh.phone')).toBeVisible();
  await expect(phone.getByRole('group', { name: 'Deine Hand' }).getByRole('button')).toHaveCount(5);
  const box = await boxOf(phone.getByRole('button', { name: 'Ich habe ♥!' }));
  expect(box.height).toBeGreaterThanOrEqual(44);
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
  // After the first dungeon card the host's views are held back: the bot teammate could beat it at once.
  let held = false;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const data = JSON.parse(String(message)) as { type?: string; ref?: number; move?: { type?: string } };
      if (data.type === 'move' && data.move?.type === 'play') {
        const refusal = {
          type: 'error',
          code: 'kerkerhatz.staleTarget',
          message: 'Die Karte liegt nicht mehr in der Mitte – deine Karte bleibt auf der Hand.',
          params: { target: 'Die Karte' },
          ref: data.ref,
        };
        setTimeout(() => ws.send(JSON.stringify(refusal)), 700);
        return;
      }
      server.send(message);
    });
    server.onMessage((message) => {
      if (held) return;
      ws.send(message);
      const data = JSON.parse(String(message)) as { type?: string; view?: { game?: string; current?: unknown } };
      if (data.type === 'view' && data.view?.game === 'kerkerhatz' && data.view.current) held = true;
    });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await startLevel(page, 1, 1, false);
  await (await heroChoice(page)).getByRole('button').first().click();
  const hand = page.getByRole('group', { name: 'Deine Hand' });
  await expect(hand.locator('.kh-card:not([aria-disabled="true"])').first()).toBeVisible({ timeout: 15_000 });
  const card = (await hand.locator('.kh-card:not([aria-disabled="true"])').first().getAttribute('data-card')) ?? '';
  await hand.locator(`[data-card="${card}"]`).click();
  await expect(hand.locator(`[data-card="${card}"]`)).toHaveCount(0, { timeout: 500 });
  await expect(page.getByRole('alert').filter({ hasText: 'bleibt auf der Hand' })).toBeVisible();
  await expect(hand.locator(`[data-card="${card}"]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// States that bots reach only by chance (an event with a queen in hand, Einsturz, Durcheinander)
// are set up as the host would send them: the real host deals and starts the match, then the
// test holds the host's messages back and gives the table the views of that state itself. The
// moves the table makes are recorded instead of sent, so the test sees exactly what a tap sends.

interface KhView {
  viewer: number;
  phase: string;
  now: number;
  hand: string[] | null;
  handSize: number;
  handSizes: number[];
  pileSizes: number[];
  heroes: (string | null)[];
  current: { card: string; kind: string; played: { seat: number; card: string; suit: string }[]; remaining: Record<string, number> | null } | null;
  windowEndsAt: number | null;
  beaten: string[];
  spent: string[];
  collapsePending: number[];
  tally: { cancelled: number; happened: number };
  giveUpVotes: boolean[];
}

interface ViewMessage {
  type: 'view';
  index: number;
  view: KhView;
  legal: unknown[];
  result: unknown;
  /** The chart's phases of the step: the end's panel opens from `matchOver`. */
  phases: string[];
  ref?: number;
}

interface MoveMessage {
  type: 'move';
  move: { type: string; card?: string; target?: string; cards?: string[]; discard?: string[]; teammate?: number };
  ref?: number;
}

interface Wire {
  /** From now on the table gets only what `show` sends, and its moves stay here. */
  held: boolean;
  /** Hold as soon as the host has sent the first view with a dungeon card in the middle. */
  holdAtFirstCard: boolean;
  views: ViewMessage[];
  sent: MoveMessage[];
  show: (message: unknown) => void;
}

async function wire(page: Page): Promise<Wire> {
  const w: Wire = { held: false, holdAtFirstCard: false, views: [], sent: [], show: () => undefined };
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    w.show = (message) => ws.send(JSON.stringify(message));
    ws.onMessage((message) => {
      const data = JSON.parse(String(message)) as { type?: string };
      if (data.type === 'move') w.sent.push(data as MoveMessage);
      if (!w.held || data.type !== 'move') server.send(message);
    });
    server.onMessage((message) => {
      if (w.held) return;
      const data = JSON.parse(String(message)) as { type?: string; view?: { game?: string; current?: unknown } };
      if (data.type === 'view' && data.view?.game === 'kerkerhatz') w.views.push(data as ViewMessage);
      ws.send(message);
      // The bot teammate acts at once (no bot delay in the tests): it could beat this card, and more,
      // before the page is even looked at.
      if (w.holdAtFirstCard && data.type === 'view' && data.view?.current) w.held = true;
    });
  });
  return w;
}

/** The last view the host sent, changed by `change`, as the next view. */
function nextView(w: Wire, change: (view: KhView) => void, legal: unknown[], ref?: number): ViewMessage {
  const last = w.views[w.views.length - 1];
  if (!last) throw new Error('no view yet');
  const next = JSON.parse(JSON.stringify(last)) as ViewMessage;
  next.index = last.index + 1;
  next.result = null;
  next.phases = [];
  next.legal = legal;
  delete next.ref;
  if (ref !== undefined) next.ref = ref;
  change(next.view);
  w.views.push(next);
  return next;
}

const NONE = { S: 0, H: 0, D: 0, C: 0, any: 0 };

/** A table with a bot teammate, heroes chosen, the first dungeon card shown; from that view on the host is held back. */
async function heldTable(page: Page, level = 1, hard = false, query = '', bots = 1): Promise<Wire> {
  const w = await wire(page);
  w.holdAtFirstCard = true;
  await page.setViewportSize({ width: 1920, height: 1080 });
  await startLevel(page, level, bots, false, hard, query);
  await (await heroChoice(page)).getByRole('button').first().click();
  await expect(page.locator('.kh-current')).toBeVisible({ timeout: 15_000 });
  expect(w.held).toBe(true);
  return w;
}

/** Most of the box of a hand card's button shows a card face drawn on the canvas under it (the button itself is clear). */
async function expectFaceUnder(page: Page, card: string): Promise<void> {
  const button = page.getByRole('group', { name: 'Deine Hand' }).locator(`[data-card="${card}"]`);
  const box = await boxOf(button);
  const png = PNG.sync.read(
    await page.screenshot({ clip: { x: box.x + box.width * 0.1, y: box.y + box.height * 0.1, width: box.width * 0.8, height: box.height * 0.7 } }),
  );
  let light = 0;
  for (let i = 0; i < png.data.length; i += 4)
    if ((png.data[i] as number) > 200 && (png.data[i + 1] as number) > 200 && (png.data[i + 2] as number) > 190) light++;
  expect(light / (png.data.length / 4)).toBeGreaterThan(0.5);
}

test('Einsturz: two taps pick the two cards to discard (a second tap on a card takes it back), and the second pick sends exactly those', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const w = await heldTable(page);
  const hand = ['7S', 'KH', '2D', '9C', 'X1'];
  const pairs = hand.flatMap((a, i) => hand.slice(i + 1).map((b) => ({ type: 'discard', cards: [a, b] })));
  w.show(
    nextView(
      w,
      (v) => {
        v.phase = 'collapse';
        v.collapsePending = [v.viewer];
        v.hand = hand;
        v.current = { card: '5S', kind: 'event', played: [], remaining: NONE };
      },
      pairs,
    ),
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Einsturz! Tippe 2 Karten zum Abwerfen an.' })).toBeVisible();
  const handGroup = page.getByRole('group', { name: 'Deine Hand' });
  await expect(handGroup.getByRole('button', { name: /abwerfen$/ })).toHaveCount(5);
  await expectFaceUnder(page, 'KH');
  const pick = (card: string): Locator => handGroup.locator(`[data-card="${card}"]`);
  await pick('7S').click();
  await expect(pick('7S')).toHaveAttribute('aria-pressed', 'true');
  await pick('7S').click();
  await expect(pick('7S')).toHaveAttribute('aria-pressed', 'false');
  await pick('KH').click();
  await expect(pick('KH')).toHaveAttribute('aria-pressed', 'true');
  expect(w.sent.filter((m) => m.move.type === 'discard')).toHaveLength(0);
  await page.screenshot({ path: 'test-results/kerkerhatz-collapse.png' });
  await pick('2D').click();
  await expect.poll(() => w.sent.filter((m) => m.move.type === 'discard').length).toBe(1);
  const sent = w.sent.find((m) => m.move.type === 'discard');
  expect([...(sent?.move.cards ?? [])].sort()).toEqual(['2D', 'KH']);
  expect(errors).toEqual([]);
});

test('an event: the countdown runs, Q lays the queen at once, and the table shows it on the event before the host answers', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const w = await heldTable(page);
  w.show(
    nextView(
      w,
      (v) => {
        v.phase = 'window';
        v.hand = ['QS', '7S', '2D', '9C', 'X1'];
        v.current = { card: '5H', kind: 'event', played: [], remaining: NONE };
        v.windowEndsAt = v.now + 3000;
      },
      [{ type: 'play', card: 'QS', target: '5H' }],
    ),
  );
  const window = page.getByRole('alert').filter({ hasText: 'Durcheinander: Alle geben ihre Hand nach links weiter.' });
  await expect(window).toBeVisible();
  // The countdown is written as the page's language writes a number (German: 2,8).
  await expect(window.locator('.kh-countdown')).toHaveText(/^[0-3],\d$/);
  const queen = window.getByRole('button', { name: 'Dame legen: Ereignis aufheben!' });
  await expect(queen).toBeVisible();
  await page.screenshot({ path: 'test-results/kerkerhatz-window.png' });
  await page.keyboard.press('q');
  await expect.poll(() => w.sent.filter((m) => m.move.type === 'play').length).toBe(1);
  const sent = w.sent.find((m) => m.move.type === 'play');
  expect(sent?.move).toEqual({ type: 'play', card: 'QS', target: '5H' });
  const hand = page.getByRole('group', { name: 'Deine Hand' });
  await expect(hand.locator('[data-card="QS"]')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Darauf gespielt' }).locator('li[data-card="QS"]')).toHaveCount(1);
  // The host takes it: event and queen are gone, the next card is up, and nothing was passed round.
  w.show(
    nextView(
      w,
      (v) => {
        v.phase = 'play';
        v.hand = ['7S', '2D', '9C', 'X1', '4H'];
        v.current = { card: '3C', kind: 'door', played: [], remaining: { ...NONE, C: 3 } };
        v.windowEndsAt = null;
        v.beaten = [...v.beaten, '5H'];
        v.spent = [...v.spent, 'QS'];
        v.tally.cancelled++;
      },
      [],
      sent?.ref,
    ),
  );
  await expect(page.locator('.kh-current')).toHaveAttribute('data-card', '3C');
  await expect(page.getByRole('list', { name: 'Darauf gespielt' }).locator('li')).toHaveCount(0);
  await expect(page.locator('.log-list')).not.toContainText('Durcheinander');
  expect(errors).toEqual([]);
});

test('Durcheinander: when the window closes without a queen, the hand that comes round from the next seat is shown', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  // On WebGL, which the client chooses with a graphics card (the other tests here run on the 2D canvas).
  const w = await heldTable(page, 1, false, '&renderer=webgl');
  await expect(page.locator('body')).toHaveAttribute('data-renderer', 'webgl');
  w.show(
    nextView(
      w,
      (v) => {
        v.phase = 'window';
        v.hand = ['7S', 'KH', '2D', '9C', 'X1'];
        v.current = { card: '5H', kind: 'event', played: [], remaining: NONE };
        v.windowEndsAt = v.now + 3000;
      },
      [],
    ),
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Durcheinander' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dame legen: Ereignis aufheben!' })).toHaveCount(0);
  const passed = ['4H', '8D', 'JC', 'AS', '6S'];
  w.show(
    nextView(
      w,
      (v) => {
        v.phase = 'play';
        v.hand = passed;
        v.current = { card: '2H', kind: 'door', played: [], remaining: { ...NONE, H: 2 } };
        v.windowEndsAt = null;
        v.beaten = [...v.beaten, '5H'];
        v.tally.happened++;
      },
      passed.map((card) => ({ type: 'play', card, target: '2H' })),
    ),
  );
  await expect(page.locator('.log-list')).toContainText('Durcheinander: Jede Hand ist eins nach links gewandert.');
  const cards = page.getByRole('group', { name: 'Deine Hand' }).getByRole('button', { name: /spielen$/ });
  await expect(cards).toHaveCount(5);
  expect((await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-card')))).sort()).toEqual([...passed].sort());
  await expectFaceUnder(page, 'JC');
  expect(errors).toEqual([]);
});

test('the healer: the power button names each teammate, and the host gives that teammate four cards from the healer’s pile', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const w = await wire(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await startLevel(page, 1, 1, false);
  await (await heroChoice(page)).getByRole('button', { name: /^Heiler:/ }).click();
  const heal = page.getByRole('button', { name: /^Heilen! \(3 Karten\) → / });
  await expect(heal).toHaveCount(1, { timeout: 15_000 });
  await expect(heal).toBeEnabled();
  await heal.click();
  await expect.poll(() => w.sent.filter((m) => m.move.type === 'power').length).toBe(1);
  const sent = w.sent.find((m) => m.move.type === 'power');
  expect(sent?.move.teammate).toBe(1);
  expect(sent?.move.discard).toHaveLength(3);
  // The view that answers the power, against the one just before it: the bot holds four more cards.
  await expect.poll(() => w.views.findIndex((v) => v.ref === sent?.ref)).toBeGreaterThan(0);
  const at = w.views.findIndex((v) => v.ref === sent?.ref);
  const before = w.views[at - 1] as ViewMessage;
  const after = w.views[at] as ViewMessage;
  expect(before.view.pileSizes[0]).toBeGreaterThanOrEqual(7);
  expect((after.view.handSizes[1] as number) - (before.view.handSizes[1] as number)).toBe(4);
  expect(errors).toEqual([]);
});

test('the beginner clock: the time keeper chooses between the free pause (P) and the power for three cards, to swap them', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const w = await heldTable(page);
  const hand = ['7H', '2S', '9C', '4D', 'X1'];
  const triples = hand.flatMap((a, i) => hand.slice(i + 1).flatMap((b, j) => hand.slice(i + j + 2).map((c) => ({ type: 'power', discard: [a, b, c] }))));
  const asTimeKeeper = (v: KhView): void => {
    v.heroes[v.viewer] = 'timeKeeper';
    (v as unknown as { options: Record<string, unknown> }).options.beginnerClock = true;
    v.hand = hand;
    v.current = { card: '3H', kind: 'door', played: [], remaining: { ...NONE, H: 3 } };
  };
  w.show(nextView(w, asTimeKeeper, [{ type: 'power', discard: [] }, ...triples]));
  const free = page.getByRole('button', { name: 'Pause! (0 Karten)', exact: true });
  const paid = page.getByRole('button', { name: 'Pause! (3 Karten) – Karten tauschen', exact: true });
  await expect(free).toBeEnabled();
  await expect(paid).toBeEnabled();
  const powers = (): MoveMessage[] => w.sent.filter((m) => m.move.type === 'power');
  await page.keyboard.press('p');
  await expect.poll(() => powers().length).toBe(1);
  expect(powers()[0]?.move.discard).toEqual([]);
  await paid.click();
  await expect.poll(() => powers().length).toBe(2);
  // The three cards the door has least use for.
  expect(powers()[1]?.move.discard).toEqual(['2S', '9C', '4D']);
  // While the clock stands there is no pause to take, but the power can still be paid for.
  w.show(nextView(w, asTimeKeeper, triples));
  await expect(free).toBeDisabled();
  await expect(paid).toBeEnabled();
  expect(errors).toEqual([]);
});

const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the paused clock’s notice and the “Pause!” buttons lie over no teammate’s plate, and every plate is on the screen (720p, 1080p, portrait)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  // Four players, so three teammates' plates share the column (at 720 px they reached into the buttons).
  const w = await heldTable(page, 1, false, '', 3);
  w.show(
    nextView(
      w,
      (v) => {
        v.heroes[v.viewer] = 'timeKeeper';
        (v as unknown as { options: Record<string, unknown> }).options.beginnerClock = true;
        (v as unknown as { clock: Record<string, unknown> }).clock.status = 'paused';
      },
      [{ type: 'power', discard: [] }],
    ),
  );
  const notice = page.locator('.kh-paused');
  await expect(notice).toHaveText('Die Uhr steht – bis zur nächsten gespielten Karte.');
  await expect(page.getByRole('button', { name: /^Pause!/ })).toHaveCount(2);
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
    { width: 1080, height: 1920 },
  ]) {
    await page.setViewportSize(size);
    // The plates are placed by the board after the resize event: measured once that has happened.
    await expect(async () => {
      const pauses = [await boxOf(notice), ...(await Promise.all((await page.getByRole('button', { name: /^Pause!/ }).all()).map(boxOf)))];
      const plates = await Promise.all((await page.locator('.kh-seat').all()).map(boxOf));
      expect(plates).toHaveLength(3);
      for (const plate of plates) {
        for (const pause of pauses) expect(overlaps(pause, plate), `a plate over a pause text at ${size.width}×${size.height}`).toBe(false);
        expect(plate.y + plate.height, `a plate below the screen at ${size.width}×${size.height}`).toBeLessThanOrEqual(size.height);
      }
    }).toPass({ timeout: 10_000 });
  }
  expect(errors).toEqual([]);
});

test('every teammate plate keeps room above it for a callout bubble, which so never covers a name or a hero (720p, 1080p, portrait)', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const w = await heldTable(page, 1, false, '', 3);
  // A teammate calls out, as the host passes on a bot's callout.
  w.show({ type: 'emote', seat: 1, name: 'Bot 2', emote: 'have.D' });
  await expect(page.locator('.kh-seat[data-seat="1"] .bubble')).toHaveText('Ich habe ♦!');
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
    { width: 1080, height: 1920 },
  ]) {
    await page.setViewportSize(size);
    // The plates are placed by the board after the resize event: measured once that has happened.
    await expect(async () => {
      const mates = await boxOf(page.locator('.kh-mates'));
      const font = await page
        .locator('.kh-seat')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      const plates = await Promise.all((await page.locator('.kh-seat').all()).map(boxOf));
      for (const plate of plates) {
        const above = plates.filter((p) => p !== plate && p.y < plate.y && p.x < plate.x + plate.width && plate.x < p.x + p.width);
        const ceiling = Math.max(mates.y, ...above.map((p) => p.y + p.height));
        // BUBBLE_ROOM (model.ts): two fonts.
        expect(plate.y - ceiling, `room over a plate at ${size.width}×${size.height}`).toBeGreaterThanOrEqual(font * 2 - 0.5);
      }
    }).toPass({ timeout: 10_000 });
    if (process.env.KARTENSTUBE_SHOTS) await page.screenshot({ path: `${process.env.KARTENSTUBE_SHOTS}/kerkerhatz-callout-${size.width}x${size.height}.png` });
  }
  expect(errors).toEqual([]);
});

test('on a TV, four 24-character names under the cards on the dungeon card are cut to fit and never run into each other', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const long = ['Maximiliane Bergmannshof', 'Friedrich-Wilhelm Sonnen', 'Annegret Wackerbarthgasse', 'Bartholomäus Kleinschmid'].map((n) => n.slice(0, 24));
  // The four seats are bots (the TV holds no hand); the lobby the page gets names them as people
  // with long names, and after the first dungeon card the host's views are held back.
  let held = false;
  const views: ViewMessage[] = [];
  let show: (message: unknown) => void = () => undefined;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    show = (message) => ws.send(JSON.stringify(message));
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (held) return;
      const data = JSON.parse(String(message)) as {
        type?: string;
        table?: { seats?: { kind: string; name: string | null; botPlaying: boolean }[] };
        view?: { game?: string; current?: unknown };
      };
      if (data.type === 'lobby' && data.table?.seats) {
        data.table.seats.forEach((seat, i) => Object.assign(seat, { kind: 'person', name: long[i] ?? null, botPlaying: false }));
        ws.send(JSON.stringify(data));
        return;
      }
      ws.send(message);
      if (data.type === 'view' && data.view?.game === 'kerkerhatz' && data.view.current) {
        views.push(data as ViewMessage);
        held = true;
      }
    });
  });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/?fast=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  await page.locator('#players').selectOption('4');
  for (let seat = 1; seat <= 4; seat++) await page.getByLabel(`Platz ${seat}: wer spielt`).selectOption('bot');
  await page.getByLabel('Mit Uhr').uncheck();
  await page.getByLabel(/TV-Modus/).check();
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await page.getByRole('button', { name: 'Partie starten' }).click();
  await expect(page.locator('.kh-current')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => held).toBe(true);
  const last = views[views.length - 1] as ViewMessage;
  const next = JSON.parse(JSON.stringify(last)) as ViewMessage;
  next.index = last.index + 1;
  next.legal = [];
  const current = next.view.current as NonNullable<KhView['current']>;
  current.played = ['2S', '3H', '4D', '5C'].map((card, seat) => ({ seat, card, suit: card.slice(-1) }));
  show(next);
  await expect(page.locator('.kh-played li')).toHaveCount(4);
  await expect(page.locator('.kh-played li').first()).toHaveAttribute('title', long[0] as string);
  const labels = await page.waitForFunction(
    (prefixes) => {
      interface Drawn {
        visible: boolean;
        children?: Drawn[];
        text?: unknown;
        getBounds: () => { x: number; y: number; width: number; height: number };
      }
      const stage = (window as unknown as { __kartenstube?: { pixi: { stage: Drawn } } }).__kartenstube?.pixi.stage;
      const list = document.querySelector('.kh-played')?.getBoundingClientRect();
      if (!stage || !list) return false;
      const found: { text: string; x: number; y: number; width: number; height: number }[] = [];
      const walk = (item: Drawn): void => {
        if (!item.visible) return;
        if (typeof item.text === 'string' && prefixes.some((p) => (item.text as string).startsWith(p))) {
          const b = item.getBounds();
          // Under the cards on the dungeon card: not the same names on the teammates' plates.
          if (b.y >= list.top - 2 && b.y <= list.bottom && b.x >= list.left - 2 && b.x <= list.right)
            found.push({ text: item.text, x: b.x, y: b.y, width: b.width, height: b.height });
        }
        for (const child of item.children ?? []) walk(child);
      };
      walk(stage);
      return found.length === 4 ? found : false;
    },
    long.map((n) => n.slice(0, 3)),
  );
  const drawn = (await labels.jsonValue()) as (Box & { text: string })[];
  for (const [i, a] of drawn.entries()) {
    expect(a.text.endsWith('…'), `“${a.text}” is cut`).toBe(true);
    for (const b of drawn.slice(i + 1)) expect(overlaps(a, b), `“${a.text}” runs into “${b.text}”`).toBe(false);
  }
  expect(errors).toEqual([]);
});

// The host counts only the matches it ran (this one is made up on the wire), so the panel shows the
// hard campaign as the host keeps it: apart from the normal one, and with no level won in this run.
test('the hard campaign, chosen at the new table: the result shows the hard campaign’s own progress from the host', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const w = await heldTable(page, 2, true);
  w.show(
    nextView(
      w,
      (v) => {
        v.phase = 'lost';
        v.current = null;
        (v as unknown as { cause: string }).cause = 'time';
      },
      [],
    ),
  );
  // The view above carries no result, so the table is still playing; the result comes with the next, the step the chart ends the match on.
  const last = nextView(w, () => undefined, []);
  last.result = { winners: [], scores: [0, 0], lowerIsBetter: false };
  last.phases = ['matchOver'];
  w.show(last);
  const result = page.getByRole('dialog', { name: 'Verloren …' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Harte Kampagne: Eine Niederlage führt zurück zu Stufe 1.');
  const map = result.getByRole('list', { name: 'Kampagne' });
  await expect(map.getByRole('listitem')).toHaveCount(5);
  await expect(map.locator('[aria-current="step"]')).toContainText('Stufe 1');
  await expect(map.locator('.beaten')).toHaveCount(0);
  await expect(result.getByRole('button', { name: 'Stufe 1 spielen' })).toBeVisible();
  await page.screenshot({ path: 'test-results/kerkerhatz-hard-campaign.png' });

  expect(errors).toEqual([]);
});

test('on a phone-sized screen the level-won panel holds the whole campaign map, every level inside its edges', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const w = await heldTable(page, 1);
  await page.setViewportSize({ width: 390, height: 844 });
  w.show(
    nextView(
      w,
      (v) => {
        v.phase = 'won';
        v.current = null;
      },
      [],
    ),
  );
  const last = nextView(w, () => undefined, []);
  last.result = { winners: [0, 1], scores: [1, 1], lowerIsBetter: false };
  last.phases = ['matchOver'];
  w.show(last);
  const result = page.getByRole('dialog', { name: 'Gewonnen!' });
  await expect(result).toBeVisible();
  const levels = result.getByRole('list', { name: 'Kampagne' }).getByRole('listitem');
  await expect(levels).toHaveCount(5);
  const panel = await boxOf(result);
  expect(panel.x + panel.width).toBeLessThanOrEqual(390);
  for (let i = 0; i < 5; i++) {
    const level = await boxOf(levels.nth(i));
    expect(level.x, `Stufe ${i + 1} starts inside the panel`).toBeGreaterThanOrEqual(panel.x);
    expect(level.x + level.width, `Stufe ${i + 1} ends inside the panel`).toBeLessThanOrEqual(panel.x + panel.width);
  }
  // Nothing in the panel is wider than the panel itself (no sideways scrolling on a phone).
  expect(await result.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  if (process.env.KARTENSTUBE_SHOTS) await page.screenshot({ path: `${process.env.KARTENSTUBE_SHOTS}/kerkerhatz-phone-won.png` });
  expect(errors).toEqual([]);
});

test('giving up asks first, stands after the callouts, and shows from the view who has agreed; a card played clears it', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const w = await wire(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await startLevel(page, 1, 1, false);
  await (await heroChoice(page)).getByRole('button').first().click();
  const ask = page.getByRole('button', { name: 'Aufgeben …' });
  await expect(ask).toBeVisible({ timeout: 15_000 });
  // Apart from the callouts: in a row of its own, and after them in the tab order.
  const order = await page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('button')];
    return {
      ask: all.findIndex((b) => b.dataset.key === 'giveup-ask'),
      lastCallout: Math.max(...all.map((b, i) => (b.classList.contains('callout') ? i : -1))),
      own: !!document.querySelector('.kh-giveup [data-key="giveup-ask"]') && !document.querySelector('.kh-actions [data-key="giveup-ask"]'),
    };
  });
  expect(order.own).toBe(true);
  expect(order.ask).toBeGreaterThan(order.lastCallout);

  // Asking opens the question; "play on" closes it and nothing is sent.
  w.held = true;
  await ask.click();
  await expect(page.getByText('Wirklich aufgeben?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weiterspielen' })).toBeFocused();
  if (process.env.KARTENSTUBE_SHOTS) await page.screenshot({ path: `${process.env.KARTENSTUBE_SHOTS}/kerkerhatz-giveup-confirm.png` });
  await page.getByRole('button', { name: 'Weiterspielen' }).click();
  await expect(ask).toBeFocused();
  expect(w.sent.filter((m) => m.move.type === 'giveUp')).toHaveLength(0);

  // Confirmed, the move goes to the host; the waiting line comes from the view the host answers with.
  await ask.click();
  await page.getByRole('button', { name: 'Ja, aufgeben' }).click();
  await expect.poll(() => w.sent.filter((m) => m.move.type === 'giveUp').length).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'warten' })).toHaveCount(0);
  const last = w.views[w.views.length - 1] as ViewMessage;
  const me = last.view.viewer;
  const noGiveUp = last.legal.filter((m) => (m as { type?: string }).type !== 'giveUp');
  w.show(nextView(w, (v) => (v.giveUpVotes = v.giveUpVotes.map((_, seat) => seat === me)), noGiveUp));
  await expect(page.getByRole('status').filter({ hasText: 'Du willst aufgeben – warten aufs Team: 1 von 2' })).toBeVisible();
  if (process.env.KARTENSTUBE_SHOTS) await page.screenshot({ path: `${process.env.KARTENSTUBE_SHOTS}/kerkerhatz-giveup-waiting.png` });
  await expect(ask).toHaveCount(0);
  // A card played by anyone clears the votes: the button is back, the line gone.
  w.show(nextView(w, (v) => (v.giveUpVotes = v.giveUpVotes.map(() => false)), last.legal));
  await expect(ask).toBeVisible();
  await expect(page.locator('.kh-giveup-status')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the host keeps the campaign: a won level shows on the table and in the lobby, and still after a reload', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The screen only watches: three bots play a level-1 dungeon without the clock, as fast as the host lets them.
  await page.goto('/?fast=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  await page.locator('#players').selectOption('3');
  await page.getByLabel('Platz 1: wer spielt').selectOption('bot');
  await formSettled(page);
  await page.getByRole('spinbutton', { name: 'Stufe' }).fill('1');
  await page.getByLabel('Mit Uhr').uncheck();
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  // The lobby already shows the campaign as the host keeps it (other tests may have played it).
  await expect(page.getByRole('region', { name: 'Kampagne' })).toContainText(/Stufe \d von 5 ist dran|Alle Stufen geschafft/);
  await page.screenshot({ path: 'test-results/kerkerhatz-lobby-campaign.png' });
  await page.getByRole('button', { name: 'Partie starten' }).click();

  // Bots can lose a dungeon too: a lost level is played again until one is won.
  const result = page.getByRole('dialog', { name: /Gewonnen!|Verloren/ });
  for (let attempt = 0; ; attempt++) {
    await expect(result).toBeVisible({ timeout: 120_000 });
    if (await page.getByRole('dialog', { name: 'Gewonnen!' }).isVisible()) break;
    expect(attempt).toBeLessThan(3);
    await result.getByRole('button', { name: 'Stufe 1 spielen' }).click();
    await expect(result).toBeHidden();
  }
  const showsProgress = async (): Promise<void> => {
    const map = page.getByRole('dialog', { name: 'Gewonnen!' }).getByRole('list', { name: 'Kampagne' });
    await expect(map.getByRole('listitem')).toHaveCount(5);
    await expect(map.getByRole('listitem').first()).toHaveClass(/beaten/);
    await expect(map.locator('[aria-current="step"]')).toContainText('Stufe 2');
  };
  await showsProgress();
  await expect(page.getByRole('button', { name: 'Weiter zu Stufe 2' })).toBeVisible();

  // The progress is the host's, not this page's: after a reload the table comes back with it.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByRole('button', { name: /^Partie fortsetzen: Kerkerhatz/ }).click();
  await showsProgress();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('campaign')))).toEqual([]);
  expect(errors).toEqual([]);
});

test("the new table offers the host's next level of the chosen campaign for a group; a seat at a table of that campaign hands over the progress this browser kept before the host did", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/?fast=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  // The first milestone kept the hard campaign here, at level 5.
  await page.evaluate(() => {
    const attempts = [1, 2, 3, 4].map((level) => ({ level, won: true, cause: null }));
    localStorage.setItem(
      'kartenstube.kerkerhatz.campaign.hard',
      JSON.stringify({ campaign: { version: 1, hard: true, level: 5, completed: false, attempts }, recorded: 'm-old' }),
    );
  });
  await page.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  const note = page.locator('.new-table .campaign-next');
  // A group of its own: new, so it starts at level 1; the form hands nothing over (it sits at no table).
  await page.getByLabel(/^Gruppe/).fill('Import-Runde');
  await page.getByLabel('Harte Kampagne').check();
  await expect(note).toHaveText(/^Harte Kampagne: Stufe 1 von 5 ist dran$/);
  await expect(page.getByRole('spinbutton', { name: 'Stufe' })).toHaveValue('1');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('campaign')))).toHaveLength(1);
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(page.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  // At the table, which plays that campaign for that group, the old progress goes to the host and the lobby offers its next level.
  await expect(page.getByText('Der Kampagnenstand, den dieser Browser bisher selbst aufbewahrt hat, liegt jetzt beim Gastgeber.')).toBeVisible();
  const region = page.getByRole('region', { name: 'Harte Kampagne der Gruppe „Import-Runde“' });
  await expect(region).toContainText('Stufe 5 von 5 ist dran');
  await expect(region.getByRole('button', { name: 'Stufe 5 der Kampagne spielen' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('campaign')))).toEqual([]);
  await page.screenshot({ path: '/work/shots/36/lobby-group.png' });
  expect(errors).toEqual([]);
});

test('the host’s preselected level never lands in the level field while the person is in it: the answer waits until they have focused it, then they type', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The host's answer to the form's campaign question is held back, and names level 3 as the next one.
  let release: (() => void) | null = null;
  const created: { options?: Record<string, unknown> }[] = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const data = JSON.parse(String(message)) as { type?: string; options?: Record<string, unknown> };
      if (data.type === 'create') created.push(data);
      server.send(message);
    });
    server.onMessage((message) => {
      const data = JSON.parse(String(message)) as {
        type?: string;
        campaign?: { next: Record<string, unknown>; progress: { level: number; completed: boolean } };
      };
      if (data.type !== 'campaign' || !data.campaign) return ws.send(message);
      data.campaign.next.level = 3;
      data.campaign.progress = { ...data.campaign.progress, level: 3, completed: false };
      release = () => ws.send(JSON.stringify(data));
    });
  });
  await page.goto('/?fast=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  const form = page.locator('form.new-table');
  await expect(form).toHaveAttribute('data-loading', 'campaign');
  await expect.poll(() => release !== null).toBe(true);
  const level = page.getByRole('spinbutton', { name: 'Stufe' });
  await level.focus();
  await level.selectText();
  (release as unknown as () => void)();
  await formSettled(page);
  await expect(page.locator('.new-table .campaign-next')).toHaveText('Kampagne: Stufe 3 von 5 ist dran');
  await page.keyboard.type('4');
  await expect(level).toHaveValue('4');
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(page.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  expect(created.map((c) => c.options?.level)).toEqual([4]);
  expect(errors).toEqual([]);
});

test('hot-seat in the dungeon: Anna hands the device to Ben behind the pass screen, and both give up to end the level', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?fast=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  await page.locator('#players').selectOption('2');
  await page.getByLabel('Platz 1: wer spielt').selectOption('here');
  await page.getByLabel('Platz 1: Name').fill('Anna');
  await page.getByLabel('Platz 2: wer spielt').selectOption('here');
  await page.getByLabel('Platz 2: Name').fill('Ben');
  await formSettled(page);
  await page.getByRole('spinbutton', { name: 'Stufe' }).fill('1');
  await page.getByLabel('Mit Uhr').uncheck();
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(page.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  await page.getByRole('button', { name: 'Partie starten' }).click();

  // Each person picks a hero behind their own pass screen, as in a turn-based game.
  const confirmAs = async (name: string): Promise<void> => {
    await expect(page.getByRole('dialog', { name: `Gib das Gerät an ${name}` })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: `Ich bin ${name} – Karten zeigen` }).click();
  };
  const pickHero = async (name: string, free: number): Promise<void> => {
    await confirmAs(name);
    await (await heroChoice(page, 4 - free)).getByRole('button').first().click();
  };
  await pickHero('Anna', 4);
  await pickHero('Ben', 3);

  // In the dungeon both may act at once: the device stays with Anna until she hands it on.
  await confirmAs('Anna');
  const handToBen = page.getByRole('button', { name: 'Weitergeben an Ben' });
  await expect(handToBen).toBeVisible({ timeout: 15_000 });
  const giveUp = async (): Promise<void> => {
    await page.getByRole('button', { name: 'Aufgeben …' }).click();
    await page.getByRole('button', { name: 'Ja, aufgeben' }).click();
  };
  await giveUp();
  await expect(page.getByRole('status').filter({ hasText: 'Du willst aufgeben – warten aufs Team: 1 von 2' })).toBeVisible();

  // Anna hands on: the pass screen names Ben, and only after he confirms does his hand show.
  await handToBen.click();
  await expect(page.getByRole('dialog', { name: 'Gib das Gerät an Ben' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Weitergeben an/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ich bin Ben – Karten zeigen' }).click();
  await expect(page.getByRole('button', { name: 'Weitergeben an Anna' })).toBeVisible();
  await giveUp();

  // Both agreed: the level ends with its level-end panel.
  await expect(page.getByRole('dialog', { name: /Verloren|Gewonnen!/ })).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

/** Where the canvas drew a text (its bounds on the page), or null when it drew no such text. */
async function drawnText(page: Page, words: string): Promise<Box | null> {
  return page.evaluate((wanted) => {
    interface Drawn {
      children?: Drawn[];
      text?: unknown;
      visible: boolean;
      getBounds: () => { minX: number; minY: number; maxX: number; maxY: number };
    }
    const pixi = (window as unknown as { __kartenstube?: { pixi: { stage: Drawn } } }).__kartenstube?.pixi;
    const find = (item: Drawn): Box | null => {
      if (!item.visible) return null;
      if (item.text === wanted) {
        const b = item.getBounds();
        return { x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY };
      }
      for (const child of item.children ?? []) {
        const found = find(child);
        if (found) return found;
      }
      return null;
    };
    return pixi ? find(pixi.stage) : null;
  }, words);
}

test('after the window is resized to 1280×720 the dungeon card lies below the deck and its label and above the hand, as in a table opened at that size', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  // Opened at 1920×1080, the first dungeon card shown; then the window shrinks to a laptop's.
  await heldTable(page);
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(size);
    const where = `at ${size.width}×${size.height}`;
    // The canvas has drawn the new size: the label's place follows the deck's box.
    const deck = await boxOf(page.locator('.kh-deck'));
    await expect
      .poll(
        async () => {
          const label = await drawnText(page, 'Karten im Kerker');
          return label !== null && label.x >= deck.x && label.x + label.width <= deck.x + deck.width + 1;
        },
        { message: `the deck's label drawn inside its box ${where}` },
      )
      .toBe(true);
    const label = (await drawnText(page, 'Karten im Kerker')) as Box;
    const card = await boxOf(page.locator('.kh-current'));
    const hand = await boxOf(page.locator('.kh-hand-area'));
    expect(overlaps(card, label), `the dungeon card over the deck's label ${where}`).toBe(false);
    expect(overlaps(card, deck), `the dungeon card over the deck ${where}`).toBe(false);
    expect(card.y + card.height, `the dungeon card reaching into the hand ${where}`).toBeLessThanOrEqual(hand.y + 1);
    // Still a card one can read: at least 5 rem wide.
    const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(card.width, `the dungeon card's width ${where}`).toBeGreaterThanOrEqual(rem * 5);
    for (const button of await page.getByRole('group', { name: 'Deine Hand' }).getByRole('button').all()) {
      const b = await boxOf(button);
      expect(b.y + b.height, `a hand card below the screen ${where}`).toBeLessThanOrEqual(size.height);
    }
    if (process.env.KARTENSTUBE_SHOTS) await page.screenshot({ path: `${process.env.KARTENSTUBE_SHOTS}/kerkerhatz-resized-${size.width}x${size.height}.png` });
  }
  expect(errors).toEqual([]);
});

test('hot-seat with a bot teammate: Anna and Ben give up together at the screen, in one go, and the level ends', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const w = await wire(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?fast=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  await page.locator('#players').selectOption('3');
  await page.getByLabel('Platz 1: wer spielt').selectOption('here');
  await page.getByLabel('Platz 1: Name').fill('Anna');
  await page.getByLabel('Platz 2: wer spielt').selectOption('here');
  await page.getByLabel('Platz 2: Name').fill('Ben');
  await page.getByLabel('Platz 3: wer spielt').selectOption('bot');
  await formSettled(page);
  await page.getByRole('spinbutton', { name: 'Stufe' }).fill('1');
  await page.getByLabel('Mit Uhr').uncheck();
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(page.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  await page.getByRole('button', { name: 'Partie starten' }).click();
  for (const [name, taken] of [
    ['Anna', 0],
    ['Ben', 1],
  ] as const) {
    await expect(page.getByRole('dialog', { name: `Gib das Gerät an ${name}` })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: `Ich bin ${name} – Karten zeigen` }).click();
    await (await heroChoice(page, taken)).getByRole('button').first().click();
  }
  await page.getByRole('button', { name: 'Ich bin Anna – Karten zeigen' }).click({ timeout: 15_000 });

  // Anna and Ben play no card. The bot teammate plays what it can, and once nothing it holds can
  // help it agrees to give up (cards played call any agreement off, so the people wait for it).
  await expect(page.getByRole('status').filter({ hasText: /^Aufgeben wollen: .+ \(1 von 3\)$/ })).toBeVisible({ timeout: 120_000 });

  // The question lists both people here; Anna, who asked, is ticked, Ben ticks himself.
  await page.getByRole('button', { name: 'Aufgeben …' }).click();
  const who = page.getByRole('group', { name: /Wer hier aufgibt/ });
  await expect(who.getByRole('checkbox')).toHaveCount(2);
  await expect(who.getByRole('checkbox', { name: 'Anna' })).toBeChecked();
  await expect(who.getByRole('checkbox', { name: 'Ben' })).not.toBeChecked();
  await who.getByRole('checkbox', { name: 'Ben' }).check();
  if (process.env.KARTENSTUBE_SHOTS) await page.screenshot({ path: `${process.env.KARTENSTUBE_SHOTS}/kerkerhatz-giveup-together.png` });
  await page.getByRole('button', { name: 'Ja, aufgeben' }).click();

  // One message carries both votes (Anna's, with Ben's seat's token), and the level is lost by giving up.
  const sent = w.sent.filter((m) => m.move.type === 'giveUp') as (MoveMessage & { together?: string[] })[];
  expect(sent).toHaveLength(1);
  expect(sent[0]?.together).toHaveLength(1);
  const lost = page.getByRole('dialog', { name: 'Verloren' });
  await expect(lost).toBeVisible({ timeout: 15_000 });
  await expect(lost).toContainText('Ihr habt gemeinsam aufgegeben.');
  expect(errors).toEqual([]);
});

test('a TV at 1280×720 shows four teammates in TV type without scrolling: every plate on the screen', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?fast=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Neuer Tisch: Kerkerhatz' }).click();
  await page.locator('#players').selectOption('4');
  for (let seat = 1; seat <= 4; seat++) await page.getByLabel(`Platz ${seat}: wer spielt`).selectOption('bot');
  await page.getByLabel('Mit Uhr').uncheck();
  await page.getByLabel(/TV-Modus/).check();
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await page.getByRole('button', { name: 'Partie starten' }).click();
  // The dungeon is open: four teammates' plates (the TV holds no hand).
  await expect(page.locator('.kh-seat')).toHaveCount(4, { timeout: 15_000 });
  await expect(async () => {
    // Nothing on the page is scrolled: the bar stands at the top, the last plate ends on the screen.
    const scrolled = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('main')].filter((el) => el.scrollTop > 0).map((el) => `${el.tagName}: ${el.scrollTop}`),
    );
    expect(scrolled, 'scrolled').toEqual([]);
    expect((await boxOf(page.locator('header.hud'))).y, 'the bar above the screen').toBeGreaterThanOrEqual(0);
    for (const plate of await Promise.all((await page.locator('.kh-seat').all()).map(boxOf))) {
      expect(plate.y + plate.height, 'a plate below the screen').toBeLessThanOrEqual(720);
    }
  }).toPass({ timeout: 10_000 });
  if (process.env.KARTENSTUBE_SHOTS) await page.screenshot({ path: `${process.env.KARTENSTUBE_SHOTS}/kerkerhatz-tv1280.png` });
  expect(errors).toEqual([]);
});

test('a phone taps a greyed card during an event and reads in the event box why it cannot go, within 2 s; nothing is sent', async ({ openPage }) => {
  test.setTimeout(120_000);
  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const errors = watchErrors(phone);
  const w = await wire(phone);
  w.holdAtFirstCard = true;
  await startLevel(phone, 1, 1, false);
  await (await heroChoice(phone)).getByRole('button').first().tap();
  await expect(phone.locator('.dt-table.kh.phone')).toBeVisible();
  await expect(phone.locator('.kh-current')).toBeAttached({ timeout: 15_000 });
  w.show(
    nextView(
      w,
      (v) => {
        v.phase = 'window';
        v.hand = ['QS', '7S', '2D', '9C', 'X1'];
        v.current = { card: '5H', kind: 'event', played: [], remaining: NONE };
        v.windowEndsAt = v.now + 60_000;
      },
      [{ type: 'play', card: 'QS', target: '5H' }],
    ),
  );
  const event = phone.locator('.kh-window');
  await expect(event).toBeVisible();
  const card = phone.getByRole('group', { name: 'Deine Hand' }).locator('[data-card="7S"]');
  await expect(card).toHaveAttribute('aria-disabled', 'true');
  // A greyed card is aria-disabled (it plays nothing), which Playwright counts as not enabled; a finger still taps it.
  await card.tap({ force: true });
  // It stands in the event box, where the phone's player looks during an event.
  await expect(event.getByRole('alert')).toHaveText('Auf ein Ereignis kommt nur eine Dame, die es aufhebt – Pik 7 nicht.', { timeout: 2000 });
  await phone.screenshot({ path: 'test-results/kerkerhatz-phone-refusal.png' });
  expect(w.sent.filter((m) => m.move.type === 'play')).toEqual([]);
  expect(errors).toEqual([]);
});
