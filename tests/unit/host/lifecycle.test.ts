import { describe, expect, it } from 'vitest';
import { afterCommit, editable, matchOf, shownPhase, startable, type Lifecycle } from '../../../src/host/lifecycle';

const lobby: Lifecycle<string> = { kind: 'lobby' };
const playing: Lifecycle<string> = { kind: 'playing', play: 'm1' };
const over: Lifecycle<string> = { kind: 'over', play: 'm1' };

describe('the table lifecycle', () => {
  it('a table that is starting still shows what it started from, and its last match', () => {
    expect(shownPhase({ kind: 'starting', from: over })).toBe('over');
    expect(shownPhase({ kind: 'starting', from: lobby })).toBe('lobby');
    expect(matchOf({ kind: 'starting', from: over })).toBe('m1');
    expect(matchOf(lobby)).toBeNull();
  });

  it('seats and options change only in the lobby or after a match, and a match starts only from there', () => {
    const starting: Lifecycle<string> = { kind: 'starting', from: lobby };
    expect([lobby, starting, playing, over].map((l) => editable(l))).toEqual([true, false, false, true]);
    expect([lobby, starting, playing, over].map((l) => startable(l))).toEqual([true, false, false, true]);
  });

  it('a committed move that ends the match makes it over; any other leaves it playing', () => {
    expect(afterCommit(playing, false)).toBe(playing);
    expect(afterCommit(playing, true)).toEqual(over);
    expect(afterCommit(lobby, true)).toBe(lobby);
  });
});
