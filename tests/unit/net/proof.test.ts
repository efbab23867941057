import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { accessRules, ownSocketUrl } from '../../../src/host/access';
import { issueSeat, newChallenge, provenBy, seatOfRecord } from '../../../src/host/proof';
import { proveSeat, seatId, seatKey } from '../../../src/shared/net/proof';
import { hostToConfirm } from '../../../src/renderer/src/app/lan';

const secret = Buffer.alloc(32, 3);

describe("a seat's proof: the page's HMAC (@noble/hashes) and the host's (node:crypto) agree", () => {
  it('the host accepts the page’s proof for its challenge and address, and for nothing else', () => {
    const { token, seat } = issueSeat(secret);
    const challenge = newChallenge();
    const url = 'ws://192.168.1.20:4817/ws';
    const page = proveSeat(token, 'hello', challenge, url);
    expect(page.id).toBe(seat.id);
    expect(provenBy(seat, 'hello', challenge, url, page.proof)).toBe(true);
    // Another challenge, another address, another purpose, another seat: refused.
    expect(provenBy(seat, 'hello', newChallenge(), url, page.proof)).toBe(false);
    expect(provenBy(seat, 'hello', challenge, 'ws://192.168.1.66:4817/ws', page.proof)).toBe(false);
    expect(provenBy(seat, 'together', challenge, url, page.proof)).toBe(false);
    expect(provenBy(issueSeat(secret).seat, 'hello', challenge, url, page.proof)).toBe(false);
    expect(provenBy(seat, 'hello', challenge, url, page.proof.slice(0, 40))).toBe(false);
    // Nothing the page sends contains its token.
    expect(JSON.stringify(page)).not.toContain(token);
  });

  it('a saved seal gives the host the same key after a restart, and an older save’s hash is read as the key', () => {
    const { token, seat } = issueSeat(secret);
    expect(seat.record).toMatch(/^[0-9a-f]{32}$/);
    const again = seatOfRecord(secret, seat.record);
    expect(again.key.equals(seat.key)).toBe(true);
    expect(again.id).toBe(seatId(seatKey(token)));
    // Without the host's secret the seal is worth nothing.
    expect(seatOfRecord(Buffer.alloc(32, 4), seat.record).id).not.toBe(seat.id);
    const oldToken = 'an-old-token-from-protocol-5';
    const legacy = seatOfRecord(secret, Buffer.from(seatKey(oldToken)).toString('hex'));
    const challenge = newChallenge();
    expect(provenBy(legacy, 'hello', challenge, 'ws://127.0.0.1:4817/ws', proveSeat(oldToken, 'hello', challenge, 'ws://127.0.0.1:4817/ws').proof)).toBe(true);
    expect(() => seatOfRecord(secret, 'not a record')).toThrow();
  });
});

describe('the address a proof is bound to must be this host’s own', () => {
  const rules = accessRules(4817);
  it.each([
    ['ws://127.0.0.1:4817/ws', true],
    ['ws://localhost:4817/ws', true],
    [`ws://${hostname().toLowerCase()}:4817/ws`, true],
    ['ws://[::1]:4817/ws', true],
    ['ws://127.0.0.1:4818/ws', false],
    ['ws://192.0.2.44:4817/ws', false],
    ['ws://evil.example:4817/ws', false],
    ['ws://127.0.0.1:4817/other', false],
    ['http://127.0.0.1:4817/ws', false],
    ['ws://u:p@127.0.0.1:4817/ws', false],
    ['not a url', false],
  ])('%s: %s', (url, own) => {
    expect(ownSocketUrl(url, rules)).toBe(own);
  });
});

describe('a link naming another host is asked about first', () => {
  it('asks for another host, not for the page’s own or one already chosen in this tab, nor for a host the page may not reach', () => {
    const other = 'ws://192.168.1.20:4817/ws';
    expect(hostToConfirm(`http://192.168.1.5:4817/?room=ABCD&host=${encodeURIComponent(other)}`, [])?.href).toBe(other);
    expect(hostToConfirm(`http://192.168.1.5:4817/?room=ABCD&host=${encodeURIComponent(other)}`, [other])).toBeNull();
    expect(hostToConfirm(`http://192.168.1.5:4817/?host=${encodeURIComponent('ws://192.168.1.5:4817/ws')}`, [])).toBeNull();
    expect(hostToConfirm('http://192.168.1.5:4817/?room=ABCD', [])).toBeNull();
    expect(hostToConfirm(`http://192.168.1.5:4817/?host=${encodeURIComponent('ws://evil.example/ws')}`, [])).toBeNull();
  });
});
