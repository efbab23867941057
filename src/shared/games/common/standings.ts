import type { MatchResult } from '../../engine/types';

/** Penalty-point games: the lowest total wins, and equal lowest totals share the win. */
export function fewestPointsWin(totals: readonly number[]): MatchResult {
  const best = Math.min(...totals);
  return {
    winners: totals.flatMap((total, seat) => (total === best ? [seat] : [])),
    scores: totals.slice(),
    lowerIsBetter: true,
  };
}
