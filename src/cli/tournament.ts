/**
 * `npm run tournament -- --game ueberkochen --levels strong,normal` (`-- --help` for every flag):
 * bot levels against each other with the seats rotated (see TOURNAMENT below).
 */
import { botNames, isCooperative } from '../shared/engine/simulate';
import type { BaseOptions } from '../shared/engine/types';
import { compareRates, pairingsOf, parseLevel, playPairing, playTeam, type Latency, type PairingResult, type TeamResult } from '../shared/bots/tournament';
import { BUDGET_FLAG, GAME_FLAG, OPTION_FLAG, SEED_FLAG, UsageError, gameFlag, intFlag, optionFlags, runCommand, type Command, type ParsedFlags } from './args';
import { progressReporter } from './progress';

const TOURNAMENT: Command = {
  name: 'tournament',
  synopsis: '--game GAME --levels A,B[,C…] [flags]',
  about: `Plays every pair of the listed bot levels (the earlier one in one seat, the later one in all the
others, seats rotated) and prints win shares with 95 % intervals. In Kerkerhatz each level plays as
a whole team on the same dungeons, and the team win rates are compared.`,
  flags: [
    GAME_FLAG,
    {
      name: 'levels',
      value: 'A,B[,C…]',
      help: "the bot levels to compare (one is enough for Kerkerhatz), or the references flatmc and flatmc4x (flat Monte Carlo at the strong budget and at 4×); LEVEL@MS gives one level its own budget (strong@200); a wrong name lists the game's levels",
    },
    { name: 'players', value: 'N', help: 'players at the table (default 4, or the most the game allows if fewer)' },
    { name: 'games', value: 'N', help: 'matches per pairing or team (default 100)' },
    SEED_FLAG,
    BUDGET_FLAG,
    OPTION_FLAG,
    { name: 'json', help: 'print the results as JSON' },
  ],
};

const pct = (x: number): string => (100 * x).toFixed(1).padStart(5);
const ms = (l: Latency): string => (l.count ? `${l.p50.toFixed(2)}/${l.p95.toFixed(2)} ms` : '—');

function pairingLines(results: readonly PairingResult[]): string[] {
  const lines = [`${'level'.padEnd(9)} ${'vs'.padEnd(9)} ${'games'.padStart(5)}  share   95% interval   fair   verdict   decision p50/p95 (level, vs)`];
  for (const r of results) {
    lines.push(
      `${r.focal.padEnd(9)} ${r.field.padEnd(9)} ${String(r.games).padStart(5)}  ${pct(r.share)}%  ${pct(r.interval[0])}–${pct(r.interval[1])}%  ${pct(r.fair)}%  ${r.verdict.padEnd(8)}  ${ms(r.latency[r.focal] as Latency)}, ${ms(r.latency[r.field] as Latency)}`,
    );
  }
  return lines;
}

function teamLines(results: readonly TeamResult[]): string[] {
  const lines = [`${'team'.padEnd(9)} ${'games'.padStart(5)}  win rate  95% interval   decision p50/p95`];
  for (const r of results)
    lines.push(`${r.level.padEnd(9)} ${String(r.games).padStart(5)}  ${pct(r.winRate)}%   ${pct(r.interval[0])}–${pct(r.interval[1])}%  ${ms(r.latency)}`);
  for (const [a, b] of pairingsOf(results.map((r) => r.level))) {
    const ra = results.find((r) => r.level === a) as TeamResult;
    const rb = results.find((r) => r.level === b) as TeamResult;
    const c = compareRates(ra, rb);
    lines.push(`${a} − ${b}: ${(100 * c.difference).toFixed(1)} points (z = ${c.z.toFixed(2)}, ${c.significant ? 'significant' : 'not significant'} at 95 %)`);
  }
  return lines;
}

function main(flags: ParsedFlags): number {
  const game = gameFlag(flags);
  const players = intFlag(flags, 'players', Math.min(4, game.maxPlayers), game.minPlayers, game.maxPlayers);
  const games = intFlag(flags, 'games', 100, 1, 1_000_000);
  const seed = intFlag(flags, 'seed', 1, 0, 0xffffffff);
  const budgetMs = intFlag(flags, 'bot-budget-ms', 0, 0, 60_000);
  const levels = (flags.values.get('levels')?.[0] ?? '').split(',').filter(Boolean);
  const known = [...botNames(game), ...Object.keys(game.referees ?? {})];
  for (const level of levels) {
    let name: string;
    try {
      name = parseLevel(level).name;
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    if (!known.includes(name)) throw new UsageError(`unknown level "${name}" for ${game.id} (levels: ${known.join(', ')})`);
  }
  const cooperative = isCooperative(game);
  if (levels.length < (cooperative ? 1 : 2)) throw new UsageError('--levels names the levels to compare, e.g. --levels strong,normal');
  const raw = optionFlags(flags, game.optionsShape, players);
  const options = game.parseOptions(raw) as BaseOptions;
  const spec = { game, options, games, seed, config: budgetMs ? { budgetMs } : {}, referees: game.referees };
  const header = `${game.id} · ${players} players · seed ${seed}${budgetMs ? ` · budget ${budgetMs} ms` : ''} · options ${JSON.stringify(options)}`;

  if (cooperative) {
    const results = levels.map((level) => playTeam({ ...spec, onMatch: progressReporter(level) }, level));
    console.log(
      flags.switches.has('json') ? JSON.stringify({ game: game.id, options, seed, teams: results }, null, 2) : [header, ...teamLines(results)].join('\n'),
    );
    return 0;
  }
  const results = pairingsOf(levels).map(([focal, field]) => playPairing({ ...spec, onMatch: progressReporter(`${focal} vs ${field}`) }, focal, field));
  console.log(
    flags.switches.has('json') ? JSON.stringify({ game: game.id, options, seed, pairings: results }, null, 2) : [header, ...pairingLines(results)].join('\n'),
  );
  return 0;
}

runCommand(TOURNAMENT, main);
