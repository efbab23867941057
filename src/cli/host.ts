/**
 * `npm run host -- [--port 4817] [--data-dir DIR] [--bind 0.0.0.0] [--web dist-web] [--no-announce]
 *                  [--table GAME --players N] [--bot-delay MS] [--stand-in-after MS] [--name NAME]`
 *
 * The match host without Electron: serves the web client and the WebSocket on one port (4817
 * unless told otherwise; 0 picks a free one), keeps the saves in the data folder and resumes every
 * open match found there. It prints the addresses to open on phones and runs until stopped.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { findGame, GAMES } from '../shared/engine/registry';
import { PROTOCOL_VERSION } from '../shared/net/protocol';
import { DEFAULT_PORT } from '../host/addresses';
import { isLoopbackAddress } from '../shared/net/address';
import { DEFAULT_ANNOUNCE } from '../host/announce';
import { DEFAULT_ADDRESS_LIMITS, MAX_CONNECTIONS_PER_ADDRESS, MAX_TABLES_PER_ADDRESS, type AddressLimits } from '../host/limits';
import { startHost, type RunningHost } from '../host/server';
import { UsageError, intFlag, parseFlags } from './args';

const USAGE = `usage: npm run host -- [--port ${DEFAULT_PORT}] [--data-dir DIR] [--bind ADDRESS] [--web DIR] [--no-announce]
                       [--table GAME --players N] [--bot-delay MS] [--stand-in-after MS] [--name NAME] [--max-tables N]
                       [--max-connections-per-address N] [--max-tables-per-address N]
  --port            TCP port for the web client and the WebSocket (default ${DEFAULT_PORT}; 0: any free port)
  --data-dir        folder for the saves (default ./kartenstube-data); open matches there are resumed
  --bind            address to listen on (default 0.0.0.0: the whole LAN; 127.0.0.1: this machine only)
  --web             the built web client (default dist-web, made by npm run build:web)
  --no-announce     do not announce the host on the LAN (it never announces when bound to loopback)
  --table GAME      open a table at start (games: ${GAMES.map((g) => g.id).join(', ')}); --players N sets its size
  --bot-delay       how long bots wait before they act, in ms (default 700)
  --stand-in-after  how long a person may be away before a bot plays their seat, in ms (default 20000)
  --name            the host's name shown to other apps (default: this computer's name)
  --max-tables      tables this host keeps at once (default 64; connections allowed: 8 per table, at least 200)
  --max-connections-per-address, --max-tables-per-address
                    what one client address may hold (default ${MAX_CONNECTIONS_PER_ADDRESS} and ${MAX_TABLES_PER_ADDRESS}; the bench raises them)`;

interface Config {
  port: number;
  dataDir: string;
  bind: string;
  web: string;
  announce: boolean;
  table: { game: string; players: number } | null;
  botDelayMs: number;
  standInAfterMs: number;
  name: string | undefined;
  maxTables: number;
  addressLimits: AddressLimits;
}

function parseHostArgs(argv: readonly string[]): Config | 'help' {
  const flags = parseFlags(argv, {
    values: { port: {}, 'data-dir': {}, bind: {}, web: {}, table: {}, players: {}, 'bot-delay': {}, 'stand-in-after': {}, name: {}, 'max-tables': {}, 'max-connections-per-address': {}, 'max-tables-per-address': {} },
    switches: ['no-announce', 'help'],
  });
  if (flags.switches.has('help')) return 'help';
  const value = (name: string): string | undefined => flags.values.get(name)?.[0];
  const bind = value('bind') ?? '0.0.0.0';
  if (bind !== 'localhost' && isIP(bind) === 0) throw new UsageError(`--bind takes an IP address such as 127.0.0.1 or 0.0.0.0, not "${bind}"`);
  const gameId = value('table');
  if (gameId !== undefined && !findGame(gameId)) throw new UsageError(`--table: unknown game "${gameId}" (games: ${GAMES.map((g) => g.id).join(', ')})`);
  if (gameId === undefined && value('players') !== undefined) throw new UsageError('--players goes with --table');
  const game = gameId === undefined ? undefined : findGame(gameId);
  const dataDir = value('data-dir') ?? 'kartenstube-data';
  if (dataDir.trim() === '') throw new UsageError('--data-dir needs a folder');
  return {
    port: intFlag(flags, 'port', DEFAULT_PORT, 0, 65535),
    dataDir: path.resolve(dataDir),
    bind,
    web: path.resolve(value('web') ?? 'dist-web'),
    announce: !flags.switches.has('no-announce') && !isLoopbackAddress(bind),
    table: game ? { game: game.id, players: intFlag(flags, 'players', game.minPlayers, game.minPlayers, game.maxPlayers) } : null,
    botDelayMs: intFlag(flags, 'bot-delay', 700, 0, 60_000),
    standInAfterMs: intFlag(flags, 'stand-in-after', 20_000, 0, 3_600_000),
    name: value('name'),
    maxTables: intFlag(flags, 'max-tables', 64, 1, 10_000),
    addressLimits: {
      ...DEFAULT_ADDRESS_LIMITS,
      connections: intFlag(flags, 'max-connections-per-address', MAX_CONNECTIONS_PER_ADDRESS, 1, 100_000),
      tables: intFlag(flags, 'max-tables-per-address', MAX_TABLES_PER_ADDRESS, 1, 10_000),
    },
  };
}

async function main(argv: readonly string[]): Promise<void> {
  const config = parseHostArgs(argv);
  if (config === 'help') {
    console.log(USAGE);
    return;
  }
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
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  let joinUrls: (room: string) => string[] = () => [];
  const running = await startHost({
    port: config.port,
    bind: config.bind,
    dataDir: config.dataDir,
    webRoot: config.web,
    name: config.name,
    botDelayMs: config.botDelayMs,
    standInAfterMs: config.standInAfterMs,
    maxTables: config.maxTables,
    maxConnections: Math.max(200, config.maxTables * 8),
    addressLimits: config.addressLimits,
    announce: config.announce ? DEFAULT_ANNOUNCE : null,
    log: (line) => console.log(`${stamp()} ${line}`),
    onTableOpened: (room) => console.log(`${stamp()} join table ${room}: ${joinUrls(room)[0] ?? ''}`),
  });
  host = running;
  joinUrls = running.joinUrls;
  console.log(`Kartenstube host (protocol ${PROTOCOL_VERSION}), saves in ${config.dataDir}`);
  console.log(`listening on ${running.urls[running.urls.length - 1]} (port ${running.port})`);
  for (const url of running.urls) console.log(`  open on a phone or browser: ${url}`);
  console.log(`  LAN announcement: ${config.announce ? `on (UDP ${DEFAULT_ANNOUNCE.port})` : 'off'}`);
  if (running.problems.length > 0) console.log(`  ${running.problems.length} save(s) could not be resumed and were set aside (see above)`);
  for (const table of running.hub.tables.values()) console.log(`  table ${table.room} (${table.game.id}, resumed): ${running.joinUrls(table.room)[0]}`);
  if (config.table) await running.hub.openTable(config.table.game, config.table.players);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`host: ${error.message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') console.error('host: that port is in use; choose another with --port');
  else if (code === 'EADDRNOTAVAIL') console.error('host: this machine has no such address for --bind');
  else console.error(error);
  process.exitCode = 1;
});
