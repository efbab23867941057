/**
 * A seat's proof: how a page shows a host that it holds a seat without ever sending the seat's
 * secret (its reconnect token). The host greets each connection with a fresh `challenge`; the page
 * answers with its seat's public id and an HMAC-SHA-256, keyed by the seat's key, over the
 * challenge and the exact WebSocket URL the page itself connected to. The host checks that the URL
 * is one of its own addresses at its own port before it checks the HMAC (host/proof.ts).
 *
 * So whatever a host learns from a page is useless on any other host: the token never travels
 * after the host issued it, a proof answers one challenge of one connection, and a fake host that
 * relays a real host's challenge live gets a proof bound to its own address, which the real host
 * refuses.
 *
 * The page computes this with @noble/hashes, not WebCrypto: `crypto.subtle` exists only in secure
 * contexts, and a phone on the LAN opens the host over plain http. The host uses node:crypto; the
 * tests hold the two to the same bytes.
 */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/** What a proof is for: taking a seat back at `hello`, or another seat's vote in a `together` move. */
export type ProofPurpose = 'hello' | 'together';

/** The seat's key: the SHA-256 of its token (what hosts before protocol 6 kept in their saves). */
export function seatKey(token: string): Uint8Array {
  return sha256(utf8ToBytes(token));
}

/** The seat's public id: the SHA-256 of its key, in hex. Knowing it gives nothing. */
export function seatId(key: Uint8Array): string {
  return bytesToHex(sha256(key));
}

/** The text a proof signs. */
export function proofText(purpose: ProofPurpose, challenge: string, url: string): string {
  return `kartenstube seat proof\n${purpose}\n${challenge}\n${url}`;
}

/** A seat's proof for one challenge at one address: its id and the HMAC, in hex. */
export function proveSeat(token: string, purpose: ProofPurpose, challenge: string, url: string): { id: string; proof: string } {
  const key = seatKey(token);
  return { id: seatId(key), proof: bytesToHex(hmac(sha256, key, utf8ToBytes(proofText(purpose, challenge, url)))) };
}
