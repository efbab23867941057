import { describe, expect, it } from 'vitest';
import { tCritical95, twoProportionZ, welch } from '../../../src/shared/lab/compare';
import type { HistogramFigure } from '../../../src/shared/lab/figures';

const figure = (mean: number, variance: number, count: number): HistogramFigure => ({ key: 'x', mean, variance, count, bins: [] });

describe('the A/B tests', () => {
  it('two proportions: 50 % against 60 % of 1000 each is z ≈ 4.49', () => {
    expect(twoProportionZ(0.5, 1000, 0.6, 1000)).toBeCloseTo(4.4947, 3);
  });

  it('equal proportions give z = 0, and so do two certainties', () => {
    expect(twoProportionZ(0.3, 200, 0.3, 500)).toBe(0);
    expect(twoProportionZ(1, 50, 1, 50)).toBe(0);
  });

  it("Welch's t: the statistic and the Welch–Satterthwaite degrees of freedom", () => {
    const result = welch(figure(10, 4, 30), figure(11, 9, 40));
    expect(result?.t).toBeCloseTo(1 / Math.sqrt(4 / 30 + 9 / 40), 10);
    expect(result?.df).toBeCloseTo((4 / 30 + 9 / 40) ** 2 / ((4 / 30) ** 2 / 29 + (9 / 40) ** 2 / 39), 10);
  });

  it('t needs two values on each side', () => {
    expect(welch(figure(1, 0, 1), figure(2, 1, 10))).toBeNull();
  });

  it("the 95 % critical value of Student's t matches the tables", () => {
    expect(tCritical95(5)).toBeCloseTo(2.571, 1);
    expect(tCritical95(10)).toBeCloseTo(2.228, 2);
    expect(tCritical95(30)).toBeCloseTo(2.042, 3);
    expect(tCritical95(1e9)).toBeCloseTo(1.96, 3);
  });
});
