/**
 * Cards as the DOM tables of Machtkampf and Kerkerhatz draw them: a face element that stays crisp
 * at any size (text and CSS, no bitmaps).
 */
import type { Card } from '../../../shared/cards';
import type { Lang } from '../../../shared/i18n';
import { h } from './dom';
import { isRed, rankText, SUIT_SYMBOL } from './cardText';

/** A card face: rank and suit in the corners, a big suit in the middle. */
export function cardFace(lang: Lang, card: Card, extraClass = ''): HTMLElement {
  const joker = card === 'X1' || card === 'X2';
  const suit = joker ? '★' : (SUIT_SYMBOL[card.slice(-1)] ?? '');
  const rank = rankText(lang, card);
  return h(
    'span',
    { className: `kcard${isRed(card) ? ' red' : ''}${joker ? ' joker' : ''}${extraClass ? ` ${extraClass}` : ''}`, 'aria-hidden': 'true' },
    h('span', { className: 'corner' }, h('b', {}, rank), h('i', {}, suit)),
    h('span', { className: 'pip' }, suit),
  );
}

/** The back of a card, for counts of hidden hands. */
export function cardBack(extraClass = ''): HTMLElement {
  return h('span', { className: `kcard back${extraClass ? ` ${extraClass}` : ''}`, 'aria-hidden': 'true' });
}

/** How full a hand is: a phone draws few cards larger (its CSS, by `data-fill`), so that they use the height the hand leaves. */
export type HandFill = 'few' | 'some' | 'full';

/** Up to 4 cards are few, up to 8 some, more are a full hand. */
export function handFill(count: number): HandFill {
  if (count <= 4) return 'few';
  return count <= 8 ? 'some' : 'full';
}
