/**
 * Scoring a game and the end of the match (spec: "Scoring a game", "End of match").
 */
import type { Seat } from '../../engine/types';
import type { GameRecord, LoserRule } from './state';

/** Penalty points for the cards left in a hand: the more cards, the dearer each one. */
export function penaltyPoints(cardsLeft: number): number {
  const perCard = cardsLeft <= 7 ? 1 : cardsLeft <= 10 ? 2 : cardsLeft <= 13 ? 3 : cardsLeft <= 15 ? 4 : 5;
  return cardsLeft * perCard;
}

/**
 * Who gives their highest card before the next game: most cards left; on a tie the higher match
 * total; still tied, the one nearest the winner counter-clockwise.
 */
export function findLoser(cardsLeft: readonly number[], totals: readonly number[], winner: Seat): { loser: Seat; loserBy: LoserRule } {
  // Plain loops, no arrays: the playout scores every game of every simulated match with this.
  const n = cardsLeft.length;
  let most = -1;
  let byCards = 0;
  for (let seat = 0; seat < n; seat++) {
    if (seat === winner) continue;
    const cards = cardsLeft[seat] as number;
    if (cards > most) {
      most = cards;
      byCards = 1;
    } else if (cards === most) byCards++;
  }
  let highest = -Infinity;
  let byTotal = 0;
  let only = -1;
  for (let seat = 0; seat < n; seat++) {
    if (seat === winner || cardsLeft[seat] !== most) continue;
    const total = totals[seat] as number;
    if (total > highest) {
      highest = total;
      byTotal = 1;
      only = seat;
    } else if (total === highest) byTotal++;
  }
  if (only < 0) throw new Error('no loser');
  if (byCards === 1) return { loser: only, loserBy: 'mostCards' };
  if (byTotal === 1) return { loser: only, loserBy: 'higherTotal' };
  for (let k = 1; k < n; k++) {
    const seat = (winner - k + n) % n;
    if (cardsLeft[seat] === most && totals[seat] === highest) return { loser: seat, loserBy: 'nearestCounterClockwise' };
  }
  throw new Error('no loser');
}

/**
 * The record of a finished game: the winner scores 0, a missed call (`out`) 1, everybody else
 * their cards left at that many cards' rate (steps.ts `scoreGame`).
 */
export function gameRecord(round: number, winner: Seat, cardsLeft: number[], out: boolean[], totalsBefore: readonly number[], tricks: number): GameRecord {
  const points = cardsLeft.map((cards, seat) => (seat === winner ? 0 : out[seat] ? 1 : penaltyPoints(cards)));
  const totals = totalsBefore.map((total, seat) => total + (points[seat] as number));
  return { round, points, totals, winner, cardsLeft, missedCall: out, tricks, ...findLoser(cardsLeft, totals, winner) };
}

// ---- End of match ------------------------------------------------------------------------------

export function reachesMatchEnd(matchEnd: number, totals: readonly number[]): boolean {
  return totals.some((total) => total >= matchEnd);
}
