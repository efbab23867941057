import { Histogram } from '../../engine/stats';
import type { MatchResult, MetricsCollector, Seat } from '../../engine/types';
import { KINDS, classify, type Kind } from './combinations';
import type { MachtkampfMove, MachtkampfState } from './state';

/**
 * What the rules authors tune Machtkampf with: how long games and matches run, how the penalty
 * points spread, how often gangs come out, and whether holding the A♠ (and so leading the first
 * game) is an edge. Points and win shares per seat come from the simulator itself.
 */
export function createMetrics(): MetricsCollector<MachtkampfState, MachtkampfMove> {
  const tricksPerGame = new Histogram();
  const gamesPerMatch = new Histogram();
  const penaltyPerLoser = new Histogram();
  const playsByKind = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  let plays = 0;
  let games = 0;
  let missedCalls = 0;
  let aceHolder: Seat | null = null;
  let aceHolderMatches = 0;
  let aceHolderWins = 0;
  let seats = 0;
  return {
    step(before: MachtkampfState, seat: Seat, move: MachtkampfMove) {
      if (move.type !== 'play') return;
      if (before.aceLead) aceHolder = seat;
      const combination = classify(move.cards);
      if (combination) playsByKind[combination.kind]++;
      plays++;
    },
    end(final: MachtkampfState, _result: MatchResult) {
      seats = final.options.players;
      gamesPerMatch.add(final.history.length);
      for (const record of final.history) {
        games++;
        tricksPerGame.add(record.tricks);
        record.points.forEach((points, seat) => {
          if (seat !== record.winner) penaltyPerLoser.add(points);
          if (record.missedCall[seat]) missedCalls++;
        });
      }
      if (aceHolder !== null) {
        aceHolderMatches++;
        if (final.history[0]?.winner === aceHolder) aceHolderWins++;
      }
      aceHolder = null;
    },
    summary() {
      return {
        games,
        gamesPerMatch: gamesPerMatch.toJson(),
        tricksPerGame: tricksPerGame.toJson(),
        penaltyPerLoserPerGame: penaltyPerLoser.toJson(),
        gangsPerGame: games ? playsByKind.gang / games : 0,
        gangShareOfPlays: plays ? playsByKind.gang / plays : 0,
        playsByKind: { ...playsByKind },
        missedCallsPerGame: games ? missedCalls / games : 0,
        aceOfSpadesHolderWinsFirstGame: aceHolderMatches ? aceHolderWins / aceHolderMatches : 0,
        aceOfSpadesHolderBaseline: seats ? 1 / seats : 0,
      };
    },
  };
}
