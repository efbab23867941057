/**
 * The save file of one match: an append-only journal, one record per line, each line
 * `<checksum> <json>\n` where the checksum is the first 16 hex digits of the SHA-256 of the JSON.
 *
 * Why a journal and not a whole file rewritten per move: one accepted move costs one append and one
 * fdatasync, not a rewrite of the whole log plus a rename and a directory sync, and a crash can only
 * ever damage the last line, whose move was never acknowledged (we sync before we broadcast). Such a
 * torn line has no newline yet: only a final line without its newline is taken for a torn write.
 * A complete line (newline included) whose checksum or JSON is wrong is damage wherever it is, the
 * last line too: its move was acknowledged, so the file is set aside rather than cut short.
 *
 * Records: `header` (first line: format, version, the match's game, options and seed, the table),
 * `entry` (one log entry with its index), `table` (the table's seats changed: the last one counts),
 * `end` (the result; the file then moves to the replays).
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { isSeed, type Seed } from '../../shared/cards/rng';
import type { LogEntry } from '../../shared/engine/log';
import type { Json, MatchResult } from '../../shared/engine/types';

export const SAVE_FORMAT = 'kartenstube.match';
/**
 * The version this code writes. Older versions are migrated on load; newer ones are set aside.
 * 1: the first. 2: the header's seed may be a wide seed (32 hex digits, src/shared/cards/rng.ts);
 * version 1 seeds are 32-bit numbers, which version 2 still reads and replays the same.
 */
export const SAVE_VERSION = 2;

export interface HeaderRecord {
  kind: 'header';
  format: typeof SAVE_FORMAT;
  version: number;
  id: string;
  game: string;
  options: Json;
  seed: Seed;
  created: string;
  /** The table the host runs the match at (room, seats, people): the host's business, opaque here. */
  table: Json;
}
export type SaveRecord =
  HeaderRecord | { kind: 'entry'; i: number; entry: LogEntry } | { kind: 'table'; table: Json } | { kind: 'end'; result: MatchResult; ended: string };

/** A migration turns the records of version n into those of version n + 1. */
export type Migration = (records: unknown[]) => unknown[];

/** Our own migrations, by the version they migrate from. Version 1 is the first. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  // A version 1 seed is a 32-bit number, which version 2 reads as it is: the records stay, only the header's version changes.
  1: (records) => records.map((record, i) => (i === 0 && record !== null && typeof record === 'object' ? { ...record, version: 2 } : record)),
};

export class SaveError extends Error {
  override name = 'SaveError';
}

const JsonValue: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.null(), v.boolean(), v.pipe(v.number(), v.finite()), v.string(), v.array(JsonValue), v.record(v.string(), JsonValue)]),
);
const Seat = v.pipe(v.number(), v.integer(), v.minValue(0));
const Entry = v.union([
  v.strictObject({ tick: v.pipe(v.number(), v.finite()) }),
  v.strictObject({ seat: Seat, move: JsonValue, at: v.optional(v.pipe(v.number(), v.finite())) }),
]);
const Result = v.object({
  winners: v.array(Seat),
  scores: v.array(v.number()),
  lowerIsBetter: v.boolean(),
  detail: v.optional(v.record(v.string(), JsonValue)),
});
const Header = v.strictObject({
  kind: v.literal('header'),
  format: v.literal(SAVE_FORMAT),
  version: v.number(),
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,80}$/)),
  game: v.string(),
  options: JsonValue,
  seed: v.custom<Seed>(isSeed, 'a seed: a 32-bit number or 32 hex digits'),
  created: v.string(),
  table: JsonValue,
});
const Record_ = v.variant('kind', [
  Header,
  v.strictObject({ kind: v.literal('entry'), i: v.pipe(v.number(), v.integer(), v.minValue(0)), entry: Entry }),
  v.strictObject({ kind: v.literal('table'), table: JsonValue }),
  v.strictObject({ kind: v.literal('end'), result: Result, ended: v.string() }),
]);

export function checksum(json: string): string {
  return createHash('sha256').update(json).digest('hex').slice(0, 16);
}

export function encodeRecord(record: SaveRecord): string {
  const json = JSON.stringify(record);
  return `${checksum(json)} ${json}\n`;
}

/** The parsed content of a save file, and how many of its bytes are good. */
export interface ParsedSave {
  header: HeaderRecord;
  entries: LogEntry[];
  /** The last table record, or the header's table. */
  table: Json;
  end: { result: MatchResult; ended: string } | null;
  /** Bytes of whole, checked lines; anything after them is a torn last line (one without its newline). */
  goodBytes: number;
  /** The last line was cut short by a crash (its move was never acknowledged). */
  tornTail: boolean;
  /** The file was written by an older version and migrated in memory. */
  migratedFrom: number | null;
}

function splitLine(line: string): unknown {
  const space = line.indexOf(' ');
  if (space !== 16) return undefined;
  const json = line.slice(17);
  if (checksum(json) !== line.slice(0, 16)) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads a save file's text. A torn last line is dropped (and reported in `tornTail`); anything else
 * that is wrong throws a SaveError whose message says what, for the person who reads the report.
 */
export function parseSave(text: string, migrations: Readonly<Record<number, Migration>> = MIGRATIONS, current = SAVE_VERSION): ParsedSave {
  const lines = text.split('\n');
  const last = lines.pop() as string;
  const tornTail = last !== '';
  let goodBytes = 0;
  const raw: unknown[] = [];
  for (const [n, line] of lines.entries()) {
    const value = splitLine(line);
    if (value === undefined) throw new SaveError(`line ${n + 1} is damaged (checksum or JSON wrong)`);
    raw.push(value);
    goodBytes += Buffer.byteLength(line, 'utf8') + 1;
  }
  if (raw.length === 0) throw new SaveError('the file has no complete first line (the host stopped while creating it)');

  const first = raw[0] as { kind?: unknown; format?: unknown; version?: unknown } | null;
  if (!first || typeof first !== 'object' || first.kind !== 'header' || first.format !== SAVE_FORMAT) {
    throw new SaveError('this is not a Kartenstube match save');
  }
  const version = first.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw new SaveError(`unknown save format version ${String(version)}`);
  if (version > current) throw new SaveError(`written by a newer Kartenstube (save format ${version}, this one reads up to ${current})`);
  let records = raw;
  for (let from = version; from < current; from++) {
    const migration = migrations[from];
    if (!migration) throw new SaveError(`no migration from save format ${from} to ${from + 1}`);
    records = migration(records);
  }

  const parsed: SaveRecord[] = [];
  for (const [n, record] of records.entries()) {
    const checked = v.safeParse(Record_, record);
    if (!checked.success) throw new SaveError(`record ${n + 1} does not fit the save format: ${checked.issues[0]?.message ?? 'invalid'}`);
    parsed.push(checked.output as SaveRecord);
  }
  const header = parsed[0] as HeaderRecord;
  if (header.kind !== 'header') throw new SaveError('the first record is not a header');
  const entries: LogEntry[] = [];
  let table = header.table;
  let end: ParsedSave['end'] = null;
  for (const record of parsed.slice(1)) {
    if (end) throw new SaveError('records follow the end of the match');
    switch (record.kind) {
      case 'header':
        throw new SaveError('a second header');
      case 'entry':
        if (record.i !== entries.length) throw new SaveError(`entry ${record.i} where entry ${entries.length} was expected`);
        entries.push(record.entry);
        break;
      case 'table':
        table = record.table;
        break;
      case 'end':
        end = { result: record.result, ended: record.ended };
        break;
      default: {
        const never: never = record;
        throw new SaveError(`unknown record ${JSON.stringify(never)}`);
      }
    }
  }
  return { header: { ...header, version: current }, entries, table, end, goodBytes, tornTail, migratedFrom: version < current ? version : null };
}
