import { contextBridge, ipcRenderer } from 'electron';
import type { KartenstubeBridge } from '../shared/ipc';
import { IPC_CHANNELS, type IpcChannel } from '../shared/ipc-channels';

/** The whole bridge: one typed `invoke` over the channels listed in src/shared/ipc.ts, nothing else. */
const bridge: KartenstubeBridge = {
  invoke: ((channel: IpcChannel, payload?: unknown) => {
    if (!IPC_CHANNELS.includes(channel)) return Promise.reject(new Error(`unknown channel ${String(channel)}`));
    return ipcRenderer.invoke(channel, payload);
  }) as KartenstubeBridge['invoke'],
};

contextBridge.exposeInMainWorld('kartenstube', bridge);
