import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createRng } from '../../../src/shared/cards';
import { applyEntry, isTick } from '../../../src/shared/engine/log';
import { playMatch } from '../../../src/shared/engine/play';
import { advance, apply, kerkerhatz, kerkerhatzMachine, legalMoves, nextDeadline, setup, teamBot, toAct, type KerkerhatzState } from '../../../src/shared/games/kerkerhatz';

type Snapshot = SnapshotFrom<typeof kerkerhatzMachine>;

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
  const dungeon = typeof value.dungeon === 'string' ? value.dungeon : Object.entries(value.dungeon).map(([k, v]) => `${k}.${v}`)[0] ?? '';
  return { dungeon, clock: value.clock };
}

function expectInStep(snapshot: Snapshot, state: KerkerhatzState): void {
  const expected = DUNGEON_STATE[state.phase] as string | ((s: KerkerhatzState) => string);
  expect(regions(snapshot)).toEqual({ dungeon: typeof expected === 'string' ? expected : expected(state), clock: state.clock.status });
}

describe('Kerkerhatz statechart', () => {
  it('plays random matches to the same states as the pure rules, with the clock as a parallel region (differential test)', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const options = { ...kerkerhatz.defaultOptions(2 + (seed % 3)), level: 1 + (seed % 5), manualFlip: seed % 4 === 0, beginnerClock: seed % 7 === 0, clock: seed % 6 !== 0 };
      const actor = createActor(kerkerhatzMachine, { input: { options, seed } }).start();
      let pure = setup(options, seed);
      const rng = createRng(seed);
      let now = 0;
      expect(actor.getSnapshot().context.state).toEqual(pure);
      while (toAct(pure).length > 0) {
        now += rng.int(1500);
        const deadline = nextDeadline(pure);
        const movers = toAct(pure).filter((seat) => legalMoves(pure, seat).length > 0);
        if ((deadline !== null && deadline <= now) || movers.length === 0) {
          now = Math.max(now, deadline ?? now);
          pure = advance(pure, now);
          actor.send({ type: 'tick', now });
        } else {
          const seat = movers[rng.int(movers.length)] as number;
          const moves = legalMoves(pure, seat);
          const move = moves[rng.int(moves.length)];
          pure = apply(pure, seat, move, now);
          actor.send({ type: 'move', seat, move, at: now });
        }
        expect(actor.getSnapshot().context.state).toEqual(pure);
        expectInStep(actor.getSnapshot(), pure);
      }
      expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('follows the team bot’s matches to the boss, to a win and to the clock running out', () => {
    const ends = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const slow = seed % 4 === 0;
      const options = { ...kerkerhatz.defaultOptions(2 + (seed % 3)), level: 1 + (seed % 5), clockSeconds: slow ? 240 : 300 };
      const policies = Array.from({ length: options.players }, (_, seat) => teamBot(seat));
      const run = playMatch(kerkerhatz, options, seed, policies, { keepLog: true, pace: () => ({ turnMs: 0, reactionMs: [slow ? 9000 : 500, slow ? 15_000 : 1500] }) });
      const actor = createActor(kerkerhatzMachine, { input: { options: kerkerhatz.parseOptions(options), seed } }).start();
      let pure: unknown = setup(kerkerhatz.parseOptions(options), seed);
      for (const entry of run.log?.moves ?? []) {
        pure = applyEntry(kerkerhatz, pure, entry);
        actor.send(isTick(entry) ? { type: 'tick', now: entry.tick } : { type: 'move', seat: entry.seat, move: entry.move, at: entry.at });
        expect(actor.getSnapshot().context.state).toEqual(pure);
        expectInStep(actor.getSnapshot(), pure as KerkerhatzState);
      }
      expect(actor.getSnapshot().status).toBe('done');
      ends.add(`${(pure as KerkerhatzState).phase}:${(pure as KerkerhatzState).cause}`);
    }
    expect(ends).toContain('won:null');
    expect(ends).toContain('lost:time');
  });

  it('ignores an illegal move, a stale target included, and stays where it was', () => {
    const options = kerkerhatz.defaultOptions(2);
    const actor = createActor(kerkerhatzMachine, { input: { options, seed: 3 } }).start();
    actor.send({ type: 'move', seat: 0, move: { type: 'hero', hero: 'fighter' }, at: 0 });
    actor.send({ type: 'move', seat: 1, move: { type: 'hero', hero: 'scout' }, at: 0 });
    actor.send({ type: 'tick', now: 1000 });
    const before = actor.getSnapshot();
    expect(regions(before).clock).toBe('running');
    const hand = before.context.state.hands[0] as string[];
    actor.send({ type: 'move', seat: 0, move: { type: 'play', card: hand[0], target: 'KH' }, at: 1200 });
    expect(actor.getSnapshot().context.state).toBe(before.context.state);
    expect(actor.getSnapshot().value).toEqual(before.value);
  });
});
