/**
 * The lab's figures for a spreadsheet: one row per number in long form (variant, figure, item,
 * value), so a pivot table can lay them out any way. Histograms give one row per value (its count)
 * plus their mean and count.
 */
import type { LabFigures } from './figures';

function cell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvOf(variants: readonly { name: string; figures: LabFigures }[]): string {
  const rows: (string | number)[][] = [['variant', 'figure', 'item', 'value']];
  for (const { name, figures } of variants) {
    const { report } = figures;
    rows.push([name, 'matches', '', report.games], [name, 'movesPerMatch', '', report.movesPerMatch]);
    report.winShareBySeat.forEach((share, seat) => {
      const [low, high] = report.winShareInterval[seat] ?? [0, 0];
      rows.push([name, 'winShare', `seat${seat + 1}`, share], [name, 'winShareLow', `seat${seat + 1}`, low], [name, 'winShareHigh', `seat${seat + 1}`, high]);
      rows.push([name, 'meanScore', `seat${seat + 1}`, report.meanScoreBySeat[seat] ?? 0]);
    });
    if (figures.team)
      rows.push(
        [name, 'teamWinRate', '', figures.team.winRate],
        [name, 'teamWinRateLow', '', figures.team.interval[0]],
        [name, 'teamWinRateHigh', '', figures.team.interval[1]],
      );
    figures.points.forEach((h, seat) => {
      for (const bin of h.bins) rows.push([name, `points.seat${seat + 1}`, bin.value, bin.count]);
    });
    for (const h of figures.histograms) {
      rows.push([name, h.key, 'mean', h.mean], [name, h.key, 'count', h.count]);
      for (const bin of h.bins) rows.push([name, h.key, bin.value, bin.count]);
    }
    for (const group of figures.groups) for (const entry of group.entries) rows.push([name, group.key, entry.name, entry.value]);
    for (const scalar of figures.scalars) {
      if (typeof scalar.value === 'number') rows.push([name, scalar.key, '', scalar.value]);
      else rows.push([name, scalar.key, 'low', scalar.value[0]], [name, scalar.key, 'high', scalar.value[1]]);
    }
  }
  return rows.map((row) => row.map(cell).join(',')).join('\n') + '\n';
}
