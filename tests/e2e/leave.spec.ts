import { expect, type Page, type TestInfo } from '@playwright/test';
import WebSocket from 'ws';
import { HostClient } from '../../src/shared/net/client';
import { newTable, openClient, test, watchErrors } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** The names whose seats a bot holds at `room`, as the host lists its tables to anybody on the LAN. */
async function held(testInfo: TestInfo, room: string): Promise<string[]> {
  const probe = new HostClient({
    url: `${String(testInfo.project.use.baseURL).replace(/^http/, 'ws')}/ws`,
    name: 'Probe',
    reconnect: false,
    socket: (url) => new WebSocket(url),
  });
  try {
    await probe.ready();
    const answer = probe.next('tables');
    probe.send({ type: 'list' });
    return (await answer).tables.find((t) => t.room === room)?.held ?? [];
  } finally {
    probe.close();
  }
}

/** A TV night of Überkochen: the TV, Dana's phone (seat 1) and two bots; the match runs and Dana holds her hand. */
async function night(openPage: (options?: object) => Promise<Page>): Promise<{ tv: Page; phone: Page; room: string }> {
  const tv = await openPage({ viewport: { width: 1920, height: 1080 } });
  await openClient(tv);
  await newTable(tv, 'Überkochen', ['open', 'bot:normal', 'bot:random'], true);
  const room = (await tv.locator('.room-code').textContent()) ?? '';
  const phone = await openPage(PHONE);
  await openClient(phone, `&room=${room}`);
  await phone.getByLabel('Dein Name').fill('Dana');
  await phone.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(tv.locator('.lobby-seats')).toContainText('Dana');
  await tv.getByRole('button', { name: 'Partie starten' }).click();
  await expect(phone.getByRole('group', { name: 'Deine Hand' })).toBeVisible();
  return { tv, phone, room };
}

/** "Verlassen" asks once; the confirmation leaves, and the host holds Dana's seat for her. */
async function leave(testInfo: TestInfo, room: string, phone: Page, shot?: string): Promise<void> {
  await phone.getByRole('button', { name: 'Verlassen' }).click();
  const ask = phone.getByRole('dialog', { name: 'Tisch verlassen?' });
  await expect(ask).toContainText('mit dem Namen „Dana“');
  if (shot) await phone.screenshot({ path: shot });
  await ask.getByRole('button', { name: 'Tisch verlassen' }).click();
  await expect(phone.getByRole('button', { name: 'Tisch beitreten' })).toBeVisible();
  await expect.poll(() => held(testInfo, room)).toEqual(['Dana']);
}

test('“Verlassen” on a phone asks once, and the same device takes the seat back from the bot without typing', async ({ openPage }, testInfo) => {
  const { phone, room } = await night(openPage);
  const errors = watchErrors(phone);
  // A tap by mistake: the question, and "Weiterspielen" keeps the seat as it was.
  await phone.getByRole('button', { name: 'Verlassen' }).click();
  const ask = phone.getByRole('dialog', { name: 'Tisch verlassen?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Weiterspielen' }).click();
  await expect(ask).toHaveCount(0);
  await expect(phone.getByRole('group', { name: 'Deine Hand' })).toBeVisible();
  expect(await held(testInfo, room)).toEqual([]);

  await leave(testInfo, room, phone, 'test-results/leave-ask-phone.png');
  // Back from the start screen: one tap, no name, no code.
  await phone.getByRole('button', { name: /^Partie fortsetzen: Überkochen/ }).click();
  await expect(phone.locator('.table-shell')).toBeVisible();
  await expect(phone.getByLabel('Dein Name')).toHaveCount(0);
  await expect.poll(() => held(testInfo, room)).toEqual([]);
  await phone.screenshot({ path: 'test-results/leave-resumed-phone.png' });
  expect(errors).toEqual([]);
});

test('a new device takes the held seat back by the name; another name is told whose seat the bot holds', async ({ openPage }, testInfo) => {
  const { tv, phone, room } = await night(openPage);
  await leave(testInfo, room, phone);
  const other = await openPage(PHONE);
  const errors = watchErrors(other);
  await openClient(other, `&room=${room}`);
  await other.getByLabel('Dein Name').fill('Emil');
  await other.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'Ein Bot hält den Platz von Dana' })).toBeVisible();
  await other.getByLabel('Dein Name').fill('dana');
  await other.getByRole('button', { name: 'Beitreten', exact: true }).click();
  // Back at the table (a bot played on meanwhile: the match may be over by now).
  await expect(other.locator('.table-shell')).toBeVisible();
  await expect.poll(() => held(testInfo, room)).toEqual([]);
  await other.screenshot({ path: 'test-results/leave-taken-back-phone.png' });
  await tv.screenshot({ path: 'test-results/leave-taken-back-tv.png' });
  // The first phone's saved seat no longer works: its "Partie fortsetzen" says the match is gone there.
  await phone.getByRole('button', { name: /^Partie fortsetzen: Überkochen/ }).click();
  await expect(phone.getByText('Diese Partie gibt es beim Gastgeber nicht mehr.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the table’s owner frees the seat a bot holds, at the TV: whoever joins next sits there under their own name', async ({ openPage }, testInfo) => {
  const { tv, phone, room } = await night(openPage);
  const errors = watchErrors(tv);
  await leave(testInfo, room, phone);
  const free = tv.getByRole('button', { name: 'Platz von Dana freigeben' });
  await tv.screenshot({ path: 'test-results/leave-free-seat-tv.png' });
  await free.click();
  await expect.poll(() => held(testInfo, room)).toEqual([]);
  await expect(free).toHaveCount(0);
  const other = await openPage(PHONE);
  await openClient(other, `&room=${room}`);
  await other.getByLabel('Dein Name').fill('Emil');
  await other.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(other.locator('.table-shell')).toBeVisible();
  expect(errors).toEqual([]);
});
