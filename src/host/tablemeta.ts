/**
 * What a save records about the table besides the log: the room code, who sits where and, of the
 * people's reconnect tokens, only their seals (proof.ts: a save may be shared as a bug report and
 * takes nobody's seat), so that after a restart every person gets their seat back with the token on
 * their phone. Saves before protocol 6 recorded the token's SHA-256 instead (64 hex digits).
 */
import * as v from 'valibot';

const SeatRecord = v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{32}|[0-9a-f]{64})$/));
const Name = v.pipe(v.string(), v.minLength(1), v.maxLength(24));

export const TableMetaSchema = v.strictObject({
  room: v.pipe(v.string(), v.regex(/^[A-Z]{4}$/)),
  locked: v.boolean(),
  substitute: v.string(),
  owner: v.nullable(SeatRecord),
  seats: v.array(
    v.variant('kind', [
      v.strictObject({ kind: v.literal('open') }),
      v.strictObject({ kind: v.literal('bot'), level: v.string() }),
      v.strictObject({ kind: v.literal('person'), name: Name, token: SeatRecord }),
    ]),
  ),
  /** People at the table screen (the TV), who hold no seat. */
  screens: v.array(v.strictObject({ name: Name, token: SeatRecord })),
  /** A campaign game's group (saves before groups have none: the default group's). */
  group: v.optional(Name),
});
export type TableMeta = v.InferOutput<typeof TableMetaSchema>;

export function parseTableMeta(raw: unknown): TableMeta {
  const parsed = v.safeParse(TableMetaSchema, raw);
  if (!parsed.success) throw new Error(`the table record does not fit: ${parsed.issues[0]?.message ?? 'invalid'}`);
  return parsed.output;
}
