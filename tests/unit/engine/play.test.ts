import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../src/shared/catalog';
import { replay } from '../../../src/shared/engine/log';
import { playMatch } from '../../../src/shared/engine/play';
import { randomPolicy } from '../../../src/shared/engine/policy';
import { createBot, botLevels } from '../../../src/shared/bots';

describe('playing a match of bots on the virtual clock', () => {
  for (const game of CATALOG.games) {
    it(`${game.id}: the same seed gives the same log, and the log replays to the final state`, () => {
      const options = game.defaultOptions(game.minPlayers + 1 <= game.maxPlayers ? game.minPlayers + 1 : game.minPlayers);
      const levels = botLevels(game).filter((level) => level !== 'strong');
      const policies = () => Array.from({ length: options.players }, (_, seat) => createBot(game, levels[seat % levels.length] as string, seat, options));
      const a = playMatch(game, options, 11, policies(), { keepLog: true });
      const b = playMatch(game, options, 11, policies(), { keepLog: true });
      expect(a.log).toEqual(b.log);
      expect(replay(game, a.log!)).toEqual(a.state);
      expect(a.result).toEqual(game.result(a.state));
    });
  }

  it("a turn-based bot moves its level's turn time after its turn comes", () => {
    const game = CATALOG.get('ueberkochen');
    const options = game.defaultOptions(3);
    const slow = { ...randomPolicy, pace: { turnMs: 1000, reactionMs: [0, 0] as const } };
    const run = playMatch(game, options, 5, [slow, slow, slow], { keepLog: true });
    expect(run.duration).toBe(run.steps * 1000);
  });
});
