/**
 * Whether an address is on this machine or the local network, decided from the parsed address
 * itself and never from a name's shape: a DNS name can point anywhere (`fdroid.org`,
 * `printer.local`, a rebinding attacker's name), an IP literal cannot. The one exception is the
 * literal `localhost`, which browsers and Node resolve to loopback without asking DNS.
 *
 * The host's CORS answer, the page's content security policy for `?host=` and the Electron
 * window's request filter all ask this one function.
 */

/** An IPv4 literal in dotted-quad form as four octets; null for anything else. */
export function parseIPv4(text: string): [number, number, number, number] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const out: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    out.push(n);
  }
  return out as [number, number, number, number];
}

/** An IPv6 literal (without brackets, without a zone) as eight 16-bit groups; null for anything else. */
export function parseIPv6(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.length > 45) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const parts = half.split(':');
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIPv4(part);
        if (!v4) return null;
        out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
        out.push(parseInt(part, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groups(halves[0] as string);
  const tail = halves.length === 2 ? groups(halves[1] as string) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...Array.from({ length: missing }, () => 0), ...tail];
}

function isLocalIPv4([a, b]: readonly number[]): boolean {
  // Loopback 127/8, RFC 1918 (10/8, 172.16/12, 192.168/16), link-local 169.254/16.
  return a === 127 || a === 10 || (a === 172 && b !== undefined && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

function isLocalIPv6(g: readonly number[]): boolean {
  const zeros = (n: number): boolean => g.slice(0, n).every((x) => x === 0);
  if (zeros(7) && g[7] === 1) return true; // ::1
  const first = g[0] as number;
  if ((first & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((first & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if (zeros(5) && g[5] === 0xffff) {
    // IPv4-mapped ::ffff:a.b.c.d: the IPv4 address decides.
    const hi = g[6] as number;
    const lo = g[7] as number;
    return isLocalIPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  }
  return false;
}

/** True for `localhost` and for IP literals on loopback, a private IPv4 range, link-local or IPv6 unique-local (brackets allowed). */
export function isLocalAddress(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost') return true;
  const v4 = parseIPv4(host);
  if (v4) return isLocalIPv4(v4);
  const v6 = parseIPv6(host.replace(/%.*$/, ''));
  return v6 !== null && isLocalIPv6(v6);
}

/** True for any IP literal (IPv4 dotted quad, or IPv6 with or without brackets). */
export function isIpLiteral(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  return parseIPv4(host) !== null || parseIPv6(host.replace(/%.*$/, '')) !== null;
}

/** True for loopback only: `localhost`, 127/8, ::1 and IPv4-mapped 127/8. */
export function isLoopbackAddress(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost') return true;
  const v4 = parseIPv4(host);
  if (v4) return v4[0] === 127;
  const g = parseIPv6(host);
  if (!g) return false;
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true;
  return g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff && (g[6] as number) >> 8 === 127;
}
