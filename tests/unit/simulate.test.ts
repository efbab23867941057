import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/shared/catalog';
import { simulate } from '../../src/shared/engine/simulate';
import { replay } from '../../src/shared/engine/log';
import { randomPolicy } from '../../src/shared/engine/policy';
import { playMatch } from '../../src/shared/engine/play';

const ueberkochen = CATALOG.get('ueberkochen');

describe('simulator', () => {
  it('the same seed gives the same report; another seed another', () => {
    const spec = { game: ueberkochen, options: { players: 4 }, games: 50, seed: 3, bots: ['random', 'random', 'random', 'random'] };
    const a = simulate(spec);
    expect(simulate(spec)).toEqual(a);
    expect(simulate({ ...spec, seed: 4 })).not.toEqual(a);
  });

  it('win shares add up to one and shared wins are split', () => {
    const report = simulate({ game: ueberkochen, options: { players: 3 }, games: 200, seed: 1, bots: ['random', 'random', 'random'] });
    expect(report.winShareBySeat.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    for (const [low, high] of report.winShareInterval) expect(low).toBeLessThan(high);
  });

  it('reports Überkochen boil-overs with a histogram whose counts match its mean', () => {
    const report = simulate({ game: ueberkochen, options: { players: 4, limit19: true }, games: 100, seed: 9, bots: ['random', 'random', 'random', 'random'] });
    const cards = report.metrics.cardsPerBoilOver as { mean: number; count: number; histogram: Record<string, number> };
    const entries = Object.entries(cards.histogram);
    const total = entries.reduce((sum, [, n]) => sum + n, 0);
    expect(total).toBe(cards.count);
    expect(entries.reduce((sum, [k, n]) => sum + Number(k) * n, 0) / total).toBeCloseTo(cards.mean, 9);
    expect(report.metrics.boilOversPerRound).toBeGreaterThan(0);
  });

  it('a cooperative game’s report says which team level its figures are for; a competitive one names none', () => {
    const kerkerhatz = CATALOG.get('kerkerhatz');
    const options = { players: 2, level: 1, clock: false };
    expect(simulate({ game: kerkerhatz, options, games: 2, seed: 1, bots: ['beginner', 'beginner'] }).team).toBe('beginner');
    expect(simulate({ game: kerkerhatz, options, games: 2, seed: 1, bots: ['beginner', 'strong'] }).team).toBe('mixed');
    expect(simulate({ game: ueberkochen, options: { players: 3 }, games: 2, seed: 1, bots: ['random', 'random', 'random'] }).team).toBeNull();
  });

  it('refuses a seat count that does not fit the table', () => {
    expect(() => simulate({ game: ueberkochen, options: { players: 4 }, games: 1, seed: 1, bots: ['random'] })).toThrow(/seats/);
  });
});

describe('match log', () => {
  it('replaying the log rebuilds the final state exactly', () => {
    const run = playMatch(ueberkochen, { players: 5 }, 77, Array(5).fill(randomPolicy), { keepLog: true });
    expect(run.log).not.toBeNull();
    if (run.log) expect(replay(ueberkochen, JSON.parse(JSON.stringify(run.log)))).toEqual(run.state);
  });

  it('a log for another game is refused', () => {
    expect(() => replay(ueberkochen, { game: 'machtkampf', options: { players: 4 }, seed: 1, moves: [] })).toThrow(/not ueberkochen/);
  });
});

describe('sim command line', () => {
  const sim = (args: string[]) => spawnSync('npx', ['tsx', 'src/cli/sim.ts', ...args], { encoding: 'utf8' });

  it('prints JSON with --json', () => {
    const out = execFileSync('npx', ['tsx', 'src/cli/sim.ts', '--game', 'ueberkochen', '--players', '3', '--games', '20', '--json'], { encoding: 'utf8' });
    const report = JSON.parse(out) as { games: number; metrics: Record<string, unknown> };
    expect(report.games).toBe(20);
    expect(report.metrics).toHaveProperty('cardsPerBoilOver');
  });

  it('prints the team level above a Kerkerhatz report', () => {
    const out = execFileSync(
      'npx',
      ['tsx', 'src/cli/sim.ts', '--game', 'kerkerhatz', '--players', '2', '--games', '2', '--bots', 'beginner', '--option', 'clock=off'],
      { encoding: 'utf8' },
    );
    expect(out).toMatch(/^team level: beginner /m);
  });

  it.each([
    [['--game', 'nope'], /unknown game/],
    [['--game', 'ueberkochen', '--players', '9'], /--players/],
    [['--game', 'ueberkochen', '--option', 'limit19=maybe'], /limit19/],
    [['--game', 'ueberkochen', '--bots', 'wizard'], /unknown bot/],
    [['--frobnicate'], /unknown flag/],
  ])('bad flags %j: a clear message and exit code 2', (args, message) => {
    const result = sim(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
