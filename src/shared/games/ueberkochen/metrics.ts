import type { MatchResult, MetricsCollector, Seat } from '../../engine/types';
import { addToHistogram, countAt, histogramAt, histogramJson, histogramTally, sumTallies, type Tally } from '../../engine/stats';
import { cardValue, potSum, type UeberkochenMove, type UeberkochenState } from './rules';

/**
 * What the rules authors tune Überkochen with: how often pots boil over, how many cards a
 * boil-over hands out (the seed text claims "about 3" with random play), and how much poison is taken.
 * Points and win shares per seat come from the simulator itself.
 */
export function createMetrics(): MetricsCollector<UeberkochenState, UeberkochenMove> {
  const cardsPerBoilOver = histogramTally();
  const counts = { boilOvers: 0, rounds: 0, spadesTaken: 0 };
  const own = (): Tally => sumTallies([{ ...counts, cardsPerBoilOver }]);
  return {
    // Read from the position before the move: after the round's last card the next deal has already cleared the table.
    step(before: UeberkochenState, _seat: Seat, move: UeberkochenMove, _after: UeberkochenState) {
      const pot = before.pots[move.pot];
      if (potSum(pot) + cardValue(move.card) <= before.options.limit) return;
      counts.boilOvers++;
      addToHistogram(cardsPerBoilOver, pot.length);
      for (const card of pot) if (card.endsWith('S')) counts.spadesTaken++;
    },
    end(final: UeberkochenState, _result: MatchResult) {
      counts.rounds += final.history.length;
    },
    tally: own,
    summary(tally = own()) {
      const rounds = countAt(tally, 'rounds');
      return {
        rounds,
        boilOversPerRound: rounds ? countAt(tally, 'boilOvers') / rounds : 0,
        cardsPerBoilOver: histogramJson(histogramAt(tally, 'cardsPerBoilOver')),
        poisonTakenPerRound: rounds ? countAt(tally, 'spadesTaken') / rounds : 0,
      };
    },
  };
}
