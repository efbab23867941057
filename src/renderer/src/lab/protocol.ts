/** Messages between the Lab screen and its Web Workers: plain data, one chunk of matches per request. */
import type { Tally } from '../../../shared/engine/stats';
import type { LabConfig } from '../../../shared/lab/job';

export interface ChunkRequest {
  id: number;
  config: LabConfig;
  from: number;
  to: number;
}

/**
 * A chunk's tally, and when the worker played it: `startedAt` and `endedAt` are on the shared
 * clock (`performance.timeOrigin + performance.now()`, in ms), so the page can tell how long each
 * worker was busy and how long it waited, from the workers' own account.
 */
export type ChunkReply = { id: number; kind: 'done'; tally: Tally; startedAt: number; endedAt: number } | { id: number; kind: 'failed'; error: string };
