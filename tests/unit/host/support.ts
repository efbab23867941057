/**
 * Test clients for the host: real WebSockets on 127.0.0.1 through the protocol client, recording
 * every raw frame they receive, and people who play random legal moves from their own view.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createRng, type Card, type Rng } from '../../../src/shared/cards';
import { applyEntry, type MatchLog } from '../../../src/shared/engine/log';
import { optionVariants } from '../../../src/shared/engine/options';
import { randomPolicy } from '../../../src/shared/engine/policy';
import { playMatch } from '../../../src/shared/engine/play';
import type { AnyGame, Viewer } from '../../../src/shared/engine/types';
import { HostClient, type ClientOptions } from '../../../src/shared/net/client';
import type { HostMessageOf } from '../../../src/shared/net/protocol';
import { startHost, type HostOptions, type RunningHost } from '../../../src/host/server';
import { DEFAULT_ADDRESS_LIMITS } from '../../../src/host/limits';
import { FileStore } from '../../../src/host/store/file';
import type { SavedMatch } from '../../../src/host/store/types';

export async function tempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'kartenstube-host-'));
}

/**
 * Fast settings for tests: loopback only, no announcements, bots without delay, no pause at a
 * round's end, and (every test
 * client coming from 127.0.0.1) rate and per-address limits out of the way; the tests of the
 * limits set their own.
 */
export async function testHost(dataDir: string, options: HostOptions = {}): Promise<RunningHost> {
  return startHost({
    port: 0,
    bind: '127.0.0.1',
    dataDir,
    announce: null,
    botPace: 0.001,
    standInAfterMs: 50,
    // A round's end holds the match only for a moment (tests of the pause set their own).
    roundPauseMs: 0,
    heartbeatMs: 5_000,
    rateLimits: { burst: 2000, perSecond: 2000, floodAfter: 2000 },
    addressLimits: { ...DEFAULT_ADDRESS_LIMITS, connections: 10_000, tables: 10_000 },
    ...options,
  });
}

/** Polls until `check` is true (a plain loop: `expect.poll` is not for concurrent tests). */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until the store files the match as a replay (a rename: the file is there whole or not at
 * all). It asks for that one file: listing every replay on each poll grew with the saves and timed
 * out under a soak's dozens of them on a loaded machine.
 */
export async function replayOf(dir: string, id: string): Promise<SavedMatch> {
  const store = new FileStore(dir);
  const filed = (): Promise<boolean> =>
    store.readReplay(id).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
  await waitFor(filed);
  return store.readReplay(id);
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export interface TestClient {
  client: HostClient;
  /** Every text frame received, in order. */
  frames: string[];
  close(): void;
}

export async function connect(port: number, name: string, options: Partial<ClientOptions> = {}): Promise<TestClient> {
  const frames: string[] = [];
  const client = new HostClient({
    url: `ws://127.0.0.1:${port}/ws`,
    name,
    reconnect: false,
    timeoutMs: 20_000,
    socket: (url) => {
      const ws = new WebSocket(url);
      ws.on('message', (data) => frames.push(String(data)));
      return ws;
    },
    ...options,
  });
  await client.ready();
  return { client, frames, close: () => client.close() };
}

/**
 * Plays random legal moves from the views it receives until the match ends: on its turn in a
 * turn-based game, whenever it may act in a real-time one. Resolves with the final view.
 */
export function playRandomly(tc: TestClient, seed: number, thinkMs = 0, survivesRestarts = false): Promise<HostMessageOf<'view'>> {
  const rng: Rng = createRng(seed);
  const { client } = tc;
  let busy = false;
  let acted = -1;
  return new Promise((resolve, reject) => {
    const consider = (): void => {
      const view = client.state.view;
      const seat = client.state.lobby?.you.seat ?? null;
      if (!view || busy) return;
      if (view.result) {
        stop();
        resolve(view);
        return;
      }
      const realtime = view.at !== null;
      if (seat === null || view.legal.length === 0) return;
      if (!realtime && (!view.toAct.includes(seat) || view.index <= acted)) return;
      busy = true;
      acted = view.index;
      const move = view.legal[rng.int(view.legal.length)];
      setTimeout(() => {
        if (client.state.view?.result) {
          busy = false;
          return consider();
        }
        Promise.resolve()
          .then(() => client.move(move))
          .then(
            () => {
              busy = false;
              consider();
            },
            (error: { code?: string }) => {
              busy = false;
              // A host that went down: the move waits for the next view after reconnecting.
              if (survivesRestarts && (error.code === 'net.disconnected' || error.code === 'net.closed')) {
                acted = -1;
                return;
              }
              // Real time: the table moved on before the move arrived. Turn-based: never.
              if (!realtime || error.code === 'net.timeout' || error.code === 'net.disconnected') {
                stop();
                reject(error instanceof Error ? error : new Error(String(error.code)));
                return;
              }
              setTimeout(consider, 1);
            },
          );
      }, thinkMs);
    };
    const stop = client.on('view', consider);
    consider();
  });
}

/**
 * The option variant whose random matches are shortest at this player count: what a view may show
 * does not depend on the variant on the wire (the conformance suite checks every variant's views in
 * process), and long variants cost seconds here. Real-time games take a random variant.
 */
export function quickVariant(game: AnyGame, players: number, rng: Rng): Record<string, boolean | number | string> {
  const variants = optionVariants(game.optionsShape).map((v) => ({ ...v, players }));
  if (game.realtime) return variants[rng.int(variants.length)] as Record<string, boolean | number | string>;
  const length = (options: Record<string, unknown>): number =>
    playMatch(
      game,
      options,
      1,
      Array.from({ length: players }, () => randomPolicy),
    ).steps;
  return variants.map((v) => ({ v, steps: length(v) })).sort((a, b) => a.steps - b.steps)[0]?.v as Record<string, boolean | number | string>;
}

/** The state after each log entry: states[i] follows entry i - 1 (states[0] is the deal). */
export function statesOf(game: AnyGame, log: MatchLog): unknown[] {
  let state = game.setup(game.parseOptions(log.options), log.seed);
  const states = [state];
  for (const entry of log.moves) {
    state = applyEntry(game, state, entry);
    states.push(state);
  }
  return states;
}

function multiset(cards: readonly Card[]): Map<Card, number> {
  const m = new Map<Card, number>();
  for (const card of cards) m.set(card, (m.get(card) ?? 0) + 1);
  return m;
}

/**
 * Checks every frame a viewer received against the state it was sent in (the index of the last
 * view before it): a card all of whose copies are hidden from the viewer must not appear.
 * Returns the number of frames checked.
 */
export function scanFrames(game: AnyGame, states: readonly unknown[], viewer: Viewer, frames: readonly string[]): number {
  let index = 0;
  let checked = 0;
  for (const text of frames) {
    const message = JSON.parse(text) as { type: string; index?: number };
    if (message.type === 'view' && typeof message.index === 'number') index = message.index;
    const state = states[index];
    if (state === undefined) throw new Error(`a frame refers to log entry ${index}, the log has ${states.length - 1}`);
    const all = multiset(game.cards(state));
    for (const [card, count] of multiset(game.hiddenCards(state, viewer))) {
      if (count === all.get(card) && text.includes(`"${card}"`)) {
        throw new Error(`${game.id}: a frame to ${String(viewer)} at entry ${index} shows ${card}, which is hidden from it: ${text.slice(0, 400)}`);
      }
    }
    checked++;
  }
  return checked;
}
