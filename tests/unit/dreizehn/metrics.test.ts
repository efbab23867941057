import { describe, expect, it } from 'vitest';
import { randomPolicy } from '../../../src/shared/engine/policy';
import { playMatch } from '../../../src/shared/engine/play';
import { apply, createMetrics, dreizehn, type DreizehnMove } from '../../../src/shared/games/dreizehn';
import { board, cards, position } from './support';

describe('Dreizehn simulation metrics', () => {
  it('counts overflows per round and the cards each one hands out', () => {
    const metrics = createMetrics();
    const state = position(['2B 1G', '1Y', '1Y'], { boards: [board('B', '7B 4R 1B'), board(null), board(null)], drawPile: cards('5G') });
    const move: DreizehnMove = { type: 'play', card: '2B', board: 0 };
    metrics.step(state, 0, move, apply(state, 0, move));
    const calm: DreizehnMove = { type: 'play', card: '1G', board: 1 };
    metrics.step(state, 0, calm, apply(state, 0, calm));
    metrics.end(
      { ...state, history: [{ round: 0, points: [], totals: [], taken: [], excused: { B: null, G: null, Y: null } }] },
      { winners: [0], scores: [0, 0, 0], lowerIsBetter: true },
    );
    const summary = metrics.summary();
    expect(summary.overflowsPerRound).toBe(1);
    expect(summary.cardsPerOverflow).toEqual({ mean: 3, count: 1, histogram: { '3': 1 } });
    expect(summary.redFoursTakenPerRound).toBe(1);
  });

  it('counts an overflow by the last card of a round, though the next deal clears the boards', () => {
    const metrics = createMetrics();
    const state = position(['2B', '', ''], { boards: [board('B', '7B 5B'), board(null), board(null)] });
    const move: DreizehnMove = { type: 'play', card: '2B', board: 0 };
    const after = apply(state, 0, move);
    expect(after.round).toBe(1);
    metrics.step(state, 0, move, after);
    expect(metrics.summary().cardsPerOverflow).toEqual({ mean: 2, count: 1, histogram: { '2': 1 } });
  });

  it('over whole random matches, every card taken is counted once', () => {
    const metrics = createMetrics();
    let taken = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const run = playMatch(dreizehn, { players: 4 }, seed, Array(4).fill(randomPolicy), {
        onStep: (before, seat, move, after) => metrics.step(before as never, seat, move as never, after as never),
      });
      metrics.end(run.state as never, run.result);
      for (const record of (run.state as { history: { taken: Record<string, number>[] }[] }).history) {
        for (const counts of record.taken) taken += Object.values(counts).reduce((a, b) => a + b, 0);
      }
    }
    const summary = metrics.summary() as { rounds: number; overflowsPerRound: number; cardsPerOverflow: { mean: number; count: number } };
    expect(summary.rounds).toBe(80);
    expect(summary.cardsPerOverflow.count).toBe(Math.round(summary.overflowsPerRound * 80));
    expect(summary.cardsPerOverflow.mean * summary.cardsPerOverflow.count).toBeCloseTo(taken, 6);
  });
});
