import { afterEach, describe, expect, it, vi } from 'vitest';

/** Just enough of WebAudio for `tone`: the context's state and time, and nodes that connect. */
class FakeContext {
  state: 'running' | 'suspended' = 'running';
  currentTime = 10;
  readonly destination = {};
  resume = vi.fn(() => {
    this.state = 'running';
    return Promise.resolve();
  });
  suspend = vi.fn(() => {
    this.state = 'suspended';
    return Promise.resolve();
  });
  private node(): Record<string, unknown> {
    const param = { value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    const node: Record<string, unknown> = { frequency: param, gain: param, type: '', start: vi.fn(), stop: vi.fn() };
    node.connect = (next: unknown) => next;
    return node;
  }
  createOscillator(): Record<string, unknown> {
    return this.node();
  }
  createGain(): Record<string, unknown> {
    return this.node();
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the sound context runs only while something sounds', () => {
  it('rests a second after the last sound has ended, and wakes for the next', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { AudioContext: FakeContext });
    const { audioContext, tone } = await import('../../../src/renderer/src/audio/synth');
    const ctx = audioContext() as unknown as FakeContext;
    tone(ctx as unknown as AudioContext, ctx.currentTime, 440, 440, 0.25, 0.1, 'sine');
    // A second sound while the first plays keeps it running until both have ended.
    tone(ctx as unknown as AudioContext, ctx.currentTime + 0.5, 440, 440, 0.25, 0.1, 'sine');
    vi.advanceTimersByTime(1700);
    expect(ctx.suspend).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(ctx.suspend).toHaveBeenCalledTimes(1);
    expect(ctx.state).toBe('suspended');

    ctx.currentTime += 1;
    tone(ctx as unknown as AudioContext, ctx.currentTime, 440, 440, 0.25, 0.1, 'sine');
    expect(ctx.resume).toHaveBeenCalledTimes(1);
    expect(ctx.state).toBe('running');
    vi.advanceTimersByTime(2000);
    expect(ctx.suspend).toHaveBeenCalledTimes(2);
  });
});
