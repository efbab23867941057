/**
 * The names of the IPC channels, with no runtime dependency: the sandboxed preload script imports
 * this file and may not require any package. Their payloads and replies are in ipc.ts.
 */
export const IPC_CHANNELS = [
  'app:version',
  'settings:get',
  'settings:set',
  'saves:list',
  'window:fullscreen',
  'host:status',
  'host:lan',
  'hosts:list',
] as const;
export type IpcChannel = (typeof IPC_CHANNELS)[number];
