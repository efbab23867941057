import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../src/shared/engine/play';
import { randomPolicy } from '../../../src/shared/engine/policy';
import { machtkampf } from '../../../src/shared/games/machtkampf';
import { ueberkochen } from '../../../src/shared/games/ueberkochen';
import type { AnyGame } from '../../../src/shared/engine/types';
import { ReplayTimeline } from '../../../src/renderer/src/table/replay';

function finished(game: AnyGame, players: number, seed: number): ReplayTimeline {
  const run = playMatch(game, game.defaultOptions(players), seed, Array.from({ length: players }, () => randomPolicy), { keepLog: true });
  if (!run.log) throw new Error('no log');
  return new ReplayTimeline(game, { id: 'r1', log: run.log, table: { seats: [{ kind: 'person', name: 'Anna' }, { kind: 'bot', level: 'normal' }] } });
}

describe('a replay rebuilt from the match log', () => {
  it('offers no move at any step and carries the result only at the last', () => {
    const replay = finished(ueberkochen, 3, 4);
    expect(replay.message(0, 0).legal).toEqual([]);
    expect(replay.message(0, 'table').result).toBeNull();
    expect(replay.message(replay.last, 'table').result).not.toBeNull();
    expect(replay.message(replay.last - 1, 0).result).toBeNull();
  });

  it('shows a seat its own hand and the table none', () => {
    const replay = finished(machtkampf, 3, 2);
    expect((replay.message(0, 1).view as { hand: unknown }).hand).not.toBeNull();
    expect((replay.message(0, 'table').view as { hand: unknown }).hand).toBeNull();
  });

  it('gives the same message object when asked twice (boards keep what they saw by identity)', () => {
    const replay = finished(ueberkochen, 3, 4);
    expect(replay.message(3, 0)).toBe(replay.message(3, 0));
  });

  it('names the seats as the save does, a seat the save does not know as open', () => {
    const replay = finished(ueberkochen, 3, 4);
    expect(replay.seats.map((s) => [s.kind, s.name, s.level])).toEqual([
      ['person', 'Anna', null],
      ['bot', null, 'normal'],
      ['open', null, null],
    ]);
  });
});
