import { describe, expect, it } from 'vitest';
import { createBot } from '../../../src/shared/bots';
import type { Seed } from '../../../src/shared/cards/rng';
import type { LogEntry } from '../../../src/shared/engine/log';
import { playMatch } from '../../../src/shared/engine/play';
import { CATALOG } from '../../../src/shared/catalog';
import type { AnyGameModule } from '../../../src/shared/engine/module';
import type { BaseOptions } from '../../../src/shared/engine/types';
import { Play, type SeatController } from '../../../src/host/play';
import type { MatchJournal } from '../../../src/host/store/types';
import { VirtualClock } from '../support/virtual-clock';

/** Lets the saves' and the bots' promises settle. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** Plays a match of bots through the host's Play on a virtual clock: the path a match at the table takes. */
async function playAtHost(game: AnyGameModule, options: BaseOptions, seed: Seed, levels: readonly string[]): Promise<LogEntry[]> {
  const entries: LogEntry[] = [];
  const journal: MatchJournal = {
    id: 'm',
    appendEntry: async (_index, entry) => void entries.push(entry),
    appendTable: async () => {},
    finish: async () => {},
    close: async () => {},
  };
  const clock = new VirtualClock();
  let over = false;
  const play = new Play(
    { id: 'm', game, options, seed, journal, entries: [], clock },
    {
      controller: (seat): SeatController => ({ kind: 'bot', level: levels[seat] as string }),
      present: () => true,
      committed: () => {},
      refused: (_intent, error) => {
        throw error;
      },
      failed: (error) => {
        throw error;
      },
      finished: () => (over = true),
      log: () => {},
    },
    { botPace: 1, clockRate: 1 },
  );
  play.wake();
  for (let turns = 0; !over && turns < 100_000; turns++) {
    await settle();
    if (play.result) break;
    if (!clock.next()) await settle();
  }
  await play.stop();
  expect(play.result).not.toBeNull();
  return entries;
}

describe('one driver for the host and the lab', () => {
  for (const game of CATALOG.games) {
    it(`${game.id}: one seed, a number or a wide one, and one set of bot levels give the same match log at the host (virtual clock) and in the simulator`, async () => {
      const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
      const options = game.parseOptions(game.id === 'machtkampf' ? { players, shortMatch: true } : { players }) as BaseOptions;
      const levels = Array.from({ length: players }, (_, seat) => (['normal', 'beginner', 'random'] as const)[seat % 3] as string).map((level) =>
        game.bots?.[level] || level === 'random' ? level : 'random',
      );
      // Number seeds (old saves, the simulator's --seed) and a wide one, as the host gives every new match.
      for (const seed of [2024, 7, 99, '9b3f07c2d4e5a61870c2b4d6e8f0a1c3'] satisfies Seed[]) {
        const lab = playMatch(
          game,
          options,
          seed,
          levels.map((level, seat) => createBot(game, level, seat, options)),
          { keepLog: true },
        );
        const host = await playAtHost(game, options, seed, levels);
        expect(host).toEqual(lab.log?.moves);
      }
    });
  }

  it('Kerkerhatz is paced as in the lab: with two normal teammates, a person reacting in 1.5–3 s plays at least a quarter of the cards of a level-1 dungeon', () => {
    const game = CATALOG.get('kerkerhatz');
    const options = game.parseOptions({ players: 3, level: 1 });
    let mine = 0;
    let all = 0;
    for (let seed = 1; seed <= 60; seed++) {
      // The person is played by the team's policy at a person's reaction time; the teammates by the normal level at its own pace.
      const policies = [0, 1, 2].map((seat) => createBot(game, 'normal', seat, options));
      const run = playMatch(game, options, seed, policies, {
        keepLog: true,
        pace: (seat) => (seat === 0 ? { turnMs: 0, reactionMs: [1500, 3000] } : (policies[seat]?.pace ?? { turnMs: 0, reactionMs: [1000, 3000] })),
      });
      for (const entry of run.log?.moves ?? []) {
        if (!('seat' in entry) || (entry.move as { type: string }).type !== 'play') continue;
        all++;
        if (entry.seat === 0) mine++;
      }
    }
    expect(mine / all).toBeGreaterThanOrEqual(0.25);
  });
});
