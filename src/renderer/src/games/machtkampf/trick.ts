/**
 * The trick in the DOM: the phone's plays in the middle (the canvas draws them on a desk and a TV),
 * the one-card obligation, and the exchange of cards between two games.
 */
import type { MachtkampfView } from '../../../../shared/games/machtkampf';
import type { AppContext } from '../../table/context';
import { h } from '../../ui/dom';
import { cardBack, cardFace } from '../../ui/cards';
import { shortCard } from '../../ui/cardText';
import { describeCombination, obligationText } from './model';

/** The trick's top play as the phone knows it: a new one is shown `fresh` (machtkampf.css). */
export function topKey(view: MachtkampfView): string {
  const top = view.trick[view.trick.length - 1];
  return top ? `${view.trick.length}:${top.seat}:${top.cards.join(' ')}` : '';
}

/** The phone's middle: the trick's last plays, the passes, the obligation, the exchange. */
export function center(ctx: AppContext, view: MachtkampfView, names: string[], fresh: boolean): HTMLElement {
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const plays = view.trick.map((play, i) => {
    const last = i === view.trick.length - 1;
    return h(
      'li',
      { className: last ? `top${fresh ? ' fresh' : ''}` : '', 'aria-label': `${names[play.seat]}: ${describeCombination(lang, play)}` },
      h('span', { className: 'who' }, names[play.seat] ?? ''),
      h('span', { className: 'cards' }, ...play.cards.map((c) => cardFace(lang, c, last ? '' : 'small'))),
      h('span', { className: 'what' }, describeCombination(lang, play)),
    );
  });
  const leader = view.turn !== null ? (names[view.turn] ?? '') : '';
  const trick =
    view.trick.length > 0
      ? h('ol', { className: 'mk-trick', 'aria-label': tr('machtkampf.trick') }, ...plays.slice(-4))
      : h('p', { className: 'mk-trick empty' }, view.phase === 'playing' ? tr('machtkampf.trickEmpty', { player: leader }) : '');
  const extra: (HTMLElement | null)[] = [];
  if (view.passes > 0 && view.trick.length > 0) extra.push(h('p', { className: 'mk-passes' }, tr('machtkampf.passes', { n: view.passes })));
  extra.push(obligation(ctx, view, names));
  return h('div', { className: 'mk-center' }, trick, ...extra, exchangeBox(ctx, view, names));
}

export function obligation(ctx: AppContext, view: MachtkampfView, names: string[]): HTMLElement | null {
  if (!view.mustMakeItHard || view.turn === null || view.phase !== 'playing') return null;
  const tr = ctx.tr;
  const mine = view.turn === view.viewer;
  const nextSeat = view.handSizes.findIndex((n, s) => n === 1 && !view.out[s] && s !== view.turn);
  return h(
    'p',
    { className: `mk-obligation${mine ? ' mine' : ''}`, role: 'note' },
    mine
      ? tr('machtkampf.obligation.you', { text: obligationText(ctx.settings.lang, view) })
      : tr('machtkampf.obligation.them', { player: names[view.turn] ?? '', next: names[nextSeat] ?? '' }),
  );
}

export function exchangeBox(ctx: AppContext, view: MachtkampfView, names: string[]): HTMLElement | null {
  const ex = view.exchange;
  if (!ex) return null;
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const lines = [h('p', {}, tr(`machtkampf.exchange.${ex.loserBy}`, { loser: names[ex.loser], winner: names[ex.winner], card: shortCard(lang, ex.given) }))];
  if (ex.returned)
    lines.push(h('p', {}, tr('machtkampf.exchange.returned', { winner: names[ex.winner], loser: names[ex.loser], card: shortCard(lang, ex.returned) })));
  else if (view.viewer === ex.winner) lines.push(h('p', { className: 'mine' }, tr('machtkampf.exchange.yours', { loser: names[ex.loser] })));
  else lines.push(h('p', {}, tr('machtkampf.exchange.waiting', { winner: names[ex.winner], loser: names[ex.loser] })));
  const cards = h('div', { className: 'cards' }, cardFace(lang, ex.given), ex.returned ? cardFace(lang, ex.returned) : cardBack());
  return h(
    'section',
    { className: `mk-exchange${view.phase === 'exchange' ? ' live' : ''}`, 'aria-label': tr('machtkampf.exchange.title', { n: view.gameNumber + 1 }) },
    h('h3', {}, tr('machtkampf.exchange.title', { n: view.gameNumber + 1 })),
    cards,
    ...lines,
  );
}
