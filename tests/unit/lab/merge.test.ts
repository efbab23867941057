import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../src/shared/catalog';
import { reportOf, simulate, simulateRange } from '../../../src/shared/engine/simulate';
import { addTally, sumTallies } from '../../../src/shared/engine/stats';
import { figuresOf } from '../../../src/shared/lab/figures';
import { chunksOf, specOf, type LabConfig } from '../../../src/shared/lab/job';

const JOBS: LabConfig[] = [
  { game: 'ueberkochen', options: { players: 4, limit19: true }, bots: ['random', 'random', 'random', 'random'], seed: 5, games: 23 },
  { game: 'dreizehn', options: { players: 3 }, bots: ['random', 'random', 'random'], seed: 2, games: 17 },
  { game: 'machtkampf', options: { players: 3 }, bots: ['random', 'beginner', 'random'], seed: 8, games: 9 },
  { game: 'kerkerhatz', options: { players: 3, level: 3 }, bots: ['team', 'team', 'team'], seed: 4, games: 9 },
];

describe('the lab splits a job across workers', () => {
  for (const config of JOBS) {
    it(`${config.game}: the parts, added in any order, give exactly the figures of one run`, () => {
      const spec = specOf(config, CATALOG.get);
      const whole = simulate(spec);
      const parts = chunksOf([config], 4).map((chunk) => simulateRange(spec, chunk.from, chunk.to));
      expect(reportOf(spec, sumTallies(parts.reverse()))).toEqual(whole);
    });

    it(`${config.game}: every figure it reports is one the lab can chart, and the points add up to the matches`, () => {
      const figures = figuresOf(config, simulateRange(specOf(config, CATALOG.get), 0, config.games), CATALOG.get);
      expect(figures.report.games).toBe(config.games);
      for (const seat of figures.points) expect(seat.count).toBe(config.games);
      expect(figures.histograms.length).toBeGreaterThan(0);
    });
  }

  it('cuts every job into consecutive ranges that cover each match once', () => {
    const chunks = chunksOf(
      [
        { ...(JOBS[0] as LabConfig), games: 10 },
        { ...(JOBS[1] as LabConfig), games: 3 },
      ],
      4,
    );
    expect(chunks).toEqual([
      { job: 0, from: 0, to: 4 },
      { job: 0, from: 4, to: 8 },
      { job: 0, from: 8, to: 10 },
      { job: 1, from: 0, to: 3 },
    ]);
  });

  it('refuses to add a count to a record', () => {
    expect(() => addTally({ a: 1 }, { a: { b: 1 } })).toThrow(/disagree/);
  });

  it('refuses a match range outside the job', () => {
    expect(() => simulateRange(specOf(JOBS[1] as LabConfig, CATALOG.get), 10, 18)).toThrow(/outside/);
  });
});
