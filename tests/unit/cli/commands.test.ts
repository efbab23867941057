import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** Runs a command-line tool under tsx; `closeStdout` closes our end of its output before it writes anything. */
function run(tool: string, args: string[], closeStdout = false): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${tool}.ts`, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  if (closeStdout) child.stdout.destroy();
  else child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}

/** Every flag each tool takes: its help must name and explain each one. */
const FLAGS: Record<string, string[]> = {
  sim: [
    'game',
    'players',
    'games',
    'seed',
    'bots',
    'bot-budget-ms',
    'option',
    'reaction-ms',
    'compare',
    'compare-bots',
    'grid',
    'report',
    'csv',
    'lang',
    'json',
    'help',
  ],
  tournament: ['game', 'levels', 'players', 'games', 'seed', 'bot-budget-ms', 'option', 'json', 'help'],
  bench: ['game', 'only', 'seconds', 'json', 'help'],
};

describe.each(Object.keys(FLAGS))('npm run %s', (tool) => {
  it('--help lists every flag with a description and exits 0', async () => {
    const help = await run(tool, ['--help']);
    expect(help.code).toBe(0);
    expect(help.err).toBe('');
    expect(help.out).toMatch(new RegExp(`^usage: npm run ${tool} -- `));
    const listed = [...help.out.matchAll(/^ {2}--([a-z-]+)\b.*\s{2}\S/gm)].map((m) => m[1]);
    expect(listed).toEqual(FLAGS[tool]);
  });

  it('an unknown flag gets a message and exit code 2', async () => {
    const bad = await run(tool, ['--frobnicate']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(`${tool}: unknown flag --frobnicate`);
    expect(bad.err).toContain('--help lists every flag');
  });

  it('a reader that goes away ends it quietly with code 0', async () => {
    const gone = await run(tool, ['--help'], true);
    expect(gone.err).toBe('');
    expect(gone.code).toBe(0);
  });
});

describe('npm run sim | head', () => {
  it('a match report written to a closed pipe ends quietly with code 0', async () => {
    const gone = await run('sim', ['--game', 'ueberkochen', '--players', '4', '--games', '20'], true);
    expect(gone.err).toBe('');
    expect(gone.code).toBe(0);
  });
});

describe('npm run sim -- --grid', () => {
  it('a game without cooperative campaign levels is refused with exit code 2, naming the games that have them', async () => {
    const refused = await run('sim', ['--game', 'ueberkochen', '--grid', '--games', '1']);
    expect(refused.code).toBe(2);
    expect(refused.out).toBe('');
    expect(refused.err).toContain('--grid is for a cooperative game played in levels (kerkerhatz); ueberkochen is not one');
  });

  it("a cooperative campaign gets one cell per teammates' level, player count and level", async () => {
    const ran = await run('sim', ['--game', 'kerkerhatz', '--grid', '--games', '1', '--json']);
    expect(ran.code).toBe(0);
    const cells = JSON.parse(ran.out) as { bots: string; players: number; level: number; games: number }[];
    const levels = Math.max(...cells.map((c) => c.level));
    expect(levels).toBeGreaterThan(1);
    expect(cells).toHaveLength(3 * 3 * levels);
    expect(new Set(cells.map((c) => `${c.bots} ${c.players} ${c.level}`)).size).toBe(cells.length);
    expect(cells.every((c) => c.games === 1)).toBe(true);
  });
});
