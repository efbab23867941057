/**
 * Kerkerhatz as a statechart: the dungeon (set-up → revealing → resolving a door, mini-boss, pit,
 * event window, event effect or the boss → won or lost) runs in parallel with the clock
 * (idle → running ⇄ paused → expired, or stopped when the dungeon ends first).
 *
 * The host runs every match through it (engine/chart.ts). The chart holds no rule of its own. A
 * move first brings time to the move's stamp, then acts (a move the rules refuse throws their
 * RuleError out of the step); what follows by itself (a defeat, the end of Einsturz, giving up,
 * running out of cards, being stuck) is a chain of guarded steps from the pure rules. A tick of
 * the host clock is taken only when a deadline is due, and runs `advance`, which fires the timers
 * in order. A differential test plays random matches through the chart and through
 * `apply`/`advance` and requires identical states.
 */
import { assign, emit, setup } from 'xstate';
import type { Seed } from '../../cards';
import type { ChartPhase } from '../../engine/chart';
import type { Seat } from '../../engine/types';
import { advance, nextDeadline } from './clock';
import { performMove } from './rules';
import { setup as newMatch } from './setup';
import { collapseOver, defeatCurrent, endEvent, everyoneGaveUp, isBeaten, isStuck, lose, noCardsLeft } from './steps';
import { isOver, type EncounterKind, type KerkerhatzOptions, type KerkerhatzState } from './state';
import { GAVE_UP, NO_CARDS, STUCK, changing, reading, saved, type Match } from './match';

export type KerkerhatzEvent = { type: 'move'; seat: Seat; move: unknown; at?: number } | { type: 'tick'; now: number };

/** A step of the rules (steps.ts) on the chart's JSON state. */
function step(change: (m: Match) => void): (state: KerkerhatzState) => KerkerhatzState {
  return (state) => {
    const m = changing(state);
    change(m);
    return saved(m, state);
  };
}

function test(question: (m: Match) => boolean): (state: KerkerhatzState) => boolean {
  return (state) => question(reading(state));
}

const cardIsBeaten = test(isBeaten);
const collapseIsOver = test(collapseOver);
const teamGaveUp = test(everyoneGaveUp);
const outOfCards = test(noCardsLeft);
const teamIsStuck = test(isStuck);
const defeatCard = step(defeatCurrent);
const finishEvent = step(endEvent);
const giveUp = step((m) => lose(m, GAVE_UP));
const runOutOfCards = step((m) => lose(m, NO_CARDS));
const getStuck = step((m) => lose(m, STUCK));

function timed(state: KerkerhatzState, at: number | undefined): KerkerhatzState {
  return at === undefined ? state : advance(state, at);
}

function isDue(state: KerkerhatzState, now: number): boolean {
  const deadline = nextDeadline(state);
  return deadline !== null && deadline <= now;
}

const facing =
  (kind: EncounterKind) =>
  ({ context }: { context: { state: KerkerhatzState } }): boolean =>
    context.state.phase === 'fight' && context.state.current?.kind === kind;

export const kerkerhatzMachine = setup({
  types: {
    context: {} as { state: KerkerhatzState },
    events: {} as KerkerhatzEvent,
    input: {} as { options: KerkerhatzOptions; seed: Seed },
    emitted: {} as { type: ChartPhase },
  },
  guards: {
    deadlineIsDue: ({ context, event }) => event.type === 'tick' && isDue(context.state, event.now),
    cardIsBeaten: ({ context }) => cardIsBeaten(context.state),
    collapseIsOver: ({ context }) => collapseIsOver(context.state),
    dungeonIsOver: ({ context }) => isOver(context.state),
    everyoneGaveUp: ({ context }) => teamGaveUp(context.state),
    noCardsLeft: ({ context }) => outOfCards(context.state),
    teamIsStuck: ({ context }) => teamIsStuck(context.state),
    won: ({ context }) => context.state.phase === 'won',
    lost: ({ context }) => context.state.phase === 'lost',
    choosingHeroes: ({ context }) => context.state.phase === 'heroes',
    revealing: ({ context }) => context.state.phase === 'reveal',
    eventWindowOpen: ({ context }) => context.state.phase === 'window',
    eventTakesEffect: ({ context }) => context.state.phase === 'collapse',
    atDoor: facing('door'),
    atMiniBoss: facing('miniBoss'),
    atPit: facing('pit'),
    atBoss: facing('boss'),
    clockRunning: ({ context }) => context.state.clock.status === 'running',
    clockPaused: ({ context }) => context.state.clock.status === 'paused',
    clockExpired: ({ context }) => context.state.clock.status === 'expired',
    clockStopped: ({ context }) => context.state.clock.status === 'stopped',
  },
  actions: {
    catchUp: assign({ state: ({ context, event }) => (event.type === 'move' ? timed(context.state, event.at) : context.state) }),
    performMove: assign({ state: ({ context, event }) => (event.type === 'move' ? performMove(context.state, event.seat, event.move) : context.state) }),
    advanceClock: assign({ state: ({ context, event }) => (event.type === 'tick' ? advance(context.state, event.now) : context.state) }),
    defeatCard: assign({ state: ({ context }) => defeatCard(context.state) }),
    endEvent: assign({ state: ({ context }) => finishEvent(context.state) }),
    giveUp: assign({ state: ({ context }) => giveUp(context.state) }),
    runOutOfCards: assign({ state: ({ context }) => runOutOfCards(context.state) }),
    getStuck: assign({ state: ({ context }) => getStuck(context.state) }),
    announceMatchOver: emit({ type: 'matchOver' }),
  },
}).createMachine({
  id: 'kerkerhatz',
  context: ({ input }) => ({ state: newMatch(input.options, input.seed) }),
  type: 'parallel',
  states: {
    dungeon: {
      initial: 'setUp',
      on: {
        move: { actions: ['catchUp', 'performMove'], target: '.settling' },
        tick: { guard: 'deadlineIsDue', actions: 'advanceClock', target: '.routing' },
      },
      states: {
        setUp: {},
        settling: { always: [{ guard: 'cardIsBeaten', actions: 'defeatCard', target: 'afterDefeat' }, { target: 'afterDefeat' }] },
        afterDefeat: { always: [{ guard: 'collapseIsOver', actions: 'endEvent', target: 'lossCheck' }, { target: 'lossCheck' }] },
        lossCheck: {
          always: [
            { guard: 'dungeonIsOver', target: 'routing' },
            { guard: 'everyoneGaveUp', actions: 'giveUp', target: 'routing' },
            { guard: 'noCardsLeft', actions: 'runOutOfCards', target: 'routing' },
            { guard: 'teamIsStuck', actions: 'getStuck', target: 'routing' },
            { target: 'routing' },
          ],
        },
        routing: {
          always: [
            { guard: 'won', target: 'won' },
            { guard: 'lost', target: 'lost' },
            { guard: 'choosingHeroes', target: 'setUp' },
            { guard: 'revealing', target: 'revealing' },
            { guard: 'eventWindowOpen', target: 'resolving.eventWindow' },
            { guard: 'eventTakesEffect', target: 'resolving.eventEffect' },
            { guard: 'atDoor', target: 'resolving.door' },
            { guard: 'atMiniBoss', target: 'resolving.miniBoss' },
            { guard: 'atPit', target: 'resolving.pit' },
            { guard: 'atBoss', target: 'resolving.boss' },
          ],
        },
        revealing: {},
        resolving: {
          initial: 'door',
          states: { door: {}, miniBoss: {}, pit: {}, boss: {}, eventWindow: {}, eventEffect: {} },
        },
        won: { type: 'final', entry: 'announceMatchOver' },
        lost: { type: 'final', entry: 'announceMatchOver' },
      },
    },
    clock: {
      initial: 'idle',
      states: {
        idle: {
          always: [
            { guard: 'clockStopped', target: 'stopped' },
            { guard: 'clockRunning', target: 'running' },
          ],
        },
        running: {
          always: [
            { guard: 'clockExpired', target: 'expired' },
            { guard: 'clockStopped', target: 'stopped' },
            { guard: 'clockPaused', target: 'paused' },
          ],
        },
        paused: {
          always: [
            { guard: 'clockRunning', target: 'running' },
            { guard: 'clockStopped', target: 'stopped' },
          ],
        },
        expired: { type: 'final' },
        stopped: { type: 'final' },
      },
    },
  },
});
