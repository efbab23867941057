/**
 * The match host as a plain Node server: HTTP serves the web client at `/`, a small JSON
 * description at `/api/host` and the finished matches at `/api/replays`; the WebSocket at `/ws` speaks the protocol of src/shared/net.
 * The Electron main process and `npm run host` both start it with `startHost`.
 */
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BotConfig } from '../shared/engine/types';
import { allowedOrigin } from '../shared/net/origins';
import { MAX_FRAME_BYTES, PROTOCOL_VERSION } from '../shared/net/protocol';
import { DEFAULT_PORT, hostUrls, joinUrl } from './addresses';
import { startAnnouncer, type AnnounceOptions, type Stoppable } from './announce';
import { CLOSE_FULL, Connection, DEFAULT_RATE_LIMITS, type RateLimits } from './connection';
import { Hub } from './hub';
import { FileStore } from './store/file';
import type { MatchStore, SaveProblem } from './store/types';
import { serveReplays } from './replays';
import { createStaticHandler } from './static';

export interface HostOptions {
  /** Default 4817; 0 picks any free port. */
  port?: number;
  /** Default all interfaces (LAN play); 127.0.0.1 for offline play. */
  bind?: string;
  /** The built web client (dist-web/); null serves a page saying it is not built. */
  webRoot?: string | null;
  /** Where the saves go: a store, or a folder for the file store. */
  store?: MatchStore;
  dataDir?: string;
  /** Shown to other apps on the LAN. */
  name?: string;
  /** Ping interval; a client that did not answer the previous ping is dropped. */
  heartbeatMs?: number;
  /** How long a person may be away before a bot plays their seat. */
  standInAfterMs?: number;
  /** Multiplies the bots' pace (each level's own): 1 at a table of people, 0 to act at once (tests). */
  botPace?: number;
  /** Settings for every bot, e.g. `{ budgetMs }`: how long searching levels think per decision. */
  botConfig?: BotConfig;
  /** Match time per real time (tests run real-time games faster). */
  clockRate?: number;
  rateLimits?: RateLimits;
  maxConnections?: number;
  maxTables?: number;
  idleTableMs?: number;
  /** LAN announcements; off unless given. */
  announce?: AnnounceOptions | null;
  log?: (line: string) => void;
  /** Called with the room code of every new table (e.g. to print its join link). */
  onTableOpened?: (room: string) => void;
  /** Seeds of new matches (default: random). */
  newSeed?: () => number;
}

export interface RunningHost {
  readonly port: number;
  readonly bind: string;
  /** Base URLs to open in a browser. */
  readonly urls: string[];
  readonly hub: Hub;
  /** Saves that could not be resumed at the start, by file name. */
  readonly problems: SaveProblem[];
  joinUrls(room: string): string[];
  close(): Promise<void>;
}

export async function startHost(options: HostOptions = {}): Promise<RunningHost> {
  const log = options.log ?? (() => {});
  const store = options.store ?? (options.dataDir ? new FileStore(options.dataDir) : null);
  if (!store) throw new Error('startHost needs a store or a dataDir');
  const bind = options.bind ?? '0.0.0.0';
  const name = options.name ?? hostname();
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const maxConnections = options.maxConnections ?? 200;
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;

  const hub = new Hub({
    store,
    log,
    standInAfterMs: options.standInAfterMs ?? 20_000,
    botPace: options.botPace ?? 1,
    botConfig: options.botConfig,
    clockRate: options.clockRate ?? 1,
    newSeed: options.newSeed ?? (() => randomInt(2 ** 32 - 1)),
    maxTables: options.maxTables ?? 64,
    idleTableMs: options.idleTableMs ?? 30 * 60_000,
    onTableOpened: (room) => options.onTableOpened?.(room),
  });
  const { problems } = await hub.restore();

  const serveStatic = createStaticHandler(options.webRoot ?? null);
  let urls: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    // A page from this machine or the LAN that was switched to this host (?host=) reads its status and replays.
    const origin = path?.startsWith('/api/') ? allowedOrigin(req.headers.origin) : null;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (path === '/api/host') {
      const body = JSON.stringify({ app: 'kartenstube', v: PROTOCOL_VERSION, name, urls, tables: [...hub.tables.values()].map((t) => t.summary()) });
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    serveReplays(store, path ?? '/', req, res)
      .then((served) => (served ? undefined : serveStatic(req, res)))
      .catch((error: unknown) => {
        log(`http ${req.url}: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  const connections = new Map<WebSocket, Connection>();
  let nextId = 1;
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? '').split('?')[0] !== '/ws') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws));
  });

  function accept(ws: WebSocket): void {
    let queue = Promise.resolve();
    const connection = new Connection(nextId++, ws, limits, (c, message) => {
      // One message at a time per connection, in order: `create` then `start` does what it says.
      queue = queue.then(() => hub.handle(c, message));
    });
    if (connections.size >= maxConnections) {
      connection.error('net.tooManyConnections');
      connection.close(CLOSE_FULL, 'host full');
      return;
    }
    connections.set(ws, connection);
    ws.on('message', (data, isBinary) => connection.receive(data, isBinary));
    ws.on('pong', () => (connection.alive = true));
    ws.on('error', (error) => log(`connection ${connection.id}: ${error.message}`));
    ws.on('close', () => {
      connections.delete(ws);
      queue = queue.then(() => hub.disconnected(connection));
    });
  }

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, bind, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // A port in use or an address this machine lacks: undo the half-start, so the caller may exit or retry.
    wss.close();
    await hub.close();
    throw error;
  }
  const heartbeat = setInterval(() => {
    for (const [ws, connection] of connections) {
      if (!connection.alive) {
        ws.terminate();
        continue;
      }
      connection.alive = false;
      ws.ping();
    }
  }, heartbeatMs);
  const sweep = setInterval(() => void hub.sweep(), 60_000);
  sweep.unref();

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
  urls = hostUrls(bind, port);
  hub.urls = urls;

  let announcer: Stoppable | null = null;
  if (options.announce) {
    announcer = startAnnouncer(options.announce, () => ({ name, port, tables: [...hub.tables.values()].map((t) => t.summary()) }), (error) => log(`announce: ${error.message}`));
  }

  return {
    port,
    bind,
    urls,
    hub,
    problems,
    joinUrls: (room) => urls.map((base) => joinUrl(base, room)),
    async close() {
      clearInterval(heartbeat);
      clearInterval(sweep);
      await announcer?.stop();
      for (const ws of connections.keys()) ws.close(1001, 'host stopping');
      await hub.close();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const ws of connections.keys()) ws.terminate();
    },
  };
}
