/**
 * Finished matches over HTTP for the client's replay viewer: `GET /api/replays` lists them (newest
 * first, each with who sat where and the result), `GET /api/replays/<id>` gives one match's log. Only finished matches: their hands are no
 * secret any more, while a running match's log would reveal them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MatchStore } from './store/types';

const PREFIX = '/api/replays';

function json(res: ServerResponse, status: number, body: unknown, head: boolean): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(head ? undefined : text);
}

/** Handles the request if it is one for replays (returns true), else leaves it alone (false). */
export async function serveReplays(store: MatchStore, path: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (path !== PREFIX && !path.startsWith(`${PREFIX}/`)) return false;
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    res.setHeader('Allow', 'GET, HEAD');
    json(res, 405, { error: 'GET only' }, head);
    return true;
  }
  if (path === PREFIX || path === `${PREFIX}/`) {
    // Who played, by name or bot level, beside the result: what the list says of each match.
    const list = (await store.listReplays()).map(({ table, ...summary }) => ({ ...summary, seats: publicSeats(table) }));
    json(res, 200, list, head);
    return true;
  }
  const id = decodeURIComponent(path.slice(PREFIX.length + 1));
  try {
    const saved = await store.readReplay(id);
    json(res, 200, { id: saved.id, log: saved.log, table: { seats: publicSeats(saved.table) }, created: saved.created, result: saved.result }, head);
  } catch {
    json(res, 404, { error: 'no such replay' }, head);
  }
  return true;
}

/** Who sat where, without the reconnect tokens' hashes the save keeps. */
function publicSeats(table: unknown): { kind: string; name?: string; level?: string }[] {
  const seats = typeof table === 'object' && table !== null ? (table as { seats?: unknown }).seats : null;
  if (!Array.isArray(seats)) return [];
  return seats.map((seat: unknown) => {
    const s = (typeof seat === 'object' && seat !== null ? seat : {}) as { kind?: unknown; name?: unknown; level?: unknown };
    return {
      kind: typeof s.kind === 'string' ? s.kind : 'open',
      ...(typeof s.name === 'string' ? { name: s.name } : {}),
      ...(typeof s.level === 'string' ? { level: s.level } : {}),
    };
  });
}
