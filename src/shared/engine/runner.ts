import { createRng, deriveSeed, type Rng, type Seed } from '../cards/rng';
import type { Pace } from './driver';
import type { MatchLog } from './log';
import type { AnyGame, Json, MatchResult, Seat } from './types';

/** What a decision-maker is given. A policy that plays by the rules' information sees `view` only, never the state. */
export interface DecisionContext<V = unknown, M = unknown> {
  seat: Seat;
  legal: readonly M[];
  /** The seat's own view; null for policies that declared they do not need it (random play). */
  view: V | null;
  rng: Rng;
}

export interface Policy<V = unknown, M = unknown> {
  readonly name: string;
  readonly usesView: boolean;
  choose(context: DecisionContext<V, M>): M;
  /** How fast this bot plays at a table (its level's pace); people's pace if absent. */
  readonly pace?: Pace;
  /** What the bot would say aloud now, as a quick-callout key the client shows (a teammate's "Ich habe ♥!"), or null. */
  callout?(view: V): string | null;
}

/** Uniformly random legal moves: the conformance suite's and the simulator's baseline. */
export const randomPolicy: Policy = {
  name: 'random',
  usesView: false,
  choose: ({ legal, rng }) => legal[rng.int(legal.length)],
};

export interface RunOptions {
  /** Safety net: a match longer than this is a bug in the rules. */
  maxSteps?: number;
  /** Called after every applied move. */
  onStep?: (before: unknown, seat: Seat, move: unknown, after: unknown) => void;
  /** Keep the match log (costs memory in long simulations). */
  keepLog?: boolean;
}

export interface MatchRun {
  state: unknown;
  result: MatchResult;
  steps: number;
  log: MatchLog | null;
}

/**
 * Plays one turn-based match to its end with one policy per seat. Decisions draw on their own
 * random stream, derived from the seed, so a run is reproducible. Real-time games need a clock
 * and are run by their own driver.
 */
export function runMatch(game: AnyGame, options: unknown, seed: Seed, policies: readonly Policy[], run: RunOptions = {}): MatchRun {
  const parsed = game.parseOptions(options);
  if (game.realtime) throw new Error(`${game.id} is real-time: use its own driver`);
  const maxSteps = run.maxSteps ?? 100_000;
  const rng = createRng(deriveSeed(seed, 'decisions'));
  let state = game.setup(parsed, seed);
  const log: MatchLog | null = run.keepLog ? { game: game.id, options: parsed, seed, moves: [] } : null;
  let steps = 0;
  for (;;) {
    const seats = game.toAct(state);
    if (seats.length === 0) break;
    if (steps >= maxSteps) throw new Error(`${game.id}: match not over after ${maxSteps} moves (seed ${seed})`);
    const seat = seats.length === 1 ? (seats[0] as Seat) : (seats[rng.int(seats.length)] as Seat);
    const policy = policies[seat];
    if (!policy) throw new Error(`no policy for seat ${seat}`);
    const legal = game.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} must act but has no legal move (seed ${seed})`);
    const view = policy.usesView ? game.view(state, seat) : null;
    const move = policy.choose({ seat, legal, view, rng });
    const next = game.apply(state, seat, move);
    run.onStep?.(state, seat, move, next);
    log?.moves.push({ seat, move: move as Json });
    state = next;
    steps++;
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: nobody is to act, but there is no result (seed ${seed})`);
  return { state, result, steps, log };
}
