/**
 * The phone hand of the pot games: when this device holds one seat on a narrow or portrait touch
 * screen, the pot board shows this DOM view instead of the Pixi table. The piles with their sums
 * are large tap targets, the hand below wraps into rows of big cards, and the seats strip says
 * whose turn it is. Taps go back to the pot board, which plays the model's choices and lets the
 * host explain a pile it does not offer.
 */
import type { Card } from '../../../shared/cards';
import type { Lang } from '../../../shared/i18n';
import type { AppContext } from './context';
import { deckCard, type DeckColour } from './deck';
import { cardFace, handFill } from '../ui/cards';
import { h } from '../ui/dom';
import { cardName, type Choice, type TableModel } from './model';
import { phoneView, tapCard, type CardRefusal, type PhonePile } from './phoneModel';
import './phone.css';

export interface PhoneHandlers {
  select(card: Card | null): void;
  play(choice: Choice, at: Element | null): void;
  /** A pile the legal list does not offer for the picked card: the host's refusal explains. */
  tryPile(card: Card, pile: number, at: Element | null): void;
  /** A card that cannot be played was tapped: say why beside it. */
  refuse(refusal: CardRefusal, at: Element | null): void;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A deck colour's shape (deck.ts) as a small SVG, so that colour is never the only cue, as on the table. */
function colourSymbol(colour: DeckColour): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 10 10');
  svg.setAttribute('class', 'ph-symbol');
  const shape = colour.shape(5, 5, 10, false);
  const el = document.createElementNS(SVG, shape.kind === 'circle' ? 'circle' : 'polygon');
  if (shape.kind === 'circle') {
    el.setAttribute('cx', String(shape.x));
    el.setAttribute('cy', String(shape.y));
    el.setAttribute('r', String(shape.r));
  } else {
    el.setAttribute('points', shape.points.map((n) => n.toFixed(2)).join(' '));
  }
  el.setAttribute('fill', 'currentColor');
  svg.append(el);
  return svg;
}

/** A card face (the phone's hand, a replay's hands); a game's own deck shows numbers on their colour, with the colour's symbol. */
export function handFace(lang: Lang, card: Card, extra = ''): HTMLElement {
  const own = deckCard(card);
  if (own) {
    const value = String(own.value);
    const cls = own.look.handClass;
    return h(
      'span',
      // The table's own colour for it (deck.ts), so a card looks the same on the TV and in the hand.
      {
        className: `kcard ${cls} ${cls}-${own.letter}${extra ? ` ${extra}` : ''}`,
        'aria-hidden': 'true',
        style: `--deck-colour:#${own.colour.fill.toString(16).padStart(6, '0')}`,
      },
      h('span', { className: 'corner' }, h('b', {}, value), colourSymbol(own.colour)),
      h('span', { className: 'pip' }, value),
    );
  }
  return cardFace(lang, card, extra);
}

function pileButton(ctx: AppContext, pile: PhonePile, selected: Card | null, handlers: PhoneHandlers): HTMLElement {
  const lang = ctx.settings.lang;
  const choice = pile.choice;
  const label = choice ? choice.label : ctx.tr('table.pileState', { pile: pile.name, sum: pile.sum, limit: pile.limit, n: pile.count });
  const room = pile.limit - pile.sum;
  return h(
    'button',
    {
      type: 'button',
      className: `hit pile ph-pile tint-${pile.tint ?? 'none'}${choice ? ' target' : ''}${room <= 3 ? ' hot' : ''}`,
      'aria-label': label,
      'aria-disabled': selected ? null : 'true',
      'data-key': `pile-${pile.index}`,
      onclick: (e: Event) => {
        const at = e.currentTarget instanceof Element ? e.currentTarget : null;
        if (choice) handlers.play(choice, at);
        else if (selected) handlers.tryPile(selected, pile.index, at);
      },
    },
    h('span', { className: 'ph-pile-name', 'aria-hidden': 'true' }, pile.name),
    h('span', { className: 'ph-pile-sum', 'aria-hidden': 'true' }, h('b', {}, String(pile.sum)), ` / ${pile.limit}`),
    pile.top ? handFace(lang, pile.top, 'ph-top') : h('span', { className: 'kcard ph-top ph-empty', 'aria-hidden': 'true' }),
  );
}

/** The whole phone view for the model; `selected` is the card the player has picked up. */
export function phoneHand(ctx: AppContext, model: TableModel, selected: Card | null, handlers: PhoneHandlers): HTMLElement {
  const lang = ctx.settings.lang;
  const view = phoneView(model, selected);
  const seats = h(
    'ol',
    { className: 'ph-seats' },
    ...view.seats.map((s) =>
      h(
        'li',
        { className: `${s.turn ? 'turn' : ''}${s.you ? ' you' : ''}`, 'aria-current': s.turn ? 'true' : null },
        h('span', { className: 'ph-seat-name' }, s.you ? `${s.name} (${ctx.tr('tables.you')})` : s.name),
        h('span', { className: 'ph-seat-info' }, `${ctx.tr('tables.cards', { n: s.handSize })} · ${s.total}`),
      ),
    ),
  );
  const piles = h('div', { className: 'ph-piles' }, ...view.piles.map((pile) => pileButton(ctx, pile, selected, handlers)));
  const hand = h(
    'div',
    { className: 'ph-hand', role: 'group', 'aria-label': ctx.tr('tables.hand'), 'data-fill': handFill(view.cards.length) },
    ...view.cards.map((c) =>
      h(
        'button',
        {
          type: 'button',
          className: `hit card ph-card${c.selected ? ' selected' : ''}${c.playable ? ' playable' : ''}`,
          'aria-label': cardName(lang, c.card),
          'aria-pressed': c.playable ? String(c.selected) : null,
          'aria-disabled': c.playable ? null : 'true',
          'data-key': `card-${c.key}`,
          'data-card': c.card,
          onclick: (e: Event) => {
            const tap = tapCard(view, c.card);
            if (tap.kind === 'select') handlers.select(tap.card);
            else handlers.refuse(tap.refusal, e.currentTarget instanceof Element ? e.currentTarget : null);
          },
        },
        handFace(lang, c.card),
      ),
    ),
  );
  return h('div', { className: `ph-view${view.mine ? ' mine' : ''}` }, seats, piles, hand);
}
