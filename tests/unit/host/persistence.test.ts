import { describe, expect, it } from 'vitest';
import { seatingOf, tableMeta } from '../../../src/host/persistence';
import type { Member, Peer } from '../../../src/host/seating';
import { seatOfRecord } from '../../../src/host/proof';
import { parseTableMeta } from '../../../src/host/tablemeta';

const peer: Peer = { lang: 'de', send: () => {}, sendText: () => {}, detach: () => {} };
const hash = (c: string): string => c.repeat(64);
const secret = Buffer.alloc(32, 7);
const key = (record: string) => seatOfRecord(secret, record);

describe('the table record in a save', () => {
  const anna: Member = { id: 'a', key: key(hash('a')), name: 'Anna', role: 'player', seat: 0, peer, standIn: false };
  const tv: Member = { id: 't', key: key(hash('b')), name: 'TV', role: 'table', seat: null, peer, standIn: false };
  const watcher: Member = { id: 'w', key: key(hash('c')), name: 'Watcher', role: 'spectator', seat: null, peer, standIn: false };

  it('keeps seats, screens and the owner by token hash, and no spectator', () => {
    const meta = tableMeta({
      room: 'ABCD',
      locked: true,
      substitute: 'normal',
      owner: anna,
      seats: [{ kind: 'person', member: anna }, { kind: 'bot', level: 'strong' }, { kind: 'open' }],
      members: [anna, tv, watcher],
    });
    expect(meta).toEqual({
      room: 'ABCD',
      locked: true,
      substitute: 'normal',
      owner: hash('a'),
      seats: [{ kind: 'person', name: 'Anna', token: hash('a') }, { kind: 'bot', level: 'strong' }, { kind: 'open' }],
      screens: [{ name: 'TV', token: hash('b') }],
    });
    expect(parseTableMeta(meta)).toEqual(meta);
    expect(tableMeta({ room: 'ABCD', locked: false, substitute: 'normal', owner: watcher, seats: [], members: [watcher] }).owner).toBeNull();
  });

  it('rebuilds the same seats and owner, everybody away until they reconnect', () => {
    const meta = tableMeta({
      room: 'ABCD',
      locked: false,
      substitute: 'normal',
      owner: tv,
      seats: [
        { kind: 'bot', level: 'strong' },
        { kind: 'person', member: anna },
      ],
      members: [anna, tv],
    });
    let n = 0;
    const { seats, members, owner } = seatingOf(meta, () => `m${n++}`, key);
    expect(members.map((m) => [m.name, m.role, m.seat, m.peer, m.id])).toEqual([
      ['Anna', 'player', 1, null, 'm0'],
      ['TV', 'table', null, null, 'm1'],
    ]);
    expect(seats[0]).toEqual({ kind: 'bot', level: 'strong' });
    expect(seats[1]).toEqual({ kind: 'person', member: members[0] });
    expect(owner).toBe(members[1]);
    expect(tableMeta({ room: 'ABCD', locked: false, substitute: 'normal', owner, seats, members })).toEqual(meta);
  });
});
