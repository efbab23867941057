import { t } from '../i18n';
import type { Json } from './types';

/**
 * A move the rules refuse. `code` names the rule (`ueberkochen.wrongPot`) and `params` fill the
 * message; the message itself is the German text a player reads, produced by i18n, and the client
 * re-renders `code`/`params` in the player's language.
 */
export class RuleError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params: { [key: string]: Json } = {},
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

/** Options that do not fit the game: the message names the field. */
export class OptionsError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`option "${field}": ${message}`);
    this.name = 'OptionsError';
  }
}

/** Throws the RuleError for a rule code, with the German text from i18n as its message. */
export function refuse(code: string, params: { [key: string]: Json } = {}): never {
  throw new RuleError(code, t('de', code, params), params);
}
