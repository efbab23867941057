/**
 * `npm run sim -- --game ueberkochen --players 4 --games 20000` (`-- --help` for every flag): the
 * rules authors' balance lab, many matches through the pure engine and the game's figures out.
 */
import { botNames, simulate, type SimulationReport } from '../shared/engine/simulate';
import type { Json } from '../shared/engine/types';
import { GAME_FLAG, UsageError, gameFlag, intFlag, optionFlags, runCommand, type Command, type ParsedFlags } from './args';

const SIM: Command = {
  name: 'sim',
  synopsis: '--game GAME [flags]',
  about: `Plays many seeded matches through the pure engine and prints moves per match, win share and mean
score by seat (with 95 % intervals) and the game's own figures. The same seed gives the same figures.`,
  flags: [
    GAME_FLAG,
    { name: 'players', value: 'N', help: 'players at the table (default: the fewest the game allows)' },
    { name: 'games', value: 'N', help: 'matches to play (default 1000)' },
    { name: 'seed', value: 'N', help: 'the first match seed (default 1)' },
    { name: 'bots', value: 'NAME[,NAME…]', help: 'one bot for every seat, or one per seat (default random); a wrong name lists the game\'s bots' },
    { name: 'bot-budget-ms', value: 'N', help: 'thinking time per decision for searching bots, in ms (default: their own)' },
    { name: 'option', value: 'KEY=VALUE', repeat: true, help: 'a game option, e.g. limit19=true; switches take true/false or on/off' },
    { name: 'reaction-ms', value: 'MIN-MAX', help: 'real-time games: the bots\' reaction time in ms (default: each bot\'s own pace)' },
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

function progressBar(total: number): ((done: number) => void) | undefined {
  if (!process.stderr.isTTY || total < 200) return undefined;
  const step = Math.max(1, Math.floor(total / 200));
  return (done) => {
    if (done % step !== 0 && done !== total) return;
    const width = 30;
    const filled = Math.round((done / total) * width);
    process.stderr.write(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total}`);
    if (done === total) process.stderr.write('\n');
  };
}

function reactionRange(text: string): [number, number] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text);
  if (!match) throw new UsageError(`--reaction-ms takes MIN-MAX or N in ms, not "${text}"`);
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (max < min) throw new UsageError('--reaction-ms: MAX must not be below MIN');
  return [min, max];
}

function main(flags: ParsedFlags): number {
  const game = gameFlag(flags);
  const players = intFlag(flags, 'players', game.minPlayers, game.minPlayers, game.maxPlayers);
  const games = intFlag(flags, 'games', 1000, 1, 10_000_000);
  const seed = intFlag(flags, 'seed', 1, 0, 0xffffffff);
  const budgetMs = intFlag(flags, 'bot-budget-ms', 0, 0, 60_000);
  const botList = (flags.values.get('bots')?.[0] ?? 'random').split(',');
  const bots = botList.length === 1 ? new Array<string>(players).fill(botList[0] as string) : botList;
  if (bots.length !== players) throw new UsageError(`--bots names ${bots.length} seats, but there are ${players} players`);
  const known = botNames(game);
  for (const bot of bots) if (!known.includes(bot)) throw new UsageError(`unknown bot "${bot}" for ${game.id} (bots: ${known.join(', ')})`);
  const raw = optionFlags(flags, game.optionsShape, players);
  game.parseOptions(raw);

  const reaction = flags.values.get('reaction-ms')?.[0];
  const reactionMs = reaction === undefined ? undefined : reactionRange(reaction);
  const report = simulate({ game, options: raw, games, seed, bots, botConfig: budgetMs ? { budgetMs } : {}, reactionMs }, progressBar(games));
  console.log(flags.switches.has('json') ? JSON.stringify(report, null, 2) : formatReport(report));
  return 0;
}

runCommand(SIM, main);
