import { describe, expect, it } from 'vitest';
import { getGame } from '../../../src/shared/engine/registry';
import { optionVariants } from '../../../src/shared/engine/options';
import type { Json } from '../../../src/shared/engine/types';
import { checkMatch } from './conformance';

interface Budget {
  /** Random matches, split over every player count × variant. */
  matches: number;
  /** How many of them run every heavy check at every step. */
  full: number;
  maxSteps: number;
}

/** Sized so that each game's suite takes well under a minute on one core of the CI machine. */
const BUDGET: Record<string, Budget> = {
  default: { matches: 2000, full: 96, maxSteps: 20_000 },
  dreizehn: { matches: 1600, full: 96, maxSteps: 400 },
  // A random Machtkampf match is long (about 40 games of 30 moves): 128 matches are about 150,000 checked moves.
  machtkampf: { matches: 128, full: 16, maxSteps: 20_000 },
  kerkerhatz: { matches: 2000, full: 160, maxSteps: 5000 },
};

/**
 * The conformance suite of one registered game: every player count × every variant. Each game has
 * its own test file (tests/unit/conformance/<id>.test.ts) so the games run in parallel.
 */
export function conformanceSuite(id: string): void {
  const game = getGame(id);
  const budget = BUDGET[game.id] ?? (BUDGET.default as Budget);
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
