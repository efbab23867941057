/**
 * A/B: two configurations played on the same deals (the same seed, so match i is dealt alike in
 * both), figure by figure: the difference and whether it is significant at 95 %.
 *
 * Win shares use a two-proportion z-test. Means use Welch's t-test (unequal variances), not a
 * paired test: the game's distributions count events (boil-overs, tricks, games within a match),
 * whose number differs between the two variants, so there is no per-deal pair to difference. Both
 * tests treat A and B as independent; sharing the deals only correlates them positively, which
 * makes the tests conservative (a difference they call significant is real), never too eager.
 */
import type { HistogramFigure, LabFigures } from './figures';

export interface Difference {
  key: string;
  a: number;
  b: number;
  /** b − a */
  difference: number;
  /** The test statistic (z or t); null where there is nothing to test (a ratio without spread). */
  statistic: number | null;
  significant: boolean | null;
  test: 'two-proportion z' | 'Welch t' | 'none';
}

const Z95 = 1.959963984540054;

/** Two proportions p1 of n1 and p2 of n2: the pooled z statistic. */
export function twoProportionZ(p1: number, n1: number, p2: number, n2: number): number {
  const pooled = (p1 * n1 + p2 * n2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  return se === 0 ? 0 : (p2 - p1) / se;
}

/** The two-sided 95 % critical value of Student's t with `df` degrees of freedom (Cornish–Fisher expansion; within 0.01 from df = 3 up). */
export function tCritical95(df: number): number {
  const z = Z95;
  return (
    z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df) + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3)
  );
}

/** Welch's t statistic and its Welch–Satterthwaite degrees of freedom. */
export function welch(a: HistogramFigure, b: HistogramFigure): { t: number; df: number } | null {
  if (a.count < 2 || b.count < 2) return null;
  const va = a.variance / a.count;
  const vb = b.variance / b.count;
  if (va + vb === 0) return { t: 0, df: a.count + b.count - 2 };
  const t = (b.mean - a.mean) / Math.sqrt(va + vb);
  const df = (va + vb) ** 2 / (va ** 2 / (a.count - 1) + vb ** 2 / (b.count - 1));
  return { t, df };
}

function meanDifference(key: string, a: HistogramFigure, b: HistogramFigure): Difference {
  const w = welch(a, b);
  return {
    key,
    a: a.mean,
    b: b.mean,
    difference: b.mean - a.mean,
    statistic: w ? w.t : null,
    significant: w ? Math.abs(w.t) > tCritical95(Math.max(1, w.df)) : null,
    test: 'Welch t',
  };
}

export interface Comparison {
  winShare: Difference[];
  points: Difference[];
  histograms: Difference[];
  scalars: Difference[];
}

export function compare(a: LabFigures, b: LabFigures): Comparison {
  const na = a.report.games;
  const nb = b.report.games;
  if (a.team && b.team) {
    const z = twoProportionZ(a.team.winRate, na, b.team.winRate, nb);
    const team: Difference = {
      key: 'team',
      a: a.team.winRate,
      b: b.team.winRate,
      difference: b.team.winRate - a.team.winRate,
      statistic: z,
      significant: Math.abs(z) > Z95,
      test: 'two-proportion z',
    };
    return { winShare: [team], points: [], ...restOf(a, b) };
  }
  const winShare = a.report.winShareBySeat.map((pa, seat): Difference => {
    const pb = b.report.winShareBySeat[seat] ?? 0;
    const z = twoProportionZ(pa, na, pb, nb);
    return { key: `seat${seat + 1}`, a: pa, b: pb, difference: pb - pa, statistic: z, significant: Math.abs(z) > Z95, test: 'two-proportion z' };
  });
  const points = a.points.map((pa, seat) => meanDifference(`seat${seat + 1}`, pa, b.points[seat] ?? pa));
  return { winShare, points, ...restOf(a, b) };
}

/** The game's own figures compared: its distributions by their means, its single figures by their difference. */
function restOf(a: LabFigures, b: LabFigures): Pick<Comparison, 'histograms' | 'scalars'> {
  const histograms = a.histograms.flatMap((ha) => {
    const hb = b.histograms.find((h) => h.key === ha.key);
    return hb ? [meanDifference(ha.key, ha, hb)] : [];
  });
  const scalars = a.scalars.flatMap((sa): Difference[] => {
    const sb = b.scalars.find((s) => s.key === sa.key);
    if (!sb || typeof sa.value !== 'number' || typeof sb.value !== 'number') return [];
    return [{ key: sa.key, a: sa.value, b: sb.value, difference: sb.value - sa.value, statistic: null, significant: null, test: 'none' }];
  });
  return { histograms, scalars };
}
