/**
 * The driver for real-time games (those with `game.realtime`) in simulations: no turns, every seat
 * reacts to the table after its own reaction time, timers fire at their deadlines, and every action
 * is stamped with the simulated host clock, exactly as the host stamps them. The log it keeps
 * (moves with `at`, ticks) replays to the same state.
 */
import { createRng, deriveSeed, type Rng, type Seed } from '../cards/rng';
import type { MatchLog } from './log';
import type { DecisionContext, MatchRun, Policy, RunOptions } from './runner';
import type { AnyGame, Json, Seat } from './types';

export interface RealtimeDecisionContext<V = unknown, M = unknown> extends DecisionContext<V, M> {
  /** The host clock now, in ms since the match began. */
  now: number;
  /**
   * How many times in a row every seat has let the moment pass since the table last changed: the
   * silence a player at a real table hears ("who has a spade?" … nobody).
   */
  quiet: number;
}

/** A decision-maker for real-time play: it may act now, or wait (null) until the table changes or everyone has waited. */
export interface RealtimePolicy<V = unknown, M = unknown> extends Policy<V, M> {
  react(context: RealtimeDecisionContext<V, M>): M | null;
}

export function isRealtimePolicy(policy: Policy): policy is RealtimePolicy {
  return typeof (policy as Partial<RealtimePolicy>).react === 'function';
}

/** Milliseconds a seat takes to react to the table (or to act again after acting). */
export type ReactionTime = (seat: Seat, rng: Rng) => number;

/** Reaction times spread evenly between two bounds. */
export function uniformReaction(minMs: number, maxMs: number): ReactionTime {
  return (_seat, rng) => minMs + rng.next() * (maxMs - minMs);
}

/** Human-like: a glance, a decision, a card on the table — about one to three seconds. */
export const HUMAN_REACTION: ReactionTime = uniformReaction(1000, 3000);

export interface RealtimeRunOptions extends RunOptions {
  reactionMs?: ReactionTime;
  /** Rounds of everyone waiting, with no timer running, after which the match counts as stalled (a policy bug). */
  maxQuiet?: number;
}

/**
 * Plays one real-time match to its end. Each seat has a wake-up time; the earliest of those and
 * the game's next deadline happens next. A seat that waits sleeps until the table changes; when
 * every seat waits, all wake again after a reaction time, one step quieter.
 */
export function runRealtimeMatch(game: AnyGame, options: unknown, seed: Seed, policies: readonly Policy[], run: RealtimeRunOptions = {}): MatchRun {
  const clock = game.realtime;
  if (!clock) throw new Error(`${game.id} is turn-based: use runMatch`);
  const parsed = game.parseOptions(options);
  const players = parsed.players as number;
  const maxSteps = run.maxSteps ?? 100_000;
  const maxQuiet = run.maxQuiet ?? 50;
  const reaction = run.reactionMs ?? HUMAN_REACTION;
  const rng = createRng(deriveSeed(seed, 'decisions'));
  const timing = createRng(deriveSeed(seed, 'reactions'));
  const react = (seat: Seat): number => Math.max(0, reaction(seat, timing));
  let state = game.setup(parsed, seed);
  const log: MatchLog | null = run.keepLog ? { game: game.id, options: parsed, seed, moves: [] } : null;
  const wake: number[] = Array.from({ length: players }, (_, seat) => react(seat));
  let now = 0;
  let steps = 0;
  let quiet = 0;

  const tableChanged = (actor: Seat | null): void => {
    quiet = 0;
    for (let seat = 0; seat < players; seat++) if (wake[seat] === Infinity) wake[seat] = now + react(seat);
    if (actor !== null) wake[actor] = now + react(actor);
  };

  for (;;) {
    const seats = game.toAct(state);
    if (seats.length === 0) break;
    if (steps >= maxSteps) throw new Error(`${game.id}: match not over after ${maxSteps} actions (seed ${seed})`);
    let seat: Seat | null = null;
    for (const s of seats) if (seat === null || (wake[s] as number) < (wake[seat] as number)) seat = s;
    const at = seat === null ? Infinity : (wake[seat] as number);
    const deadline = clock.nextDeadline(state);
    if (deadline !== null && deadline <= at) {
      now = Math.max(now, deadline);
      state = clock.advance(state, now);
      log?.moves.push({ tick: now });
      tableChanged(null);
      continue;
    }
    if (seat === null || at === Infinity) throw new Error(`${game.id}: every seat waits and no timer runs (seed ${seed})`);
    now = Math.max(now, at);
    const policy = policies[seat];
    if (!policy) throw new Error(`no policy for seat ${seat}`);
    const legal = game.legalMoves(state, seat);
    let move: unknown = null;
    if (legal.length > 0) {
      const view = policy.usesView ? game.view(state, seat) : null;
      move = isRealtimePolicy(policy) ? policy.react({ seat, legal, view, rng, now, quiet }) : policy.choose({ seat, legal, view, rng });
    }
    if (move === null) {
      wake[seat] = Infinity;
      if (seats.every((s) => wake[s] === Infinity)) {
        quiet++;
        if (quiet > maxQuiet && deadline === null) throw new Error(`${game.id}: every seat waits and no timer runs (seed ${seed})`);
        for (const s of seats) wake[s] = now + react(s);
      }
      continue;
    }
    const next = game.apply(state, seat, move, now);
    run.onStep?.(state, seat, move, next);
    log?.moves.push({ seat, move: move as Json, at: now });
    state = next;
    steps++;
    tableChanged(seat);
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: nobody is to act, but there is no result (seed ${seed})`);
  return { state, result, steps, log };
}
