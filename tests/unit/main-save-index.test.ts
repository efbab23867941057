import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterEach, describe, expect, it } from 'vitest';
import { FileStore } from '../../src/host/store/file';
import { indexingStore } from '../../src/main/save-index';
import { listSaves, recordSave } from '../../src/main/settings';

const dirs: string[] = [];
const temp = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'kartenstube-index-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the save index follows the host’s match files (real file store, real app store)', () => {
  it('records a new match, counts its moves, marks it finished, and rebuilds on restart', async () => {
    const appStore = new Conf({ cwd: temp(), projectName: 'kartenstube', configName: 'kartenstube' });
    const dataDir = temp();
    const clock = { t: Date.parse('2026-11-29T12:00:00Z') };
    const now = (): Date => new Date((clock.t += 1000));
    const store = indexingStore(new FileStore(dataDir), (entry) => recordSave(appStore, entry), now);

    const journal = await store.create({
      id: 'ueberkochen-ABCD-1',
      game: 'ueberkochen',
      options: { players: 3, fourRounds: false, limit19: false },
      seed: 7,
      table: { room: 'ABCD' },
    });
    expect(listSaves(appStore)).toMatchObject([{ id: 'ueberkochen-ABCD-1', game: 'ueberkochen', players: 3, room: 'ABCD', moves: 0, finished: false }]);
    await journal.appendEntry(0, { seat: 1, move: { type: 'play', card: '7H', pot: 'H' } });
    await journal.appendEntry(1, { seat: 2, move: { type: 'play', card: '2S', pot: 'C' } });
    expect(listSaves(appStore)[0]?.moves).toBe(2);
    await journal.close();

    // A restart: the open match is loaded again and keeps its entry up to date.
    const again = indexingStore(new FileStore(dataDir), (entry) => recordSave(appStore, entry), now);
    const loaded = await again.loadOpen();
    expect(loaded.matches.map((m) => m.id)).toEqual(['ueberkochen-ABCD-1']);
    const reopened = loaded.matches[0]?.journal;
    await reopened?.appendEntry(2, { seat: 0, move: { type: 'play', card: '3D', pot: 'D' } });
    await reopened?.finish({ winners: [0], scores: [1, 2, 3], lowerIsBetter: true });
    expect(listSaves(appStore)).toMatchObject([{ id: 'ueberkochen-ABCD-1', moves: 3, finished: true }]);
    expect((await again.listReplays()).map((r) => r.id)).toEqual(['ueberkochen-ABCD-1']);
  });
});
