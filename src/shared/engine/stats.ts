import type { Json } from './json';

/**
 * What a simulation has counted, as plain data: whole numbers, and records of them. Counts add up,
 * so runs over parts of a seed range (the lab's workers) merge into exactly the figures of one run
 * over the whole range, in any order: integer sums are exact in floating point.
 */
export interface Tally {
  [key: string]: number | Tally;
}

/** Adds `from` into `into` (keys missing in `into` start at zero); returns `into`. */
export function addTally(into: Tally, from: Tally): Tally {
  for (const [key, value] of Object.entries(from)) {
    const have = into[key];
    if (typeof value === 'number') {
      if (typeof have === 'object') throw new Error(`tallies disagree at "${key}": a count and a record`);
      into[key] = (have ?? 0) + value;
    } else {
      if (typeof have === 'number') throw new Error(`tallies disagree at "${key}": a count and a record`);
      into[key] = addTally(have ?? {}, value);
    }
  }
  return into;
}

/** The sum of several tallies (a fresh object; the parts are not changed). */
export function sumTallies(parts: readonly Tally[]): Tally {
  const out: Tally = {};
  for (const part of parts) addTally(out, part);
  return out;
}

/** Counts of whole-number outcomes as a tally: how many, their sum, and how many of each value. */
export interface HistogramTally extends Tally {
  count: number;
  sum: number;
  counts: { [value: string]: number };
}

export function histogramTally(): HistogramTally {
  return { count: 0, sum: 0, counts: {} };
}

export function addToHistogram(histogram: HistogramTally, value: number): void {
  const key = String(value);
  histogram.counts[key] = (histogram.counts[key] ?? 0) + 1;
  histogram.count++;
  histogram.sum += value;
}

/** The shape every game's metrics report for a distribution: `{ mean, count, histogram }`, the values in ascending order. */
export function histogramJson(histogram: HistogramTally): { [key: string]: Json } {
  const counts: { [key: string]: Json } = {};
  for (const key of Object.keys(histogram.counts).sort((a, b) => Number(a) - Number(b))) counts[key] = histogram.counts[key] as number;
  return { mean: histogram.count ? histogram.sum / histogram.count : 0, count: histogram.count, histogram: counts };
}

/** Reads a histogram tally out of a merged tally (a part that saw none of these events has no entry). */
export function histogramAt(tally: Tally, key: string): HistogramTally {
  const value = tally[key];
  if (value === undefined) return histogramTally();
  if (typeof value === 'number') throw new Error(`tally "${key}" is a count, not a histogram`);
  return { count: countAt(value, 'count'), sum: countAt(value, 'sum'), counts: recordAt(value, 'counts') };
}

/** A count in a tally; absent counts are zero. */
export function countAt(tally: Tally, key: string): number {
  const value = tally[key] ?? 0;
  if (typeof value !== 'number') throw new Error(`tally "${key}" is a record, not a count`);
  return value;
}

/** A record of counts in a tally; absent records are empty. */
export function recordAt(tally: Tally, key: string): { [key: string]: number } {
  const value = tally[key] ?? {};
  if (typeof value === 'number') throw new Error(`tally "${key}" is a count, not a record`);
  const out: { [key: string]: number } = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'number') throw new Error(`tally "${key}.${k}" is a record, not a count`);
    out[k] = v;
  }
  return out;
}

/** Wilson score interval for a proportion: honest error bars on win shares. */
export function wilson(successes: number, trials: number, z = 1.96): [low: number, high: number] {
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const denom = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
