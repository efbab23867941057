import { describe, expect, it } from 'vitest';
import { playPairing } from '../../../src/shared/bots/tournament';
import { CATALOG } from '../../../src/shared/catalog';
import type { BaseOptions } from '../../../src/shared/engine/types';

/**
 * Fixed deals and a budget counted in moves, not milliseconds: these results are the same on
 * every run and every machine, so the checks cannot flake. The full table comes from
 * `npm run tournament`.
 */
describe('levels are ordered by strength on a fixed set of deals', () => {
  const spec = (id: string, games: number, budgetMs: number) => {
    const game = CATALOG.get(id);
    return { game, options: game.parseOptions({ players: 4 }) as BaseOptions, games, seed: 2026, config: { budgetMs } };
  };

  it('überkochen: strong (a small budget) wins most matches against three random players', () => {
    const result = playPairing(spec('ueberkochen', 12, 3), 'strong', 'random');
    expect(result.share).toBeGreaterThanOrEqual(0.75);
  });

  it('überkochen: normal beats beginner, and beginner beats random', () => {
    expect(playPairing(spec('ueberkochen', 80, 0), 'normal', 'beginner').share).toBeGreaterThan(0.45);
    expect(playPairing(spec('ueberkochen', 80, 0), 'beginner', 'random').share).toBeGreaterThan(0.45);
  });

  it('dreizehn: strong (a small budget) wins most matches against three random players', () => {
    expect(playPairing(spec('dreizehn', 12, 3), 'strong', 'random').share).toBeGreaterThanOrEqual(0.75);
  });

  it('machtkampf: normal wins most matches against three random players', () => {
    expect(
      playPairing(
        { ...spec('machtkampf', 12, 0), options: CATALOG.get('machtkampf').parseOptions({ players: 4, shortMatch: true }) as BaseOptions },
        'normal',
        'random',
      ).share,
    ).toBeGreaterThanOrEqual(0.75);
  });
});
