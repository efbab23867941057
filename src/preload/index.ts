import { contextBridge, ipcRenderer } from 'electron';
import type { AppVersion, KartenstubeBridge } from '../shared/ipc';

/** The whole bridge: a small typed API over the channels listed in src/shared/ipc.ts, nothing else. */
const bridge: KartenstubeBridge = {
  version: () => ipcRenderer.invoke('app:version') as Promise<AppVersion>,
};

contextBridge.exposeInMainWorld('kartenstube', bridge);
