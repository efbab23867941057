/**
 * A fifth game that exists only in the tests: two players take 1–3 sticks from a pile in turn,
 * and whoever takes the last stick wins. Defined with defineGame like the real four, it proves
 * that a game needs nothing outside its module and a catalog that lists it.
 */
import { assign, emit, setup as chartSetup } from 'xstate';
import type { ChartPhase } from '../../../src/shared/engine/chart';
import { defineGame, type GameDefinition } from '../../../src/shared/engine/module';
import { refuse } from '../../../src/shared/engine/errors';
import { countAt } from '../../../src/shared/engine/stats';
import type { BaseOptions, MatchResult, Seat } from '../../../src/shared/engine/types';

export interface SticksOptions extends BaseOptions {
  sticks: number;
}

export interface SticksState {
  players: number;
  left: number;
  turn: Seat;
  /** Who took the last stick, once the pile is empty. */
  winner: Seat | null;
}

export interface SticksMove {
  type: 'take';
  count: number;
}

function isMove(move: unknown): move is SticksMove {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return false;
  const keys = Object.keys(move).sort().join(',');
  const { type, count } = move as Record<string, unknown>;
  return keys === 'count,type' && type === 'take' && typeof count === 'number' && Number.isInteger(count);
}

function legalMoves(state: SticksState, seat: Seat): SticksMove[] {
  if (state.winner !== null || seat !== state.turn) return [];
  return [1, 2, 3].filter((n) => n <= state.left).map((count) => ({ type: 'take', count }));
}

/** The rules' one step: take sticks, and the last stick wins. */
export function take(state: SticksState, seat: Seat, move: unknown): SticksState {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) refuse('rule.noSuchSeat');
  if (state.winner !== null) refuse('rule.matchOver');
  if (seat !== state.turn) refuse('rule.notYourTurn');
  if (!isMove(move)) refuse('rule.badMove');
  if (move.count < 1 || move.count > Math.min(3, state.left)) refuse('sticks.takeOneToThree', { left: state.left });
  const left = state.left - move.count;
  return { ...state, left, turn: (seat + 1) % state.players, winner: left === 0 ? seat : null };
}

function result(state: SticksState): MatchResult | null {
  if (state.winner === null) return null;
  const scores = Array.from({ length: state.players }, (_, seat) => (seat === state.winner ? 1 : 0));
  return { winners: [state.winner], scores, lowerIsBetter: false };
}

/** The sticks chart over a `take` step: the tests give a buggy step to both the chart and `apply`. */
export function sticksChart(step: typeof take) {
  return chartSetup({
    types: {
      context: {} as { state: SticksState },
      events: {} as { type: 'move'; seat: Seat; move: unknown },
      input: {} as { options: SticksOptions },
      emitted: {} as { type: ChartPhase },
    },
    guards: { pileIsEmpty: ({ context }) => context.state.left === 0 },
    actions: { take: assign({ state: ({ context, event }) => step(context.state, event.seat, event.move) }), announceMatchOver: emit({ type: 'matchOver' }) },
  }).createMachine({
    id: 'sticks',
    context: ({ input }) => ({ state: newPile(input.options) }),
    initial: 'taking',
    states: {
      taking: { on: { move: { actions: 'take', target: 'afterTake' } } },
      afterTake: { always: [{ guard: 'pileIsEmpty', target: 'over' }, { target: 'taking' }] },
      over: { type: 'final', entry: 'announceMatchOver' },
    },
  });
}

function newPile(options: SticksOptions): SticksState {
  return { players: options.players, left: options.sticks, turn: 0, winner: null };
}

export interface SticksView {
  game: 'sticks';
  left: number;
  turn: Seat;
  winner: Seat | null;
}

export const sticksDefinition: GameDefinition<SticksState, SticksMove, SticksView, SticksOptions> = {
  facts: {
    id: 'sticks',
    play: 'competitive',
    timing: 'turns',
    options: { minPlayers: 2, maxPlayers: 2, specs: [{ key: 'sticks', kind: 'integer', min: 4, max: 40, default: 15 }] },
  },
  rules: {
    setup: newPile,
    toAct: (state) => (state.winner === null ? [state.turn] : []),
    legalMoves,
    apply: (state, seat, move) => take(state, seat, move),
    result,
    cards: () => [],
    hiddenCards: () => [],
  },
  view: (state) => ({ game: 'sticks', left: state.left, turn: state.turn, winner: state.winner }),
  bots: {
    // Leaves the other player a multiple of four whenever it can.
    normal: () => ({
      name: 'normal',
      usesView: true,
      choose: ({ legal, view }) => legal.find((m) => view !== null && m.count === view.left % 4) ?? (legal[0] as SticksMove),
    }),
  },
  metrics: () => {
    let taken = 0;
    return {
      step: (_before, _seat, move: SticksMove) => void (taken += move.count),
      end: () => {},
      tally: () => ({ sticksTaken: taken }),
      summary: (tally = { sticksTaken: taken }) => ({ sticksTaken: countAt(tally, 'sticksTaken') }),
    };
  },
  strings: {
    de: {
      'sticks.name': 'Hölzchen',
      'sticks.tagline': 'Wer das letzte Hölzchen nimmt, gewinnt.',
      'sticks.option.sticks': 'Hölzchen',
      'sticks.takeOneToThree': 'Nimm 1 bis 3 Hölzchen (es liegen {left}).',
      'sticks.rules': '## Worum es geht\n\nZwei nehmen abwechselnd 1 bis 3 Hölzchen vom Haufen. Wer das letzte nimmt, gewinnt.',
      'sticks.example': 'Es liegen 5 Hölzchen: Anna nimmt 1 und lässt Ben 4. Was Ben auch nimmt, Anna nimmt den Rest.',
      'sticks.left': 'Noch {n} Hölzchen',
      'sticks.hand': 'Deine Züge',
      'sticks.take': '{n} nehmen',
      'sticks.took': '{player} nimmt {n}.',
      'sticks.won': '{player} gewinnt!',
    },
    en: {
      'sticks.name': 'Sticks',
      'sticks.tagline': 'Whoever takes the last stick wins.',
      'sticks.option.sticks': 'Sticks',
      'sticks.takeOneToThree': 'Take 1 to 3 sticks ({left} are left).',
      'sticks.rules': '## The point\n\nTwo players take 1 to 3 sticks from the pile in turn. Whoever takes the last one wins.',
      'sticks.example': 'Five sticks are left: Anna takes 1 and leaves Ben 4. Whatever Ben takes, Anna takes the rest.',
      'sticks.left': '{n} sticks left',
      'sticks.hand': 'Your moves',
      'sticks.take': 'Take {n}',
      'sticks.took': '{player} takes {n}.',
      'sticks.won': '{player} wins!',
    },
  },
  chart: sticksChart(take),
  conformance: {
    budget: { matches: 60, full: 12, maxSteps: 100 },
    invariant: (state) => (state.left < 0 ? `the pile holds ${state.left} sticks` : null),
  },
};

export const sticks = defineGame(sticksDefinition);
