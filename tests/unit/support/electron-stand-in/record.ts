/** How the stand-in reports to the test (protocol.ts): every call the app makes into `electron`, as JSON. */
import type { EventEmitter } from 'node:events';
import type { Call, ChildMessage } from './protocol';

export type Listener = Parameters<EventEmitter['on']>[1];

export function send(message: ChildMessage): void {
  process.send?.(message);
}

export function asJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'function' ? '[function]' : inner))) as unknown;
}

/** `target`: which one of several, where the API is an object's (a web contents' id). */
export function record(api: string, args: unknown[], result?: unknown, target?: number): void {
  const call: Call = { api, args: args.map(asJson) };
  if (result !== undefined) call.result = asJson(result);
  if (target !== undefined) call.target = target;
  send({ kind: 'call', call });
}

/** Electron's preventable event object. */
export interface ElectronEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
}

export function electronEvent<T extends object>(extra?: T): ElectronEvent & T {
  return Object.assign(
    {
      defaultPrevented: false,
      preventDefault(this: ElectronEvent) {
        this.defaultPrevented = true;
      },
    },
    extra ?? ({} as T),
  );
}
