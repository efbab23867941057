/**
 * The app's own requests through preload IPC (src/shared/ipc.ts): LAN hosting and fullscreen.
 * In a plain browser there is no bridge, and these fall back to what the page itself can do.
 */
import type { KartenstubeBridge } from '../../../shared/ipc';

export function appBridge(): KartenstubeBridge | null {
  return (window as unknown as { kartenstube?: KartenstubeBridge }).kartenstube ?? null;
}

/**
 * In the app the host listens on 127.0.0.1 only until a table needs people from the LAN: then it
 * opens to the LAN (before the table is made, since the host restarts for it). A browser is
 * already talking to a LAN host.
 */
export async function openToLan(): Promise<void> {
  const app = appBridge();
  if (!app) return;
  const status = await app.invoke('host:status');
  if (!status.lan) await app.invoke('host:lan', true);
}

export async function setFullscreen(on: boolean): Promise<void> {
  const app = appBridge();
  if (app) {
    await app.invoke('window:fullscreen', on);
    return;
  }
  if (on && !document.fullscreenElement) await document.documentElement.requestFullscreen?.().catch(() => undefined);
  if (!on && document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
}

export function isFullscreen(): boolean {
  return document.fullscreenElement !== null || window.innerHeight === screen.height;
}

/**
 * Whether `named` is the desktop app's own host: the app's window in development loads the dev
 * server's page with `?host=` naming it. Only the app's bridge can say so; a browser has none.
 */
export async function appsOwnHost(named: URL): Promise<boolean> {
  const app = appBridge();
  if (!app) return false;
  const status = await app.invoke('host:status').catch(() => null);
  return status !== null && new URL(status.localUrl).href === named.href;
}
