/**
 * The lab's charts, drawn with Observable Plot from the lab's figures. The Lab screen and the
 * CLI's HTML report both call these, so an author sees the same picture in either place.
 */
import * as Plot from '@observablehq/plot';
import { CATALOG } from '../../../shared/catalog';
import type { Comparison, Difference } from '../../../shared/lab/compare';
import type { HistogramFigure, LabFigures } from '../../../shared/lab/figures';
import type { GridCell } from '../../../shared/lab/grid';

export type Translate = (key: string, params?: Readonly<Record<string, unknown>>) => string;

const WIDTH = 560;
const HEIGHT = 300;
const COLOURS = ['#f2c14e', '#6cc6ff', '#ff8a7a', '#9be27a'];
const VARIANT_COLOURS = { A: '#f2c14e', B: '#6cc6ff' };
const STYLE = { background: 'transparent', color: 'currentColor', fontSize: '16px', overflow: 'visible' };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string | null)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

function chart(title: string, plot: Element, note?: string): HTMLElement {
  const figure = el('figure', 'lab-chart', el('figcaption', '', title), plot);
  if (note) figure.append(el('p', 'lab-note', note));
  return figure;
}

/** A metric's label: the game's own string where there is one, otherwise the lab's, otherwise its key. */
export function metricLabel(tr: Translate, game: string, key: string): string {
  const own = tr(`${game}.lab.${key}`);
  if (own !== `${game}.lab.${key}`) return own;
  const shared = tr(`lab.metric.${key}`);
  return shared === `lab.metric.${key}` ? key : shared;
}

// Numbers are written as the page's language writes them ("3,096", "27,5 %"): the translator formats every number it fills in.
const round = (x: number, places: number): number => Math.round(x * 10 ** places) / 10 ** places;
const pct = (tr: Translate, x: number): string => tr('lab.percent', { x: round(100 * x, 1) });
const num = (tr: Translate, x: number): string => tr('lab.number', { x: round(x, 3) });
/** An axis's tick labels, in the page's language too ("0,5", not "0.5"). */
const ticks =
  (tr: Translate) =>
  (x: number): string =>
    num(tr, x);

/** A lab seat as the table names it: every seat is a bot, "Bot 1" (the table's seat.botNamed). */
function seatOf(tr: Translate, seat: number): string {
  return tr('seat.botNamed', { n: seat + 1 });
}

/** A seat with the bot that plays it: "Bot 1 (Zufall)". */
function seatName(tr: Translate, seat: number, bot: string | undefined): string {
  return `${seatOf(tr, seat)} (${tr(`bot.${bot ?? 'random'}`)})`;
}

/** A cooperative table: one bar, the team's win rate, with its 95 % interval. */
function teamChart(tr: Translate, team: NonNullable<LabFigures['team']>): HTMLElement {
  const rows = [{ team: tr('lab.team'), share: team.winRate, low: team.interval[0], high: team.interval[1] }];
  const plot = Plot.plot({
    width: WIDTH,
    height: HEIGHT,
    style: STYLE,
    marginLeft: 50,
    x: { label: null, type: 'band', padding: 0.6 },
    y: { label: tr('lab.chart.winShare.axis'), percent: true, domain: [0, 100], grid: true, tickFormat: ticks(tr) },
    marks: [
      Plot.barY(rows, { x: 'team', y: 'share', fill: COLOURS[3] }),
      Plot.ruleX(rows, { x: 'team', y1: 'low', y2: 'high', stroke: 'currentColor', strokeWidth: 3 }),
      Plot.text(rows, { x: 'team', y: 'high', text: (d: { share: number }) => pct(tr, d.share), dy: -10 }),
    ],
  });
  return chart(tr('lab.chart.teamWins'), plot, tr('lab.chart.winShare.team', { low: pct(tr, team.interval[0]), high: pct(tr, team.interval[1]) }));
}

export function winShareChart(tr: Translate, figures: LabFigures): HTMLElement {
  if (figures.team) return teamChart(tr, figures.team);
  const { report } = figures;
  const rows = report.winShareBySeat.map((share, seat) => ({
    seat: seatName(tr, seat, report.bots[seat]),
    share,
    low: report.winShareInterval[seat]?.[0] ?? 0,
    high: report.winShareInterval[seat]?.[1] ?? 0,
  }));
  const fair = 1 / report.winShareBySeat.length;
  const plot = Plot.plot({
    width: WIDTH,
    height: HEIGHT,
    style: STYLE,
    marginLeft: 50,
    x: { label: null, type: 'band', padding: 0.3 },
    // With `percent` the scale's domain is in percent, not in shares.
    y: {
      label: tr('lab.chart.winShare.axis'),
      percent: true,
      domain: [0, 100 * Math.min(1, Math.max(...rows.map((r) => r.high), fair) * 1.15)],
      grid: true,
      tickFormat: ticks(tr),
    },
    marks: [
      Plot.barY(rows, { x: 'seat', y: 'share', fill: (_d, i) => COLOURS[i % COLOURS.length] }),
      Plot.ruleX(rows, { x: 'seat', y1: 'low', y2: 'high', stroke: 'currentColor', strokeWidth: 3 }),
      Plot.tickY(rows, { x: 'seat', y: 'low', stroke: 'currentColor' }),
      Plot.tickY(rows, { x: 'seat', y: 'high', stroke: 'currentColor' }),
      Plot.ruleY([fair], { stroke: 'currentColor', strokeDasharray: '5 4', strokeOpacity: 0.7 }),
      Plot.text(rows, { x: 'seat', y: 'high', text: (d: { share: number }) => pct(tr, d.share), dy: -10 }),
    ],
  });
  return chart(tr('lab.chart.winShare'), plot, tr('lab.chart.winShare.note', { fair: pct(tr, fair) }));
}

export function pointsChart(tr: Translate, figures: LabFigures): HTMLElement {
  const values = figures.points.flatMap((h) => h.bins.map((b) => b.value));
  const span = Math.max(...values) - Math.min(...values);
  // Few distinct totals are drawn as they are; a wide range (Machtkampf's penalty points) in about 30 bins, or the lines only show noise.
  const width = span > 40 ? Math.ceil(span / 30) : 1;
  const rows = figures.points.flatMap((h, seat) => {
    const bins = new Map<number, number>();
    for (const b of h.bins) {
      const at = Math.floor(b.value / width) * width;
      bins.set(at, (bins.get(at) ?? 0) + b.count);
    }
    return [...bins]
      .sort(([x], [y]) => x - y)
      .map(([value, count]) => ({ seat: seatName(tr, seat, figures.report.bots[seat]), value, share: count / (h.count || 1) }));
  });
  const plot = Plot.plot({
    width: WIDTH,
    height: HEIGHT,
    style: STYLE,
    marginLeft: 50,
    color: { legend: true, range: COLOURS },
    x: { label: width > 1 ? tr('lab.chart.points.binned', { width }) : tr('lab.chart.points.axis'), grid: true, tickFormat: ticks(tr) },
    y: { label: tr('lab.chart.share'), percent: true, grid: true, tickFormat: ticks(tr), ...(rows.length === 0 ? { domain: [0, 100] } : {}) },
    marks: [Plot.lineY(rows, { x: 'value', y: 'share', stroke: 'seat', strokeWidth: 2, curve: 'step-after' }), Plot.ruleY([0])],
  });
  const means = figures.points.map((h, seat) => `${seatOf(tr, seat)}: ${num(tr, h.mean)}`).join(' · ');
  return chart(tr('lab.chart.points'), plot, `${tr('lab.mean')}: ${means}`);
}

/** Whole-number values on a linear axis, one bar a unit wide: gaps stay gaps and long tails keep readable ticks. */
function unitBars(rows: readonly { value: number; share: number }[], fill: string): Plot.Markish {
  return Plot.rectY(rows, { x1: (d: { value: number }) => d.value - 0.45, x2: (d: { value: number }) => d.value + 0.45, y: 'share', fill });
}

/** The fewest bins a histogram's axis spans: one or two bars stay bars beside empty room, not a chart filled edge to edge. */
const MIN_BINS = 7;

/**
 * The x range of a histogram whose bars cover `from`…`to` in bins `step` wide: the bars' own range,
 * widened about its middle to at least MIN_BINS bins, and shifted right rather than below zero when
 * no value is negative (a count has no bin at -2).
 */
export function binDomain(values: readonly number[], step: number, from: number, to: number): { domain: [number, number] } {
  const width = MIN_BINS * step;
  // No values: seven empty bins from zero, so the axis reads as an empty count, not as a lone "0.000000".
  if (values.length === 0) return { domain: [-step / 2, width - step / 2] };
  if (to - from >= width) return { domain: [from, to] };
  const middle = (from + to) / 2;
  const floor = Math.min(...values) >= 0 ? -step / 2 : Number.NEGATIVE_INFINITY;
  const low = Math.max(floor, middle - width / 2);
  return { domain: [low, low + width] };
}

export function histogramChart(tr: Translate, game: string, h: HistogramFigure): HTMLElement {
  const rows = h.bins.map((b) => ({ value: b.value, share: b.count / (h.count || 1) }));
  const step = binStep(h);
  const values = h.bins.map((b) => b.value);
  // Unit bars sit on their value; wider bins start at it.
  const range =
    step > 1
      ? binDomain(values, step, Math.min(...values), Math.max(...values) + step * 0.9)
      : binDomain(values, 1, Math.min(...values) - 0.45, Math.max(...values) + 0.45);
  const plot = Plot.plot({
    width: WIDTH,
    height: HEIGHT,
    style: STYLE,
    marginLeft: 50,
    x: { label: null, ...range, tickFormat: step > 1 ? ticks(tr) : (v: number) => (Number.isInteger(v) ? num(tr, v) : '') },
    y: { label: tr('lab.chart.share'), percent: true, grid: true, tickFormat: ticks(tr), ...(rows.length === 0 ? { domain: [0, 100] } : {}) },
    marks: [
      step > 1
        ? Plot.rectY(rows, { x1: (d: { value: number }) => d.value, x2: (d: { value: number }) => d.value + step * 0.9, y: 'share', fill: COLOURS[0] })
        : unitBars(rows, COLOURS[0] as string),
      Plot.ruleY([0]),
    ],
  });
  return chart(metricLabel(tr, game, h.key), plot, tr('lab.chart.histogram.note', { mean: num(tr, h.mean), n: h.count }));
}

/** The width of a histogram's bins: Kerkerhatz counts seconds in steps of 10 or 30, the rest in whole units. */
function binStep(h: HistogramFigure): number {
  const values = h.bins.map((b) => b.value).sort((a, b) => a - b);
  let step = 0;
  for (let i = 1; i < values.length; i++) {
    const gap = (values[i] as number) - (values[i - 1] as number);
    step = step === 0 ? gap : gcd(step, gap);
  }
  return step || 1;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function groupChart(tr: Translate, game: string, key: string, entries: readonly { name: string; value: number }[]): HTMLElement {
  const names = CATALOG.find(game)?.figureEntries?.[key];
  const rows = entries.map((e) => ({ name: names ? tr(`${names}.${e.name}`) : metricLabel(tr, game, `${key}.${e.name}`), value: e.value }));
  const plot = Plot.plot({
    width: WIDTH,
    height: Math.max(140, 40 + rows.length * 34),
    style: STYLE,
    marginLeft: 150,
    // All zero: an axis from 0 to 1, so zero draws as no bar (Plot would spread a domain of [0, 0] across the chart).
    x: { label: null, grid: true, domain: [0, Math.max(0, ...rows.map((r) => r.value)) || 1], tickFormat: ticks(tr) },
    y: { label: null },
    marks: [
      Plot.barX(rows, { y: 'name', x: 'value', fill: COLOURS[1] }),
      Plot.text(rows, { y: 'name', x: 'value', text: (d: { value: number }) => num(tr, d.value), dx: 6, textAnchor: 'start' }),
      Plot.ruleX([0]),
    ],
  });
  return chart(metricLabel(tr, game, key), plot);
}

function scalarTable(tr: Translate, figures: LabFigures): HTMLElement {
  const { report } = figures;
  const rows: [string, string][] = [
    [tr('lab.metric.games'), String(report.games)],
    [tr('lab.metric.movesPerMatch'), num(tr, report.movesPerMatch)],
    ...report.meanScoreBySeat.map((s, seat): [string, string] => [tr('lab.metric.meanScore', { seat: seatOf(tr, seat) }), num(tr, s)]),
    ...figures.scalars.map((s): [string, string] => [
      metricLabel(tr, report.game, s.key),
      typeof s.value === 'number' ? num(tr, s.value) : `${num(tr, s.value[0])} – ${num(tr, s.value[1])}`,
    ]),
  ];
  const table = el('table', 'lab-table');
  for (const [name, value] of rows) table.append(el('tr', '', el('th', '', name), el('td', '', value)));
  return el('figure', 'lab-chart lab-figures', el('figcaption', '', tr('lab.figures')), table);
}

/** Everything the lab shows of one job. */
export function renderFigures(tr: Translate, figures: LabFigures): HTMLElement {
  const game = figures.report.game;
  return el(
    'div',
    'lab-grid',
    winShareChart(tr, figures),
    // A cooperative table's points are its wins: the chart above says it all.
    figures.team ? null : pointsChart(tr, figures),
    ...figures.histograms.map((h) => histogramChart(tr, game, h)),
    ...figures.groups.map((g) => groupChart(tr, game, g.key, g.entries)),
    scalarTable(tr, figures),
  );
}

function comparedHistogram(tr: Translate, game: string, a: HistogramFigure, b: HistogramFigure): HTMLElement {
  const step = Math.min(binStep(a), binStep(b));
  // A and B side by side in each bin: A in its left half, B in its right.
  const rows = (['A', 'B'] as const).flatMap((variant) => {
    const h = variant === 'A' ? a : b;
    const offset = variant === 'A' ? -0.45 * step : 0;
    return h.bins.map((bin) => ({ variant, x1: bin.value + offset, x2: bin.value + offset + 0.45 * step, share: bin.count / (h.count || 1) }));
  });
  const values = [...a.bins, ...b.bins].map((bin) => bin.value);
  const plot = Plot.plot({
    width: WIDTH,
    height: HEIGHT,
    style: STYLE,
    marginLeft: 50,
    color: { legend: true, domain: ['A', 'B'], range: [VARIANT_COLOURS.A, VARIANT_COLOURS.B] },
    x: { label: null, ...binDomain(values, step, Math.min(...rows.map((r) => r.x1)), Math.max(...rows.map((r) => r.x2))), tickFormat: ticks(tr) },
    y: { label: tr('lab.chart.share'), percent: true, grid: true, tickFormat: ticks(tr), ...(rows.length === 0 ? { domain: [0, 100] } : {}) },
    marks: [Plot.rectY(rows, { x1: 'x1', x2: 'x2', y: 'share', fill: 'variant' }), Plot.ruleY([0])],
  });
  return chart(metricLabel(tr, game, a.key), plot, `${tr('lab.mean')}: A ${num(tr, a.mean)} · B ${num(tr, b.mean)}`);
}

function comparedWinShare(tr: Translate, a: LabFigures, b: LabFigures): HTMLElement {
  const rows = (['A', 'B'] as const).flatMap((variant) => {
    const f = variant === 'A' ? a : b;
    if (f.team) return [{ variant, seat: tr('lab.team'), share: f.team.winRate, low: f.team.interval[0], high: f.team.interval[1] }];
    const r = f.report;
    return r.winShareBySeat.map((share, seat) => ({
      variant,
      seat: seatOf(tr, seat),
      share,
      low: r.winShareInterval[seat]?.[0] ?? 0,
      high: r.winShareInterval[seat]?.[1] ?? 0,
    }));
  });
  const plot = Plot.plot({
    width: WIDTH,
    height: HEIGHT,
    style: STYLE,
    marginLeft: 50,
    color: { legend: true, domain: ['A', 'B'], range: [VARIANT_COLOURS.A, VARIANT_COLOURS.B] },
    fx: { label: null, padding: 0.15 },
    x: { axis: null, domain: ['A', 'B'], padding: 0.1 },
    y: { label: tr('lab.chart.winShare.axis'), percent: true, grid: true, tickFormat: ticks(tr) },
    marks: [
      Plot.barY(rows, { fx: 'seat', x: 'variant', y: 'share', fill: 'variant' }),
      Plot.ruleX(rows, { fx: 'seat', x: 'variant', y1: 'low', y2: 'high', stroke: 'currentColor', strokeWidth: 2 }),
      Plot.ruleY([0]),
    ],
  });
  return chart(a.team ? tr('lab.chart.teamWins') : tr('lab.chart.winShare'), plot);
}

function differenceTable(tr: Translate, game: string, comparison: Comparison): HTMLElement {
  const table = el('table', 'lab-table lab-diff');
  table.append(
    el(
      'tr',
      '',
      el('th', '', tr('lab.diff.figure')),
      el('th', '', 'A'),
      el('th', '', 'B'),
      el('th', '', 'B − A'),
      el('th', '', tr('lab.diff.test')),
      el('th', '', tr('lab.diff.verdict')),
    ),
  );
  const line = (name: string, d: Difference, asShare: boolean): void => {
    const fmt = (x: number): string => (asShare ? pct(tr, x) : num(tr, x));
    const verdict = d.significant === null ? '—' : d.significant ? tr('lab.diff.significant') : tr('lab.diff.notSignificant');
    const test = d.statistic === null ? '—' : `${d.test === 'Welch t' ? 't' : 'z'} = ${num(tr, round(d.statistic, 2))}`;
    const row = el(
      'tr',
      d.significant ? 'significant' : '',
      el('th', '', name),
      el('td', '', fmt(d.a)),
      el('td', '', fmt(d.b)),
      el('td', '', `${d.difference >= 0 ? '+' : ''}${asShare ? tr('lab.pp', { x: round(100 * d.difference, 1) }) : num(tr, d.difference)}`),
      el('td', '', test),
      el('td', '', verdict),
    );
    table.append(row);
  };
  comparison.winShare.forEach((d, seat) => line(d.key === 'team' ? tr('lab.chart.teamWins') : `${tr('lab.chart.winShare')}: ${seatOf(tr, seat)}`, d, true));
  comparison.points.forEach((d, seat) => line(tr('lab.metric.meanScore', { seat: seatOf(tr, seat) }), d, false));
  for (const d of comparison.histograms) line(`${metricLabel(tr, game, d.key)} (${tr('lab.mean')})`, d, false);
  for (const d of comparison.scalars) line(metricLabel(tr, game, d.key), d, false);
  return el('figure', 'lab-chart lab-wide', el('figcaption', '', tr('lab.diff.title')), table, el('p', 'lab-note', tr('lab.diff.note')));
}

/** Two configurations side by side: the shared charts overlaid, then every figure's difference and its test. */
export function renderComparison(tr: Translate, a: LabFigures, b: LabFigures, comparison: Comparison): HTMLElement {
  const game = a.report.game;
  const histograms = a.histograms.flatMap((ha) => {
    const hb = b.histograms.find((h) => h.key === ha.key);
    return hb ? [comparedHistogram(tr, game, ha, hb)] : [];
  });
  return el('div', 'lab-grid', differenceTable(tr, game, comparison), comparedWinShare(tr, a, b), ...histograms);
}

/** Kerkerhatz: the team's win rate for every level, player count and teammates' level. */
export function renderGrid(tr: Translate, cells: readonly GridCell[]): HTMLElement {
  const rows = cells.map((c) => ({ ...c, team: tr(`bot.${c.bots}`), label: `${Math.round(100 * c.winRate)} %` }));
  const plot = Plot.plot({
    width: 1500,
    height: 380,
    style: { ...STYLE, fontSize: '15px' },
    marginLeft: 70,
    marginTop: 40,
    padding: 0.05,
    color: { type: 'linear', domain: [0, 1], range: ['#7a2a2a', '#f2c14e', '#2f9e5e'], legend: true, tickFormat: '.0%', label: tr('lab.grid.winRate') },
    fx: { label: tr('lab.grid.teammates'), labelAnchor: 'left', padding: 0.08 },
    x: { label: tr('lab.grid.level'), type: 'band' },
    y: { label: tr('lab.grid.players'), type: 'band' },
    marks: [
      Plot.cell(rows, { fx: 'team', x: 'level', y: 'players', fill: 'winRate', inset: 1 }),
      Plot.text(rows, { fx: 'team', x: 'level', y: 'players', text: 'label', fill: 'black', fontWeight: 'bold', fontSize: 16 }),
    ],
  });
  const figure = chart(tr('lab.grid.title'), plot, tr('lab.grid.note'));
  figure.classList.add('lab-wide');
  return el('div', 'lab-grid', figure);
}
