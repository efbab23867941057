/**
 * The hosts heard on the LAN, for the join screen: each announcement refreshes its host, and a host
 * that has not been heard for a while (it closed, or left the network) drops out of the list.
 */
import type { FoundHost as Heard } from '../host/announce';
import type { FoundHost } from '../shared/ipc';

/** Announcements come every 3 s; three missed ones mean the host is gone. */
export const HOST_TIMEOUT_MS = 10_000;
/** A flood of forged announcements cannot grow the list without bound. */
const MAX_HOSTS = 32;

export interface HostDirectory {
  heard(host: Heard): void;
  /** The hosts heard recently, by name, leaving out those `isOwn` names (the app's own host). */
  list(isOwn?: (host: FoundHost) => boolean): FoundHost[];
}

export function toFoundHost(heard: Heard): FoundHost {
  return { name: heard.name || heard.address, address: heard.address, port: heard.port, joinUrl: `http://${heard.address}:${heard.port}/` };
}

export function createHostDirectory(now: () => number = Date.now, timeoutMs = HOST_TIMEOUT_MS): HostDirectory {
  const seen = new Map<string, { host: FoundHost; at: number }>();
  const prune = (): void => {
    for (const [key, entry] of seen) if (now() - entry.at > timeoutMs) seen.delete(key);
  };
  return {
    heard(heard) {
      const host = toFoundHost(heard);
      seen.delete(host.joinUrl);
      seen.set(host.joinUrl, { host, at: now() });
      prune();
      // Map order is insertion order, so the first key is the one heard longest ago.
      while (seen.size > MAX_HOSTS) seen.delete(seen.keys().next().value as string);
    },
    list(isOwn = () => false) {
      prune();
      return [...seen.values()]
        .map((entry) => entry.host)
        .filter((host) => !isOwn(host))
        .sort((a, b) => a.name.localeCompare(b.name) || a.joinUrl.localeCompare(b.joinUrl));
    },
  };
}
