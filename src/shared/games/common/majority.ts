import type { Seat } from '../../engine/types';

/**
 * The majority rule of Überkochen and Dreizehn (and Poison before them): the one seat with
 * strictly more than every other seat; a tie for the most, or nobody above zero, gives null.
 */
export function strictMajority(counts: readonly number[]): Seat | null {
  let best = 0;
  let holder: Seat | null = null;
  counts.forEach((count, seat) => {
    if (count > best) {
      best = count;
      holder = seat;
    } else if (count === best) {
      holder = null;
    }
  });
  return holder;
}
