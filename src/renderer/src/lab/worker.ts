/** A lab worker: plays the matches it is sent, off the page's thread, and returns what they counted. */
import { CATALOG } from '../../../shared/catalog';
import { simulateRange } from '../../../shared/engine/simulate';
import { specOf } from '../../../shared/lab/job';
import type { ChunkReply, ChunkRequest } from './protocol';

const clock = (): number => performance.timeOrigin + performance.now();

globalThis.addEventListener('message', (event: MessageEvent<ChunkRequest>) => {
  const { id, config, from, to } = event.data;
  let reply: ChunkReply;
  const startedAt = clock();
  try {
    const tally = simulateRange(specOf(config, CATALOG.get), from, to);
    reply = { id, kind: 'done', tally, startedAt, endedAt: clock() };
  } catch (error) {
    reply = { id, kind: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  globalThis.postMessage(reply);
});
