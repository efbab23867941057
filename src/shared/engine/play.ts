/**
 * Plays a match of bots on a virtual clock: the simulator's, the tournament's, the bench's and the
 * tests' way to run a match. Who acts when is decided by the match driver (driver.ts), the same one
 * the host runs on its real clock, so a seed and a set of bot levels give the same match log here
 * and at the table. The clock jumps from one wake-up to the next: a match of bots that takes ten
 * minutes at the table is played as fast as the rules and the bots allow.
 */
import { createRng, deriveSeedAfter, seedPrefix, type Seed, type SeedPrefix } from '../cards/rng';
import {
  earliestDue,
  startDriver,
  startsAfresh,
  step,
  type Controller,
  type DriverEffect,
  type DriverEvent,
  type DriverState,
  type MatchFacts,
} from './driver';
import type { MatchLog } from './log';
import { isRealtimePolicy, paceOf, randomPolicy, type Policy } from './policy';
import type { AnyGame, Json, MatchResult, Pace, Seat } from './types';

export interface PlayOptions {
  /** Safety net: a match longer than this is a bug in the rules or a bot. */
  maxSteps?: number;
  /** Called after every applied move (not after ticks). */
  onStep?: (before: unknown, seat: Seat, move: unknown, after: unknown) => void;
  /** Keep the match log (costs memory in long simulations). */
  keepLog?: boolean;
  /** Each seat's pace instead of its policy's own (e.g. the simulator's `--reaction-ms`). */
  pace?: (seat: Seat) => Pace;
  /** Rounds of every bot waiting, with no timer ahead, after which the match counts as stalled (a policy bug). */
  maxQuiet?: number;
}

export interface MatchRun {
  state: unknown;
  result: MatchResult;
  /** Moves applied (ticks not counted). */
  steps: number;
  log: MatchLog | null;
  /** The match clock when it ended, in ms. */
  duration: number;
}

/** The random streams bots decide with, hashed once per match: one per seat and moment (`decisionSeed`). */
export function decisionStreams(seed: Seed): SeedPrefix {
  return seedPrefix(seed, 'bot');
}

/** The random stream a bot decides with: one per seat and moment, the same on every path. */
export function decisionSeed(seed: Seed, seat: Seat, index: number, quiet: number): Seed {
  return deriveSeedAfter(decisionStreams(seed), seat, index, quiet);
}

/** What the driver is told of the match after each entry. */
export function factsOf(game: AnyGame, state: unknown, index: number): MatchFacts {
  const toAct = game.toAct(state);
  const first = game.realtime?.peopleFirst?.(state) ?? null;
  return { index, toAct, deadline: game.realtime?.nextDeadline(state) ?? null, over: toAct.length === 0, ...(first === null ? {} : { peopleFirst: first }) };
}

/**
 * Plays one match to its end with one policy per seat, every seat a bot. The simulator plays
 * thousands of these a second, so the loop keeps the driver's effects in one queue read by an
 * index, builds log entries only when the log is kept, and asks turn-based policies without the
 * real-time context.
 */
export function playMatch(game: AnyGame, options: unknown, seed: Seed, policies: readonly Policy[], run: PlayOptions = {}): MatchRun {
  const parsed = game.parseOptions(options);
  const players = parsed.players as number;
  if (policies.length !== players) throw new Error(`${game.id}: ${policies.length} policies for ${players} seats`);
  const maxSteps = run.maxSteps ?? 100_000;
  const realtime = game.realtime;
  const onStep = run.onStep;
  const decisions = decisionStreams(seed);
  let state = game.setup(parsed, seed);
  let index = 0;
  let steps = 0;
  let timer: number | null = null;
  const log: MatchLog | null = run.keepLog ? { game: game.id, options: parsed as unknown as Json, seed, moves: [] } : null;
  const controllers: Controller[] = policies.map((policy, seat) => ({ kind: 'bot', level: policy.name, pace: run.pace?.(seat) ?? paceOf(policy) }));
  if (!realtime && !policies.some(isRealtimePolicy)) return playTurns(game, seed, state, policies, controllers, run, log);
  let driver: DriverState = startDriver({ seed, players, realtime: realtime !== undefined, maxQuiet: run.maxQuiet }, factsOf(game, state, 0), controllers);
  // The effects still to carry out, queue[next] to queue[end - 1], in the order the driver made them.
  // Slots are reused once the queue runs empty: a queue that grew and shrank would reallocate at every move.
  // No closures over the loop's variables: they stay in registers, not in a context object.
  const queue: DriverEffect[] = [];
  let next = 0;
  let end = 0;
  // The driver only reads an event, so one object of each kind is filled in and sent again.
  const tick = { type: 'tick' as const, now: 0 };
  const decided = { type: 'decided' as const, seat: 0, index: 0, move: null as unknown };
  const committed = { type: 'committed' as const, facts: driver.facts, now: 0, actor: null as Seat | null };
  let event: DriverEvent | null = { type: 'presence', present: true, controllers, now: 0 };
  for (;;) {
    if (event !== null) {
      const stepped = step(driver, event);
      driver = stepped[0];
      const effects = stepped[1];
      for (let i = 0; i < effects.length; i++) queue[end++] = effects[i] as DriverEffect;
      event = null;
    }
    if (next === end) {
      next = end = 0;
      if (driver.facts.over) break;
      if (timer === null) throw new Error(`${game.id}: nobody is to act and nothing is due (seed ${seed})`);
      tick.now = timer;
      event = tick;
      timer = null;
      continue;
    }
    const effect = queue[next++] as DriverEffect;
    switch (effect.type) {
      case 'ask': {
        const seat = effect.seat;
        const policy = effect.random ? randomPolicy : (policies[seat] as Policy);
        const legal = game.legalMoves(state, seat);
        if (legal.length === 0 && !realtime) throw new Error(`${game.id}: seat ${seat} must act but has no legal move (seed ${seed})`);
        let move: unknown = null;
        if (legal.length > 0) {
          const rng = createRng(deriveSeedAfter(decisions, seat, effect.index, effect.quiet));
          const view = policy.usesView ? game.view(state, seat) : null;
          move = isRealtimePolicy(policy)
            ? policy.react({ seat, legal, view, rng, now: driver.now, quiet: effect.quiet })
            : policy.choose({ seat, legal, view, rng });
        }
        decided.seat = seat;
        decided.index = effect.index;
        decided.move = move;
        event = decided;
        break;
      }
      case 'move': {
        if (steps >= maxSteps) throw new Error(`${game.id}: match not over after ${maxSteps} moves (seed ${seed})`);
        const seat = effect.seat;
        const move = effect.move;
        const before = state;
        state = realtime ? game.apply(state, seat, move, effect.at) : game.apply(state, seat, move);
        onStep?.(before, seat, move, state);
        steps++;
        index++;
        log?.moves.push(realtime ? { seat, move: move as Json, at: effect.at } : { seat, move: move as Json });
        committed.facts = factsOf(game, state, index);
        committed.now = effect.at;
        committed.actor = seat;
        event = committed;
        break;
      }
      case 'advance':
        if (!realtime) throw new Error(`${game.id} has no clock to advance`);
        state = realtime.advance(state, effect.now);
        index++;
        log?.moves.push({ tick: effect.now });
        committed.facts = factsOf(game, state, index);
        committed.now = effect.now;
        committed.actor = null;
        event = committed;
        break;
      case 'timer':
        timer = effect.at;
        break;
      case 'stalled':
        throw new Error(`${game.id}: every seat waits and no timer runs (seed ${seed})`);
      default:
        unreachable(effect);
    }
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: nobody is to act, but there is no result (seed ${seed})`);
  return { state, result, steps, log, duration: driver.now };
}

/**
 * The fast path of `playMatch` for a turn-based game (most of the simulator's matches): every seat
 * a bot, nobody comes or goes, no deadline, and a refused move is a bug that throws, so of the
 * driver's rules only the turn times remain, and this loop takes them from the driver
 * (`startsAfresh`, `earliestDue`) rather than spelling them again: after each entry the seats to
 * act count down their turn time, the earliest due acts, decides on the stream of its seat and
 * that moment (quiet is always 0), and its move is stamped with the clock then. tests/unit/host/pace.test.ts plays the same seeds
 * through the driver at the host and checks the logs are equal.
 */
function playTurns(
  game: AnyGame,
  seed: Seed,
  start: unknown,
  policies: readonly Policy[],
  controllers: readonly Controller[],
  run: PlayOptions,
  log: MatchLog | null,
): MatchRun {
  const maxSteps = run.maxSteps ?? 100_000;
  const onStep = run.onStep;
  const decisions = decisionStreams(seed);
  const turnMs = controllers.map((controller) => (controller.kind === 'bot' ? controller.pace.turnMs : NEVER));
  const wake = new Array<number>(policies.length).fill(NEVER);
  let state = start;
  let index = 0;
  let now = 0;
  let actor = -1;
  for (;;) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    for (let s = 0; s < wake.length; s++) if (!toAct.includes(s)) wake[s] = NEVER;
    for (const s of toAct) {
      const was = wake[s];
      if (was !== undefined) wake[s] = startsAfresh(was, s === actor) ? now + (turnMs[s] as number) : was;
    }
    const seat = earliestDue(toAct, wake, policies);
    const at = seat === -1 ? NEVER : (wake[seat] as number);
    if (seat === -1) throw new Error(`${game.id}: nobody is to act and nothing is due (seed ${seed})`);
    now = Math.max(now, at);
    wake[seat] = NEVER;
    const legal = game.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} must act but has no legal move (seed ${seed})`);
    if (index >= maxSteps) throw new Error(`${game.id}: match not over after ${maxSteps} moves (seed ${seed})`);
    const policy = policies[seat] as Policy;
    const view = policy.usesView ? game.view(state, seat) : null;
    const move = policy.choose({ seat, legal, view, rng: createRng(deriveSeedAfter(decisions, seat, index, 0)) });
    const before = state;
    state = game.apply(state, seat, move);
    onStep?.(before, seat, move, state);
    log?.moves.push({ seat, move: move as Json });
    index++;
    actor = seat;
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: nobody is to act, but there is no result (seed ${seed})`);
  return { state, result, steps: index, log, duration: now };
}

const NEVER = Number.POSITIVE_INFINITY;

function unreachable(effect: never): never {
  throw new Error(`unknown driver effect ${JSON.stringify(effect)}`);
}
