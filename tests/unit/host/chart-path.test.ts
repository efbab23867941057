import { describe, expect, it } from 'vitest';
import { assign, emit, setup as chartSetup } from 'xstate';
import { createBot } from '../../../src/shared/bots';
import { startChart, type ChartPhase } from '../../../src/shared/engine/chart';
import { RETRY_MS } from '../../../src/shared/engine/driver';
import { refuse } from '../../../src/shared/engine/errors';
import { replay, type LogEntry } from '../../../src/shared/engine/log';
import { defineGame, type AnyGameModule } from '../../../src/shared/engine/module';
import { playMatch } from '../../../src/shared/engine/play';
import type { BaseOptions, Json, Seat } from '../../../src/shared/engine/types';
import { ueberkochen, type UeberkochenState } from '../../../src/shared/games/ueberkochen';
import { check } from '../../../src/host/match';
import { Play, type PlayHooks } from '../../../src/host/play';
import type { MatchJournal } from '../../../src/host/store/types';
import { VirtualClock } from '../support/virtual-clock';

/** Lets the saves' and the bots' promises settle. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

function journalInto(entries: LogEntry[]): MatchJournal {
  return {
    id: 'm',
    appendEntry: async (_index, entry) => void entries.push(entry),
    appendTable: async () => {},
    finish: async () => {},
    close: async () => {},
  };
}

function hooks(lines: string[], seats: 'people' | 'bots' = 'people'): PlayHooks {
  return {
    controller: () => (seats === 'people' ? { kind: 'person' } : { kind: 'bot', level: 'normal' }),
    present: () => true,
    committed: () => {},
    refused: () => {},
    failed: (error) => {
      throw error;
    },
    finished: () => {},
    log: (line) => lines.push(line),
  };
}

interface FuseState {
  players: number;
  now: number;
  burnt: boolean;
}

/**
 * A real-time fifth game for the tests: a fuse burns down at 1000 ms and the match is over. Its
 * clock has a bug: advanced to a time before 1500 ms, it throws a TypeError.
 */
function advanceFuse(state: FuseState, now: number): FuseState {
  if (state.burnt || now < 1000) return { ...state, now: Math.max(state.now, now) };
  if (now < 1500) throw new TypeError('the fuse fizzled');
  return { ...state, now, burnt: true };
}

const fuseDeadline = (state: FuseState): number | null => (state.burnt ? null : 1000);

const fuseChart = chartSetup({
  types: {
    context: {} as { state: FuseState },
    events: {} as { type: 'tick'; now: number } | { type: 'move'; seat: Seat; move: unknown },
    input: {} as { options: BaseOptions },
    emitted: {} as { type: ChartPhase },
  },
  guards: { due: ({ context, event }) => event.type === 'tick' && (fuseDeadline(context.state) ?? Infinity) <= event.now },
  actions: {
    burn: assign({ state: ({ context, event }) => (event.type === 'tick' ? advanceFuse(context.state, event.now) : context.state) }),
    refuseMove: () => refuse('rule.badMove'),
    announceMatchOver: emit({ type: 'matchOver' }),
  },
}).createMachine({
  id: 'fuse',
  context: ({ input }) => ({ state: { players: input.options.players, now: 0, burnt: false } }),
  initial: 'burning',
  states: {
    burning: { on: { tick: { guard: 'due', actions: 'burn', target: 'burnt' }, move: { actions: 'refuseMove' } } },
    burnt: { type: 'final', entry: 'announceMatchOver' },
  },
});

const fuse = defineGame<FuseState, never, FuseState, BaseOptions>({
  facts: {
    id: 'fuse',
    play: 'cooperative',
    timing: 'realtime',
    options: { minPlayers: 2, maxPlayers: 2, specs: [] },
    clock: { advance: advanceFuse, nextDeadline: fuseDeadline },
  },
  rules: {
    setup: (options) => ({ players: options.players, now: 0, burnt: false }),
    toAct: (state) => (state.burnt ? [] : [0, 1]),
    legalMoves: () => [],
    apply: () => refuse('rule.badMove'),
    result: (state) => (state.burnt ? { winners: [], scores: [0, 0], lowerIsBetter: false } : null),
    cards: () => [],
    hiddenCards: () => [],
  },
  view: (state) => state,
  bots: {},
  metrics: () => ({ step: () => {}, end: () => {}, tally: () => ({}), summary: () => ({}) }),
  strings: { de: {}, en: {} },
  chart: fuseChart,
  conformance: { budget: { matches: 1, full: 1, maxSteps: 10 } },
});

describe('the host runs every match through its game’s chart', () => {
  it('a refused move leaves the committed snapshot as it was and answers with the rules’ code', () => {
    const options = ueberkochen.parseOptions({ players: 3 });
    const chart = startChart(ueberkochen.chart, options, 11);
    const state = chart.state as UeberkochenState;
    const before = JSON.stringify(chart.snapshot);
    const turn = ueberkochen.toAct(state)[0] as number;
    const checked = check(ueberkochen, chart, { kind: 'move', seat: (turn + 1) % 3, move: ueberkochen.legalMoves(state, turn)[0], origin: 'test' });
    expect(checked).toEqual({ refusal: { code: 'rule.notYourTurn', params: {} } });
    expect(JSON.stringify(chart.snapshot)).toBe(before);
  });

  it('a restored match replays its log through the chart to the same state as the rules, and goes on from there', async () => {
    const game = ueberkochen as AnyGameModule;
    const options = game.parseOptions({ players: 3 }) as BaseOptions;
    const lab = playMatch(
      game,
      options,
      5,
      [0, 1, 2].map((seat) => createBot(game, 'normal', seat, options)),
      { keepLog: true },
    );
    const moves = lab.log?.moves ?? [];
    const half = Math.floor(moves.length / 2);
    const entries: LogEntry[] = moves.slice(0, half);
    const play = new Play(
      { id: 'm', game, options, seed: 5, journal: journalInto(entries), entries: moves.slice(0, half), clock: new VirtualClock() },
      hooks([], 'bots'),
      { botPace: 0, clockRate: 1 },
    );
    expect(play.index).toBe(half);
    expect(play.state).toEqual(replay(game, { game: game.id, options: options as unknown as Json, seed: 5, moves }, half));
    play.wake();
    for (let i = 0; i < 10_000 && !play.result; i++) await settle();
    await play.stop();
    expect(entries).toEqual(moves);
    expect(play.result).toEqual(lab.result);
  });

  it('a finished save comes back over, with the rules’ result', () => {
    const options = ueberkochen.parseOptions({ players: 3 });
    const lab = playMatch(
      ueberkochen,
      options,
      8,
      [0, 1, 2].map((seat) => createBot(ueberkochen, 'beginner', seat, options)),
      { keepLog: true },
    );
    const play = new Play(
      { id: 'm', game: ueberkochen, options, seed: 8, journal: journalInto([]), entries: lab.log?.moves ?? [], clock: new VirtualClock() },
      hooks([]),
      { botPace: 0, clockRate: 1 },
    );
    expect(play.result).toEqual(lab.result);
  });

  it('a log the chart refuses does not come back', () => {
    const options = ueberkochen.parseOptions({ players: 3 });
    const entries: LogEntry[] = [{ seat: 2, move: { type: 'play', card: 'ZZ', pot: 'H' } }];
    expect(
      () =>
        new Play({ id: 'm', game: ueberkochen, options, seed: 8, journal: journalInto([]), entries, clock: new VirtualClock() }, hooks([]), {
          botPace: 0,
          clockRate: 1,
        }),
    ).toThrow(/rule\./);
  });

  it('a crash in the clock’s advance is logged with the match and the time, and the match goes on: the deadline is tried again a moment later', async () => {
    const lines: string[] = [];
    const entries: LogEntry[] = [];
    const clock = new VirtualClock();
    let finished = false;
    const play = new Play(
      { id: 'm', game: fuse, options: { players: 2 }, seed: 1, journal: journalInto(entries), entries: [], clock },
      { ...hooks(lines), finished: () => (finished = true) },
      { botPace: 1, clockRate: 1 },
    );
    play.wake();
    for (let i = 0; i < 20 && !finished; i++) {
      await settle();
      clock.next();
    }
    await play.stop();
    expect(lines.filter((line) => line.includes('crashed'))).toHaveLength(1);
    expect(lines[0]?.startsWith("match m: the rules crashed on the clock's advance to 1000 ms after 0 entries: TypeError: the fuse fizzled")).toBe(true);
    expect(entries).toEqual([{ tick: 1000 + RETRY_MS }]);
    expect(play.result).toEqual({ winners: [], scores: [0, 0], lowerIsBetter: false });
  });
});
