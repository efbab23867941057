/**
 * One client's WebSocket at the host: every inbound frame is size-capped, rate-limited and
 * schema-checked before the hub sees it. A bad message gets an `error` reply and is dropped; a
 * client that keeps sending over its rate (a flood) is disconnected, and only that client.
 */
import type { RawData, WebSocket } from 'ws';
import type { Json } from '../shared/engine/types';
import { DEFAULT_LANG, type Lang } from '../shared/i18n';
import { MAX_MESSAGE_BYTES, checkClientMessage, type HostMessage, type HostMessageOf, type ParsedClientMessage } from '../shared/net/protocol';
import { errorMessage } from './fanout';
import { newChallenge } from './proof';
import type { Member, Peer } from './seating';
import type { Table } from './table';

export interface RateLimits {
  /** Messages a client may send at once. */
  burst: number;
  /** Messages per second it may keep sending. */
  perSecond: number;
  /** Refused messages in a row after which the connection is closed as a flood. */
  floodAfter: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { burst: 40, perSecond: 20, floodAfter: 40 };

/** A client that does not read what we send: past this many buffered bytes it is dropped. */
const MAX_BUFFERED = 4 * 1024 * 1024;

/** Close codes: 1008 policy violation (flood), 1013 try again later (host full), 4000 protocol version. */
export const CLOSE_FLOOD = 1008;
export const CLOSE_FULL = 1013;
export const CLOSE_VERSION = 4000;

export class Connection implements Peer {
  lang: Lang = DEFAULT_LANG;
  name: string | null = null;
  member: Member | null = null;
  table: Table | null = null;
  /** Answered the last heartbeat ping (or sent something since). */
  alive = true;
  /** Sent in the greeting: the seat proofs of this connection answer it (proof.ts). */
  readonly challenge = newChallenge();
  /** The address the client opened, as its hello said, once the host found it to be its own; null before, or if not. */
  url: string | null = null;
  private tokens: number;
  private lastRefill = performance.now();
  private strikes = 0;
  private closed = false;

  constructor(
    readonly id: number,
    private readonly socket: WebSocket,
    private readonly limits: RateLimits,
    /** The client address it came from (limits.ts). */
    readonly address: string,
    private readonly deliver: (connection: Connection, message: ParsedClientMessage) => void,
  ) {
    this.tokens = limits.burst;
  }

  send(message: HostMessage): void {
    this.sendText(JSON.stringify(message));
  }

  sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED) {
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  error(code: string, params: { [key: string]: Json } = {}, ref?: number): void {
    this.send({ ...errorMessage(this.lang, code, params), ...(ref === undefined ? {} : { ref }) });
  }

  detach(reason: HostMessageOf<'left'>['reason']): void {
    this.member = null;
    this.table = null;
    this.send({ type: 'left', reason });
  }

  /** Closes the connection and reads nothing more from it; a client that does not answer the close is cut off. */
  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.close(code, reason);
    setTimeout(() => this.socket.terminate(), 1000).unref();
  }

  /** One inbound frame. */
  receive(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    this.alive = true;
    if (!this.take()) return;
    if (isBinary) return this.error('net.binary');
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length;
    if (size > MAX_MESSAGE_BYTES) return this.error('net.tooLarge', { size, max: MAX_MESSAGE_BYTES });
    let value: unknown;
    try {
      value = JSON.parse((Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8'));
    } catch {
      return this.error('net.badJson');
    }
    const checked = checkClientMessage(value);
    if (!checked.ok) {
      const ref = value && typeof value === 'object' && 'ref' in value && typeof value.ref === 'number' ? value.ref : undefined;
      return this.error('net.badMessage', { detail: checked.summary }, ref);
    }
    this.deliver(this, checked.message);
  }

  /** Token bucket: false if this message is over the rate (it is refused, and a flood closes the connection). */
  private take(): boolean {
    const now = performance.now();
    this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.lastRefill) / 1000) * this.limits.perSecond);
    this.lastRefill = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.strikes = 0;
      return true;
    }
    this.strikes++;
    if (this.strikes >= this.limits.floodAfter) {
      this.close(CLOSE_FLOOD, 'flood');
    } else if (this.strikes === 1) {
      this.error('net.rateLimited');
    }
    return false;
  }
}
