/**
 * The bench's `lab` section: the Lab screen's throughput and the page's responsiveness while it
 * runs, in the built web client (dist-web/) in headless Chromium, as a rules author would see them.
 * For each game it plays one job on one Web Worker and the same job on two, and reads what the Lab
 * itself reports when the job is done: matches per second (from the start button to the last
 * tally, the workers' start-up included) and the intervals between animation frames on the page
 * meanwhile (p50, p95, max). At 60 Hz a responsive page stays near 16.7 ms; the workers take the
 * matches off the page's thread, so a long interval means the page itself was busy.
 *
 * The job grows (from eight matches) until it takes about the section's seconds on one worker;
 * two workers then play the same job. Other work on the machine shares its
 * cores: the load average is printed with the figures.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CATALOG } from '../shared/catalog';
import type { Json } from '../shared/engine/types';
import { startHost } from '../host/server';

interface LabRun {
  workers: number;
  matches: number;
  seconds: number;
  matchesPerSecond: number;
  frames: number;
  /** Milliseconds between animation frames while the job ran. */
  frameP50: number;
  frameP95: number;
  frameMax: number;
}

interface GameRow {
  game: string;
  players: number;
  one: LabRun;
  two: LabRun;
  speedup: number;
}

/** Opens the Lab and sets up a job of one game: the players the Lab chooses, its default bots and options. */
async function setJob(page: Page, game: string, matches: number, workers: number): Promise<void> {
  await page.locator('select[name=game]').selectOption(game);
  await page.locator('input[name=games]').fill(String(matches));
  await page.locator('input[name=workers]').fill(String(workers));
}

async function finished(page: Page): Promise<LabRun> {
  await page.locator('.lab-results[data-done=true]').waitFor({ state: 'attached', timeout: 600_000 });
  const status = page.locator('.lab-status');
  const read = async (key: string): Promise<number> => Number(await status.getAttribute(`data-${key}`));
  // The count as a number, not from the text, which groups digits as the page's language does ("4.000").
  const matches = await read('played');
  const rate = await read('rate');
  const workers = Number(await page.locator('input[name=workers]').inputValue());
  return { workers, matches, seconds: matches / rate, matchesPerSecond: rate, frames: await read('frames'), frameP50: await read('frame-median'), frameP95: await read('frame-p95'), frameMax: await read('frame-max') };
}

async function run(page: Page, game: string, matches: number, workers: number): Promise<LabRun> {
  await setJob(page, game, matches, workers);
  await page.getByRole('button', { name: 'Starten' }).click();
  return finished(page);
}

/**
 * One worker, the job grown until it lasts about `seconds`: a short job measures the workers'
 * start-up more than their matches. Its last run is the one-worker figure.
 */
async function oneWorker(page: Page, game: string, seconds: number): Promise<LabRun> {
  let result = await run(page, game, 8, 1);
  for (let tries = 0; tries < 4 && result.seconds < 0.8 * seconds; tries++) {
    result = await run(page, game, Math.ceil((result.matches * 1.1 * seconds) / Math.max(0.05, result.seconds)), 1);
  }
  return result;
}

export async function measureLab(seconds: number): Promise<GameRow[]> {
  const web = join(process.cwd(), 'dist-web');
  if (!existsSync(join(web, 'index.html'))) throw new Error('the web client is not built: run npm run build:web first');
  const dataDir = mkdtempSync(join(tmpdir(), 'kartenstube-bench-'));
  const host = await startHost({ port: 0, bind: '127.0.0.1', dataDir, webRoot: web, botPace: 0, announce: null });
  const executablePath = process.env.KARTENSTUBE_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
  const rows: GameRow[] = [];
  try {
    // The page starts in the browser's language; the buttons below are found by their German names.
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: 'de-DE' });
    await page.goto(`http://127.0.0.1:${host.port}/?fast=1`);
    await page.waitForSelector('body[data-ready=true]');
    await page.getByRole('button', { name: 'Balance-Labor' }).click();
    for (const game of CATALOG.games) {
      const one = await oneWorker(page, game.id, seconds);
      const two = await run(page, game.id, one.matches, 2);
      const players = Number(await page.locator('select[name=players]').inputValue());
      rows.push({ game: game.id, players, one, two, speedup: two.matchesPerSecond / one.matchesPerSecond });
    }
    await page.close();
  } finally {
    await browser.close();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const perSecond = (r: LabRun): string => `${r.matchesPerSecond.toFixed(1).padStart(8)} matches/s (${r.matches} in ${r.seconds.toFixed(1)} s)`;
const frames = (r: LabRun): string => `frames p50 ${r.frameP50.toFixed(1)}  p95 ${r.frameP95.toFixed(1)}  max ${r.frameMax.toFixed(0)} ms (${r.frames})`;

export const labSection = {
  name: 'lab',
  async run(seconds: number): Promise<{ table: string[]; json: Json }> {
    const before = loadavg();
    const rows = await measureLab(Math.max(2, seconds));
    const after = loadavg();
    const load = (l: number[]): string => l.map((x) => x.toFixed(2)).join(' ');
    const table = [
      `The Lab screen in headless Chromium, 1920×1080, ${cpus().length} cores; load average ${load(before)} before, ${load(after)} after (1, 5, 15 min):`,
      '  one job per game on 1 Web Worker and on 2 (the players, bots and options the Lab starts with), and the page\'s animation-frame intervals meanwhile',
      ...rows.flatMap((r) => [
        `  ${r.game.padEnd(12)} ${r.players}p  1 worker ${perSecond(r.one)}   ${frames(r.one)}`,
        `  ${''.padEnd(12)}     2 workers ${perSecond(r.two)}  ${frames(r.two)}   ${r.speedup.toFixed(2)}×`,
      ]),
    ];
    return { table, json: { loadBefore: before, loadAfter: after, cores: cpus().length, rows } as unknown as Json };
  },
};
