import { describe, expect, it } from 'vitest';
import { ueberkochen } from '../../../src/shared/games/ueberkochen';
import type { LogEntry } from '../../../src/shared/engine/log';
import { startChart } from '../../../src/shared/engine/chart';
import type { AnyGameModule } from '../../../src/shared/engine/module';
import { startMatchActor, type Committed, type Intent } from '../../../src/host/match';
import { Play } from '../../../src/host/play';
import type { MatchJournal } from '../../../src/host/store/types';

/** A save the test finishes by hand, to see what the actor does while a write is on its way to the disk. */
function manualSaves(): {
  persist: (index: number, entry: LogEntry) => Promise<void>;
  pending: { index: number; entry: LogEntry; done: (error?: Error) => void }[];
} {
  const pending: { index: number; entry: LogEntry; done: (error?: Error) => void }[] = [];
  return {
    pending,
    persist: (index, entry) => new Promise((resolve, reject) => pending.push({ index, entry, done: (error) => (error ? reject(error) : resolve()) })),
  };
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function setup(): {
  actor: ReturnType<typeof startMatchActor>;
  saves: ReturnType<typeof manualSaves>;
  committed: Committed[];
  refused: string[];
  state: ReturnType<typeof ueberkochen.setup>;
} {
  const state = ueberkochen.setup(ueberkochen.parseOptions({ players: 3 }), 9);
  const saves = manualSaves();
  const actor = startMatchActor({
    game: ueberkochen,
    chart: startChart(ueberkochen.chart, ueberkochen.parseOptions({ players: 3 }), 9),
    index: 0,
    persist: saves.persist,
  });
  const committed: Committed[] = [];
  const refused: string[] = [];
  actor.on('committed', (e) => committed.push(e.committed));
  actor.on('refused', (e) => refused.push(e.refused.refusal.code));
  return { actor, saves, committed, refused, state };
}

function move(seat: number, m: unknown): { type: 'intent'; intent: Intent } {
  return { type: 'intent', intent: { kind: 'move', seat, move: m, origin: 'test' } };
}

describe('the match actor', () => {
  it('commits a move only after its save is durable', async () => {
    const { actor, saves, committed, state } = setup();
    const seat = ueberkochen.toAct(state)[0] as number;
    const first = ueberkochen.legalMoves(state, seat)[0];
    actor.send(move(seat, first));
    await tick();
    expect(saves.pending).toHaveLength(1);
    expect(committed).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('saving');
    saves.pending[0]?.done();
    await tick();
    expect(committed).toHaveLength(1);
    expect(committed[0]?.index).toBe(1);
    expect(committed[0]?.state).toEqual(ueberkochen.apply(state, seat, first));
  });

  it('moves that arrive during a save wait, and are checked against the state they will follow', async () => {
    const { actor, saves, committed, refused, state } = setup();
    const seat = ueberkochen.toAct(state)[0] as number;
    const first = ueberkochen.legalMoves(state, seat)[0];
    const after = ueberkochen.apply(state, seat, first);
    const nextSeat = ueberkochen.toAct(after)[0] as number;
    const second = ueberkochen.legalMoves(after, nextSeat)[0];
    actor.send(move(seat, first));
    actor.send(move(seat, first)); // the same seat again: out of turn once the first is in
    actor.send(move(nextSeat, second));
    await tick();
    saves.pending[0]?.done();
    await tick();
    expect(refused).toEqual(['rule.notYourTurn']);
    saves.pending[1]?.done();
    await tick();
    expect(committed.map((c) => c.entry)).toEqual([
      { seat, move: first },
      { seat: nextSeat, move: second },
    ]);
    expect(saves.pending.map((p) => p.index)).toEqual([0, 1]);
  });

  it('a save that fails halts the match: nothing unsaved is shown, later moves are refused', async () => {
    const { actor, saves, committed, refused, state } = setup();
    const seat = ueberkochen.toAct(state)[0] as number;
    const failed: Error[] = [];
    actor.on('failed', (e) => failed.push(e.error));
    actor.send(move(seat, ueberkochen.legalMoves(state, seat)[0]));
    await tick();
    saves.pending[0]?.done(new Error('disk full'));
    await tick();
    expect(failed.map((e) => e.message)).toEqual(['disk full']);
    expect(committed).toEqual([]);
    actor.send(move(seat, ueberkochen.legalMoves(state, seat)[1]));
    expect(refused).toEqual(['net.saveFailed']);
  });
});

describe('bots at the host', () => {
  it('a bot whose moves are refused again and again gets one random legal move, so the table goes on', async () => {
    const broken: AnyGameModule = {
      ...ueberkochen,
      bots: { broken: () => ({ name: 'broken', usesView: false, choose: () => ({ type: 'play', card: 'ZZ' }) }) },
    };
    const options = ueberkochen.parseOptions({ players: 3 });
    const journal: MatchJournal = { id: 'j', appendEntry: async () => {}, appendTable: async () => {}, finish: async () => {}, close: async () => {} };
    const committed: Committed[] = [];
    const refused: string[] = [];
    const play = new Play(
      { id: 'm', game: broken, options, seed: 4, journal, entries: [] },
      {
        controller: () => ({ kind: 'bot', level: 'broken' }),
        present: () => true,
        committed: (c) => committed.push(c),
        refused: (_intent, refusal) => refused.push(refusal.code),
        failed: () => {},
        finished: () => {},
        log: () => {},
      },
      { botPace: 0, clockRate: 1 },
    );
    play.wake();
    const until = Date.now() + 5000;
    while (committed.length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
    await play.stop();
    expect(committed.length).toBeGreaterThanOrEqual(2);
    // Three refusals, then a random move; the next turns go the same way.
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(refused.every((code) => /^(rule|ueberkochen)\./.test(code))).toBe(true);
  });
});
