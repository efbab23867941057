/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { test as base, expect, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

/**
 * The suite's `test`: Playwright's, with `openPage` for a second device (a TV, a phone) in its own
 * browser context. Every page it opens is closed when the test ends, passed or failed, so no page
 * of one test keeps running (and asking the host for views) during the next.
 */
export const test = base.extend<{ openPage: (options?: BrowserContextOptions) => Promise<Page> }>({
  openPage: async ({ browser }, use) => {
    const pages: Page[] = [];
    await use(async (options) => {
      const page = await browser.newPage(options);
      pages.push(page);
      return page;
    });
    // Closing a page that browser.newPage made closes its context too.
    await Promise.all(pages.map((page) => page.close()));
  },
});

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The box of an element that may be drawn anew at any moment (a bot's move or a teammate's
 * callout redraws the hand): `boundingBox` does not wait and answers null for a button replaced
 * just then, so ask again until one that is on the page answers.
 */
export async function boxOf(locator: Locator): Promise<Box> {
  let box: Box | null = null;
  await expect.poll(async () => (box = await locator.boundingBox()) !== null, { message: `no box for ${String(locator)}` }).toBe(true);
  return box as unknown as Box;
}

/**
 * The visible controls in `scope` a finger can miss: every button, input and select (a card's or a
 * pile's button too) whose box is narrower or lower than 44 px, as "name width×height". A phone's
 * touch targets are 44 px at least (its root font is 15 px: 2.75rem is only 41.25 px).
 */
export function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('button, input, select')].flatMap((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return [];
        if (box.width >= 44 && box.height >= 44) return [];
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
        return [`${name || el.tagName} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`];
      }),
    ),
  );
}

/** Names of the moves the table offers, as a screen reader reads them. */
export const PLAY_NAME = /in den .*topf legen|auf Zielscheibe \d legen|into the .* pot|onto board \d/;

/** Fails the test on any page error or console error. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Counts every request for an animation frame the page makes, from its first script on (call
 * before `goto`); `frameRequestsIn` reads how many came in a span.
 */
export async function countFrameRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const request = window.requestAnimationFrame.bind(window);
    const counted = window as unknown as { frameRequests: number };
    counted.frameRequests = 0;
    window.requestAnimationFrame = (callback) => {
      counted.frameRequests++;
      return request(callback);
    };
  });
}

/** The requests for animation frames the page makes in the next `ms` milliseconds (see countFrameRequests). */
export function frameRequestsIn(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (span) =>
      new Promise<number>((resolve) => {
        const counted = window as unknown as { frameRequests: number };
        const before = counted.frameRequests;
        setTimeout(() => resolve(counted.frameRequests - before), span);
      }),
    ms,
  );
}

/** The new-table form holds no question to the host open any more (the campaign it preselects a level from). */
export async function formSettled(page: Page): Promise<void> {
  await expect(page.locator('form.new-table')).not.toHaveAttribute('data-loading');
}

export async function openClient(page: Page, query = ''): Promise<void> {
  await page.goto(`/?fast=1${query}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

/** Opens a table from the start screen: seats as `here:NAME`, `bot:LEVEL` or `open`. */
export async function newTable(page: Page, game: 'Überkochen' | 'Dreizehn', seats: string[], tv = false): Promise<void> {
  await page.getByRole('button', { name: `Neuer Tisch: ${game}` }).click();
  await page.locator('#players').selectOption(String(seats.length));
  for (const [i, spec] of seats.entries()) {
    const [kind, value] = spec.split(':');
    const n = i + 1;
    await page.getByLabel(`Platz ${n}: wer spielt`).selectOption(kind as string);
    if (kind === 'here' && value) await page.getByLabel(`Platz ${n}: Name`).fill(value);
    if (kind === 'bot' && value) await page.getByLabel(`Platz ${n}: Bot-Stufe`).selectOption(value);
  }
  if (tv) await page.getByLabel(/TV-Modus/).check();
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(page.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
}

/** Plays one move if it is this page's turn: a card, then its first legal target, by their accessible names. Returns whether it moved. */
export async function playOne(page: Page): Promise<boolean> {
  const cards = page.locator('.hit.card[aria-pressed]');
  if ((await cards.count()) === 0) return false;
  try {
    await cards.first().click({ timeout: 5000 });
    await page.getByRole('button', { name: PLAY_NAME }).first().click({ timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Plays one move with the keyboard alone: focus a playable card, Enter picks it (the focus jumps to
 * its first target), Enter plays. It waits for the focus to arrive on the target before the second
 * Enter, and does not pick a card that is already picked (two quick Enters could otherwise only
 * toggle the pick while the table redraws).
 */
export async function playOneByKeyboard(page: Page): Promise<boolean> {
  const cards = page.locator('.hit.card[aria-pressed]');
  if ((await cards.count()) === 0) return false;
  try {
    const target = page.getByRole('button', { name: PLAY_NAME }).first();
    const picked = page.locator('.hit.card[aria-pressed="true"]');
    if ((await picked.count()) === 0) {
      await cards.first().focus({ timeout: 1000 });
      await page.keyboard.press('Enter');
    } else {
      await target.focus({ timeout: 1000 });
    }
    await expect(target).toBeFocused({ timeout: 3000 });
    await page.keyboard.press('Enter');
    return true;
  } catch {
    return false;
  }
}

/** What the table waits for: the result, a panel to dismiss, or a card to play (the others play meanwhile). */
async function nextThing(page: Page): Promise<'result' | 'panel' | 'card'> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('.panel.result')) return 'result';
      if (document.querySelector('[role=dialog]')) return 'panel';
      if (document.querySelector('.hit.card[aria-pressed]')) return 'card';
      return false;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as 'result' | 'panel' | 'card';
}

/** Plays until the result screen (by keyboard, the quickest way for the test to drive): dismisses round panels and pass screens on the way. */
export async function playToResult(page: Page, maxSteps = 3000): Promise<Locator> {
  const result = page.getByRole('dialog', { name: 'Partie vorbei' });
  const next = page.getByRole('button', { name: /^Weiter$|^Ich bin / });
  for (let step = 0; step < maxSteps; step++) {
    const thing = await nextThing(page);
    if (thing === 'result') return result;
    if (thing === 'panel')
      await next
        .first()
        .click({ timeout: 1500 })
        .catch(() => undefined);
    else await playOneByKeyboard(page);
  }
  throw new Error('the match did not end');
}

/** A screenshot of the canvas has drawn pixels: many shades of felt and near-white card faces. */
export async function expectDrawnTable(page: Page, minWhite = 500): Promise<void> {
  const png = PNG.sync.read(await page.locator('#table canvas').screenshot());
  const colours = new Set<number>();
  let white = 0;
  for (let i = 0; i < png.data.length; i += 4 * 7) {
    const [r, g, b] = [png.data[i] as number, png.data[i + 1] as number, png.data[i + 2] as number];
    colours.add((r << 16) | (g << 8) | b);
    if (r > 240 && g > 240 && b > 230) white++;
  }
  expect(colours.size).toBeGreaterThan(50);
  expect(white).toBeGreaterThan(minWhite);
}

export interface Sized {
  px: number;
  text: string;
  where: string;
}

/**
 * Every visible text on the page with its size in CSS pixels, smallest first: the DOM's text nodes
 * (their computed font size) and the texts Pixi draws on the canvas (their style's size times the
 * scale they are drawn at), read from the Pixi app the client exposes for the bench.
 */
export function visibleTexts(): Sized[] {
  const out: Sized[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const words = node.textContent?.trim() ?? '';
    const el = node.parentElement;
    if (!words || !el) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const onScreen = [...range.getClientRects()].some(
      (r) => r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight,
    );
    const style = getComputedStyle(el);
    // Text the canvas draws over sits in see-through boxes for screen readers: the canvas's own size counts for it.
    if (!onScreen || style.visibility === 'hidden' || style.color === 'rgba(0, 0, 0, 0)' || Number(style.opacity) === 0) continue;
    out.push({
      px: parseFloat(style.fontSize),
      text: words.slice(0, 40),
      where: `${el.tagName.toLowerCase()}.${String(el.className)} in .${String(el.parentElement?.className ?? '')}`,
    });
  }
  interface Drawn {
    visible: boolean;
    renderable: boolean;
    alpha: number;
    children?: Drawn[];
    text?: unknown;
    style?: { fontSize?: number };
    worldTransform: { a: number; b: number };
  }
  const pixi = (window as unknown as { __kartenstube?: { pixi: { stage: Drawn } } }).__kartenstube?.pixi;
  const walk = (item: Drawn): void => {
    if (!item.visible || !item.renderable || item.alpha === 0) return;
    if (typeof item.text === 'string' && item.text.trim() && item.style?.fontSize) {
      out.push({ px: item.style.fontSize * Math.hypot(item.worldTransform.a, item.worldTransform.b), text: item.text.slice(0, 40), where: 'canvas' });
    }
    for (const child of item.children ?? []) walk(child);
  };
  if (pixi) walk(pixi.stage);
  return out.sort((a, b) => a.px - b.px);
}

/** Kerkerhatz: the place in hand of the first card that counts toward what the dungeon card still needs, else of the first playable card; -1 if none. */
export function usefulCard(page: Page): Promise<number> {
  return page.evaluate(() => {
    const symbols: Record<string, string> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };
    const needs = [...document.querySelectorAll('.kh-needs li')].map((li) => li.textContent ?? '');
    const wanted = new Set(needs.flatMap((text) => Object.entries(symbols).flatMap(([symbol, suit]) => (text.includes(symbol) ? [suit] : []))));
    const any = needs.some((text) => !Object.keys(symbols).some((symbol) => text.includes(symbol)));
    const cards = [...document.querySelectorAll<HTMLElement>('.kh-card')].map((b) => ({
      card: b.dataset.card ?? '',
      on: b.getAttribute('aria-disabled') !== 'true',
    }));
    const useful = cards.findIndex((c) => c.on && (any || wanted.has(c.card.slice(-1)) || c.card.startsWith('X') || c.card.startsWith('Q')));
    return useful >= 0 ? useful : cards.findIndex((c) => c.on);
  });
}
