/**
 * Runs lab jobs on a pool of Web Workers: the jobs are cut into chunks of consecutive matches, each
 * worker takes the next chunk when it has room, and each chunk's tally is added to its job's. Adding
 * is exact and order-free, so the figures do not depend on how many workers there are or who
 * finishes first.
 *
 * Why it is shaped like this (each point cost the two-worker run a share of its speed-up):
 * - The workers outlive a job. A fresh worker pays for fetching and compiling its module and then
 *   runs its first few hundred matches slowly while V8 optimises the engine's code, on background
 *   threads that compete with the other worker for the cores. Kept, a worker starts its next job
 *   warm; the screen starts them when the Lab opens and closes them when it is left.
 * - Each worker holds the chunk it plays and the next one, so it never waits for the page to
 *   answer (the page may be painting); near the end a worker holds only one, so no worker sits
 *   idle while another still has a queue.
 * - The workers report when each chunk began and ended, so the page can tell how busy they were.
 */
import { addTally, type Tally } from '../../../shared/engine/stats';
import { chunkSizeFor, chunksOf, type LabChunk, type LabConfig } from '../../../shared/lab/job';
import type { ChunkReply, ChunkRequest } from './protocol';

export interface PoolProgress {
  done: number;
  total: number;
}

/** What one worker did during a run, by its own account. */
export interface WorkerLoad {
  chunks: number;
  matches: number;
  /** Milliseconds it spent playing its chunks. */
  busyMs: number;
  /** From the start of the run to its first chunk: start-up and the first message. */
  firstMs: number;
  /** From the end of its last chunk to the end of the run: the tail it sat out. */
  idleAtEndMs: number;
}

export interface PoolOutcome {
  tallies: Tally[];
  /** Whether it was stopped before every match was played (the tallies then hold the chunks that finished). */
  stopped: boolean;
  /** From the start of the run to its last tally. */
  wallMs: number;
  /** One entry per worker the run used. */
  workers: WorkerLoad[];
}

export interface PoolRun {
  readonly outcome: Promise<PoolOutcome>;
  stop(): void;
}

/** A worker as the pool sees it: where requests go, and how replies and failures come back. */
export interface LabWorker {
  post(request: ChunkRequest): void;
  terminate(): void;
}

export type LabWorkerFactory = (onReply: (reply: ChunkReply) => void, onError: (message: string) => void) => LabWorker;

export interface LabPool {
  /** Starts workers up to `count` now, so their module is loaded before the first job. */
  warm(count: number): void;
  /** Plays the jobs on `workers` workers (one run at a time). */
  run(jobs: readonly LabConfig[], workers: number, onProgress: (progress: PoolProgress) => void): PoolRun;
  /** Ends every worker; a later run starts fresh ones. */
  close(): void;
}

/** The share of the run's workers' time spent playing: 1 when no worker ever waited. */
export function efficiency(outcome: PoolOutcome): number {
  const busy = outcome.workers.reduce((sum, w) => sum + w.busyMs, 0);
  return outcome.workers.length === 0 || outcome.wallMs <= 0 ? 0 : busy / (outcome.workers.length * outcome.wallMs);
}

/** The shared clock of page and workers, in ms. */
const clock = (): number => performance.timeOrigin + performance.now();

/** The browser's workers, built from the lab's worker module. */
export const browserWorker: LabWorkerFactory = (onReply, onError) => {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<ChunkReply>) => onReply(event.data));
  worker.addEventListener('error', (event) => onError(event.message || 'a lab worker failed'));
  return { post: (request) => worker.postMessage(request), terminate: () => worker.terminate() };
};

/** How many chunks a worker holds at most: the one it plays and the next. */
const DEPTH = 2;

interface Run {
  reply(slot: number, reply: ChunkReply): void;
  error(message: string): void;
}

export function createPool(factory: LabWorkerFactory = browserWorker): LabPool {
  const slots: LabWorker[] = [];
  let current: Run | null = null;

  const spawn = (): void => {
    const slot = slots.length;
    slots.push(
      factory(
        (reply) => current?.reply(slot, reply),
        // A worker lost between runs (its module failed to load) is replaced by the next run.
        (message) => (current ? current.error(message) : close()),
      ),
    );
  };
  const close = (): void => {
    for (const worker of slots) worker.terminate();
    slots.length = 0;
  };
  const warm = (count: number): void => {
    while (slots.length < count) spawn();
  };

  const run = (jobs: readonly LabConfig[], workers: number, onProgress: (progress: PoolProgress) => void): PoolRun => {
    if (current) throw new Error('the lab pool is already running a job');
    const chunks: LabChunk[] = chunksOf(jobs, chunkSizeFor(Math.max(...jobs.map((j) => j.games))));
    const total = jobs.reduce((n, j) => n + j.games, 0);
    const tallies: Tally[] = jobs.map(() => ({}));
    const count = Math.max(1, Math.min(workers, chunks.length));
    const held = new Array<number>(count).fill(0);
    const loads = Array.from({ length: count }, () => ({ chunks: 0, matches: 0, busyMs: 0, first: Number.POSITIVE_INFINITY, last: Number.NEGATIVE_INFINITY }));
    const began = clock();
    let next = 0;
    let done = 0;
    let settle: (outcome: PoolOutcome) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const outcome = new Promise<PoolOutcome>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
    const end = (stopped: boolean): void => {
      current = null;
      const ended = clock();
      settle({
        tallies,
        stopped,
        wallMs: ended - began,
        workers: loads.map((l) => ({
          chunks: l.chunks,
          matches: l.matches,
          busyMs: l.busyMs,
          firstMs: l.chunks ? l.first - began : 0,
          idleAtEndMs: l.chunks ? ended - l.last : 0,
        })),
      });
    };
    const abort = (message: string): void => {
      current = null;
      close();
      fail(new Error(message));
    };
    /** Fills a worker up to its depth; a second chunk only while every other worker can still get one too. */
    const feed = (slot: number): void => {
      while (next < chunks.length && (held[slot] as number) < (chunks.length - next > count ? DEPTH : 1)) {
        const chunk = chunks[next] as LabChunk;
        (slots[slot] as LabWorker).post({ id: next, config: jobs[chunk.job] as LabConfig, from: chunk.from, to: chunk.to });
        held[slot] = (held[slot] as number) + 1;
        next++;
      }
    };
    const me: Run = {
      reply(slot, reply) {
        if (reply.kind === 'failed') return abort(reply.error);
        const chunk = chunks[reply.id];
        const load = loads[slot];
        if (!chunk || !load) return abort(`a lab worker answered for a chunk it was not given (${reply.id})`);
        held[slot] = (held[slot] as number) - 1;
        addTally(tallies[chunk.job] as Tally, reply.tally);
        load.chunks++;
        load.matches += chunk.to - chunk.from;
        load.busyMs += reply.endedAt - reply.startedAt;
        load.first = Math.min(load.first, reply.startedAt);
        load.last = Math.max(load.last, reply.endedAt);
        done += chunk.to - chunk.from;
        onProgress({ done, total });
        // The progress may have stopped the run.
        if (current !== me) return;
        feed(slot);
        if (next === chunks.length && held.every((n) => n === 0)) end(false);
      },
      error: abort,
    };
    current = me;
    warm(count);
    for (let slot = 0; slot < count; slot++) feed(slot);
    return {
      outcome,
      stop() {
        if (current !== me) return;
        // A worker cannot be interrupted inside a chunk: the busy ones are ended, and the next run starts fresh ones.
        close();
        end(true);
      },
    };
  };

  return { warm, run, close };
}
