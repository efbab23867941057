/**
 * `npm run host`: the match host without Electron (`-- --help` for the flags). It serves the web
 * client and the WebSocket on one port, keeps the saves in the data folder and resumes every open
 * match found there. It prints the addresses to open on phones and runs until stopped; any
 * start-up error ends it at once with a message and exit code 1.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { CATALOG } from '../shared/catalog';
import { PROTOCOL_VERSION } from '../shared/net/protocol';
import { DEFAULT_PORT, lanAddresses } from '../host/addresses';
import { isLoopbackAddress } from '../shared/net/address';
import { DEFAULT_ANNOUNCE } from '../host/announce';
import { DEFAULT_ADDRESS_LIMITS, MAX_CONNECTIONS_PER_ADDRESS, MAX_TABLES_PER_ADDRESS, type AddressLimits } from '../host/limits';
import { ROUND_PAUSE_MS, startHost, type RunningHost } from '../host/server';
import { FolderLocked } from '../host/store/lock';
import { UsageError, intFlag, numberFlag, runCommand, type Command, type ParsedFlags } from './args';
import { WEB_DIR, WebBuildError, ensureWebClient } from './web-client';

const HOST: Command = {
  name: 'host',
  synopsis: '[flags]',
  about: `The match host without Electron: serves the web client and the WebSocket on the LAN, keeps the
saves in the data folder and resumes the open matches found there. Without --web it serves this
checkout's dist-web/, building it first when it is missing or older than its sources.`,
  flags: [
    { name: 'port', value: 'N', help: `TCP port for the web client and the WebSocket (default ${DEFAULT_PORT}; 0: any free port)` },
    { name: 'bind', value: 'ADDRESS', help: 'address to listen on (default 0.0.0.0: the whole LAN; 127.0.0.1: this machine only)' },
    { name: 'data-dir', value: 'DIR', help: 'folder for the saves (default ./kartenstube-data); open matches there are resumed' },
    { name: 'web', value: 'DIR', help: 'serve the web client built in DIR as it is (default: dist-web/, built when needed)' },
    { name: 'no-web', help: 'serve no web client, only the WebSocket and /api (browsers get a page saying so)' },
    { name: 'no-announce', help: 'do not announce the host on the LAN (it never announces when bound to loopback)' },
    { name: 'table', value: 'GAME', help: `open a table at start: ${CATALOG.games.map((g) => g.id).join(', ')}` },
    { name: 'players', value: 'N', help: 'the size of the --table (default: the fewest the game allows)' },
    { name: 'bot-pace', value: 'F', help: "how fast bots play, as a factor of each level's own pace (default 1; 0: at once)" },
    { name: 'stand-in-after', value: 'MS', help: 'how long a person may be away before a bot plays their seat, in ms (default 20000)' },
    { name: 'round-pause', value: 'MS', help: "how long a round's scoring holds the match at most, in ms, unless everybody moves on before (default 13000)" },
    { name: 'name', value: 'NAME', help: "the host's name shown to other apps (default: this computer's name)" },
    { name: 'max-tables', value: 'N', help: 'tables this host keeps at once (default 64; connections allowed: 8 per table, at least 200)' },
    {
      name: 'max-connections-per-address',
      value: 'N',
      help: `connections one client address may hold (default ${MAX_CONNECTIONS_PER_ADDRESS}; the bench raises it)`,
    },
    {
      name: 'max-tables-per-address',
      value: 'N',
      help: `tables that one client address may keep going (default ${MAX_TABLES_PER_ADDRESS}; the bench raises it)`,
    },
  ],
};

interface Config {
  port: number;
  dataDir: string;
  bind: string;
  /** The client to serve: this checkout's, built when needed; a folder as it is; or none. */
  web: { kind: 'own' } | { kind: 'folder'; dir: string } | { kind: 'none' };
  announce: boolean;
  table: { game: string; players: number } | null;
  botPace: number;
  standInAfterMs: number;
  roundPauseMs: number;
  name: string | undefined;
  maxTables: number;
  addressLimits: AddressLimits;
}

function parseHostArgs(flags: ParsedFlags): Config {
  const value = (name: string): string | undefined => flags.values.get(name)?.[0];
  const bind = value('bind') ?? '0.0.0.0';
  if (bind !== 'localhost' && isIP(bind) === 0) throw new UsageError(`--bind takes an IP address such as 127.0.0.1 or 0.0.0.0, not "${bind}"`);
  const gameId = value('table');
  if (gameId !== undefined && !CATALOG.find(gameId))
    throw new UsageError(`--table: unknown game "${gameId}" (games: ${CATALOG.games.map((g) => g.id).join(', ')})`);
  if (gameId === undefined && value('players') !== undefined) throw new UsageError('--players goes with --table');
  const game = gameId === undefined ? undefined : CATALOG.find(gameId);
  const dataDir = value('data-dir') ?? 'kartenstube-data';
  const webDir = value('web');
  if (webDir !== undefined && flags.switches.has('no-web')) throw new UsageError('--web and --no-web exclude each other');
  if (dataDir.trim() === '') throw new UsageError('--data-dir needs a folder');
  return {
    port: intFlag(flags, 'port', DEFAULT_PORT, 0, 65535),
    dataDir: path.resolve(dataDir),
    bind,
    web: flags.switches.has('no-web') ? { kind: 'none' } : webDir === undefined ? { kind: 'own' } : { kind: 'folder', dir: path.resolve(webDir) },
    announce: !flags.switches.has('no-announce') && !isLoopbackAddress(bind),
    table: game ? { game: game.id, players: intFlag(flags, 'players', game.minPlayers, game.minPlayers, game.maxPlayers) } : null,
    botPace: numberFlag(flags, 'bot-pace', 1, 0, 10),
    standInAfterMs: intFlag(flags, 'stand-in-after', 20_000, 0, 3_600_000),
    roundPauseMs: intFlag(flags, 'round-pause', ROUND_PAUSE_MS, 0, 600_000),
    name: value('name'),
    maxTables: intFlag(flags, 'max-tables', 64, 1, 10_000),
    addressLimits: {
      ...DEFAULT_ADDRESS_LIMITS,
      connections: intFlag(flags, 'max-connections-per-address', MAX_CONNECTIONS_PER_ADDRESS, 1, 100_000),
      tables: intFlag(flags, 'max-tables-per-address', MAX_TABLES_PER_ADDRESS, 1, 10_000),
    },
  };
}

/** A start-up problem already put in words. */
class StartupError extends Error {
  override name = 'StartupError';
}

/** What the host serves to browsers: the folder, and the line that says so on the console. */
function webClient(config: Config, say: (line: string) => void): { root: string | null; line: string } {
  switch (config.web.kind) {
    case 'own':
      ensureWebClient(say);
      return { root: WEB_DIR, line: `web client: ${WEB_DIR} (up to date with the sources)` };
    case 'folder':
      if (!existsSync(path.join(config.web.dir, 'index.html'))) throw new StartupError(`--web: ${config.web.dir} holds no built web client (no index.html)`);
      return { root: config.web.dir, line: `web client: ${config.web.dir} (served as it is)` };
    case 'none':
      return { root: null, line: 'web client: none (--no-web); browsers get a page saying it is not built' };
  }
}

/** A start-up failure in words a person can act on. */
function startupMessage(error: unknown, config: Config): string {
  if (error instanceof StartupError || error instanceof WebBuildError || error instanceof FolderLocked) return error.message;
  const e = error as NodeJS.ErrnoException;
  if (e.syscall === 'listen') {
    switch (e.code) {
      case 'EADDRINUSE':
        return `port ${config.port} is already in use on ${config.bind} (another host?); choose another with --port`;
      case 'EADDRNOTAVAIL':
        return `${config.bind} is not an address of this machine; --bind takes 0.0.0.0 (the whole LAN), 127.0.0.1 (this machine only) or one of its own: ${lanAddresses().join(', ') || 'none found'}`;
      case 'EACCES':
        return `port ${config.port} needs administrator rights here; choose one above 1023 with --port`;
      default:
        return `cannot listen on ${config.bind} port ${config.port}: ${e.message}`;
    }
  }
  if (typeof e.path === 'string') return `the data folder ${config.dataDir} cannot hold the saves (${e.message}); choose another with --data-dir`;
  // Nothing we foresaw: the stack is what a bug report needs.
  return `could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

/** When the reader of the console goes away (`npm run host | head`), the host stops as on Ctrl-C. */
let stopHost: () => void = () => process.exit(0);

async function main(flags: ParsedFlags): Promise<number> {
  const config = parseHostArgs(flags);
  const stamp = (): string => new Date().toISOString().slice(11, 19);
  // Signals first: a stop that arrives while the host is starting must not kill it half-way.
  let host: RunningHost | null = null;
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${stamp()} stopping; open matches stay saved`);
    (host ? host.close() : Promise.resolve()).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  stopHost = stop;
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  let joinUrls: (room: string) => string[] = () => [];
  let running: RunningHost;
  let served: string;
  try {
    const web = webClient(config, (line) => console.log(`${stamp()} ${line}`));
    served = web.line;
    running = await startHost({
      port: config.port,
      bind: config.bind,
      dataDir: config.dataDir,
      webRoot: web.root,
      name: config.name,
      botPace: config.botPace,
      standInAfterMs: config.standInAfterMs,
      roundPauseMs: config.roundPauseMs,
      maxTables: config.maxTables,
      maxConnections: Math.max(200, config.maxTables * 8),
      addressLimits: config.addressLimits,
      announce: config.announce ? DEFAULT_ANNOUNCE : null,
      log: (line) => console.log(`${stamp()} ${line}`),
      onTableOpened: (room) => console.log(`${stamp()} join table ${room}: ${joinUrls(room)[0] ?? ''}`),
    });
  } catch (error) {
    console.error(`host: ${startupMessage(error, config)}`);
    // At once: nothing was started that needs stopping (startHost undoes its own half-start).
    process.exit(1);
  }
  host = running;
  joinUrls = running.joinUrls;
  console.log(`Kartenstube host (protocol ${PROTOCOL_VERSION}), saves in ${config.dataDir}`);
  console.log(`listening on ${running.urls[running.urls.length - 1]} (port ${running.port})`);
  console.log(`  ${served}`);
  for (const url of running.urls) console.log(`  open on a phone or browser: ${url}`);
  console.log(`  LAN announcement: ${config.announce ? `on (UDP ${DEFAULT_ANNOUNCE.port})` : 'off'}`);
  if (running.problems.length > 0) console.log(`  ${running.problems.length} save(s) could not be resumed and were set aside (see above)`);
  for (const table of running.hub.tables.values()) console.log(`  table ${table.room} (${table.game.id}, resumed): ${running.joinUrls(table.room)[0]}`);
  if (config.table) await running.hub.openTable(config.table.game, config.table.players);
  return 0;
}

runCommand(HOST, main, () => stopHost());
