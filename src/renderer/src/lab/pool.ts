/**
 * Runs lab jobs on a pool of Web Workers: the jobs are cut into chunks of consecutive matches, each
 * idle worker takes the next chunk, and each chunk's tally is added to its job's. Adding is exact
 * and order-free, so the figures do not depend on how many workers there are or who finishes first.
 */
import { addTally, type Tally } from '../../../shared/engine/stats';
import { chunkSizeFor, chunksOf, type LabConfig } from '../../../shared/lab/job';
import type { ChunkReply, ChunkRequest } from './protocol';

export interface PoolProgress {
  done: number;
  total: number;
}

export interface PoolOutcome {
  tallies: Tally[];
  /** Whether it was stopped before every match was played (the tallies then hold the chunks that finished). */
  stopped: boolean;
}

export interface PoolRun {
  readonly outcome: Promise<PoolOutcome>;
  stop(): void;
}

export function runPool(jobs: readonly LabConfig[], workers: number, onProgress: (progress: PoolProgress) => void): PoolRun {
  const chunks = chunksOf(jobs, chunkSizeFor(Math.max(...jobs.map((j) => j.games))));
  const total = jobs.reduce((n, j) => n + j.games, 0);
  const tallies: Tally[] = jobs.map(() => ({}));
  const pool: Worker[] = [];
  let next = 0;
  let done = 0;
  let busy = 0;
  let finish: (outcome: PoolOutcome) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const outcome = new Promise<PoolOutcome>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const close = (): void => {
    for (const worker of pool) worker.terminate();
    pool.length = 0;
  };
  const feed = (worker: Worker): void => {
    const chunk = chunks[next];
    if (!chunk) {
      if (busy === 0) {
        close();
        finish({ tallies, stopped: false });
      }
      return;
    }
    const request: ChunkRequest = { id: next, config: jobs[chunk.job] as LabConfig, from: chunk.from, to: chunk.to };
    next++;
    busy++;
    worker.postMessage(request);
  };
  const count = Math.max(1, Math.min(workers, chunks.length));
  for (let i = 0; i < count; i++) {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<ChunkReply>) => {
      const reply = event.data;
      busy--;
      if (reply.kind === 'failed') {
        close();
        fail(new Error(reply.error));
        return;
      }
      const chunk = chunks[reply.id];
      if (!chunk) return;
      addTally(tallies[chunk.job] as Tally, reply.tally);
      done += chunk.to - chunk.from;
      onProgress({ done, total });
      feed(worker);
    });
    worker.addEventListener('error', (event) => {
      close();
      fail(new Error(event.message || 'a lab worker failed'));
    });
    pool.push(worker);
  }
  for (const worker of pool) feed(worker);
  return {
    outcome,
    stop() {
      close();
      finish({ tallies, stopped: true });
    },
  };
}
