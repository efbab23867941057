/**
 * A refusal in the player's words: the rules refuse with a stable code and its parameters, and
 * the client says it in its own language. Cards in the parameters are named ("Herz 6", not
 * "6H"); a code this client has no text for keeps the host's words.
 */
import type { Card } from '../../../shared/cards';
import { hasString, t, type Lang } from '../../../shared/i18n';
import { cardName } from './model';

/** Parameters that hold a card in card notation. */
const CARD_PARAMS = new Set(['card', 'target']);

export function refusalText(lang: Lang, code: string, params: Readonly<Record<string, unknown>>, fallback: string): string {
  if (!hasString(lang, code)) return fallback;
  const words: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && CARD_PARAMS.has(key)) words[key] = cardName(lang, value as Card);
    else if (typeof value === 'string' || typeof value === 'number') words[key] = value;
  }
  return t(lang, code, words);
}
