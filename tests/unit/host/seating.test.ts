import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../src/shared/catalog';
import { HostError } from '../../../src/host/errors';
import {
  checkAdmission,
  controllerOf,
  heldFor,
  heldNames,
  kickTarget,
  openSeats,
  ownerAfterJoin,
  ownerAfterLeaving,
  reseat,
  resize,
  roleOf,
  seatFor,
  seatInfos,
  seatName,
  setSlot,
  swapSeats,
  vacate,
  viewerOf,
  vipOf,
  MAX_MEMBERS,
  type Member,
  type Peer,
  type Slot,
} from '../../../src/host/seating';

const game = CATALOG.games[0] as (typeof CATALOG.games)[number];

const peer: Peer = { lang: 'en', send: () => {}, sendText: () => {}, detach: () => {} };

function member(name: string, seat: number | null, role: Member['role'] = seat === null ? 'spectator' : 'player'): Member {
  return { id: name, key: { record: name, key: Buffer.from(name), id: name }, name, role, seat, peer, standIn: false };
}

function sat(m: Member): Slot {
  return { kind: 'person', member: m };
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof HostError) return error.code;
    throw error;
  }
  return 'no refusal';
}

describe('seating', () => {
  it('a newcomer without a wish takes the first open seat, and a full table refuses one', () => {
    const anna = member('anna', 0);
    expect(seatFor([sat(anna), { kind: 'bot', level: 'random' }, { kind: 'open' }], { kind: 'seat' })).toBe(2);
    expect(refusal(() => seatFor([sat(anna)], { kind: 'seat' }))).toBe('net.tableFull');
    expect(seatFor([sat(anna)], { kind: 'spectator' })).toBeNull();
  });

  it('a seat asked for must exist and be open', () => {
    const seats: Slot[] = [sat(member('anna', 0)), { kind: 'open' }];
    expect(seatFor(seats, { kind: 'seat', seat: 1 })).toBe(1);
    expect(refusal(() => seatFor(seats, { kind: 'seat', seat: 0 }))).toBe('net.seatTaken');
    expect(refusal(() => seatFor(seats, { kind: 'seat', seat: 5 }))).toBe('net.noSuchSeat');
  });

  it('a locked table lets in only its creator, and no table more than its members limit', () => {
    expect(refusal(() => checkAdmission(true, 1, false))).toBe('net.tableLocked');
    expect(() => checkAdmission(true, 1, true)).not.toThrow();
    expect(refusal(() => checkAdmission(false, MAX_MEMBERS, false))).toBe('net.tableFull');
  });

  it('the placement decides the role: a seat a player, the screen the table, else a spectator', () => {
    expect([roleOf({ kind: 'seat' }), roleOf({ kind: 'screen' }), roleOf({ kind: 'spectator' })]).toEqual(['player', 'table', 'spectator']);
  });

  it('the first member who is not a spectator owns the table', () => {
    const watcher = member('watcher', null);
    const tv = member('tv', null, 'table');
    expect(ownerAfterJoin(null, watcher)).toBeNull();
    expect(ownerAfterJoin(null, tv)).toBe(tv);
    expect(ownerAfterJoin(tv, member('anna', 0))).toBe(tv);
  });

  it('when the owner leaves, the first seated person owns the table, else the table screen', () => {
    const anna = member('anna', 0);
    const ben = member('ben', 1);
    const tv = member('tv', null, 'table');
    const seats = vacate([sat(anna), sat(ben)], anna);
    expect(seats[0]).toEqual({ kind: 'open' });
    expect(ownerAfterLeaving(anna, anna, seats, [ben, tv])).toBe(ben);
    expect(ownerAfterLeaving(anna, anna, [{ kind: 'open' }], [tv])).toBe(tv);
    expect(ownerAfterLeaving(anna, anna, [{ kind: 'open' }], [])).toBeNull();
    expect(ownerAfterLeaving(anna, ben, seats, [anna, tv])).toBe(anna);
  });

  it('only somebody else who sits there can be kicked', () => {
    const anna = member('anna', 0);
    const ben = member('ben', 1);
    const seats: Slot[] = [sat(anna), sat(ben), { kind: 'open' }];
    expect(kickTarget(seats, 1, anna, true)).toBe(ben);
    expect(refusal(() => kickTarget(seats, 0, anna, true))).toBe('net.kickSelf');
    expect(refusal(() => kickTarget(seats, 2, anna, true))).toBe('net.nobodyThere');
    expect(refusal(() => kickTarget(seats, 9, anna, true))).toBe('net.noSuchSeat');
  });

  it('the VIP (not the owner) hands back only a seat a bot holds for somebody away; the owner any', () => {
    const anna = member('anna', 0);
    const ben = member('ben', 1);
    const carla: Member = { ...member('carla', 2), peer: null, standIn: 'left' };
    const dora: Member = { ...member('dora', 3), peer: null, standIn: false };
    const seats: Slot[] = [sat(anna), sat(ben), sat(carla), sat(dora)];
    expect(kickTarget(seats, 2, anna, false)).toBe(carla);
    expect(refusal(() => kickTarget(seats, 1, anna, false))).toBe('net.notOwner');
    expect(refusal(() => kickTarget(seats, 3, anna, false))).toBe('net.notOwner');
    expect(kickTarget(seats, 1, anna, true)).toBe(ben);
  });

  it('fewer players drop open seats but never a seated person; more add open seats', () => {
    const anna = member('anna', 0);
    const ben = member('ben', 2);
    expect(resize([sat(anna), { kind: 'open' }], 3)).toEqual([sat(anna), { kind: 'open' }, { kind: 'open' }]);
    expect(resize([sat(anna), { kind: 'open' }, { kind: 'bot', level: 'random' }], 2)).toEqual([sat(anna), { kind: 'open' }]);
    expect(refusal(() => resize([sat(anna), { kind: 'open' }, sat(ben)], 2))).toBe('net.seatTaken');
  });

  it('the owner makes an open seat a bot of a known level, never a person’s seat', () => {
    const anna = member('anna', 0);
    const seats: Slot[] = [sat(anna), { kind: 'open' }];
    expect(setSlot(game, seats, 1, { kind: 'bot', level: 'random' })[1]).toEqual({ kind: 'bot', level: 'random' });
    expect(seats[1]).toEqual({ kind: 'open' });
    expect(refusal(() => setSlot(game, seats, 1, { kind: 'bot', level: 'no-such-level' }))).toBe('net.unknownBot');
    expect(refusal(() => setSlot(game, seats, 0, { kind: 'open' }))).toBe('net.seatTaken');
  });

  it('a player may move to an open seat, only the owner swaps two taken ones', () => {
    const anna = member('anna', 0);
    const ben = member('ben', 1);
    const seats: Slot[] = [sat(anna), sat(ben), { kind: 'open' }];
    expect(refusal(() => swapSeats(seats, 0, 1, ben, anna))).toBe('net.notOwner');
    const moved = swapSeats(seats, 1, 2, ben, anna);
    expect(ben.seat).toBe(2);
    expect(moved.map((s) => s.kind)).toEqual(['person', 'open', 'person']);
    const swapped = swapSeats(moved, 0, 2, anna, anna);
    expect([anna.seat, ben.seat]).toEqual([2, 0]);
    expect(openSeats(swapped)).toEqual([1]);
  });

  it('an open seat and a person away too long are played by the substitute; a person briefly away by nobody', () => {
    const anna = member('anna', 0);
    expect(controllerOf({ kind: 'open' }, 'normal')).toEqual({ kind: 'bot', level: 'normal' });
    expect(controllerOf({ kind: 'bot', level: 'strong' }, 'normal')).toEqual({ kind: 'bot', level: 'strong' });
    expect(controllerOf(sat(anna), 'normal')).toEqual({ kind: 'person' });
    const away = { ...anna, peer: null };
    expect(controllerOf(sat(away), 'normal')).toEqual({ kind: 'nobody' });
    expect(controllerOf(sat({ ...away, standIn: 'away' }), 'normal')).toEqual({ kind: 'bot', level: 'normal' });
  });

  it('a player sees their seat, the screen the table, everybody else a spectator’s view', () => {
    expect(viewerOf(member('anna', 2))).toBe(2);
    expect(viewerOf(member('tv', null, 'table'))).toBe('table');
    expect(viewerOf(member('watcher', null))).toBe('spectator');
  });

  it('a newcomer takes back by name only a seat a bot holds: not one whose person is here or briefly away', () => {
    const here = member('Anna', 0);
    const brief = { ...member('Ben', 1), peer: null };
    const left: Member = { ...member('Carla', 2), peer: null, standIn: 'left' };
    const flat: Member = { ...member('Dora', 3), peer: null, standIn: 'away' };
    const seats: Slot[] = [sat(here), sat(brief), sat(left), sat(flat), { kind: 'open' }];
    expect(heldFor(seats, 'Anna')).toBeNull();
    expect(heldFor(seats, 'Ben')).toBeNull();
    expect(heldFor(seats, ' carla ')).toBe(left);
    expect(heldFor(seats, 'DORA')).toBe(flat);
    expect(heldFor(seats, 'Dora', 2)).toBeNull();
    expect(heldFor(seats, 'Emil')).toBeNull();
    expect(heldNames(seats)).toEqual(['Carla', 'Dora']);
  });

  it('when the owner leaves but keeps the seat, the table passes to another person', () => {
    const anna = member('Anna', 0);
    const ben = member('Ben', 1);
    expect(ownerAfterLeaving(anna, anna, [sat(anna), sat(ben)], [anna, ben])).toBe(ben);
  });

  it('the lobby shows a stand-in bot only while a match runs', () => {
    const anna: Member = { ...member('anna', 0), peer: null, standIn: 'away' };
    const seats: Slot[] = [sat(anna), { kind: 'open' }];
    expect(seatInfos(seats, anna, null, false, 'normal')).toEqual([
      { seat: 0, kind: 'person', name: 'anna', level: null, away: true, botPlaying: false, owner: true, vip: false },
      { seat: 1, kind: 'open', name: null, level: null, away: false, botPlaying: false, owner: false, vip: false },
    ]);
    const playing = seatInfos(seats, anna, null, true, 'normal');
    expect(playing.map((s) => [s.level, s.botPlaying])).toEqual([
      ['normal', true],
      ['normal', true],
    ]);
  });

  it('the VIP is the first person seated who holds their seat; the screen and spectators never are', () => {
    const tv = member('tv', null, 'table');
    const anna = member('anna', 0);
    const ben = member('ben', 1);
    expect(vipOf([tv, anna, ben])).toBe(anna);
    expect(vipOf([tv, { ...anna, standIn: 'away' }, ben])).toBe(ben);
    expect(vipOf([tv, { ...anna, standIn: 'left' }, ben])).toBe(ben);
    expect(vipOf([tv, member('watcher', null)])).toBeNull();
  });

  it('another game keeps the people in their seats: empty and bot seats go first, bots fill up, levels the game lacks are replaced', () => {
    const game = CATALOG.get('ueberkochen');
    const anna = member('anna', 2);
    const seats: Slot[] = [{ kind: 'bot', level: 'nosuchlevel' }, { kind: 'open' }, sat(anna), { kind: 'bot', level: 'random' }];
    const three = reseat(game, seats, 3, 'normal');
    expect(three.map((s) => (s.kind === 'bot' ? s.level : s.kind))).toEqual(['normal', 'person', 'random']);
    expect(anna.seat).toBe(1);
    expect(reseat(game, three, 5, 'normal').map((s) => s.kind)).toEqual(['bot', 'person', 'bot', 'bot', 'bot']);
    expect(refusal(() => reseat(game, [sat(member('a', 0)), sat(member('b', 1))], 1, 'normal'))).toBe('net.tooManyPeople');
  });

  it('a bot’s callout goes out under the name of the person whose seat it plays', () => {
    expect(seatName([sat(member('anna', 0)), { kind: 'bot', level: 'random' }], 0)).toBe('anna');
    expect(seatName([sat(member('anna', 0)), { kind: 'bot', level: 'random' }], 1)).toBe('Bot 2');
  });
});
