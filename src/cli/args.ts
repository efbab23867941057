import { OptionsError } from '../shared/engine/errors';
import { parseOptionAssignment, type OptionsShape } from '../shared/engine/options';
import { GAMES, findGame } from '../shared/engine/registry';
import type { AnyGame, Json } from '../shared/engine/types';

/** A small, strict flag parser for the command-line tools: unknown or malformed flags are errors, never ignored. */

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface FlagSpec {
  /** Flags that take a value, with whether they may repeat. */
  values: Record<string, { repeat?: boolean }>;
  /** Flags without a value. */
  switches: readonly string[];
}

export interface ParsedFlags {
  values: Map<string, string[]>;
  switches: Set<string>;
}

export function parseFlags(argv: readonly string[], spec: FlagSpec): ParsedFlags {
  const values = new Map<string, string[]>();
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (spec.switches.includes(name)) {
      if (eq > 0) throw new UsageError(`--${name} takes no value`);
      switches.add(name);
      continue;
    }
    const valueSpec = spec.values[name];
    if (!valueSpec) throw new UsageError(`unknown flag --${name}`);
    let value: string | undefined;
    if (eq > 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i++;
    }
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    const list = values.get(name) ?? [];
    if (list.length > 0 && !valueSpec.repeat) throw new UsageError(`--${name} given twice`);
    list.push(value);
    values.set(name, list);
  }
  return { values, switches };
}

/** The game `--game` names (required). */
export function gameFlag(flags: ParsedFlags): AnyGame {
  const id = flags.values.get('game')?.[0];
  if (!id) throw new UsageError('--game is required');
  const game = findGame(id);
  if (!game) throw new UsageError(`unknown game "${id}" (games: ${GAMES.map((g) => g.id).join(', ')})`);
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

/** A game's raw options from the player count and the repeated `--option key=value` flags. */
export function optionFlags(flags: ParsedFlags, shape: OptionsShape, players: number): Record<string, Json> {
  const raw: Record<string, Json> = { players };
  for (const assignment of flags.values.get('option') ?? []) {
    const [key, value] = parseOptionAssignment(shape, assignment);
    raw[key] = value;
  }
  return raw;
}

/** Runs a command's main: a usage or options mistake prints a clear message and exits with code 2. */
export function runCommand(name: string, usage: string, main: (argv: readonly string[]) => number | Promise<number>): void {
  const refuse = (error: unknown): void => {
    if (error instanceof UsageError || error instanceof OptionsError) {
      console.error(`${name}: ${error.message}\n${usage}`);
      process.exitCode = 2;
    } else {
      throw error;
    }
  };
  try {
    const code = main(process.argv.slice(2));
    if (typeof code === 'number') process.exitCode = code;
    else
      code.then(
        (n) => (process.exitCode = n),
        (error: unknown) => {
          try {
            refuse(error);
          } catch (unexpected) {
            console.error(unexpected);
            process.exitCode = 1;
          }
        },
      );
  } catch (error) {
    refuse(error);
  }
}
