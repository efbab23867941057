/**
 * Every IPC channel between the renderer (through preload) and the Electron main process, with its
 * payload and reply types. Nothing else crosses that boundary; game traffic goes over the host's
 * WebSocket like every other client's.
 */
export interface IpcChannels {
  /** The app's version and the runtime versions, for the about screen and bug reports. */
  'app:version': { request: void; reply: AppVersion };
}

export interface AppVersion {
  app: string;
  electron: string;
  chrome: string;
  node: string;
}

export type IpcChannel = keyof IpcChannels;
export const IPC_CHANNELS: readonly IpcChannel[] = ['app:version'];

/** What preload exposes on `window.kartenstube`; absent in a plain browser. */
export interface KartenstubeBridge {
  version(): Promise<AppVersion>;
}
