import { OptionsError } from './errors';

/** Base of every game's options: the player count is always part of them. */
export interface BaseOptions {
  players: number;
}

/**
 * One option of a game, described as data: the lobby draws it, the simulator parses it, the
 * conformance suite enumerates it. An integer marked `tuning` is one of the numbers the rules text
 * names (a limit, a clock, a hand size): the lab offers it with its range, the table screen only
 * through the presets that name the texts' variants. Numbers of one `row` (a level of a level
 * table) are laid out as one row of a table in the lab.
 */
export type OptionSpec =
  | { key: string; kind: 'boolean'; default: boolean }
  | { key: string; kind: 'choice'; choices: readonly string[]; default: string }
  | { key: string; kind: 'integer'; min: number; max: number; default: number; tuning?: boolean; row?: string };

export type OptionValue = boolean | string | number;

/**
 * A variant the rules text names, as the numbers it stands for ("Engere Töpfe" is limit 19). It is
 * a switch on the table screen and on the command line (`--option limit19=true`), and what older
 * saves wrote: parsing turns it into its numbers, so the parsed options never hold it.
 */
export interface OptionPreset {
  key: string;
  sets: Readonly<Record<string, OptionValue>>;
}

export interface OptionsShape {
  minPlayers: number;
  maxPlayers: number;
  specs: readonly OptionSpec[];
  presets?: readonly OptionPreset[];
}

/** The options the table screen offers: every spec but the lab's numbers. */
export function tableSpecs(shape: OptionsShape): OptionSpec[] {
  return shape.specs.filter((spec) => !(spec.kind === 'integer' && spec.tuning === true));
}

/** Whether parsed options are exactly what a preset stands for. */
export function presetHolds(preset: OptionPreset, options: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(preset.sets).every(([key, value]) => options[key] === value);
}

function keyList(shape: OptionsShape): string {
  return [...shape.specs.map((s) => s.key), ...(shape.presets ?? []).map((p) => p.key)].join(', ') || 'none';
}

/** Turns the presets switched on in raw options into their numbers, refusing one that contradicts a number given beside it. */
function applyPresets(shape: OptionsShape, raw: Record<string, unknown>, out: Record<string, OptionValue>): void {
  const setBy = new Map<string, string>();
  for (const preset of shape.presets ?? []) {
    const on = raw[preset.key];
    if (on === undefined) continue;
    if (typeof on !== 'boolean') throw new OptionsError(preset.key, 'must be true or false');
    if (!on) continue;
    for (const [key, value] of Object.entries(preset.sets)) {
      const given = raw[key];
      if (given !== undefined && given !== value)
        throw new OptionsError(preset.key, `means ${key} ${String(value)}, but ${key} is given as ${JSON.stringify(given)}`);
      const other = setBy.get(key);
      if (other !== undefined && out[key] !== value)
        throw new OptionsError(preset.key, `means ${key} ${String(value)}, but ${other} means ${key} ${String(out[key])}`);
      setBy.set(key, preset.key);
      out[key] = value;
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Defaults for every option of a shape, plus the player count. */
export function defaultOptionsOf(shape: OptionsShape, players: number): BaseOptions & Record<string, OptionValue> {
  const out: BaseOptions & Record<string, OptionValue> = { players };
  for (const spec of shape.specs) out[spec.key] = spec.default;
  return out;
}

/**
 * Validates raw options against a shape: unknown fields, wrong types and out-of-range values are
 * refused with an OptionsError naming the field. Missing fields take their defaults; `players` is required.
 */
export function parseOptionsWith(shape: OptionsShape, raw: unknown): BaseOptions & Record<string, OptionValue> {
  if (!isRecord(raw)) throw new OptionsError('options', 'must be an object');
  const players = raw.players;
  if (typeof players !== 'number' || !Number.isInteger(players)) {
    throw new OptionsError('players', `must be a whole number from ${shape.minPlayers} to ${shape.maxPlayers}`);
  }
  if (players < shape.minPlayers || players > shape.maxPlayers) {
    throw new OptionsError('players', `${players} is outside ${shape.minPlayers}–${shape.maxPlayers}`);
  }
  const known = new Set(['players', ...shape.specs.map((s) => s.key), ...(shape.presets ?? []).map((p) => p.key)]);
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) throw new OptionsError(key, `unknown option (this game has: players, ${keyList(shape)})`);
  }
  const out = defaultOptionsOf(shape, players);
  applyPresets(shape, raw, out);
  for (const spec of shape.specs) {
    const value = raw[spec.key];
    if (value === undefined) continue;
    switch (spec.kind) {
      case 'boolean':
        if (typeof value !== 'boolean') throw new OptionsError(spec.key, 'must be true or false');
        out[spec.key] = value;
        break;
      case 'choice':
        if (typeof value !== 'string' || !spec.choices.includes(value)) {
          throw new OptionsError(spec.key, `must be one of ${spec.choices.join(', ')}`);
        }
        out[spec.key] = value;
        break;
      case 'integer':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max) {
          throw new OptionsError(spec.key, `must be a whole number from ${spec.min} to ${spec.max}`);
        }
        out[spec.key] = value;
        break;
      default: {
        const never: never = spec;
        throw new Error(`unknown option kind ${JSON.stringify(never)}`);
      }
    }
  }
  return out;
}

/** Reads `key=value` text (a CLI flag) into a typed option value using the shape. */
export function parseOptionAssignment(shape: OptionsShape, text: string): [string, OptionValue] {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new OptionsError(text, 'write options as key=value, e.g. limit19=true');
  const key = text.slice(0, eq);
  const value = text.slice(eq + 1);
  const spec = shape.specs.find((s) => s.key === key);
  // People write switches either way: clock=off, fourRounds=true.
  const truth: Record<string, boolean> = { true: true, on: true, yes: true, false: false, off: false, no: false };
  const readSwitch = (): boolean => {
    const parsed = truth[value.toLowerCase()];
    if (parsed === undefined) throw new OptionsError(key, 'must be true or false (on/off)');
    return parsed;
  };
  if (!spec) {
    if ((shape.presets ?? []).some((p) => p.key === key)) return [key, readSwitch()];
    throw new OptionsError(key, `unknown option (this game has: ${keyList(shape)})`);
  }
  switch (spec.kind) {
    case 'boolean':
      return [key, readSwitch()];
    case 'choice':
      return [key, value];
    case 'integer': {
      const n = Number(value);
      if (!/^-?\d+$/.test(value)) throw new OptionsError(key, 'must be a whole number');
      return [key, n];
    }
    default: {
      const never: never = spec;
      throw new Error(`unknown option kind ${JSON.stringify(never)}`);
    }
  }
}

/**
 * Every combination of the boolean and choice options and the presets (the texts' variants, off and
 * on); numbers are left out, so they take their default (or the preset's): for exhaustive tests.
 */
export function optionVariants(shape: OptionsShape): Record<string, OptionValue>[] {
  let variants: Record<string, OptionValue>[] = [{}];
  const choices: [string, readonly OptionValue[]][] = [
    ...shape.specs.flatMap((spec): [string, readonly OptionValue[]][] =>
      spec.kind === 'boolean' ? [[spec.key, [false, true]]] : spec.kind === 'choice' ? [[spec.key, spec.choices]] : [],
    ),
    ...(shape.presets ?? []).map((preset): [string, readonly OptionValue[]] => [preset.key, [false, true]]),
  ];
  for (const [key, values] of choices) variants = variants.flatMap((v) => values.map((value) => ({ ...v, [key]: value })));
  return variants;
}

/** The options half of a Game value, all from its shape: player range, defaults and validation. */
export function optionsOf<O extends BaseOptions>(
  shape: OptionsShape,
): {
  minPlayers: number;
  maxPlayers: number;
  optionsShape: OptionsShape;
  defaultOptions: (players: number) => O;
  parseOptions: (raw: unknown) => O;
} {
  return {
    minPlayers: shape.minPlayers,
    maxPlayers: shape.maxPlayers,
    optionsShape: shape,
    defaultOptions: (players) => defaultOptionsOf(shape, players) as unknown as O,
    parseOptions: (raw) => parseOptionsWith(shape, raw) as unknown as O,
  };
}
