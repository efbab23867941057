/**
 * The away timers of one table: a player whose connection went during a match gets a grace
 * period, after which a bot stands in for them until they are back.
 */
import type { Member } from './seating';

export class AwayTimers {
  private readonly timers = new Map<Member, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly graceMs: number,
    /** The grace period of `member` ran out (they are still away). */
    private readonly due: (member: Member) => void,
  ) {}

  /** (Re)starts the member's grace period. */
  start(member: Member): void {
    this.clear(member);
    this.timers.set(
      member,
      setTimeout(() => {
        this.timers.delete(member);
        this.due(member);
      }, this.graceMs),
    );
  }

  clear(member: Member): void {
    const timer = this.timers.get(member);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(member);
  }

  clearAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
