/** A lab worker: plays the matches it is sent, off the page's thread, and returns what they counted. */
import { CATALOG } from '../../../shared/catalog';
import { simulateRange } from '../../../shared/engine/simulate';
import { specOf } from '../../../shared/lab/job';
import type { ChunkReply, ChunkRequest } from './protocol';

globalThis.addEventListener('message', (event: MessageEvent<ChunkRequest>) => {
  const { id, config, from, to } = event.data;
  let reply: ChunkReply;
  try {
    reply = { id, kind: 'done', tally: simulateRange(specOf(config, CATALOG.get), from, to) };
  } catch (error) {
    reply = { id, kind: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  globalThis.postMessage(reply);
});
