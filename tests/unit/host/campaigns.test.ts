import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaignInfo, mergeImported, recordMatch } from '../../../src/host/campaigns';
import { HostError } from '../../../src/host/errors';
import { FileCampaignStore, parseCampaignFile } from '../../../src/host/store/campaigns';
import { FileStore } from '../../../src/host/store/file';
import { createBot } from '../../../src/shared/bots';
import { freshProgress } from '../../../src/shared/engine/module';
import { playMatch } from '../../../src/shared/engine/play';
import type { MatchLog } from '../../../src/shared/engine/log';
import type { Json } from '../../../src/shared/engine/types';
import { kerkerhatz, kerkerhatzCampaign } from '../../../src/shared/games/kerkerhatz';
import { connect, removeDir, tempDir, testHost, waitFor } from './support';

let dir: string;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await removeDir(dir);
});

const WON = { winners: [0, 1], scores: [1, 1], lowerIsBetter: false };

describe('counting a match for its campaign', () => {
  it('a match counts once: seen again after a restart it changes nothing', () => {
    const options = kerkerhatz.parseOptions({ players: 2 });
    const once = recordMatch(kerkerhatzCampaign, freshProgress(), options, WON, 'm1');
    expect(once?.level).toBe(2);
    expect(recordMatch(kerkerhatzCampaign, once ?? freshProgress(), kerkerhatz.parseOptions({ players: 2, level: 2 }), WON, 'm1')).toBeNull();
  });

  it('the lobby offers the table’s options at the campaign’s next level', () => {
    const options = kerkerhatz.parseOptions({ players: 3, shortFuse: true, hardCampaign: true });
    const info = campaignInfo(kerkerhatzCampaign, options, { level: 3, completed: false, attempts: [] });
    expect(info).toMatchObject({ name: 'hard', levels: 5, next: { ...options, level: 3 } });
  });
});

describe('the campaign file store', () => {
  it('keeps each campaign in its own file and reads it back', async () => {
    const store = new FileCampaignStore(dir);
    const normal = { level: 2, completed: false, attempts: [{ level: 1, won: true, cause: null, match: 'm1' }] };
    const hard = { level: 1, completed: false, attempts: [{ level: 1, won: false, cause: 'time', match: 'm2' }] };
    await store.save({ game: 'kerkerhatz', campaign: 'normal', progress: normal });
    await store.save({ game: 'kerkerhatz', campaign: 'hard', progress: hard });
    expect((await readdir(store.campaignsDir)).sort()).toEqual(['kerkerhatz.hard.json', 'kerkerhatz.normal.json']);
    const loaded = await new FileCampaignStore(dir).load();
    expect(loaded.problems).toEqual([]);
    expect(loaded.campaigns).toEqual([
      { game: 'kerkerhatz', campaign: 'hard', progress: hard },
      { game: 'kerkerhatz', campaign: 'normal', progress: normal },
    ]);
  });

  it('a write cut short by a crash leaves the progress as it was before', async () => {
    const store = new FileCampaignStore(dir);
    const before = { level: 2, completed: false, attempts: [{ level: 1, won: true, cause: null }] };
    await store.save({ game: 'kerkerhatz', campaign: 'normal', progress: before });
    await writeFile(path.join(store.campaignsDir, 'kerkerhatz.normal.json.writing'), '{"format":"kartenst');
    const loaded = await new FileCampaignStore(dir).load();
    expect(loaded.campaigns.map((c) => c.progress)).toEqual([before]);
    expect(loaded.notes.join('\n')).toMatch(/unfinished campaign write/);
    expect(await readdir(store.campaignsDir)).toEqual(['kerkerhatz.normal.json']);
  });

  it('a damaged file is set aside and reported, and its campaign starts afresh', async () => {
    const store = new FileCampaignStore(dir);
    await store.load();
    await writeFile(path.join(store.campaignsDir, 'kerkerhatz.normal.json'), '{ not json');
    const good = { format: 'kartenstube.campaign', version: 1, game: 'kerkerhatz', campaign: 'hard', progress: { level: 0, completed: false, attempts: [] } };
    await writeFile(path.join(store.campaignsDir, 'kerkerhatz.hard.json'), JSON.stringify(good));
    const loaded = await store.load();
    expect(loaded.campaigns).toEqual([]);
    expect(loaded.problems.map((p) => [p.file, p.reason])).toEqual([
      ['kerkerhatz.hard.json', expect.stringMatching(/progress\.level/)],
      ['kerkerhatz.normal.json', 'it is not JSON'],
    ]);
    expect((await readdir(store.asideDir)).sort()).toEqual(['kerkerhatz.hard.json', 'kerkerhatz.normal.json']);
    expect(await readdir(store.campaignsDir)).toEqual([]);
  });

  it('a file must be the campaign its name says', () => {
    const text = JSON.stringify({ format: 'kartenstube.campaign', version: 1, game: 'kerkerhatz', campaign: 'hard', progress: freshProgress() });
    expect(parseCampaignFile(text, 'kerkerhatz.hard.json').campaign).toBe('hard');
    expect(() => parseCampaignFile(text, 'kerkerhatz.normal.json')).toThrow(/says it is kerkerhatz\.hard/);
    expect(() => parseCampaignFile(JSON.stringify({ ...JSON.parse(text), version: 2 }), 'kerkerhatz.hard.json')).toThrow(/version/);
  });

  it('refuses a campaign name that is not a plain file name', async () => {
    await expect(new FileCampaignStore(dir).save({ game: 'kerkerhatz', campaign: '../x', progress: freshProgress() })).rejects.toThrow(/bad campaign name/);
  });
});

/** A level-1 dungeon that two normal bots win, as a log (clock off: a virtual clock plays it the same every time). */
function wonLevelOne(): MatchLog {
  const options = kerkerhatz.parseOptions({ players: 2, level: 1, clock: false });
  for (let seed = 1; seed < 50; seed++) {
    const policies = [0, 1].map((seat) => createBot(kerkerhatz, 'normal', seat, options));
    const run = playMatch(kerkerhatz, options, seed, policies, { keepLog: true });
    if (run.log && run.result.winners.length > 0) return run.log;
  }
  throw new Error('no seed below 50 gives a won level 1');
}

describe('the host keeps the campaign', () => {
  it('a level won just before the host stopped counts once it is back, and the progress survives the next restart', async () => {
    const log = wonLevelOne();
    const store = new FileStore(dir);
    const table: Json = { room: 'KERK', locked: false, substitute: 'normal', owner: null, seats: [{ kind: 'bot', level: 'normal' }, { kind: 'bot', level: 'normal' }], screens: [{ name: 'TV', token: '0123456789abcdef0123456789abcdef' }] };
    const id = '20261201-180000-kerkerhatz-KERK-0001';
    const journal = await store.create({ id, game: log.game, options: log.options, seed: log.seed, table });
    for (const [i, entry] of log.moves.entries()) await journal.appendEntry(i, entry);
    await journal.close();

    const lines: string[] = [];
    const first = await testHost(dir, { log: (line) => lines.push(line) });
    try {
      await waitFor(async () => (await readdir(path.join(dir, 'campaigns'))).includes('kerkerhatz.normal.json'));
      const tv = await connect(first.port, 'TV');
      const lobby = await tv.client.create({ game: 'kerkerhatz', seats: [{ kind: 'bot', level: 'normal' }, { kind: 'bot', level: 'normal' }], seat: null });
      expect(lobby.table.campaign?.progress).toEqual({ level: 2, completed: false, attempts: [{ level: 1, won: true, cause: null, match: id }] });
      tv.close();
    } finally {
      await first.close();
    }

    const second = await testHost(dir);
    try {
      expect(second.problems).toEqual([]);
      const phone = await connect(second.port, 'Anna');
      const lobby = await phone.client.create({ game: 'kerkerhatz', seats: [{ kind: 'open' }, { kind: 'bot', level: 'normal' }], seat: 0 });
      expect(lobby.table.campaign).toMatchObject({ name: 'normal', levels: 5, progress: { level: 2 }, next: { level: 2 } });
      // The hard campaign is kept apart: nothing of it is won yet.
      phone.client.send({ type: 'options', options: { ...lobby.table.options, hardCampaign: true } });
      const hard = await phone.client.next('lobby', (m) => m.table.campaign?.name === 'hard');
      expect(hard.table.campaign?.progress).toEqual({ level: 1, completed: false, attempts: [] });
      phone.close();
    } finally {
      await second.close();
    }
    const saved = JSON.parse(await readFile(path.join(dir, 'campaigns', 'kerkerhatz.normal.json'), 'utf8')) as { progress: { attempts: unknown[] } };
    expect(saved.progress.attempts).toHaveLength(1);
  });

  it('a match played to its end counts for its campaign before anybody sees the result, and the table moves on to the next level', async () => {
    const host = await testHost(dir, { botPace: 0 });
    try {
      const tv = await connect(host.port, 'TV');
      await tv.client.create({ game: 'kerkerhatz', options: { clock: false }, seats: [{ kind: 'bot', level: 'normal' }, { kind: 'bot', level: 'normal' }], seat: null });
      const result = tv.client.next('view', (m) => m.result !== null);
      tv.client.send({ type: 'start' });
      const final = await result;
      // The lobby with the new progress arrived before the result.
      const campaign = tv.client.state.lobby?.table.campaign;
      const won = (final.result?.winners.length ?? 0) > 0;
      expect(campaign?.progress.attempts).toEqual([expect.objectContaining({ level: 1, won, match: tv.client.state.lobby?.table.match?.id })]);
      expect(campaign?.progress.level).toBe(won ? 2 : 1);
      expect(tv.client.state.lobby?.table.options.level).toBe(won ? 2 : 1);
      tv.close();
    } finally {
      await host.close();
    }
  });

  it('a damaged campaign file does not stop the host: it is reported and set aside', async () => {
    const store = new FileCampaignStore(dir);
    await store.load();
    await writeFile(path.join(store.campaignsDir, 'kerkerhatz.normal.json'), 'garbage');
    const host = await testHost(dir);
    try {
      expect(host.problems.map((p) => p.file)).toEqual(['kerkerhatz.normal.json']);
      const tv = await connect(host.port, 'TV');
      const lobby = await tv.client.create({ game: 'kerkerhatz', seats: [{ kind: 'bot', level: 'normal' }, { kind: 'bot', level: 'normal' }], seat: null });
      expect(lobby.table.campaign?.progress).toEqual(freshProgress());
      tv.close();
    } finally {
      await host.close();
    }
  });
});

describe("a browser's old campaign progress taken into the host's", () => {
  const old = { level: 3, completed: false, attempts: [{ level: 1, won: true, cause: null }, { level: 2, won: false, cause: 'time' }, { level: 2, won: true, cause: null }] };

  it('where the host has none, it is taken as it was', () => {
    expect(mergeImported(5, undefined, old)).toEqual(old);
  });

  it("the further level wins: the host's own where it is as far, else the browser's level with both lists of attempts", () => {
    const host = { level: 4, completed: false, attempts: [{ level: 3, won: true, cause: null, match: 'm9' }] };
    expect(mergeImported(5, host, old)).toBe(host);
    const behind = { level: 2, completed: false, attempts: [{ level: 1, won: true, cause: null, match: 'm1' }] };
    expect(mergeImported(5, behind, old)).toEqual({ level: 3, completed: false, attempts: [...old.attempts, ...behind.attempts] });
    // Completed in the browser, on the same level: the campaign counts as completed.
    const done = { ...old, level: 5, completed: true };
    expect(mergeImported(5, { level: 5, completed: false, attempts: [] }, done)).toMatchObject({ level: 5, completed: true });
  });

  it('a level beyond the campaign’s last is refused', () => {
    expect(() => mergeImported(5, undefined, { ...old, level: 6 })).toThrow(HostError);
    expect(() => mergeImported(5, undefined, { ...old, attempts: [{ level: 9, won: true, cause: null }] })).toThrow(HostError);
  });

  it('sent once to the host, it is saved for its own campaign (normal or hard), answered with the next level, and sent again changes nothing', async () => {
    const host = await testHost(dir);
    try {
      const anna = await connect(host.port, 'Anna');
      const hard = await anna.client.campaign('kerkerhatz', { players: 3, hardCampaign: true }, old);
      expect(hard).toMatchObject({ name: 'hard', levels: 5, progress: old, next: { level: 3, hardCampaign: true } });
      expect(await anna.client.campaign('kerkerhatz', { players: 3, hardCampaign: true }, old)).toMatchObject({ progress: old });
      // The normal campaign is untouched, and a game without a campaign says so.
      expect(await anna.client.campaign('kerkerhatz', { players: 3 })).toMatchObject({ name: 'normal', progress: { level: 1, attempts: [] }, next: { level: 1 } });
      await expect(anna.client.campaign('ueberkochen', { players: 3 })).rejects.toMatchObject({ code: 'net.noCampaign' });
      await expect(anna.client.campaign('kerkerhatz', { players: 3 }, { ...old, level: 7 })).rejects.toMatchObject({ code: 'net.badCampaign' });
      anna.close();
      const saved = JSON.parse(await readFile(path.join(dir, 'campaigns', 'kerkerhatz.hard.json'), 'utf8')) as { progress: unknown };
      expect(saved.progress).toEqual(old);
    } finally {
      await host.close();
    }
  });
});
