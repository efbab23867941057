/**
 * What the lab shows of a finished (or stopped) job, as plain data: the simulator's report plus the
 * distributions the charts draw. The app, the HTML report and the CSV all read this one shape.
 */
import { pointsOf, reportOf, type SimulationReport } from '../engine/simulate';
import { wilson, type Tally } from '../engine/stats';
import { isCooperative } from '../engine/simulate';
import type { Json } from '../engine/types';
import { specOf, type GameLookup, type LabConfig } from './job';

export interface Bin {
  value: number;
  count: number;
}

export interface HistogramFigure {
  key: string;
  mean: number;
  count: number;
  /** The spread of the values, for Welch's test in a comparison. */
  variance: number;
  bins: Bin[];
}

export interface LabFigures {
  config: LabConfig;
  report: SimulationReport;
  /** A cooperative game's table wins or loses together: its win rate, with a 95 % interval (null for games played against each other). */
  team: { winRate: number; interval: [number, number] } | null;
  /** The distribution of final points, one histogram per seat. */
  points: HistogramFigure[];
  /** The game's own distributions (cards per boil-over, tricks per game, …). */
  histograms: HistogramFigure[];
  /** The game's own figures that are a set of named values (causes of defeat, plays by kind, …). */
  groups: { key: string; entries: { name: string; value: number }[] }[];
  /** The game's single figures (boil-overs per round, win rate, …); intervals as [low, high]. */
  scalars: { key: string; value: number | [number, number] }[];
}

function isRecord(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A `{ mean, count, histogram }` summary entry as a figure (null when the entry is something else). */
export function histogramFigure(key: string, value: Json): HistogramFigure | null {
  if (!isRecord(value) || typeof value.mean !== 'number') return null;
  const histogram = value.histogram;
  if (histogram === undefined || !isRecord(histogram)) return null;
  const bins = Object.entries(histogram).map(([v, count]) => ({ value: Number(v), count: Number(count) }));
  const count = bins.reduce((n, b) => n + b.count, 0);
  const mean = value.mean;
  const variance = count > 1 ? bins.reduce((s, b) => s + b.count * (b.value - mean) ** 2, 0) / (count - 1) : 0;
  return { key, mean, count, variance, bins };
}

export function figuresOf(config: LabConfig, tally: Tally, games: GameLookup): LabFigures {
  const spec = specOf(config, games);
  const report = reportOf(spec, tally);
  const points = report.bots.map((_, seat) => {
    const h = pointsOf(tally, seat);
    const counts: { [key: string]: Json } = {};
    for (const [k, v] of Object.entries(h.counts)) counts[k] = v;
    return histogramFigure(`seat${seat}`, { mean: h.count ? h.sum / h.count : 0, histogram: counts }) as HistogramFigure;
  });
  // Everyone at a cooperative table shares each win, so the seats' shares add up to the team's rate.
  const teamWins = Math.round(report.winShareBySeat.reduce((sum, share) => sum + share, 0) * report.games);
  const team = isCooperative(spec.game) ? { winRate: teamWins / report.games, interval: wilson(teamWins, report.games) } : null;
  const figures: LabFigures = { config, report, team, points, histograms: [], groups: [], scalars: [] };
  for (const [key, value] of Object.entries(report.metrics)) {
    const histogram = histogramFigure(key, value);
    if (histogram) figures.histograms.push(histogram);
    else if (typeof value === 'number') figures.scalars.push({ key, value });
    else if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number'))
      figures.scalars.push({ key, value: [value[0] as number, value[1] as number] });
    else if (isRecord(value) && Object.values(value).every((v) => typeof v === 'number')) {
      figures.groups.push({ key, entries: Object.entries(value).map(([name, v]) => ({ name, value: v as number })) });
    } else throw new Error(`${config.game}: the lab cannot show the figure "${key}" (${JSON.stringify(value)})`);
  }
  return figures;
}
