import type { Seat } from '../../engine/types';

/**
 * The majority rule of Überkochen and Dreizehn (and Poison before them): the one seat with
 * strictly more than every other seat; a tie for the most, or nobody above zero, gives null.
 */
export function strictMajority(counts: readonly number[]): Seat | null {
  const holder = strictMajorityAt(counts, 0, 1, counts.length);
  return holder < 0 ? null : holder;
}

/**
 * `strictMajority` over `seats` counts read from `counts` at `from`, `from + stride`, …: a playout's
 * flat table of counts, with no array to build. −1 for nobody.
 */
export function strictMajorityAt(counts: ArrayLike<number>, from: number, stride: number, seats: number): number {
  let best = 0;
  let holder = -1;
  for (let seat = 0; seat < seats; seat++) {
    const count = counts[from + seat * stride] as number;
    if (count > best) {
      best = count;
      holder = seat;
    } else if (count === best) {
      holder = -1;
    }
  }
  return holder;
}
