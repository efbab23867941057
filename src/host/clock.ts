/**
 * A match's clock: milliseconds of match time since the match began. It runs only while somebody
 * is at the table (a match nobody watches does not run out of time) and it stands still while the
 * host is down: a resumed match starts from its last logged time. `rate` speeds it up for tests.
 */
export class MatchClock {
  private base: number;
  private since: number | null = null;

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
    if (this.since === null) this.since = this.realNow();
  }

  pause(): void {
    if (this.since === null) return;
    this.base = this.now();
    this.since = null;
  }

  /** Real milliseconds until the match clock shows `at` (0 if it already does). */
  realDelayUntil(at: number): number {
    return Math.max(0, Math.ceil((at - this.now()) / this.rate));
  }
}
