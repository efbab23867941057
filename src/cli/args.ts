import { OptionsError, RuleError } from '../shared/engine/errors';
import { parseOptionAssignment, type OptionsShape } from '../shared/engine/options';
import { CATALOG, t, type Catalog } from '../shared/catalog';
import type { AnyGameModule } from '../shared/engine/module';
import type { Json } from '../shared/engine/types';

/**
 * A small, strict flag parser for the command-line tools: unknown or malformed flags are errors,
 * never ignored. Each command lists its flags as data, so the parser and `--help` read the same list.
 */

export class UsageError extends Error {
  override name = 'UsageError';
}

/** One flag: a switch when it has no `value`, else a flag that takes one (shown as `value` in the help). */
export interface FlagDef {
  readonly name: string;
  readonly value?: string;
  readonly repeat?: boolean;
  /** One line for `--help`. */
  readonly help: string;
}

export interface Command {
  /** The npm script: `npm run <name> -- …`. */
  readonly name: string;
  /** What follows `npm run <name> --` in the usage line. */
  readonly synopsis: string;
  /** What the command does, a few lines. */
  readonly about: string;
  readonly flags: readonly FlagDef[];
}

/** Every command takes it; it is answered before anything else is checked. */
const HELP: FlagDef = { name: 'help', help: 'print this help and exit' };

export interface ParsedFlags {
  values: Map<string, string[]>;
  switches: Set<string>;
}

export function helpText(command: Command): string {
  const flags = [...command.flags, HELP];
  const labels = flags.map((f) => `--${f.name}${f.value ? ` ${f.value}` : ''}`);
  const width = Math.max(...labels.map((l) => l.length));
  return [
    `usage: npm run ${command.name} -- ${command.synopsis}`,
    '',
    command.about,
    '',
    ...flags.map((f, i) => `  ${(labels[i] as string).padEnd(width)}  ${f.help}${f.repeat ? ' (repeatable)' : ''}`),
  ].join('\n');
}

export function parseFlags(argv: readonly string[], defs: readonly FlagDef[]): ParsedFlags {
  const values = new Map<string, string[]>();
  const switches = new Set<string>();
  const all = [...defs, HELP];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    const def = all.find((d) => d.name === name);
    if (!def) throw new UsageError(`unknown flag --${name}`);
    if (def.value === undefined) {
      if (eq > 0) throw new UsageError(`--${name} takes no value`);
      switches.add(name);
      continue;
    }
    let value: string | undefined;
    if (eq > 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i++;
    }
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    const list = values.get(name) ?? [];
    if (list.length > 0 && !def.repeat) throw new UsageError(`--${name} given twice`);
    list.push(value);
    values.set(name, list);
  }
  return { values, switches };
}

/** The `--game` flag as the commands describe it. */
export const GAME_FLAG: FlagDef = { name: 'game', value: 'GAME', help: `the game (required): ${CATALOG.games.map((g) => g.id).join(', ')}` };
/** Flags the simulator and the tournament share. */
export const SEED_FLAG: FlagDef = { name: 'seed', value: 'N', help: 'the first match seed (default 1)' };
export const BUDGET_FLAG: FlagDef = { name: 'bot-budget-ms', value: 'N', help: 'thinking time per decision for searching bots, in ms (default: their own)' };
export const OPTION_FLAG: FlagDef = {
  name: 'option',
  value: 'KEY=VALUE',
  repeat: true,
  help: 'a game option, e.g. limit=13 or limit19=true; switches take true/false or on/off',
};

/** The game `--game` names (required), from the catalog. */
export function gameFlag(flags: ParsedFlags, catalog: Catalog = CATALOG): AnyGameModule {
  const id = flags.values.get('game')?.[0];
  if (!id) throw new UsageError('--game is required');
  const game = catalog.find(id);
  if (!game) throw new UsageError(`unknown game "${id}" (games: ${catalog.games.map((g) => g.id).join(', ')})`);
  return game;
}

export function intFlag(flags: ParsedFlags, name: string, fallback: number, min: number, max: number): number {
  const raw = flags.values.get(name)?.[0];
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number, not "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new UsageError(`--${name} must be from ${min} to ${max}`);
  return n;
}

export function numberFlag(flags: ParsedFlags, name: string, fallback: number, min: number, max: number): number {
  const raw = flags.values.get(name)?.[0];
  if (raw === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw)) throw new UsageError(`--${name} must be a number such as 0.5, not "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new UsageError(`--${name} must be from ${min} to ${max}`);
  return n;
}

/** A game's raw options from the player count and the repeated `--option key=value` flags. */
export function optionFlags(flags: ParsedFlags, shape: OptionsShape, players: number): Record<string, Json> {
  const raw: Record<string, Json> = { players };
  for (const assignment of flags.values.get('option') ?? []) {
    const [key, value] = parseOptionAssignment(shape, assignment);
    raw[key] = value;
  }
  return raw;
}

/**
 * When the reader of our output goes away (`npm run sim | head -3`), writing fails with EPIPE.
 * That is the reader's choice, not our error: `action` ends the command quietly.
 */
export function onBrokenPipe(action: () => void): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      action();
    });
  }
}

/**
 * Runs a command: `--help` prints the help and exits 0; a usage or options mistake prints a clear
 * message and exits with code 2; a move the rules refused (a bot's or a saved log's) is told in
 * words, as the tools speak English, and exits with code 1; `main` returns the exit code.
 * `brokenPipe` is what to do when the reader of the output goes away (by default, stop with code 0).
 */
export function runCommand(command: Command, main: (flags: ParsedFlags) => number | Promise<number>, brokenPipe: () => void = () => process.exit(0)): void {
  onBrokenPipe(brokenPipe);
  const explain = (error: unknown): void => {
    if (error instanceof RuleError) {
      console.error(`${command.name}: the rules refused a move: ${t('en', error.code, error.params)} (${error.code})`);
      process.exitCode = 1;
      return;
    }
    if (!(error instanceof UsageError || error instanceof OptionsError)) throw error;
    console.error(`${command.name}: ${error.message}\nusage: npm run ${command.name} -- ${command.synopsis}   (--help lists every flag)`);
    process.exitCode = 2;
  };
  try {
    const flags = parseFlags(process.argv.slice(2), command.flags);
    if (flags.switches.has(HELP.name)) {
      console.log(helpText(command));
      process.exitCode = 0;
      return;
    }
    const code = main(flags);
    if (typeof code === 'number') process.exitCode = code;
    else code.then((c) => (process.exitCode = c), explain);
  } catch (error) {
    explain(error);
  }
}
