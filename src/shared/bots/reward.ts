/**
 * Rewards for penalty-point games (lowest total wins), at a search horizon such as the end of a
 * round. Before the last round a seat does well by paying fewer points than the others; in the
 * last round, what counts is winning the match.
 */
import type { Seat } from '../engine/types';

/**
 * `before`/`after`: match totals at the root and at the horizon. `scale` is a typical gap in
 * points between two seats over that stretch. Every reward lies in [0, 1].
 */
export function standingsReward(before: readonly number[], after: readonly number[], matchOver: boolean, scale: number): number[] {
  const n = after.length;
  let sum = 0;
  for (let seat = 0; seat < n; seat++) sum += (after[seat] as number) - (before[seat] as number);
  const rewards = new Array<number>(n);
  for (let seat = 0; seat < n; seat++) {
    const own = (after[seat] as number) - (before[seat] as number);
    const othersMean = (sum - own) / (n - 1);
    rewards[seat] = 0.5 + 0.5 * Math.tanh((othersMean - own) / scale);
  }
  if (!matchOver) return rewards;
  const best = Math.min(...after);
  const winners: Seat[] = [];
  for (let seat = 0; seat < n; seat++) if (after[seat] === best) winners.push(seat);
  for (let seat = 0; seat < n; seat++) {
    const win = winners.includes(seat) ? 1 / winners.length : 0;
    rewards[seat] = 0.75 * win + 0.25 * (rewards[seat] as number);
  }
  return rewards;
}
