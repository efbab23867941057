/** Cards as short text for descriptions and logs ("9♥", "B♦"): no DOM, so the pure models use it. */
import type { Card } from '../../../shared/cards';
import { t } from '../../../shared/catalog';
import type { Lang } from '../../../shared/i18n';

export const SUIT_SYMBOL: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

export function isRed(card: Card): boolean {
  return card.endsWith('H') || card.endsWith('D');
}

/** The rank as printed on the card: A 2 … 10, then B D K in German (J Q K in English). */
export function rankText(lang: Lang, card: Card): string {
  if (card === 'X1' || card === 'X2') return t(lang, 'tables.jokerShort');
  const rank = card.slice(0, -1);
  return rank === 'J' || rank === 'Q' || rank === 'K' ? t(lang, `tables.rank.${rank}`) : rank;
}

/** "9♥", "B♦", "Joker". */
export function shortCard(lang: Lang, card: Card): string {
  if (card === 'X1' || card === 'X2') return rankText(lang, card);
  return `${rankText(lang, card)}${SUIT_SYMBOL[card.slice(-1)] ?? ''}`;
}
