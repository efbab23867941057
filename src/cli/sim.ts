/**
 * `npm run sim -- --game ueberkochen --players 4 --games 20000` (`-- --help` for every flag): the
 * rules authors' balance lab, many matches through the pure engine and the game's figures out.
 */
import { writeFileSync } from 'node:fs';
import { CATALOG, t } from '../shared/catalog';
import { DEFAULT_LANG, LANGS, type Lang } from '../shared/i18n';
import { parseOptionAssignment } from '../shared/engine/options';
import { botNames, reportOf, simulateRange, type SimulationReport } from '../shared/engine/simulate';
import type { AnyGameModule } from '../shared/engine/module';
import type { Json } from '../shared/engine/types';
import { compare, type Comparison } from '../shared/lab/compare';
import { csvOf } from '../shared/lab/csv';
import { figuresOf } from '../shared/lab/figures';
import { gridCell, gridJobs, gridLevels, type GridCell } from '../shared/lab/grid';
import { specOf, type LabConfig } from '../shared/lab/job';
import { BUDGET_FLAG, GAME_FLAG, OPTION_FLAG, SEED_FLAG, UsageError, gameFlag, intFlag, optionFlags, runCommand, type Command, type ParsedFlags } from './args';
import { reportHtml } from './report';
import { progressReporter } from './progress';

const SIM: Command = {
  name: 'sim',
  synopsis: '--game GAME [flags]',
  about: `Plays many seeded matches through the pure engine and prints moves per match, win share and mean
score by seat (with 95 % intervals) and the game's own figures. The same seed gives the same figures.
With --compare or --compare-bots a variant B plays the same deals and the difference is tested;
--report and --csv write the lab's charts and figures to files.`,
  flags: [
    GAME_FLAG,
    { name: 'players', value: 'N', help: 'players at the table (default: the fewest the game allows)' },
    { name: 'games', value: 'N', help: 'matches to play (default 1000; with --grid, per cell, default 100)' },
    SEED_FLAG,
    { name: 'bots', value: 'NAME[,NAME…]', help: "one bot for every seat, or one per seat (default random); a wrong name lists the game's bots" },
    BUDGET_FLAG,
    OPTION_FLAG,
    { name: 'reaction-ms', value: 'MIN-MAX', help: "real-time games: the bots' reaction time in ms (default: each bot's own pace)" },
    { name: 'compare', value: 'KEY=VALUE', repeat: true, help: "variant B on the same deals: A's options with this one changed" },
    { name: 'compare-bots', value: 'NAME[,NAME…]', help: 'variant B on the same deals with these bots' },
    { name: 'grid', help: "a cooperative game played in levels: the team's win rate by level × players × teammates' level, --games matches per cell" },
    { name: 'report', value: 'FILE.html', help: "write the lab's charts as one self-contained page (it opens without a network)" },
    { name: 'csv', value: 'FILE.csv', help: 'write the figures in long form for a spreadsheet' },
    { name: 'lang', value: 'de|en', help: 'the language of the report (default de)' },
    { name: 'json', help: 'print the report as JSON' },
  ],
};

function histogramLines(histogram: Record<string, number>, total: number): string[] {
  const max = Math.max(...Object.values(histogram));
  return Object.entries(histogram).map(([key, count]) => {
    const bar = '█'.repeat(Math.max(1, Math.round((count / max) * 40)));
    return `    ${key.padStart(4)} ${bar} ${((100 * count) / total).toFixed(1)}%`;
  });
}

function formatValue(value: Json): string[] {
  if (typeof value === 'number') return [Number.isInteger(value) ? String(value) : value.toFixed(3)];
  if (Array.isArray(value)) return [value.map((v) => (typeof v === 'number' ? v.toFixed(3) : JSON.stringify(v))).join('  ')];
  if (value && typeof value === 'object' && 'histogram' in value && typeof value.mean === 'number') {
    const histogram = value.histogram as Record<string, number>;
    const total = Object.values(histogram).reduce((a, b) => a + b, 0);
    return [`mean ${value.mean.toFixed(3)}  (n = ${total})`, ...histogramLines(histogram, total)];
  }
  return [JSON.stringify(value)];
}

export function formatReport(report: SimulationReport): string {
  const options = Object.entries(report.options as Record<string, Json>)
    .filter(([key]) => key !== 'players')
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
  const rows: [string, Json][] = [
    ['movesPerMatch', report.movesPerMatch],
    ['winShareBySeat', report.winShareBySeat],
    ['meanScoreBySeat', report.meanScoreBySeat],
    ...Object.entries(report.metrics),
  ];
  const lines = [
    `${report.game} · ${(report.options as { players: number }).players} players · ${report.games} games · seed ${report.seed} · bots ${report.bots.join(',')}`,
    `options: ${options || '(none)'}`,
    // A cooperative game's figures belong to the team's level, not to the rules alone: say whose they are.
    ...(report.team === null ? [] : [`team level: ${report.team} (every figure below is this team's)`]),
    '',
  ];
  for (const [name, value] of rows) {
    const [first, ...rest] = formatValue(value);
    lines.push(`${name.padEnd(24)} ${first ?? ''}`, ...rest);
  }
  lines.push(`${'winShare 95% interval'.padEnd(24)} ${report.winShareInterval.map(([lo, hi]) => `${lo.toFixed(3)}–${hi.toFixed(3)}`).join('  ')}`);
  return lines.join('\n');
}

function reactionRange(text: string): [number, number] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text);
  if (!match) throw new UsageError(`--reaction-ms takes MIN-MAX or N in ms, not "${text}"`);
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (max < min) throw new UsageError('--reaction-ms: MAX must not be below MIN');
  return [min, max];
}

function comparisonLines(comparison: Comparison): string[] {
  const rows = [
    ...comparison.winShare.map((d) => ({ ...d, key: `winShare ${d.key}` })),
    ...comparison.points.map((d) => ({ ...d, key: `points ${d.key}` })),
    ...comparison.histograms,
    ...comparison.scalars,
  ];
  return [
    'B − A (same deals):',
    ...rows.map(
      (d) =>
        `  ${d.key.padEnd(26)} ${d.a.toFixed(3)} → ${d.b.toFixed(3)}  (${d.difference >= 0 ? '+' : ''}${d.difference.toFixed(3)})${d.statistic === null ? '' : `  ${d.test} ${d.statistic.toFixed(2)}: ${d.significant ? 'significant' : 'not significant'}`}`,
    ),
  ];
}

/** The command line that makes the same figures, without the files it wrote. */
function commandOf(argv: readonly string[]): string {
  const files = ['--report', '--csv'];
  return `npm run sim -- ${argv.filter((arg, i) => !files.includes(arg) && !files.includes(argv[i - 1] ?? '')).join(' ')}`;
}

function langFlag(flags: ParsedFlags): Lang {
  const lang = (flags.values.get('lang')?.[0] ?? DEFAULT_LANG) as Lang;
  if (!LANGS.includes(lang)) throw new UsageError(`--lang takes ${LANGS.join(' or ')}, not "${lang}"`);
  return lang;
}

/** `--grid` (a cooperative campaign): the team's win rate for every level, player count and teammates' level, `--games` matches per cell. */
async function grid(flags: ParsedFlags, game: AnyGameModule): Promise<number> {
  if (gridLevels(game) === null) {
    const games = CATALOG.games.filter((g) => gridLevels(g) !== null).map((g) => g.id);
    throw new UsageError(`--grid is for a cooperative game played in levels (${games.join(', ') || 'none'}); ${game.id} is not one`);
  }
  for (const flag of ['players', 'bots', 'compare', 'compare-bots', 'reaction-ms'])
    if (flags.values.has(flag)) throw new UsageError(`--grid sets the players and bots itself; leave out --${flag}`);
  const games = intFlag(flags, 'games', 100, 1, 1_000_000);
  const seed = intFlag(flags, 'seed', 1, 0, 0xffffffff);
  const lang = langFlag(flags);
  const options = optionFlags(flags, game.optionsShape, game.minPlayers);
  if ('level' in options && (flags.values.get('option') ?? []).some((o) => o.startsWith('level=')))
    throw new UsageError('--grid plays every level; leave out --option level=');
  const { players: _players, ...rest } = options;
  const cells: GridCell[] = gridJobs(game, rest, seed, games).map((config) => gridCell(config, simulateRange(specOf(config, CATALOG.get), 0, games)));
  if (flags.switches.has('json')) console.log(JSON.stringify(cells, null, 2));
  else
    for (const c of cells)
      console.log(
        `${c.bots.padEnd(9)} ${c.players} players  level ${c.level}  ${(100 * c.winRate).toFixed(1).padStart(5)} %  (${(100 * c.interval[0]).toFixed(1)}–${(100 * c.interval[1]).toFixed(1)} %, n = ${c.games})`,
      );
  const report = flags.values.get('report')?.[0];
  if (report)
    writeFileSync(
      report,
      await reportHtml({
        lang,
        title: `${t(lang, 'lab.report.title')}: ${t(lang, 'lab.grid.title')}`,
        command: commandOf(process.argv.slice(2)),
        variants: [],
        comparison: null,
        grid: cells,
      }),
    );
  const csv = flags.values.get('csv')?.[0];
  if (csv)
    writeFileSync(
      csv,
      [
        'bots,players,level,games,winRate,low,high',
        ...cells.map((c) => [c.bots, c.players, c.level, c.games, c.winRate, c.interval[0], c.interval[1]].join(',')),
      ].join('\n') + '\n',
    );
  return 0;
}

async function main(flags: ParsedFlags): Promise<number> {
  const game = gameFlag(flags);
  if (flags.switches.has('grid')) return grid(flags, game);
  const players = intFlag(flags, 'players', game.minPlayers, game.minPlayers, game.maxPlayers);
  const games = intFlag(flags, 'games', 1000, 1, 10_000_000);
  const seed = intFlag(flags, 'seed', 1, 0, 0xffffffff);
  const budgetMs = intFlag(flags, 'bot-budget-ms', 0, 0, 60_000);
  const known = botNames(game);
  const seatsOf = (text: string, flag: string): string[] => {
    const list = text.split(',');
    const bots = list.length === 1 ? new Array<string>(players).fill(list[0] as string) : list;
    if (bots.length !== players) throw new UsageError(`--${flag} names ${bots.length} seats, but there are ${players} players`);
    for (const bot of bots) if (!known.includes(bot)) throw new UsageError(`unknown bot "${bot}" for ${game.id} (bots: ${known.join(', ')})`);
    return bots;
  };
  const bots = seatsOf(flags.values.get('bots')?.[0] ?? 'random', 'bots');
  const raw = optionFlags(flags, game.optionsShape, players);
  game.parseOptions(raw);
  const lang = langFlag(flags);

  const reaction = flags.values.get('reaction-ms')?.[0];
  const reactionMs = reaction === undefined ? undefined : reactionRange(reaction);
  const configA: LabConfig = { game: game.id, options: raw, bots, seed, games, ...(reactionMs ? { reactionMs } : {}) };
  const changes = flags.values.get('compare') ?? [];
  const compareBots = flags.values.get('compare-bots')?.[0];
  let configB: LabConfig | null = null;
  if (changes.length > 0 || compareBots !== undefined) {
    const options: Record<string, Json> = { ...raw };
    for (const change of changes) {
      const [key, value] = parseOptionAssignment(game.optionsShape, change);
      options[key] = value;
    }
    game.parseOptions(options);
    configB = { ...configA, options, bots: compareBots === undefined ? bots : seatsOf(compareBots, 'compare-bots') };
  }

  // The lab's path: a tally over the match range, and the report of that tally (the lab adds its workers' tallies the same way).
  const run = (config: LabConfig, label: string) => {
    const spec = { ...specOf(config, CATALOG.get), botConfig: budgetMs ? { budgetMs } : {} };
    const tell = progressReporter(label);
    const tally = simulateRange(spec, 0, games, (done) => tell(done, games));
    return { config, tally, report: reportOf(spec, tally) };
  };
  const a = run(configA, configB ? 'config A' : 'matches');
  const b = configB ? run(configB, 'config B') : null;
  const figuresA = figuresOf(a.config, a.tally, CATALOG.get);
  const figuresB = b ? figuresOf(b.config, b.tally, CATALOG.get) : null;
  const comparison = figuresB ? compare(figuresA, figuresB) : null;

  if (flags.switches.has('json')) console.log(JSON.stringify(b ? { a: a.report, b: b.report, comparison } : a.report, null, 2));
  else
    console.log(
      b && comparison
        ? [`A: ${formatReport(a.report)}`, '', `B: ${formatReport(b.report)}`, '', ...comparisonLines(comparison)].join('\n')
        : formatReport(a.report),
    );

  const variants = figuresB
    ? [
        { name: 'A', figures: figuresA },
        { name: 'B', figures: figuresB },
      ]
    : [{ name: 'A', figures: figuresA }];
  const csv = flags.values.get('csv')?.[0];
  if (csv) writeFileSync(csv, csvOf(variants));
  const report = flags.values.get('report')?.[0];
  if (report) {
    writeFileSync(
      report,
      await reportHtml({
        lang,
        title: `${t(lang, 'lab.report.title')}: ${t(lang, `${game.id}.name`)}`,
        command: commandOf(process.argv.slice(2)),
        variants,
        comparison,
        grid: null,
      }),
    );
  }
  return 0;
}

runCommand(SIM, main);
