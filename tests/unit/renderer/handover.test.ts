import { describe, expect, it } from 'vitest';
import { nextHolder, pickPlace, togetherHere, type PickInput } from '../../../src/renderer/src/table/handover';

interface P {
  readonly name: string;
  readonly seat: number | null;
}
const host: P = { name: 'host', seat: null };
const anna: P = { name: 'Anna', seat: 0 };
const ben: P = { name: 'Ben', seat: 1 };

const input = (over: Partial<PickInput<P>>): PickInput<P> => ({
  primary: host,
  seated: [anna, ben],
  toAct: [],
  shown: null,
  confirmed: null,
  holder: null,
  ...over,
});

describe('hot-seat: whose view the device shows', () => {
  it('a turn-based turn goes to the one person who must act, behind the pass screen', () => {
    expect(pickPlace(input({ toAct: [1] }))).toEqual({ place: ben, hideHand: true, pass: ben, handTo: null });
    expect(pickPlace(input({ toAct: [1], confirmed: ben }))).toEqual({ place: ben, hideHand: false, pass: null, handTo: null });
  });

  it('a turn-based turn ignores a holder left from earlier', () => {
    expect(pickPlace(input({ toAct: [0, 2], confirmed: anna, holder: ben })).place).toBe(anna);
  });

  it('when several people here may act at once the first holds the device after a reload, behind the pass screen', () => {
    expect(pickPlace(input({ toAct: [0, 1, 2] }))).toEqual({ place: anna, hideHand: true, pass: anna, handTo: null });
  });

  it('the confirmed holder sees the hand and may hand the device to the next person', () => {
    expect(pickPlace(input({ toAct: [0, 1], confirmed: anna }))).toEqual({ place: anna, hideHand: false, pass: null, handTo: ben });
  });

  it('the device stays with the holder across views, and the pass screen names them until they confirm', () => {
    expect(pickPlace(input({ toAct: [0, 1], confirmed: null, holder: ben }))).toEqual({ place: ben, hideHand: true, pass: ben, handTo: null });
    expect(pickPlace(input({ toAct: [0, 1], confirmed: ben, holder: ben }))).toEqual({ place: ben, hideHand: false, pass: null, handTo: anna });
  });

  it('a holder who may no longer act gives the device to the first who may', () => {
    expect(pickPlace(input({ toAct: [0], confirmed: anna, holder: ben })).place).toBe(anna);
  });

  it('a lone person here always sees their hand, and nobody seated shows the primary view', () => {
    expect(pickPlace(input({ seated: [anna], toAct: [0, 1] }))).toEqual({ place: anna, hideHand: false, pass: null, handTo: null });
    expect(pickPlace(input({ seated: [], toAct: [0] })).place).toBe(host);
  });

  it('handing on goes round the people who may act', () => {
    const carl: P = { name: 'Carl', seat: 2 };
    expect(nextHolder([anna, ben, carl], anna)).toBe(ben);
    expect(nextHolder([anna, ben, carl], carl)).toBe(anna);
    expect(nextHolder([anna], anna)).toBeNull();
  });
});

describe('hot-seat: a move the people here make together', () => {
  const carl: P = { name: 'Carl', seat: 2 };
  it('goes out from the first named, with the others, in the order named', () => {
    expect(togetherHere([anna, ben, carl], [1, 0])).toEqual([ben, anna]);
    expect(togetherHere([anna, ben], [0])).toEqual([anna]);
  });

  it('is not sent for a seat not held here, a seat named twice, or nobody', () => {
    expect(togetherHere([anna, ben], [0, 2])).toBeNull();
    expect(togetherHere([anna, ben], [0, 0])).toBeNull();
    expect(togetherHere([anna, ben], [])).toBeNull();
    expect(togetherHere([host, anna], [0, 1])).toBeNull();
  });
});
