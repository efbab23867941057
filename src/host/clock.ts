/**
 * A match's clock: milliseconds of match time since the match began. It runs only while somebody
 * is at the table (a match nobody watches does not run out of time) and it stands still while the
 * host is down: a resumed match starts from its last logged time. `rate` speeds it up for tests.
 *
 * The host asks it for one wake-up at a time (`wakeAt`): the match driver's timer. A virtual clock
 * (tests) implements the same interface and jumps from one wake-up to the next.
 */
export interface MatchClockLike {
  readonly running: boolean;
  now(): number;
  resume(): void;
  pause(): void;
  /** Calls `fire` once the clock shows `at` (at once if it already does), replacing any earlier wake-up; null cancels. */
  wakeAt(at: number | null, fire: () => void): void;
}

export class MatchClock implements MatchClockLike {
  private base: number;
  private since: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wake: { at: number; fire: () => void } | null = null;

  constructor(
    start: number,
    private readonly rate = 1,
    private readonly realNow: () => number = () => performance.now(),
  ) {
    this.base = start;
  }

  get running(): boolean {
    return this.since !== null;
  }

  now(): number {
    return this.since === null ? this.base : this.base + Math.floor((this.realNow() - this.since) * this.rate);
  }

  resume(): void {
    if (this.since !== null) return;
    this.since = this.realNow();
    this.arm();
  }

  pause(): void {
    if (this.since === null) return;
    this.base = this.now();
    this.since = null;
    this.disarm();
  }

  wakeAt(at: number | null, fire: () => void): void {
    this.wake = at === null ? null : { at, fire };
    this.arm();
  }

  /** Real milliseconds until the match clock shows `at` (0 if it already does). */
  realDelayUntil(at: number): number {
    return Math.max(0, Math.ceil((at - this.now()) / this.rate));
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** A timer fires by the real clock, which the match clock may lag by a rounding: it looks again until the match time has come. */
  private arm(): void {
    this.disarm();
    const wake = this.wake;
    if (!wake || !this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.wake !== wake) return;
      if (this.now() < wake.at) return this.arm();
      this.wake = null;
      wake.fire();
    }, this.realDelayUntil(wake.at));
  }
}
