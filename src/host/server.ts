/**
 * The match host as a plain Node server: HTTP serves the web client at `/`, a small JSON
 * description at `/api/host` and the finished matches at `/api/replays`; the WebSocket at `/ws` speaks the protocol of src/shared/net.
 * The Electron main process and `npm run host` both start it with `startHost`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Catalog } from '../shared/catalog';
import { wideSeed, type Seed } from '../shared/cards/rng';
import type { BotConfig } from '../shared/engine/types';
import { allowedOrigin } from '../shared/net/origins';
import { MAX_FRAME_BYTES, PROTOCOL_VERSION } from '../shared/net/protocol';
import { accessRules, hostAllowed, originAllowed, ownSocketUrl, type AccessRules } from './access';
import { DEFAULT_PORT, hostUrls, joinUrl } from './addresses';
import { startAnnouncer, type AnnounceOptions, type Stoppable } from './announce';
import { CLOSE_FULL, Connection, DEFAULT_RATE_LIMITS, type RateLimits } from './connection';
import { Hub } from './hub';
import { AddressBook, DEFAULT_ADDRESS_LIMITS, MAX_RESUME_ONLY_PER_ADDRESS, RESUME_ONLY_DEADLINE_MS, clientAddress, type AddressLimits } from './limits';
import { loadHostId, loadHostSecret, newHostId, newHostSecret } from './hostid';
import { Campaigns } from './campaigns';
import { FileCampaignStore, type CampaignStore } from './store/campaigns';
import { FileStore } from './store/file';
import { lockFolder, type FolderLock } from './store/lock';
import type { MatchStore, SaveProblem } from './store/types';
import { serveReplays } from './replays';
import { createStaticHandler } from './static';

/** A round's scoring stays on the screens this long at most: time to read it from the sofa. */
export const ROUND_PAUSE_MS = 13_000;

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
  /** Where the campaigns' progress goes (default: beside the saves in `dataDir`). */
  campaigns?: CampaignStore;
  /** Shown to other apps on the LAN. */
  name?: string;
  /** Ping interval; a client that did not answer the previous ping is dropped. */
  heartbeatMs?: number;
  /** How long a person may be away before a bot plays their seat. */
  standInAfterMs?: number;
  /** The longest the host holds a match at a round's end while its scoring is read (default 13 s). */
  roundPauseMs?: number;
  /** Multiplies the bots' pace (each level's own): 1 at a table of people, 0 to act at once (tests). */
  botPace?: number;
  /** Settings for every bot, e.g. `{ budgetMs }`: how long searching levels think per decision. */
  botConfig?: BotConfig;
  /** Match time per real time (tests run real-time games faster). */
  clockRate?: number;
  rateLimits?: RateLimits;
  /** The last line: connections in all (each address has its own share first, `addressLimits`). */
  maxConnections?: number;
  maxTables?: number;
  addressLimits?: AddressLimits;
  idleTableMs?: number;
  /** A lobby or finished table nobody is at is forgotten after this long (default 5 minutes). */
  idleLobbyMs?: number;
  /** How often the host looks for tables to forget (default every minute). */
  sweepMs?: number;
  /** LAN announcements; off unless given. */
  announce?: AnnounceOptions | null;
  log?: (line: string) => void;
  /** Called with the room code of every new table (e.g. to print its join link). */
  onTableOpened?: (room: string) => void;
  /** This host's identity, which its reconnect tokens are bound to (default: kept in `dataDir`, else new each start). */
  hostId?: string;
  /** The secret its tokens are derived from (proof.ts; default: kept in `dataDir`, else new each start). */
  hostSecret?: Buffer;
  /** Seeds of new matches (default: 128 random bits). */
  newSeed?: () => Seed;
  /** The games this host offers (default: every game). */
  catalog?: Catalog;
}

export interface RunningHost {
  readonly port: number;
  readonly bind: string;
  /** Base URLs to open in a browser. */
  readonly urls: string[];
  readonly hub: Hub;
  /** The identity its reconnect tokens are bound to. */
  readonly hostId: string;
  /** Saves that could not be resumed at the start, by file name. */
  readonly problems: SaveProblem[];
  joinUrls(room: string): string[];
  close(): Promise<void>;
}

export async function startHost(options: HostOptions = {}): Promise<RunningHost> {
  if (!options.store && !options.dataDir) throw new Error('startHost needs a store or a dataDir');
  const hostId = options.hostId ?? (options.dataDir ? await loadHostId(options.dataDir) : newHostId());
  // One host per data folder (store/lock.ts): taken before anything in it is read, held until close.
  const lock = options.dataDir ? await lockFolder(options.dataDir, hostId) : null;
  try {
    return await serve(options, hostId, lock);
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

async function serve(options: HostOptions, hostId: string, lock: FolderLock | null): Promise<RunningHost> {
  const log = options.log ?? (() => {});
  const store = options.store ?? (options.dataDir ? new FileStore(options.dataDir) : null);
  if (!store) throw new Error('startHost needs a store or a dataDir');
  const campaignStore = options.campaigns ?? (options.dataDir ? new FileCampaignStore(options.dataDir) : null);
  if (!campaignStore) throw new Error('startHost needs a campaign store or a dataDir');
  const bind = options.bind ?? '0.0.0.0';
  const name = options.name ?? hostname();
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const maxConnections = options.maxConnections ?? 200;
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const addresses = new AddressBook(options.addressLimits ?? DEFAULT_ADDRESS_LIMITS);

  const secret = options.hostSecret ?? (options.dataDir ? await loadHostSecret(options.dataDir) : newHostSecret());
  const hub = new Hub({
    store,
    secret,
    campaigns: new Campaigns(campaignStore),
    log,
    standInAfterMs: options.standInAfterMs ?? 20_000,
    roundPauseMs: options.roundPauseMs ?? ROUND_PAUSE_MS,
    botPace: options.botPace ?? 1,
    botConfig: options.botConfig,
    clockRate: options.clockRate ?? 1,
    // 128 bits from the operating system's CSPRNG: a player cannot search for the seed behind their hand.
    newSeed: options.newSeed ?? (() => wideSeed(randomBytes(16))),
    maxTables: options.maxTables ?? 64,
    idleTableMs: options.idleTableMs ?? 30 * 60_000,
    idleLobbyMs: options.idleLobbyMs ?? 5 * 60_000,
    addresses,
    onTableOpened: (room) => options.onTableOpened?.(room),
    catalog: options.catalog,
  });
  const { problems } = await hub.restore();

  const serveStatic = createStaticHandler(options.webRoot ?? null);
  let urls: string[] = [];
  // Known once the server listens (the port is part of this host's own origins).
  let rules: AccessRules | null = null;
  /** Why a request from another web page is refused (access.ts), or null if it may go on. */
  const refusal = (req: IncomingMessage, checkOrigin: boolean): { status: number; text: string } | null => {
    if (!rules) return { status: 503, text: 'Starting\n' };
    if (!hostAllowed(req.headers.host, rules)) return { status: 421, text: 'Misdirected Request: this host does not answer to that name\n' };
    if (checkOrigin && !originAllowed(req.headers.origin, rules)) return { status: 403, text: 'Forbidden: pages from other sites may not use this host\n' };
    return null;
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const api = path.startsWith('/api/');
    const refused = refusal(req, api);
    if (refused) {
      res.writeHead(refused.status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': Buffer.byteLength(refused.text),
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(refused.text);
      return;
    }
    // A page from this machine or the LAN that was switched to this host (?host=) reads its status and replays.
    const origin = api ? allowedOrigin(req.headers.origin) : null;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (path === '/api/host') {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': 19 });
        res.end('Method Not Allowed\n');
        return;
      }
      const body = JSON.stringify({
        app: 'kartenstube',
        v: PROTOCOL_VERSION,
        id: hostId,
        name,
        urls,
        tables: [...hub.tables.values()].map((t) => t.summary()),
      });
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    serveReplays(store, path, req, res)
      .then((served) => (served ? undefined : serveStatic(req, res)))
      .catch((error: unknown) => {
        log(`http ${req.url}: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  const connections = new Map<WebSocket, Connection>();
  /** Every open socket, those waiting to resume included, so that close() ends them all. */
  const sockets = new Set<WebSocket>();
  /** Connections over a cap waiting for a hello with a token, oldest first, by address. */
  const waiting = new Map<string, Connection[]>();
  const stopWaiting = (address: string, connection: Connection): void => {
    const list = (waiting.get(address) ?? []).filter((c) => c !== connection);
    if (list.length > 0) waiting.set(address, list);
    else waiting.delete(address);
  };
  let nextId = 1;
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refused = (req.url ?? '').split('?')[0] !== '/ws' ? { status: 404, text: 'Not Found\n' } : refusal(req, true);
    if (refused) {
      // A plain HTTP answer the browser shows in its console, then the socket closes: never a hang.
      const reason = { 403: 'Forbidden', 404: 'Not Found', 421: 'Misdirected Request', 503: 'Service Unavailable' }[refused.status] ?? 'Refused';
      socket.end(
        `HTTP/1.1 ${refused.status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(refused.text)}\r\nConnection: close\r\n\r\n${refused.text}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, clientAddress(req.socket.remoteAddress)));
  });

  /**
   * A new connection counts against its address's share and the global cap. One over either may
   * only resume a seat: its hello must carry a token somebody at a table here holds (a player whose
   * phone reconnects is never locked out by others' connections), else it is closed.
   */
  function accept(ws: WebSocket, address: string): void {
    ws.on('error', (error) => log(`connection from ${address}: ${error.message}`));
    sockets.add(ws);
    let queue = Promise.resolve();
    // 'counted': holds a share; 'waiting': over a cap, may only resume a seat.
    let standing: 'counted' | 'waiting' = addresses.hasRoom(address) && connections.size < maxConnections ? 'counted' : 'waiting';
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const refuse = (connection: Connection): void => {
      if (addresses.hasRoom(address)) connection.error('net.tooManyConnections');
      else connection.error('net.tooManyConnectionsHere', { max: addresses.limits.connections });
      connection.close(CLOSE_FULL, 'host full');
    };
    const connection = new Connection(nextId++, ws, limits, address, (c, message) => {
      if (standing === 'waiting') {
        if (message.type !== 'hello' || !hub.knowsSeat(c, message)) return refuse(c);
        clearTimeout(deadline);
        stopWaiting(address, c);
        addresses.connected(address);
        connections.set(ws, c);
        standing = 'counted';
      }
      // One message at a time per connection, in order: `create` then `start` does what it says.
      queue = queue.then(() => hub.handle(c, message));
    });
    ws.on('close', () => {
      sockets.delete(ws);
      if (standing === 'waiting') {
        clearTimeout(deadline);
        stopWaiting(address, connection);
      } else {
        connections.delete(ws);
        addresses.disconnected(address);
        queue = queue.then(() => hub.disconnected(connection));
      }
    });
    if (standing === 'waiting') {
      const list = waiting.get(address) ?? [];
      // Over the share: the newest waits and the oldest goes (a returning player's hello follows the greeting at once).
      if (list.length >= MAX_RESUME_ONLY_PER_ADDRESS) {
        const oldest = list.shift() as Connection;
        refuse(oldest);
      }
      waiting.set(address, [...list, connection]);
      deadline = setTimeout(() => refuse(connection), RESUME_ONLY_DEADLINE_MS);
      deadline.unref();
    } else {
      addresses.connected(address);
      connections.set(ws, connection);
    }
    ws.on('message', (data, isBinary) => connection.receive(data, isBinary));
    ws.on('pong', () => (connection.alive = true));
    connection.send({ type: 'greeting', v: PROTOCOL_VERSION, host: hostId, name, challenge: connection.challenge });
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
  const sweep = setInterval(() => void hub.sweep(), options.sweepMs ?? 60_000);
  sweep.unref();

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
  urls = hostUrls(bind, port);
  hub.urls = urls;
  rules = accessRules(port);
  const own = rules;
  hub.ownUrl = (url) => ownSocketUrl(url, own);

  let announcer: Stoppable | null = null;
  if (options.announce) {
    announcer = startAnnouncer(
      options.announce,
      () => ({ name, port, tables: [...hub.tables.values()].map((t) => t.summary()) }),
      (error) => log(`announce: ${error.message}`),
    );
  }

  return {
    port,
    bind,
    urls,
    hub,
    hostId,
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
      for (const ws of sockets) ws.terminate();
      await lock?.release();
    },
  };
}
