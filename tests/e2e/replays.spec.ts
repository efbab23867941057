import { expect, type Page } from '@playwright/test';
import type { LogEntry } from '../../src/shared/engine/log';
import type { Json } from '../../src/shared/engine/types';
import { CATALOG } from '../../src/shared/catalog';
import { FileStore } from '../../src/host/store/file';
import { expectDrawnTable, openClient, test, watchErrors } from './support';

test.describe.configure({ timeout: 120_000 });

const SEATS: Json[] = [
  { kind: 'person', name: 'Anna' },
  { kind: 'bot', level: 'normal' },
  { kind: 'bot', level: 'beginner' },
];

/**
 * Files a finished match with the host's replays, the way the host does (its own store), played
 * by a fixed choice among the legal moves: Kerkerhatz's team plays a few moves, then gives up, so
 * its level ends soon.
 */
async function fileFinishedMatch(gameId: string, players: number, seed: number): Promise<string> {
  const game = CATALOG.find(gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  const options = game.defaultOptions(players);
  let state = game.setup(options, seed);
  const moves: LogEntry[] = [];
  for (let step = 0; game.result(state) === null; step++) {
    if (step > 50_000) throw new Error(`${gameId} did not end`);
    const seat = game.toAct(state).find((s) => game.legalMoves(state, s).length > 0);
    if (seat === undefined) throw new Error(`${gameId}: nobody can move`);
    const legal = game.legalMoves(state, seat) as { type?: string }[];
    const move =
      (step > 40 ? legal.find((m) => m.type === 'giveUp') : legal.find((m) => m.type !== 'giveUp')) ??
      (legal[(step * 7919) % legal.length] as { type?: string });
    const at = game.realtime ? step * 10 : undefined;
    state = game.apply(state, seat, move, at);
    moves.push(at === undefined ? { seat, move } : { seat, move, at });
  }
  const store = new FileStore(process.env.KARTENSTUBE_E2E_DATA ?? '');
  const id = `e2e-${gameId}-${seed}-${Date.now()}`;
  const journal = await store.create({ id, game: gameId, options, seed, table: { seats: SEATS.slice(0, players) } });
  for (const [index, entry] of moves.entries()) await journal.appendEntry(index, entry);
  await journal.finish(game.result(state) ?? { winners: [], scores: [], lowerIsBetter: false });
  return id;
}

async function openReplay(page: Page, gameName: string): Promise<void> {
  await openClient(page);
  await page.getByRole('button', { name: 'Wiederholungen' }).click();
  await page.getByRole('listitem').filter({ hasText: gameName }).first().getByRole('button', { name: 'Ansehen' }).click();
  await expect(page.getByText(/^Zug 0 von \d{1,3}(\.\d{3})*$/)).toBeVisible();
}

/**
 * At the replay's end, as at the live table's: the last round's scoring first (a game without
 * rounds has none), and after it the result with its final breakdown.
 */
async function expectEndPanels(page: Page, lastRound: RegExp | null, resultTitle: RegExp | string, breakdown: RegExp | null): Promise<void> {
  if (lastRound) {
    const scoring = page.getByRole('dialog', { name: lastRound });
    await expect(scoring).toBeVisible();
    await expect(scoring.getByRole('table')).not.toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await scoring.getByRole('button', { name: 'Weiter' }).click();
  }
  const result = page.getByRole('dialog', { name: resultTitle });
  await expect(result).toBeVisible();
  if (breakdown) await expect(result.getByRole('table', { name: breakdown })).toBeVisible();
}

/**
 * Steps forward, back, to the end: the step counter follows, the end shows the last round's
 * scoring and the result with its breakdown, the log fills; stepping onto the last step from the
 * one before shows them again.
 */
async function stepThrough(page: Page, lastRound: RegExp | null, resultTitle: RegExp | string, breakdown: RegExp | null): Promise<void> {
  await page.getByRole('button', { name: 'Vor', exact: true }).click();
  await page.getByRole('button', { name: 'Vor', exact: true }).click();
  await expect(page.getByText(/^Zug 2 von \d{1,3}(\.\d{3})*$/)).toBeVisible();
  await page.getByRole('button', { name: 'Einen Zug zurück' }).click();
  await expect(page.getByText(/^Zug 1 von \d{1,3}(\.\d{3})*$/)).toBeVisible();
  await page.getByRole('button', { name: 'Ende', exact: true }).click();
  // The numbers are written as the language writes them ("1.799" in German).
  await expect(page.getByText(/^Zug ([\d.]+) von \1$/)).toBeVisible();
  await expectEndPanels(page, lastRound, resultTitle, breakdown);
  await expect(page.locator('.log-list li')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Tisch ansehen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Einen Zug zurück' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Vor', exact: true }).click();
  await expectEndPanels(page, lastRound, resultTitle, breakdown);
  await page.getByRole('button', { name: 'Tisch ansehen' }).click();
  await page.getByRole('button', { name: 'Anfang', exact: true }).click();
  await expect(page.getByText(/^Zug 0 von \d{1,3}(\.\d{3})*$/)).toBeVisible();
}

for (const [id, name, players] of [
  ['ueberkochen', 'Überkochen', 3],
  ['dreizehn', 'Dreizehn', 3],
] as const) {
  test(`a finished ${name} match opened as a replay draws its table, shows a hand and steps to the score sheet`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await fileFinishedMatch(id, players, 11);
    await openReplay(page, name);
    await page.getByLabel('Hand zeigen von').selectOption({ label: 'Anna' });
    await expect(page.locator('.hit.card').first()).toBeAttached();
    await expectDrawnTable(page);
    await page.screenshot({ path: test.info().outputPath(`${id}-replay.png`) });
    await stepThrough(page, /^Wertung der Runde \d+$/, 'Partie vorbei', /^Punkteblatt$/);
    await page.getByRole('button', { name: 'Ende', exact: true }).click();
    await page
      .getByRole('dialog', { name: /^Wertung der Runde/ })
      .getByRole('button', { name: 'Weiter' })
      .click();
    // A bot is named by its seat, its level a chip beside the name.
    const sheet = page.getByRole('dialog', { name: 'Partie vorbei' }).getByRole('table', { name: 'Punkteblatt' });
    await expect(sheet.locator('th', { hasText: 'Bot 2' }).locator('.level-badge')).toHaveText('Normal');
    await expect(page.locator('.log-list li')).not.toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('a finished Machtkampf match opened as a replay draws its table, shows a hand and steps to the score sheet', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await fileFinishedMatch('machtkampf', 3, 5);
  await openReplay(page, 'Machtkampf');
  await expect(page.locator('.dt-table.mk')).toBeVisible();
  await page.getByLabel('Hand zeigen von').selectOption({ label: 'Anna' });
  await expect(page.locator('.mk-hand .mk-card').first()).toBeAttached();
  await expectDrawnTable(page);
  await page.screenshot({ path: test.info().outputPath('machtkampf-replay.png') });
  await stepThrough(page, /^Spiel \d+ ist aus$/, 'Partie vorbei', /^Punkteblatt$/);
  expect(errors).toEqual([]);
});

test('a finished Kerkerhatz level opened as a replay draws its table and steps to the end screen', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await fileFinishedMatch('kerkerhatz', 2, 3);
  await openReplay(page, 'Kerkerhatz');
  await expect(page.locator('.dt-table.kh')).toBeVisible();
  await page.getByLabel('Hand zeigen von').selectOption({ label: 'Anna' });
  await expect(page.locator('.kh-hand .kh-card, .kh-heroes .kh-hero').first()).toBeAttached();
  await page.getByRole('button', { name: 'Vor', exact: true }).click();
  await page.screenshot({ path: test.info().outputPath('kerkerhatz-replay.png') });
  await page.getByRole('button', { name: 'Anfang', exact: true }).click();
  // A level is the whole match: no round's scoring before its end screen.
  await stepThrough(page, null, /Verloren/, null);
  // The end screen's breakdown, as at the live table: what the team beat and played, and how long it took.
  await page.getByRole('button', { name: 'Ende', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /Verloren/ })).toContainText(/Kerkerkarten? besiegt, \d+ Karten? gespielt/);
  expect(errors).toEqual([]);
});
