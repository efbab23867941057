import { afterAll, describe, expect, it } from 'vitest';
import { createCatalog } from '../../../src/shared/catalog';
import { defineGame } from '../../../src/shared/engine/module';
import { sticksChart, sticksDefinition, take } from '../support/sticks';
import { connect, removeDir, replayOf, tempDir, testHost, waitFor } from './support';

/** The sticks game with a bug: taking two sticks makes its rules throw a TypeError, in `apply` and in the chart alike. */
const buggyTake: typeof take = (state, seat, move) => {
  if ((move as { count?: unknown }).count === 2) throw new TypeError('the pile fell over');
  return take(state, seat, move);
};
const buggy = defineGame({ ...sticksDefinition, rules: { ...sticksDefinition.rules, apply: buggyTake }, chart: sticksChart(buggyTake) });

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});

describe('a crash in the rules at the host', () => {
  it('is logged with the match and the move, answered as the host’s fault, and the match goes on from the last committed state', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const lines: string[] = [];
    const host = await testHost(dir, { catalog: createCatalog([buggy]), log: (line) => lines.push(line) });
    const anna = await connect(host.port, 'Anna');
    const ben = await connect(host.port, 'Ben');
    try {
      const lobby = await anna.client.create({ game: 'sticks', options: { players: 2, sticks: 4 }, seats: [{ kind: 'open' }, { kind: 'open' }], seat: 0 });
      await ben.client.join(lobby.table.room, { seat: 1 });
      const started = anna.client.next('view');
      anna.client.send({ type: 'start' });
      const first = await started;
      expect(first.view).toMatchObject({ left: 4, turn: 0 });

      await expect(anna.client.move({ type: 'take', count: 2 })).rejects.toMatchObject({
        code: 'net.internal',
        message: 'Beim Gastgeber ist ein Fehler aufgetreten.',
      });
      await waitFor(() => anna.client.state.lobby?.table.match !== null);
      const id = anna.client.state.lobby?.table.match?.id ?? '';
      const crash = lines.find((line) => line.includes('the rules crashed')) ?? '';
      expect(crash.startsWith(`match ${id}: the rules crashed on seat 0's move {"type":"take","count":2} after 0 entries: TypeError: the pile fell over`)).toBe(
        true,
      );

      // The same seat plays on from the state before the crash: four sticks, its turn.
      const after = await anna.client.move({ type: 'take', count: 1 });
      expect(after.view).toMatchObject({ left: 3, turn: 1 });
      expect(after.index).toBe(1);
      await ben.client.move({ type: 'take', count: 3 });
      await waitFor(() => anna.client.state.view?.result !== null && anna.client.state.view?.result !== undefined);
      const saved = await replayOf(dir, id);
      expect(saved.log.moves).toEqual([
        { seat: 0, move: { type: 'take', count: 1 } },
        { seat: 1, move: { type: 'take', count: 3 } },
      ]);
    } finally {
      anna.close();
      ben.close();
      await host.close();
    }
  });
});
