import { describe, expect, it } from 'vitest';
import { hostAddressToWs, otherHostAddress, pageForHost, pageForOwnHost } from '../../../src/renderer/src/app/lan';

describe('switching to another host', () => {
  it.each([
    ['192.168.1.20', 'ws://192.168.1.20:4817/ws'],
    ['192.168.1.20:4900', 'ws://192.168.1.20:4900/ws'],
    [' 192.168.1.20:4817 ', 'ws://192.168.1.20:4817/ws'],
    ['[fd12::5]:4817', 'ws://[fd12::5]:4817/ws'],
    ['http://10.0.0.7:4817/', 'ws://10.0.0.7:4817/ws'],
    ['https://10.0.0.7/', 'wss://10.0.0.7:4817/ws'],
  ])('a typed address %j connects to %s', (typed, ws) => {
    expect(hostAddressToWs(typed)).toBe(ws);
  });

  it.each(['', '   ', 'two words', 'file:///etc/passwd', 'javascript:alert(1)', 'http://user:pw@10.0.0.7/', '10.0.0.7:99999'])('%j is no address', (typed) => {
    expect(hostAddressToWs(typed)).toBeNull();
  });

  // A name could point anywhere, and the page's policy lets it reach local addresses only.
  it.each(['stube.local:4817', 'fdroid.org', 'fd.attacker.example', '8.8.8.8', 'example.org:4817'])('%j is not a local address, so it is refused', (typed) => {
    expect(hostAddressToWs(typed)).toBeNull();
  });

  it('the page for another host keeps our page and opens on the join screen', () => {
    const next = new URL(pageForHost('http://127.0.0.1:51234/?room=ABCD#x', 'ws://192.168.1.20:4817/ws'));
    expect(next.origin).toBe('http://127.0.0.1:51234');
    expect(next.searchParams.get('host')).toBe('ws://192.168.1.20:4817/ws');
    expect(next.searchParams.get('room')).toBe('');
    expect(next.hash).toBe('');
  });

  it('knows when the page talks to another host, and finds the way back to its own', () => {
    const elsewhere = pageForHost('http://127.0.0.1:51234/?lang=en', 'ws://192.168.1.20:4817/ws');
    expect(otherHostAddress(elsewhere)).toBe('192.168.1.20:4817');
    const home = new URL(pageForOwnHost(`${elsewhere}#x`));
    expect(home.origin).toBe('http://127.0.0.1:51234');
    expect(home.searchParams.has('host')).toBe(false);
    expect(home.searchParams.has('room')).toBe(false);
    expect(home.hash).toBe('');
    expect(otherHostAddress(home.toString())).toBeNull();
    expect(otherHostAddress('http://127.0.0.1:51234/?room=ABCD')).toBeNull();
    expect(otherHostAddress('http://127.0.0.1:51234/?host=not%20a%20url')).toBeNull();
  });
});
