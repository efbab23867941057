import { describe, expect, it } from 'vitest';
import type { FoundHost as Heard } from '../../src/host/announce';
import { HOST_TIMEOUT_MS, createHostDirectory, toFoundHost } from '../../src/main/lan-hosts';

const heard = (name: string, address: string, port = 4817): Heard => ({ app: 'kartenstube', v: 1, name, port, tables: [], address });

describe('hosts heard on the LAN', () => {
  it('a heard host is listed with its join page', () => {
    expect(toFoundHost(heard('Stube', '192.168.1.20'))).toEqual({ name: 'Stube', address: '192.168.1.20', port: 4817, joinUrl: 'http://192.168.1.20:4817/' });
  });

  it('a host without a name is listed by its address', () => {
    expect(toFoundHost(heard('', '10.0.0.7', 4900)).name).toBe('10.0.0.7');
  });

  it('a host heard again is listed once, and the list is sorted by name', () => {
    const directory = createHostDirectory(() => 0);
    directory.heard(heard('Zimmer', '192.168.1.21'));
    directory.heard(heard('Stube', '192.168.1.20'));
    directory.heard(heard('Zimmer', '192.168.1.21'));
    expect(directory.list().map((h) => h.name)).toEqual(['Stube', 'Zimmer']);
  });

  it('a host not heard for a while drops out', () => {
    let now = 0;
    const directory = createHostDirectory(() => now);
    directory.heard(heard('Stube', '192.168.1.20'));
    directory.heard(heard('Zimmer', '192.168.1.21'));
    now = HOST_TIMEOUT_MS / 2;
    directory.heard(heard('Zimmer', '192.168.1.21'));
    now = HOST_TIMEOUT_MS + 1;
    expect(directory.list().map((h) => h.name)).toEqual(['Zimmer']);
  });

  it("the app's own host is left out", () => {
    const directory = createHostDirectory(() => 0);
    directory.heard(heard('Ich', '192.168.1.5'));
    directory.heard(heard('Stube', '192.168.1.20'));
    expect(directory.list((h) => ['http://192.168.1.5:4817/'].includes(h.joinUrl)).map((h) => h.name)).toEqual(['Stube']);
  });

  it('a flood of announcements cannot grow the list without bound', () => {
    const directory = createHostDirectory(() => 0);
    for (let i = 0; i < 500; i++) directory.heard(heard(`H${i}`, `10.0.${Math.floor(i / 250)}.${i % 250}`));
    expect(directory.list().length).toBeLessThanOrEqual(32);
  });
});
