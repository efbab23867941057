/**
 * Plays a match of bots on a virtual clock: the simulator's, the tournament's, the bench's and the
 * tests' way to run a match. Who acts when is decided by the match driver (driver.ts), the same one
 * the host runs on its real clock, so a seed and a set of bot levels give the same match log here
 * and at the table. The clock jumps from one wake-up to the next: a match of bots that takes ten
 * minutes at the table is played as fast as the rules and the bots allow.
 */
import { createRng, deriveSeed, type Seed } from '../cards/rng';
import { startDriver, step, type Controller, type DriverEffect, type DriverEvent, type DriverState, type MatchFacts, type Pace } from './driver';
import type { LogEntry, MatchLog } from './log';
import { isRealtimePolicy, paceOf, randomPolicy, type Policy } from './policy';
import type { AnyGame, Json, MatchResult, Seat } from './types';

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

/** The random stream a bot decides with: one per seat and moment, the same on every path. */
export function decisionSeed(seed: Seed, seat: Seat, index: number, quiet: number): Seed {
  return deriveSeed(seed, 'bot', seat, index, quiet);
}

/** What the driver is told of the match after each entry. */
export function factsOf(game: AnyGame, state: unknown, index: number): MatchFacts {
  const toAct = game.toAct(state);
  return { index, toAct, deadline: game.realtime?.nextDeadline(state) ?? null, over: toAct.length === 0 };
}

/** Plays one match to its end with one policy per seat, every seat a bot. */
export function playMatch(game: AnyGame, options: unknown, seed: Seed, policies: readonly Policy[], run: PlayOptions = {}): MatchRun {
  const parsed = game.parseOptions(options);
  const players = parsed.players as number;
  if (policies.length !== players) throw new Error(`${game.id}: ${policies.length} policies for ${players} seats`);
  const maxSteps = run.maxSteps ?? 100_000;
  const realtime = game.realtime;
  let state = game.setup(parsed, seed);
  let index = 0;
  let steps = 0;
  let timer: number | null = null;
  const log: MatchLog | null = run.keepLog ? { game: game.id, options: parsed as unknown as Json, seed, moves: [] } : null;
  const controllers: Controller[] = policies.map((policy, seat) => ({ kind: 'bot', level: policy.name, pace: run.pace?.(seat) ?? paceOf(policy) }));
  let driver: DriverState = startDriver({ seed, players, realtime: realtime !== undefined, maxQuiet: run.maxQuiet }, factsOf(game, state, 0), controllers);
  const pending: DriverEffect[] = [];
  const send = (event: DriverEvent): void => {
    const [next, effects] = step(driver, event);
    driver = next;
    pending.push(...effects);
  };
  const commit = (entry: LogEntry, next: unknown, actor: Seat | null, now: number): void => {
    state = next;
    index++;
    log?.moves.push(entry);
    send({ type: 'committed', facts: factsOf(game, state, index), now, actor });
  };

  send({ type: 'presence', present: true, controllers, now: 0 });
  for (;;) {
    const effect = pending.shift();
    if (effect) {
      switch (effect.type) {
        case 'ask': {
          const policy = effect.random ? randomPolicy : (policies[effect.seat] as Policy);
          const legal = game.legalMoves(state, effect.seat);
          if (legal.length === 0 && !realtime) throw new Error(`${game.id}: seat ${effect.seat} must act but has no legal move (seed ${seed})`);
          const rng = createRng(decisionSeed(seed, effect.seat, effect.index, effect.quiet));
          const view = policy.usesView ? game.view(state, effect.seat) : null;
          const context = { seat: effect.seat, legal, view, rng };
          const move = legal.length === 0 ? null : isRealtimePolicy(policy) ? policy.react({ ...context, now: driver.now, quiet: effect.quiet }) : policy.choose(context);
          send({ type: 'decided', seat: effect.seat, index: effect.index, move });
          break;
        }
        case 'move': {
          if (steps >= maxSteps) throw new Error(`${game.id}: match not over after ${maxSteps} moves (seed ${seed})`);
          const at = realtime ? effect.at : undefined;
          const next = game.apply(state, effect.seat, effect.move, at);
          run.onStep?.(state, effect.seat, effect.move, next);
          steps++;
          const move = effect.move as Json;
          commit(at === undefined ? { seat: effect.seat, move } : { seat: effect.seat, move, at }, next, effect.seat, effect.at);
          break;
        }
        case 'advance':
          if (!realtime) throw new Error(`${game.id} has no clock to advance`);
          commit({ tick: effect.now }, realtime.advance(state, effect.now), null, effect.now);
          break;
        case 'timer':
          timer = effect.at;
          break;
        case 'stalled':
          throw new Error(`${game.id}: every seat waits and no timer runs (seed ${seed})`);
        default:
          unreachable(effect);
      }
      continue;
    }
    if (driver.facts.over) break;
    if (timer === null) throw new Error(`${game.id}: nobody is to act and nothing is due (seed ${seed})`);
    const now = timer;
    timer = null;
    send({ type: 'tick', now });
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: nobody is to act, but there is no result (seed ${seed})`);
  return { state, result, steps, log, duration: driver.now };
}

function unreachable(effect: never): never {
  throw new Error(`unknown driver effect ${JSON.stringify(effect)}`);
}
