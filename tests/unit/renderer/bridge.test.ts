import { afterEach, describe, expect, it } from 'vitest';
import { appsOwnHost } from '../../../src/renderer/src/app/bridge';

/** A page with (or without) the app's bridge, whose `host:status` answers with this local address (or fails). */
function page(bridge: { localUrl: string } | 'fails' | null): void {
  const kartenstube =
    bridge === null
      ? undefined
      : {
          invoke: async (channel: string) =>
            channel !== 'host:status' || bridge === 'fails' ? Promise.reject(new Error('no')) : { localUrl: bridge.localUrl, lan: false, joinUrls: [] },
        };
  (globalThis as { window?: unknown }).window = { kartenstube };
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe("the app's own host in ?host=", () => {
  it('is the host the app runs: the development window names it, and nothing asks', async () => {
    page({ localUrl: 'ws://127.0.0.1:41234/ws' });
    expect(await appsOwnHost(new URL('ws://127.0.0.1:41234/ws'))).toBe(true);
  });

  it('is never another host, and never in a plain browser (no bridge) or when the bridge fails', async () => {
    page({ localUrl: 'ws://127.0.0.1:41234/ws' });
    expect(await appsOwnHost(new URL('ws://127.0.0.1:4817/ws'))).toBe(false);
    expect(await appsOwnHost(new URL('ws://192.168.1.20:41234/ws'))).toBe(false);
    page(null);
    expect(await appsOwnHost(new URL('ws://127.0.0.1:41234/ws'))).toBe(false);
    page('fails');
    expect(await appsOwnHost(new URL('ws://127.0.0.1:41234/ws'))).toBe(false);
  });
});
