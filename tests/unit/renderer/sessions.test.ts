import { beforeEach, describe, expect, it } from 'vitest';
import { findSession, forgetSession, hasSessionFor, loadSession, saveSession, type SavedSession } from '../../../src/renderer/src/app/net';

/** localStorage as the browser keeps it, for one test at a time. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const HOST_A = 'a'.repeat(32);
const HOST_B = 'b'.repeat(32);

function session(host: string, room: string, at: number): SavedSession {
  return { host, hostName: `Stube ${host[0]}`, room, game: 'dreizehn', places: [{ name: 'Clara', token: `${host}-${room}-token`, seat: 0 }], at };
}

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

describe("a browser's seats, kept per host and table", () => {
  it('seats at two tables of two hosts are kept apart, and each is found by its host and room', () => {
    saveSession(session(HOST_A, 'ABCD', 1));
    saveSession(session(HOST_B, 'ABCD', 2));
    saveSession(session(HOST_A, 'WXYZ', 3));
    expect(findSession(HOST_A, 'ABCD')?.places[0]?.token).toBe(`${HOST_A}-ABCD-token`);
    expect(findSession(HOST_B, 'abcd')?.places[0]?.token).toBe(`${HOST_B}-ABCD-token`);
    expect(findSession(HOST_B, 'WXYZ')).toBeNull();
    expect(hasSessionFor('WXYZ')).toBe(true);
    forgetSession(HOST_A, 'ABCD');
    expect(findSession(HOST_A, 'ABCD')).toBeNull();
    expect(findSession(HOST_B, 'ABCD')).not.toBeNull();
  });

  it('the start screen offers the latest seats of the host last seen at this address, none of another host', () => {
    saveSession(session(HOST_A, 'ABCD', 1));
    saveSession(session(HOST_A, 'WXYZ', 5));
    saveSession(session(HOST_B, 'QRST', 9));
    localStorage.setItem('kartenstube.hosts', JSON.stringify({ 'ws://192.168.1.20:4817/ws': HOST_A }));
    expect(loadSession('ws://192.168.1.20:4817/ws')?.room).toBe('WXYZ');
    expect(loadSession('ws://192.168.1.99:4817/ws')).toBeNull();
  });

  it('the old session without a host id is dropped, its token never offered', () => {
    localStorage.setItem('kartenstube.session', JSON.stringify({ room: 'ABCD', game: 'dreizehn', places: [{ name: 'Clara', token: 'old-token', seat: 0 }] }));
    saveSession(session(HOST_A, 'WXYZ', 1));
    expect(localStorage.getItem('kartenstube.session')).toBeNull();
    expect(findSession(HOST_A, 'ABCD')).toBeNull();
  });
});
