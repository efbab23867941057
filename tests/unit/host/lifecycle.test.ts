import { describe, expect, it } from 'vitest';
import { HostError } from '../../../src/host/errors';
import { Lifecycle, type LifecycleEvent } from '../../../src/host/lifecycle';

const start = (byDriver = true, open: number[] = []): LifecycleEvent => ({ type: 'start', byDriver, open });

function refusal(life: Lifecycle<string>, event: LifecycleEvent): { code: string; params: unknown } | null {
  try {
    life.send(event);
    return null;
  } catch (error) {
    if (!(error instanceof HostError)) throw error;
    return { code: error.code, params: error.params };
  }
}

describe('a table’s life (the lobby chart)', () => {
  it('a new table is in the lobby, where the options and seats may change', () => {
    const life = new Lifecycle<string>();
    expect(life.phase).toBe('lobby');
    life.send({ type: 'edit' });
    expect(life.phase).toBe('lobby');
  });

  it('only a driver (the table screen, its opener, the VIP) starts, and only with every seat taken; a refused start changes nothing', () => {
    const life = new Lifecycle<string>();
    expect(refusal(life, start(false))).toEqual({ code: 'net.notVip', params: {} });
    expect(refusal(life, start(true, [1, 3]))).toEqual({ code: 'net.seatsEmpty', params: { seats: '1, 3' } });
    expect(life.phase).toBe('lobby');
    life.send(start());
    expect(life.phase).toBe('starting');
  });

  it('while a match starts or runs, nobody starts another and nothing in the lobby changes', () => {
    const life = new Lifecycle<string>();
    life.send(start());
    expect(refusal(life, start())).toEqual({ code: 'net.running', params: {} });
    expect(refusal(life, { type: 'edit' })).toEqual({ code: 'net.started', params: {} });
    life.send({ type: 'started' });
    expect(life.phase).toBe('playing');
    expect(refusal(life, start())).toEqual({ code: 'net.running', params: {} });
    expect(refusal(life, start(false))).toEqual({ code: 'net.notVip', params: {} });
    expect(refusal(life, { type: 'edit' })).toEqual({ code: 'net.started', params: {} });
    expect(life.phase).toBe('playing');
  });

  it('a start that fails goes back to where it came from: the lobby, or the last match’s end', () => {
    const life = new Lifecycle<string>();
    life.send(start());
    expect(life.shown).toBe('lobby');
    life.send({ type: 'failed' });
    expect(life.phase).toBe('lobby');
    life.send(start());
    life.begin('match 1');
    life.send({ type: 'finished' });
    life.send(start());
    expect(life.shown).toBe('over');
    expect(life.play).toBe('match 1');
    life.send({ type: 'failed' });
    expect(life.phase).toBe('over');
    expect(life.play).toBe('match 1');
  });

  it('keeps the running match, and the last one until a new one begins', () => {
    const life = new Lifecycle<string>();
    expect(life.play).toBeNull();
    life.send(start());
    life.begin('match 1');
    expect([life.phase, life.play]).toEqual(['playing', 'match 1']);
    life.send({ type: 'finished' });
    life.send(start());
    expect(life.play).toBe('match 1');
    life.begin('match 2');
    expect([life.phase, life.play]).toEqual(['playing', 'match 2']);
    const restored = new Lifecycle<string>();
    restored.resume('saved', true);
    expect([restored.phase, restored.play]).toEqual(['over', 'saved']);
  });

  it('is over after the result, and the owner may start again from there', () => {
    const life = new Lifecycle<string>();
    life.send(start());
    life.send({ type: 'started' });
    life.send({ type: 'finished' });
    expect(life.phase).toBe('over');
    life.send({ type: 'edit' });
    expect(refusal(life, start(false))).toEqual({ code: 'net.notVip', params: {} });
    life.send(start());
    expect(life.phase).toBe('starting');
  });

  it('another game for the next match: from the lobby or the end, never while a match starts or runs; the old match is no longer the table’s', () => {
    const life = new Lifecycle<string>();
    life.regame();
    expect([life.phase, life.play]).toEqual(['lobby', null]);
    life.send(start());
    expect(refusal(life, { type: 'regame' })).toEqual({ code: 'net.started', params: {} });
    life.begin('match 1');
    expect(refusal(life, { type: 'regame' })).toEqual({ code: 'net.started', params: {} });
    expect([life.phase, life.play]).toEqual(['playing', 'match 1']);
    life.send({ type: 'finished' });
    life.regame();
    expect([life.phase, life.play]).toEqual(['lobby', null]);
  });

  it('a restored table comes back playing, or over if its last move ended the match', () => {
    const playing = new Lifecycle<string>();
    playing.send({ type: 'resumed', over: false });
    expect(playing.phase).toBe('playing');
    const over = new Lifecycle<string>();
    over.send({ type: 'resumed', over: true });
    expect(over.phase).toBe('over');
  });

  it('an event the table’s life does not take where it stands is a bug, not a refusal', () => {
    const life = new Lifecycle<string>();
    expect(() => life.send({ type: 'finished' })).toThrow(/takes no "finished" while lobby/);
    life.send(start());
    expect(() => life.send({ type: 'resumed', over: false })).toThrow(/takes no "resumed" while starting/);
    expect(life.phase).toBe('starting');
  });
});
