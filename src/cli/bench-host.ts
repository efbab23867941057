/**
 * The host section of `npm run bench` (a benchmark, not a test): move round-trip latency through a
 * real host process on loopback, and how many tables one host process carries while the 99th
 * percentile of that latency stays under 20 ms. The host runs as `npm run host` in a child process
 * with its file store (fsync per move); the clients are bare WebSockets in this process, one per
 * seat, up to six per table. It lives with the CLI because the product never runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, open as openFile, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { AnyGameModule } from '../shared/engine/module';
import type { Json } from '../shared/engine/types';
import { PROTOCOL_VERSION, type ClientMessage } from '../shared/net/protocol';

export interface HostBenchOptions {
  /** The game every table plays. */
  game: AnyGameModule;
  /** Seconds of measurement per step. */
  seconds?: number;
  /** The p99 budget for the capacity search, ms. */
  budgetMs?: number;
  /** Time a table takes per move in the capacity search (people and bots think): ms between a view and the next move. */
  paceMs?: number;
  /** Stop the capacity search here. */
  maxTables?: number;
  /** Where the host's saves go (default: a temporary folder, removed afterwards). */
  dataDir?: string;
}

export interface LatencyFigures {
  tables: number;
  moves: number;
  movesPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU time the host process spent per move (Linux only, else null): independent of what else runs on the machine. */
  hostCpuPerMoveMs: number | null;
}

export interface HostBenchReport {
  /** The disk alone: append one save line and fdatasync it, back to back, in the data folder (ms). */
  disk: { p50: number; p99: number; max: number };
  game: string;
  clientsPerTable: number;
  /** One table, six clients, each move sent 20 ms after its view arrives. */
  latency: LatencyFigures;
  paceMs: number;
  budgetMs: number;
  steps: LatencyFigures[];
  /** The most tables whose p99 stayed under the budget before two steps in a row missed it (a lower bound if the search hit maxTables). */
  tablesUnderBudget: number;
  dataDir: string;
}

/** Clients per table: the game's largest table, at most six. */
const MAX_SEATS = 6;
const SINGLE_PACE_MS = 20;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Bare clients in every seat of one table, playing the first legal move whenever it is their turn. */
class BenchTable {
  private readonly sockets: WebSocket[] = [];
  private readonly sent = new Map<number, number>();
  private nextRef = 1;
  latencies: number[] | null = null;
  moves = 0;

  constructor(
    private readonly port: number,
    private readonly paceMs: number,
    private readonly game: string,
    private readonly seats: number,
  ) {}

  async open(): Promise<void> {
    const owner = await this.socket(0);
    const room = await new Promise<string>((resolve) => {
      owner.once('message', (data) => resolve((JSON.parse(String(data)) as { room: string }).room));
      this.send(owner, { type: 'create', game: this.game, options: {}, seats: Array.from({ length: this.seats }, () => ({ kind: 'open' as const })), seat: 0 });
    });
    for (let seat = 1; seat < this.seats; seat++) {
      const ws = await this.socket(seat);
      const joined = new Promise((resolve) => ws.once('message', resolve));
      this.send(ws, { type: 'join', room, seat });
      await joined;
    }
    this.send(owner, { type: 'start' });
  }

  close(): void {
    for (const ws of this.sockets) ws.terminate();
  }

  private send(ws: WebSocket, message: ClientMessage): void {
    ws.send(JSON.stringify(message));
  }

  private async socket(seat: number): Promise<WebSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${this.port}/ws`, { perMessageDeflate: false });
    this.sockets.push(ws);
    // The host greets first (greeting), then answers the hello (welcome).
    const greeting = new Promise((resolve) => ws.once('message', resolve));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    await greeting;
    const welcome = new Promise((resolve) => ws.once('message', resolve));
    this.send(ws, { type: 'hello', v: PROTOCOL_VERSION, name: `Bench${seat}` });
    await welcome;
    ws.on('message', (data) => this.receive(ws, seat, String(data)));
    return ws;
  }

  private receive(ws: WebSocket, seat: number, text: string): void {
    const message = JSON.parse(text) as { type: string; ref?: number; toAct?: number[]; legal?: unknown[]; result?: unknown; index?: number };
    if (message.type !== 'view') return;
    if (message.ref !== undefined) {
      const sent = this.sent.get(message.ref);
      this.sent.delete(message.ref);
      if (sent !== undefined) {
        this.moves++;
        this.latencies?.push(performance.now() - sent);
      }
    }
    if (message.result) {
      if (seat === 0) setTimeout(() => this.send(ws, { type: 'start' }), 5);
      return;
    }
    if (!message.toAct?.includes(seat) || !message.legal || message.legal.length === 0) return;
    const move = message.legal[0];
    const play = (): void => {
      if (ws.readyState !== ws.OPEN) return;
      const ref = this.nextRef++;
      this.sent.set(ref, performance.now());
      this.send(ws, { type: 'move', move, ref });
    };
    if (this.paceMs > 0) setTimeout(play, this.paceMs);
    else play();
  }
}

async function startHostProcess(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const cli = path.resolve(import.meta.dirname, 'host.ts');
  // Every bench client comes from 127.0.0.1, so the per-address shares are raised to the global caps.
  const args = [
    '--import',
    'tsx',
    cli,
    '--port',
    '0',
    '--bind',
    '127.0.0.1',
    '--data-dir',
    dataDir,
    '--no-web',
    '--no-announce',
    '--max-tables',
    '1000',
    '--max-connections-per-address',
    '10000',
    '--max-tables-per-address',
    '1000',
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the host exited with ${code}: ${out}`)));
  });
  child.stdout?.resume();
  return { child, port };
}

/** What one durable append costs on this disk, without the host: the floor under every move's round trip. */
async function measureDisk(dir: string, count = 200): Promise<HostBenchReport['disk']> {
  const file = path.join(dir, 'disk-probe.tmp');
  const handle = await openFile(file, 'a');
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const t0 = performance.now();
      await handle.write('0123456789abcdef {"kind":"entry","i":1,"entry":{"seat":1,"move":{"type":"play","card":"AS"}}}\n');
      await handle.datasync();
      times.push(performance.now() - t0);
    }
  } finally {
    await handle.close();
    await rm(file, { force: true });
  }
  times.sort((a, b) => a - b);
  const round = (x: number): number => Math.round(x * 100) / 100;
  return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), max: round(times[times.length - 1] ?? NaN) };
}

/** User + system CPU time of a process in ms, from /proc (Linux); null elsewhere. */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined || process.platform !== 'linux') return null;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, i.e. 12 and 13 after the command name; 100 ticks per second on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function measure(tables: readonly BenchTable[], seconds: number, pid?: number): Promise<LatencyFigures> {
  const all: number[] = [];
  for (const t of tables) t.latencies = all;
  const cpu0 = await cpuMs(pid);
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  for (const t of tables) t.latencies = null;
  const cpu1 = await cpuMs(pid);
  const elapsed = (performance.now() - t0) / 1000;
  const sorted = all.slice().sort((a, b) => a - b);
  const round = (x: number): number => Math.round(x * 100) / 100;
  return {
    tables: tables.length,
    moves: sorted.length,
    movesPerSecond: Math.round(sorted.length / elapsed),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
    hostCpuPerMoveMs: cpu0 !== null && cpu1 !== null && sorted.length > 0 ? round((cpu1 - cpu0) / sorted.length) : null,
  };
}

export async function runHostBench(options: HostBenchOptions): Promise<HostBenchReport> {
  const { game } = options;
  const seats = Math.min(MAX_SEATS, game.maxPlayers);
  const seconds = options.seconds ?? 4;
  const budgetMs = options.budgetMs ?? 20;
  const paceMs = options.paceMs ?? 250;
  const maxTables = options.maxTables ?? 256;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'kartenstube-bench-')));
  const disk = await measureDisk(dataDir);
  const host = await startHostProcess(dataDir);
  const open: BenchTable[] = [];
  try {
    // Six people at one table, each move 20 ms after the view that asks for it: as fast as the per-connection rate limit allows.
    const single = new BenchTable(host.port, SINGLE_PACE_MS, game.id, seats);
    open.push(single);
    await single.open();
    await measure([single], 0.5);
    const latency = await measure([single], seconds, host.child.pid);
    single.close();

    const tables: BenchTable[] = [];
    const steps: LatencyFigures[] = [];
    let tablesUnderBudget = 0;
    let misses = 0;
    // Few tables give few samples, so one noisy step does not end the search: two misses in a row do.
    for (let target = 1; target <= maxTables && misses < 2; target *= 2) {
      while (tables.length < target) {
        const table = new BenchTable(host.port, paceMs, game.id, seats);
        open.push(table);
        tables.push(table);
        await table.open();
      }
      await measure(tables, 0.5);
      const step = await measure(tables, seconds, host.child.pid);
      steps.push(step);
      if (step.p99 >= budgetMs) {
        misses++;
      } else {
        misses = 0;
        tablesUnderBudget = target;
      }
    }
    return { disk, game: game.id, clientsPerTable: seats, latency, paceMs, budgetMs, steps, tablesUnderBudget, dataDir };
  } finally {
    for (const t of open) t.close();
    host.child.kill('SIGTERM');
    await new Promise((resolve) => host.child.once('exit', resolve));
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatHostBench(report: HostBenchReport): string[] {
  const row = (f: LatencyFigures): string =>
    `${String(f.tables).padStart(5)} tables  ${String(f.movesPerSecond).padStart(6)} moves/s  p50 ${f.p50.toFixed(2).padStart(6)} ms  p99 ${f.p99.toFixed(2).padStart(6)} ms  max ${f.max.toFixed(1).padStart(6)} ms` +
    (f.hostCpuPerMoveMs === null ? '' : `  host CPU ${f.hostCpuPerMoveMs.toFixed(2)} ms/move`);
  return [
    `Durable append (write + fdatasync) on the data folder's disk alone: p50 ${report.disk.p50} ms  p99 ${report.disk.p99} ms  max ${report.disk.max} ms`,
    `Move round trip through a host process on loopback (${report.game}, ${report.clientsPerTable} clients per table, fsync per move):`,
    `  one table, a move every ${SINGLE_PACE_MS} ms: ${row(report.latency).trim()}`,
    `  tables moving every ${report.paceMs} ms:`,
    ...report.steps.map((s) => `  ${row(s)}`),
    `  one host process carries ${report.tablesUnderBudget} tables at p99 < ${report.budgetMs} ms`,
  ];
}

export const hostSection = {
  name: 'host',
  async run(seconds: number, game: AnyGameModule): Promise<{ table: string[]; json: Json }> {
    const report = await runHostBench({ game, seconds: Math.max(2, Math.min(seconds, 5)) });
    return { table: formatHostBench(report), json: report as unknown as Json };
  },
};
