import type { Json } from '../shared/engine/types';

/** A request the host refuses (`net.*` codes in src/shared/i18n/net.ts): the client gets an `error` and nothing changes. */
export class HostError extends Error {
  constructor(
    readonly code: string,
    readonly params: { [key: string]: Json } = {},
  ) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'HostError';
  }
}
