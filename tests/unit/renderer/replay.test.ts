import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../src/shared/engine/play';
import { randomPolicy } from '../../../src/shared/engine/policy';
import { machtkampf } from '../../../src/shared/games/machtkampf';
import { ueberkochen } from '../../../src/shared/games/ueberkochen';
import type { AnyGameModule } from '../../../src/shared/engine/module';
import { ReplayTimeline } from '../../../src/renderer/src/table/replay';

function finished(game: AnyGameModule, players: number, seed: number): ReplayTimeline {
  const run = playMatch(
    game,
    game.defaultOptions(players),
    seed,
    Array.from({ length: players }, () => randomPolicy),
    { keepLog: true },
  );
  if (!run.log) throw new Error('no log');
  return new ReplayTimeline(game, {
    id: 'r1',
    log: run.log,
    table: {
      seats: [
        { kind: 'person', name: 'Anna' },
        { kind: 'bot', level: 'normal' },
      ],
    },
  });
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

  it("marks each step with the phases the game's chart reached there: every scored round, and the match's end at the last step only", () => {
    const replay = finished(ueberkochen, 3, 4);
    const marked = Array.from({ length: replay.last + 1 }, (_, step) => replay.message(step, 'table').phases).flatMap((phases, step) =>
      phases.length > 0 ? [[step, phases] as const] : [],
    );
    const sheets = (step: number): number => (replay.message(step, 'table').view as { history: unknown[] }).history.length;
    const scored = Array.from({ length: replay.last }, (_, i) => i + 1).filter((step) => sheets(step) > sheets(step - 1));
    expect(scored.length).toBeGreaterThan(1);
    expect(marked.map(([step]) => step)).toEqual(scored);
    expect(marked.slice(0, -1).every(([, phases]) => phases.join() === 'roundOver')).toBe(true);
    expect(marked.at(-1)).toEqual([replay.last, ['roundOver', 'matchOver']]);
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
