import type { Seat } from '../../engine/types';

/**
 * The next seat clockwise after `from` that still holds cards (empty hands are skipped), or null when every hand is empty.
 * A hand is anything with a length: a JSON hand, or a playout representation's hand of card codes.
 */
export function nextSeatWithCards(hands: readonly { readonly length: number }[], from: Seat): Seat | null {
  const n = hands.length;
  // Counted round without `%`: a division per step was a playout's measurable cost.
  let seat = from;
  for (let step = 1; step <= n; step++) {
    seat = seat + 1 === n ? 0 : seat + 1;
    if ((hands[seat] as { readonly length: number }).length > 0) return seat;
  }
  return null;
}

const NOBODY: readonly Seat[] = Object.freeze([]);
const ALONE: (readonly Seat[])[] = [];

/**
 * toAct of a game where one seat moves at a time: a shared, frozen list (random playouts ask for
 * it once per move, so it should not allocate).
 */
export function seatToAct(turn: Seat | null): readonly Seat[] {
  if (turn === null) return NOBODY;
  return (ALONE[turn] ??= Object.freeze([turn]));
}
