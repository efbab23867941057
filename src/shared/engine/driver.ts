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
 */
import { createRng, deriveSeed, type Seed } from '../cards/rng';
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

export type Busy = { kind: 'deciding'; seat: Seat; index: number } | { kind: 'moving'; seat: Seat } | { kind: 'advancing' };

export type Step = [DriverState, DriverEffect[]];

const NEVER = Number.POSITIVE_INFINITY;

/** How long a deadline whose advance crashed waits before it is tried again. */
export const RETRY_MS = 1000;

/** The driver of a match that has just been set up or restored. Nobody is at the table until a `presence` event says so. */
export function startDriver(settings: DriverSettings, facts: MatchFacts, controllers: readonly Controller[], now = 0): DriverState {
  const players = settings.players;
  return {
    settings: { paceScale: 1, maxQuiet: 50, maxRefusals: 3, ...settings },
    facts,
    now,
    present: false,
    controllers,
    wake: new Array<number>(players).fill(NEVER),
    busy: null,
    waiting: new Array<boolean>(players).fill(false),
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
    case 'tick':
      return plan({ ...state, now: Math.max(state.now, event.now) });
    case 'decided':
      return decided(state, event.seat, event.index, event.move);
    case 'refused':
      return plan(refused(state, event.seat));
    case 'presence':
      return plan(presence(state, event.present, event.controllers, event.now));
    case 'advanceFailed': {
      const now = Math.max(state.now, event.now);
      return plan({ ...state, now, busy: state.busy?.kind === 'advancing' ? null : state.busy, retryAt: now + RETRY_MS });
    }
    default:
      return unreachable(event);
  }
}

function unreachable(event: never): never {
  throw new Error(`unknown driver event ${JSON.stringify(event)}`);
}

function isBot(state: DriverState, seat: Seat): boolean {
  return state.controllers[seat]?.kind === 'bot';
}

/** Bots that may act now: to act, and played by a bot. */
function actingBots(state: DriverState): Seat[] {
  return state.facts.toAct.filter((seat) => isBot(state, seat));
}

/**
 * The milliseconds a bot takes from now, drawn from a stream of its own (`why` tells draws at the
 * same moment apart), so that no other draw and no other path shifts it.
 */
function delay(state: DriverState, seat: Seat, why: string): number {
  const controller = state.controllers[seat];
  if (controller?.kind !== 'bot') return NEVER;
  const { pace } = controller;
  const scale = state.settings.paceScale;
  if (!state.settings.realtime) return pace.turnMs * scale;
  const [min, max] = pace.reactionMs;
  const rng = createRng(deriveSeed(state.settings.seed, 'pace', why, seat, state.facts.index, state.quiet));
  return (min + rng.next() * (max - min)) * scale;
}

/**
 * A log entry was saved: the table changed, so nobody waits any more. A bot that had nothing to
 * do (its turn just came, or it waited) and the one that just acted look again after their own
 * time; the others keep counting down.
 */
function committed(state: DriverState, facts: MatchFacts, now: number, actor: Seat | null): DriverState {
  const next: DriverState = { ...state, facts, now: Math.max(state.now, now), quiet: 0, stalled: false, retryAt: null, waiting: state.waiting.map(() => false) };
  const acting = new Set(actingBots(next));
  const wake = state.wake.map((at, seat) => {
    if (!acting.has(seat)) return NEVER;
    return at === NEVER || seat === actor ? next.now + delay(next, seat, 'changed') : at;
  });
  const refusals = actor === null ? state.refusals : replace(state.refusals, actor, 0);
  // A decision asked for before this entry is out of date; a bot's move being applied is answered by its own commit or refusal.
  const busy = state.busy?.kind === 'moving' && state.busy.seat !== actor ? state.busy : null;
  return { ...next, wake, refusals, busy };
}

/** A bot's answer: its move goes to the rules; a bot that waits sleeps until the table changes. */
function decided(state: DriverState, seat: Seat, index: number, move: unknown): Step {
  const busy = state.busy;
  if (busy?.kind !== 'deciding' || busy.seat !== seat || busy.index !== index) return [state, []];
  if (index !== state.facts.index || !isBot(state, seat) || state.facts.over) return plan({ ...state, busy: null });
  const wake = state.wake;
  if (move !== null) return [{ ...state, busy: { kind: 'moving', seat } }, [{ type: 'move', seat, move, at: state.now }]];
  const waiting = replace(state.waiting, seat, true);
  const bots = actingBots(state);
  if (!bots.every((s) => waiting[s])) return plan({ ...state, busy: null, waiting, wake });
  // Every bot lets the moment pass ("who has a spade?" … nobody): they all look again a moment later, one step quieter.
  const quiet = state.quiet + 1;
  // Long silence: nothing happens until the game's own timer fires (or, without one, ever).
  if (quiet > state.settings.maxQuiet) return plan({ ...state, busy: null, waiting, wake, quiet, stalled: state.facts.deadline === null });
  const quieter: DriverState = { ...state, busy: null, quiet, waiting: waiting.map(() => false) };
  return plan({ ...quieter, wake: wake.map((at, s) => (bots.includes(s) ? state.now + delay(quieter, s, 'quiet') : at)) });
}

/** A refused bot looks again after its own time; refused again and again, it plays one random legal move. */
function refused(state: DriverState, seat: Seat): DriverState {
  const busy = state.busy?.kind === 'moving' && state.busy.seat === seat ? null : state.busy;
  const count = (state.refusals[seat] ?? 0) + 1;
  const giveUp = count >= state.settings.maxRefusals;
  const again = isBot(state, seat) && state.facts.toAct.includes(seat);
  return {
    ...state,
    busy,
    refusals: replace(state.refusals, seat, giveUp ? 0 : count),
    random: giveUp ? replace(state.random, seat, true) : state.random,
    wake: again ? replace(state.wake, seat, state.now + delay(state, seat, `refused${count}`)) : state.wake,
  };
}

/** Somebody came or went, or a bot took over a seat (or handed it back): seats that changed hands start afresh. */
function presence(state: DriverState, present: boolean, controllers: readonly Controller[], now: number): DriverState {
  const next: DriverState = { ...state, present, controllers, now: Math.max(state.now, now) };
  const acting = new Set(actingBots(next));
  const wake = next.wake.map((at, seat) => {
    if (!acting.has(seat)) return NEVER;
    const same = sameController(state.controllers[seat], controllers[seat]);
    return !same || (at === NEVER && !next.waiting[seat]) ? next.now + delay(next, seat, 'presence') : at;
  });
  const busy = next.busy?.kind === 'deciding' && !acting.has(next.busy.seat) ? null : next.busy;
  return { ...next, wake, busy };
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

/** What happens next: a deadline that is due, a bot that is due, or a timer for whichever comes first. */
function plan(state: DriverState): Step {
  if (state.facts.over || !state.present || state.busy) return withTimer(state, [], null);
  let seat: Seat | null = null;
  for (const s of actingBots(state)) if ((state.wake[s] as number) < (seat === null ? NEVER : (state.wake[seat] as number))) seat = s;
  const at = seat === null ? NEVER : (state.wake[seat] as number);
  const due = state.facts.deadline;
  const deadline = due === null || state.retryAt === null ? due : Math.max(due, state.retryAt);
  // A deadline fires before a bot that would act at the same moment.
  if (deadline !== null && deadline <= at) {
    return deadline <= state.now ? withTimer({ ...state, busy: { kind: 'advancing' } }, [{ type: 'advance', now: state.now }], null) : withTimer(state, [], deadline);
  }
  if (seat === null) return withTimer(state, state.stalled ? [{ type: 'stalled' }] : [], null);
  if (at > state.now) return withTimer(state, [], at);
  const controller = state.controllers[seat] as Extract<Controller, { kind: 'bot' }>;
  const random = state.random[seat] === true;
  // Its wake-up is spent: if the table moves on while it decides, it reacts to the new table afresh.
  const asking: DriverState = {
    ...state,
    wake: replace(state.wake, seat, NEVER),
    busy: { kind: 'deciding', seat, index: state.facts.index },
    random: random ? replace(state.random, seat, false) : state.random,
  };
  return withTimer(asking, [{ type: 'ask', seat, level: controller.level, index: state.facts.index, quiet: state.quiet, random }], null);
}

function withTimer(state: DriverState, effects: DriverEffect[], at: number | null): Step {
  if (state.timer === at) return [state, effects];
  return [{ ...state, timer: at }, [...effects, { type: 'timer', at }]];
}
