import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AwayTimers } from '../../../src/host/away';
import type { Member } from '../../../src/host/seating';

const anna: Member = { id: 'a', key: { record: 'a', key: Buffer.from('a'), id: 'a' }, name: 'Anna', role: 'player', seat: 0, peer: null, standIn: false };
const ben: Member = { ...anna, id: 'b', name: 'Ben', seat: 1 };

describe('away timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the grace period runs out once, after the given time', () => {
    const due: string[] = [];
    const timers = new AwayTimers(1000, (m) => due.push(m.name));
    timers.start(anna);
    vi.advanceTimersByTime(999);
    expect(due).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(due).toEqual(['Anna']);
    vi.advanceTimersByTime(5000);
    expect(due).toEqual(['Anna']);
  });

  it('starting again restarts the grace period; a member who came back is never due', () => {
    const due: string[] = [];
    const timers = new AwayTimers(1000, (m) => due.push(m.name));
    timers.start(anna);
    timers.start(ben);
    vi.advanceTimersByTime(600);
    timers.start(anna);
    timers.clear(ben);
    vi.advanceTimersByTime(600);
    expect(due).toEqual([]);
    vi.advanceTimersByTime(400);
    expect(due).toEqual(['Anna']);
  });

  it('stopping the table clears every grace period', () => {
    const due: string[] = [];
    const timers = new AwayTimers(1000, (m) => due.push(m.name));
    timers.start(anna);
    timers.start(ben);
    timers.clearAll();
    vi.advanceTimersByTime(2000);
    expect(due).toEqual([]);
  });
});
