/**
 * Who sits where and who may do what at a table, as plain functions on the table's data: the
 * seats (people, bots, open), the members and the owner. A refusal throws a HostError and changes
 * nothing; a change returns new seats for the table to keep.
 */
import { botLevels } from '../shared/bots';
import type { AnyGame, Seat, Viewer } from '../shared/engine/types';
import type { Lang } from '../shared/i18n';
import type { HostMessage, HostMessageOf, Role, SeatInfo, SeatSpec } from '../shared/net/protocol';
import { HostError } from './errors';
import type { SeatController } from './play';
import type { SeatKey } from './proof';

/** A member's connection, as the table sees it. */
export interface Peer {
  readonly lang: Lang;
  send(message: HostMessage): void;
  sendText(text: string): void;
  /** The member is no longer at the table (left, kicked, or the token connected elsewhere). */
  detach(reason: HostMessageOf<'left'>['reason']): void;
}

export interface Member {
  readonly id: string;
  /** What the host knows of the member's token: its key, its public id and the save's record (proof.ts). A new one when the person takes their seat back on a new device: the old device's token no longer works. */
  key: SeatKey;
  readonly name: string;
  role: Role;
  seat: Seat | null;
  /** Null while the person is away. */
  peer: Peer | null;
  /**
   * A bot plays this person's seat and holds it for them: they have been away longer than the grace
   * period, or they left during a match. Either way the seat stays theirs to take back.
   */
  standIn: false | 'away' | 'left';
}

export type Slot = { kind: 'open' } | { kind: 'bot'; level: string } | { kind: 'person'; member: Member };

export type Placement = { kind: 'seat'; seat?: Seat } | { kind: 'spectator' } | { kind: 'screen' };

export const MAX_MEMBERS = 64;

export function roleOf(placement: Placement): Role {
  switch (placement.kind) {
    case 'seat':
      return 'player';
    case 'screen':
      return 'table';
    case 'spectator':
      return 'spectator';
    default: {
      const never: never = placement;
      throw new Error(`unknown placement ${JSON.stringify(never)}`);
    }
  }
}

/** The seat a newcomer takes: the one asked for if it is open, else the first open one; null for a spectator or the screen. */
export function seatFor(seats: readonly Slot[], placement: Placement): Seat | null {
  if (placement.kind !== 'seat') return null;
  if (placement.seat === undefined) {
    const open = seats.findIndex((s) => s.kind === 'open');
    if (open < 0) throw new HostError('net.tableFull');
    return open;
  }
  const slot = seats[placement.seat];
  if (!slot) throw new HostError('net.noSuchSeat', { seat: placement.seat });
  if (slot.kind !== 'open') throw new HostError('net.seatTaken', { seat: placement.seat });
  return placement.seat;
}

/** Whether one more member may come in (the table's creator always may, into a locked table). */
export function checkAdmission(locked: boolean, members: number, creating: boolean): void {
  if (locked && !creating) throw new HostError('net.tableLocked');
  if (members >= MAX_MEMBERS) throw new HostError('net.tableFull');
}

/** The first member who is not a spectator owns the table. */
export function ownerAfterJoin(owner: Member | null, newcomer: Member): Member | null {
  return owner ?? (newcomer.role === 'spectator' ? null : newcomer);
}

/** When the owner goes, the first other seated person owns the table, else the table screen, else nobody. */
export function ownerAfterLeaving(owner: Member | null, gone: Member, seats: readonly Slot[], members: Iterable<Member>): Member | null {
  if (owner !== gone) return owner;
  const seated = seats.find((s): s is Extract<Slot, { kind: 'person' }> => s.kind === 'person' && s.member !== gone);
  return seated?.member ?? [...members].find((m) => m !== gone && m.role === 'table') ?? null;
}

/**
 * The person whose seat a bot holds (they left, or were away too long) and who has this name: a
 * newcomer by that name — the same person on a new device — takes the seat back. Only such seats:
 * a person who is briefly away, or at the table, keeps theirs. `seat`: only that seat.
 */
export function heldFor(seats: readonly Slot[], name: string, seat?: Seat): Member | null {
  const key = name.trim().toLocaleLowerCase();
  for (const slot of seats) {
    if (slot.kind !== 'person' || !slot.member.standIn || slot.member.peer) continue;
    if (slot.member.name.toLocaleLowerCase() === key && (seat === undefined || slot.member.seat === seat)) return slot.member;
  }
  return null;
}

/** The names of the people whose seats bots hold for them (heldFor). */
export function heldNames(seats: readonly Slot[]): string[] {
  return seats.flatMap((slot) => (slot.kind === 'person' && slot.member.standIn && !slot.member.peer ? [slot.member.name] : []));
}

/** The seats without the member who left. */
export function vacate(seats: readonly Slot[], member: Member): Slot[] {
  return seats.map((slot) => (slot.kind === 'person' && slot.member === member ? { kind: 'open' } : slot));
}

export function requireOwner(by: Member, owner: Member | null): void {
  if (by !== owner) throw new HostError('net.notOwner');
}

/**
 * The VIP: the first person who sat down here (in the order they came) and still holds their seat
 * themselves. It passes to the next seated person by itself when the VIP leaves or stays away until
 * a bot stands in for them (and comes back to them when they are back).
 */
export function vipOf(members: Iterable<Member>): Member | null {
  for (const m of members) if (m.role === 'player' && m.seat !== null && !m.standIn) return m;
  return null;
}

/** Whether `by` drives the table's evening: starts matches, moves past a round, changes the game, ends the table. */
export function drives(by: Member, owner: Member | null, vip: Member | null): boolean {
  return by === owner || by === vip;
}

export function requireDriver(by: Member, owner: Member | null, vip: Member | null): void {
  if (!drives(by, owner, vip)) throw new HostError('net.notVip');
}

/**
 * The person to kick from `seat`: somebody else who sits there. The table's owner may free any seat;
 * anybody else who drives the table (the VIP) only one whose person is away while a bot holds it.
 */
export function kickTarget(seats: readonly Slot[], seat: Seat, by: Member, byOwner: boolean): Member {
  const slot = seats[seat];
  if (!slot) throw new HostError('net.noSuchSeat', { seat });
  if (slot.kind !== 'person') throw new HostError('net.nobodyThere', { seat });
  if (slot.member === by) throw new HostError('net.kickSelf');
  if (!byOwner && (slot.member.peer || !slot.member.standIn)) throw new HostError('net.notOwner');
  return slot.member;
}

/** The seats for a new number of players: open seats are added or dropped; a seated person is never dropped. */
export function resize(seats: readonly Slot[], players: number): Slot[] {
  for (const slot of seats.slice(players)) {
    if (slot.kind === 'person') throw new HostError('net.seatTaken', { seat: slot.member.seat ?? 0 });
  }
  const next = seats.slice(0, players);
  while (next.length < players) next.push({ kind: 'open' });
  return next;
}

export function checkLevel(game: AnyGame, level: string): void {
  const levels = botLevels(game);
  if (!levels.includes(level)) throw new HostError('net.unknownBot', { level, levels: levels.join(', ') });
}

/** The owner makes a seat a bot or opens it; a person's seat is theirs. */
export function setSlot(game: AnyGame, seats: readonly Slot[], seat: Seat, spec: SeatSpec): Slot[] {
  const slot = seats[seat];
  if (!slot) throw new HostError('net.noSuchSeat', { seat });
  if (slot.kind === 'person') throw new HostError('net.seatTaken', { seat });
  if (spec.kind === 'bot') checkLevel(game, spec.level);
  const next = [...seats];
  next[seat] = spec.kind === 'bot' ? { kind: 'bot', level: spec.level } : { kind: 'open' };
  return next;
}

/** The owner swaps any two seats; a player may move to an open seat. The seated people's `seat` follows. */
export function swapSeats(seats: readonly Slot[], a: Seat, b: Seat, by: Member, owner: Member | null): Slot[] {
  const slotA = seats[a];
  const slotB = seats[b];
  if (!slotA) throw new HostError('net.noSuchSeat', { seat: a });
  if (!slotB) throw new HostError('net.noSuchSeat', { seat: b });
  const ownMove = (by.seat === a && slotB.kind === 'open') || (by.seat === b && slotA.kind === 'open');
  if (by !== owner && !ownMove) throw new HostError('net.notOwner');
  const next = [...seats];
  next[a] = slotB;
  next[b] = slotA;
  if (slotA.kind === 'person') slotA.member.seat = b;
  if (slotB.kind === 'person') slotB.member.seat = a;
  return next;
}

/**
 * The seats for another game (`game`, its seat count `players`): people keep their seats, bots get
 * a level the new game has (theirs if it has it, else `level`), seats beyond the new count go if
 * they hold no person, and missing seats are filled with bots of `level`.
 */
export function reseat(game: AnyGame, seats: readonly Slot[], players: number, level: string): Slot[] {
  const levels = botLevels(game);
  const next = seats.map((slot): Slot => (slot.kind === 'bot' && !levels.includes(slot.level) ? { kind: 'bot', level } : slot));
  while (next.length > players) {
    const drop = next.map((s) => s.kind).lastIndexOf(next.some((s) => s.kind === 'open') ? 'open' : 'bot');
    if (drop < 0) throw new HostError('net.tooManyPeople', { players });
    next.splice(drop, 1);
  }
  while (next.length < players) next.push({ kind: 'bot', level });
  next.forEach((slot, seat) => {
    if (slot.kind === 'person') slot.member.seat = seat;
  });
  return next;
}

/** The seats that nobody fills yet: a match starts only without them. */
export function openSeats(seats: readonly Slot[]): Seat[] {
  return seats.flatMap((s, seat) => (s.kind === 'open' ? [seat] : []));
}

/** Who plays a seat in a match: a bot, the substitute for an open seat or a person away too long, the person, or nobody while they are briefly away. */
export function controllerOf(slot: Slot | undefined, substitute: string): SeatController {
  if (!slot || slot.kind === 'open') return { kind: 'bot', level: substitute };
  if (slot.kind === 'bot') return { kind: 'bot', level: slot.level };
  if (slot.member.standIn) return { kind: 'bot', level: substitute };
  return slot.member.peer ? { kind: 'person' } : { kind: 'nobody' };
}

/** What a member sees of the match: a seated player their seat, the table screen the table, everybody else a spectator's view. */
export function viewerOf(member: Member): Viewer {
  if (member.role === 'player' && member.seat !== null) return member.seat;
  return member.role === 'table' ? 'table' : 'spectator';
}

/** The seats as the lobby message shows them; while a match runs, it says which are played by a bot. */
export function seatInfos(seats: readonly Slot[], owner: Member | null, vip: Member | null, playing: boolean, substitute: string): SeatInfo[] {
  return seats.map((slot, seat): SeatInfo => {
    switch (slot.kind) {
      case 'open':
        return { seat, kind: 'open', name: null, level: playing ? substitute : null, away: false, botPlaying: playing, owner: false, vip: false };
      case 'bot':
        return { seat, kind: 'bot', name: null, level: slot.level, away: false, botPlaying: true, owner: false, vip: false };
      case 'person': {
        const m = slot.member;
        const standIn = playing && m.standIn !== false;
        return {
          seat,
          kind: 'person',
          name: m.name,
          level: standIn ? substitute : null,
          away: m.peer === null,
          botPlaying: standIn,
          owner: m === owner,
          vip: m === vip,
        };
      }
      default: {
        const never: never = slot;
        throw new Error(`unknown slot ${JSON.stringify(never)}`);
      }
    }
  });
}

/** The name a bot's callout goes out under: the person whose seat it plays, else "Bot n". */
export function seatName(seats: readonly Slot[], seat: Seat): string {
  const slot = seats[seat];
  return slot?.kind === 'person' ? slot.member.name : `Bot ${seat + 1}`;
}
