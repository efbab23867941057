/**
 * What a game gives its searching bots (paired.ts, and the flat Monte Carlo references of flat.ts):
 * how to sample the hidden cards a view allows, which moves to compare, how to play out and how
 * to score. The search never sees the real state: it starts from the view it is given and from
 * samples of it.
 */
import type { Rng } from '../cards/rng';
import type { Seat } from '../engine/types';

/** The part of a game's rules a playout uses: pure functions over a full state. */
export interface SearchRules<S, M> {
  toAct(state: S): readonly Seat[];
  /** The next state. A playout representation (engine/playout.ts) changes `state` in place and returns it. */
  apply(state: S, seat: Seat, move: M): S;
  /** A copy the search may change: rules that change states in place bring it; without it, states are never changed. */
  fork?(state: S): S;
}

export interface SearchSpec<S, M, V> {
  rules: SearchRules<S, M>;
  /** A full state drawn at random from those the view allows: hidden cards sampled, everything public kept. */
  determinize(view: V, rng: Rng): S;
  /**
   * How likely the sample `determinize` drew last is, where the sampler weighs its samples instead
   * of drawing them in proportion (a weight in (0, 1]; absent: every sample counts alike). The
   * search averages its rewards by these weights: each playout of a weighed sample is a new deal,
   * where resampling a few weighed deals would replay the same deterministic playouts.
   */
  weight?(): number;
  /** The moves worth comparing at the root: legal ones, never none; a few good ones rather than hundreds. Default: every legal move. */
  candidates?(state: S, seat: Seat): readonly M[];
  /** The playout policy: the game's heuristics. It lists the moves itself (a game may know a cheaper way than every legal move). */
  rollout(state: S, seat: Seat, rng: Rng): M;
  /**
   * Null while the playout should go on; at its horizon (the end of the round or of the game) a
   * reward in [0, 1] for every seat. `root` is the sample at the root, `depth` the number of
   * moves played since.
   */
  payoff(root: S, state: S, depth: number): readonly number[] | null;
  /** The same text for the same move, whichever sample it was listed in. */
  key(move: M): string;
}
