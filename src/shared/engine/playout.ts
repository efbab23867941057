/**
 * The playout representation: a game's state as small integers in typed arrays, changed in place,
 * for the code that plays millions of moves (the bots' searches, the bench). The JSON state stays
 * what the host, saves, views and replays use; a game converts at the boundary (`load`, `save`).
 *
 * A move is a small non-negative integer (its code). `legal` writes the codes of a seat's legal
 * moves into a buffer the caller reuses, so a playout allocates nothing per move. `apply` trusts
 * its caller: it is given only codes `legal` wrote for that seat in that state.
 *
 * The rules are not written twice: a game's playout and its JSON `apply` call the same rule
 * functions (or one is derived from the other), and a differential test plays random matches
 * through both and compares them at every step (tests/unit/support/playout-check.ts).
 */
import { createRng, deriveSeed, type Seed } from '../cards/rng';
import type { Throughput } from './throughput';
import type { AnyGame, MatchResult, Seat } from './types';

/** The most legal moves any seat of any game can have at once: the size of a move buffer. */
export const MAX_MOVES = 4096;

/** The zeros `zeros` slices from, doubled when a longer array is asked for. */
let ZEROS: number[] = [0];

/**
 * A fresh plain array of `length` zeros, for a playout state's numbers. A plain array of small
 * integers costs far less to make and to collect than a typed array (whose ArrayBuffer lives off the
 * heap), and the bench makes a state per match, a search one per sample; it reads as fast. Sliced
 * from one array of zeros: a single copy, where a push loop grows the array step by step.
 */
export function zeros(length: number): number[] {
  while (ZEROS.length < length) ZEROS = ZEROS.concat(ZEROS);
  return ZEROS.slice(0, length);
}

/** `O`: the game's options, which `setup` takes. */
export interface Playout<S, M, P, O = unknown> {
  /**
   * A fresh match dealt straight into the representation: the same deal as the JSON `setup(options,
   * seed)` (the differential test checks `save` of it against that), without building the JSON state
   * first. Optional: without it a match starts from `load` of the JSON set-up.
   */
  setup?(options: O, seed: Seed): P;
  /** A fresh mutable state standing for the JSON state `state` (which it never changes or keeps). */
  load(state: S): P;
  /** The JSON state `p` stands for: equal, field by field, to the one the JSON rules reach. */
  save(p: P): S;
  /** A copy of `p`, written into `into` when given (a search reuses one scratch state). */
  copy(p: P, into?: P): P;
  /** Writes the seats expected to act now into `out` (as `toAct`); returns how many. 0: the match is over. */
  actors(p: P, out: Int32Array): number;
  /** Writes the codes of every legal move of `seat` into `out` (as `legalMoves`, same order); returns how many. */
  legal(p: P, seat: Seat, out: Int32Array): number;
  /** Plays a legal move in place; `at` is the match clock of a real-time game. */
  apply(p: P, seat: Seat, move: number, at?: number): void;
  /** Takes back the last `apply` (or `advance`) not yet taken back: any number of them, newest first. */
  undo(p: P): void;
  /** The code of a JSON move legal now (throws for one that is not). */
  encode(p: P, seat: Seat, move: M): number;
  /** The JSON move a code stands for in this state. */
  decode(p: P, seat: Seat, code: number): M;
  /** Null while the match runs. */
  result(p: P): MatchResult | null;
  /** Real-time games: the clock, as the game's `realtime` rules. */
  advance?(p: P, now: number): void;
  nextDeadline?(p: P): number | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlayout = Playout<any, any, any>;

/**
 * Random playouts through a game's playout representation for about `seconds`, counted exactly as
 * `measureThroughput` counts the JSON path (same seeds, same real-time pacing), so the two figures
 * compare. Each match starts from the playout's own `setup` when it has one (the same deal), else
 * from the JSON set-up, loaded once.
 */
export function measurePlayoutThroughput(game: AnyGame, playout: AnyPlayout, players: number, seconds: number): Throughput {
  const options = game.defaultOptions(players);
  const rng = createRng(1);
  const moves = new Int32Array(MAX_MOVES);
  const seats = new Int32Array(16);
  const movers = new Int32Array(16);
  const deadline = performance.now() + seconds * 1000;
  let applied = 0;
  let matches = 0;
  const start = performance.now();
  while (performance.now() < deadline) {
    const seed = deriveSeed(7, matches);
    const p = playout.setup ? playout.setup(options, seed) : playout.load(game.setup(options, seed));
    let now = 0;
    for (;;) {
      const count = playout.actors(p, seats);
      if (count === 0) break;
      if (!playout.advance) {
        const seat = seats[0] as Seat;
        const n = playout.legal(p, seat, moves);
        playout.apply(p, seat, moves[rng.int(n)] as number);
        applied++;
        continue;
      }
      // Real time: anyone who can act may; when nobody can, the clock jumps to the next timer.
      let able = 0;
      for (let i = 0; i < count; i++) if (playout.legal(p, seats[i] as Seat, moves) > 0) movers[able++] = seats[i] as number;
      const due = playout.nextDeadline?.(p) ?? null;
      if (able === 0) {
        if (due === null) throw new Error(`${game.id}: nobody can act and no timer runs`);
        now = Math.max(now + 1, due);
        playout.advance(p, now);
        continue;
      }
      now += 500;
      if (due !== null && due <= now) {
        playout.advance(p, now);
        continue;
      }
      const seat = movers[rng.int(able)] as Seat;
      const n = playout.legal(p, seat, moves);
      playout.apply(p, seat, moves[rng.int(n)] as number, now);
      applied++;
    }
    matches++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { game: game.id, players, moves: applied, matches, seconds: elapsed, movesPerSecond: applied / elapsed };
}
