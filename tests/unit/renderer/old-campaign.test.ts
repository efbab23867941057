import { describe, expect, it } from 'vitest';
import { oldCampaigns, readOldRecord } from '../../../src/renderer/src/games/kerkerhatz/oldCampaign';

/** A localStorage of its own for each test. */
function storage(entries: Record<string, string>): Storage & { keys(): string[] } {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key: string) => map.get(key) ?? null,
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
    setItem: (key: string, value: string) => void map.set(key, value),
    keys: () => [...map.keys()],
  };
}

const attempts = [
  { level: 1, won: true, cause: null },
  { level: 2, won: false, cause: 'time' },
];
/** A record as the first milestone's client wrote it. */
const record = (hard: boolean, level = 2): string =>
  JSON.stringify({ campaign: { version: 1, hard, level, completed: false, attempts }, recorded: '20261130-1200-kerkerhatz-ABCD-0a0b' });

describe("the first milestone's campaign in this browser's localStorage", () => {
  it('a record of the old format gives its progress; anything else gives none', () => {
    expect(readOldRecord(record(false), false)).toEqual({ level: 2, completed: false, attempts });
    expect(readOldRecord(record(true), false)).toBeNull();
    expect(readOldRecord('{not json', false)).toBeNull();
    expect(readOldRecord(JSON.stringify({ campaign: { version: 2, hard: false, level: 2, completed: false, attempts } }), false)).toBeNull();
    expect(readOldRecord(JSON.stringify({ campaign: { version: 1, hard: false, level: 0, completed: false, attempts } }), false)).toBeNull();
    expect(
      readOldRecord(
        JSON.stringify({ campaign: { version: 1, hard: false, level: 2, completed: false, attempts: [{ level: 1, won: 'yes', cause: null }] } }),
        false,
      ),
    ).toBeNull();
    expect(readOldRecord(null, false)).toBeNull();
  });

  it('the normal and the hard campaign are found under their own keys, each with the switch that names it, and forgotten once the host has them', () => {
    const store = storage({
      'kartenstube.kerkerhatz.campaign': record(false, 3),
      'kartenstube.kerkerhatz.campaign.hard': record(true, 1),
      'kartenstube.sessions': '[]',
    });
    const found = oldCampaigns(store);
    expect(found.map((c) => [c.options, c.progress.level])).toEqual([
      [{ hardCampaign: false }, 3],
      [{ hardCampaign: true }, 1],
    ]);
    found[0]?.forget();
    expect(store.keys()).toEqual(['kartenstube.kerkerhatz.campaign.hard', 'kartenstube.sessions']);
    found[1]?.forget();
    expect(oldCampaigns(store)).toEqual([]);
    expect(store.keys()).toEqual(['kartenstube.sessions']);
  });

  it('a record that can never be taken in (broken, or under the other campaign’s key) is deleted, and nothing is sent for it', () => {
    const store = storage({ 'kartenstube.kerkerhatz.campaign': '{broken', 'kartenstube.kerkerhatz.campaign.hard': record(false) });
    expect(oldCampaigns(store)).toEqual([]);
    expect(store.keys()).toEqual([]);
  });
});
