import { execFileSync } from 'node:child_process';
import { appendFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ueberkochen } from '../../../src/shared/games/ueberkochen';
import { randomPolicy } from '../../../src/shared/engine/policy';
import { playMatch } from '../../../src/shared/engine/play';
import { replay, type MatchLog } from '../../../src/shared/engine/log';
import type { Json } from '../../../src/shared/engine/types';
import { FileStore } from '../../../src/host/store/file';
import { SAVE_VERSION, encodeRecord, parseSave, type SaveRecord } from '../../../src/host/store/format';
import { connect, removeDir, tempDir, testHost } from './support';

let dir: string;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await removeDir(dir);
});

const TABLE: Json = { note: 'the host keeps its table here' };

/** A finished random Überkochen match's log, to write into saves. */
function someLog(seed = 3): MatchLog {
  const run = playMatch(ueberkochen, { players: 3 }, seed, [randomPolicy, randomPolicy, randomPolicy], { keepLog: true });
  if (!run.log) throw new Error('no log');
  return run.log;
}

async function saveWith(store: FileStore, id: string, log: MatchLog, upTo: number, table = TABLE): Promise<string> {
  const journal = await store.create({ id, game: log.game, options: log.options, seed: log.seed, table });
  for (let i = 0; i < upTo; i++) await journal.appendEntry(i, log.moves[i] as MatchLog['moves'][number]);
  await journal.close();
  return path.join(store.matchesDir, `${id}.kslog`);
}

describe('the match journal', () => {
  it('an open match comes back with every entry and its table', async () => {
    const store = new FileStore(dir);
    const log = someLog();
    const journal = await store.create({ id: 'm1', game: log.game, options: log.options, seed: log.seed, table: TABLE });
    for (let i = 0; i < 10; i++) await journal.appendEntry(i, log.moves[i] as MatchLog['moves'][number]);
    await journal.appendTable({ note: 'Ben sat down' });
    await journal.close();
    const loaded = await new FileStore(dir).loadOpen();
    expect(loaded.problems).toEqual([]);
    expect(loaded.matches).toHaveLength(1);
    expect(loaded.matches[0]?.log).toEqual({ ...log, moves: log.moves.slice(0, 10) });
    expect(loaded.matches[0]?.table).toEqual({ note: 'Ben sat down' });
    await loaded.matches[0]?.journal.close();
  });

  it('a last line torn by a crash is dropped (it was never acknowledged) and the match resumes', async () => {
    const store = new FileStore(dir);
    const log = someLog();
    const file = await saveWith(store, 'm2', log, 5);
    const torn = encodeRecord({ kind: 'entry', i: 5, entry: log.moves[5] as MatchLog['moves'][number] });
    await appendFile(file, torn.slice(0, torn.length - 7));
    const loaded = await new FileStore(dir).loadOpen();
    expect(loaded.problems).toEqual([]);
    expect(loaded.notes.join()).toContain('unfinished last line');
    expect(loaded.matches[0]?.log.moves).toHaveLength(5);
    await loaded.matches[0]?.journal.appendEntry(5, log.moves[5] as MatchLog['moves'][number]);
    await loaded.matches[0]?.journal.close();
    expect(parseSave(await readFile(file, 'utf8')).entries).toHaveLength(6);
  });

  it('a save damaged before its last line is reported by name, set aside unchanged and never overwritten', async () => {
    const store = new FileStore(dir);
    const file = await saveWith(store, 'm3', someLog(), 8);
    const text = await readFile(file, 'utf8');
    const damaged = text.replace('"i":3', '"i":4');
    await writeFile(file, damaged);
    const again = await saveWith(store, 'm4', someLog(), 2);
    await writeFile(again, damaged);

    const loaded = await new FileStore(dir).loadOpen();
    expect(loaded.matches).toEqual([]);
    expect(loaded.problems.map((p) => p.file).sort()).toEqual(['m3.kslog', 'm4.kslog']);
    expect(loaded.problems[0]?.reason).toMatch(/line 5 is damaged/);
    expect(await readFile(path.join(store.asideDir, 'm3.kslog'), 'utf8')).toBe(damaged);
    expect(await readdir(store.matchesDir)).toEqual([]);

    // A second damaged save of the same name does not replace the first one set aside.
    await writeFile(path.join(store.matchesDir, 'm3.kslog'), 'garbage\n');
    const second = await new FileStore(dir).loadOpen();
    expect(second.problems[0]?.movedTo).toBe(path.join(store.asideDir, 'm3.kslog.1'));
    expect(await readFile(path.join(store.asideDir, 'm3.kslog'), 'utf8')).toBe(damaged);
  });

  it('a save from a newer Kartenstube is set aside, not guessed at', async () => {
    const store = new FileStore(dir);
    const header: SaveRecord = {
      kind: 'header',
      format: 'kartenstube.match',
      version: SAVE_VERSION + 1,
      id: 'm5',
      game: 'ueberkochen',
      options: { players: 3 },
      seed: 1,
      created: '',
      table: TABLE,
    };
    await store.loadOpen();
    await writeFile(path.join(store.matchesDir, 'm5.kslog'), encodeRecord(header));
    const loaded = await store.loadOpen();
    expect(loaded.problems).toMatchObject([{ file: 'm5.kslog', reason: expect.stringContaining('newer') }]);
  });

  it('an older save format is migrated by our own migrations', () => {
    const header = {
      kind: 'header',
      format: 'kartenstube.match',
      version: 1,
      id: 'm6',
      game: 'ueberkochen',
      options: { players: 3 },
      seed: 1,
      created: '',
      table: TABLE,
    } as const;
    const text = encodeRecord(header) + encodeRecord({ kind: 'entry', i: 0, entry: { seat: 1, move: { type: 'play', card: 'AS' } } });
    const renameCard = (records: unknown[]): unknown[] =>
      records.map((r) => ((r as { kind: string }).kind === 'entry' ? { ...(r as object), entry: { seat: 1, move: { type: 'play', card: 'KS' } } } : r));
    const parsed = parseSave(text, { 1: renameCard }, 2);
    expect(parsed.migratedFrom).toBe(1);
    expect(parsed.header.version).toBe(2);
    expect(parsed.entries).toEqual([{ seat: 1, move: { type: 'play', card: 'KS' } }]);
    expect(() => parseSave(text, {}, 2)).toThrow(/no migration from save format 1/);
  });

  it('a finished match is filed with the replays and reads back as its log', async () => {
    const store = new FileStore(dir);
    const log = someLog();
    const journal = await store.create({ id: 'm7', game: log.game, options: log.options, seed: log.seed, table: TABLE });
    for (const [i, entry] of log.moves.entries()) await journal.appendEntry(i, entry);
    const result = { winners: [0], scores: [1, 2, 3], lowerIsBetter: true };
    await journal.finish(result);
    expect((await store.loadOpen()).matches).toEqual([]);
    const replays = await store.listReplays();
    expect(replays).toMatchObject([{ id: 'm7', game: 'ueberkochen', moves: log.moves.length, result }]);
    expect((await store.readReplay('m7')).log).toEqual(log);
  });
});

describe('the host and its saves', () => {
  it('a corrupt save and one the rules refuse are reported by name and kept; the host starts anyway', async () => {
    const store = new FileStore(dir);
    const corrupt = await saveWith(store, 'broken', someLog(), 4);
    await writeFile(corrupt, (await readFile(corrupt, 'utf8')).replace('"seat":', '"seat" :'));
    const log = someLog();
    const illegal: MatchLog = { ...log, moves: [log.moves[1] as MatchLog['moves'][number], log.moves[0] as MatchLog['moves'][number]] };
    const bots: Json = {
      room: 'ABCD',
      locked: false,
      substitute: 'random',
      owner: null,
      seats: [0, 1, 2].map(() => ({ kind: 'bot', level: 'random' })),
      screens: [],
    };
    await saveWith(store, 'illegal', illegal, 2, bots);
    const lines: string[] = [];
    const host = await testHost(dir, { log: (line) => lines.push(line) });
    try {
      expect(host.problems.map((p) => p.file).sort()).toEqual(['broken.kslog', 'illegal.kslog']);
      expect(lines.join('\n')).toMatch(/save broken\.kslog could not be used/);
      expect(host.problems.find((p) => p.file === 'illegal.kslog')?.reason).toMatch(/cannot be resumed: .*(nicht am Zug|nicht auf der Hand)/);
      expect((await readdir(store.asideDir)).sort()).toEqual(['broken.kslog', 'illegal.kslog']);
      expect(host.hub.tables.size).toBe(0);
    } finally {
      await host.close();
    }
  });
});

describe('damage, torn writes and strange entries', () => {
  it('a complete last line that fails its checksum is damage: the save is set aside byte for byte and reported, not cut short', async () => {
    const store = new FileStore(dir);
    const file = await saveWith(store, 'flip', someLog(), 6);
    const text = await readFile(file, 'utf8');
    // One flipped byte in the last entry's move, the newline still there: that move was acknowledged.
    const at = text.lastIndexOf('"card":"') + 9;
    const flipped = text.slice(0, at) + String.fromCharCode(text.charCodeAt(at) ^ 1) + text.slice(at + 1);
    await writeFile(file, flipped);
    const loaded = await new FileStore(dir).loadOpen();
    expect(loaded.matches).toEqual([]);
    expect(loaded.problems).toMatchObject([{ file: 'flip.kslog', reason: expect.stringMatching(/line 7 is damaged/) }]);
    expect(await readFile(path.join(store.asideDir, 'flip.kslog'), 'utf8')).toBe(flipped);
  });

  it('a complete line of garbage appended to a save is damage too', async () => {
    const store = new FileStore(dir);
    const file = await saveWith(store, 'tail', someLog(), 3);
    await appendFile(file, 'this is not a record\n');
    const damaged = await readFile(file, 'utf8');
    const loaded = await new FileStore(dir).loadOpen();
    expect(loaded.problems.map((p) => p.file)).toEqual(['tail.kslog']);
    expect(await readFile(path.join(store.asideDir, 'tail.kslog'), 'utf8')).toBe(damaged);
  });

  it('before a torn last line is cut, the file as it was is kept beside the set-aside saves', async () => {
    const store = new FileStore(dir);
    const log = someLog();
    const file = await saveWith(store, 'torn', log, 4);
    const line = encodeRecord({ kind: 'entry', i: 4, entry: log.moves[4] as MatchLog['moves'][number] });
    await appendFile(file, line.slice(0, 20));
    const before = await readFile(file, 'utf8');
    const loaded = await new FileStore(dir).loadOpen();
    expect(loaded.matches[0]?.log.moves).toHaveLength(4);
    expect(await readFile(path.join(store.asideDir, 'torn.kslog.torn'), 'utf8')).toBe(before);
    await loaded.matches[0]?.journal.close();
  });

  it.skipIf(process.platform === 'win32')(
    'a directory named like a save and a FIFO in the save folder are skipped with a warning, and the host starts',
    async () => {
      const store = new FileStore(dir);
      const log = someLog();
      await saveWith(store, 'good', log, 2, {
        room: 'GOOD',
        locked: false,
        substitute: 'random',
        owner: null,
        seats: [0, 1, 2].map(() => ({ kind: 'bot', level: 'random' })),
        screens: [],
      });
      await mkdir(path.join(store.matchesDir, 'folder.kslog'));
      execFileSync('mkfifo', [path.join(store.matchesDir, 'pipe.kslog')]);
      const lines: string[] = [];
      const host = await testHost(dir, { log: (line) => lines.push(line) });
      try {
        expect(host.problems).toEqual([]);
        expect([...host.hub.tables.keys()]).toEqual(['GOOD']);
        expect(lines.join('\n')).toMatch(/warning: folder\.kslog .* is a directory, not a save file; skipped/);
        expect(lines.join('\n')).toMatch(/warning: pipe\.kslog .* is a FIFO, not a save file; skipped/);
      } finally {
        await host.close();
      }
    },
  );
});

describe('saves written before wide seeds', () => {
  const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'v1-ueberkochen-open.kslog');

  it('a save of format 1 with a 32-bit seed, as the host wrote it, resumes and replays to the very state it did then', async () => {
    const original = await readFile(FIXTURE, 'utf8');
    const then = JSON.parse(await readFile(FIXTURE.replace(/\.kslog$/, '.state.json'), 'utf8')) as { options: unknown };
    // The save says `limit19: false`, as options did then; today that switch is read as the number it means (limit 20).
    const expected = { ...then, options: ueberkochen.parseOptions(then.options) };
    expect(expected.options).toEqual({ players: 3, fourRounds: false, limit: 20 });
    const store = new FileStore(dir);
    await store.loadOpen();
    const id = '20261201-151032-ueberkochen-LVBA-6f1b';
    await writeFile(path.join(store.matchesDir, `${id}.kslog`), original);
    const host = await testHost(dir);
    try {
      expect(host.problems).toEqual([]);
      const table = host.hub.tables.get('LVBA');
      expect(table?.play?.index).toBe(18);
      expect(table?.play?.seed).toBe(3141592653);
      expect(table?.play?.state).toEqual(expected);
    } finally {
      await host.close();
    }
    // Migrated to the current format in place; the original is kept untouched.
    const migrated = parseSave(await readFile(path.join(store.matchesDir, `${id}.kslog`), 'utf8'));
    expect(migrated.header.version).toBe(SAVE_VERSION);
    expect(replay(ueberkochen, { game: migrated.header.game, options: migrated.header.options, seed: migrated.header.seed, moves: migrated.entries })).toEqual(
      expected,
    );
    expect(await readFile(path.join(store.asideDir, `${id}.kslog.v1`), 'utf8')).toBe(original);
  });

  it('a new save is written with a wide seed in the current format', async () => {
    const host = await testHost(dir);
    const anna = await connect(host.port, 'Anna');
    try {
      await anna.client.create({ game: 'ueberkochen', seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }], seat: 0 });
      const started = anna.client.next('view');
      anna.client.send({ type: 'start' });
      await started;
      const [name] = await readdir(path.join(dir, 'matches'));
      const { header } = parseSave(await readFile(path.join(dir, 'matches', name as string), 'utf8'));
      expect(header.version).toBe(SAVE_VERSION);
      expect(header.seed).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      anna.close();
      await host.close();
    }
  });
});
