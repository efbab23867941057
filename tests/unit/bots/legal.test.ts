import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../src/shared/engine/play';
import type { Policy } from '../../../src/shared/engine/policy';
import { CATALOG } from '../../../src/shared/catalog';
import { makePolicy } from '../../../src/shared/engine/simulate';
import type { BaseOptions, Json } from '../../../src/shared/engine/types';
import { canonical } from '../support/conformance';

/** Tiny budgets: these tests check legality, not strength. */
const CONFIG = { budgetMs: 1 };
const SHORT: Record<string, Json> = { machtkampf: { shortMatch: true } };

/** The same policy, failing the test if it ever picks a move that is not among the legal ones. */
function checked(policy: Policy, game: string): Policy {
  return {
    ...policy,
    choose(context) {
      const move = policy.choose(context);
      const listed = context.legal.map(canonical);
      if (!listed.includes(canonical(move))) throw new Error(`${game} ${policy.name} bot chose an unlisted move ${JSON.stringify(move)}`);
      return move;
    },
  };
}

describe('bots only ever make legal moves', () => {
  for (const game of CATALOG.games.filter((g) => !g.realtime && g.bots?.strong)) {
    for (let players = game.minPlayers; players <= Math.min(game.maxPlayers, 4); players++) {
      it(`${game.id}, ${players} players: beginner, normal, strong (and random) in every seat`, () => {
        const options = game.parseOptions({ players, ...((SHORT[game.id] as object) ?? {}) }) as BaseOptions;
        const levels = ['strong', 'normal', 'beginner', 'random'];
        for (let rotation = 0; rotation < 2; rotation++) {
          const policies = Array.from({ length: players }, (_, seat) =>
            checked(makePolicy(game, levels[(seat + rotation) % levels.length] as string, seat, options, CONFIG), game.id),
          );
          const run = playMatch(game, options, 100 * players + rotation, policies);
          expect(run.result.scores).toHaveLength(players);
        }
      });
    }
  }

  it('kerkerhatz: teams of every level play whole matches whose every move the rules accept', () => {
    const game = CATALOG.get('kerkerhatz');
    for (const level of ['beginner', 'normal', 'strong']) {
      for (const players of [2, 4]) {
        const options = game.parseOptions({ players, level: 3 }) as BaseOptions;
        const policies = Array.from({ length: players }, (_, seat) => makePolicy(game, level, seat, options));
        const run = playMatch(game, options, 7 + players, policies);
        expect(run.steps).toBeGreaterThan(0);
      }
    }
  });
});
