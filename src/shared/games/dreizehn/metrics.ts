import type { MatchResult, MetricsCollector, Seat } from '../../engine/types';
import { addToHistogram, countAt, histogramAt, histogramJson, histogramTally, sumTallies, type Tally } from '../../engine/stats';
import { RED_FOUR, boardSum, cardValue, type Board, type DreizehnMove, type DreizehnState } from './rules';

/**
 * What the rules authors tune Dreizehn with: how often boards go over, how many cards an overflow
 * hands out (the yardstick Überkochen's limit 20 and 19 are compared against) and how many red
 * fours are taken. Points and win shares per seat come from the simulator itself.
 */
export function createMetrics(): MetricsCollector<DreizehnState, DreizehnMove> {
  const cardsPerOverflow = histogramTally();
  const counts = { overflows: 0, rounds: 0, redFoursTaken: 0 };
  const own = (): Tally => sumTallies([{ ...counts, cardsPerOverflow }]);
  return {
    // Read from the position before the move: after the last card of a round the next deal has already cleared the boards.
    step(before: DreizehnState, _seat: Seat, move: DreizehnMove) {
      const board = before.boards[move.board] as Board;
      if (boardSum(board.cards) + cardValue(move.card) <= before.options.limit) return;
      counts.overflows++;
      addToHistogram(cardsPerOverflow, board.cards.length);
      for (const card of board.cards) if (card === RED_FOUR) counts.redFoursTaken++;
    },
    end(final: DreizehnState, _result: MatchResult) {
      counts.rounds += final.history.length;
    },
    tally: own,
    summary(tally = own()) {
      const rounds = countAt(tally, 'rounds');
      return {
        rounds,
        overflowsPerRound: rounds ? countAt(tally, 'overflows') / rounds : 0,
        cardsPerOverflow: histogramJson(histogramAt(tally, 'cardsPerOverflow')),
        redFoursTakenPerRound: rounds ? countAt(tally, 'redFoursTaken') / rounds : 0,
      };
    },
  };
}
