/** What a step of Machtkampf tells the table: the action, a missed call, a game's end with its panel, the result. */
import type { ChartPhase } from '../../../../shared/engine/chart';
import type { AppContext } from '../../table/context';
import type { Frame, Panel, TableEvent } from '../../table/board';
import { h } from '../../ui/dom';
import { actionLine, isMachtkampfView } from './model';
import { sheet } from './sheet';

/** What a step of Machtkampf tells the table: the action, a missed call, a game's end, the result. */
export function machtkampfEvents(ctx: AppContext, prev: Frame | null, next: Frame, phases: readonly ChartPhase[]): TableEvent[] {
  const view = next.message.view;
  if (!isMachtkampfView(view)) return [];
  const before = prev && isMachtkampfView(prev.message.view) ? prev.message.view : null;
  const tr = ctx.tr;
  const names = [...next.names];
  const events: TableEvent[] = [];
  if (before && view.lastAction) {
    events.push(
      { kind: 'log', text: actionLine(ctx.settings.lang, names, view.lastAction) },
      { kind: 'sound', sound: view.lastAction.move.type === 'callLastCard' ? 'boil' : 'card' },
    );
  }
  if (before) {
    view.out.forEach((out, seat) => {
      if (out && !before.out[seat]) events.push({ kind: 'log', text: tr('machtkampf.missedCall', { player: names[seat] ?? '' }) });
    });
  }
  if (view.history.length > 0 && phases.includes('roundOver')) events.push({ kind: 'sound', sound: 'round' });
  const result = next.message.result;
  if (result && phases.includes('matchOver')) {
    const winners = result.winners.map((s) => names[s] ?? String(s + 1));
    events.push(
      { kind: 'sound', sound: 'win' },
      {
        kind: 'panel',
        panel: {
          kind: 'result',
          title: tr('result.title'),
          body: [
            h('p', { className: 'winners' }, tr(winners.length > 1 ? 'result.winnersShared' : 'result.winner', { names: winners.join(', ') })),
            sheet(ctx, view, names, next.seats, true),
          ],
        },
      },
    );
  }
  return events;
}

/** A game's end as the view's history keeps it: who won it, and the score sheet. */
export function machtkampfRoundPanel(ctx: AppContext, frame: Frame, round: number): Panel | null {
  const view = frame.message.view;
  const record = isMachtkampfView(view) ? view.history[round] : undefined;
  if (!isMachtkampfView(view) || !record) return null;
  const names = [...frame.names];
  return {
    kind: 'round',
    title: ctx.tr('machtkampf.gameOver.title', { n: record.round + 1 }),
    body: [h('p', {}, ctx.tr('machtkampf.gameOver.winner', { player: names[record.winner] ?? '' })), sheet(ctx, view, names, frame.seats, true)],
  };
}
