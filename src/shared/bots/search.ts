/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse
 * 2012) over a game's pure rules. Every iteration samples one full state consistent with the
 * searching seat's view (a determinization), walks the one shared tree with the moves that are
 * legal in that sample — a child's statistics count how often it was *available*, so moves that
 * exist only in some samples are not favoured — plays the rest out with the game's heuristic
 * policy, and credits every seat with its own reward.
 *
 * The search never sees the real state: it starts from the view it is given and from samples of
 * it. It is incremental (`iterate`), so a caller can run it in slices and keep an event loop free.
 */
import type { Rng } from '../cards/rng';
import type { Seat } from '../engine/types';

/** The part of a game's rules the search uses: pure functions over a full state. */
export interface SearchRules<S, M> {
  toAct(state: S): readonly Seat[];
  legalMoves(state: S, seat: Seat): M[];
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
   * Work the sampler does once per decision before its first sample (Machtkampf weighs a few dozen
   * deals), one piece per call, so that a search run in slices can give the event loop back in
   * between; true once it is done. It draws from the search's random stream exactly as
   * `determinize` would at the first sample, which does what is left itself: calling it or not
   * gives the same decision.
   */
  prepare?(view: V, rng: Rng): boolean;
  /** The moves the tree considers at a node: legal ones, never none; a few good ones rather than all. Default: every legal move. */
  candidates?(state: S, seat: Seat): readonly M[];
  /** The playout policy: the game's heuristics with a little noise. It lists the moves itself (a game may know a cheaper way than every legal move). */
  rollout(state: S, seat: Seat, rng: Rng): M;
  /**
   * Null while the search should go on; at its horizon (the end of the round, a depth cut-off) a
   * reward in [0, 1] for every seat. `root` is this iteration's sample at the root, `depth` the
   * number of moves played since.
   */
  payoff(root: S, state: S, depth: number): readonly number[] | null;
  /** The same text for the same move, whichever sample it was listed in. */
  key(move: M): string;
  /** The UCB exploration constant; rewards lie in [0, 1]. */
  exploration?: number;
}

interface Node<M> {
  move: M | null;
  /** The seat that made the move leading here. */
  mover: Seat;
  visits: number;
  /** How often this node's move was legal when its parent was passed through. */
  available: number;
  /** Summed rewards of `mover`, and their squares (for the spread). */
  reward: number;
  squares: number;
  children: Map<string, Node<M>>;
}

function node<M>(move: M | null, mover: Seat): Node<M> {
  return { move, mover, visits: 0, available: 0, reward: 0, squares: 0, children: new Map() };
}

export interface SearchStats {
  iterations: number;
  /** Moves applied by the search: the unit of its budget, proportional to its time. */
  applied: number;
}

export class InformationSetSearch<S, M, V> implements SearchStats {
  iterations = 0;
  applied = 0;
  private readonly root: Node<M>;
  private readonly c: number;

  constructor(
    private readonly spec: SearchSpec<S, M, V>,
    private readonly view: V,
    seat: Seat,
    private readonly rng: Rng,
  ) {
    this.root = node<M>(null, seat);
    this.c = spec.exploration ?? 0.7;
  }

  /** One piece of the sampler's work before the first iteration (SearchSpec.prepare); true once none is left. */
  prepare(): boolean {
    return this.spec.prepare?.(this.view, this.rng) ?? true;
  }

  /** One iteration: sample, select and expand, play out, back up. */
  iterate(): void {
    const { spec, rng } = this;
    const root = spec.determinize(this.view, rng);
    // The payoff reads the root after the walk, so a search over states changed in place walks a copy.
    let state = spec.rules.fork ? spec.rules.fork(root) : root;
    let current = this.root;
    const path: Node<M>[] = [];
    let depth = 0;
    let rewards = spec.payoff(root, state, depth);
    let expanded = false;
    while (rewards === null && !expanded) {
      const seat = spec.rules.toAct(state)[0] as Seat;
      const moves = spec.candidates ? spec.candidates(state, seat) : spec.rules.legalMoves(state, seat);
      const untried: M[] = [];
      let best: Node<M> | null = null;
      let bestMove: M | null = null;
      let bestScore = -Infinity;
      for (const move of moves) {
        const child = current.children.get(spec.key(move));
        if (!child) {
          untried.push(move);
          continue;
        }
        child.available++;
        if (untried.length > 0) continue;
        const score = child.reward / child.visits + this.c * Math.sqrt(Math.log(child.available) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
          bestMove = move;
        }
      }
      if (untried.length > 0) {
        const move = untried[rng.int(untried.length)] as M;
        best = node(move, seat);
        best.available = 1;
        current.children.set(spec.key(move), best);
        bestMove = move;
        expanded = true;
      }
      state = spec.rules.apply(state, seat, bestMove as M);
      this.applied++;
      depth++;
      current = best as Node<M>;
      path.push(current);
      rewards = spec.payoff(root, state, depth);
    }
    while (rewards === null) {
      const seat = spec.rules.toAct(state)[0] as Seat;
      state = spec.rules.apply(state, seat, spec.rollout(state, seat, rng));
      this.applied++;
      depth++;
      rewards = spec.payoff(root, state, depth);
    }
    this.root.visits++;
    for (const visited of path) {
      const reward = rewards[visited.mover] ?? 0;
      visited.visits++;
      visited.reward += reward;
      visited.squares += reward * reward;
    }
    this.iterations++;
  }

  /** The most visited of the real legal moves (ties: the first listed), or null before any iteration reached them. */
  best(legal: readonly M[]): M | null {
    let best: M | null = null;
    let most = 0;
    for (const move of legal) {
      const child = this.root.children.get(this.spec.key(move));
      if (child && child.visits > most) {
        most = child.visits;
        best = move;
      }
    }
    return best;
  }

  /**
   * The search's pick, but a heuristic's `favourite` is kept unless the pick's mean reward beats
   * the favourite's by more than `z` standard errors: with few iterations and noisy playouts, a
   * slightly higher mean is more often luck than insight.
   */
  bestOver(legal: readonly M[], favourite: M, z: number): M | null {
    const best = this.best(legal);
    const alt = best === null ? undefined : this.root.children.get(this.spec.key(best));
    const fav = this.root.children.get(this.spec.key(favourite));
    if (!alt || !fav || alt === fav) return best;
    if (fav.visits < 2 || alt.visits < 2) return alt.visits >= fav.visits ? best : favourite;
    const mean = (n: Node<M>): number => n.reward / n.visits;
    const variance = (n: Node<M>): number => Math.max(1e-4, n.squares / n.visits - mean(n) ** 2);
    const se = Math.sqrt(variance(alt) / alt.visits + variance(fav) / fav.visits);
    return mean(alt) - mean(fav) > z * se ? best : favourite;
  }

  /** Visits and mean reward of the root's moves, for tests and for explaining a decision. */
  rootStats(): { key: string; visits: number; mean: number }[] {
    return [...this.root.children.entries()].map(([key, child]) => ({ key, visits: child.visits, mean: child.visits ? child.reward / child.visits : 0 }));
  }
}
