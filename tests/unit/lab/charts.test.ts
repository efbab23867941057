import { describe, expect, it } from 'vitest';
import { binDomain } from '../../../src/renderer/src/lab/charts';

describe("a histogram's axis", () => {
  it('one bar is drawn in a range seven bins wide, not across the whole chart', () => {
    expect(binDomain([10], 1, 9.55, 10.45)).toEqual({ domain: [6.5, 13.5] });
  });

  it('a count near zero is widened to the right, never into negative bins', () => {
    expect(binDomain([0, 1], 1, -0.45, 1.45)).toEqual({ domain: [-0.5, 6.5] });
  });

  it('negative values may widen to both sides', () => {
    expect(binDomain([-1], 1, -1.45, -0.55)).toEqual({ domain: [-4.5, 2.5] });
  });

  it('wider bins widen in their own steps', () => {
    expect(binDomain([120], 30, 120, 147)).toEqual({ domain: [28.5, 238.5] });
  });

  it("a histogram of many bins keeps the bars' own range", () => {
    expect(binDomain([2, 3, 4, 5, 6, 7, 8, 9, 10], 1, 1.55, 10.45)).toEqual({ domain: [1.55, 10.45] });
  });

  it('no values: seven empty bins from zero, never an axis of one "0.000000" tick', () => {
    expect(binDomain([], 1, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY)).toEqual({ domain: [-0.5, 6.5] });
  });
});
