/**
 * A refusal or a failure in the player's words: the host refuses with a stable code and its
 * parameters (and a text in the language of the hello), and the client says it in the language it
 * shows now. Cards in the parameters are named ("Herz 6", not "6H"); a code this client has no
 * text for (a newer host) keeps the host's words.
 */
import type { Card } from '../../../shared/cards';
import { hasString, t } from '../../../shared/catalog';
import type { Lang } from '../../../shared/i18n';
import { ProtocolError } from '../../../shared/net/client';
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
  // A sentence, whatever a placeholder put first ("blue 5 belongs on board 2").
  const text = t(lang, code, words);
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/** Whatever a request to the host failed with, as the player reads it. */
export function errorText(lang: Lang, error: unknown): string {
  if (error instanceof ProtocolError) return refusalText(lang, error.code, error.params, error.message);
  return error instanceof Error ? error.message : String(error);
}
