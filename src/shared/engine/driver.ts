/**
 * The one driver of every match: who acts when. It is a pure function from (driver state, event)
 * to (driver state, effects), with no clock and no timers of its own, so the same code decides the
 * pace of a match on the host's real clock and on the virtual clock of the simulator, the bench,
 * the tournament and the tests. The match itself (the rules, the log, the save) is not in here:
 * the driver asks for moves and ticks to be applied and hears back what was committed.
 *
 *   events:  committed (a log entry was saved)  tick (the clock reached a time)
 *            decided (a bot chose, or let the moment pass)  refused (a bot's move was refused)
 *            presence (who plays which seat, and whether anybody is at the table)
 *            advanceFailed (the rules crashed advancing the game's clock)
 *   effects: ask (a bot should decide now)  move (apply a bot's move)  advance (a deadline is due)
 *            timer (wake the driver at this match time)  stalled (nobody will ever act)
 *
 * A bot's pace belongs to its level: a turn-based bot waits `turnMs` once it is its turn; a
 * real-time bot reacts after a time drawn from `reactionMs`. The draws come from random streams
 * derived from the match seed, the seat and the log index, so they do not depend on which path
 * drives the match, nor on how long a bot thinks.
 *
 * One bot is asked at a time, the earliest due first (the lower seat on a tie). Its answer is
 * dropped if the table moved on while it thought: it is asked again.
 *
 * Every match of the simulator runs through here, several events per move, so each event builds
 * its next state once (one object literal, arrays copied only where they change), what only
 * changes with the seats' controllers (who is a bot, its level and pace) is worked out once then,
 * and what carries no number of its own (a busy seat moving, advancing, no timer, stalled, nobody
 * waiting) is one shared frozen value. An event is only read, never kept: a runner may send the
 * same object again with new values.
 */
import { deriveSeedAfter, firstDraw, seedPrefix, type Seed, type SeedPrefix } from '../cards/rng';
import type { Pace, Seat } from './types';

/** Who plays a seat now. `nobody`: a person who is away, before a bot stands in. */
export type Controller = { kind: 'person' } | { kind: 'bot'; level: string; pace: Pace } | { kind: 'nobody' };

/** What the driver needs to know of the match after each log entry. */
export interface MatchFacts {
  /** Log entries so far: the version of the state. */
  index: number;
  /** Seats that may act now (Game.toAct). */
  toAct: readonly Seat[];
  /** Real-time games: when the game's next timer fires by itself (RealtimeRules.nextDeadline). */
  deadline: number | null;
  over: boolean;
  /** Until when the bots let the people to act go first (RealtimeRules.peopleFirst); absent or null: no such wait. */
  peopleFirst?: number | null;
}

export type DriverEvent =
  /** A log entry was made durable (a move by anybody, or a tick); `actor` made it, null for a tick. */
  | { type: 'committed'; facts: MatchFacts; now: number; actor: Seat | null }
  /** The clock reached `now` (the timer the driver asked for, or any later look). */
  | { type: 'tick'; now: number }
  /** The bot at `seat`, asked at log index `index`, chose `move`, or let the moment pass (null). */
  | { type: 'decided'; seat: Seat; index: number; move: unknown }
  /** The bot's move was refused by the rules (the table moved on while it travelled, or a bot bug). */
  | { type: 'refused'; seat: Seat }
  | { type: 'presence'; present: boolean; controllers: readonly Controller[]; now: number }
  /**
   * Advancing the game's clock to `now` crashed (a bug in the rules; the host logged it): the
   * deadline stays due and is tried again `RETRY_MS` later, or after the next entry, while the
   * bots play on.
   */
  | { type: 'advanceFailed'; now: number };

export type DriverEffect =
  /** Ask the bot of `seat` to decide on its view now; answer with `decided`. `random`: play a random legal move instead (after refusals). */
  | { type: 'ask'; seat: Seat; level: string; index: number; quiet: number; random: boolean }
  /** Apply the bot's move, stamped `at` in real-time games; answer with `committed` or `refused`. */
  | { type: 'move'; seat: Seat; move: unknown; at: number }
  /** The game's deadline is due: advance its clock to `now`; answer with `committed`. */
  | { type: 'advance'; now: number }
  /** Send `tick` when the match clock reaches `at`; null: no wake-up is needed. Replaces any earlier timer. */
  | { type: 'timer'; at: number | null }
  /** Every bot waits, nobody else is to act and no timer runs: nothing will happen by itself. */
  | { type: 'stalled' };

export interface DriverSettings {
  seed: Seed;
  players: number;
  realtime: boolean;
  /** Multiplies every bot's pace: 1 plays at the levels' own pace, 0 at once (tests). */
  paceScale?: number;
  /** Rounds of every bot waiting after which the bots sleep until the table changes (stalled if no deadline is ahead). */
  maxQuiet?: number;
  /** Refusals in a row after which a bot plays one random legal move (a wrong bot must not stall the table). */
  maxRefusals?: number;
}

export interface DriverState {
  readonly settings: Required<DriverSettings>;
  readonly facts: MatchFacts;
  readonly now: number;
  readonly present: boolean;
  readonly controllers: readonly Controller[];
  /** Per seat, its bot as the driver schedules it, or null: worked out from `controllers` when they change. */
  readonly bots: readonly (BotSeat | null)[];
  /** The reaction times' random streams by why a bot looks again, hashed once per match (see `delay`). */
  readonly streams: PaceStreams;
  /** Per seat: the match time its bot acts next; Infinity while it has nothing to do or waits. */
  readonly wake: readonly number[];
  /** What the driver waits for: a bot deciding (asked at log index `index`), a bot's move or a deadline being applied. */
  readonly busy: Busy | null;
  /** Real time: bots that let the moment pass since the table last changed. */
  readonly waiting: readonly boolean[];
  /** How many times in a row every bot waited since the table last changed. */
  readonly quiet: number;
  readonly refusals: readonly number[];
  /** Seats whose next move is a random legal one. */
  readonly random: readonly boolean[];
  /** The timer last asked for, so that an unchanged one is not asked for again. */
  readonly timer: number | null;
  /** A due deadline whose advance crashed waits until then (cleared by the next entry). */
  readonly retryAt: number | null;
  readonly stalled: boolean;
}

/** A bot's seat with its pace scaled: the driver's facts of a seat, worked out when its controller changes. */
export interface BotSeat {
  readonly level: string;
  /** Turn-based: the milliseconds from its turn coming to its move. */
  readonly turnMs: number;
  /** Real time: its reaction time is `(reactionMin + draw × reactionSpan) × paceScale`. */
  readonly reactionMin: number;
  readonly reactionSpan: number;
}

export interface PaceStreams {
  readonly changed: SeedPrefix;
  readonly quiet: SeedPrefix;
  readonly presence: SeedPrefix;
}

export type Busy = { kind: 'deciding'; seat: Seat; index: number } | { kind: 'moving'; seat: Seat } | { kind: 'advancing' };

export type Step = [DriverState, readonly DriverEffect[]];

const NEVER = Number.POSITIVE_INFINITY;
/** The effects of an event that asks for nothing: one shared empty list, not a new one each time. */
const NOTHING: readonly DriverEffect[] = Object.freeze([]);
const NO_TIMER: DriverEffect = Object.freeze({ type: 'timer', at: null });
const ONLY_NO_TIMER: readonly DriverEffect[] = Object.freeze([NO_TIMER]);
const STALLED: DriverEffect = Object.freeze({ type: 'stalled' });
const ADVANCING: Busy = Object.freeze({ kind: 'advancing' });
/** Per seat, the driver waiting for that seat's move to be applied. */
const MOVING: Busy[] = [];
/** Per number of seats, nobody waiting. */
const NOBODY_WAITS: (readonly boolean[])[] = [];

function moving(seat: Seat): Busy {
  return (MOVING[seat] ??= Object.freeze({ kind: 'moving', seat }));
}

function nobodyWaits(players: number): readonly boolean[] {
  return (NOBODY_WAITS[players] ??= Object.freeze(new Array<boolean>(players).fill(false)));
}

/** The next state while an event is being handled: a fresh copy of the last one, so changing it changes nothing anybody holds. */
type Draft = { -readonly [K in keyof DriverState]: DriverState[K] };

function draft(state: DriverState): Draft {
  return {
    settings: state.settings,
    facts: state.facts,
    now: state.now,
    present: state.present,
    controllers: state.controllers,
    bots: state.bots,
    streams: state.streams,
    wake: state.wake,
    busy: state.busy,
    waiting: state.waiting,
    quiet: state.quiet,
    refusals: state.refusals,
    random: state.random,
    timer: state.timer,
    retryAt: state.retryAt,
    stalled: state.stalled,
  };
}

function botsOf(controllers: readonly Controller[], paceScale: number): (BotSeat | null)[] {
  return controllers.map((controller) => {
    if (controller.kind !== 'bot') return null;
    const [min, max] = controller.pace.reactionMs;
    return { level: controller.level, turnMs: controller.pace.turnMs * paceScale, reactionMin: min, reactionSpan: max - min };
  });
}

/** How long a deadline whose advance crashed waits before it is tried again. */
export const RETRY_MS = 1000;

/** The driver of a match that has just been set up or restored. Nobody is at the table until a `presence` event says so. */
export function startDriver(settings: DriverSettings, facts: MatchFacts, controllers: readonly Controller[], now = 0): DriverState {
  const players = settings.players;
  const full: Required<DriverSettings> = { paceScale: 1, maxQuiet: 50, maxRefusals: 3, ...settings };
  return {
    settings: full,
    facts,
    now,
    present: false,
    controllers,
    bots: botsOf(controllers, full.paceScale),
    streams: { changed: paceStream(settings.seed, 'changed'), quiet: paceStream(settings.seed, 'quiet'), presence: paceStream(settings.seed, 'presence') },
    wake: new Array<number>(players).fill(NEVER),
    busy: null,
    waiting: nobodyWaits(players),
    quiet: 0,
    refusals: new Array<number>(players).fill(0),
    random: new Array<boolean>(players).fill(false),
    timer: null,
    retryAt: null,
    stalled: false,
  };
}

export function step(state: DriverState, event: DriverEvent): Step {
  switch (event.type) {
    case 'committed':
      return plan(committed(state, event.facts, event.now, event.actor));
    case 'tick': {
      const next = draft(state);
      next.now = Math.max(state.now, event.now);
      return plan(next);
    }
    case 'decided':
      return decided(state, event.seat, event.index, event.move);
    case 'refused':
      return plan(refused(state, event.seat));
    case 'presence':
      return plan(presence(state, event.present, event.controllers, event.now));
    case 'advanceFailed': {
      const next = draft(state);
      next.now = Math.max(state.now, event.now);
      if (state.busy?.kind === 'advancing') next.busy = null;
      next.retryAt = next.now + RETRY_MS;
      return plan(next);
    }
    default:
      return unreachable(event);
  }
}

function unreachable(event: never): never {
  throw new Error(`unknown driver event ${JSON.stringify(event)}`);
}

/** Whether the seat is to act now and played by a bot. */
function acting(state: DriverState, seat: Seat): boolean {
  return (state.bots[seat] ?? null) !== null && state.facts.toAct.includes(seat);
}

/** The random stream of a bot's reaction times when it looks again for this reason (`why`), at any seat and moment. */
function paceStream(seed: Seed, why: string): SeedPrefix {
  return seedPrefix(seed, 'pace', why);
}

/**
 * The milliseconds a bot takes from now, drawn from a stream of its own (`stream` tells draws at
 * the same moment apart), so that no other draw and no other path shifts it.
 */
function delay(state: DriverState, seat: Seat, stream: SeedPrefix): number {
  const bot = state.bots[seat];
  if (!bot) return NEVER;
  if (!state.settings.realtime) return bot.turnMs;
  const draw = firstDraw(deriveSeedAfter(stream, seat, state.facts.index, state.quiet));
  return (bot.reactionMin + draw * bot.reactionSpan) * state.settings.paceScale;
}

/**
 * A log entry was saved: the table changed, so nobody waits any more. A bot that had nothing to
 * do (its turn just came, or it waited) and the one that just acted look again after their own
 * time; the others keep counting down.
 */
function committed(state: DriverState, facts: MatchFacts, now: number, actor: Seat | null): Draft {
  const next = draft(state);
  next.facts = facts;
  next.now = Math.max(state.now, now);
  next.quiet = 0;
  next.stalled = false;
  next.retryAt = null;
  if (state.waiting.includes(true)) next.waiting = nobodyWaits(state.waiting.length);
  const wake = new Array<number>(state.wake.length).fill(NEVER);
  for (const seat of facts.toAct) {
    const at = state.wake[seat];
    // Not a seat, not a bot's, or already seen (a seat listed twice acts once).
    if (at === undefined || !state.bots[seat] || wake[seat] !== NEVER) continue;
    wake[seat] = startsAfresh(at, seat === actor) ? next.now + delay(next, seat, state.streams.changed) : at;
  }
  next.wake = wake;
  if (actor !== null && state.refusals[actor] !== 0) next.refusals = replace(state.refusals, actor, 0);
  // A decision asked for before this entry is out of date; a bot's move being applied is answered by its own commit or refusal.
  next.busy = state.busy?.kind === 'moving' && state.busy.seat !== actor ? state.busy : null;
  return next;
}

/** A bot's answer: its move goes to the rules; a bot that waits sleeps until the table changes. */
function decided(state: DriverState, seat: Seat, index: number, move: unknown): Step {
  const busy = state.busy;
  if (busy?.kind !== 'deciding' || busy.seat !== seat || busy.index !== index) return [state, NOTHING];
  const next = draft(state);
  next.busy = null;
  if (index !== state.facts.index || !state.bots[seat] || state.facts.over) return plan(next);
  if (move !== null) {
    next.busy = moving(seat);
    return [next, [{ type: 'move', seat, move, at: state.now }]];
  }
  next.waiting = replace(state.waiting, seat, true);
  for (const s of state.facts.toAct) if (state.bots[s] && !next.waiting[s]) return plan(next);
  // Every bot lets the moment pass ("who has a spade?" … nobody): they all look again a moment later, one step quieter.
  next.quiet = state.quiet + 1;
  // Long silence: nothing happens until the game's own timer fires (or, without one, ever).
  if (next.quiet > state.settings.maxQuiet) {
    next.stalled = state.facts.deadline === null;
    return plan(next);
  }
  next.waiting = nobodyWaits(state.waiting.length);
  const wake = state.wake.slice();
  for (let s = 0; s < wake.length; s++) if (acting(state, s)) wake[s] = state.now + delay(next, s, state.streams.quiet);
  next.wake = wake;
  return plan(next);
}

/** A refused bot looks again after its own time; refused again and again, it plays one random legal move. */
function refused(state: DriverState, seat: Seat): Draft {
  const next = draft(state);
  if (state.busy?.kind === 'moving' && state.busy.seat === seat) next.busy = null;
  const count = (state.refusals[seat] ?? 0) + 1;
  const giveUp = count >= state.settings.maxRefusals;
  next.refusals = replace(state.refusals, seat, giveUp ? 0 : count);
  if (giveUp) next.random = replace(state.random, seat, true);
  if (acting(state, seat)) next.wake = replace(state.wake, seat, state.now + delay(state, seat, paceStream(state.settings.seed, `refused${count}`)));
  return next;
}

/** Somebody came or went, or a bot took over a seat (or handed it back): seats that changed hands start afresh. */
function presence(state: DriverState, present: boolean, controllers: readonly Controller[], now: number): Draft {
  const next = draft(state);
  next.present = present;
  next.controllers = controllers;
  next.bots = botsOf(controllers, state.settings.paceScale);
  next.now = Math.max(state.now, now);
  next.wake = state.wake.map((at, seat) => {
    if (!acting(next, seat)) return NEVER;
    const same = sameController(state.controllers[seat], controllers[seat]);
    return !same || (at === NEVER && !state.waiting[seat]) ? next.now + delay(next, seat, state.streams.presence) : at;
  });
  if (state.busy?.kind === 'deciding' && !acting(next, state.busy.seat)) next.busy = null;
  return next;
}

function sameController(a: Controller | undefined, b: Controller | undefined): boolean {
  if (a?.kind === 'bot' && b?.kind === 'bot') return a.level === b.level;
  return a?.kind === b?.kind;
}

function replace<T>(values: readonly T[], index: number, value: T): T[] {
  const copy = values.slice();
  copy[index] = value;
  return copy;
}

/**
 * The turn-time rule, shared with engine/play.ts's all-bots loop: after an entry, a bot that is to
 * act starts its own time afresh when its turn just came (it had no wake-up) or it made that entry;
 * one still counting down keeps its time.
 */
export function startsAfresh(wake: number, madeTheEntry: boolean): boolean {
  return wake === NEVER || madeTheEntry;
}

/** The bot among `toAct` that is due first (-1: none); on a tie the one listed first (toAct lists seats in order). */
export function earliestDue(toAct: readonly Seat[], wake: readonly number[], bots: readonly unknown[]): Seat {
  let seat = -1;
  let at = NEVER;
  for (const s of toAct) {
    const due = wake[s] as number;
    if (bots[s] && due < at) {
      seat = s;
      at = due;
    }
  }
  return seat;
}

/**
 * People first (RealtimeRules.peopleFirst): while a seat no bot plays is still to act, no bot acts
 * before the game's instant; -Infinity when the bots need not wait.
 */
function peopleFirst(next: Draft): number {
  const until = next.facts.peopleFirst ?? null;
  if (until === null) return -Infinity;
  for (const s of next.facts.toAct) if (!next.bots[s]) return until;
  return -Infinity;
}

/** What happens next: a deadline that is due, a bot that is due, or a timer for whichever comes first. */
function plan(next: Draft): Step {
  if (next.facts.over || !next.present || next.busy) return withTimer(next, null, null);
  const seat = earliestDue(next.facts.toAct, next.wake, next.bots);
  const at = seat === -1 ? NEVER : Math.max(next.wake[seat] as number, peopleFirst(next));
  const due = next.facts.deadline;
  const deadline = due === null || next.retryAt === null ? due : Math.max(due, next.retryAt);
  // A deadline fires before a bot that would act at the same moment.
  if (deadline !== null && deadline <= at) {
    if (deadline > next.now) return withTimer(next, null, deadline);
    next.busy = ADVANCING;
    return withTimer(next, { type: 'advance', now: next.now }, null);
  }
  if (seat === -1) return withTimer(next, next.stalled ? STALLED : null, null);
  if (at > next.now) return withTimer(next, null, at);
  const bot = next.bots[seat] as BotSeat;
  const random = next.random[seat] === true;
  // Its wake-up is spent: if the table moves on while it decides, it reacts to the new table afresh.
  next.wake = replace(next.wake, seat, NEVER);
  next.busy = { kind: 'deciding', seat, index: next.facts.index };
  if (random) next.random = replace(next.random, seat, false);
  return withTimer(next, { type: 'ask', seat, level: bot.level, index: next.facts.index, quiet: next.quiet, random }, null);
}

/** The step's effects: `effect` if any, then the timer if it changed; each list made in one go. */
function withTimer(next: Draft, effect: DriverEffect | null, at: number | null): Step {
  if (next.timer === at) return [next, effect === null ? NOTHING : [effect]];
  next.timer = at;
  const timer = at === null ? NO_TIMER : { type: 'timer' as const, at };
  if (effect !== null) return [next, [effect, timer]];
  return [next, at === null ? ONLY_NO_TIMER : [timer]];
}
