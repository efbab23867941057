import { describe, expect, it } from 'vitest';
import type { Seed } from '../../../src/shared/cards/rng';
import {
  RETRY_MS,
  startDriver,
  step,
  type Controller,
  type DriverEffect,
  type DriverEvent,
  type DriverState,
  type MatchFacts,
} from '../../../src/shared/engine/driver';

const bot = (turnMs: number, reactionMs: [number, number] = [1000, 3000]): Controller => ({ kind: 'bot', level: 'normal', pace: { turnMs, reactionMs } });
const person: Controller = { kind: 'person' };
const facts = (index: number, toAct: number[], deadline: number | null = null): MatchFacts => ({ index, toAct, deadline, over: toAct.length === 0 });

/** Feeds events one after another; returns the last state and every effect, in order. */
function run(state: DriverState, ...events: DriverEvent[]): [DriverState, DriverEffect[]] {
  const all: DriverEffect[] = [];
  for (const event of events) {
    const [next, effects] = step(state, event);
    state = next;
    all.push(...effects);
  }
  return [state, all];
}

const turnBased = (controllers: Controller[], toAct = [0]) =>
  startDriver({ seed: 1, players: controllers.length, realtime: false }, facts(0, toAct), controllers);

describe('the match driver', () => {
  it('asks nobody while nobody is at the table', () => {
    const [, effects] = run(turnBased([bot(700), person]), { type: 'presence', present: false, controllers: [bot(700), person], now: 0 });
    expect(effects.filter((e) => e.type === 'ask')).toEqual([]);
  });

  it("a turn-based bot is asked its level's turn time after its turn comes, and its move follows its answer", () => {
    const controllers = [bot(700), person];
    const [state, effects] = run(turnBased(controllers), { type: 'presence', present: true, controllers, now: 0 });
    expect(effects).toEqual([{ type: 'timer', at: 700 }]);
    const [asked, ask] = run(state, { type: 'tick', now: 700 });
    expect(ask).toContainEqual({ type: 'ask', seat: 0, level: 'normal', index: 0, quiet: 0, random: false });
    const [, moved] = run(asked, { type: 'decided', seat: 0, index: 0, move: 'm' });
    expect(moved).toEqual([{ type: 'move', seat: 0, move: 'm', at: 700 }]);
  });

  it('a person is never asked', () => {
    const controllers = [person, bot(700)];
    const [, effects] = run(turnBased(controllers), { type: 'presence', present: true, controllers, now: 0 }, { type: 'tick', now: 10_000 });
    expect(effects.filter((e) => e.type === 'ask')).toEqual([]);
  });

  it('people first: while a person is still to act, the bots wait until the game’s instant, and go as soon as the people have acted', () => {
    const controllers: Controller[] = [bot(0, [100, 100]), person];
    const first = (index: number, toAct: number[]): MatchFacts => ({ ...facts(index, toAct), peopleFirst: 5000 });
    const start = startDriver({ seed: 1, players: 2, realtime: true }, first(0, [0, 1]), controllers);
    const [waiting, early] = run(start, { type: 'presence', present: true, controllers, now: 0 }, { type: 'tick', now: 100 });
    expect(early.filter((e) => e.type === 'ask')).toEqual([]);
    expect(early).toContainEqual({ type: 'timer', at: 5000 });
    // The person chose: the bot, whose own time has come, goes at once, not at the game's instant.
    const [, after] = run(waiting, { type: 'committed', facts: first(1, [0]), now: 300, actor: 1 });
    expect(after).toContainEqual(expect.objectContaining({ type: 'ask', seat: 0, index: 1 }));
    // Nobody chose: the bots go at the game's instant.
    const [, late] = run(waiting, { type: 'tick', now: 5000 });
    expect(late).toContainEqual(expect.objectContaining({ type: 'ask', seat: 0, index: 0 }));
  });

  it('drops a decision the table overtook; the bot reacts to the new table afresh', () => {
    const controllers: Controller[] = [bot(0, [100, 100]), person];
    const start = startDriver({ seed: 1, players: 2, realtime: true }, facts(0, [0, 1]), controllers);
    const [asked] = run(start, { type: 'presence', present: true, controllers, now: 0 }, { type: 'tick', now: 100 });
    expect(asked.busy).toEqual({ kind: 'deciding', seat: 0, index: 0 });
    // The person plays while the bot thinks.
    const [after, effects] = run(
      asked,
      { type: 'committed', facts: facts(1, [0, 1]), now: 150, actor: 1 },
      { type: 'decided', seat: 0, index: 0, move: 'late' },
    );
    expect(effects.filter((e) => e.type === 'move')).toEqual([]);
    expect(effects).toContainEqual({ type: 'timer', at: 250 });
    const [, again] = run(after, { type: 'tick', now: 250 });
    expect(again).toContainEqual(expect.objectContaining({ type: 'ask', seat: 0, index: 1 }));
  });

  it('a bot refused three times in a row plays one random legal move', () => {
    const controllers = [bot(0), person];
    const asks: DriverEffect[] = [];
    let [state, effects] = run(turnBased(controllers), { type: 'presence', present: true, controllers, now: 0 });
    for (let i = 0; i < 4; i++) {
      const ask = effects.find((e) => e.type === 'ask');
      if (!ask) break;
      asks.push(ask);
      [state, effects] = run(state, { type: 'decided', seat: 0, index: 0, move: 'bad' }, { type: 'refused', seat: 0 });
    }
    expect(asks.map((e) => e.type === 'ask' && e.random)).toEqual([false, false, false, true]);
  });

  it('a deadline whose advance crashed is tried again RETRY_MS later, not at once, and on time again after the next entry', () => {
    const controllers = [person, person];
    const start = startDriver({ seed: 1, players: 2, realtime: true }, facts(0, [0, 1], 500), controllers);
    const [due, advance] = run(start, { type: 'presence', present: true, controllers, now: 500 });
    expect(advance).toContainEqual({ type: 'advance', now: 500 });
    const [held, after] = run(due, { type: 'advanceFailed', now: 500 });
    expect(after).toEqual([{ type: 'timer', at: 500 + RETRY_MS }]);
    const [, retried] = run(held, { type: 'tick', now: 500 + RETRY_MS });
    expect(retried).toContainEqual({ type: 'advance', now: 500 + RETRY_MS });
    // A move is committed meanwhile: the table changed, so the deadline is due again at once.
    const [, moved] = run(held, { type: 'committed', facts: facts(1, [0, 1], 500), now: 700, actor: 0 });
    expect(moved).toContainEqual({ type: 'advance', now: 700 });
  });

  it('a deadline fires before a bot due at the same moment', () => {
    const controllers: Controller[] = [bot(0, [500, 500])];
    const start = startDriver({ seed: 1, players: 1, realtime: true }, facts(0, [0], 500), controllers);
    const [, effects] = run(start, { type: 'presence', present: true, controllers, now: 0 }, { type: 'tick', now: 500 });
    expect(effects).toContainEqual({ type: 'advance', now: 500 });
    expect(effects.filter((e) => e.type === 'ask')).toEqual([]);
  });

  it('when every bot lets the moment pass they look again, one step quieter; after long silence with no deadline the match is stalled', () => {
    const controllers: Controller[] = [bot(0, [10, 10]), bot(0, [10, 10])];
    let [state, effects] = run(
      startDriver({ seed: 1, players: 2, realtime: true, maxQuiet: 3 }, facts(0, [0, 1]), controllers),
      { type: 'presence', present: true, controllers, now: 0 },
      { type: 'tick', now: 10 },
    );
    for (let rounds = 0; rounds < 100; rounds++) {
      const ask = effects.find((e) => e.type === 'ask');
      const timer = effects.find((e) => e.type === 'timer');
      if (ask?.type === 'ask') [state, effects] = run(state, { type: 'decided', seat: ask.seat, index: 0, move: null });
      else if (timer?.type === 'timer' && timer.at !== null) [state, effects] = run(state, { type: 'tick', now: timer.at });
      else break;
    }
    expect(effects).toContainEqual({ type: 'stalled' });
    expect(state.quiet).toBe(4);
    expect(state.stalled).toBe(true);
  });

  // A number seed (an old save, the simulator's --seed) and a wide one (every new match at the host).
  it.each<Seed>([5, '0f1e2d3c4b5a69788796a5b4c3d2e1f0'])('reaction times come from the seed (%s) and the moment, not from the order of events', (seed) => {
    const controllers: Controller[] = [bot(0), bot(0), bot(0)];
    const a = startDriver({ seed, players: 3, realtime: true }, facts(0, [0, 1, 2]), controllers);
    const [first] = run(a, { type: 'presence', present: true, controllers, now: 0 });
    const [second] = run(a, { type: 'presence', present: false, controllers, now: 0 }, { type: 'presence', present: true, controllers, now: 0 });
    expect(first.wake).toEqual(second.wake);
    expect(first.wake.every((at) => at >= 1000 && at <= 3000)).toBe(true);
    expect(new Set(first.wake).size).toBe(3);
  });
});
