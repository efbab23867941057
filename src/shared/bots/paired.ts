/**
 * Root-paired sampling: every iteration draws one determinization of the hidden cards and plays
 * each move still in contention once in it, then the playout policy to the search's horizon. All
 * moves compared have seen exactly the same samples (common random numbers), so the luck of the
 * deal, which dominates one playout's result in a card game, cancels out of their differences.
 *
 * Two schedules share this loop:
 * - `uniform`: every move plays every sample to the end of the budget — plain flat Monte Carlo,
 *   the tournament's reference (flat.ts);
 * - `halving`: sequential halving (Karnin, Koren & Somekh 2013). The budget is cut into
 *   ⌈log₂ k⌉ equal rounds; after each, the worse half of the moves in contention is dropped, so the
 *   contenders left get ever more samples. Moves that are clearly bad stop costing playouts early.
 *   A favourite (the heuristic's move, `bestOver`) is never dropped: the first cuts rest on a few
 *   samples, and the favourite is kept unless the pick beats it on all of them.
 *
 * Why not a tree (information-set MCTS): a tree compares moves across different samples, and
 * its opponents' nodes are played by UCB over few visits instead of the heuristic that models
 * them. Measured, it did not beat uniform flat Monte Carlo at equal budget in Überkochen and
 * Dreizehn, and in Machtkampf root pairing over weighed samples beat it (docs/ARCHITECTURE.md).
 *
 * A sampler may weigh its samples (SearchSpec.weight, Machtkampf's reading of the others' play):
 * means, cuts and the favourite's test then count each sample by its weight.
 */
import type { Rng } from '../cards/rng';
import type { Seat } from '../engine/types';
import type { SearchSpec } from './search';

export type Schedule = 'uniform' | 'halving';

interface Arm<M> {
  move: M;
  key: string;
  /** This seat's reward in each sample the move was played in, in the order of the samples. */
  rewards: number[];
  /** The sum of those rewards times their samples' weights, and of the weights. */
  total: number;
  weight: number;
}

const meanOf = <M>(arm: Arm<M>): number => (arm.weight > 0 ? arm.total / arm.weight : -Infinity);

/** The moves to sample: the spec's candidates at the root where it has them (a Machtkampf lead can be hundreds of plays), else every legal move; only ones legal for the real seat. */
function armsOf<S, M, V>(spec: SearchSpec<S, M, V>, sample: S, seat: Seat, legal: readonly M[]): Arm<M>[] {
  const byKey = new Map(legal.map((move) => [spec.key(move), move]));
  const listed = spec.candidates ? spec.candidates(sample, seat) : legal;
  const arms: Arm<M>[] = [];
  for (const move of listed) {
    const key = spec.key(move);
    const real = byKey.get(key);
    if (real !== undefined && !arms.some((arm) => arm.key === key)) arms.push({ move: real, key, rewards: [], total: 0, weight: 0 });
  }
  return arms.length > 0 ? arms : legal.map((move) => ({ move, key: spec.key(move), rewards: [], total: 0, weight: 0 }));
}

/** Plays `move` in `sample` and the playout policy after it; the seat's reward and the moves applied. */
function playout<S, M, V>(spec: SearchSpec<S, M, V>, sample: S, seat: Seat, move: M, rng: Rng): { reward: number; applied: number } {
  // Every arm starts from the same sample: states changed in place are played on a copy.
  let state = spec.rules.apply(spec.rules.fork ? spec.rules.fork(sample) : sample, seat, move);
  let depth = 1;
  let rewards = spec.payoff(sample, state, depth);
  while (rewards === null) {
    const next = spec.rules.toAct(state)[0] as Seat;
    state = spec.rules.apply(state, next, spec.rollout(state, next, rng));
    depth++;
    rewards = spec.payoff(sample, state, depth);
  }
  return { reward: rewards[seat] ?? 0, applied: depth };
}

export class PairedRootSearch<S, M, V> {
  iterations = 0;
  applied = 0;
  private arms: Arm<M>[] | null = null;
  /** The moves still in contention, best first after each cut. */
  private live: Arm<M>[] = [];
  private rounds = 1;
  private round = 0;
  /** Each sample's weight (SearchSpec.weight), in the order of the samples. */
  private readonly weights: number[] = [];
  /** The sample being played, and the next of the moves in contention to play in it (`step`). */
  private sample: S | null = null;
  private next = 0;

  constructor(
    private readonly spec: SearchSpec<S, M, V>,
    private readonly view: V,
    private readonly seat: Seat,
    private readonly legal: readonly M[],
    /** The budget in moves applied the schedule divides into rounds. */
    private readonly budget: number,
    private readonly schedule: Schedule,
    private readonly rng: Rng,
    /** The key of a move the cuts keep in contention (the favourite `bestOver` will be given). */
    private readonly keep: string | null = null,
  ) {}

  /** One sample, every move in contention played in it once; then, at a round's end, the cut. */
  iterate(): void {
    do this.step();
    while (this.midSample);
  }

  /** Whether a sample is being played: some of the moves in contention have been played in it, not all. */
  get midSample(): boolean {
    return this.sample !== null;
  }

  /**
   * One playout: the next move in contention in the sample being played (a new sample drawn
   * first where none is). After the last one the sample ends as `iterate`'s does. A caller that
   * must give its thread back often (`chooseAsync`) can stop between two playouts; stepping
   * through whole samples plays exactly what `iterate` plays.
   */
  step(): void {
    const { spec, rng, seat } = this;
    if (this.sample === null) {
      const sample = spec.determinize(this.view, rng);
      this.weights.push(spec.weight?.() ?? 1);
      if (this.arms === null) {
        this.arms = armsOf(spec, sample, seat, this.legal);
        this.live = this.arms.slice();
        this.rounds = this.schedule === 'halving' ? Math.max(1, Math.ceil(Math.log2(this.arms.length))) : 1;
      }
      this.sample = sample;
      this.next = 0;
    }
    const weight = this.weights[this.weights.length - 1] as number;
    const arm = this.live[this.next] as Arm<M>;
    const run = playout(spec, this.sample, seat, arm.move, rng);
    arm.rewards.push(run.reward);
    arm.total += weight * run.reward;
    arm.weight += weight;
    this.applied += run.applied;
    if (++this.next < this.live.length) return;
    this.sample = null;
    this.iterations++;
    // Round r ends once the moves applied reach (r + 1)/rounds of the budget; the last round runs to the end.
    while (this.round < this.rounds - 1 && this.applied >= ((this.round + 1) * this.budget) / this.rounds) {
      this.cut();
      this.round++;
    }
  }

  /**
   * Keeps the better half (rounded up) of the moves in contention besides the move to keep, and
   * that one; all of them saw the same samples, so their weighted totals compare directly.
   */
  private cut(): void {
    // A stable sort: equal totals keep the order the moves were listed in.
    const ranked = this.live.slice().sort((a, b) => b.total - a.total);
    const others = ranked.filter((arm) => arm.key !== this.keep);
    const better = new Set(others.slice(0, Math.max(1, Math.ceil(others.length / 2))));
    this.live = ranked.filter((arm) => arm.key === this.keep || better.has(arm));
  }

  /** The contender with the best mean reward (ties: the first listed), or null before any sample. */
  best(): M | null {
    let best: Arm<M> | null = null;
    for (const arm of this.live) if (arm.rewards.length > 0 && (best === null || meanOf(arm) > meanOf(best))) best = arm;
    return best === null ? null : best.move;
  }

  /**
   * The search's pick, but `favourite` is kept unless the pick beats it by more than `z` standard
   * errors of their paired difference over the samples both were played in (weighted samples count
   * as their effective number, (Σw)² / Σw²).
   */
  bestOver(favourite: M, z: number): M | null {
    const pick = this.best();
    if (pick === null || this.arms === null) return pick;
    const alt = this.arms.find((arm) => arm.move === pick) as Arm<M>;
    const fav = this.arms.find((arm) => arm.key === this.spec.key(favourite));
    if (!fav || fav === alt) return pick;
    // Both were played in the first n samples: the favourite until it was cut, the pick throughout.
    const n = Math.min(fav.rewards.length, alt.rewards.length);
    if (n < 2) return pick;
    let weights = 0;
    let weightSquares = 0;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const w = this.weights[i] as number;
      const d = (alt.rewards[i] as number) - (fav.rewards[i] as number);
      weights += w;
      weightSquares += w * w;
      sum += w * d;
      squares += w * d * d;
    }
    const mean = sum / weights;
    const effective = (weights * weights) / weightSquares;
    const se = Math.sqrt(Math.max(1e-8, squares / weights - mean * mean) / effective);
    return mean > z * se ? pick : fav.move;
  }

  /** Samples and (weighted) mean reward of every move, for tests and for explaining a decision. */
  rootStats(): { key: string; visits: number; mean: number }[] {
    return (this.arms ?? []).map((arm) => ({ key: arm.key, visits: arm.rewards.length, mean: arm.rewards.length ? meanOf(arm) : 0 }));
  }
}
