/**
 * A round-based game's turn flow, declared once: deal → (an opening with a move of its own, such
 * as Machtkampf's exchange) → turns until the round is over → score the round → the next round, or
 * the match's end. A game names the rule functions of each step; from that one declaration come
 * both its JSON rules' `setup` and `apply` (`flowSetup`, `flowApply`) and the statechart the host
 * runs every match through (`flowChart`), so the order of the phases is written in one place.
 * The differential tests (tests/unit/<game>/machine.test.ts) hold the two to the same states.
 */
import { assign, emit, setup } from 'xstate';
import type { Seed } from '../cards/rng';
import type { ChartPhase } from './chart';
import type { BaseOptions, Seat } from './types';

export interface RoundFlow<S, O extends BaseOptions> {
  /** The chart's id: the game's. */
  readonly id: string;
  /** A match before its first deal. */
  newMatch(options: O, seed: Seed): S;
  /** Deals a round (the one `nextRound` prepared). */
  deal(state: S): S;
  /** A phase between the deal and the turns, with one move of its own. */
  readonly opening?: {
    /** Whether this deal opens with it. */
    due(dealt: S): boolean;
    /** Its entry, on the dealt state. */
    begin(dealt: S): S;
    /** Whether a state stands in it (waiting for its move). */
    pending(state: S): boolean;
    /** Its move; afterwards the turns begin. A move the rules refuse throws their RuleError. */
    move(state: S, seat: Seat, move: unknown): S;
  };
  /** One turn: a seat's move and whatever follows it within the turn. A refused move throws. */
  turn(state: S, seat: Seat, move: unknown): S;
  roundOver(state: S): boolean;
  scoreRound(state: S): S;
  matchOver(state: S): boolean;
  endMatch(state: S): S;
  /** Prepares the next round after a scored one (the deal passes on). */
  nextRound(state: S): S;
}

/** A dealt round, through the opening where this deal has one. */
function startRound<S, O extends BaseOptions>(flow: RoundFlow<S, O>, state: S): S {
  const dealt = flow.deal(state);
  return flow.opening?.due(dealt) ? flow.opening.begin(dealt) : dealt;
}

/** The JSON rules' `setup`: a new match, dealt. */
export function flowSetup<S, O extends BaseOptions>(flow: RoundFlow<S, O>): (options: O, seed: Seed) => S {
  return (options, seed) => startRound(flow, flow.newMatch(options, seed));
}

/** The JSON rules' `apply`: one move, and the round's scoring and the next deal (or the match's end) it leads to. */
export function flowApply<S, O extends BaseOptions>(flow: RoundFlow<S, O>): (state: S, seat: Seat, move: unknown) => S {
  const opening = flow.opening;
  return (state, seat, move) => {
    if (opening?.pending(state)) return opening.move(state, seat, move);
    const played = flow.turn(state, seat, move);
    if (!flow.roundOver(played)) return played;
    const scored = flow.scoreRound(played);
    return flow.matchOver(scored) ? flow.endMatch(scored) : startRound(flow, flow.nextRound(scored));
  };
}

/**
 * The statechart of the same flow (engine/chart.ts states what every chart agrees to): its guards
 * and actions are the declaration's functions, and it announces `roundOver` when a round has been
 * scored and `matchOver` at the end.
 */
export function flowChart<S, O extends BaseOptions>(flow: RoundFlow<S, O>) {
  type Move = { type: 'move'; seat: Seat; move: unknown };
  const opening = flow.opening;
  return setup({
    types: {
      context: {} as { state: S },
      events: {} as Move,
      input: {} as { options: O; seed: Seed },
      emitted: {} as { type: ChartPhase },
    },
    guards: {
      openingDue: ({ context }) => opening?.due(context.state) ?? false,
      roundIsOver: ({ context }) => flow.roundOver(context.state),
      matchIsOver: ({ context }) => flow.matchOver(context.state),
    },
    actions: {
      deal: assign({ state: ({ context }) => flow.deal(context.state) }),
      beginOpening: assign({ state: ({ context }) => (opening as NonNullable<typeof opening>).begin(context.state) }),
      openingMove: assign({ state: ({ context, event }) => (opening as NonNullable<typeof opening>).move(context.state, event.seat, event.move) }),
      turn: assign({ state: ({ context, event }) => flow.turn(context.state, event.seat, event.move) }),
      scoreRound: assign({ state: ({ context }) => flow.scoreRound(context.state) }),
      nextRound: assign({ state: ({ context }) => flow.nextRound(context.state) }),
      endMatch: assign({ state: ({ context }) => flow.endMatch(context.state) }),
      announceRoundOver: emit({ type: 'roundOver' }),
      announceMatchOver: emit({ type: 'matchOver' }),
    },
  }).createMachine({
    id: flow.id,
    context: ({ input }) => ({ state: flow.newMatch(input.options, input.seed) }),
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
