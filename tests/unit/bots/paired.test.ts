import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../src/shared/cards';
import { PairedRootSearch } from '../../../src/shared/bots/paired';
import type { SearchSpec } from '../../../src/shared/bots/search';

/**
 * A one-seat game of luck and a little skill: the sample is a "deal" worth 0–9, a move m adds
 * m/100 to it, and one more playout move adds a coin flip worth 0 or `coin`/100. The deal swamps the
 * moves' differences, so only a comparison on the same deal sees them; the coin is noise that
 * pairing does not remove.
 */
interface Deal {
  luck: number;
  skill: number;
  moves: number;
}

function luckGame(coin: number): SearchSpec<Deal, number, null> {
  return {
    rules: { toAct: () => [0], apply: (state, _seat, move) => ({ ...state, skill: state.skill + move, moves: state.moves + 1 }) },
    determinize: (_view, rng: Rng) => ({ luck: rng.int(10), skill: 0, moves: 0 }),
    rollout: (_state, _seat, rng) => coin * rng.int(2),
    payoff: (_root, state) => (state.moves >= 2 ? [(state.luck + state.skill / 100) / 11] : null),
    key: String,
  };
}

const MOVES = [0, 1, 2, 3, 4, 5, 6, 7];

function run(schedule: 'uniform' | 'halving', budget: number, seed: number, coin = 8): PairedRootSearch<Deal, number, null> {
  const search = new PairedRootSearch(luckGame(coin), null, 0, MOVES, budget, schedule, createRng(seed));
  while (search.applied < budget) search.iterate();
  return search;
}

describe('root-paired sampling', () => {
  it('compares moves on the same deals, so a small edge shows through a large luck', () => {
    expect(run('uniform', 32, 1, 0).best()).toBe(7);
  });

  it('uniform sampling plays every move in every sample', () => {
    const visits = run('uniform', 160, 2)
      .rootStats()
      .map((arm) => arm.visits);
    expect(new Set(visits).size).toBe(1);
    // Two moves a playout, eight moves a sample: 160 moves are ten samples.
    expect(visits[0]).toBe(10);
  });

  it('steps one playout at a time, a sample’s moves in turn, and stepping through whole samples plays what iterating plays', () => {
    const stepped = new PairedRootSearch(luckGame(8), null, 0, MOVES, 960, 'halving', createRng(3));
    for (let playouts = 1; playouts <= 8; playouts++) {
      stepped.step();
      // Two moves a playout; the sample ends with its eighth move.
      expect(stepped.applied).toBe(2 * playouts);
      expect(stepped.midSample).toBe(playouts < 8);
      expect(stepped.iterations).toBe(playouts < 8 ? 0 : 1);
    }
    while (stepped.midSample || stepped.applied < 960) stepped.step();
    expect(stepped.rootStats()).toEqual(run('halving', 960, 3).rootStats());
    expect(stepped.best()).toBe(run('halving', 960, 3).best());
  });

  it('halving drops the worse half each round and gives the survivors the samples saved', () => {
    // Eight moves: three rounds of a third of the budget each, 8 → 4 → 2 contenders.
    // 320 moves a round: 20 samples of eight moves, 40 of four, 80 of the last two.
    const visits = run('halving', 960, 3)
      .rootStats()
      .map((arm) => arm.visits)
      .sort((a, b) => a - b);
    expect(visits).toEqual([20, 20, 20, 20, 60, 60, 140, 140]);
  });

  it('halving never drops the move it is told to keep, which then faces the pick on every sample', () => {
    // Move 0 is the worst: without keeping it, the first cut drops it after 20 samples.
    const plain = run('halving', 960, 3).rootStats();
    expect(plain.find((arm) => arm.key === '0')?.visits).toBe(20);
    const search = new PairedRootSearch(luckGame(8), null, 0, MOVES, 960, 'halving', createRng(3), '0');
    while (search.applied < 960) search.iterate();
    const stats = search.rootStats();
    expect(stats.find((arm) => arm.key === '0')?.visits).toBe(search.iterations);
    // Kept on top of the better half: 8 → 4 + 1 → 2 + 1 contenders.
    expect(stats.filter((arm) => arm.visits === search.iterations)).toHaveLength(3);
    expect(search.bestOver(0, 1)).toBe(search.best());
  });

  it('halving picks the best move more often than uniform sampling at the same budget', () => {
    // Neighbouring moves differ by one step, the coin by eight: 240 moves are 15 samples a move, often too few to tell 7 from 6.
    let uniform = 0;
    let halving = 0;
    for (let seed = 0; seed < 200; seed++) {
      if (run('uniform', 240, seed).best() === 7) uniform++;
      if (run('halving', 240, seed).best() === 7) halving++;
    }
    expect(halving).toBeGreaterThan(uniform);
  });

  it('keeps a favourite unless the pick beats it on their shared samples by the margin asked', () => {
    const search = run('halving', 960, 4);
    expect(search.best()).toBe(7);
    // 7 beats 6 by a step in a coin's noise of eight: under three standard errors.
    expect(search.bestOver(6, 3)).toBe(6);
    expect(search.bestOver(0, 3)).toBe(7);
  });

  it('only ever plays moves that are legal for the real seat', () => {
    const spec = { ...luckGame(0), candidates: () => [7, 3, 9] };
    const search = new PairedRootSearch(spec, null, 0, [1, 2, 3], 200, 'halving', createRng(5));
    while (search.applied < 200) search.iterate();
    expect(search.rootStats().map((arm) => arm.key)).toEqual(['3']);
    expect(search.best()).toBe(3);
  });

  it("averages by the sampler's weights: a likely deal counts for more than an unlikely one", () => {
    // Two kinds of deal, drawn alike: in the first, move 1 gets the whole reward and move 0 nothing; in the
    // second the other way round. Unweighed, they tie; weighed 1 to 1/4, move 1 is worth 0.8 and move 0 0.2.
    let drawn = 0;
    const spec: SearchSpec<Deal, number, null> = {
      rules: { toAct: () => [0], apply: (state, _seat, move) => ({ ...state, skill: move, moves: state.moves + 1 }) },
      determinize: () => ({ luck: drawn++ % 2, skill: 0, moves: 0 }),
      weight: () => ((drawn - 1) % 2 === 0 ? 1 : 0.25),
      rollout: () => 0,
      payoff: (_root, state) => (state.moves >= 1 ? [state.luck === 0 ? state.skill : 1 - state.skill] : null),
      key: String,
    };
    const search = new PairedRootSearch(spec, null, 0, [0, 1], 40, 'uniform', createRng(6));
    while (search.applied < 40) search.iterate();
    expect(search.rootStats()).toEqual([
      { key: '0', visits: 20, mean: 0.2 },
      { key: '1', visits: 20, mean: 0.8 },
    ]);
    expect(search.best()).toBe(1);
    // Their paired difference is +1 or -1 by the kind of deal: weighed, a mean of 0.6 and a spread of 0.8 over an
    // effective 12.5² / 10.625 ≈ 14.7 samples, a standard error of 0.209: the pick passes 2 standard errors, not 3.
    expect(search.bestOver(0, 2)).toBe(1);
    expect(search.bestOver(0, 3)).toBe(0);
  });
});
