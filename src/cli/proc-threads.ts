/**
 * The CPU time of the browser the bench started, thread by thread, from Linux's /proc: unlike
 * wall-clock time it does not grow when other work on the machine takes the cores, so it tells how
 * much work a run was, also on a shared machine. Elsewhere (no /proc) it reports nothing.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** Where a thread's time went: a lab worker, the page's own thread, or anything else the browser ran (V8's compiler and collector helpers, painting, the GPU and browser processes). */
export type ThreadKind = 'worker' | 'page' | 'other';

export interface ThreadTime {
  kind: ThreadKind;
  /** The browser process's type and the thread's name, e.g. "renderer: VizCompositorTh" (Linux keeps 15 characters of a name). */
  label: string;
  /** CPU milliseconds since the thread started. */
  cpuMs: number;
}

/** clock ticks of /proc/…/stat: USER_HZ is 100 on every Linux the bench runs on. */
const TICK_MS = 10;

/**
 * A thread's CPU ms: from schedstat (nanoseconds on the CPU) where the kernel keeps it, else from
 * stat's user and system ticks. Ticks are 10 ms: a short run of a slow game (40 Machtkampf matches)
 * would count its threads' time per match in steps of 250 µs.
 */
function cpuMsOf(task: string, stat: string[]): number {
  const onCpu = Number((read(`${task}/schedstat`) ?? '').split(' ')[0]);
  return Number.isFinite(onCpu) && onCpu > 0 ? onCpu / 1e6 : (Number(stat[11]) + Number(stat[12])) * TICK_MS;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process or thread ended in between
  }
}

/** The fields after the command name of a /proc stat line (the name may hold spaces and parentheses). */
function fields(stat: string): { name: string; rest: string[] } {
  return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), rest: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
}

function descendantsOf(root: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (stat) parent.set(Number(entry), Number(fields(stat).rest[1]));
  }
  const below = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  return [...parent.keys()].filter(below);
}

export const canReadThreads = (): boolean => existsSync('/proc/self/task');

/** Every thread of the browser processes below `root` (the bench's own process): its kind and its CPU time so far, by "pid/tid". */
export function threadTimes(root: number = process.pid): Map<string, ThreadTime> {
  const out = new Map<string, ThreadTime>();
  if (!canReadThreads()) return out;
  for (const pid of descendantsOf(root)) {
    const command = read(`/proc/${pid}/cmdline`) ?? '';
    // Only the browser's processes: not Playwright's driver, which also runs below the bench.
    if (!(command.split('\0')[0] ?? '').includes('chrom')) continue;
    const renderer = command.includes('--type=renderer');
    const type = /--type=([a-z-]+)/.exec(command)?.[1] ?? 'browser';
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const task = `/proc/${pid}/task/${tid}`;
      const stat = read(`${task}/stat`);
      if (!stat) continue;
      const { name, rest } = fields(stat);
      // Chromium names a Web Worker's thread "DedicatedWorker thread" (15 characters survive); a renderer's first thread is its page's.
      const kind: ThreadKind = renderer && name.startsWith('DedicatedWorker') ? 'worker' : renderer && tid === String(pid) ? 'page' : 'other';
      // Threads of one name (the pools' helpers) are told apart by number only, which says nothing: they share a label.
      const label = `${type}: ${name.replace(/\d+$/, '#')}`;
      out.set(`${pid}/${tid}`, { kind, label, cpuMs: cpuMsOf(task, rest) });
    }
  }
  return out;
}

export interface CpuSpent {
  /** Each worker thread's CPU ms in the span, the busiest first. */
  workers: number[];
  page: number;
  other: number;
  /** The `other` ms by thread label, the costliest first. */
  others: [label: string, ms: number][];
}

/** What every thread spent between two readings (threads that ended in between are lost: the lab's workers outlive their jobs). */
export function cpuBetween(before: Map<string, ThreadTime>, after: Map<string, ThreadTime>): CpuSpent {
  const spent: CpuSpent = { workers: [], page: 0, other: 0, others: [] };
  const others = new Map<string, number>();
  for (const [key, now] of after) {
    const ms = now.cpuMs - (before.get(key)?.cpuMs ?? 0);
    if (now.kind === 'worker') {
      if (ms > 0) spent.workers.push(ms);
    } else if (now.kind === 'page') spent.page += ms;
    else {
      spent.other += ms;
      if (ms > 0) others.set(now.label, (others.get(now.label) ?? 0) + ms);
    }
  }
  spent.workers.sort((a, b) => b - a);
  spent.others = [...others].sort((a, b) => b[1] - a[1]);
  return spent;
}

/**
 * The speed-up from one worker to two on an idle two-core machine, from CPU time alone (no wall
 * clock, which other work on the machine stretches): a match takes at least what its busiest thread
 * spent on it, and at least its whole CPU time spread over both cores. `one` and `two` hold only the
 * workers that played; the page and the rest of the browser count for the spread. Waiting is left
 * out (the workers' busy share says how much there was). Null when a run shows no worker time.
 */
export function idleSpeedup(one: CpuSpent, oneMatches: number, two: CpuSpent, twoMatches: number): number | null {
  const perMatch = (spent: CpuSpent, matches: number): number => {
    const workers = spent.workers.reduce((a, b) => a + b, 0);
    return Math.max(...spent.workers, (workers + spent.page + spent.other) / 2) / matches;
  };
  if (one.workers.length === 0 || two.workers.length === 0 || oneMatches <= 0 || twoMatches <= 0) return null;
  return perMatch(one, oneMatches) / perMatch(two, twoMatches);
}
