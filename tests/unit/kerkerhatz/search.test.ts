import { describe, expect, it } from 'vitest';
import { frenchDeck } from '../../../src/shared/cards';
import { createRng } from '../../../src/shared/cards/rng';
import { budgetFor } from '../../../src/shared/bots/policy';
import { playTeam } from '../../../src/shared/bots/tournament';
import { playMatch } from '../../../src/shared/engine/play';
import type { Policy } from '../../../src/shared/engine/types';
import { advance, dungeonKind, kerkerhatz, legalMoves, view, type KerkerhatzOptions, type KerkerhatzState } from '../../../src/shared/games/kerkerhatz';
import { STEP_MS, WAIT, choicesOf, determinize, flatTeammate, normalTeam, searchSpec, type Table } from '../../../src/shared/games/kerkerhatz/search';
import { position } from './build';

/** States met while a normal team plays the level, every `every`-th move. */
function statesOf(options: Partial<KerkerhatzOptions>, seed: number, every = 3): KerkerhatzState[] {
  const full = kerkerhatz.parseOptions(options) as KerkerhatzOptions;
  const policies = Array.from({ length: full.players }, (_, seat) => kerkerhatz.bots?.normal?.(seat, full) as Policy);
  const states: KerkerhatzState[] = [];
  let count = 0;
  playMatch(kerkerhatz, full, seed, policies, { onStep: (before) => void (count++ % every === 0 && states.push(before as KerkerhatzState)) });
  return states;
}

const sorted = (cards: readonly string[]): string[] => [...cards].sort();

/** Plays the search's table to its end with the normal team in every seat. */
function playOut(spec: ReturnType<typeof searchSpec>, table: Table, seed: number): { rewards: readonly number[]; table: Table } {
  const rng = createRng(seed);
  let t = table;
  for (let depth = 0; ; depth++) {
    const rewards = spec.payoff(table, t, depth);
    if (rewards) return { rewards, table: t };
    const seat = spec.rules.toAct(t)[0] as number;
    t = spec.rules.apply(t, seat, spec.rollout(t, seat, rng));
  }
}

describe('Kerkerhatz search: samples of a view', () => {
  it('keep everything the seat sees and deal exactly the hero cards it does not see, in the sizes it sees', () => {
    let checked = 0;
    for (const [players, level] of [
      [2, 5],
      [3, 3],
      [4, 5],
      [4, 2],
    ] as const) {
      for (const state of statesOf({ players, level }, 10 * players + level)) {
        if (state.phase === 'heroes') continue;
        for (let seat = 0; seat < players; seat++) {
          const seen = view(state, seat);
          const sample = determinize(seen, createRng(checked));
          expect(view(sample, seat)).toEqual(seen);
          const heroCards = (s: KerkerhatzState): string[] => sorted([...s.hands.filter((_, other) => other !== seat), ...s.piles].flat());
          expect(heroCards(sample)).toEqual(heroCards(state));
          // The dungeon to come: as many doors, mini-bosses and events as the real one, none of them seen.
          const kinds = (dungeon: readonly string[]): string[] => sorted(dungeon.map((card) => dungeonKind(card as never)));
          expect(kinds(sample.dungeon)).toEqual(kinds(state.dungeon));
          for (const card of sample.dungeon) expect([...state.beaten, state.current?.card]).not.toContain(card);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it("differ where the seat cannot see: the others' hands and the dungeon's order", () => {
    const [state] = statesOf({ players: 4, level: 5 }, 3, 40).filter((s) => s.phase === 'fight');
    const seen = view(state as KerkerhatzState, 0);
    const a = determinize(seen, createRng(1));
    const b = determinize(seen, createRng(2));
    expect(a.hands[0]).toEqual(b.hands[0]);
    expect([a.hands.slice(1), a.dungeon]).not.toEqual([b.hands.slice(1), b.dungeon]);
    expect(() => determinize(view(state as KerkerhatzState, 'table'), createRng(1))).toThrow(/only a seat/);
  });
});

describe('Kerkerhatz search: the playout table', () => {
  it('ends every level it plays, won or lost, and a won level pays every seat', () => {
    const results: number[] = [];
    for (const state of statesOf({ players: 3, level: 4 }, 7, 6)) {
      if (state.phase === 'heroes') continue;
      const spec = searchSpec(view(state, 1), normalTeam, 0);
      const { rewards, table } = playOut(spec, { state, quiet: 0, waited: 0, next: 1 }, results.length);
      expect(new Set(rewards).size).toBe(1);
      expect(rewards[0]).toBe(table.state.phase === 'won' ? 1 : 0);
      results.push(rewards[0] as number);
    }
    expect(results.length).toBeGreaterThan(3);
  });

  it('lets the moment pass seat by seat: when all have passed the fight is a step quieter and the clock has run', () => {
    const state = position({ hands: ['2S 2C', '3D'], dungeon: '2S', options: { level: 1, doors1: 1, miniBosses1: 0, events1: 0 } });
    const spec = searchSpec(view(state, 0), normalTeam, 0);
    const start: Table = { state, quiet: 0, waited: 0, next: 0 };
    const once = spec.rules.apply(start, 0, WAIT);
    expect(once).toMatchObject({ quiet: 0, waited: 1, next: 1, state });
    const round = spec.rules.apply(once, 1, WAIT);
    expect(round).toMatchObject({ quiet: 1, waited: 0, next: 0 });
    expect(round.state.now).toBe(state.now + STEP_MS);
  });

  it("plays a queen onto an event as the seat saw it, even in the window's last moment", () => {
    const opened = position({ hands: ['QS 2C', '3D'], dungeon: '5S 2H', options: { level: 1, doors1: 1, miniBosses1: 0, events1: 1 } });
    expect(opened.phase).toBe('window');
    const late = advance(opened, (opened.windowEndsAt as number) - 1);
    const spec = searchSpec(view(late, 0), normalTeam, 0);
    const after = spec.rules.apply({ state: late, quiet: 0, waited: 0, next: 0 }, 0, { type: 'play', card: 'QS', target: '5S' });
    expect(after.state.tally.cancelled).toBe(1);
    expect(after.state.beaten).toContain('5S');
  });
});

describe('Kerkerhatz flat Monte Carlo teammate', () => {
  const lastCard = (clockLeftMs: number): KerkerhatzState => {
    // Only the boss is left, and it lacks one heart: seat 0 holds it, seat 1 nothing any more.
    const s = position({ hands: ['7H 2D', '3C 4S'], dungeon: '', boss: 'KS', options: { level: 1, doors1: 0, miniBosses1: 0, events1: 0, bossPerSuit1: 1 } });
    const fought = [
      { seat: 1, card: '3C' },
      { seat: 1, card: '4S' },
      { seat: 0, card: '2D' },
    ].reduce((t, p) => kerkerhatz.apply(t, p.seat, { type: 'play', card: p.card, target: 'KS' }), s) as KerkerhatzState;
    // Every other hero card is out of play, face up: the sample has nothing to hide but the empty piles.
    const present = new Set([...fought.hands.flat(), ...(fought.current?.played.map((p) => p.card) ?? [])]);
    const spent = frenchDeck({ jokers: true }).filter((card) => !present.has(card));
    return advance({ ...fought, spent }, (fought.clock.limit as number) - clockLeftMs);
  };

  it('compares every move but giving up, and waiting unless Einsturz is owed', () => {
    const state = lastCard(60_000);
    const legal = legalMoves(state, 0);
    expect(legal.some((m) => m.type === 'giveUp')).toBe(true);
    const choices = choicesOf(view(state, 0), legal);
    expect(choices).toContainEqual(WAIT);
    expect(choices.some((c) => c.type === 'giveUp')).toBe(false);
  });

  it('plays the last card the boss needs when waiting would let the clock run out', () => {
    const state = lastCard(STEP_MS - 100);
    expect(state.current).toMatchObject({ card: 'KS', remaining: { C: 0, D: 0, H: 1, S: 0, any: 0 } });
    const bot = flatTeammate(0, budgetFor(5, 300, false), 'flatmc');
    const move = bot.react({ seat: 0, legal: legalMoves(state, 0), view: view(state, 0), rng: createRng(3), now: state.now, quiet: 0 });
    expect(move).toEqual({ type: 'play', card: '7H', target: 'KS' });
  });

  it('plays whole levels as a tournament team, deciding only by what its seat sees', () => {
    const options = kerkerhatz.parseOptions({ players: 3, level: 2 });
    const result = playTeam({ game: kerkerhatz, options, games: 2, seed: 4, config: { budgetMs: 1 }, referees: kerkerhatz.referees }, 'flatmc');
    expect(result.games).toBe(2);
    expect(result.latency.count).toBeGreaterThan(20);
  });
});
