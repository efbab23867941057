/**
 * The conformance suite over a catalog: every game it lists, every player count × every variant,
 * plus the option sets the game itself names, with the budget the game's module gives. A game is
 * tested the day it is in the catalog; nothing here names one.
 */
import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../../src/shared/catalog';
import type { AnyGameModule, ConformanceBudget } from '../../../src/shared/engine/module';
import { optionVariants } from '../../../src/shared/engine/options';
import type { Json } from '../../../src/shared/engine/types';
import { checkMatch, type CheckOptions } from './conformance';

/** One `it`: some seeded random matches of one game under one option set. */
export interface ConformanceCase {
  game: AnyGameModule;
  config: Json;
  matches: number;
  full: number;
  maxSteps: number;
  /** The first match's seed; the others follow it. */
  seed: number;
  hasText: CheckOptions['hasText'];
}

function split(
  game: AnyGameModule,
  configs: readonly Json[],
  budget: ConformanceBudget,
  seedBase: number,
  hasText: CheckOptions['hasText'],
): ConformanceCase[] {
  const matches = Math.ceil(budget.matches / configs.length);
  const full = Math.ceil(budget.full / configs.length);
  return configs.map((config, i) => ({ game, config, matches, full, maxSteps: budget.maxSteps, seed: seedBase + 1000 * i + 1, hasText }));
}

/** Every case of every game in the catalog. */
export function conformanceCases(catalog: Catalog): ConformanceCase[] {
  const { hasString } = catalog.text;
  const hasText = (code: string): boolean => hasString('de', code) && hasString('en', code);
  return catalog.games.flatMap((game) => {
    const variants = optionVariants(game.optionsShape);
    const configs: Json[] = [];
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      for (const variant of variants) configs.push({ players, ...variant } as Json);
    }
    const { budget, extra } = game.conformance;
    return [...split(game, configs, budget, 0, hasText), ...(extra ? split(game, extra.configs, extra, 1_000_000, hasText) : [])];
  });
}

/** Plays a case's matches with every check; returns the moves played. */
export function runCase(c: ConformanceCase): number {
  let steps = 0;
  for (let m = 0; m < c.matches; m++) steps += checkMatch(c.game, c.config, c.seed + m, { full: m < c.full, maxSteps: c.maxSteps, hasText: c.hasText });
  return steps;
}

/** The suite of every game of the catalog: one `describe` per game, one `it` per case. */
export function conformanceSuite(catalog: Catalog): void {
  const cases = conformanceCases(catalog);
  for (const game of catalog.games) {
    describe(`${game.id} conformance`, () => {
      for (const c of cases.filter((x) => x.game === game)) {
        it(`${JSON.stringify(c.config)}: ${c.matches} random matches (${c.full} with every check)`, () => {
          expect(runCase(c)).toBeGreaterThan(0);
        });
      }
    });
  }
}
