import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import { decide, isAsyncPolicy } from '../../../src/shared/bots/policy';
import { playMatch } from '../../../src/shared/engine/play';
import { getGame } from '../../../src/shared/engine/registry';
import { makePolicy } from '../../../src/shared/engine/simulate';
import type { BaseOptions, Seat } from '../../../src/shared/engine/types';

const CONFIG = { budgetMs: 2 };
const GAMES = [
  ['ueberkochen', {}],
  ['dreizehn', {}],
  ['machtkampf', { shortMatch: true }],
] as const;

describe('bots are deterministic for a given seed', () => {
  for (const [id, extra] of GAMES) {
    const game = getGame(id);
    const options = game.parseOptions({ players: 3, ...extra }) as BaseOptions;
    const play = (seed: number) => {
      const policies = ['strong', 'normal', 'beginner'].map((level, seat) => makePolicy(game, level, seat, options, CONFIG));
      return playMatch(game, options, seed, policies, { keepLog: true }).log;
    };

    it(`${id}: the same seed plays the same match, move for move; another seed another`, () => {
      const first = play(4);
      expect(play(4)).toEqual(first);
      expect(play(5)).not.toEqual(first);
    });

    it(`${id}: thinking in slices (chooseAsync) picks the same move as thinking at once`, async () => {
      const state = game.setup(options, 9);
      const seat = game.toAct(state)[0] as Seat;
      const legal = game.legalMoves(state, seat);
      const bot = makePolicy(game, 'strong', seat, options, { budgetMs: 10 });
      expect(isAsyncPolicy(bot)).toBe(true);
      const context = (seed: number) => ({ seat, legal, view: game.view(state, seat), rng: createRng(seed) });
      const atOnce = bot.choose(context(3));
      expect(await decide(bot, context(3))).toEqual(atOnce);
    });
  }

  it('a searching bot gives the event loop back while it thinks', async () => {
    const game = getGame('ueberkochen');
    const options = game.parseOptions({ players: 4 }) as BaseOptions;
    const state = game.setup(options, 2);
    const seat = game.toAct(state)[0] as Seat;
    const bot = makePolicy(game, 'strong', seat, options, { budgetMs: 40 });
    let ticks = 0;
    let ticking = true;
    const tick = (): void => {
      ticks++;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    await decide(bot, { seat, legal: game.legalMoves(state, seat), view: game.view(state, seat), rng: createRng(1) });
    ticking = false;
    expect(ticks).toBeGreaterThan(1);
  });

  it('a bot decides from its view alone: it refuses to play without one', () => {
    const game = getGame('ueberkochen');
    const options = game.parseOptions({ players: 4 }) as BaseOptions;
    const state = game.setup(options, 2);
    const seat = game.toAct(state)[0] as Seat;
    for (const level of ['beginner', 'normal', 'strong']) {
      const bot = makePolicy(game, level, seat, options);
      expect(bot.usesView).toBe(true);
      expect(() => bot.choose({ seat, legal: game.legalMoves(state, seat), view: null, rng: createRng(1) })).toThrow(/view/);
    }
  });
});
