/**
 * The overflow of Poison and its family (Überkochen's pots boil over, Dreizehn's boards go over
 * 13): a card that takes a pile's sum above the limit leaves the player with every card that lay
 * there before it, and stays behind as the pile's only card.
 */

/** Whether a pile whose sum would be `sum` after a card goes over `limit`: the one test of the family. */
export function overflows(sum: number, limit: number): boolean {
  return sum > limit;
}
