import { expect } from '@playwright/test';
import { newTable, openClient, test, watchErrors } from './support';

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

for (const { game, locale } of BARS) {
  test(`a ${game} phone's bar (${locale}) is one row at 390 px, every button a 44 px touch target`, async ({ openPage }) => {
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
    await phone.getByLabel(english ? 'Your name' : 'Dein Name').fill('Ida');
    await phone.getByRole('button', { name: english ? 'Join' : 'Beitreten', exact: true }).click();
    await expect(tv.locator('.lobby-seats')).toContainText('Ida');
    await tv.getByRole('button', { name: 'Partie starten' }).click();
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
