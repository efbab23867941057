import { describe, expect, it } from 'vitest';
import { createBot } from '../../../src/shared/bots';
import { STRONG_BUDGET_MS, TABLE_CEILING_MS, budgetFor, strongTiming } from '../../../src/shared/bots/policy';
import { levelPace, paceOf } from '../../../src/shared/engine/policy';
import { DREIZEHN_MOVES_PER_MS, DREIZEHN_TABLE_MS } from '../../../src/shared/games/dreizehn/bots';
import { parseLevel, playPairing } from '../../../src/shared/bots/tournament';
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
    expect(strongTiming({ budgetMs: 10 }, 200, 100)).toEqual({ budget: { moves: 1000, capMs: 1100 } });
    expect(strongTiming({ budgetMs: 10, capped: false }, 200, 100)).toEqual({ budget: { moves: 1000, capMs: Infinity } });
  });

  it('offline the strong level thinks its default count of moves; at a table its own count, stopped at the ceiling, inside its pace', () => {
    expect(strongTiming({ capped: false }, 200, 100)).toEqual({ budget: { moves: STRONG_BUDGET_MS * 100, capMs: Infinity } });
    const table = strongTiming(undefined, 200, 100);
    expect(table.budget.moves).toBe(20_000);
    // It stops a little before the ceiling: what it runs past its clock's check stays inside.
    expect(table.budget.capMs).toBeLessThan(TABLE_CEILING_MS);
    expect(table.budget.capMs).toBeGreaterThanOrEqual(TABLE_CEILING_MS - 20);
    expect(table.pace?.turnMs).toBe(levelPace('strong').turnMs - 200);
    expect(strongTiming(undefined, 2000, 100).pace?.turnMs).toBe(levelPace('strong').turnMs - TABLE_CEILING_MS);
    expect(table.pace?.reactionMs).toEqual(levelPace('strong').reactionMs);
    // The factories pass it on: the host's strong bot carries the shorter pace, an offline one its level's.
    const game = CATALOG.get('dreizehn');
    const options = game.parseOptions({ players: 4 }) as BaseOptions;
    expect(paceOf(createBot(game, 'strong', 0, options))).toEqual(strongTiming(undefined, DREIZEHN_TABLE_MS, DREIZEHN_MOVES_PER_MS).pace);
    expect(paceOf(makePolicy(game, 'strong', 0, options))).toEqual(levelPace('strong'));
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

  it("a tournament level may carry its own budget (strong@200), which overrides the spec's for its seats only", () => {
    expect(parseLevel('strong')).toEqual({ name: 'strong' });
    expect(parseLevel('strong@200')).toEqual({ name: 'strong', budgetMs: 200 });
    for (const bad of ['strong@', 'strong@0', 'strong@2.5', 'strong@-1', 'strong@100000', 'strong@x']) expect(() => parseLevel(bad)).toThrow(/budget after @/);
    const { game, seen } = recording();
    const options = game.parseOptions({ players: 3 }) as BaseOptions;
    playPairing({ game, options, games: 3, seed: 1, config: { budgetMs: 3 } }, 'probe@9', 'probe');
    expect(seen.filter((config) => config.budgetMs === 9)).toHaveLength(3);
    expect(seen.filter((config) => config.budgetMs === 3)).toHaveLength(6);
  });
});
