import { addToHistogram, countAt, histogramAt, histogramJson, histogramTally, recordAt, sumTallies, type Tally } from '../../engine/stats';
import type { MatchResult, MetricsCollector, Seat } from '../../engine/types';
import { KINDS, classify, type Kind } from './combinations';
import type { MachtkampfMove, MachtkampfState } from './state';

/**
 * What the rules authors tune Machtkampf with: how long games and matches run, how the penalty
 * points spread, how often gangs come out, and whether holding the A♠ (and so leading the first
 * game) is an edge. Points and win shares per seat come from the simulator itself.
 */
export function createMetrics(): MetricsCollector<MachtkampfState, MachtkampfMove> {
  const tricksPerGame = histogramTally();
  const gamesPerMatch = histogramTally();
  const penaltyPerLoser = histogramTally();
  const playsByKind = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  /** Matches by player count: the baseline a seat's chance of winning the first game is compared with. */
  const matchesByPlayers: Record<string, number> = {};
  const counts = { plays: 0, games: 0, missedCalls: 0, aceHolderMatches: 0, aceHolderWins: 0 };
  // Only within one match: the seat that led with the A♠.
  let aceHolder: Seat | null = null;
  const own = (): Tally => sumTallies([{ ...counts, tricksPerGame, gamesPerMatch, penaltyPerLoser, playsByKind, matchesByPlayers }]);
  return {
    step(before: MachtkampfState, seat: Seat, move: MachtkampfMove) {
      if (move.type !== 'play') return;
      if (before.aceLead) aceHolder = seat;
      const combination = classify(move.cards);
      if (combination) playsByKind[combination.kind]++;
      counts.plays++;
    },
    end(final: MachtkampfState, _result: MatchResult) {
      const players = String(final.options.players);
      matchesByPlayers[players] = (matchesByPlayers[players] ?? 0) + 1;
      addToHistogram(gamesPerMatch, final.history.length);
      for (const record of final.history) {
        counts.games++;
        addToHistogram(tricksPerGame, record.tricks);
        record.points.forEach((points, seat) => {
          if (seat !== record.winner) addToHistogram(penaltyPerLoser, points);
          if (record.missedCall[seat]) counts.missedCalls++;
        });
      }
      if (aceHolder !== null) {
        counts.aceHolderMatches++;
        if (final.history[0]?.winner === aceHolder) counts.aceHolderWins++;
      }
      aceHolder = null;
    },
    tally: own,
    summary(tally = own()) {
      const games = countAt(tally, 'games');
      const plays = countAt(tally, 'plays');
      const aceHolderMatches = countAt(tally, 'aceHolderMatches');
      const kinds = recordAt(tally, 'playsByKind');
      const byPlayers = Object.entries(recordAt(tally, 'matchesByPlayers'));
      const matches = byPlayers.reduce((n, [, count]) => n + count, 0);
      const baseline =
        byPlayers.length === 1
          ? 1 / Number((byPlayers[0] as [string, number])[0])
          : byPlayers.reduce((sum, [players, count]) => sum + count / Number(players), 0) / (matches || 1);
      return {
        games,
        gamesPerMatch: histogramJson(histogramAt(tally, 'gamesPerMatch')),
        tricksPerGame: histogramJson(histogramAt(tally, 'tricksPerGame')),
        penaltyPerLoserPerGame: histogramJson(histogramAt(tally, 'penaltyPerLoser')),
        gangsPerGame: games ? (kinds.gang ?? 0) / games : 0,
        gangShareOfPlays: plays ? (kinds.gang ?? 0) / plays : 0,
        playsByKind: Object.fromEntries(KINDS.map((kind) => [kind, kinds[kind] ?? 0])),
        missedCallsPerGame: games ? countAt(tally, 'missedCalls') / games : 0,
        aceOfSpadesHolderWinsFirstGame: aceHolderMatches ? countAt(tally, 'aceHolderWins') / aceHolderMatches : 0,
        aceOfSpadesHolderBaseline: matches ? baseline : 0,
      };
    },
  };
}
