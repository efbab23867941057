/**
 * A round-based game's turn flow, declared once: deal → (an opening with a move of its own, such
 * as Machtkampf's exchange) → turns until the round is over → score the round → the next round, or
 * the match's end. A game names the steps of each phase, each changing its table `T` (the match as
 * the rules change it) in place, and the JSON boundary (`changing`, `saved`, `check`). From that
 * one declaration come its JSON `setup` and `apply` (`flowSetup`, `flowApply`), the statechart the
 * host runs every match through (`flowChart`), and its playout's `apply` (`turnPlayer`), so the
 * order of the phases is written in one place and run by all three.
 * The differential tests (tests/unit/<game>/machine.test.ts, playout tests) hold them to the same states.
 */
import { assign, emit, setup } from 'xstate';
import type { Seed } from '../cards/rng';
import type { ChartPhase } from './chart';
import type { BaseOptions, Seat } from './types';

/** `S` the JSON state, `T` the table the steps change, `M` a move as the steps take it (checked). */
export interface RoundFlow<S, T, O extends BaseOptions, M> {
  /** The chart's id: the game's. */
  readonly id: string;
  /** The table a JSON state stands for, to read and never to change. */
  reading(state: S): T;
  /** A table of its own standing for a JSON state, to change. */
  changing(state: S): T;
  /** The JSON state a changed table now stands for; `before` (the state it was changed from, or null) may share its unchanged parts. */
  saved(t: T, before: S | null): S;
  /** A raw move of `seat` read for the steps, or refused with the rules' RuleError (the table stays as it was). */
  check(t: T, seat: Seat, move: unknown): M;
  /** A match before its first deal. */
  newMatch(options: O, seed: Seed): T;
  /** Deals a round (the one `nextRound` prepared). */
  deal(t: T): void;
  /** A phase between the deal and the turns, with one move of its own. */
  readonly opening?: {
    /** Whether this deal opens with it. */
    due(dealt: T): boolean;
    /** Its entry, on the dealt table. */
    begin(dealt: T): void;
    /** Whether a table stands in it (waiting for its move). */
    pending(t: T): boolean;
    /** Its move; afterwards the turns begin. */
    move(t: T, seat: Seat, move: M): void;
  };
  /** One turn: a seat's checked move and whatever follows it within the turn. */
  turn(t: T, seat: Seat, move: M): void;
  roundOver(t: T): boolean;
  scoreRound(t: T): void;
  matchOver(t: T): boolean;
  endMatch(t: T): void;
  /** Prepares the next round after a scored one (the deal passes on). */
  nextRound(t: T): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFlow<T, M> = RoundFlow<any, T, any, M>;

/** Deals a round, through the opening where this deal has one. */
export function startRound<T, M>(flow: AnyFlow<T, M>, t: T): void {
  flow.deal(t);
  if (flow.opening?.due(t)) flow.opening.begin(t);
}

/**
 * One checked move and what it leads to: the round's scoring and the next deal, or the match's end.
 * Made once per flow, its steps read once (the playout's `apply`, on the hot path of every search).
 */
export function turnPlayer<T, M>(flow: AnyFlow<T, M>): (t: T, seat: Seat, move: M) => void {
  const { opening, turn, roundOver, scoreRound, matchOver, endMatch, nextRound } = flow;
  return (t, seat, move) => {
    if (opening !== undefined && opening.pending(t)) {
      opening.move(t, seat, move);
      return;
    }
    turn(t, seat, move);
    if (!roundOver(t)) return;
    scoreRound(t);
    if (matchOver(t)) endMatch(t);
    else {
      nextRound(t);
      startRound(flow, t);
    }
  };
}

/** The JSON rules' `setup`: a new match, dealt. */
export function flowSetup<S, T, O extends BaseOptions, M>(flow: RoundFlow<S, T, O, M>): (options: O, seed: Seed) => S {
  return (options, seed) => {
    const t = flow.newMatch(options, seed);
    startRound(flow, t);
    return flow.saved(t, null);
  };
}

/** The JSON rules' `apply`: the raw move checked, then played (`turnPlayer`) on the table of the state. */
export function flowApply<S, T, O extends BaseOptions, M>(flow: RoundFlow<S, T, O, M>): (state: S, seat: Seat, move: unknown) => S {
  const play = turnPlayer(flow);
  return (state, seat, raw) => {
    const t = flow.changing(state);
    play(t, seat, flow.check(t, seat, raw));
    return flow.saved(t, state);
  };
}

/**
 * The statechart of the same flow (engine/chart.ts states what every chart agrees to): its guards
 * and actions are the declaration's steps, each on the JSON state through the boundary, and it
 * announces `roundOver` when a round has been scored and `matchOver` at the end.
 */
export function flowChart<S, T, O extends BaseOptions, M>(flow: RoundFlow<S, T, O, M>) {
  type Move = { type: 'move'; seat: Seat; move: unknown };
  const opening = flow.opening;
  const step = (change: (t: T) => void) => (state: S) => {
    const t = flow.changing(state);
    change(t);
    return flow.saved(t, state);
  };
  const deal = step((t) => flow.deal(t));
  const scoreRound = step((t) => flow.scoreRound(t));
  const nextRound = step((t) => flow.nextRound(t));
  const endMatch = step((t) => flow.endMatch(t));
  const begin = step((t) => opening?.begin(t));
  const moved = (state: S, { seat, move }: Move, play: (t: T, seat: Seat, move: M) => void): S => step((t) => play(t, seat, flow.check(t, seat, move)))(state);
  return setup({
    types: {
      context: {} as { state: S },
      events: {} as Move,
      input: {} as { options: O; seed: Seed },
      emitted: {} as { type: ChartPhase },
    },
    guards: {
      openingDue: ({ context }) => opening?.due(flow.reading(context.state)) ?? false,
      roundIsOver: ({ context }) => flow.roundOver(flow.reading(context.state)),
      matchIsOver: ({ context }) => flow.matchOver(flow.reading(context.state)),
    },
    actions: {
      deal: assign({ state: ({ context }) => deal(context.state) }),
      beginOpening: assign({ state: ({ context }) => begin(context.state) }),
      openingMove: assign({ state: ({ context, event }) => moved(context.state, event, (opening as NonNullable<typeof opening>).move) }),
      turn: assign({ state: ({ context, event }) => moved(context.state, event, flow.turn) }),
      scoreRound: assign({ state: ({ context }) => scoreRound(context.state) }),
      nextRound: assign({ state: ({ context }) => nextRound(context.state) }),
      endMatch: assign({ state: ({ context }) => endMatch(context.state) }),
      announceRoundOver: emit({ type: 'roundOver' }),
      announceMatchOver: emit({ type: 'matchOver' }),
    },
  }).createMachine({
    id: flow.id,
    context: ({ input }) => ({ state: flow.saved(flow.newMatch(input.options, input.seed), null) }),
    initial: 'dealing',
    states: {
      dealing: { entry: 'deal', always: [{ guard: 'openingDue', target: 'opening' }, { target: 'playing' }] },
      opening: { entry: 'beginOpening', on: { move: { actions: 'openingMove', target: 'playing' } } },
      playing: { on: { move: { actions: 'turn', target: 'afterTurn' } } },
      afterTurn: { always: [{ guard: 'roundIsOver', target: 'roundScoring' }, { target: 'playing' }] },
      roundScoring: {
        entry: ['scoreRound', 'announceRoundOver'],
        always: [
          { guard: 'matchIsOver', target: 'gameOver', actions: 'endMatch' },
          { target: 'dealing', actions: 'nextRound' },
        ],
      },
      gameOver: { type: 'final', entry: 'announceMatchOver' },
    },
  });
}

/** A flow's JSON rules: a match before its first deal (the chart's starting point), `setup`, `apply`, and the statechart. */
export function flowRules<S, T, O extends BaseOptions, M>(flow: RoundFlow<S, T, O, M>) {
  return {
    newMatch: (options: O, seed: Seed): S => flow.saved(flow.newMatch(options, seed), null),
    setup: flowSetup(flow),
    apply: flowApply(flow),
    chart: flowChart(flow),
  };
}
