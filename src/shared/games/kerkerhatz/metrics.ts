import { addToHistogram, countAt, histogramAt, histogramJson, histogramTally, recordAt, sumTallies, wilson, type Tally } from '../../engine/stats';
import type { Json, MatchResult, MetricsCollector } from '../../engine/types';
import { HEROES, type KerkerhatzMove, type KerkerhatzState, type LossCause } from './state';

const CAUSES: readonly LossCause[] = ['time', 'noCards', 'stuck', 'gaveUp'];

/**
 * What the rules authors tune Kerkerhatz with: how often the team wins, why it loses, and how often
 * the clock decides (a loss on time, or a win with under 30 seconds left). The counts come from the
 * final state's tally, because timers fire between moves where `step` does not see them.
 */
export function createMetrics(): MetricsCollector<KerkerhatzState, KerkerhatzMove> {
  const counts = { games: 0, wins: 0, closeWins: 0 };
  const causes: Record<LossCause, number> = { time: 0, noCards: 0, stuck: 0, gaveUp: 0 };
  const secondsLeftOnWin = histogramTally();
  const secondsTaken = histogramTally();
  const dungeonLeftOnLoss = histogramTally();
  const sums = { played: 0, wasted: 0, jackDoors: 0, doorPowers: 0, cancelled: 0, happened: 0, handsLeftOnWin: 0 };
  const powers = { fighter: 0, scout: 0, healer: 0, timeKeeper: 0 };
  const own = (): Tally => sumTallies([{ ...counts, causes, secondsLeftOnWin, secondsTaken, dungeonLeftOnLoss, sums, powers }]);
  return {
    step() {},
    end(final: KerkerhatzState, result: MatchResult) {
      counts.games++;
      const won = result.winners.length > 0;
      const left = final.clock.limit === null ? null : final.clock.limit - final.clock.elapsed;
      addToHistogram(secondsTaken, Math.round(final.clock.elapsed / 10_000) * 10);
      if (won) {
        counts.wins++;
        sums.handsLeftOnWin += final.hands.reduce((n, hand) => n + hand.length, 0);
        if (left !== null) {
          addToHistogram(secondsLeftOnWin, Math.floor(left / 30_000) * 30);
          if (left < 30_000) counts.closeWins++;
        }
      } else if (final.cause) {
        causes[final.cause]++;
        const detail = result.detail?.dungeonLeft;
        if (typeof detail === 'number') addToHistogram(dungeonLeftOnLoss, detail);
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
    tally: own,
    summary(tally = own()) {
      const games = countAt(tally, 'games');
      const wins = countAt(tally, 'wins');
      const closeWins = countAt(tally, 'closeWins');
      const lost = recordAt(tally, 'causes');
      const summed = recordAt(tally, 'sums');
      const used = recordAt(tally, 'powers');
      const per = (n: number | undefined): number => (games ? (n ?? 0) / games : 0);
      const [low, high] = wilson(wins, games);
      const defeats: { [key: string]: Json } = {};
      for (const cause of CAUSES) defeats[cause] = per(lost[cause]);
      const powersPerGame: { [key: string]: Json } = {};
      for (const hero of HEROES) powersPerGame[hero] = per(used[hero]);
      return {
        winRate: per(wins),
        winRateInterval: [low, high],
        defeats,
        clockDecides: per((lost.time ?? 0) + closeWins),
        lostOnTime: per(lost.time),
        closeWins: per(closeWins),
        secondsLeftOnWin: histogramJson(histogramAt(tally, 'secondsLeftOnWin')),
        secondsTaken: histogramJson(histogramAt(tally, 'secondsTaken')),
        dungeonLeftOnLoss: histogramJson(histogramAt(tally, 'dungeonLeftOnLoss')),
        cardsPlayedPerGame: per(summed.played),
        cardsWastedPerGame: per(summed.wasted),
        jackDoorsPerGame: per(summed.jackDoors),
        doorPowersPerGame: per(summed.doorPowers),
        powersPerGame,
        eventsCancelledPerGame: per(summed.cancelled),
        eventsHappenedPerGame: per(summed.happened),
        cardsInHandOnWin: wins ? (summed.handsLeftOnWin ?? 0) / wins : 0,
      };
    },
  };
}
