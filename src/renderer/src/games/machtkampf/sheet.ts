/** Machtkampf's score sheet: in the desk's side column, in a game's panel and in the result. */
import type { MachtkampfView } from '../../../../shared/games/machtkampf';
import type { AppContext } from '../../table/context';
import type { Frame } from '../../table/board';
import { seatBadge } from '../../ui/badge';
import { h } from '../../ui/dom';
import { scoringStep } from './model';
import type { MkTable } from './parts';

/** The desk's side column: the notes above the drawn table's edge, the score sheet, the log. */
export function side(t: MkTable, view: MachtkampfView, names: string[], notes: HTMLElement | null = null): HTMLElement {
  return h('aside', { className: 'mk-side' }, notes, sheet(t.ctx, view, names, t.frame?.seats ?? [], false), t.host.logOpen ? t.host.logPanel : null);
}

/** The score sheet: one row per game, each cell the points (or, in a game's panel, how they came about); the totals below. */
export function sheet(ctx: AppContext, view: MachtkampfView, names: readonly string[], seats: Frame['seats'], steps: boolean): HTMLElement {
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const head = h(
    'tr',
    {},
    h('th', { scope: 'col' }, tr('machtkampf.sheet.game')),
    ...names.map((n, seat) => h('th', { scope: 'col' }, ...sheetName(ctx, n, seats[seat]))),
  );
  const rows = view.history.map((record, g) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, String(g + 1)),
      ...names.map((_, seat) =>
        h('td', { className: record.winner === seat ? 'best' : '' }, steps ? scoringStep(lang, record, seat) : String(record.points[seat] ?? 0)),
      ),
    ),
  );
  const best = Math.min(...view.totals);
  const foot = h(
    'tr',
    { className: 'total' },
    h('th', { scope: 'row' }, tr('sheet.total')),
    ...view.totals.map((n) => h('td', { className: n === best ? 'best' : '' }, String(n))),
  );
  return h('table', { className: 'sheet mk-sheet', 'aria-label': tr('sheet.title') }, h('thead', {}, head), h('tbody', {}, ...rows), h('tfoot', {}, foot));
}

/** A column head: the name, and a bot's level as a chip under it (machtkampf.css). */
function sheetName(ctx: AppContext, name: string, info: Frame['seats'][number] | undefined): (HTMLElement | string)[] {
  const badge = seatBadge(ctx.settings.lang, info);
  const label = h('span', { className: 'name' }, name);
  return badge ? [label, ' ', badge] : [label];
}
