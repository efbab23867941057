/**
 * The table's part of a match save (tablemeta.ts): what to record of the seats and people, and the
 * seats and people rebuilt from a record after a restart, everybody away until they reconnect.
 */
import type { Seat } from '../shared/engine/types';
import type { Role } from '../shared/net/protocol';
import type { SeatKey } from './proof';
import type { Member, Slot } from './seating';
import type { TableMeta } from './tablemeta';

export interface Seating {
  room: string;
  locked: boolean;
  substitute: string;
  owner: Member | null;
  seats: readonly Slot[];
  members: Iterable<Member>;
  /** A campaign game's group. */
  group?: string;
}

/** The record of a table: of the tokens only their seals (proof.ts); a spectator owns nothing worth keeping. */
export function tableMeta(t: Seating): TableMeta {
  const screens = [...t.members].filter((m) => m.role === 'table');
  return {
    room: t.room,
    locked: t.locked,
    substitute: t.substitute,
    owner: t.owner && t.owner.role !== 'spectator' ? t.owner.key.record : null,
    seats: t.seats.map((slot) =>
      slot.kind === 'person'
        ? { kind: 'person', name: slot.member.name, token: slot.member.key.record }
        : slot.kind === 'bot'
          ? { kind: 'bot', level: slot.level }
          : { kind: 'open' },
    ),
    screens: screens.map((m) => ({ name: m.name, token: m.key.record })),
    ...(t.group === undefined ? {} : { group: t.group }),
  };
}

/** The seats, members and owner a record describes; `newId` names each member anew, `keyOf` reads a seat's record. */
export function seatingOf(
  meta: TableMeta,
  newId: () => string,
  keyOf: (record: string) => SeatKey,
): { seats: Slot[]; members: Member[]; owner: Member | null } {
  const members: Member[] = [];
  const person = (name: string, record: string, role: Role, seat: Seat | null): Member => {
    const member: Member = { id: newId(), key: keyOf(record), name, role, seat, peer: null, standIn: false };
    members.push(member);
    return member;
  };
  const seats = meta.seats.map((s, seat): Slot => (s.kind === 'person' ? { kind: 'person', member: person(s.name, s.token, 'player', seat) } : s));
  for (const screen of meta.screens) person(screen.name, screen.token, 'table', null);
  return { seats, members, owner: members.find((m) => m.key.record === meta.owner) ?? null };
}
