/** The score sheet across rounds, and one round's scoring revealed majority by majority. */
import { formatNumber } from '../../../shared/i18n';
import { levelBadge } from '../ui/badge';
import { h } from '../ui/dom';
import type { AppContext } from './context';
import type { RoundSheet, TableModel } from './model';

export function scoreSheet(ctx: AppContext, model: TableModel): HTMLElement {
  const head = h(
    'tr',
    {},
    h('th', { scope: 'col' }, ctx.tr('sheet.round')),
    ...model.seats.map((s) => h('th', { scope: 'col' }, s.name, s.level ? levelBadge(ctx.settings.lang, s.level) : null)),
  );
  const lang = ctx.settings.lang;
  // Each cell: the round's points, with the running total under them, each labelled for a screen reader.
  const cell = (points: number, total: number): HTMLElement =>
    h(
      'td',
      { 'aria-label': ctx.tr('sheet.cell', { points: formatNumber(lang, points), total: formatNumber(lang, total) }) },
      h('span', { className: 'pts' }, formatNumber(lang, points)),
      h('small', { className: 'running' }, ctx.tr('sheet.runningTotal', { n: total })),
    );
  const rows = model.sheets.map((r) => h('tr', {}, h('th', { scope: 'row' }, String(r.round + 1)), ...r.points.map((p, seat) => cell(p, r.totals[seat] ?? 0))));
  const last = model.sheets[model.sheets.length - 1];
  const totals = last?.totals ?? model.seats.map((s) => s.total);
  const best = Math.min(...totals);
  const foot = h(
    'tr',
    { className: 'total' },
    h('th', { scope: 'row' }, ctx.tr('sheet.total')),
    ...totals.map((tot) => h('td', { className: tot === best ? 'best' : '' }, String(tot))),
  );
  return h(
    'table',
    { className: 'sheet', 'aria-label': ctx.tr('sheet.title') },
    h('caption', {}, ctx.tr('sheet.cellHint')),
    h('thead', {}, head),
    h('tbody', {}, ...rows),
    h('tfoot', {}, foot),
  );
}

/** One round: each suit's (colour's) taken counts, who had strictly the most and is excused, then the points. */
export function roundDetail(ctx: AppContext, model: TableModel, sheet: RoundSheet): HTMLElement {
  const names = model.seats.map((s) => s.name);
  const rows: HTMLElement[] = [];
  sheet.majorities.forEach((m, i) => {
    const excused = m.excused === null ? ctx.tr('sheet.noMajority') : ctx.tr('sheet.excused', { player: names[m.excused] ?? '' });
    rows.push(
      h(
        'tr',
        { className: 'reveal', style: `--i:${i}` },
        h('th', { scope: 'row' }, m.label),
        ...m.counts.map((c, seat) => h('td', { className: seat === m.excused ? 'excused' : '' }, String(c))),
        h('td', { className: 'note' }, excused),
      ),
    );
  });
  rows.push(
    h(
      'tr',
      { className: 'reveal', style: `--i:${sheet.majorities.length}` },
      h('th', { scope: 'row' }, sheet.penalty.label),
      ...sheet.penalty.counts.map((c) => h('td', {}, String(c))),
      h('td', { className: 'note' }, ctx.tr('sheet.alwaysCounts')),
    ),
  );
  rows.push(
    h(
      'tr',
      { className: 'reveal points', style: `--i:${sheet.majorities.length + 1}` },
      h('th', { scope: 'row' }, ctx.tr('sheet.points')),
      ...sheet.points.map((p) => h('td', {}, String(p))),
      h('td', {}, ''),
    ),
  );
  return h(
    'table',
    { className: 'sheet detail', 'aria-label': ctx.tr('sheet.roundTitle', { round: sheet.round + 1 }) },
    h('thead', {}, h('tr', {}, h('th', {}, ''), ...names.map((n) => h('th', { scope: 'col' }, n)), h('th', {}, ''))),
    h('tbody', {}, ...rows),
  );
}
