import { describe, expect, it } from 'vitest';
import { createRng, type FrenchCard } from '../../../src/shared/cards';
import { playMatch } from '../../../src/shared/engine/play';
import { makePolicy } from '../../../src/shared/engine/simulate';
import type { Policy } from '../../../src/shared/engine/types';
import { dealWeight, determinize, newMemory, observe, type Memory } from '../../../src/shared/games/machtkampf/bots';
import { disagreements, newReading, readOwnMove, readTable } from '../../../src/shared/games/machtkampf/inference';
import { machtkampf, type MachtkampfMove, type MachtkampfState, type MachtkampfView } from '../../../src/shared/games/machtkampf';
import { canonical } from '../support/conformance';
import { laid, options, position } from './support';

const sorted = (cards: readonly FrenchCard[]): string => [...cards].sort().join(' ');

/**
 * Plays a match of normal bots in which seat 0 also reads the table as the strong level does;
 * `check` gets seat 0's memory, its view and the real state at each of its turns in play.
 */
function watch(players: number, seed: number, check: (memory: Memory, view: MachtkampfView, state: MachtkampfState) => void): number {
  const opts = { ...options(players), matchEnd: 50 };
  const policies = Array.from({ length: players }, (_, seat) => makePolicy(machtkampf, 'normal', seat, opts, undefined) as Policy);
  const memory = newMemory(players, true);
  const normal = policies[0] as Policy;
  let state = machtkampf.setup(opts, seed);
  let turns = 0;
  policies[0] = {
    ...normal,
    choose(context) {
      const view = context.view as MachtkampfView;
      observe(memory, view);
      if (view.phase === 'playing') {
        turns++;
        check(memory, view, state);
      }
      const move = normal.choose(context) as MachtkampfMove;
      readOwnMove(memory.reading as NonNullable<Memory['reading']>, move);
      return move;
    },
  };
  playMatch(machtkampf, opts, seed, policies, {
    onStep: (_before, _seat, _move, after) => {
      state = after as MachtkampfState;
    },
  });
  return turns;
}

describe("Machtkampf: reading the table (the strong level's inference)", () => {
  for (const players of [3, 4]) {
    it(`${players} players: every play and pass read between two turns is one the normal level makes with the real hands`, () => {
      let read = 0;
      watch(players, 7 + players, (memory, _view, state) => {
        const seen = memory.reading?.seen ?? [];
        read += seen.length;
        for (const decision of seen) expect(decision.seat).not.toBe(0);
        // The real deal explains every decision the normal bots made: the reading and the replay are right.
        expect(disagreements(seen, state.hands, Infinity)).toBe(0);
      });
      expect(read).toBeGreaterThan(100);
    });
  }

  it('reads a pass and a play from the trick, and a trick taken in between', () => {
    const reading = newReading();
    const said = (): (string | number)[][] => reading.seen.map((d) => [d.seat, d.cards ? d.cards.join(' ') : 'pass', d.top ? d.top.cards.join(' ') : 'lead']);
    // Seat 3 led 2♣ to open the game: read from the trick at seat 0's first turn.
    const before = position(['3C 5D 9H', '4C 6C 8D', '7C 7D JC', '2H 6H KH'], { trick: [laid(3, '2C')], aceLead: false });
    readTable(reading, machtkampf.view(before, 0));
    expect(said()).toEqual([[3, '2C', 'lead']]);
    // Seat 0 plays 3♣; seat 1 passes, seat 2 plays 7♣, seat 3 passes: seat 0's turn on 7♣.
    readOwnMove(reading, { type: 'play', cards: ['3C'] });
    const after = position(['5D 9H', '4C 6C 8D', '7D JC', '2H 6H KH'], { trick: [laid(3, '2C'), laid(0, '3C'), laid(2, '7C')], passes: 1, aceLead: false });
    readTable(reading, machtkampf.view(after, 0));
    // Seat 0 passes, seat 1 passes: seat 2 takes the trick and leads J♣; seat 3 passes.
    readOwnMove(reading, { type: 'pass' });
    const taken = position(['5D 9H', '4C 6C 8D', '7D', '2H 6H KH'], { trick: [laid(2, 'JC')], passes: 1, discard: ['2C', '3C', '7C'], aceLead: false });
    readTable(reading, machtkampf.view(taken, 0));
    expect(said()).toEqual([
      [3, '2C', 'lead'],
      [1, 'pass', '3C'],
      [2, '7C', '3C'],
      [3, 'pass', '7C'],
      [1, 'pass', '7C'],
      [2, 'JC', 'lead'],
      [3, 'pass', 'JC'],
    ]);
    expect(reading.seen.map((d) => d.handSizes[d.seat])).toEqual([4, 3, 3, 3, 3, 2, 3]);
  });

  it('views that do not follow from each other start a new reading, and a new game starts one too', () => {
    const reading = newReading();
    readTable(reading, machtkampf.view(position(['3C 5D', '4C 6C', '7C 7D', '2H 6H'], { trick: [laid(3, '2C')], aceLead: false }), 0));
    expect(reading.seen.length).toBe(1);
    readOwnMove(reading, { type: 'pass' });
    // A new trick led by seat 1, though nobody took the old one (no cards went to the finished tricks): no way there.
    readTable(reading, machtkampf.view(position(['3C 5D', '6C', '7C 7D', '2H 6H'], { trick: [laid(1, '4C')], passes: 2, aceLead: false }), 0));
    expect(reading.seen).toEqual([]);
    readOwnMove(reading, { type: 'pass' });
    reading.seen.push({ seat: 1, top: null, cards: ['4C'], gone: [], handSizes: [], out: [], bound: false });
    readTable(reading, machtkampf.view(position(['3C 5D', '4C 6C', '7C 7D', '2H 6H'], { game: 1 }), 0));
    expect(reading.seen).toEqual([]);
  });
});

describe('Machtkampf: deals weighed by the reading', () => {
  it("every weighed deal shows the seat its own view and holds the match's cards", () => {
    let checked = 0;
    watch(4, 3, (memory, view, state) => {
      if (checked >= 15 || (memory.reading?.seen.length ?? 0) === 0) return;
      checked++;
      const json = JSON.parse(JSON.stringify(view)) as MachtkampfView;
      const rng = createRng(checked);
      for (let i = 0; i < 6; i++) {
        const deal = determinize(json, rng, memory);
        expect(canonical(machtkampf.view(deal, 0))).toBe(canonical(view));
        expect(sorted(machtkampf.cards(deal) as FrenchCard[])).toBe(sorted(machtkampf.cards(state) as FrenchCard[]));
        expect(dealWeight(memory, deal)).toBeGreaterThan(0);
      }
    });
    expect(checked).toBe(15);
  });

  it("deals the others' play does not explain weigh less: plain samples of the hidden cards fall well short of the real deal's weight 1", () => {
    let weights = 0;
    let count = 0;
    watch(4, 5, (memory, view) => {
      if ((memory.reading?.seen ?? []).filter((d) => !d.bound).length < 4) return;
      const rng = createRng(count);
      for (let i = 0; i < 4; i++) {
        const weight = dealWeight(memory, determinize(view, rng, memory));
        expect(weight).toBeLessThanOrEqual(1);
        weights += weight;
        count++;
      }
    });
    expect(count).toBeGreaterThan(40);
    expect(weights / count).toBeLessThan(0.8);
  });
});
