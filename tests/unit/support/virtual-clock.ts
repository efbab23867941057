import type { MatchClockLike } from '../../../src/host/clock';

/**
 * A match clock for tests: it stands still until the test moves it, and `next()` jumps to the one
 * wake-up the match asked for. Pausing stops nothing but the wake-up, as on the real clock.
 */
export class VirtualClock implements MatchClockLike {
  running = false;
  private time: number;
  private wake: { at: number; fire: () => void } | null = null;

  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  resume(): void {
    this.running = true;
  }

  pause(): void {
    this.running = false;
  }

  wakeAt(at: number | null, fire: () => void): void {
    this.wake = at === null ? null : { at, fire };
  }

  /** Moves to the wake-up the match asked for and fires it; false if there is none (or the clock is paused). */
  next(): boolean {
    const wake = this.wake;
    if (!wake || !this.running) return false;
    this.wake = null;
    this.time = Math.max(this.time, wake.at);
    wake.fire();
    return true;
  }
}
