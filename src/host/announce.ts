/**
 * LAN discovery: a hosting app sends a small UDP datagram every few seconds; other Kartenstube
 * apps on the LAN listen for it and list the host in their lobby. Typing the address (shown on the
 * TV) always works too, so nothing breaks where a network drops broadcasts.
 *
 * Off unless asked for: the CLI turns it on only when it listens beyond loopback, and tests point
 * it at 127.0.0.1 instead of the broadcast address.
 */
import { createSocket, type Socket } from 'node:dgram';
import * as v from 'valibot';
import { PROTOCOL_VERSION, TableSummarySchema } from '../shared/net/protocol';

export const DEFAULT_ANNOUNCE_PORT = 4818;

export interface AnnounceOptions {
  /** UDP port the apps listen on. */
  port: number;
  /** Where to send: the LAN broadcast address, or a single address. */
  address: string;
  intervalMs: number;
}

export const DEFAULT_ANNOUNCE: AnnounceOptions = { port: DEFAULT_ANNOUNCE_PORT, address: '255.255.255.255', intervalMs: 3000 };

const AnnouncementSchema = v.object({
  app: v.literal('kartenstube'),
  v: v.number(),
  name: v.pipe(v.string(), v.maxLength(64)),
  /** The host's HTTP/WebSocket port at the sender's address. */
  port: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535)),
  tables: v.pipe(v.array(TableSummarySchema), v.maxLength(50)),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;

export function encodeAnnouncement(announcement: Omit<Announcement, 'app' | 'v'>): Buffer {
  return Buffer.from(JSON.stringify({ app: 'kartenstube', v: PROTOCOL_VERSION, ...announcement, tables: announcement.tables.slice(0, 50) }));
}

/** Null for anything that is not a Kartenstube announcement of this protocol version. */
export function decodeAnnouncement(data: Buffer): Announcement | null {
  if (data.length > 8192) return null;
  try {
    const parsed = v.safeParse(AnnouncementSchema, JSON.parse(data.toString('utf8')));
    return parsed.success && parsed.output.v === PROTOCOL_VERSION ? parsed.output : null;
  } catch {
    return null;
  }
}

export interface Stoppable {
  stop(): Promise<void>;
}

/** Sends `what()` now and every `intervalMs`. */
export function startAnnouncer(options: AnnounceOptions, what: () => Omit<Announcement, 'app' | 'v'>, onError: (error: Error) => void): Stoppable {
  const socket = createSocket({ type: 'udp4', reuseAddr: true });
  socket.on('error', onError);
  const send = (): void => socket.send(encodeAnnouncement(what()), options.port, options.address, (error) => error && onError(error));
  let timer: ReturnType<typeof setInterval> | null = null;
  socket.bind(0, () => {
    if (options.address.endsWith('.255')) socket.setBroadcast(true);
    send();
    timer = setInterval(send, options.intervalMs);
    timer.unref();
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        if (timer) clearInterval(timer);
        socket.close(() => resolve());
      }),
  };
}

export interface FoundHost extends Announcement {
  /** The address the announcement came from; the host is at http://address:port/. */
  address: string;
}

/** Listens for announcements (the desktop app's lobby). */
export function listenForHosts(port: number, bind: string, onHost: (host: FoundHost) => void): Promise<Stoppable & { socket: Socket }> {
  const socket = createSocket({ type: 'udp4', reuseAddr: true });
  socket.on('message', (data, remote) => {
    const announcement = decodeAnnouncement(data);
    if (announcement) onHost({ ...announcement, address: remote.address });
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, bind, () => {
      socket.off('error', reject);
      resolve({ socket, stop: () => new Promise((done) => socket.close(() => done())) });
    });
  });
}
