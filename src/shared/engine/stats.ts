import type { Json } from './types';

/** Counts of whole-number outcomes, with their mean: the shape every game's metrics report. */
export class Histogram {
  private readonly counts = new Map<number, number>();
  private total = 0;
  private sum = 0;

  add(value: number): void {
    this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
    this.total++;
    this.sum += value;
  }

  get count(): number {
    return this.total;
  }

  get mean(): number {
    return this.total ? this.sum / this.total : 0;
  }

  toJson(): { [key: string]: Json } {
    const histogram: { [key: string]: Json } = {};
    for (const key of [...this.counts.keys()].sort((a, b) => a - b)) histogram[String(key)] = this.counts.get(key) as number;
    return { mean: this.mean, count: this.total, histogram };
  }
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
