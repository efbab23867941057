import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { createRng } from '../../../src/shared/cards';
import { startChart, stepChart, type ChartEvent } from '../../../src/shared/engine/chart';
import { applyEntry, isTick } from '../../../src/shared/engine/log';
import { playMatch } from '../../../src/shared/engine/play';
import {
  advance,
  apply,
  kerkerhatz,
  kerkerhatzMachine,
  legalMoves,
  nextDeadline,
  setup,
  teamBot,
  toAct,
  type KerkerhatzState,
} from '../../../src/shared/games/kerkerhatz';
import { expectRefused, stepAs } from '../support/chart';

type Snapshot = AnyMachineSnapshot;

/** One step of the dungeon: it announces the match's end exactly when the pure rules end it. */
function stepTo(snapshot: Snapshot, event: ChartEvent, before: KerkerhatzState, pure: KerkerhatzState): Snapshot {
  return stepAs(kerkerhatzMachine, snapshot, event, { roundOver: false, matchOver: kerkerhatz.result(pure) !== null && kerkerhatz.result(before) === null })
    .snapshot;
}

const DUNGEON_STATE: Record<string, string | ((s: KerkerhatzState) => string)> = {
  heroes: 'setUp',
  reveal: 'revealing',
  window: 'resolving.eventWindow',
  collapse: 'resolving.eventEffect',
  won: 'won',
  lost: 'lost',
  fight: (s) => `resolving.${s.current?.kind}`,
};

/** The chart's state names, as dotted paths per region. */
function regions(snapshot: Snapshot): { dungeon: string; clock: string } {
  const value = snapshot.value as { dungeon: string | Record<string, string>; clock: string };
  const dungeon = typeof value.dungeon === 'string' ? value.dungeon : (Object.entries(value.dungeon).map(([k, v]) => `${k}.${v}`)[0] ?? '');
  return { dungeon, clock: value.clock };
}

function expectInStep(snapshot: Snapshot, state: KerkerhatzState): void {
  const expected = DUNGEON_STATE[state.phase] as string | ((s: KerkerhatzState) => string);
  expect(regions(snapshot)).toEqual({ dungeon: typeof expected === 'string' ? expected : expected(state), clock: state.clock.status });
}

describe('Kerkerhatz statechart', () => {
  it('plays random matches to the same states as the pure rules, with the clock as a parallel region (differential test)', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const options = {
        ...kerkerhatz.defaultOptions(2 + (seed % 3)),
        level: 1 + (seed % 5),
        manualFlip: seed % 4 === 0,
        beginnerClock: seed % 7 === 0,
        clock: seed % 6 !== 0,
      };
      let snapshot = startChart(kerkerhatzMachine, options, seed).snapshot;
      let pure = setup(options, seed);
      const rng = createRng(seed);
      let now = 0;
      expect(snapshot.context.state).toEqual(pure);
      while (toAct(pure).length > 0) {
        now += rng.int(1500);
        const deadline = nextDeadline(pure);
        const before = pure;
        const movers = toAct(pure).filter((seat) => legalMoves(pure, seat).length > 0);
        if ((deadline !== null && deadline <= now) || movers.length === 0) {
          now = Math.max(now, deadline ?? now);
          pure = advance(pure, now);
          snapshot = stepTo(snapshot, { type: 'tick', now }, before, pure);
        } else {
          const seat = movers[rng.int(movers.length)] as number;
          const moves = legalMoves(pure, seat);
          const move = moves[rng.int(moves.length)];
          pure = apply(pure, seat, move, now);
          snapshot = stepTo(snapshot, { type: 'move', seat, move, at: now }, before, pure);
        }
        expect(snapshot.context.state).toEqual(pure);
        expectInStep(snapshot, pure);
      }
      expect(snapshot.status).toBe('done');
    }
  });

  it('follows the team bot’s matches to the boss, to a win and to the clock running out', () => {
    const ends = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const slow = seed % 4 === 0;
      const options = { ...kerkerhatz.defaultOptions(2 + (seed % 3)), level: 1 + (seed % 5), clockSeconds: slow ? 240 : 300 };
      const policies = Array.from({ length: options.players }, (_, seat) => teamBot(seat));
      const run = playMatch(kerkerhatz, options, seed, policies, {
        keepLog: true,
        pace: () => ({ turnMs: 0, reactionMs: [slow ? 9000 : 500, slow ? 15_000 : 1500] }),
      });
      let snapshot = startChart(kerkerhatzMachine, kerkerhatz.parseOptions(options), seed).snapshot;
      let pure = setup(kerkerhatz.parseOptions(options), seed);
      for (const entry of run.log?.moves ?? []) {
        const before = pure;
        pure = applyEntry(kerkerhatz, pure, entry) as KerkerhatzState;
        snapshot = stepTo(
          snapshot,
          isTick(entry) ? { type: 'tick', now: entry.tick } : { type: 'move', seat: entry.seat, move: entry.move, at: entry.at },
          before,
          pure,
        );
        expect(snapshot.context.state).toEqual(pure);
        expectInStep(snapshot, pure);
      }
      expect(snapshot.status).toBe('done');
      ends.add(`${pure.phase}:${pure.cause}`);
    }
    expect(ends).toContain('won:null');
    expect(ends).toContain('lost:time');
  });

  it('refuses an illegal move, a stale target included, with the rules’ code and leaves the snapshot where it was', () => {
    const options = kerkerhatz.defaultOptions(2);
    const take = (snapshot: Snapshot, event: ChartEvent): Snapshot => stepChart(kerkerhatzMachine, snapshot, event)?.snapshot ?? snapshot;
    let snapshot = startChart(kerkerhatzMachine, options, 3).snapshot;
    snapshot = take(snapshot, { type: 'move', seat: 0, move: { type: 'hero', hero: 'fighter' }, at: 0 });
    snapshot = take(snapshot, { type: 'move', seat: 1, move: { type: 'hero', hero: 'scout' }, at: 0 });
    snapshot = take(snapshot, { type: 'tick', now: nextDeadline(snapshot.context.state as KerkerhatzState) ?? 0 });
    expect(regions(snapshot).clock).toBe('running');
    const hand = (snapshot.context.state as KerkerhatzState).hands[0] as string[];
    expectRefused(
      kerkerhatzMachine,
      snapshot,
      { type: 'move', seat: 0, move: { type: 'play', card: hand[0], target: 'KH' }, at: 1200 },
      'kerkerhatz.staleTarget',
    );
  });

  it('takes a tick only when a deadline is due', () => {
    const { snapshot } = startChart(kerkerhatzMachine, kerkerhatz.defaultOptions(2), 3);
    expect(nextDeadline(snapshot.context.state as KerkerhatzState)).toBeNull();
    expect(stepChart(kerkerhatzMachine, snapshot, { type: 'tick', now: 5000 })).toBeNull();
  });
});
