/// <reference lib="dom" />
/**
 * A whole TV night in which nobody touches the TV after "Tisch eröffnen": two phones (one in
 * German, one in English) and a bot play an Überkochen match of three rounds, each round's scoring
 * leaving the TV once both phones moved on (one phone reloads at a round's end), the result staying
 * on the TV; the first phone (the table's VIP) starts a second match, then chooses Kerkerhatz,
 * starts a level, and after it the next (or, lost, the same again). The TV page counts every
 * pointer, key, wheel and touch event it gets: none.
 */
import { expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { t } from '../../src/shared/catalog';
import { newTable, smallTargets, test, usefulCard, watchErrors } from './support';

const SHOTS = process.env.KARTENSTUBE_SHOTS ?? '';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** Each phone's words for what the test taps and reads. */
interface Words {
  name: string;
  join: string;
  continue: string;
  round: (n: number) => string;
  over: string;
  again: string;
  close: string;
  hero: string;
  hand: string;
  /** The turn's line on a phone that has read a round's scoring while the others still read theirs. */
  reading: string;
}

const DE: Words = {
  name: 'Dein Name',
  join: 'Beitreten',
  continue: 'Weiter',
  round: (n) => `Wertung der Runde ${n}`,
  over: 'Partie vorbei',
  again: 'Noch eine Partie',
  close: 'Schließen',
  hero: 'Wähle deinen Helden',
  hand: 'Deine Hand',
  reading: t('de', 'round.reading'),
};
const EN: Words = {
  name: 'Your name',
  join: 'Join',
  continue: 'Continue',
  round: (n) => `Scoring of round ${n}`,
  over: 'Match over',
  again: 'Another match',
  close: 'Close',
  hero: 'Choose your hero',
  hand: 'Your hand',
  reading: t('en', 'round.reading'),
};

interface Phone {
  page: Page;
  words: Words;
  errors: string[];
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function joinPhone(
  openPage: (options?: BrowserContextOptions) => Promise<Page>,
  room: string,
  name: string,
  words: Words,
  locale: string,
): Promise<Phone> {
  const page = await openPage({ ...PHONE, locale });
  const errors = watchErrors(page);
  await page.goto(`/?fast=1&room=${room}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByLabel(words.name).fill(name);
  await page.getByRole('button', { name: words.join, exact: true }).click();
  return { page, words, errors };
}

/** What a phone shows now: a panel's title, a card it may play, or nothing to do. */
function phoneState(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('[role=dialog] h2')?.textContent ?? (document.querySelector('.ph-card[aria-pressed]') ? 'card' : ''));
}

/** The phones play their cards until both show the scoring of round `round` (the host holds the table there). */
async function playRound(phones: Phone[], round: number): Promise<void> {
  for (let step = 0; step < 2000; step++) {
    const states = await Promise.all(phones.map((p) => phoneState(p.page)));
    if (states.every((s, i) => s === phones[i]?.words.round(round))) return;
    const movers = phones.filter((_, i) => states[i] === 'card');
    for (const p of movers) {
      // A card that went before the tap (the view moved on) leaves no pile to tap: look again.
      const picked = await p.page
        .locator('.ph-card[aria-pressed]')
        .first()
        .tap({ timeout: 3000 })
        .then(
          () => true,
          () => false,
        );
      if (!picked) continue;
      await p.page
        .locator('.ph-pile.target')
        .first()
        .tap({ timeout: 3000 })
        .catch(() => undefined);
    }
    // Nobody here may move: a bot is at it, or the next view is on its way.
    if (movers.length === 0)
      await Promise.race(
        phones.map((p) =>
          p.page.waitForFunction(() => document.querySelector('[role=dialog] h2, .ph-card[aria-pressed]'), undefined, { polling: 'raf', timeout: 30_000 }),
        ),
      );
  }
  throw new Error(`round ${round} did not end`);
}

/** An Überkochen match of three rounds: each round's scoring on the TV until both phones moved on. */
async function playMatch(tv: Page, phones: Phone[], reloadAt: number | null, shots: boolean): Promise<void> {
  const [first, second] = phones as [Phone, Phone];
  for (let round = 1; round <= 3; round++) {
    await playRound(phones, round);
    const tvPanel = tv.getByRole('dialog', { name: `Wertung der Runde ${round}` });
    await expect(tvPanel).toBeVisible();
    if (shots && round === 1) {
      await shot(tv, 'tv-round-panel');
      await shot(first.page, 'phone-vip-round-panel');
    }
    if (round === reloadAt) {
      // The second phone reloads while the table stands at the round's end: the scoring is back, the TV still shows it.
      await second.page.reload();
      await expect(second.page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
      await expect(second.page.getByRole('dialog', { name: second.words.round(round) })).toBeVisible();
    }
    // Each phone's buttons under the scoring are 44 px touch targets.
    for (const p of phones) expect(await smallTargets(p.page.getByRole('dialog', { name: p.words.round(round) }))).toEqual([]);
    await first.page
      .getByRole('dialog', { name: first.words.round(round) })
      .getByRole('button', { name: first.words.continue, exact: true })
      .tap();
    // One phone has read it: the TV waits for the other, and that phone says so rather than whose turn it is.
    await expect(tvPanel).toBeVisible();
    // (The last round's end is the match's: its line says the match is over.)
    if (round < 3) await expect(first.page.locator('.turn-status')).toHaveText(first.words.reading);
    await second.page
      .getByRole('dialog', { name: second.words.round(round) })
      .getByRole('button', { name: second.words.continue, exact: true })
      .tap();
    await expect(tvPanel).toHaveCount(0);
    if (shots && round === 1) await shot(tv, 'tv-round-cleared');
  }
  // The result stays on the TV and on the phones: the VIP's may start the next match, the other's only closes it.
  await expect(tv.getByRole('dialog', { name: 'Partie vorbei' })).toBeVisible();
  await expect(first.page.getByRole('dialog', { name: first.words.over }).getByRole('button', { name: first.words.again })).toBeVisible();
  await expect(second.page.getByRole('dialog', { name: second.words.over }).getByRole('button', { name: second.words.close, exact: true })).toBeVisible();
  await expect(second.page.getByRole('dialog', { name: second.words.over }).getByRole('button', { name: second.words.again })).toHaveCount(0);
  for (const p of phones) expect(await smallTargets(p.page.getByRole('dialog', { name: p.words.over }))).toEqual([]);
}

/** Kerkerhatz on the phones: each takes a hero, then plays what the dungeon card needs, until the level is won or lost. */
async function playLevel(phones: Phone[]): Promise<'won' | 'lost'> {
  for (const p of phones) {
    const region = p.page.getByRole('region', { name: p.words.hero });
    await expect(region.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
    // A hero taken a moment before by somebody else is refused: the next one then.
    for (let i = 0; i < 10 && (await region.count()) > 0; i++)
      await region
        .getByRole('button')
        .first()
        .tap({ timeout: 2000 })
        .catch(() => undefined);
    await expect(region).toHaveCount(0, { timeout: 15_000 });
  }
  for (let step = 0; step < 4000; step++) {
    for (const p of phones) {
      const title = await p.page.evaluate(() => document.querySelector('[role=dialog] h2')?.textContent ?? '');
      if (/Gewonnen|Won/.test(title)) return 'won';
      if (/Verloren|Lost/.test(title)) return 'lost';
      const index = await usefulCard(p.page);
      if (index >= 0)
        await p.page
          .locator('.kh-card')
          .nth(index)
          .tap({ timeout: 2000 })
          .catch(() => undefined);
    }
    await phones[0]?.page.waitForTimeout(60);
  }
  throw new Error('the level did not end');
}

test('a TV night with no input at the TV after "Tisch eröffnen": two phones (German, English) and a bot, two Überkochen matches, then Kerkerhatz level after level', async ({
  openPage,
}) => {
  test.setTimeout(420_000);
  const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
  const tvErrors = watchErrors(tv);
  await tv.addInitScript(() => {
    const counted = window as unknown as { inputs: string[] };
    counted.inputs = [];
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) window.addEventListener(type, (e) => counted.inputs.push(e.type), { capture: true });
  });
  await tv.goto('/?fast=1');
  await expect(tv.locator('body')).toHaveAttribute('data-ready', 'true');
  // The seats set out explicitly: two open for phones, one bot.
  await newTable(tv, 'Überkochen', ['open', 'open', 'bot:random'], true);
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  // From here on nobody touches the TV.
  await tv.evaluate(() => ((window as unknown as { inputs: string[] }).inputs = []));
  const inputs = (): Promise<string[]> => tv.evaluate(() => (window as unknown as { inputs: string[] }).inputs);

  const anna = await joinPhone(openPage, room, 'Anna', DE, 'de-DE');
  await expect(tv.locator('.lobby-seats')).toContainText('Anna');
  const ben = await joinPhone(openPage, room, 'Ben', EN, 'en-US');
  await expect(tv.locator('.lobby-seats')).toContainText('Ben');
  // Anna sat down first: every screen names her as the one who runs the night.
  await expect(tv.locator('.lobby-seats li').first()).toContainText('Spielleitung');
  await expect(ben.page.getByRole('status')).toHaveText('Every seat is taken — waiting for Anna to start.');
  await expect(ben.page.getByRole('button', { name: 'Start the match' })).toHaveCount(0);
  await anna.page.getByRole('button', { name: 'Partie starten' }).tap();

  await expect(tv.locator('.vip-mark')).toHaveText('Spielleitung: Anna');
  await expect(anna.page.locator('.vip-mark')).toHaveText('Du leitest den Abend');
  await expect(ben.page.locator('.vip-mark')).toHaveText('Running the night: Anna');
  await playMatch(tv, [anna, ben], 1, true);
  await shot(anna.page, 'phone-vip-result');
  await shot(ben.page, 'phone-result');

  // The second match, started from Anna's phone: the TV's result goes, round 1 begins.
  await anna.page.getByRole('dialog', { name: 'Partie vorbei' }).getByRole('button', { name: 'Noch eine Partie' }).tap();
  await expect(tv.getByRole('dialog')).toHaveCount(0);
  await expect(ben.page.getByRole('dialog')).toHaveCount(0);
  await expect(ben.page.getByRole('group', { name: 'Your hand' })).toBeVisible();
  await playMatch(tv, [anna, ben], null, false);

  // Another game for the same people: Kerkerhatz, chosen on Anna's phone; the TV's lobby follows.
  await anna.page.getByRole('dialog', { name: 'Partie vorbei' }).getByRole('button', { name: 'Anderes Spiel' }).tap();
  expect(await smallTargets(anna.page.getByRole('dialog', { name: 'Anderes Spiel' }))).toEqual([]);
  await anna.page.getByRole('dialog', { name: 'Anderes Spiel' }).getByRole('button', { name: 'Kerkerhatz' }).tap();
  await expect(tv.getByRole('heading', { name: /Kerkerhatz/ })).toBeVisible();
  await expect(tv.locator('.lobby-seats li')).toHaveCount(3);
  await anna.page.getByRole('button', { name: 'Partie starten' }).tap();
  const outcome = await playLevel([anna, ben]);
  const result = anna.page.getByRole('dialog', { name: outcome === 'won' ? 'Gewonnen!' : 'Verloren …' });
  await expect(tv.getByRole('dialog', { name: outcome === 'won' ? 'Gewonnen!' : 'Verloren …' })).toBeVisible();
  const level = Number((await tv.locator('.hud .round').textContent())?.replace(/\D/g, '') ?? '0');
  expect(await smallTargets(result)).toEqual([]);
  // Won: on to the next level; lost: the same again (the campaign says which), from Anna's phone.
  await result.getByRole('button', { name: outcome === 'won' ? `Weiter zu Stufe ${level + 1}` : `Stufe ${level} spielen` }).tap();
  await expect(tv.getByRole('dialog')).toHaveCount(0);
  await expect(tv.locator('.hud .round')).toHaveText(`Stufe ${outcome === 'won' ? level + 1 : level}`);
  await expect(ben.page.getByRole('region', { name: 'Choose your hero' })).toBeVisible();

  expect(await inputs()).toEqual([]);
  expect(tvErrors).toEqual([]);
  expect(anna.errors).toEqual([]);
  expect(ben.errors).toEqual([]);
});
