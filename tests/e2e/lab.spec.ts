import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { countFrameRequests, frameRequestsIn, openClient, test, watchErrors } from './support';

/** What `npm run sim -- … --json` prints for the same job. */
function cli(args: string[]): unknown {
  return JSON.parse(execFileSync('npx', ['tsx', 'src/cli/sim.ts', ...args, '--json'], { encoding: 'utf8' }));
}

async function openLab(page: Page): Promise<void> {
  await openClient(page);
  await page.getByRole('button', { name: 'Balance-Labor' }).click();
  await expect(page.getByRole('heading', { name: 'Balance-Labor' })).toBeVisible();
}

async function runJob(page: Page): Promise<unknown> {
  await page.getByRole('button', { name: 'Starten' }).click();
  await expect(page.locator('.lab-results')).toHaveAttribute('data-done', 'true', { timeout: 60_000 });
  return JSON.parse((await page.locator('.lab-json pre').textContent()) ?? 'null');
}

test('a lab job split over two workers gives exactly the figures of the CLI for the same seed and numbers', async ({ page }) => {
  const errors = watchErrors(page);
  await openLab(page);
  await page.locator('select[name=game]').selectOption('ueberkochen');
  await page.locator('select[name=players]').selectOption('3');
  await page.locator('input[name=a-limit]').fill('13');
  await page.locator('input[name=games]').fill('90');
  await page.locator('input[name=seed]').fill('7');
  await page.locator('input[name=workers]').fill('2');
  const report = await runJob(page);
  expect(report).toEqual(cli(['--game', 'ueberkochen', '--players', '3', '--games', '90', '--seed', '7', '--bots', 'normal', '--option', 'limit=13']));
  // The workers stay for the next job: warm, they give the same figures again, and say how busy they were.
  expect(await runJob(page)).toEqual(report);
  await expect(page.locator('.lab-status')).toHaveText(/^90 Partien in [\d.,]+ s \([\d,.]+ Partien\/s, 2 Worker zu \d+ % beschäftigt\)/);
  // The charts are there: win share by seat, the points, the game's own histogram.
  await expect(page.locator('.lab-chart figcaption').filter({ hasText: 'Siegesanteil nach Platz' })).toBeVisible();
  await expect(page.locator('.lab-chart figcaption').filter({ hasText: 'Karten je Überkochen' })).toBeVisible();
  await expect(page.locator('.lab-chart svg').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the texts\' variant is a button that sets its number: "Engere Töpfe" runs limit 19, as --option limit19=true does', async ({ page }) => {
  const errors = watchErrors(page);
  await openLab(page);
  await page.getByRole('button', { name: 'Engere Töpfe (Grenze 19)' }).click();
  await expect(page.locator('input[name=a-limit]')).toHaveValue('19');
  await page.locator('input[name=games]').fill('60');
  const report = await runJob(page);
  expect(report).toEqual(cli(['--game', 'ueberkochen', '--players', '4', '--games', '60', '--seed', '1', '--bots', 'normal', '--option', 'limit19=true']));
  expect(errors).toEqual([]);
});

test('a number out of its range is named in a clear message and nothing runs', async ({ page }) => {
  const errors = watchErrors(page);
  await openLab(page);
  await page.locator('select[name=game]').selectOption('kerkerhatz');
  await page.locator('input[name=a-doors3]').fill('17');
  await expect(page.locator('input[name=a-doors3]')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Starten' }).click();
  await expect(page.locator('.lab-status')).toHaveText('„Stufe 3: Türen“ muss eine ganze Zahl von 0 bis 16 sein.');
  await expect(page.locator('.lab-results')).toBeEmpty();
  await expect(page.getByRole('button', { name: 'Starten' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('"play this variant" opens a new table with the author\'s numbers, and the match plays by them', async ({ page }) => {
  const errors = watchErrors(page);
  await openLab(page);
  await page.locator('input[name=a-limit]').fill('13');
  await page.getByRole('button', { name: 'Diese Variante spielen' }).click();
  await expect(page.locator('.lab-numbers')).toHaveText('Zahlen aus dem Labor: Grenze eines Topfs 13');
  await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await page.getByRole('button', { name: 'Partie starten' }).click();
  await expect(page.getByRole('button', { name: /^Herztopf: \d+ von 13,/ }).first()).toBeAttached();
  expect(errors).toEqual([]);
});

test("Kerkerhatz in the lab: the normal bots (the default, as at the table) on the real-time clock give the CLI's figures too", async ({ page }) => {
  const errors = watchErrors(page);
  await openLab(page);
  await page.locator('select[name=game]').selectOption('kerkerhatz');
  await page.locator('select[name=players]').selectOption('3');
  await page.locator('input[name=a-level]').fill('4');
  await page.locator('input[name=games]').fill('16');
  await page.locator('input[name=seed]').fill('2');
  await page.locator('input[name=workers]').fill('2');
  const report = await runJob(page);
  expect(report).toEqual(cli(['--game', 'kerkerhatz', '--players', '3', '--games', '16', '--seed', '2', '--bots', 'normal', '--option', 'level=4']));
  expect(errors).toEqual([]);
});

test('an A/B comparison shows both variants and a verdict for each figure', async ({ page }) => {
  const errors = watchErrors(page);
  await openLab(page);
  await page.locator('select[name=game]').selectOption('dreizehn');
  await page.locator('select[name=mode]').selectOption('ab');
  await page.locator('input[name=b-dealAll]').check();
  await page.locator('input[name=games]').fill('40');
  const reports = (await runJob(page)) as unknown[];
  expect(reports).toEqual([
    cli(['--game', 'dreizehn', '--players', '4', '--games', '40', '--seed', '1', '--bots', 'normal']),
    cli(['--game', 'dreizehn', '--players', '4', '--games', '40', '--seed', '1', '--bots', 'normal', '--option', 'dealAll=true']),
  ]);
  await expect(page.locator('.lab-diff tr').filter({ hasText: 'Karten je Überlauf' })).toContainText(/signifikant/);
  expect(errors).toEqual([]);
});

test("the CLI's HTML report opens offline from a file, draws the lab's charts and carries the CLI's figures", async ({ openPage }) => {
  const dir = mkdtempSync(join(tmpdir(), 'kartenstube-report-'));
  try {
    const file = join(dir, 'report.html');
    const csv = join(dir, 'report.csv');
    const args = ['--game', 'ueberkochen', '--players', '4', '--games', '120', '--seed', '3', '--compare', 'limit19=true'];
    execFileSync('npx', ['tsx', 'src/cli/sim.ts', ...args, '--report', file, '--csv', csv], { encoding: 'utf8' });
    const printed = cli(args) as { a: unknown; b: unknown };
    const page = await openPage({ offline: true });
    const errors = watchErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('file:')) fetched.push(request.url());
    });
    await page.goto(`file://${file}`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    const data = JSON.parse((await page.locator('#lab-data').textContent()) ?? 'null') as { variants: { figures: { report: unknown } }[] };
    expect(data.variants.map((v) => v.figures.report)).toEqual([printed.a, printed.b]);
    await expect(page.locator('.lab-diff tr').filter({ hasText: 'Karten je Überkochen' })).toContainText('signifikant');
    expect(await page.locator('.lab-chart svg').count()).toBeGreaterThan(8);
    expect(fetched).toEqual([]);
    expect(errors).toEqual([]);
    expect(readFileSync(csv, 'utf8')).toMatch(/^variant,figure,item,value\nA,matches,,120\n/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the stop button ends a long job and shows the figures of the matches played so far', async ({ page }) => {
  const errors = watchErrors(page);
  await openLab(page);
  await page.locator('select[name=game]').selectOption('machtkampf');
  await page.locator('input[name=games]').fill('100000');
  await page.getByRole('button', { name: 'Starten' }).click();
  // Wait until some chunks are in, so there is something to show.
  await expect(page.locator('.lab-status')).toHaveText(/^[1-9][\d.]* von 100\.000 Partien/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Anhalten' }).click();
  await expect(page.locator('.lab-status')).toHaveText(/^Angehalten nach [1-9][\d.]* Partien/);
  await expect(page.locator('.lab-results')).toHaveAttribute('data-done', 'true');
  const report = JSON.parse((await page.locator('.lab-json pre').textContent()) ?? 'null') as { games: number };
  expect(report.games).toBeGreaterThan(0);
  expect(report.games).toBeLessThan(100000);
  await expect(page.getByRole('button', { name: 'Starten' })).toBeEnabled();
  // The busy workers were ended; the next job starts fresh ones and plays to its end.
  await page.locator('input[name=games]').fill('12');
  expect(((await runJob(page)) as { games: number }).games).toBe(12);
  expect(errors).toEqual([]);
});

test("an idle Lab asks the browser for no animation frames, so the frames the table would need do not take the workers' cores", async ({ page }) => {
  await countFrameRequests(page);
  await openLab(page);
  // Half a second at 60 frames a second would be 30 requests from a ticker that kept running.
  expect(await frameRequestsIn(page, 500)).toBe(0);
});
