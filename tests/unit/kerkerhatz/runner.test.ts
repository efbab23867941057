import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/shared/engine/log';
import { playMatch } from '../../../src/shared/engine/play';
import { randomPolicy } from '../../../src/shared/engine/policy';
import { kerkerhatz, teamBot, type KerkerhatzState } from '../../../src/shared/games/kerkerhatz';

const team = (players: number) => Array.from({ length: players }, (_, seat) => teamBot(seat));

describe('the real-time match driver', () => {
  it('stamps every action with the host clock; its log replays to the same state', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const options = { players: 2 + (seed % 3), level: 1 + (seed % 5) };
      const run = playMatch(kerkerhatz, options, seed, team(options.players), { keepLog: true });
      expect(run.log).not.toBeNull();
      expect(replay(kerkerhatz, run.log!)).toEqual(run.state);
      const moves = run.log!.moves.filter((e) => 'seat' in e);
      expect(moves.length).toBe(run.steps);
      expect(moves.every((e) => 'at' in e && typeof e.at === 'number')).toBe(true);
    }
  });

  it('is reproducible from the seed', () => {
    const a = playMatch(kerkerhatz, { players: 3, level: 4 }, 77, team(3));
    const b = playMatch(kerkerhatz, { players: 3, level: 4 }, 77, team(3));
    expect(a.state).toEqual(b.state);
  });

  it('drives policies that never wait (random play) to an end as well', () => {
    const run = playMatch(kerkerhatz, { players: 4, level: 5 }, 3, [randomPolicy, randomPolicy, randomPolicy, randomPolicy], {
      pace: () => ({ turnMs: 0, reactionMs: [0, 1500] }),
    });
    expect(run.result.winners.length === 0 || run.result.winners.length === 4).toBe(true);
  });

  it('slow reactions let the clock decide', () => {
    const run = playMatch(kerkerhatz, { players: 2, level: 5, shortFuse: true }, 5, team(2), { pace: () => ({ turnMs: 0, reactionMs: [20_000, 30_000] }) });
    expect((run.state as KerkerhatzState).cause).toBe('time');
  });

  it('the team wins most level-1 dungeons', () => {
    let wins = 0;
    for (let seed = 1; seed <= 40; seed++)
      wins += playMatch(kerkerhatz, { players: 3, level: 1, clock: false }, seed, team(3)).result.winners.length > 0 ? 1 : 0;
    expect(wins).toBeGreaterThan(32);
  });
});
