/**
 * `npm run bench`: the performance figures of Kartenstube (`-- --help` for the flags).
 * A benchmark, never a test: it prints numbers, it does not pass or fail.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CATALOG } from '../shared/catalog';
import type { MatchThroughput } from './bench-matches';
import type { AnyGameModule } from '../shared/engine/module';
import type { Json } from '../shared/engine/types';
import { UsageError, gameFlag, intFlag, runCommand, type Command, type ParsedFlags } from './args';
import { measureMachtkampfPlays } from './bench-plays';
import { botsSection } from './bench-bots';
import { framesSection } from './bench-frames';
import type { Path, Timed } from './bench-playout';
import { hostSection } from './bench-host';
import { labSection } from './bench-lab';

interface Section {
  name: string;
  /** `game` is the one game a section that plays a single game plays (`--game`). */
  run(seconds: number, game: AnyGameModule): Promise<{ table: string[]; json: Json }>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Fresh processes per figure: one in several compiles the playout worse (V8's inlining depends on timing) and is 20-30 % slower. */
const RUNS = 3;

/** One figure from a process of its own (see bench-playout.ts for why). */
function playout(id: string, players: number, seconds: number, way: Path): Timed {
  const child = path.join(ROOT, 'src/cli/bench-playout.ts');
  const out = execFileSync(process.execPath, ['--import', 'tsx', child, id, String(players), String(seconds), way], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out) as Timed;
}

/** The median of RUNS fresh processes (by CPU-second figure), with the lowest and highest. */
interface Spread extends Timed {
  path: Path;
  lowest: number;
  highest: number;
}

function medianPlayout(id: string, players: number, seconds: number, way: Path = 'json'): Spread {
  const runs = Array.from({ length: RUNS }, () => playout(id, players, seconds, way)).sort((a, b) => a.movesPerCpuSecond - b.movesPerCpuSecond);
  const median = runs[Math.floor(RUNS / 2)] as Timed;
  return { ...median, path: way, lowest: (runs[0] as Timed).movesPerCpuSecond, highest: (runs[RUNS - 1] as Timed).movesPerCpuSecond };
}

const figure = (n: number): string => Math.round(n).toLocaleString('en').padStart(11);

const engineSection: Section = {
  name: 'engine',
  async run(seconds) {
    // Each game through its JSON rules, and through its playout representation where it has one.
    const rows = CATALOG.games.flatMap((g) => {
      const players = Math.min(4, g.maxPlayers);
      return [medianPlayout(g.id, players, seconds, 'json'), ...(g.playout ? [medianPlayout(g.id, players, seconds, 'playout')] : [])];
    });
    const reference = medianPlayout('reference', 4, seconds);
    const baseline = reference.movesPerSecond;
    const baselineCpu = reference.movesPerCpuSecond;
    const table = [
      `Random playouts, one core: each figure the median of ${RUNS} fresh processes. "json" is the rules' legalMoves + apply over`,
      'plain-data states (what the host runs); "playout" the game\'s typed-array representation changed in place (what the bots search).',
      "Moves per wall-clock second, and per second of this process's CPU time (the same on an idle machine;",
      "the CPU figure is the one core's throughput when other work shares the machine). Budgets are judged on it, on the playout where there is one.",
      `  ${'reference'.padEnd(20)} 4p  ${figure(baseline)} /s wall ${figure(baselineCpu)} /s CPU  (Überkochen as a plain mutable loop: the yardstick)`,
      ...rows.map((r) => {
        const game = CATALOG.get(r.game);
        const judged = r.path === 'playout' || !game.playout;
        const budget = judged ? game.engineBudget : undefined;
        const verdict = budget
          ? `  budget ${budget.toLocaleString('en')}  ${r.movesPerCpuSecond >= budget ? 'met' : 'MISSED'} (${(r.movesPerCpuSecond / budget).toFixed(2)}×)`
          : '';
        const ratio = `  ${(r.movesPerCpuSecond / baselineCpu).toFixed(2)} of the yardstick`;
        const spread = `${Math.round(r.lowest / 1000).toLocaleString('en')}k–${Math.round(r.highest / 1000).toLocaleString('en')}k`;
        return `  ${`${r.game} ${r.path}`.padEnd(20)} ${r.players}p  ${figure(r.movesPerSecond)} /s wall ${figure(r.movesPerCpuSecond)} /s CPU  (${spread}; ${r.matches} matches)${ratio}${verdict}`;
      }),
    ];
    const plays = measureMachtkampfPlays();
    table.push(
      `  machtkampf legal plays of a 16-card hand (no trick, as move codes): mean ${plays.meanMicros.toFixed(1)} µs, worst ${plays.worstMicros.toFixed(1)} µs, ${plays.meanPlays.toFixed(0)} plays on average`,
    );
    return {
      table,
      json: { referenceMovesPerSecond: baseline, referenceMovesPerCpuSecond: baselineCpu, games: rows, machtkampfPlays: plays } as unknown as Json,
    };
  },
};

/** Whole matches of one game through playMatch, from a process of its own. */
function matches(id: string, players: number, seconds: number): MatchThroughput {
  const child = path.join(ROOT, 'src/cli/bench-matches.ts');
  const out = execFileSync(process.execPath, ['--import', 'tsx', child, id, String(players), String(seconds)], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out) as MatchThroughput;
}

/** The simulator's cost, match driver included: a driver that gets slower shows here, even when the rules do not. */
const simSection: Section = {
  name: 'sim',
  async run(seconds) {
    const rows = CATALOG.games.map((game) => matches(game.id, Math.min(4, game.maxPlayers), seconds));
    const table = [
      'Whole matches of random bots through playMatch (the match driver on its virtual clock, as `npm run sim` plays them), one core, one fresh process per game.',
      ...rows.map(
        (r) =>
          `  ${r.game.padEnd(12)} ${r.players}p  ${figure(r.matchesPerCpuSecond)} matches /s CPU  (${figure(r.moves / r.cpuSeconds).trim()} moves /s CPU; ${r.matches} matches)`,
      ),
    ];
    return { table, json: { games: rows } as unknown as Json };
  },
};

const SECTIONS: Section[] = [engineSection, simSection, botsSection, hostSection, framesSection, labSection];

const BENCH: Command = {
  name: 'bench',
  synopsis: '[flags]',
  about: `Prints the performance figures: engine moves per second per game, whole simulated matches per second,
bot decision times, host round trips and table capacity, the client's frame times, and the Lab's
matches per second on 1 and 2 workers with the page's frame intervals meanwhile. A benchmark, not
a test: it never fails.`,
  flags: [
    { name: 'game', value: 'GAME', help: `the game the host section plays: ${CATALOG.games.map((g) => g.id).join(', ')} (default: the first)` },
    { name: 'only', value: 'SECTION', help: `run one section: ${SECTIONS.map((s) => s.name).join(', ')} (default: all)` },
    {
      name: 'seconds',
      value: 'N',
      help: 'measuring time per figure, 1 to 600 (default 3; bots take half, the host 2 to 5, frames twice, at least 4; the lab at least 2 per job)',
    },
    { name: 'json', help: 'print the figures as one JSON object instead of tables' },
  ],
};

async function main(flags: ParsedFlags): Promise<number> {
  const seconds = intFlag(flags, 'seconds', 3, 1, 600);
  const game = flags.values.has('game') ? gameFlag(flags) : CATALOG.games[0];
  if (!game) throw new UsageError('the catalog lists no game');
  const only = flags.values.get('only')?.[0];
  if (only && !SECTIONS.some((s) => s.name === only)) throw new UsageError(`--only takes one of ${SECTIONS.map((s) => s.name).join(', ')}`);
  const out: Record<string, Json> = {};
  for (const section of SECTIONS) {
    if (only && section.name !== only) continue;
    const { table, json } = await section.run(seconds, game);
    out[section.name] = json;
    if (!flags.switches.has('json')) console.log([`== ${section.name}`, ...table, ''].join('\n'));
  }
  if (flags.switches.has('json')) console.log(JSON.stringify(out, null, 2));
  return 0;
}

runCommand(BENCH, main);
