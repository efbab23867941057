import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECENT_ATTEMPTS, bound, campaignInfo, freshKept, mergeImported, recordMatch } from '../../../src/host/campaigns';
import { HostError } from '../../../src/host/errors';
import { FileCampaignStore, campaignFileName, parseCampaignFile } from '../../../src/host/store/campaigns';
import { FileStore } from '../../../src/host/store/file';
import { createBot } from '../../../src/shared/bots';
import { DEFAULT_GROUP } from '../../../src/shared/net/protocol';
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
    const once = recordMatch(kerkerhatzCampaign, freshKept(), options, WON, 'm1');
    expect(once?.level).toBe(2);
    expect(recordMatch(kerkerhatzCampaign, once ?? freshKept(), kerkerhatz.parseOptions({ players: 2, level: 2 }), WON, 'm1')).toBeNull();
  });

  it('the lobby offers the table’s options at the campaign’s next level', () => {
    const options = kerkerhatz.parseOptions({ players: 3, shortFuse: true, hardCampaign: true });
    const info = campaignInfo(kerkerhatzCampaign, options, 'Anna', { ...freshKept(), level: 3 });
    expect(info).toMatchObject({ name: 'hard', group: 'Anna', levels: 5, next: { ...options, level: 3 } });
  });
});

describe('the campaign file store', () => {
  it('keeps each campaign in its own file and reads it back', async () => {
    const store = new FileCampaignStore(dir);
    const normal = bound({ level: 2, completed: false, attempts: [{ level: 1, won: true, cause: null, match: 'm1' }] });
    const hard = bound({ level: 1, completed: false, attempts: [{ level: 1, won: false, cause: 'time', match: 'm2' }] });
    await store.save({ game: 'kerkerhatz', campaign: 'normal', group: 'Anna', progress: normal });
    await store.save({ game: 'kerkerhatz', campaign: 'hard', group: 'Anna', progress: hard });
    await store.save({ game: 'kerkerhatz', campaign: 'normal', group: 'Ben', progress: hard });
    expect((await readdir(store.campaignsDir)).sort()).toEqual(
      [
        campaignFileName('kerkerhatz', 'hard', 'Anna'),
        campaignFileName('kerkerhatz', 'normal', 'Anna'),
        campaignFileName('kerkerhatz', 'normal', 'Ben'),
      ].sort(),
    );
    const loaded = await new FileCampaignStore(dir).load();
    expect(loaded.problems).toEqual([]);
    expect(loaded.campaigns).toEqual(
      expect.arrayContaining([
        { game: 'kerkerhatz', campaign: 'hard', group: 'Anna', progress: hard },
        { game: 'kerkerhatz', campaign: 'normal', group: 'Anna', progress: normal },
        { game: 'kerkerhatz', campaign: 'normal', group: 'Ben', progress: hard },
      ]),
    );
  });

  it('a write cut short by a crash leaves the progress as it was before', async () => {
    const store = new FileCampaignStore(dir);
    const before = bound({ level: 2, completed: false, attempts: [{ level: 1, won: true, cause: null }] });
    await store.save({ game: 'kerkerhatz', campaign: 'normal', group: DEFAULT_GROUP, progress: before });
    const name = campaignFileName('kerkerhatz', 'normal', DEFAULT_GROUP);
    await writeFile(path.join(store.campaignsDir, `${name}.writing`), '{"format":"kartenst');
    const loaded = await new FileCampaignStore(dir).load();
    expect(loaded.campaigns.map((c) => c.progress)).toEqual([before]);
    expect(loaded.notes.join('\n')).toMatch(/unfinished campaign write/);
    expect(await readdir(store.campaignsDir)).toEqual([name]);
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
    const text = JSON.stringify({ format: 'kartenstube.campaign', version: 2, game: 'kerkerhatz', campaign: 'hard', group: 'Anna', progress: freshKept() });
    expect(parseCampaignFile(text, campaignFileName('kerkerhatz', 'hard', 'Anna'))).toMatchObject({ campaign: 'hard', group: 'Anna', migrated: false });
    expect(() => parseCampaignFile(text, campaignFileName('kerkerhatz', 'hard', 'Ben'))).toThrow(/says it is kerkerhatz\.hard of the group "Anna"/);
    expect(() => parseCampaignFile(JSON.stringify({ ...JSON.parse(text), version: 3 }), campaignFileName('kerkerhatz', 'hard', 'Anna'))).toThrow(/version/);
  });

  it('refuses a campaign name that is not a plain file name', async () => {
    await expect(new FileCampaignStore(dir).save({ game: 'kerkerhatz', campaign: '../x', group: 'Anna', progress: freshKept() })).rejects.toThrow(
      /bad campaign name/,
    );
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
    const table: Json = {
      room: 'KERK',
      locked: false,
      substitute: 'normal',
      owner: null,
      seats: [
        { kind: 'bot', level: 'normal' },
        { kind: 'bot', level: 'normal' },
      ],
      screens: [{ name: 'TV', token: '0123456789abcdef0123456789abcdef' }],
    };
    const id = '20261201-180000-kerkerhatz-KERK-0001';
    const journal = await store.create({ id, game: log.game, options: log.options, seed: log.seed, table });
    for (const [i, entry] of log.moves.entries()) await journal.appendEntry(i, entry);
    await journal.close();

    const lines: string[] = [];
    const first = await testHost(dir, { log: (line) => lines.push(line) });
    try {
      await waitFor(async () => (await readdir(path.join(dir, 'campaigns'))).includes(campaignFileName('kerkerhatz', 'normal', DEFAULT_GROUP)));
      const tv = await connect(first.port, 'TV');
      const lobby = await tv.client.create({
        game: 'kerkerhatz',
        seats: [
          { kind: 'bot', level: 'normal' },
          { kind: 'bot', level: 'normal' },
        ],
        seat: null,
      });
      expect(lobby.table.campaign?.progress).toEqual({
        level: 2,
        completed: false,
        attempts: [{ level: 1, won: true, cause: null, match: id }],
        summary: [{ level: 1, played: 1, won: 1 }],
      });
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
      expect(hard.table.campaign?.progress).toEqual(freshKept());
      phone.close();
    } finally {
      await second.close();
    }
    const saved = JSON.parse(await readFile(path.join(dir, 'campaigns', campaignFileName('kerkerhatz', 'normal', DEFAULT_GROUP)), 'utf8')) as {
      progress: { attempts: unknown[] };
    };
    expect(saved.progress.attempts).toHaveLength(1);
  });

  it('a match played to its end counts for its campaign before anybody sees the result, and the table moves on to the next level', async () => {
    const host = await testHost(dir, { botPace: 0 });
    try {
      const tv = await connect(host.port, 'TV');
      await tv.client.create({
        game: 'kerkerhatz',
        options: { clock: false },
        seats: [
          { kind: 'bot', level: 'normal' },
          { kind: 'bot', level: 'normal' },
        ],
        seat: null,
      });
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
      const lobby = await tv.client.create({
        game: 'kerkerhatz',
        seats: [
          { kind: 'bot', level: 'normal' },
          { kind: 'bot', level: 'normal' },
        ],
        seat: null,
      });
      expect(lobby.table.campaign?.progress).toEqual(freshKept());
      tv.close();
    } finally {
      await host.close();
    }
  });
});

describe("a browser's old campaign progress taken into the host's", () => {
  const old = {
    level: 3,
    completed: false,
    attempts: [
      { level: 1, won: true, cause: null },
      { level: 2, won: false, cause: 'time' },
      { level: 2, won: true, cause: null },
    ],
  };

  it('where the host has none, it is taken as it was', () => {
    expect(mergeImported(5, undefined, old)).toEqual(bound(old));
  });

  it("the further level wins: the host's own where it is as far, else the browser's level with both lists of attempts", () => {
    const host = bound({ level: 4, completed: false, attempts: [{ level: 3, won: true, cause: null, match: 'm9' }] });
    expect(mergeImported(5, host, old)).toBe(host);
    const behind = bound({ level: 2, completed: false, attempts: [{ level: 1, won: true, cause: null, match: 'm1' }] });
    expect(mergeImported(5, behind, old)).toEqual({
      level: 3,
      completed: false,
      attempts: [...old.attempts, ...behind.attempts],
      summary: [
        { level: 1, played: 2, won: 2 },
        { level: 2, played: 2, won: 1 },
      ],
    });
    // Completed in the browser, on the same level: the campaign counts as completed.
    const done = { ...old, level: 5, completed: true };
    expect(mergeImported(5, { ...freshKept(), level: 5 }, done)).toMatchObject({ level: 5, completed: true });
  });

  it('a level beyond the campaign’s last is refused', () => {
    expect(() => mergeImported(5, undefined, { ...old, level: 6 })).toThrow(HostError);
    expect(() => mergeImported(5, undefined, { ...old, attempts: [{ level: 9, won: true, cause: null }] })).toThrow(HostError);
  });

  it('sent once from a seat at a table of that campaign, it is saved for that group, answered with the next level, and sent again changes nothing', async () => {
    const host = await testHost(dir);
    try {
      const anna = await connect(host.port, 'Anna');
      await anna.client.create({
        game: 'kerkerhatz',
        options: { hardCampaign: true },
        seats: [{ kind: 'open' }, { kind: 'bot', level: 'normal' }, { kind: 'bot', level: 'normal' }],
        seat: 0,
        group: 'Anna',
      });
      const hard = await anna.client.campaign('kerkerhatz', { players: 3, hardCampaign: true }, { group: 'Anna', imported: old });
      expect(hard.campaign).toMatchObject({ name: 'hard', group: 'Anna', levels: 5, progress: bound(old), next: { level: 3, hardCampaign: true } });
      expect(hard.groups).toEqual(['Anna']);
      expect((await anna.client.campaign('kerkerhatz', { players: 3, hardCampaign: true }, { group: 'Anna', imported: old })).campaign).toMatchObject({
        progress: bound(old),
      });
      // Not this table's campaign (the normal one, another group): refused, and nothing changes.
      await expect(anna.client.campaign('kerkerhatz', { players: 3 }, { group: 'Anna', imported: old })).rejects.toMatchObject({
        code: 'net.campaignNotYours',
      });
      await expect(anna.client.campaign('kerkerhatz', { players: 3, hardCampaign: true }, { group: 'Ben', imported: old })).rejects.toMatchObject({
        code: 'net.campaignNotYours',
      });
      expect((await anna.client.campaign('kerkerhatz', { players: 3 })).campaign).toMatchObject({
        name: 'normal',
        group: DEFAULT_GROUP,
        progress: { level: 1, attempts: [] },
        next: { level: 1 },
      });
      await expect(anna.client.campaign('ueberkochen', { players: 3 })).rejects.toMatchObject({ code: 'net.noCampaign' });
      await expect(
        anna.client.campaign('kerkerhatz', { players: 3, hardCampaign: true }, { group: 'Anna', imported: { ...old, level: 7 } }),
      ).rejects.toMatchObject({ code: 'net.badCampaign' });
      anna.close();
      const saved = JSON.parse(await readFile(path.join(dir, 'campaigns', campaignFileName('kerkerhatz', 'hard', 'Anna')), 'utf8')) as { progress: unknown };
      expect(saved.progress).toEqual(bound(old));
    } finally {
      await host.close();
    }
  });

  it('nobody else sets a campaign: a connection at no table, or a spectator, is refused with a clear error', async () => {
    const host = await testHost(dir);
    try {
      const anna = await connect(host.port, 'Anna');
      const lobby = await anna.client.create({ game: 'kerkerhatz', seats: [{ kind: 'open' }, { kind: 'open' }], seat: 0 });
      const mallory = await connect(host.port, 'Mallory', { lang: 'en' });
      const forged = { level: 5, completed: true, attempts: [{ level: 4, won: true, cause: null }] };
      await expect(mallory.client.campaign('kerkerhatz', { players: 2 }, { imported: forged })).rejects.toMatchObject({
        code: 'net.campaignNotYours',
        message: expect.stringContaining('Only people seated'),
      });
      await mallory.client.join(lobby.table.room, { spectator: true });
      await expect(mallory.client.campaign('kerkerhatz', { players: 2 }, { imported: forged })).rejects.toMatchObject({ code: 'net.campaignNotYours' });
      expect((await anna.client.campaign('kerkerhatz', { players: 2 })).campaign.progress).toEqual(freshKept());
      anna.close();
      mallory.close();
    } finally {
      await host.close();
    }
  });
});

describe('campaigns belong to their group, count at their level, and stay small', () => {
  const LOST = { winners: [], scores: [0, 0], lowerIsBetter: false, detail: { cause: 'gaveUp' } };

  it('a table replaying level 1 that gives up leaves a campaign at level 5 where it is', () => {
    const atFive = { ...freshKept(), level: 5 };
    for (const hardCampaign of [false, true]) {
      const after = recordMatch(kerkerhatzCampaign, atFive, kerkerhatz.parseOptions({ players: 2, level: 1, hardCampaign }), LOST, `m-${hardCampaign}`);
      expect(after).toMatchObject({ level: 5, completed: false, summary: [{ level: 1, played: 1, won: 0 }] });
      // A won replay of level 1 does not move it either.
      expect(recordMatch(kerkerhatzCampaign, atFive, kerkerhatz.parseOptions({ players: 2, level: 1, hardCampaign }), WON, 'w')?.level).toBe(5);
    }
    // At its own level a loss counts as ever: the hard campaign goes back to 1.
    expect(recordMatch(kerkerhatzCampaign, atFive, kerkerhatz.parseOptions({ players: 2, level: 5, hardCampaign: true }), LOST, 'h')?.level).toBe(1);
  });

  it('thousands of attempts keep the newest and a tally per level: the lobby carries a few kilobytes', () => {
    let progress = freshKept();
    for (let i = 0; i < 5000; i++) {
      const level = (i % 5) + 1;
      progress = recordMatch(kerkerhatzCampaign, progress, kerkerhatz.parseOptions({ players: 2, level }), i % 3 === 0 ? WON : LOST, `match-${i}`) ?? progress;
    }
    expect(progress.attempts).toHaveLength(RECENT_ATTEMPTS);
    expect(progress.attempts.at(-1)?.match).toBe('match-4999');
    expect(progress.summary.reduce((n, s) => n + s.played, 0)).toBe(5000);
    const info = campaignInfo(kerkerhatzCampaign, kerkerhatz.parseOptions({ players: 2 }), 'Anna', progress);
    expect(JSON.stringify(info).length).toBeLessThan(4096);
  });

  it('an older host’s campaign file becomes the default group’s, bounded, and is kept aside', async () => {
    const store = new FileCampaignStore(dir);
    await store.load();
    const attempts = Array.from({ length: 300 }, (_, i) => ({ level: 1, won: false, cause: 'time', match: `m${i}` }));
    await writeFile(
      path.join(store.campaignsDir, 'kerkerhatz.normal.json'),
      JSON.stringify({
        format: 'kartenstube.campaign',
        version: 1,
        game: 'kerkerhatz',
        campaign: 'normal',
        progress: { level: 3, completed: false, attempts },
      }),
    );
    const loaded = await new FileCampaignStore(dir).load();
    expect(loaded.problems).toEqual([]);
    expect(loaded.campaigns).toEqual([
      {
        game: 'kerkerhatz',
        campaign: 'normal',
        group: DEFAULT_GROUP,
        progress: { level: 3, completed: false, attempts: attempts.slice(-RECENT_ATTEMPTS), summary: [{ level: 1, played: 300, won: 0 }] },
      },
    ]);
    expect(await readdir(store.campaignsDir)).toEqual([campaignFileName('kerkerhatz', 'normal', DEFAULT_GROUP)]);
    expect(await readdir(store.asideDir)).toEqual(['kerkerhatz.normal.json']);
    // Loaded again: the same, nothing more to migrate.
    const again = await new FileCampaignStore(dir).load();
    expect(again.campaigns).toEqual(loaded.campaigns);
    expect(again.notes).toEqual([]);
  });

  it('two groups on one host keep their own campaigns, and a host restart keeps both', async () => {
    const log = wonLevelOne();
    const store = new FileStore(dir);
    const id = '20261201-190000-kerkerhatz-ANNA-0001';
    const table: Json = {
      room: 'ANNA',
      locked: false,
      substitute: 'normal',
      owner: null,
      seats: [
        { kind: 'bot', level: 'normal' },
        { kind: 'bot', level: 'normal' },
      ],
      screens: [],
      group: 'Annas Runde',
    };
    const journal = await store.create({ id, game: log.game, options: log.options, seed: log.seed, table });
    for (const [i, entry] of log.moves.entries()) await journal.appendEntry(i, entry);
    await journal.close();
    const lobbyOf = async (port: number, group: string) => {
      const tv = await connect(port, 'TV');
      const lobby = await tv.client.create({
        game: 'kerkerhatz',
        seats: [
          { kind: 'bot', level: 'normal' },
          { kind: 'bot', level: 'normal' },
        ],
        seat: null,
        group,
      });
      tv.close();
      return lobby.table;
    };
    for (let start = 0; start < 2; start++) {
      const host = await testHost(dir);
      try {
        // Ann's group won level 1 (counted when the host saw the match's end); Ben's group has played nothing and starts at 1.
        await waitFor(async () => (await readdir(path.join(dir, 'campaigns'))).includes(campaignFileName('kerkerhatz', 'normal', 'Annas Runde')));
        const anns = await lobbyOf(host.port, 'Annas Runde');
        expect(anns.campaign).toMatchObject({ group: 'Annas Runde', progress: { level: 2, summary: [{ level: 1, played: 1, won: 1 }] }, next: { level: 2 } });
        expect(anns.options.level).toBe(1);
        const bens = await lobbyOf(host.port, 'Bens Runde');
        expect(bens.campaign).toMatchObject({ group: 'Bens Runde', progress: { level: 1, attempts: [], summary: [] }, next: { level: 1 } });
      } finally {
        await host.close();
      }
    }
    // Only Ann's group has a file: a group that never played keeps nothing.
    expect(await readdir(path.join(dir, 'campaigns'))).toEqual([campaignFileName('kerkerhatz', 'normal', 'Annas Runde')]);
  });
});
