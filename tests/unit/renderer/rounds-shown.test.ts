import { describe, expect, it } from 'vitest';
import { firstShown, markShown, matchKey, shownRounds, type RoundsStore } from '../../../src/renderer/src/table/roundsShown';

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

describe('the rounds whose scoring a device has shown', () => {
  const key = matchKey('0123456789abcdef0123456789abcdef', 'ABCD', 'm1');

  it('a match this device never saw has no count; a closed panel counts its round, and the count survives a reload', () => {
    const store = memoryStore();
    expect(shownRounds(store, key)).toBeNull();
    markShown(store, key, 3);
    // A reload reads the same storage afresh.
    expect(shownRounds(memoryStore(store.text), key)).toBe(3);
  });

  it('the count never goes back: closing an older round after a newer one changes nothing', () => {
    const store = memoryStore();
    markShown(store, key, 4);
    markShown(store, key, 2);
    expect(shownRounds(store, key)).toBe(4);
  });

  it('each host, table and match counts apart', () => {
    const store = memoryStore();
    markShown(store, key, 2);
    expect(shownRounds(store, matchKey('0123456789abcdef0123456789abcdef', 'ABCD', 'm2'))).toBeNull();
    expect(shownRounds(store, matchKey('0123456789abcdef0123456789abcdef', 'WXYZ', 'm1'))).toBeNull();
    expect(shownRounds(store, matchKey('fedcba9876543210fedcba9876543210', 'ABCD', 'm1'))).toBeNull();
  });

  it('only the latest fifty matches are kept, the oldest forgotten first', () => {
    const store = memoryStore();
    for (let i = 0; i < 55; i++) markShown(store, matchKey('h', 'ABCD', `m${i}`), 1, 1000 + i);
    expect(shownRounds(store, matchKey('h', 'ABCD', 'm4'))).toBeNull();
    expect(shownRounds(store, matchKey('h', 'ABCD', 'm5'))).toBe(1);
    expect(shownRounds(store, matchKey('h', 'ABCD', 'm54'))).toBe(1);
  });

  it('a memory that is not ours (broken JSON, wrong entries) reads as none and is overwritten cleanly', () => {
    for (const text of ['{not json', '[1,2]', JSON.stringify({ [key]: { shown: -1, at: 1 } }), JSON.stringify({ [key]: { shown: 'two', at: 1 } })]) {
      const store = memoryStore(text);
      expect(shownRounds(store, key)).toBeNull();
      markShown(store, key, 1);
      expect(shownRounds(store, key)).toBe(1);
    }
  });

  it('a device new to a match starts after the rounds before it came, but shows the round whose end the table stands at', () => {
    expect(firstShown(0, false)).toBe(0);
    expect(firstShown(3, false)).toBe(3);
    expect(firstShown(3, true)).toBe(2);
  });
});
