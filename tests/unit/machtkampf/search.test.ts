import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import type { Seat } from '../../../src/shared/engine/types';
import { makePolicy } from '../../../src/shared/engine/simulate';
import { dealWeight, newMemory, observe, searchSpec, type Memory } from '../../../src/shared/games/machtkampf/bots';
import { readOwnMove } from '../../../src/shared/games/machtkampf/inference';
import { loadPlayout, machtkampfPlayout } from '../../../src/shared/games/machtkampf/playout';
import { handCards } from '../../../src/shared/games/machtkampf/table';
import { machtkampf, type MachtkampfMove, type MachtkampfView } from '../../../src/shared/games/machtkampf';
import { laid, options, position } from './support';

/** The first decision of a fresh match (four players), with the search's spec for the seat to lead. */
function firstDecision(seed: number): { view: MachtkampfView; seat: Seat } {
  const state = machtkampf.setup(options(4), seed);
  const seat = state.turn as Seat;
  return { view: machtkampf.view(state, seat) as MachtkampfView, seat };
}

describe("Machtkampf strong level's search", () => {
  it('a playout is scored by the game itself: nothing before a hand is empty, however long it runs', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const { view } = firstDecision(seed);
      const spec = searchSpec(newMemory(4));
      const rng = createRng(seed);
      const root = spec.determinize(view, rng);
      let p = spec.rules.fork?.(root) ?? root;
      let depth = 0;
      let reward = spec.payoff(root, p, depth);
      while (reward === null) {
        const seat = spec.rules.toAct(p)[0] as Seat;
        p = spec.rules.apply(p, seat, spec.rollout(p, seat, rng));
        depth++;
        reward = spec.payoff(root, p, depth);
      }
      // Sixteen cards a hand: a game takes far more than the sixteen moves the old cut-off allowed.
      expect(depth).toBeGreaterThan(16);
      const emptied = [0, 1, 2, 3].some((s) => handCards(p, s).length === 0);
      expect(emptied || p.game !== root.game).toBe(true);
      for (const r of reward) expect(r).toBeGreaterThanOrEqual(0);
    }
  });

  it("the strong level values a playout's end by the chance of winning the match; the references by the game's points", () => {
    /** Plays one sample out with the normal level to the game's end and returns both specs' rewards there. */
    const ends = (matchEnd: number, seed: number): { match: readonly number[]; game: readonly number[]; totals: readonly number[] } => {
      const state = machtkampf.setup(options(4, { matchEnd }), seed);
      const view = machtkampf.view(state, state.turn as Seat) as MachtkampfView;
      const strong = searchSpec(newMemory(4), 'few', 'match');
      const reference = searchSpec(newMemory(4));
      const rng = createRng(seed);
      const root = strong.determinize(view, rng);
      let p = strong.rules.fork?.(root) ?? root;
      let depth = 0;
      while (strong.payoff(root, p, depth) === null) {
        const seat = strong.rules.toAct(p)[0] as Seat;
        p = strong.rules.apply(p, seat, strong.rollout(p, seat, rng));
        depth++;
      }
      return { match: strong.payoff(root, p, depth) as number[], game: reference.payoff(root, p, depth) as number[], totals: p.totals.slice() };
    };
    for (let seed = 1; seed <= 4; seed++) {
      // A match to 1 point ends with its first game: its winner wins the match outright.
      const short = ends(1, seed);
      const winner = short.totals.indexOf(Math.min(...short.totals));
      expect(short.match).toEqual(short.totals.map((_, seat) => (seat === winner ? 1 : 0)));
      // A match to 100 goes on: every seat keeps a chance, the game's winner more than a fair one.
      const long = ends(100, seed);
      expect(long.match.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      const first = long.totals.indexOf(0);
      for (const share of long.match) expect(share).toBeGreaterThan(0);
      expect(long.match[first]).toBeGreaterThan(0.25);
      // The references score the same end by the game's points against the others'.
      expect(long.game[first]).toBe(Math.max(...long.game));
      expect(long.game).not.toEqual(long.match);
    }
  });

  it('with a reading of the others, every sample is a fresh deal weighed by it; without one, samples count alike', () => {
    // Normal bots play until seat 0, reading the table, has seen the others decide freely a few times.
    const opts = options(4);
    const memory: Memory = newMemory(4, true);
    const bots = [0, 1, 2, 3].map((seat) => makePolicy(machtkampf, 'normal', seat, opts, undefined));
    let state = machtkampf.setup(opts, 3);
    let view: MachtkampfView | null = null;
    for (let step = 0; step < 400 && view === null; step++) {
      const seat = machtkampf.toAct(state)[0] as Seat;
      const legal = machtkampf.legalMoves(state, seat);
      const seen = machtkampf.view(state, seat) as MachtkampfView;
      if (seat === 0) observe(memory, seen);
      if (seat === 0 && seen.phase === 'playing' && (memory.reading?.seen ?? []).filter((d) => !d.bound).length >= 3 && legal.length > 1) {
        view = seen;
        break;
      }
      const move = (bots[seat] as ReturnType<typeof makePolicy>).choose({ seat, legal, view: seen, rng: createRng(step) }) as MachtkampfMove;
      if (seat === 0 && memory.reading) readOwnMove(memory.reading, move);
      state = machtkampf.apply(state, seat, move);
    }
    if (view === null) throw new Error('seat 0 never read a decision');
    const spec = searchSpec(memory);
    const rng = createRng(5);
    const hands = new Set<string>();
    const weights: number[] = [];
    for (let i = 0; i < 30; i++) {
      const deal = machtkampfPlayout.save(spec.determinize(view, rng));
      hands.add(JSON.stringify(deal.hands));
      weights.push(spec.weight?.() ?? 1);
      expect(weights[i]).toBe(dealWeight(memory, deal));
    }
    // Thirty samples, thirty deals: none is drawn again (a deterministic playout of it would only repeat itself).
    expect(hands.size).toBe(30);
    expect(Math.min(...weights)).toBeLessThan(1);
    const plain = searchSpec(newMemory(4));
    for (let i = 0; i < 10; i++) {
      plain.determinize(view, rng);
      expect(plain.weight?.() ?? 1).toBe(1);
    }
  });

  it('the strong level compares more moves than the references: every single it could lead, every play that beats the trick', () => {
    const keys = (moves: readonly MachtkampfMove[]): string[] => moves.map((move) => (move.type === 'play' ? move.cards.join(' ') : move.type));
    const hands = ['AC 3D 3H 5C 6D 7C 7H 9D 10H JC KH', '2C 2D 4C 4D 8C 8D', '2H 4H 5D 6C 8H 9C', '3C 5H 6H 9H 10C JD'];
    const cases = [
      { name: 'a free lead', state: position(hands, { aceLead: false }) },
      { name: 'a single to beat', state: position(hands, { aceLead: false, trick: [laid(3, '6H')] }) },
    ];
    for (const { name, state } of cases) {
      const legal = keys(machtkampf.legalMoves(state, 0));
      const few = keys(searchSpec(newMemory(4)).candidates?.(loadPlayout(state), 0) ?? []);
      const many = keys(searchSpec(newMemory(4), 'many').candidates?.(loadPlayout(state), 0) ?? []);
      // The references' few come first, in their order: a tie between two moves keeps the earlier.
      expect(many.slice(0, few.length), name).toEqual(few);
      expect(many.length, name).toBeGreaterThan(few.length);
      expect(new Set(many).size, name).toBe(many.length);
      for (const key of many) expect(legal, `${name}: ${key}`).toContain(key);
      if (state.trick.length === 0) for (const card of state.hands[0] ?? []) expect(many, name).toContain(card);
      else expect([...many].sort(), name).toEqual([...legal].sort());
    }
  });
});
