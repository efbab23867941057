import { describe, expect, it } from 'vitest';
import { budgetFor, configuredBudget } from '../../../src/shared/bots/policy';
import { playPairing } from '../../../src/shared/bots/tournament';
import { CATALOG } from '../../../src/shared/catalog';
import { makePolicy } from '../../../src/shared/engine/simulate';
import type { AnyGame, BaseOptions, BotConfig, BotFactory } from '../../../src/shared/engine/types';

type Factory = BotFactory<unknown, unknown, BaseOptions>;

/** Überkochen with one more level that records the config its seats are built with. */
function recording(): { game: AnyGame; seen: BotConfig[] } {
  const base = CATALOG.get('ueberkochen');
  const seen: BotConfig[] = [];
  const normal = base.bots?.normal as Factory;
  const probe: Factory = (seat, options, config) => {
    seen.push({ ...config });
    return normal(seat, options, config);
  };
  return { game: { ...base, bots: { ...base.bots, probe } } as AnyGame, seen };
}

describe('the wall-clock safety cap of a search', () => {
  it('a budget is capped unless told otherwise; uncapped it never stops on the clock', () => {
    expect(budgetFor(50, 100).capMs).toBe(1500);
    expect(budgetFor(50, 100, false).capMs).toBe(Infinity);
    expect(budgetFor(50, 100, false).moves).toBe(5000);
    expect(configuredBudget(undefined, 50, 100).capMs).toBe(1500);
    expect(configuredBudget({ budgetMs: 10 }, 50, 100)).toEqual({ moves: 1000, capMs: 1100 });
    expect(configuredBudget({ budgetMs: 10, capped: false }, 50, 100)).toEqual({ moves: 1000, capMs: Infinity });
  });

  it('offline seats (simulator, Lab, tests) are built uncapped, keeping the budget they were given', () => {
    const { game, seen } = recording();
    const options = game.parseOptions({ players: 3 }) as BaseOptions;
    makePolicy(game, 'probe', 0, options, { budgetMs: 7 });
    makePolicy(game, 'probe', 1, options);
    expect(seen).toEqual([{ budgetMs: 7, capped: false }, { capped: false }]);
  });

  it('a tournament builds its levels and its references uncapped', () => {
    const { game, seen } = recording();
    const options = game.parseOptions({ players: 3 }) as BaseOptions;
    const normal = game.bots?.normal as Factory;
    const ref: Factory = (seat, opts, config) => {
      seen.push({ ...config });
      return normal(seat, opts, config);
    };
    const referees = { ref };
    playPairing({ game, options, games: 1, seed: 1, config: { budgetMs: 3 }, referees }, 'probe', 'ref');
    expect(seen.length).toBeGreaterThan(0);
    for (const config of seen) expect(config.capped).toBe(false);
  });
});
