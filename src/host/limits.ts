/**
 * What one client address may use of the host, so that one device (or one page in a browser) cannot
 * lock out the others: connections, tables it opened, and guesses at room codes. Seated players who
 * come back with their token are always let in, whatever the counts say (server.ts and hub.ts).
 *
 * The global caps (`maxConnections`, `maxTables`) stay as a last line; these come first.
 */

export interface AddressLimits {
  /** Open connections from one address (a family's phones each have their own address on the LAN). */
  connections: number;
  /** Tables opened from one address that somebody is at. */
  tables: number;
  /** Joins naming an unknown room within `wrongRoomWindowMs` before the address is locked out of joining. */
  wrongRooms: number;
  wrongRoomWindowMs: number;
  /** How long joins from that address are refused after too many wrong room codes. */
  lockoutMs: number;
}

/** Enough for one device's hot-seat table, a TV and reloads; far below the global caps. */
export const MAX_CONNECTIONS_PER_ADDRESS = 48;
/** Tables one device keeps going at once (hot-seat at one, a TV at another, …); tables nobody is at do not count (hub.ts). */
export const MAX_TABLES_PER_ADDRESS = 8;
/** Typos are human; a search through 24⁴ codes is not. */
export const MAX_WRONG_ROOMS = 8;
export const WRONG_ROOM_WINDOW_MS = 60_000;
export const JOIN_LOCKOUT_MS = 60_000;
/** A connection over a cap may only resume a seat: it has this long to say hello with its token. */
export const RESUME_ONLY_DEADLINE_MS = 5_000;
/** Connections over a cap waiting for their hello, per address; a newer one pushes the oldest out (a player's hello comes at once). */
export const MAX_RESUME_ONLY_PER_ADDRESS = 8;

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  connections: MAX_CONNECTIONS_PER_ADDRESS,
  tables: MAX_TABLES_PER_ADDRESS,
  wrongRooms: MAX_WRONG_ROOMS,
  wrongRoomWindowMs: WRONG_ROOM_WINDOW_MS,
  lockoutMs: JOIN_LOCKOUT_MS,
};

/** One address's form: how many connections it holds and its recent wrong room codes. */
interface AddressState {
  connections: number;
  wrongRooms: number[];
  lockedUntil: number;
}

/** The address a socket came from, IPv4-mapped IPv6 written as IPv4 (the same device either way). */
export function clientAddress(remote: string | undefined): string {
  const address = (remote ?? 'unknown').toLowerCase();
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

export class AddressBook {
  private readonly states = new Map<string, AddressState>();

  constructor(readonly limits: AddressLimits) {}

  private state(address: string): AddressState {
    let state = this.states.get(address);
    if (!state) {
      state = { connections: 0, wrongRooms: [], lockedUntil: 0 };
      this.states.set(address, state);
    }
    return state;
  }

  private forgetIfIdle(address: string, now: number): void {
    const state = this.states.get(address);
    if (state && state.connections === 0 && state.lockedUntil <= now && state.wrongRooms.every((t) => now - t >= this.limits.wrongRoomWindowMs)) {
      this.states.delete(address);
    }
  }

  /** Whether one more full connection from this address is within its share. */
  hasRoom(address: string): boolean {
    return (this.states.get(address)?.connections ?? 0) < this.limits.connections;
  }

  connected(address: string): void {
    this.state(address).connections++;
  }

  disconnected(address: string, now = Date.now()): void {
    const state = this.state(address);
    state.connections = Math.max(0, state.connections - 1);
    this.forgetIfIdle(address, now);
  }

  /** Milliseconds until this address may try a room code again (0: now). */
  lockedFor(address: string, now = Date.now()): number {
    return Math.max(0, (this.states.get(address)?.lockedUntil ?? 0) - now);
  }

  /** A join named a room that does not exist; enough of them in the window lock the address out for a while. */
  wrongRoom(address: string, now = Date.now()): void {
    const state = this.state(address);
    state.wrongRooms = [...state.wrongRooms.filter((t) => now - t < this.limits.wrongRoomWindowMs), now];
    if (state.wrongRooms.length >= this.limits.wrongRooms) {
      state.lockedUntil = now + this.limits.lockoutMs;
      state.wrongRooms = [];
    }
  }
}
