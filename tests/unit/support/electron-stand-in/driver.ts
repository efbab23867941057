/**
 * The test's side of the stand-in: builds the main process and its preload script with the
 * project's electron-vite configuration (what `npm run build` makes, into a folder of the test's
 * own), starts the built bundle in a child Node process whose `electron` is the stand-in, and
 * talks to it (protocol.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { resolveConfig } from 'electron-vite';
import { build, type InlineConfig } from 'vite';
import type { Call, ChildMessage, Command, ParentMessage } from './protocol';

const ROOT = resolve(import.meta.dirname, '../../../..');
const REGISTER = new URL('./register.mjs', import.meta.url).href;
const WAIT_MS = 30_000;

/** Builds out/main and out/preload as `npm run build` does, but into `outDir`; returns the main bundle's path. */
export async function buildMainBundle(outDir: string): Promise<{ main: string; preload: string }> {
  // electron-vite sets NODE_ENV for the build; the test process keeps its own.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { config } = await resolveConfig(
      { root: ROOT, configFile: resolve(ROOT, 'electron.vite.config.ts'), build: { outDir }, logLevel: 'warn' },
      'build',
      'production',
    );
    if (!config?.main || !config.preload) throw new Error('electron.vite.config.ts has no main or preload build');
    await build(config.main as InlineConfig);
    await build(config.preload as InlineConfig);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return { main: resolve(outDir, 'main/index.js'), preload: resolve(outDir, 'preload/index.cjs') };
}

export interface StandInApp {
  /** Every Electron call so far, in order. */
  readonly calls: Call[];
  /** Resolves with the first call to `api` after the first `after` calls (default: any) that matches; fails if none comes within 30 s. */
  waitFor(api: string, options?: { after?: number; matches?: (call: Call) => boolean }): Promise<Call>;
  send(command: Command): Promise<unknown>;
  /** The exit code once the process has ended by itself. */
  readonly exited: Promise<number | null>;
  /** What the process printed, for failure messages. */
  output(): string;
  /** Ends the process if it is still running (a failed test's clean-up). */
  kill(): void;
}

export function launch(bundle: string, options: { argv: string[]; appPath: string; userData: string }): StandInApp {
  const env: NodeJS.ProcessEnv = { ...process.env, STAND_IN_APP_PATH: options.appPath, STAND_IN_USER_DATA: options.userData };
  delete env.ELECTRON_RENDERER_URL;
  const child: ChildProcess = fork(bundle, options.argv, {
    cwd: ROOT,
    env,
    execArgv: ['--import', 'tsx', '--import', REGISTER],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));

  const calls: Call[] = [];
  const waiters: { api: string; after: number; matches: (call: Call) => boolean; resolve: (call: Call) => void; reject: (error: Error) => void }[] = [];
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let ended = false;

  child.on('message', (message: ChildMessage) => {
    if (message.kind === 'call') {
      calls.push(message.call);
      for (const waiter of [...waiters]) {
        if (waiter.api === message.call.api && calls.length > waiter.after && waiter.matches(message.call)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(message.call);
        }
      }
      return;
    }
    const answer = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) answer?.resolve(message.value);
    else answer?.reject(new Error(message.error));
  });

  const exited = new Promise<number | null>((resolveExit) => {
    child.on('exit', (code, signal) => {
      ended = true;
      const gone = new Error(`the main process ended (code ${code}, signal ${signal}) before it answered:\n${printed}`);
      for (const waiter of waiters.splice(0)) waiter.reject(gone);
      for (const answer of pending.values()) answer.reject(gone);
      pending.clear();
      resolveExit(code);
    });
  });

  return {
    calls,
    waitFor(api, { after = 0, matches = () => true } = {}) {
      const made = calls.slice(after).find((call) => call.api === api && matches(call));
      if (made) return Promise.resolve(made);
      if (ended) return Promise.reject(new Error(`the main process ended without calling ${api}:\n${printed}`));
      return new Promise((resolveCall, reject) => {
        // A bound on failure only, so that a start that never gets there says what it was waiting for.
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`the main process did not call ${api} within ${WAIT_MS / 1000} s:\n${printed}`));
        }, WAIT_MS);
        const waiter = {
          api,
          after,
          matches,
          resolve: (call: Call) => (clearTimeout(timer), resolveCall(call)),
          reject: (error: Error) => (clearTimeout(timer), reject(error)),
        };
        waiters.push(waiter);
      });
    },
    send(command) {
      if (ended) return Promise.reject(new Error(`the main process has ended:\n${printed}`));
      const id = nextId++;
      const message: ParentMessage = { id, command };
      return new Promise((resolveReply, reject) => {
        pending.set(id, { resolve: resolveReply, reject });
        child.send(message);
      });
    },
    exited,
    output: () => printed,
    kill() {
      if (!ended) child.kill('SIGKILL');
    },
  };
}
