/**
 * The bench's `lab` section: the Lab screen's throughput and the page's responsiveness while it
 * runs, in the built web client (dist-web/) in headless Chromium, as a rules author would see them.
 * For each game it plays one job on one Web Worker and the same job on two, and reads what the Lab
 * itself reports when the job is done: matches per second (from the start button to the last
 * tally) and the intervals between animation frames on the page meanwhile (p50, p95, max). At
 * 60 Hz a responsive page stays near 16.7 ms; the workers take the matches off the page's thread,
 * so a long interval means the page itself was busy.
 *
 * Wall-clock speed-ups mean little when other work shares the cores, so each run also reports
 * what holds on a busy machine: the workers' own account of how long they played (their busy
 * share of the run: below 100 % they waited for the page or sat out the tail) and, on Linux, the
 * CPU time of every browser thread (/proc): the workers', the page's, and the rest (V8's compiler
 * and collector helpers, painting, the GPU and browser processes). From the CPU time it estimates
 * the two-worker speed-up on an otherwise idle machine (see idleSpeedup).
 *
 * The Lab's workers outlive a job, so the first job of a game pays for their start and for V8
 * optimising the game's code; the job grows (from eight matches) until it takes about the
 * section's seconds on one worker, one run on two workers warms the second one, and then the
 * measured runs follow: one worker, two workers.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CATALOG } from '../shared/catalog';
import type { Json } from '../shared/engine/types';
import { startHost } from '../host/server';
import { canReadThreads, cpuBetween, threadTimes, type CpuSpent } from './proc-threads';

interface LabRun {
  workers: number;
  matches: number;
  seconds: number;
  matchesPerSecond: number;
  /** The workers' busy time over their share of the run's wall time, by their own account. */
  busy: number;
  /** CPU time of the browser's threads during the run (Linux), else null. */
  cpu: CpuSpent | null;
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
  /** The two-worker speed-up on an idle machine, estimated from CPU time (Linux), else null. */
  idleSpeedup: number | null;
}

/** Opens the Lab and sets up a job of one game: the players the Lab chooses, its default bots and options. */
async function setJob(page: Page, game: string, matches: number, workers: number): Promise<void> {
  await page.locator('select[name=game]').selectOption(game);
  await page.locator('input[name=games]').fill(String(matches));
  await page.locator('input[name=workers]').fill(String(workers));
}

async function finished(page: Page, cpu: CpuSpent | null): Promise<LabRun> {
  const status = page.locator('.lab-status');
  const read = async (key: string): Promise<number> => Number(await status.getAttribute(`data-${key}`));
  // The count as a number, not from the text, which groups digits as the page's language does ("4.000").
  const matches = await read('played');
  const rate = await read('rate');
  const workers = Number(await page.locator('input[name=workers]').inputValue());
  return { workers, matches, seconds: matches / rate, matchesPerSecond: rate, busy: await read('efficiency'), cpu, frames: await read('frames'), frameP50: await read('frame-median'), frameP95: await read('frame-p95'), frameMax: await read('frame-max') };
}

/**
 * Starts the job and resolves when the Lab has shown its results. Watched from inside the page by
 * one observer, not by Playwright's waiting, which polls the page every animation frame and would
 * add its own work to the browser threads being measured.
 */
async function startAndWait(page: Page): Promise<void> {
  const done = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const results = document.querySelector('.lab-results');
        if (!results) throw new Error('the Lab shows no results section');
        new MutationObserver((_, observer) => {
          if (results.getAttribute('data-done') !== 'true') return;
          observer.disconnect();
          resolve();
        }).observe(results, { attributes: true, attributeFilter: ['data-done'] });
      }),
  );
  await page.getByRole('button', { name: 'Starten' }).click();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the lab job did not finish in 10 minutes')), 600_000)));
  try {
    await Promise.race([done, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function run(page: Page, game: string, matches: number, workers: number): Promise<LabRun> {
  await setJob(page, game, matches, workers);
  const before = canReadThreads() ? threadTimes() : null;
  await startAndWait(page);
  // Read at once: the charts drawn after the last tally cost the page a little more.
  const cpu = before ? cpuBetween(before, threadTimes()) : null;
  return finished(page, cpu);
}

/**
 * The two-worker speed-up on an idle two-core machine, from CPU time: one worker takes its CPU time
 * (the rest of the browser fits on the other core); two share what the rest of the browser leaves
 * of the two cores (the cores it kept busy during the two-worker run). Waiting is left out: the
 * workers' busy share says how much of it there was.
 */
function idleSpeedup(one: LabRun, two: LabRun): number | null {
  if (!one.cpu || !two.cpu || one.cpu.workers.length === 0 || two.cpu.workers.length === 0) return null;
  const rest = (two.cpu.page + two.cpu.other) / (1000 * two.seconds);
  const twoWorkers = playing(two).reduce((a, b) => a + b, 0) / Math.max(1, 2 - rest);
  return twoWorkers > 0 ? (one.cpu.workers[0] as number) / twoWorkers : null;
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
      const sized = await oneWorker(page, game.id, seconds);
      await run(page, game.id, sized.matches, 2);
      const one = await run(page, game.id, sized.matches, 1);
      const two = await run(page, game.id, sized.matches, 2);
      const players = Number(await page.locator('select[name=players]').inputValue());
      rows.push({ game: game.id, players, one, two, speedup: two.matchesPerSecond / one.matchesPerSecond, idleSpeedup: idleSpeedup(one, two) });
    }
    await page.close();
  } finally {
    await browser.close();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const perSecond = (r: LabRun): string => `${r.matchesPerSecond.toFixed(1).padStart(8)} matches/s (${r.matches} in ${r.seconds.toFixed(1)} s), busy ${(100 * r.busy).toFixed(0)} %`;
/** The CPU time of the workers the run used: the Lab keeps one per core, the spare ones idle (the busiest come first). */
const playing = (r: LabRun): number[] => r.cpu?.workers.slice(0, r.workers) ?? [];
const perMatch = (ms: number, r: LabRun): string => `${((1000 * ms) / r.matches).toFixed(0)} µs`;
const cpuLine = (r: LabRun): string =>
  r.cpu ? `CPU per match: worker${r.workers > 1 ? 's' : ''} ${playing(r).map((ms) => perMatch(ms, r)).join(' + ')}, page ${perMatch(r.cpu.page, r)}, rest of the browser ${perMatch(r.cpu.other, r)}` : 'CPU time per thread: not on this system (no /proc)';
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
      '  one job per game on 1 warm Web Worker and on 2 (the players, bots and options the Lab starts with), the page\'s animation-frame intervals meanwhile,',
      '  how busy the workers were by their own account, and the CPU time of the browser\'s threads, which other work on the machine does not inflate',
      ...rows.flatMap((r) => [
        `  ${r.game.padEnd(12)} ${r.players}p  1 worker ${perSecond(r.one)}   ${frames(r.one)}`,
        `  ${''.padEnd(12)}       ${cpuLine(r.one)}`,
        `  ${''.padEnd(12)}     2 workers ${perSecond(r.two)}  ${frames(r.two)}`,
        `  ${''.padEnd(12)}       ${cpuLine(r.two)}`,
        `  ${''.padEnd(12)}     speed-up ${r.speedup.toFixed(2)}× measured${r.idleSpeedup === null ? '' : `, ${r.idleSpeedup.toFixed(2)}× on an idle machine (estimated from CPU time)`}`,
      ]),
    ];
    return { table, json: { loadBefore: before, loadAfter: after, cores: cpus().length, rows } as unknown as Json };
  },
};
