/**
 * The balance lab: a rules author picks a game, the table, the bots and the options, plays many
 * matches in Web Workers on every core and reads the figures as charts; or compares two variants
 * on the same deals; or, for a cooperative game played in levels, fills the grid of win rates. Besides the switches it offers
 * every number the rules texts name (limits, clocks, hand sizes, the level table) with its range,
 * and starts a table with the author's numbers ("play this variant"). Loaded only when opened.
 *
 * This file runs a job and shows its figures; the form is form.ts, the page's smoothness while it
 * runs frames.ts, the charts charts.ts, the workers pool.ts.
 */
import { CATALOG } from '../../../shared/catalog';
import { countAt, type Tally } from '../../../shared/engine/stats';
import { compare } from '../../../shared/lab/compare';
import { figuresOf, type LabFigures } from '../../../shared/lab/figures';
import { gridCell } from '../../../shared/lab/grid';
import type { LabConfig } from '../../../shared/lab/job';
import type { AppContext } from '../table/context';
import type { TableVariant } from '../screens/newTable';
import { h } from '../ui/dom';
import { holdGamepad } from '../ui/gamepad';
import { renderComparison, renderFigures, renderGrid } from './charts';
import { badOptionText, jobsOf, labFields, type LabForm } from './form';
import { quantile, watchFrames } from './frames';
import { createPool, efficiency, type LabPool, type PoolRun } from './pool';
import './lab.css';

/** The open Lab's workers: one pool per page, closed when the Lab is left (or opened anew). */
let openPool: LabPool | null = null;

/** How often the progress bar and its line are redrawn while a job runs: the workers' replies come faster than anyone reads them. */
const PROGRESS_MS = 250;
/** A figure to one decimal, still a number: the translator writes it as the page's language does. */
const tenths = (x: number): number => Math.round(x * 10) / 10;

export function renderLab(ctx: AppContext, leave: () => void, playVariantThere: (game: string, variant: TableVariant) => void): void {
  const tr = ctx.tr;
  let run: PoolRun | null = null;
  openPool?.close();
  const pool = createPool();
  openPool = pool;
  const closePool = (): void => {
    run?.stop();
    pool.close();
    if (openPool === pool) openPool = null;
  };
  const back = (): void => (closePool(), leave());
  const playVariant = (game: string, variant: TableVariant): void => (closePool(), playVariantThere(game, variant));
  const results = h('section', { className: 'lab-results', 'aria-live': 'polite' });
  const progress = h('progress', { className: 'lab-progress', max: 1, value: 0 });
  const status = h('p', { className: 'lab-status status' });
  const runButton = h('button', { type: 'button', className: 'primary lab-run', onclick: () => void start() }, tr('lab.run'));
  const stopButton = h('button', { type: 'button', className: 'lab-stop', disabled: true, onclick: () => run?.stop() }, tr('lab.stop'));
  const fields = labFields(ctx, status, playVariant);
  // Started now, the workers have loaded their module by the time the author presses start.
  pool.warm(fields.form().workers);

  const show = (f: LabForm, jobs: readonly LabConfig[], tallies: readonly Tally[]): void => {
    const played = tallies.map((t) => countAt(t, 'matches'));
    if (f.mode === 'grid') {
      const cells = jobs.flatMap((job, i) => ((played[i] ?? 0) > 0 ? [gridCell(job, tallies[i] as Tally)] : []));
      results.replaceChildren(renderGrid(tr, cells), json(cells));
      return;
    }
    if (played.some((n) => n === 0)) return void results.replaceChildren();
    const figures: LabFigures[] = jobs.map((job, i) => figuresOf(job, tallies[i] as Tally, CATALOG.get));
    const [a, b] = figures as [LabFigures, LabFigures | undefined];
    if (b) {
      results.replaceChildren(
        renderComparison(tr, a, b, compare(a, b)),
        h('h2', {}, tr('lab.variant', { v: 'A' })),
        renderFigures(tr, a),
        h('h2', {}, tr('lab.variant', { v: 'B' })),
        renderFigures(tr, b),
        json(figures.map((x) => x.report)),
      );
    } else results.replaceChildren(renderFigures(tr, a), json(a.report));
  };

  const json = (value: unknown): HTMLElement =>
    h('details', { className: 'lab-json' }, h('summary', {}, tr('lab.json')), h('pre', {}, JSON.stringify(value, null, 2)));

  const start = async (): Promise<void> => {
    let jobs: LabConfig[];
    const f = structuredClone(fields.form());
    try {
      jobs = jobsOf(f);
      for (const job of jobs) CATALOG.get(job.game).parseOptions(job.options);
    } catch (error) {
      status.textContent = badOptionText(tr, f.game, error);
      return;
    }
    runButton.disabled = true;
    stopButton.disabled = false;
    results.replaceChildren();
    delete results.dataset.done;
    progress.value = 0;
    const began = performance.now();
    const frames = watchFrames();
    // The pad polling thread would take a share of the second core from the workers.
    const releaseGamepad = holdGamepad();
    let latest = { done: 0, total: 1 };
    let redraw: ReturnType<typeof setTimeout> | null = null;
    const drawProgress = (): void => {
      redraw = null;
      progress.value = latest.done / latest.total;
      const seconds = (performance.now() - began) / 1000;
      status.textContent = tr('lab.progress', { done: latest.done, total: latest.total, rate: tenths(latest.done / seconds) });
    };
    run = pool.run(jobs, f.workers, (p) => {
      latest = p;
      redraw ??= setTimeout(drawProgress, PROGRESS_MS);
    });
    try {
      const outcome = await run.outcome;
      const seconds = (performance.now() - began) / 1000;
      const gaps = frames();
      if (redraw !== null) clearTimeout(redraw);
      progress.value = latest.done / latest.total;
      const busy = efficiency(outcome);
      const played = outcome.tallies.reduce((n, t) => n + countAt(t, 'matches'), 0);
      status.textContent = tr(outcome.stopped ? 'lab.stopped' : 'lab.finished', {
        // Numbers go in as numbers, so they are written as the page's language writes them (2,8 s).
        n: played,
        seconds: tenths(seconds),
        rate: tenths(played / seconds),
        workers: tr('lab.workersBusy', { n: outcome.workers.length, busy: Math.round(100 * busy) }),
        median: tenths(quantile(gaps, 0.5)),
        max: Math.round(Math.max(0, ...gaps)),
      });
      status.dataset.played = String(played);
      status.dataset.rate = String(played / seconds);
      status.dataset.frameMax = String(Math.max(0, ...gaps));
      status.dataset.frameMedian = String(quantile(gaps, 0.5));
      status.dataset.frameP95 = String(quantile(gaps, 0.95));
      status.dataset.frames = String(gaps.length);
      // The workers' own account: how long each played, so the bench can tell waiting from a busy machine.
      status.dataset.efficiency = String(busy);
      status.dataset.wallMs = String(outcome.wallMs);
      status.dataset.workerLoad = JSON.stringify(outcome.workers);
      show(f, jobs, outcome.tallies);
      results.dataset.done = 'true';
    } catch (error) {
      frames();
      if (redraw !== null) clearTimeout(redraw);
      status.textContent = tr('lab.failed', { error: error instanceof Error ? error.message : String(error) });
    } finally {
      releaseGamepad();
      run = null;
      runButton.disabled = false;
      stopButton.disabled = true;
    }
  };

  fields.draw();
  ctx.ui.replaceChildren(
    h(
      'div',
      { className: 'screen lab' },
      h('h1', {}, tr('lab.title')),
      h('p', { className: 'lab-intro' }, tr('lab.intro')),
      fields.el,
      h('div', { className: 'actions lab-controls' }, runButton, stopButton, progress, h('button', { type: 'button', onclick: back }, tr('common.back'))),
      status,
      results,
    ),
  );
}
