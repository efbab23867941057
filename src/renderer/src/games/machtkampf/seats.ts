/**
 * The seats in the DOM: on a phone, the board itself (the seats, one line for each other seat, the
 * trick in the middle); over the Pixi table, the seats and the trick listed for screen readers.
 */
import type { MachtkampfView } from '../../../../shared/games/machtkampf';
import { seatBadge } from '../../ui/badge';
import { h } from '../../ui/dom';
import { cardBack } from '../../ui/cards';
import { describeCombination, positions } from './model';
import type { MkTable } from './parts';
import { center } from './trick';

/** The seats and the trick for screen readers: the canvas shows them, this says them. */
export function listing(t: MkTable, view: MachtkampfView, names: string[]): HTMLElement {
  const lang = t.ctx.settings.lang;
  const trick = h(
    'ol',
    { className: 'mk-trick', 'aria-label': t.ctx.tr('machtkampf.trick') },
    ...view.trick.slice(-4).map((play) => h('li', {}, `${names[play.seat] ?? ''}: ${describeCombination(lang, play)}`)),
  );
  return h('div', { className: 'mk-listing' }, ...seatSections(t, view, names), trick, h('p', {}, t.ctx.tr(`machtkampf.direction.${view.direction}`)));
}

function seatSections(t: MkTable, view: MachtkampfView, names: string[]): HTMLElement[] {
  const tr = t.ctx.tr;
  const viewer = typeof view.viewer === 'number' ? view.viewer : null;
  const pos = positions(view.handSizes.length, viewer);
  return view.handSizes.map((size, seat) => {
    const badges = [
      view.turn === seat && view.phase !== 'over' ? h('span', { className: 'badge turn' }, tr('machtkampf.turn')) : null,
      view.called[seat] && size === 1 ? h('span', { className: 'badge call' }, tr('machtkampf.called')) : null,
      view.out[seat] ? h('span', { className: 'badge out' }, tr('machtkampf.out')) : null,
      view.dealer === seat ? h('span', { className: 'badge dealer' }, tr('table.dealerChip')) : null,
    ];
    const label = `${names[seat]}: ${tr('tables.cards', { n: size })}, ${tr('machtkampf.total', { n: view.totals[seat] ?? 0 })}${view.called[seat] && size === 1 ? `, ${tr('machtkampf.called')}` : ''}`;
    return h(
      'section',
      { className: `mk-seat pos-${pos[seat]}${view.turn === seat ? ' active' : ''}${seat === viewer ? ' you' : ''}`, 'aria-label': label, 'data-seat': seat },
      h('h3', {}, names[seat] ?? '', seat === viewer ? h('small', {}, ` (${tr('tables.you')})`) : null, seatBadge(t.ctx.settings.lang, t.frame?.seats[seat])),
      h(
        'div',
        { className: 'mk-backs' },
        ...(t.drawn ? [] : Array.from({ length: Math.min(size, 8) }, () => cardBack('mini'))),
        h('span', { className: 'count', 'data-count': size }, String(size)),
      ),
      h('p', { className: 'total' }, tr('machtkampf.total', { n: view.totals[seat] ?? 0 })),
      h('div', { className: 'badges' }, ...badges),
    );
  });
}

/** The phone's board; `fresh`: the trick's top play is new since the last drawing. */
export function phoneBoard(t: MkTable, view: MachtkampfView, names: string[], fresh: boolean): HTMLElement {
  const tr = t.ctx.tr;
  const viewer = typeof view.viewer === 'number' ? view.viewer : null;
  // On a phone the seats shrink to one line each: who has how many cards, who called.
  const strip = h(
    'ul',
    { className: 'mk-strip', 'aria-hidden': 'true' },
    ...view.handSizes.flatMap((size, seat) =>
      seat === viewer
        ? []
        : [
            h(
              'li',
              { className: view.turn === seat ? 'active' : '' },
              `${names[seat] ?? ''}: ${size}`,
              view.called[seat] && size === 1 ? h('span', { className: 'badge call' }, tr('machtkampf.called')) : null,
            ),
          ],
    ),
  );
  return h('div', { className: 'mk-board' }, ...seatSections(t, view, names), strip, center(t.ctx, view, names, fresh));
}
