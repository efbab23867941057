/**
 * The wire protocol between a client (the app, a phone's browser, a test) and the match host.
 * Every message is one JSON object in one WebSocket text frame, with a `type`. The schemas below
 * are the single source of truth: the host checks every inbound message against them, the client
 * checks what the host sends, and the TypeScript types are inferred from them.
 *
 * A session: the host first sends `greeting` (its protocol version, its id and a fresh challenge);
 * the client sends `hello` (protocol version, name, maybe the proof of a seat this host issued:
 * proof.ts) and gets `welcome`. It then `create`s a table or `join`s one by room code and gets `joined` (its token),
 * then `lobby` on every change of the table and `view` after every change of the match: only what
 * that viewer may know. A refused message gets `error` and changes nothing.
 */
import * as v from 'valibot';
import type { ChartPhase } from '../engine/chart';

/** Bumped on every incompatible change; the host refuses a `hello` of another version. */
export const PROTOCOL_VERSION = 7;

/** Messages larger than this (UTF-8 bytes) get a `net.tooLarge` error and are not read. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/** The WebSocket payload cap: a frame larger than this closes the connection (code 1009). */
export const MAX_FRAME_BYTES = 64 * 1024;

/** Letters of room codes: no I and O, which read like 1 and 0. */
export const ROOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15));
const Ref = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31));
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(24), v.regex(/^[^\p{Cc}\p{Cf}]+$/u, 'no control characters'));
const Level = v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z0-9-]{0,23}$/, 'a bot level name'));
const GameId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'a game id'));
const Room = v.pipe(v.string(), v.regex(/^[A-Za-z]{4}$/, 'four letters'), v.toUpperCase());
/**
 * A seat's proof (proof.ts): its public id and an HMAC over the connection's challenge and the
 * address the page connected to. The token itself never travels from the page.
 */
const SeatProof = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'a seat id')),
  proof: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'a seat proof')),
});
/** The WebSocket URL the client connected to, as it opened it: what its proofs are bound to. */
const ConnectedUrl = v.pipe(v.string(), v.maxLength(300), v.regex(/^wss?:\/\/[^\s]+$/, 'a WebSocket URL'));
const Options = v.record(v.pipe(v.string(), v.maxLength(40)), v.union([v.boolean(), v.number(), v.string()]));
/** Emotes and quick callouts are keys the client turns into text or pictures (`thumbsUp`, `need.H`), never free text. */
const Emote = v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z0-9.:_-]{0,31}$/, 'an emote key'));

const CampaignLevelIn = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000));

/**
 * A campaign's progress as a browser kept it before the host did (milestone 1's localStorage),
 * sent once to be taken into the host's; the host checks the levels against the campaign's.
 */
export const CampaignImportSchema = v.strictObject({
  level: CampaignLevelIn,
  completed: v.boolean(),
  attempts: v.pipe(
    v.array(
      v.strictObject({
        level: CampaignLevelIn,
        won: v.boolean(),
        cause: v.nullable(v.pipe(v.string(), v.regex(/^[a-zA-Z][a-zA-Z0-9]{0,31}$/, 'a cause code'))),
      }),
    ),
    v.maxLength(500),
  ),
});

/** What one seat is meant to hold when a table is made or changed: a place for a person, or a bot of a level. */
export const SeatSpecSchema = v.variant('kind', [v.strictObject({ kind: v.literal('open') }), v.strictObject({ kind: v.literal('bot'), level: Level })]);

// ---------------------------------------------------------------- client → host

export const ClientMessageSchema = v.variant('type', [
  /**
   * First message of every connection. With the proof of a seat or table place (`seat`, bound to
   * the greeting's challenge and to `url`, the address this client opened) it takes that place back.
   */
  v.strictObject({
    type: v.literal('hello'),
    v: v.number(),
    name: Name,
    lang: v.optional(v.picklist(['de', 'en'])),
    url: v.optional(ConnectedUrl),
    seat: v.optional(SeatProof),
  }),
  /** Asks for the tables of this host (answered with `tables`). */
  v.strictObject({ type: v.literal('list') }),
  /** Makes a table and sits its maker at `seat` (null: the maker is the table screen, e.g. the TV). */
  v.strictObject({
    type: v.literal('create'),
    game: GameId,
    options: Options,
    seats: v.pipe(v.array(SeatSpecSchema), v.minLength(1), v.maxLength(16)),
    seat: v.nullable(Seat),
    /** The bot level that plays for a person who left (default: the best level the game has). */
    substitute: v.optional(Level),
    /** A campaign game: the group whose campaign the table plays (a new name starts one at level 1; default `DEFAULT_GROUP`). */
    group: v.optional(Name),
  }),
  /** Joins by room code: a given open seat, the first open seat, or as a spectator. */
  v.strictObject({ type: v.literal('join'), room: Room, seat: v.optional(Seat), spectator: v.optional(v.boolean()) }),
  /** The table's owner only, before the start. Changing `players` adds open seats or removes empty ones. */
  v.strictObject({ type: v.literal('options'), options: Options }),
  v.strictObject({ type: v.literal('setSeat'), seat: Seat, to: SeatSpecSchema }),
  v.strictObject({ type: v.literal('swap'), a: Seat, b: Seat }),
  v.strictObject({ type: v.literal('lock'), locked: v.boolean() }),
  v.strictObject({ type: v.literal('kick'), seat: Seat }),
  /**
   * Asks for the campaign a table of `game` with these options would play for `group`: its
   * progress and the options of its next level (answered with `campaign`; a game without one gets
   * `net.noCampaign`). With `import`, that progress as this browser kept it is first taken into the
   * host's (where the host has none for that campaign, or has it at a lower level): only from a
   * connection seated at a table that plays that campaign (else `net.campaignNotYours`).
   */
  v.strictObject({ type: v.literal('campaign'), game: GameId, options: Options, group: v.optional(Name), import: v.optional(CampaignImportSchema) }),
  /** Starts the match (again, after one ended): the table screen, its opener or its VIP (the first seated person). */
  v.strictObject({ type: v.literal('start') }),
  /**
   * A seated person has read the scoring of the round the host pauses at (`round`: the count of
   * rounds scored, the view's `rounds`); when every seated person here has, the pause ends. With
   * `all` (the table screen, its opener or its VIP only) it ends for everybody at once; the table
   * screen's always does. A round the table no longer pauses at is refused.
   */
  v.strictObject({ type: v.literal('onward'), round: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), all: v.optional(v.boolean()) }),
  /** Another game for the next match, same people (the table screen, its opener or its VIP; not while a match runs). */
  v.strictObject({ type: v.literal('game'), game: GameId }),
  /** Ends the table for everybody (the table screen, its opener or its VIP). */
  v.strictObject({ type: v.literal('close') }),
  /**
   * A move of the game, as its `legalMoves` lists it (this includes off-turn actions such as
   * Machtkampf's last-card call). `ref` comes back on the `view` that shows the move, or on the `error`.
   * `together`: the proofs (purpose `together`, this connection's challenge and address) of other
   * seats this device holds (people at one screen, hot-seat) that make the same move at the same
   * moment, as Kerkerhatz's team agreeing to give up: every seat's move is checked first, and all
   * are taken, one right after another, or none; a refusal goes to the sender only.
   */
  v.strictObject({
    type: v.literal('move'),
    move: v.unknown(),
    ref: v.optional(Ref),
    together: v.optional(v.pipe(v.array(SeatProof), v.minLength(1), v.maxLength(15))),
  }),
  v.strictObject({ type: v.literal('emote'), emote: Emote }),
  v.strictObject({ type: v.literal('leave') }),
  /** Clock sync: the host answers `clock` with its time. */
  v.strictObject({ type: v.literal('sync'), t: v.number() }),
]);
export type ClientMessage = v.InferInput<typeof ClientMessageSchema>;
export type ParsedClientMessage = v.InferOutput<typeof ClientMessageSchema>;
export type SeatSpec = v.InferOutput<typeof SeatSpecSchema>;
export type CampaignImport = v.InferOutput<typeof CampaignImportSchema>;
export type SeatProofMessage = v.InferOutput<typeof SeatProof>;

// ---------------------------------------------------------------- host → client

const Role = v.picklist(['player', 'spectator', 'table']);
export type Role = v.InferOutput<typeof Role>;

const OptionSpecSchema = v.variant('kind', [
  v.object({ key: v.string(), kind: v.literal('boolean'), default: v.boolean() }),
  v.object({ key: v.string(), kind: v.literal('choice'), choices: v.array(v.string()), default: v.string() }),
  v.object({ key: v.string(), kind: v.literal('integer'), min: v.number(), max: v.number(), default: v.number() }),
]);

export const GameInfoSchema = v.object({
  id: v.string(),
  minPlayers: v.number(),
  maxPlayers: v.number(),
  specs: v.array(OptionSpecSchema),
  /** Bot levels a seat may be given ('random' always). */
  bots: v.array(v.string()),
  realtime: v.boolean(),
});
export type GameInfo = v.InferOutput<typeof GameInfoSchema>;

export const SeatInfoSchema = v.object({
  seat: v.number(),
  kind: v.picklist(['open', 'bot', 'person']),
  name: v.nullable(v.string()),
  /** The bot's level for a bot seat; the substitute's level while a bot plays for a person. */
  level: v.nullable(v.string()),
  /** The person's connection is gone (phone asleep, tab closed). */
  away: v.boolean(),
  /** A bot is playing this seat right now (a bot seat, or one whose person left). */
  botPlaying: v.boolean(),
  owner: v.boolean(),
  /** The VIP: the first person seated here, who drives the table from their phone (starts, moves on, ends). */
  vip: v.boolean(),
});
export type SeatInfo = v.InferOutput<typeof SeatInfoSchema>;

/**
 * The phases a game's chart announces on a step (engine/chart.ts): a round scored, the match over.
 * Nothing else is listed (`satisfies`), and the host's fan-out hands on the chart's own list, which
 * would not compile if the chart had a phase this did not list.
 */
export const PhaseSchema = v.picklist(['roundOver', 'matchOver'] as const satisfies readonly ChartPhase[]);

const ResultSchema = v.object({
  winners: v.array(v.number()),
  scores: v.array(v.number()),
  lowerIsBetter: v.boolean(),
  detail: v.optional(v.record(v.string(), v.unknown())),
});

const CampaignLevel = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The campaign group a table plays when its maker names none (and that older hosts' progress became). */
export const DEFAULT_GROUP = 'Kartenstube';

/** One level's tally in a campaign: every match played at it, and how many were won. */
export const LevelSummarySchema = v.object({
  level: CampaignLevel,
  played: v.pipe(v.number(), v.integer(), v.minValue(0)),
  won: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type LevelSummary = v.InferOutput<typeof LevelSummarySchema>;

/**
 * How far a campaign has come (engine/module.ts `CampaignProgress`), as the host keeps it: bounded,
 * a tally per level (`summary`) and only the newest attempts (host/store/campaigns.ts `RECENT_ATTEMPTS`).
 */
export const CampaignProgressSchema = v.object({
  level: CampaignLevel,
  completed: v.boolean(),
  attempts: v.array(v.object({ level: CampaignLevel, won: v.boolean(), cause: v.nullable(v.string()), match: v.optional(v.string()) })),
  summary: v.array(LevelSummarySchema),
});

/** The campaign the table's options play, as the host keeps it. */
export const CampaignInfoSchema = v.pipe(
  v.object({
    /** Which of the game's campaigns (`normal`, `hard`): each keeps its own progress. */
    name: v.string(),
    /** The group whose campaign it is: every group keeps its own progress of each campaign. */
    group: v.string(),
    levels: CampaignLevel,
    progress: CampaignProgressSchema,
    /** The table's options at the campaign's next level: what the lobby offers to play next. */
    next: v.record(v.string(), v.unknown()),
  }),
  v.check((c) => c.progress.level <= c.levels && c.progress.attempts.every((a) => a.level <= c.levels), 'a campaign level beyond its last'),
);
export type CampaignInfo = v.InferOutput<typeof CampaignInfoSchema>;

export const TableInfoSchema = v.object({
  room: v.string(),
  game: v.string(),
  options: v.record(v.string(), v.unknown()),
  phase: v.picklist(['lobby', 'playing', 'over']),
  locked: v.boolean(),
  seats: v.array(SeatInfoSchema),
  spectators: v.number(),
  substitute: v.string(),
  /** The running or last match: its save's id and how many log entries it has. */
  match: v.nullable(v.object({ id: v.string(), index: v.number() })),
  /** A campaign game's progress (absent for other games). */
  campaign: v.optional(CampaignInfoSchema),
  /**
   * The host holds the match at a round's end while its scoring is shown (nobody moves): `round`
   * is the count of rounds scored, `ready` the seats whose people have read it, `ms` how long the
   * pause lasts at most from when this was sent. Null while nothing is held.
   */
  pause: v.nullable(v.object({ round: v.number(), ready: v.array(v.number()), ms: v.number() })),
});
export type TableInfo = v.InferOutput<typeof TableInfoSchema>;

export const TableSummarySchema = v.object({
  room: v.string(),
  game: v.string(),
  players: v.number(),
  openSeats: v.number(),
  /** The people whose seats a bot holds for them: each takes theirs back by joining with that name. */
  held: v.array(v.string()),
  phase: v.picklist(['lobby', 'playing', 'over']),
  locked: v.boolean(),
});
export type TableSummary = v.InferOutput<typeof TableSummarySchema>;

export const HostMessageSchema = v.variant('type', [
  /**
   * The host's first message: who it is, and this connection's challenge. Reconnect tokens are
   * kept per `host` (client.ts) and never sent: a seat is taken back with a proof (proof.ts).
   */
  v.object({
    type: v.literal('greeting'),
    v: v.number(),
    host: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
    name: v.string(),
    challenge: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/)),
  }),
  v.object({
    type: v.literal('welcome'),
    v: v.number(),
    games: v.array(GameInfoSchema),
    /** The host took this connection back to its seat or table (a `hello` with a known token). */
    resumed: v.boolean(),
    /** Addresses of the host on its networks (`http://192.168.1.20:4817/`): add `?room=ABCD` for the join link and its QR code. */
    urls: v.array(v.string()),
  }),
  /** Keep `token` (e.g. in localStorage): a `hello` with it takes this place back after a reload or sleep. */
  v.object({ type: v.literal('joined'), room: v.string(), token: v.string() }),
  /** The table, and who the receiver is at it. */
  v.object({
    type: v.literal('lobby'),
    table: TableInfoSchema,
    you: v.object({ role: Role, seat: v.nullable(v.number()), owner: v.boolean(), vip: v.boolean() }),
  }),
  v.object({
    type: v.literal('view'),
    room: v.string(),
    /** Log entries so far: the view shows the state after entry `index` (0: the deal). */
    index: v.number(),
    /** The game's `view` for this receiver: never a card hidden from it. */
    view: v.unknown(),
    /** The receiver's legal moves now (empty for the table screen and spectators). */
    legal: v.array(v.unknown()),
    toAct: v.array(v.number()),
    result: v.nullable(ResultSchema),
    /**
     * The phases the chart reached on the step that made this state, in order (none for most
     * steps): the clients open a round's scoring and the match's result from these. A client that
     * connects while the table stands at that step (a reloaded phone or TV) gets them too.
     */
    phases: v.array(PhaseSchema),
    /**
     * How many rounds the chart has scored in this match up to this step (its `roundOver`s so far).
     * A device counts the rounds whose scoring it has shown: one that reloaded or slept after the
     * next round began still sees the round it missed (the boards keep every round's record).
     */
    rounds: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** The match clock (ms since the match began) when this was sent: real-time games only, else null. */
    at: v.nullable(v.number()),
    ref: v.optional(v.number()),
  }),
  v.object({ type: v.literal('tables'), tables: v.array(TableSummarySchema) }),
  /** Answer to `campaign`: the campaign those options play for the group, as the host keeps it now, and the groups that have one. */
  v.object({ type: v.literal('campaign'), game: v.string(), campaign: CampaignInfoSchema, groups: v.array(v.string()) }),
  v.object({ type: v.literal('emote'), seat: v.nullable(v.number()), name: v.string(), emote: v.string() }),
  /** `code` is stable (`net.roomUnknown`, `ueberkochen.wrongPot`, …); `message` is for people, in the hello's language. */
  v.object({
    type: v.literal('error'),
    code: v.string(),
    message: v.string(),
    params: v.optional(v.record(v.string(), v.unknown())),
    ref: v.optional(v.number()),
  }),
  /** Answer to `sync`: `now` is the host's wall clock, `at` the match clock (null without a running match). */
  v.object({ type: v.literal('clock'), t: v.number(), now: v.number(), at: v.nullable(v.number()) }),
  /** The receiver is no longer at its table: it left, was kicked, the same token connected elsewhere, or the table was ended. */
  v.object({ type: v.literal('left'), reason: v.picklist(['left', 'kicked', 'replaced', 'closed']) }),
]);
export type HostMessage = v.InferOutput<typeof HostMessageSchema>;
export type HostMessageOf<T extends HostMessage['type']> = Extract<HostMessage, { type: T }>;

export type Checked<T> = { ok: true; message: T } | { ok: false; summary: string };

function summary(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Checks one parsed JSON value against the client-message schema. */
export function checkClientMessage(value: unknown): Checked<ParsedClientMessage> {
  const parsed = v.safeParse(ClientMessageSchema, value);
  return parsed.success ? { ok: true, message: parsed.output } : { ok: false, summary: summary(parsed.issues) };
}

/** Checks one parsed JSON value against the host-message schema. */
export function checkHostMessage(value: unknown): Checked<HostMessage> {
  const parsed = v.safeParse(HostMessageSchema, value);
  return parsed.success ? { ok: true, message: parsed.output } : { ok: false, summary: summary(parsed.issues) };
}
