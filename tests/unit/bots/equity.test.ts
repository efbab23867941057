import { describe, expect, it } from 'vitest';
import { MatchEquity, RoundsEquity, roundsEquity, type LoserSpread } from '../../../src/shared/bots/equity';

/** A spread like a shedding game's: mostly a few points, now and then a heavy loss. */
const SPREAD: LoserSpread = { points: [1, 3, 6, 18, 40], counts: [30, 30, 25, 10, 5] };

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('match equity', () => {
  it('gives every seat its chance of winning the match, the chances summing to one', () => {
    const equity = new MatchEquity(4, 50, SPREAD);
    for (const totals of [
      [0, 0, 0, 0],
      [12, 3, 40, 27],
      [49, 49, 49, 0],
    ]) {
      const shares = equity.shares(totals);
      expect(shares).toHaveLength(4);
      expect(sum(shares)).toBeCloseTo(1, 9);
      for (const share of shares) expect(share).toBeGreaterThanOrEqual(0);
    }
  });

  it('scores an ended match outright: the lowest total wins, equal lowest share the win', () => {
    const equity = new MatchEquity(4, 50, SPREAD);
    expect(equity.shares([51, 20, 30, 20])).toEqual([0, 0.5, 0, 0.5]);
    expect(equity.shares([50, 49, 80, 60])).toEqual([0, 1, 0, 0]);
  });

  it('never lowers a seat’s chance when its own total is lower, the others’ unchanged', () => {
    const equity = new MatchEquity(3, 100, SPREAD);
    for (const others of [
      [0, 0],
      [30, 60],
      [90, 95],
    ]) {
      let previous = Infinity;
      for (let own = 0; own <= 99; own += 3) {
        const share = equity.shares([own, ...others])[0] as number;
        expect(share).toBeLessThanOrEqual(previous);
        previous = share;
      }
    }
  });

  it('treats equal seats alike and sees a lead matter more near the end', () => {
    const equity = new MatchEquity(4, 100, SPREAD);
    expect(equity.shares([0, 0, 0, 0])).toEqual([0.25, 0.25, 0.25, 0.25]);
    expect(new MatchEquity(3, 50, SPREAD).shares([20, 20, 20])).toEqual([1 / 3, 1 / 3, 1 / 3]);
    const early = equity.shares([0, 20, 20, 20])[0] as number;
    const late = equity.shares([70, 90, 90, 90])[0] as number;
    expect(early).toBeGreaterThan(0.3);
    expect(late).toBeGreaterThan(early);
    // A seat far behind with the end in sight has almost nothing left.
    expect(equity.shares([95, 10, 10, 10])[0]).toBeLessThan(0.02);
  });

  it('draws the same futures for the same seed, and remembers its answers', () => {
    const a = new MatchEquity(4, 50, SPREAD, 7);
    const b = new MatchEquity(4, 50, SPREAD, 7);
    const c = new MatchEquity(4, 50, SPREAD, 8);
    const totals = [10, 25, 5, 33];
    expect(a.shares(totals)).toEqual(b.shares(totals));
    expect(a.shares(totals)).toBe(a.shares(totals.slice()));
    expect(c.shares(totals)).not.toEqual(a.shares(totals));
  });

  it('refuses a table of one or an empty spread', () => {
    expect(() => new MatchEquity(1, 50, SPREAD)).toThrow(/two seats/);
    expect(() => new MatchEquity(4, 50, { points: [], counts: [] })).toThrow(/spread/);
  });
});

describe('match equity over a fixed number of rounds', () => {
  it('gives each seat its chance of winning with the rounds left, summing to one; a table of equal totals shares alike', () => {
    const equity = new RoundsEquity(4, 4, 4);
    for (const left of [1, 2, 4]) {
      const shares = equity.shares([10, 12, 10, 30], left);
      expect(sum(shares)).toBeCloseTo(1, 9);
      expect(Math.abs((shares[0] as number) - (shares[2] as number))).toBeLessThan(0.05);
      expect(shares[1] as number).toBeLessThan(shares[0] as number);
      expect(shares[3] as number).toBeLessThan(shares[1] as number);
    }
    expect(equity.shares([5, 5, 5, 5], 3)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  it('scores a match with no rounds left outright, and a lead counts more the fewer rounds are left', () => {
    const equity = new RoundsEquity(3, 3, 4);
    expect(equity.shares([20, 14, 14], 0)).toEqual([0, 0.5, 0.5]);
    const lead = (left: number): number => equity.shares([10, 16, 16], left)[0] as number;
    expect(lead(1)).toBeGreaterThan(lead(2));
    expect(lead(2)).toBeGreaterThan(lead(3));
    expect(lead(3)).toBeGreaterThan(1 / 3);
  });

  it('never lowers a seat’s chance when its own total is lower', () => {
    const equity = new RoundsEquity(4, 4, 4);
    let previous = Infinity;
    for (let own = 0; own <= 40; own++) {
      const share = equity.shares([own, 12, 20, 25], 2)[0] as number;
      expect(share).toBeLessThanOrEqual(previous);
      previous = share;
    }
  });

  it('knows a position by its gaps: totals moved alike by any amount are the same position, remembered once', () => {
    const equity = new RoundsEquity(4, 4, 4);
    const position = equity.shares([10, 12, 10, 30], 2);
    expect(equity.shares([0, 2, 0, 20], 2)).toBe(position);
    expect(equity.shares([1010, 1012, 1010, 1030], 2)).toBe(position);
    expect(equity.shares([20, 22, 20, 40], 0)).toEqual(equity.shares([0, 2, 0, 20], 0));
  });

  it('answers alike whether it remembers a position by number (small whole gaps) or by text (large or fractional ones)', () => {
    const equity = new RoundsEquity(4, 4, 4);
    const small = equity.shares([10, 12, 10, 30], 2);
    // Gaps of 256 or more, or fractional ones, are remembered by text, and by their gaps too.
    expect(equity.shares([10, 12, 10, 300], 1)).toBe(equity.shares([0, 2, 0, 290], 1));
    expect(equity.shares([10.5, 12, 10, 30], 2)).toBe(equity.shares([20.5, 22, 20, 40], 2));
    // Neighbouring positions never share a memory slot: a half point, a round more, a seat's point moved.
    expect(equity.shares([10.5, 12, 10, 30], 2)[0] as number).toBeLessThan(small[0] as number);
    expect(equity.shares([10, 12, 10, 30], 3)).not.toEqual(small);
    expect(equity.shares([11, 11, 10, 30], 2)).not.toEqual(small);
    expect(equity.shares([10, 12, 10, 30], 2)).toBe(small);
  });

  it('refuses bad input: too many rounds left, the wrong number of totals, no spread', () => {
    const equity = new RoundsEquity(4, 4, 4);
    expect(() => equity.shares([0, 0, 0, 0], 5)).toThrow(/rounds left/);
    expect(() => equity.shares([0, 0, 0], 1)).toThrow(/3 totals/);
    expect(() => new RoundsEquity(4, 4, 0)).toThrow(/spread/);
    expect(roundsEquity(4, 4, 4)).toBe(roundsEquity(4, 4, 4));
  });
});
