/** The addresses people type or scan to reach the host, and the join link with a room code. */
import { networkInterfaces } from 'node:os';

/** The default port: fixed so that a bookmark or a QR code from last game night still works. */
export const DEFAULT_PORT = 4817;

/** This machine's IPv4 addresses on its networks (not loopback), e.g. 192.168.1.20. */
export function lanAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const address of list ?? []) {
      if (address.family === 'IPv4' && !address.internal) out.push(address.address);
    }
  }
  return out;
}

function isWildcard(bind: string): boolean {
  return bind === '0.0.0.0' || bind === '::' || bind === '';
}

/** Base URLs the host can be reached at: one per LAN address when it listens on all of them, else its own. */
export function hostUrls(bind: string, port: number): string[] {
  const hosts = isWildcard(bind) ? [...lanAddresses(), '127.0.0.1'] : [bind.includes(':') ? `[${bind}]` : bind];
  return hosts.map((host) => `http://${host}:${port}/`);
}

/** The link a phone opens to join a table: the web client reads `room` from the query. */
export function joinUrl(base: string, room: string): string {
  const url = new URL(base);
  url.searchParams.set('room', room);
  return url.toString();
}
