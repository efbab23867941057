import { expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { t } from '../../src/shared/catalog';
import { newTable, openClient, smallTargets, test, watchErrors } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

test('a phone that joined by typing the table code gets its seat back on reload, without typing anything', async ({ openPage }) => {
  const tv = await openPage({ viewport: { width: 1280, height: 800 } });
  await openClient(tv);
  await newTable(tv, 'Überkochen', ['open', 'bot:normal', 'bot:random'], true);
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  const phone = await openPage(PHONE);
  const errors = watchErrors(phone);
  // No link: the start screen, "Tisch beitreten", the code typed in.
  await openClient(phone);
  await phone.getByRole('button', { name: 'Tisch beitreten' }).click();
  await phone.getByLabel('Dein Name').fill('Dana');
  await phone.getByLabel(/Tisch-Code/).fill(room.toLowerCase());
  await phone.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(tv.locator('.lobby-seats')).toContainText('Dana');
  // Dana sat down first: her phone may start the match, every seat being taken (the TV may too).
  await expect(phone.getByRole('button', { name: 'Partie starten' })).toBeEnabled();
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  await expect(phone.getByRole('group', { name: 'Deine Hand' })).toBeVisible();

  await phone.reload();
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(phone.getByRole('group', { name: 'Deine Hand' })).toBeVisible();
  await expect(phone.getByLabel('Dein Name')).toHaveCount(0);
  // The TV sees Dana at the table, not away.
  await expect(tv.getByText('nicht verbunden')).toHaveCount(0);
  // Leaving for good (asked once) takes the code out of the address: a reload opens the start screen.
  await phone.getByRole('button', { name: 'Verlassen' }).click();
  await phone.getByRole('dialog', { name: 'Tisch verlassen?' }).getByRole('button', { name: 'Tisch verlassen' }).click();
  await phone.reload();
  await expect(phone.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(phone.getByRole('button', { name: 'Tisch beitreten' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a phone's lobby: the first phone seated starts the match, the next waits for it and counts the seats taken", async ({ openPage }) => {
  const tv = await openPage({ viewport: { width: 1280, height: 800 } });
  await openClient(tv);
  await newTable(tv, 'Dreizehn', ['open', 'open', 'open', 'bot:random']);
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  const first = await openPage(PHONE);
  await openClient(first, `&room=${room}`);
  await first.getByLabel('Dein Name').fill('Emil');
  await first.getByRole('button', { name: 'Beitreten', exact: true }).click();
  // Emil sat down first: his phone runs the night, and its start button waits for the open seats.
  await expect(first.getByRole('button', { name: 'Noch 2 Plätze frei' })).toBeDisabled();
  await expect(first.getByRole('status')).toHaveCount(0);
  await expect(tv.locator('.lobby-seats li').first()).toContainText('Spielleitung');
  const second = await openPage(PHONE);
  await openClient(second, `&room=${room}`);
  await second.getByLabel('Dein Name').fill('Fia');
  await second.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(second.getByRole('status')).toHaveText('Warte, bis Emil die Partie startet – 3 von 4 Plätzen besetzt.');
  await expect(second.getByRole('button', { name: /Partie starten|Platz/ })).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Noch 1 Platz frei' })).toBeDisabled();
  // The table's opener gets no such line: the start button is theirs too.
  await expect(tv.getByRole('status')).toHaveCount(0);
});

test("a phone starts in its browser's language and switches on the join screen", async ({ openPage }) => {
  const tv = await openPage({ viewport: { width: 1280, height: 800 } });
  await openClient(tv);
  await newTable(tv, 'Dreizehn', ['open', 'bot:random', 'bot:random'], true);
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  const phone = await openPage({ ...PHONE, locale: 'en-GB' });
  await openClient(phone, `&room=${room}`);
  await expect(phone.getByRole('heading', { name: 'Join a table' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await phone.getByLabel('Your name').fill('Finn');
  await phone.getByRole('button', { name: 'Deutsch' }).click();
  // The switch keeps what was typed.
  await expect(phone.getByRole('heading', { name: 'Tisch beitreten' })).toBeVisible();
  await expect(phone.getByLabel('Dein Name')).toHaveValue('Finn');
  await phone.getByRole('button', { name: 'English' }).click();
  await phone.getByRole('button', { name: 'Join', exact: true }).click();
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  // Its table speaks English while the TV speaks German.
  await expect(phone.getByRole('group', { name: 'Your hand' })).toBeVisible();
  await expect(tv.getByRole('button', { name: 'Verlauf' })).toBeVisible();
});

test('the phone shows the round and its points, the score sheet on a tap, and colour symbols on Dreizehn cards', async ({ openPage }) => {
  const tv = await openPage({ viewport: { width: 1280, height: 800 } });
  await openClient(tv);
  await newTable(tv, 'Dreizehn', ['open', 'bot:random', 'bot:random'], true);
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  const phone = await openPage(PHONE);
  await openClient(phone, `&room=${room}`);
  await phone.getByLabel('Dein Name').fill('Gina');
  await phone.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  await expect(phone.getByRole('group', { name: 'Deine Hand' })).toBeVisible();

  const line = phone.locator('.phone-line');
  await expect(line).toContainText(/Runde 1 von 3/);
  await expect(line).toContainText('Gina: 0 Pkt.');
  const scores = phone.getByRole('list', { name: 'Punktestand' });
  await expect(scores).toBeHidden();
  await phone.getByRole('button', { name: 'Punkte' }).tap();
  await expect(scores).toBeVisible();
  await expect(scores.getByRole('listitem')).toHaveCount(3);
  await expect(scores.getByRole('listitem').first()).toContainText('Gina');
  await phone.getByRole('button', { name: 'Punkte' }).tap();
  await expect(scores).toBeHidden();

  // Every numbered card in the hand carries its colour's shape, as on the table.
  const faces = phone.locator('.ph-hand .kcard.ph-dz');
  await expect(faces.first()).toBeVisible();
  const count = await faces.count();
  expect(count).toBeGreaterThan(0);
  await expect(phone.locator('.ph-hand .kcard.ph-dz .ph-symbol')).toHaveCount(count);
  for (const [colour, shape] of [
    ['B', 'circle'],
    ['G', 'polygon'],
    ['Y', 'polygon'],
    ['R', 'polygon'],
  ] as const) {
    const symbols = phone.locator(`.kcard.ph-dz-${colour} .ph-symbol ${shape}`);
    const cards = phone.locator(`.kcard.ph-dz-${colour}`);
    expect(await symbols.count()).toBe(await cards.count());
  }
});

// The phone's bar is one row in every game and language: its facts have a line of their own below it,
// and its buttons (rules, log, sound, full screen, leave) stay 44 px touch targets inside the screen.
const BARS = [
  { game: 'Überkochen', locale: 'de-DE' },
  { game: 'Dreizehn', locale: 'de-DE' },
  { game: 'Machtkampf', locale: 'de-DE' },
  { game: 'Kerkerhatz', locale: 'de-DE' },
  { game: 'Machtkampf', locale: 'en-GB' },
] as const;

type Game = 'Überkochen' | 'Dreizehn' | 'Machtkampf' | 'Kerkerhatz';

/**
 * A table opened on a desk screen with the phone's seat first and bots in the others (Kerkerhatz
 * two seats, else four), and a phone in `locale` that joined it as "Ida" (`check` runs on its join
 * screen and in its lobby). The match is started.
 */
async function phoneAtTable(
  openPage: (options?: BrowserContextOptions) => Promise<Page>,
  game: Game,
  locale: string,
  check: (phone: Page) => Promise<void> = async () => undefined,
): Promise<{ phone: Page; english: boolean; errors: string[] }> {
  const tv = await openPage({ viewport: { width: 1280, height: 800 } });
  await openClient(tv);
  await tv.getByRole('button', { name: `Neuer Tisch: ${game}` }).click();
  const seats = game === 'Kerkerhatz' ? 2 : 4;
  await tv.locator('#players').selectOption(String(seats));
  await tv.getByLabel('Platz 1: wer spielt').selectOption('open');
  for (let seat = 2; seat <= seats; seat++) await tv.getByLabel(`Platz ${seat}: wer spielt`).selectOption('bot');
  await tv.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await expect(tv.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  const room = (await tv.locator('.room-code').textContent()) ?? '';

  const phone = await openPage({ ...PHONE, locale });
  const errors = watchErrors(phone);
  await openClient(phone, `&room=${room}`);
  const english = locale === 'en-GB';
  await expect(phone.getByLabel(english ? 'Your name' : 'Dein Name')).toBeVisible();
  await check(phone);
  await phone.getByLabel(english ? 'Your name' : 'Dein Name').fill('Ida');
  await phone.getByRole('button', { name: english ? 'Join' : 'Beitreten', exact: true }).click();
  await expect(tv.locator('.lobby-seats')).toContainText('Ida');
  await expect(phone.getByRole('button', { name: english ? 'Start the match' : 'Partie starten' })).toBeVisible();
  await check(phone);
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  return { phone, english, errors };
}

/** Every control on the phone's screen is a 44 px touch target. */
async function touchTargets(phone: Page): Promise<void> {
  expect(await smallTargets(phone.locator('body'))).toEqual([]);
}

for (const { game, locale } of BARS) {
  test(`a ${game} phone's bar (${locale}) is one row at 390 px, every button a 44 px touch target`, async ({ openPage }) => {
    const { phone, english, errors } = await phoneAtTable(openPage, game, locale, touchTargets);
    const bar = phone.locator('.table-shell.phone > .hud');
    await expect(bar.getByRole('button', { name: english ? 'Leave' : 'Verlassen' })).toBeVisible({ timeout: 15_000 });
    const items = await bar.evaluate((el) =>
      [...el.children]
        .filter((c) => !c.classList.contains('spacer'))
        .map((c) => {
          const r = c.getBoundingClientRect();
          return { text: c.textContent ?? '', button: c.tagName === 'BUTTON', top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        }),
    );
    const buttons = items.filter((item) => item.button);
    expect(buttons.map((b) => b.text)).toEqual(
      english ? ['Rules', 'Log', 'Mute', 'Fullscreen', 'Leave'] : ['Regeln', 'Verlauf', 'Ton aus', 'Vollbild', 'Verlassen'],
    );
    // One row: every item shares a line with every other (none starts below another's bottom).
    expect(Math.max(...items.map((i) => i.top))).toBeLessThan(Math.min(...items.map((i) => i.bottom)));
    for (const item of items) {
      expect(item.left).toBeGreaterThanOrEqual(0);
      expect(item.right).toBeLessThanOrEqual(390);
    }
    for (const b of buttons) {
      expect(b.bottom - b.top).toBeGreaterThanOrEqual(44);
      expect(b.right - b.left).toBeGreaterThanOrEqual(44);
    }
    // Nothing hides sideways in a scrolled bar, and the game's name reads whole.
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await bar.locator('strong').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(bar.locator('strong')).toHaveText(game);
    expect(errors).toEqual([]);
  });
}

/** A Kerkerhatz phone takes the first hero left (`check` runs on the choice) and waits for its hand's buttons. */
async function chooseHero(phone: Page, lang: 'de' | 'en', check: (phone: Page) => Promise<void> = async () => undefined): Promise<void> {
  const heroes = phone.getByRole('region', { name: t(lang, 'kerkerhatz.chooseHero') });
  await expect(heroes.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
  await check(phone);
  // A hero the bot took a moment before is refused: the next one then.
  for (let i = 0; i < 10 && (await heroes.count()) > 0; i++)
    await heroes
      .getByRole('button')
      .first()
      .tap({ timeout: 2000 })
      .catch(() => undefined);
  await expect(phone.locator('.kh-actions button').first()).toBeVisible({ timeout: 15_000 });
}

// Every control of a phone at the table is a 44 px touch target: its join screen and lobby, the
// hand with its cards, piles and action buttons (Kerkerhatz's hero choice first), and its dialogs.
const GAMES = ['Überkochen', 'Dreizehn', 'Machtkampf', 'Kerkerhatz'] as const;

for (const game of GAMES) {
  for (const locale of ['de-DE', 'en-GB']) {
    test(`a ${game} phone (${locale}): its hand, its buttons and its dialogs are 44 px touch targets`, async ({ openPage }) => {
      const { phone, english, errors } = await phoneAtTable(openPage, game, locale, touchTargets);
      const tr = (key: string): string => t(english ? 'en' : 'de', key);
      if (game === 'Kerkerhatz') await chooseHero(phone, english ? 'en' : 'de', touchTargets);
      await expect(
        phone
          .getByRole('group', { name: tr('tables.hand') })
          .getByRole('button')
          .first(),
      ).toBeVisible({ timeout: 15_000 });
      await touchTargets(phone);

      const bar = phone.locator('.table-shell.phone > .hud');
      await bar.getByRole('button', { name: tr('hud.leave') }).tap();
      const leave = phone.getByRole('dialog', { name: tr('leave.title') });
      await expect(leave).toBeVisible();
      expect(await smallTargets(leave)).toEqual([]);
      await leave.getByRole('button', { name: tr('leave.stay') }).tap();
      await expect(leave).toHaveCount(0);

      await bar.getByRole('button', { name: tr('rules.open') }).tap();
      const rules = phone.getByRole('dialog').filter({ has: phone.getByRole('button', { name: tr('rules.close') }) });
      await expect(rules).toBeVisible();
      expect(await smallTargets(rules)).toEqual([]);
      await rules.getByRole('button', { name: tr('rules.close') }).tap();
      await expect(rules).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
}

/** A button's look: its fill and text colour (as computed), opacity and cursor. */
interface Look {
  label: string;
  disabled: boolean;
  background: string;
  color: string;
  opacity: string;
  cursor: string;
}

function rgba(css: string): [number, number, number, number] {
  const [r = 0, g = 0, b = 0, a = 1] = (/rgba?\(([^)]*)\)/.exec(css)?.[1] ?? '').split(/[ ,/]+/).map(Number);
  return [r, g, b, a];
}

function luminance([r, g, b]: [number, number, number, number]): number {
  const lin = (c: number): number => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * A disabled button reads as out of reach and stays readable: an opaque grey fill (no accent, no
 * game colour), full opacity, its text at 3:1 against the fill at least, a not-allowed cursor, and a
 * fill no enabled button beside it has.
 */
function expectOutOfReach(off: Look, enabled: Look[]): void {
  const fill = rgba(off.background);
  expect(fill[3], `${off.label}: an opaque fill`).toBe(1);
  expect(Math.max(fill[0], fill[1], fill[2]) - Math.min(fill[0], fill[1], fill[2]), `${off.label}: a grey fill, not ${off.background}`).toBeLessThanOrEqual(24);
  const [light, dark] = [luminance(rgba(off.color)), luminance(fill)].sort((a, b) => b - a) as [number, number];
  expect((light + 0.05) / (dark + 0.05), `${off.label}: its text readable`).toBeGreaterThanOrEqual(3);
  expect(off.opacity).toBe('1');
  expect(off.cursor).toBe('not-allowed');
  for (const on of enabled) expect(on.background, `${on.label} beside ${off.label}`).not.toBe(off.background);
}

test("a Machtkampf phone's disabled action buttons read as out of reach: grey, readable, unlike the enabled ones", async ({ openPage }) => {
  const { phone, errors } = await phoneAtTable(openPage, 'Machtkampf', 'de-DE');
  const actions = phone.locator('.mk-actions');
  // Nothing picked yet: "Legen" (the accent's primary button) and "Auswahl aufheben" are disabled, sorting is not.
  await expect(actions.getByRole('button', { name: 'Legen', exact: true })).toBeDisabled({ timeout: 15_000 });
  const looks = await actions.locator('button').evaluateAll((buttons) =>
    buttons.map((button): Look => {
      const style = getComputedStyle(button);
      const label = (button.textContent ?? '').trim();
      return {
        label,
        disabled: (button as HTMLButtonElement).disabled,
        background: style.backgroundColor,
        color: style.color,
        opacity: style.opacity,
        cursor: style.cursor,
      };
    }),
  );
  const enabled = looks.filter((l) => !l.disabled);
  const disabled = looks.filter((l) => l.disabled);
  expect(disabled.map((l) => l.label)).toEqual(expect.arrayContaining(['Legen', 'Auswahl aufheben']));
  expect(enabled.map((l) => l.label)).toContain('Nach Kombinationen sortieren');
  for (const off of disabled) expectOutOfReach(off, enabled);
  // The enabled look is the table's as before.
  for (const on of enabled) expect(on.opacity).toBe('1');
  await phone.screenshot({ path: test.info().outputPath('machtkampf-phone-disabled.png') });
  expect(errors).toEqual([]);
});

test("a Kerkerhatz phone's power button, disabled, reads as out of reach as Machtkampf's do, its game colour gone (English)", async ({ openPage }) => {
  const { phone, errors } = await phoneAtTable(openPage, 'Kerkerhatz', 'en-GB');
  await chooseHero(phone, 'en');
  const power = phone.locator('.kh-actions button.power').first();
  await expect(power).toBeVisible({ timeout: 15_000 });
  // The power is allowed from the first card on, and its button only goes off with fewer than three
  // cards in hand: the real button is read enabled, then (in the same task, before any redraw) disabled.
  const [on, off, callout] = await power.evaluate((button) => {
    const read = (el: HTMLButtonElement): Look => {
      const style = getComputedStyle(el);
      const label = (el.textContent ?? '').trim();
      return { label, disabled: el.disabled, background: style.backgroundColor, color: style.color, opacity: style.opacity, cursor: style.cursor };
    };
    const b = button as HTMLButtonElement;
    const was = b.disabled;
    b.disabled = false;
    const enabled = read(b);
    b.disabled = true;
    const disabled = read(b);
    b.disabled = was;
    const call = b.parentElement?.querySelector<HTMLButtonElement>('button.callout:not(:disabled)');
    return [enabled, disabled, call ? read(call) : null] as const;
  });
  // Enabled, the power keeps its blue.
  expect(on.background).toBe('rgb(31, 111, 168)');
  expect(callout).not.toBeNull();
  expectOutOfReach(off, [on, ...(callout ? [callout] : [])]);
  expect(errors).toEqual([]);
});
