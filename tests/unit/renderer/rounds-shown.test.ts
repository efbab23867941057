import { describe, expect, it } from 'vitest';
import { firstShown, markEnded, markShown, missedEnd, shownRounds, type MatchAt, type RoundsStore } from '../../../src/renderer/src/table/roundsShown';

function memoryStore(text: string | null = null): RoundsStore & { text: string | null } {
  const store = {
    text,
    read: () => store.text,
    write: (next: string) => {
      store.text = next;
    },
  };
  return store;
}

const HOST = '0123456789abcdef0123456789abcdef';
const at = (match: string, room = 'ABCD', host = HOST): MatchAt => ({ host, room, match });

describe('the rounds whose scoring a device has shown', () => {
  it('a match this device never saw has no count; a closed panel counts its round, and the count survives a reload', () => {
    const store = memoryStore();
    expect(shownRounds(store, at('m1'))).toBeNull();
    markShown(store, at('m1'), 3);
    // A reload reads the same storage afresh.
    expect(shownRounds(memoryStore(store.text), at('m1'))).toBe(3);
  });

  it('the count never goes back: closing an older round after a newer one changes nothing', () => {
    const store = memoryStore();
    markShown(store, at('m1'), 4);
    markShown(store, at('m1'), 2);
    expect(shownRounds(store, at('m1'))).toBe(4);
  });

  it('each host, table and match counts apart', () => {
    const store = memoryStore();
    markShown(store, at('m1'), 2);
    expect(shownRounds(store, at('m2'))).toBeNull();
    expect(shownRounds(store, at('m1', 'WXYZ'))).toBeNull();
    expect(shownRounds(store, at('m1', 'ABCD', 'fedcba9876543210fedcba9876543210'))).toBeNull();
  });

  it('only the latest fifty matches are kept, the oldest forgotten first', () => {
    const store = memoryStore();
    for (let i = 0; i < 55; i++) markShown(store, at(`m${i}`), 1, 1000 + i);
    expect(shownRounds(store, at('m4'))).toBeNull();
    expect(shownRounds(store, at('m5'))).toBe(1);
    expect(shownRounds(store, at('m54'))).toBe(1);
  });

  it('a memory that is not ours (broken JSON, wrong entries) reads as none and is overwritten cleanly', () => {
    const entry = { host: HOST, room: 'ABCD', match: 'm1', shown: 1, ended: false, at: 1 };
    for (const text of ['{not json', '{"a":1}', JSON.stringify([{ ...entry, shown: -1 }]), JSON.stringify([{ ...entry, shown: 'two' }]), JSON.stringify([{ ...entry, ended: 'no' }])]) {
      const store = memoryStore(text);
      expect(shownRounds(store, at('m1'))).toBeNull();
      markShown(store, at('m1'), 1);
      expect(shownRounds(store, at('m1'))).toBe(1);
    }
  });

  it('a device new to a match starts after the rounds before it came, but shows the round whose end the table stands at', () => {
    expect(firstShown(0, false)).toBe(0);
    expect(firstShown(3, false)).toBe(3);
    expect(firstShown(3, true)).toBe(2);
  });
});

describe('the end of the match before, missed while the next began', () => {
  it('the match seen last at this table, its result never closed here, is missed, with the rounds of it shown', () => {
    const store = memoryStore();
    markShown(store, at('m1'), 1, 1000);
    markShown(store, at('m1'), 2, 2000);
    expect(missedEnd(store, at('m2'))).toEqual({ match: 'm1', shown: 2 });
  });

  it('a result closed here is not missed, and closing it keeps the rounds shown', () => {
    const store = memoryStore();
    markShown(store, at('m1'), 3, 1000);
    markEnded(store, at('m1'), 2000);
    expect(missedEnd(store, at('m2'))).toBeNull();
    expect(shownRounds(store, at('m1'))).toBe(3);
  });

  it('only the match just before counts: an older one left open is no news, nor one at another table or host', () => {
    const store = memoryStore();
    markShown(store, at('m1'), 0, 1000);
    markShown(store, at('m2'), 0, 2000);
    markEnded(store, at('m2'), 3000);
    markShown(store, at('x1', 'WXYZ'), 0, 4000);
    markShown(store, at('y1', 'ABCD', 'fedcba9876543210fedcba9876543210'), 0, 5000);
    expect(missedEnd(store, at('m3'))).toBeNull();
  });

  it('the match being played is never its own missed end', () => {
    const store = memoryStore();
    markShown(store, at('m1'), 0, 1000);
    expect(missedEnd(store, at('m1'))).toBeNull();
  });
});
