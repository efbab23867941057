/**
 * Every IPC channel between the renderer (through preload) and the Electron main process, with the
 * schema of its payload and the type of its reply. Nothing else crosses that boundary; game traffic
 * goes over the host's WebSocket like every other client's. Handlers check the sender and parse
 * the payload with these schemas before they act.
 */
import * as v from 'valibot';
import type { IpcChannel } from './ipc-channels';

export { IPC_CHANNELS, type IpcChannel } from './ipc-channels';

/**
 * The one motion setting: `system` follows the system's reduced-motion wish (no animations when it
 * is set), the others are chosen. It replaced a "reduced motion" switch beside an animation speed.
 */
export const MOTIONS = ['system', 'normal', 'fast', 'off'] as const;
export type Motion = (typeof MOTIONS)[number];

export const SettingsSchema = v.strictObject({
  language: v.picklist(['de', 'en']),
  playerName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(24)),
  fourColourSuits: v.boolean(),
  memoryAid: v.boolean(),
  motion: v.picklist(MOTIONS),
  sound: v.boolean(),
  /** The port the LAN host listens on; 4817 unless the user changes it. */
  lanPort: v.pipe(v.number(), v.integer(), v.minValue(1024), v.maxValue(65535)),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  language: 'de',
  playerName: 'Spieler',
  fourColourSuits: false,
  memoryAid: false,
  motion: 'system',
  sound: true,
  lanPort: 4817,
};

export const SettingsPatchSchema = v.partial(SettingsSchema);
export type SettingsPatch = v.InferOutput<typeof SettingsPatchSchema>;

/** One saved match in the index the menu shows (the move log itself is the host's file). */
export interface SaveEntry {
  id: string;
  game: string;
  players: number;
  room: string | null;
  createdAt: string;
  updatedAt: string;
  moves: number;
  finished: boolean;
}

export interface AppVersion {
  app: string;
  electron: string;
  chrome: string;
  node: string;
}

/** Where the in-app host can be reached, and whether the LAN may reach it. */
export interface HostStatus {
  /** The WebSocket URL the app's own window uses (always on 127.0.0.1). */
  localUrl: string;
  lan: boolean;
  /** Join URLs for phones and other computers, one per LAN address; empty while LAN hosting is off. */
  joinUrls: string[];
}

/** Another Kartenstube host heard on the LAN (its UDP announcement), for the join screen. */
export interface FoundHost {
  name: string;
  address: string;
  port: number;
  /** The host's page, http://address:port/; its WebSocket is at ws://address:port/ws. */
  joinUrl: string;
}

const NoPayload = v.undefined();

/** The channels: payload schema and reply type. */
export const IPC = {
  'app:version': { payload: NoPayload, reply: {} as AppVersion },
  'settings:get': { payload: NoPayload, reply: {} as Settings },
  'settings:set': { payload: SettingsPatchSchema, reply: {} as Settings },
  'saves:list': { payload: NoPayload, reply: [] as SaveEntry[] },
  'window:fullscreen': { payload: v.boolean(), reply: undefined as unknown as boolean },
  'host:status': { payload: NoPayload, reply: {} as HostStatus },
  'host:lan': { payload: v.boolean(), reply: {} as HostStatus },
  'hosts:list': { payload: NoPayload, reply: [] as FoundHost[] },
} as const satisfies Record<IpcChannel, { payload: v.GenericSchema; reply: unknown }>;

export type IpcPayload<C extends IpcChannel> = v.InferOutput<(typeof IPC)[C]['payload']>;
export type IpcReply<C extends IpcChannel> = (typeof IPC)[C]['reply'];

/** What preload exposes on `window.kartenstube`; absent in a plain browser. */
export interface KartenstubeBridge {
  invoke<C extends IpcChannel>(channel: C, ...payload: IpcPayload<C> extends undefined ? [] : [IpcPayload<C>]): Promise<IpcReply<C>>;
}
