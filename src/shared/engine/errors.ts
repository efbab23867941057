import type { Json } from './json';

/**
 * A move the rules refuse: `code` names the rule (`ueberkochen.wrongPot`) and `params` fill its
 * text. The rules know no language; whoever shows the refusal (the host's reply, the client, the
 * CLI) turns code and params into text in its reader's language. `message` is for logs only.
 */
export class RuleError extends Error {
  constructor(
    readonly code: string,
    readonly params: { [key: string]: Json } = {},
  ) {
    super(Object.keys(params).length === 0 ? code : `${code} ${JSON.stringify(params)}`);
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

/** Throws the RuleError for a rule code. */
export function refuse(code: string, params: { [key: string]: Json } = {}): never {
  throw new RuleError(code, params);
}
