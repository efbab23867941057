import { Histogram, wilson } from '../../engine/stats';
import type { Json, MatchResult, MetricsCollector } from '../../engine/types';
import { HEROES, type KerkerhatzMove, type KerkerhatzState, type LossCause } from './state';

const CAUSES: readonly LossCause[] = ['time', 'noCards', 'stuck', 'gaveUp'];

/**
 * What the rules authors tune Kerkerhatz with: how often the team wins, why it loses, and how often
 * the clock decides (a loss on time, or a win with under 30 seconds left). The counts come from the
 * final state's tally, because timers fire between moves where `step` does not see them.
 */
export function createMetrics(): MetricsCollector<KerkerhatzState, KerkerhatzMove> {
  let games = 0;
  let wins = 0;
  let closeWins = 0;
  const causes: Record<LossCause, number> = { time: 0, noCards: 0, stuck: 0, gaveUp: 0 };
  const secondsLeftOnWin = new Histogram();
  const secondsTaken = new Histogram();
  const dungeonLeftOnLoss = new Histogram();
  const sums = { played: 0, wasted: 0, jackDoors: 0, doorPowers: 0, cancelled: 0, happened: 0, handsLeftOnWin: 0 };
  const powers = { fighter: 0, scout: 0, healer: 0, timeKeeper: 0 };
  return {
    step() {},
    end(final: KerkerhatzState, result: MatchResult) {
      games++;
      const won = result.winners.length > 0;
      const left = final.clock.limit === null ? null : final.clock.limit - final.clock.elapsed;
      secondsTaken.add(Math.round(final.clock.elapsed / 10_000) * 10);
      if (won) {
        wins++;
        sums.handsLeftOnWin += final.hands.reduce((n, hand) => n + hand.length, 0);
        if (left !== null) {
          secondsLeftOnWin.add(Math.floor(left / 30_000) * 30);
          if (left < 30_000) closeWins++;
        }
      } else if (final.cause) {
        causes[final.cause]++;
        const detail = result.detail?.dungeonLeft;
        if (typeof detail === 'number') dungeonLeftOnLoss.add(detail);
      }
      const t = final.tally;
      sums.played += t.played;
      sums.wasted += t.wasted;
      sums.jackDoors += t.jackDoors;
      sums.doorPowers += t.doorPowers;
      sums.cancelled += t.cancelled;
      sums.happened += t.happened;
      for (const hero of HEROES) powers[hero] += t.powers[hero];
    },
    summary() {
      const per = (n: number): number => (games ? n / games : 0);
      const [low, high] = wilson(wins, games);
      const defeats: { [key: string]: Json } = {};
      for (const cause of CAUSES) defeats[cause] = per(causes[cause]);
      const powersPerGame: { [key: string]: Json } = {};
      for (const hero of HEROES) powersPerGame[hero] = per(powers[hero]);
      return {
        winRate: per(wins),
        winRateInterval: [low, high],
        defeats,
        clockDecides: per(causes.time + closeWins),
        lostOnTime: per(causes.time),
        closeWins: per(closeWins),
        secondsLeftOnWin: secondsLeftOnWin.toJson(),
        secondsTaken: secondsTaken.toJson(),
        dungeonLeftOnLoss: dungeonLeftOnLoss.toJson(),
        cardsPlayedPerGame: per(sums.played),
        cardsWastedPerGame: per(sums.wasted),
        jackDoorsPerGame: per(sums.jackDoors),
        doorPowersPerGame: per(sums.doorPowers),
        powersPerGame,
        eventsCancelledPerGame: per(sums.cancelled),
        eventsHappenedPerGame: per(sums.happened),
        cardsInHandOnWin: wins ? sums.handsLeftOnWin / wins : 0,
      };
    },
  };
}
