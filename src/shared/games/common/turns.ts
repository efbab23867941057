import type { Seat } from '../../engine/types';

/** The next seat clockwise after `from` that still holds cards (empty hands are skipped), or null when every hand is empty. */
export function nextSeatWithCards(hands: readonly (readonly unknown[])[], from: Seat): Seat | null {
  const n = hands.length;
  for (let step = 1; step <= n; step++) {
    const seat = (from + step) % n;
    if ((hands[seat] as readonly unknown[]).length > 0) return seat;
  }
  return null;
}
