import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/shared/engine/registry';
import { optionVariants } from '../../src/shared/engine/options';
import type { Json } from '../../src/shared/engine/types';
import { checkMatch } from './support/conformance';

/** Matches per game (split over every player count × variant): light checks, and how many of them run every heavy check. */
const BUDGET: Record<string, { matches: number; full: number; maxSteps: number }> = {
  default: { matches: 2000, full: 160, maxSteps: 20_000 },
  dreizehn: { matches: 1600, full: 120, maxSteps: 400 },
  machtkampf: { matches: 128, full: 16, maxSteps: 20_000 },
  kerkerhatz: { matches: 2000, full: 160, maxSteps: 5000 },
};

for (const game of GAMES) {
  const budget = BUDGET[game.id] ?? (BUDGET.default as { matches: number; full: number; maxSteps: number });
  const variants = optionVariants(game.optionsShape);
  const configs: Json[] = [];
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    for (const variant of variants) configs.push({ players, ...variant } as Json);
  }
  describe(`${game.id} conformance`, () => {
    for (const [i, config] of configs.entries()) {
      const matches = Math.ceil(budget.matches / configs.length);
      const full = Math.ceil(budget.full / configs.length);
      it(`${JSON.stringify(config)}: ${matches} random matches (${full} with every check)`, () => {
        let steps = 0;
        for (let m = 0; m < matches; m++) {
          steps += checkMatch(game, config, 1000 * i + m + 1, { full: m < full, maxSteps: budget.maxSteps });
        }
        expect(steps).toBeGreaterThan(0);
      });
    }
  });
}
