import type { MatchResult, MetricsCollector, Seat } from '../../engine/types';
import { Histogram } from '../../engine/stats';
import { LIMIT, RED_FOUR, boardSum, cardValue, type Board, type DreizehnMove, type DreizehnState } from './rules';

/**
 * What the rules authors tune Dreizehn with: how often boards go over, how many cards an overflow
 * hands out (the yardstick Überkochen's limit 20 and 19 are compared against) and how many red
 * fours are taken. Points and win shares per seat come from the simulator itself.
 */
export function createMetrics(): MetricsCollector<DreizehnState, DreizehnMove> {
  const cardsPerOverflow = new Histogram();
  let overflows = 0;
  let rounds = 0;
  let redFoursTaken = 0;
  return {
    // Read from the position before the move: after the last card of a round the next deal has already cleared the boards.
    step(before: DreizehnState, _seat: Seat, move: DreizehnMove) {
      const board = before.boards[move.board] as Board;
      if (boardSum(board.cards) + cardValue(move.card) <= LIMIT) return;
      overflows++;
      cardsPerOverflow.add(board.cards.length);
      for (const card of board.cards) if (card === RED_FOUR) redFoursTaken++;
    },
    end(final: DreizehnState, _result: MatchResult) {
      rounds += final.history.length;
    },
    summary() {
      return {
        rounds,
        overflowsPerRound: rounds ? overflows / rounds : 0,
        cardsPerOverflow: cardsPerOverflow.toJson(),
        redFoursTakenPerRound: rounds ? redFoursTaken / rounds : 0,
      };
    },
  };
}
