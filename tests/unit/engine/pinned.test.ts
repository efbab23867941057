/**
 * Matches and simulator figures pinned to fingerprints taken before the driver was made faster:
 * the match driver may change how it computes who acts when, never what it decides. A fingerprint
 * is the SHA-256 of the match logs (with their clocks and results), or of the simulator's report,
 * for fixed seeds and bot levels in every game; number seeds and a wide one, as the host gives.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBot } from '../../../src/shared/bots';
import { CATALOG } from '../../../src/shared/catalog';
import type { Seed } from '../../../src/shared/cards/rng';
import { playMatch } from '../../../src/shared/engine/play';
import { simulate } from '../../../src/shared/engine/simulate';
import type { AnyGame, BaseOptions } from '../../../src/shared/engine/types';

const SEEDS: readonly Seed[] = [1, 2024, 4_000_000_007, '9b3f07c2d4e5a61870c2b4d6e8f0a1c3', 'ffffffff00000000a5a5a5a5c3c3c3c3'];

/** A report's figures: the options it echoes are how the spec was written, not what was played (limit19 reads as limit 20 since the rules' numbers became options). */
const figures = <R extends { options: unknown }>(report: R | null): Omit<R, 'options'> | null => {
  if (!report) return null;
  const { options: _written, ...rest } = report;
  return rest;
};

const fingerprint = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** The levels that decide without a clock of their own (a searching bot's time budget would make a log depend on the machine). */
function levelsOf(game: AnyGame, players: number): string[] {
  const mixed = ['normal', 'beginner', 'random', 'team'].filter((level) => level === 'random' || game.bots?.[level]);
  return Array.from({ length: players }, (_, seat) => mixed[seat % mixed.length] as string);
}

function matchesOf(game: AnyGame, players: number): unknown[] {
  const options = game.defaultOptions(players) as BaseOptions;
  const levels = levelsOf(game, players);
  return SEEDS.map((seed) => {
    const run = playMatch(
      game,
      options,
      seed,
      levels.map((level, seat) => createBot(game, level, seat, options)),
      { keepLog: true },
    );
    return { moves: run.log?.moves, steps: run.steps, duration: run.duration, result: run.result };
  });
}

/**
 * Per game: the fingerprints, taken on the driver before it was made faster (commit d4c5c2b; a change
 * here changes what matches the host and the lab play), and how many matches the simulator plays for
 * them with random bots and with the levels (Machtkampf's matches are long: fewer of them).
 */
const PINNED: Readonly<Record<string, { matches: string; sims: string; games: { random: number; levels: number } }>> = {
  ueberkochen: { matches: '6d6606b1081e9b11', sims: '439b04134b856988', games: { random: 40, levels: 15 } },
  dreizehn: { matches: 'b0ccdef7d7a08e0e', sims: '60ad59542c92e4f2', games: { random: 40, levels: 15 } },
  machtkampf: { matches: 'ced250748af60e15', sims: '8e6d0a7b06be7830', games: { random: 6, levels: 3 } },
  kerkerhatz: { matches: '50eee888071f0d0c', sims: '6d9f0c44a3df1f83', games: { random: 40, levels: 15 } },
};

describe('the driver decides as it always did', () => {
  for (const game of CATALOG.games) {
    const players = Math.min(game.maxPlayers, 4);
    const pinned = PINNED[game.id];
    if (!pinned) throw new Error(`no pinned fingerprints for ${game.id}`);
    it(`${game.id}: the match logs of fixed seeds and bot levels are the pinned ones`, () => {
      expect(fingerprint(matchesOf(game, players))).toBe(pinned.matches);
    });

    it(`${game.id}: the simulator's figures of a fixed seed are the pinned ones, with random bots and with the levels`, () => {
      const random = simulate({
        game,
        options: { players },
        games: pinned.games.random,
        seed: 7,
        bots: new Array<string>(players).fill('random'),
      });
      const levels = simulate({ game, options: { players }, games: pinned.games.levels, seed: 8, bots: levelsOf(game, players) });
      const paced = game.realtime ? simulate({ game, options: { players }, games: 15, seed: 9, bots: levelsOf(game, players), reactionMs: [300, 2500] }) : null;
      expect(fingerprint([figures(random), figures(levels), figures(paced)])).toBe(pinned.sims);
    });
  }
});
