/** Messages between the Lab screen and its Web Workers: plain data, one chunk of matches per request. */
import type { Tally } from '../../../shared/engine/stats';
import type { LabConfig } from '../../../shared/lab/job';

export interface ChunkRequest {
  id: number;
  config: LabConfig;
  from: number;
  to: number;
}

export type ChunkReply = { id: number; kind: 'done'; tally: Tally } | { id: number; kind: 'failed'; error: string };
