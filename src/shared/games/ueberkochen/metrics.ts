import type { MatchResult, MetricsCollector, Seat } from '../../engine/types';
import { Histogram } from '../../engine/stats';
import { cardValue, limitOf, potSum, type UeberkochenMove, type UeberkochenState } from './rules';

/**
 * What the rules authors tune Überkochen with: how often pots boil over, how many cards a
 * boil-over hands out (the seed text claims "about 3" with random play), and how much poison is taken.
 * Points and win shares per seat come from the simulator itself.
 */
export function createMetrics(): MetricsCollector<UeberkochenState, UeberkochenMove> {
  const cardsPerBoilOver = new Histogram();
  let boilOvers = 0;
  let rounds = 0;
  let spadesTaken = 0;
  return {
    // Read from the position before the move: after the round's last card the next deal has already cleared the table.
    step(before: UeberkochenState, _seat: Seat, move: UeberkochenMove, _after: UeberkochenState) {
      const pot = before.pots[move.pot];
      if (potSum(pot) + cardValue(move.card) <= limitOf(before.options)) return;
      boilOvers++;
      cardsPerBoilOver.add(pot.length);
      for (const card of pot) if (card.endsWith('S')) spadesTaken++;
    },
    end(final: UeberkochenState, _result: MatchResult) {
      rounds += final.history.length;
    },
    summary() {
      return {
        rounds,
        boilOversPerRound: rounds ? boilOvers / rounds : 0,
        cardsPerBoilOver: cardsPerBoilOver.toJson(),
        poisonTakenPerRound: rounds ? spadesTaken / rounds : 0,
      };
    },
  };
}
