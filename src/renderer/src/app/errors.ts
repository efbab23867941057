/**
 * A refusal or a failure as the viewer reads it. The host sends a stable code with its params (and
 * a text in the language of the hello); the client translates the code in the language it shows now,
 * and keeps the host's own text only for a code it does not know (a newer host).
 */
import { hasString, t } from '../../../shared/catalog';
import type { Lang } from '../../../shared/i18n';
import { ProtocolError } from '../../../shared/net/client';

export function refusalText(lang: Lang, refusal: { code: string; message: string; params?: Readonly<Record<string, unknown>> }): string {
  return hasString(lang, refusal.code) || hasString('de', refusal.code) ? t(lang, refusal.code, refusal.params) : refusal.message;
}

export function errorText(lang: Lang, error: unknown): string {
  if (error instanceof ProtocolError) return refusalText(lang, error);
  return error instanceof Error ? error.message : String(error);
}
