import { describe, expect, it } from 'vitest';
import { hostAddressToWs, pageForHost } from '../../../src/renderer/src/app/lan';

describe('switching to another host', () => {
  it.each([
    ['192.168.1.20', 'ws://192.168.1.20:4817/ws'],
    ['192.168.1.20:4900', 'ws://192.168.1.20:4900/ws'],
    [' stube.local:4817 ', 'ws://stube.local:4817/ws'],
    ['http://10.0.0.7:4817/', 'ws://10.0.0.7:4817/ws'],
    ['https://10.0.0.7/', 'wss://10.0.0.7:4817/ws'],
  ])('a typed address %j connects to %s', (typed, ws) => {
    expect(hostAddressToWs(typed)).toBe(ws);
  });

  it.each(['', '   ', 'two words', 'file:///etc/passwd', 'javascript:alert(1)', 'http://user:pw@10.0.0.7/', '10.0.0.7:99999'])('%j is no address', (typed) => {
    expect(hostAddressToWs(typed)).toBeNull();
  });

  it('the page for another host keeps our page and opens on the join screen', () => {
    const next = new URL(pageForHost('http://127.0.0.1:51234/?room=ABCD#x', 'ws://192.168.1.20:4817/ws'));
    expect(next.origin).toBe('http://127.0.0.1:51234');
    expect(next.searchParams.get('host')).toBe('ws://192.168.1.20:4817/ws');
    expect(next.searchParams.get('room')).toBe('');
    expect(next.hash).toBe('');
  });
});
