/**
 * The overflow of Poison and its family (Überkochen's pots boil over, Dreizehn's boards go over
 * 13): a card that takes a pile's sum above the limit leaves the player with every card that lay
 * there before it, and stays behind as the pile's only card.
 */
export interface Placed<C> {
  pile: C[];
  /** The cards the player must take (the pile as it lay: piles are never changed in place), or null when the pile stayed within the limit. */
  took: readonly C[] | null;
}

/** Whether a pile whose sum would be `sum` after a card goes over `limit`: the one test of the family, also for the games' playout representations. */
export function overflows(sum: number, limit: number): boolean {
  return sum > limit;
}

export function placeOnPile<C>(pile: readonly C[], card: C, valueOf: (card: C) => number, limit: number): Placed<C> {
  let sum = valueOf(card);
  for (const lying of pile) sum += valueOf(lying);
  if (overflows(sum, limit)) return { pile: [card], took: pile };
  const grown = pile.slice();
  grown.push(card);
  return { pile: grown, took: null };
}
