import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../src/shared/catalog';
import { simulateRange } from '../../../src/shared/engine/simulate';
import { specOf, type LabConfig } from '../../../src/shared/lab/job';
import type { ChunkReply, ChunkRequest } from '../../../src/renderer/src/lab/protocol';
import { createPool, efficiency, type LabWorkerFactory } from '../../../src/renderer/src/lab/pool';

const JOB: LabConfig = { game: 'ueberkochen', options: { players: 3 }, bots: ['random', 'random', 'random'], seed: 3, games: 120 };

/**
 * Workers in the test's own thread: each plays its requests one at a time, in the order sent, a
 * turn of the event loop apart, as a Web Worker would. It records how many chunks each held.
 */
function fakeWorkers(fail?: (request: ChunkRequest) => boolean): { factory: LabWorkerFactory; started: () => number; ended: () => number; mostHeld: number[] } {
  let started = 0;
  let ended = 0;
  const mostHeld: number[] = [];
  const factory: LabWorkerFactory = (onReply) => {
    const index = started++;
    mostHeld[index] = 0;
    const queue: ChunkRequest[] = [];
    let alive = true;
    const playNext = (): void => {
      const request = queue.shift();
      if (!request || !alive) return;
      const startedAt = performance.timeOrigin + performance.now();
      const reply: ChunkReply = fail?.(request)
        ? { id: request.id, kind: 'failed', error: `chunk ${request.id} broke` }
        : {
            id: request.id,
            kind: 'done',
            tally: simulateRange(specOf(request.config, CATALOG.get), request.from, request.to),
            startedAt,
            endedAt: performance.timeOrigin + performance.now(),
          };
      onReply(reply);
      if (queue.length > 0) setTimeout(playNext, 0);
    };
    return {
      post(request) {
        queue.push(request);
        // A chunk is played and answered within one turn, so what the worker holds is its queue.
        mostHeld[index] = Math.max(mostHeld[index] as number, queue.length);
        if (queue.length === 1) setTimeout(playNext, 0);
      },
      terminate() {
        alive = false;
        ended++;
      },
    };
  };
  return { factory, started: () => started, ended: () => ended, mostHeld };
}

describe('the lab pool', () => {
  it('a job on three workers adds up to exactly the tally of one run, every match played once', async () => {
    const fake = fakeWorkers();
    const pool = createPool(fake.factory);
    const seen: number[] = [];
    const outcome = await pool.run([JOB], 3, (p) => seen.push(p.done)).outcome;
    expect(outcome.stopped).toBe(false);
    expect(outcome.tallies[0]).toEqual(simulateRange(specOf(JOB, CATALOG.get), 0, JOB.games));
    expect(outcome.workers.map((w) => w.matches).reduce((a, b) => a + b, 0)).toBe(JOB.games);
    expect(seen.at(-1)).toBe(JOB.games);
    pool.close();
  });

  it('a worker holds the chunk it plays and the next, never more', async () => {
    const fake = fakeWorkers();
    const pool = createPool(fake.factory);
    await pool.run([JOB], 2, () => undefined).outcome;
    expect(Math.max(...fake.mostHeld)).toBe(2);
    pool.close();
  });

  it('the workers outlive a job: the next job starts no new ones, and closing ends them', async () => {
    const fake = fakeWorkers();
    const pool = createPool(fake.factory);
    pool.warm(2);
    expect(fake.started()).toBe(2);
    await pool.run([JOB], 2, () => undefined).outcome;
    await pool.run([{ ...JOB, seed: 4 }], 2, () => undefined).outcome;
    expect(fake.started()).toBe(2);
    expect(fake.ended()).toBe(0);
    pool.close();
    expect(fake.ended()).toBe(2);
  });

  it('stopping keeps the finished chunks, ends the busy workers, and the next job starts fresh ones', async () => {
    const fake = fakeWorkers();
    const pool = createPool(fake.factory);
    let run: ReturnType<typeof pool.run> | null = null;
    run = pool.run([JOB], 2, (p) => {
      if (p.done >= 9) run?.stop();
    });
    const stopped = await run.outcome;
    expect(stopped.stopped).toBe(true);
    const played = stopped.tallies[0]?.matches as number;
    expect(played).toBeGreaterThanOrEqual(9);
    expect(played).toBeLessThan(JOB.games);
    expect(fake.ended()).toBe(2);
    const again = await pool.run([JOB], 2, () => undefined).outcome;
    expect(again.tallies[0]).toEqual(simulateRange(specOf(JOB, CATALOG.get), 0, JOB.games));
    expect(fake.started()).toBe(4);
    pool.close();
  });

  it('a chunk that fails fails the run with its message and ends the workers', async () => {
    const fake = fakeWorkers((request) => request.id === 5);
    const pool = createPool(fake.factory);
    await expect(pool.run([JOB], 2, () => undefined).outcome).rejects.toThrow('chunk 5 broke');
    expect(fake.ended()).toBe(2);
  });

  it('refuses a second job while one runs', () => {
    const pool = createPool(fakeWorkers().factory);
    pool.run([JOB], 1, () => undefined);
    expect(() => pool.run([JOB], 1, () => undefined)).toThrow(/already running/);
    pool.close();
  });

  it("efficiency is the workers' busy time over their share of the wall time", () => {
    const load = (busyMs: number) => ({ chunks: 1, matches: 1, busyMs, firstMs: 0, idleAtEndMs: 0 });
    expect(efficiency({ tallies: [], stopped: false, wallMs: 1000, workers: [load(900), load(700)] })).toBeCloseTo(0.8);
    expect(efficiency({ tallies: [], stopped: false, wallMs: 0, workers: [] })).toBe(0);
  });
});
