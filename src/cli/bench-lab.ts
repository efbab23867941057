/**
 * The bench's `lab` section: the Lab screen's throughput and the page's responsiveness while it
 * runs, in the built web client (dist-web/) in headless Chromium, as a rules author would see them.
 * For each game it plays one job on one Web Worker and the same job on two, and reads what the Lab
 * itself reports when the job is done: matches per second (from the start button to the last
 * tally) and the intervals between animation frames on the page meanwhile (p50, p95, max, sampled
 * four times a second). At 60 Hz a responsive page stays near 16.7 ms; the workers take the matches
 * off the page's thread, so a long interval means the page itself was busy.
 *
 * Wall-clock speed-ups mean little when other work shares the cores, so each run also reports
 * what holds on a busy machine: the workers' own account of how long they played (their busy
 * share of the run: below 100 % they waited for the page or sat out the tail) and, on Linux, the
 * CPU time of every browser thread (/proc): the workers', the page's, and the rest (V8's compiler
 * and collector helpers, painting, the GPU and browser processes), the rest by thread name. From
 * the CPU time it estimates the two-worker speed-up on an otherwise idle machine (idleSpeedup).
 *
 * Even on a quiet machine one run's figure is not repeatable: the host's CPU speed varies (the same
 * one-worker job has cost 116 and 154 µs of worker time per match in two runs minutes apart). So the
 * runs come in interleaved pairs (1 worker, 2 workers, 1, 2, …), a slow spell falls on both legs of a
 * pair more often than on one, and the figure is the median of the pairs' ratios, printed with the
 * lowest and highest.
 *
 * The Lab's workers outlive a job, so the first job of a game pays for their start and for V8
 * optimising the game's code; the job grows (from eight matches) until one worker plays about the
 * section's seconds, one run on two workers warms the second one, and then the pairs follow.
 */
import { WEB_DIR, ensureWebClient } from './web-client';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CATALOG } from '../shared/catalog';
import type { Json } from '../shared/engine/types';
import { startHost } from '../host/server';
import { canReadThreads, cpuBetween, idleSpeedup, threadTimes, type CpuSpent } from './proc-threads';

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

/** One worker, then two, on the same job, back to back: the two runs share the machine's state as far as it can be shared. */
interface Pair {
  one: LabRun;
  two: LabRun;
  /** Two workers' matches per second over one worker's. */
  measured: number;
  /** The speed-up the pair's CPU time implies on an idle machine (Linux), else null (see cpuSpeedup). */
  fromCpu: number | null;
  /** The one-minute load average when the pair ended: other work on the machine slows the wall clock, not the CPU time. */
  load: number;
}

interface GameRow {
  game: string;
  players: number;
  matches: number;
  pairs: Pair[];
  /** The median of the pairs' measured speed-ups, with the lowest and the highest. */
  speedup: Spread;
  /** The median of the pairs' CPU-time estimates, with the lowest and the highest (Linux), else null. */
  cpuSpeedup: Spread | null;
}

interface Spread {
  median: number;
  low: number;
  high: number;
}

/** How many pairs of runs per game: an odd number, so the median is one of them. */
const PAIRS = 3;

function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? (sorted[Math.floor(middle)] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, low: sorted[0] as number, high: sorted[sorted.length - 1] as number };
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
  return {
    workers,
    matches,
    seconds: matches / rate,
    matchesPerSecond: rate,
    busy: await read('efficiency'),
    cpu,
    frames: await read('frames'),
    frameP50: await read('frame-median'),
    frameP95: await read('frame-p95'),
    frameMax: await read('frame-max'),
  };
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

/** The two-worker speed-up a pair's CPU time implies on an idle machine (see idleSpeedup), else null. */
function cpuSpeedup(one: LabRun, two: LabRun): number | null {
  return one.cpu && two.cpu ? idleSpeedup({ ...one.cpu, workers: playing(one) }, one.matches, { ...two.cpu, workers: playing(two) }, two.matches) : null;
}

/**
 * One worker, the job grown until the worker plays about `seconds`: a short job measures the
 * workers' start-up more than their matches. Measured by the worker's CPU time where /proc has it,
 * so a machine busy with other work does not shrink the job (it stretches the wall clock, not the
 * worker's time); else by the wall clock.
 */
async function oneWorker(page: Page, game: string, seconds: number): Promise<LabRun> {
  const played = (r: LabRun): number => (r.cpu && r.cpu.workers.length ? (playing(r)[0] as number) / 1000 : r.seconds);
  let result = await run(page, game, 8, 1);
  for (let tries = 0; tries < 5 && played(result) < 0.8 * seconds; tries++) {
    result = await run(page, game, Math.ceil((result.matches * 1.1 * seconds) / Math.max(0.05, played(result))), 1);
  }
  return result;
}

/**
 * Each game's job sized to about `seconds` on one worker, both workers warmed, then PAIRS pairs of
 * runs, one worker then two, interleaved so that a slower or faster spell of the machine (its CPU
 * speed varies by a quarter between runs) falls on both legs of a pair rather than on one figure.
 */
export async function measureLab(seconds: number, games: readonly string[] = CATALOG.games.map((g) => g.id)): Promise<GameRow[]> {
  // The page measured is this checkout's: built first when missing or older than its sources.
  ensureWebClient((line) => console.error(line));
  const web = WEB_DIR;
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
    for (const game of games) {
      const sized = await oneWorker(page, game, seconds);
      await run(page, game, sized.matches, 2);
      const pairs: Pair[] = [];
      for (let i = 0; i < PAIRS; i++) {
        const one = await run(page, game, sized.matches, 1);
        const two = await run(page, game, sized.matches, 2);
        pairs.push({ one, two, measured: two.matchesPerSecond / one.matchesPerSecond, fromCpu: cpuSpeedup(one, two), load: loadavg()[0] as number });
      }
      const players = Number(await page.locator('select[name=players]').inputValue());
      const estimates = pairs.map((p) => p.fromCpu);
      rows.push({
        game,
        players,
        matches: sized.matches,
        pairs,
        speedup: spread(pairs.map((p) => p.measured)),
        cpuSpeedup: estimates.every((e): e is number => e !== null) ? spread(estimates) : null,
      });
    }
    await page.close();
  } finally {
    await browser.close();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const perSecond = (r: LabRun): string =>
  `${r.matchesPerSecond.toFixed(1).padStart(8)} matches/s in ${r.seconds.toFixed(1)} s, busy ${(100 * r.busy).toFixed(0)} %`;
/** The CPU time of the workers the run used: the Lab keeps one per core, the spare ones idle (the busiest come first). */
const playing = (r: LabRun): number[] => r.cpu?.workers.slice(0, r.workers) ?? [];
const micro = (ms: number, matches: number): string => `${((1000 * ms) / matches).toFixed(0)} µs`;
/** The costliest threads of the rest of the browser, so a reader sees where that time goes. */
const TOP_REST = 3;
const cpuLine = (r: LabRun): string =>
  r.cpu
    ? `CPU per match: worker${r.workers > 1 ? 's' : ''} ${playing(r)
        .map((ms) => micro(ms, r.matches))
        .join(' + ')}, page ${micro(r.cpu.page, r.matches)}, rest of the browser ${micro(r.cpu.other, r.matches)}` +
      (r.cpu.others.length
        ? ` (${r.cpu.others
            .slice(0, TOP_REST)
            .map(([label, ms]) => `${label} ${micro(ms, r.matches)}`)
            .join(', ')})`
        : '')
    : 'CPU time per thread: not on this system (no /proc)';
const frames = (r: LabRun): string => `frames p50 ${r.frameP50.toFixed(1)} p95 ${r.frameP95.toFixed(1)} max ${r.frameMax.toFixed(0)} ms`;
const times = (x: number): string => `${x.toFixed(2)}×`;
const spreadText = (s: Spread): string => `${times(s.median)} (${times(s.low)}–${times(s.high)})`;

/** The pair whose measured speed-up is the median: its CPU lines stand for the game. */
const medianPair = (row: GameRow): Pair => [...row.pairs].sort((a, b) => a.measured - b.measured)[Math.floor(row.pairs.length / 2)] as Pair;

function gameLines(r: GameRow): string[] {
  const pad = ''.padEnd(16);
  const middle = medianPair(r);
  return [
    `  ${r.game.padEnd(12)} ${r.players}p  ${r.matches} matches per run`,
    ...r.pairs.flatMap((p, i) => [
      `${pad}pair ${i + 1}  1 worker ${perSecond(p.one)}  ${frames(p.one)}`,
      `${pad}       2 workers ${perSecond(p.two)}  ${frames(p.two)}`,
      `${pad}       speed-up ${times(p.measured)} measured${p.fromCpu === null ? '' : `, ${times(p.fromCpu)} from CPU time`}; load ${p.load.toFixed(2)}`,
    ]),
    `${pad}median pair, 1 worker:  ${cpuLine(middle.one)}`,
    `${pad}median pair, 2 workers: ${cpuLine(middle.two)}`,
    `${pad}SPEED-UP ${spreadText(r.speedup)} measured${r.cpuSpeedup ? `, ${spreadText(r.cpuSpeedup)} from CPU time` : ''}: median of ${r.pairs.length} pairs (lowest–highest)`,
  ];
}

export const labSection = {
  name: 'lab',
  async run(seconds: number): Promise<{ table: string[]; json: Json }> {
    const before = loadavg();
    const rows = await measureLab(Math.max(2, seconds));
    const after = loadavg();
    const load = (l: number[]): string => l.map((x) => x.toFixed(2)).join(' ');
    const table = [
      `The Lab screen in headless Chromium, 1920×1080, ${cpus().length} cores; load average ${load(before)} before, ${load(after)} after (1, 5, 15 min).`,
      `  Per game: one job (the players, bots and options the Lab starts with) sized to about ${Math.max(2, seconds)} s of one warm Web Worker's CPU time, both workers warmed,`,
      `  then ${PAIRS} pairs of runs, 1 worker then 2, interleaved so the machine's slower and faster spells fall on both legs of a pair.`,
      `  Each run: matches per second (start button to last tally), the workers' busy share by their own account, the page's animation-frame`,
      `  intervals, and (Linux) every browser thread's CPU time, which other work on the machine does not inflate. The speed-up is the median`,
      `  of the pairs' ratios; "from CPU time" is what a pair's CPU time implies on an idle machine: a match takes the longer of its busiest`,
      `  thread's time and its whole CPU time over two cores. The rest of the browser lists its costliest threads (process: thread name).`,
      ...rows.flatMap(gameLines),
    ];
    return { table, json: { loadBefore: before, loadAfter: after, cores: cpus().length, pairsPerGame: PAIRS, rows } as unknown as Json };
  },
};
