/**
 * The host's half of a seat's proof (shared/net/proof.ts): the tokens it issues, the keys it keeps,
 * and the check of a page's answer to a connection's challenge.
 *
 * A token is derived from the host's secret (`<data>/host-secret`, never sent or served) and a
 * random seal: token = HMAC(secret, seal). The save records only the seal, so a save shared as a
 * bug report takes nobody's seat; the host derives the token, and from it the seat's key, again
 * after a restart. Saves from before protocol 6 recorded the token's SHA-256, which is the key
 * itself: such a record is read as the key.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { proofText, type ProofPurpose } from '../shared/net/proof';

const SEAL = /^[0-9a-f]{32}$/;
const LEGACY_KEY = /^[0-9a-f]{64}$/;

/** What the host knows of one seat (or the table screen's place): its saved record, its key and its public id. */
export interface SeatKey {
  /** What the save keeps: the seal (or, from an older save, the key in hex). */
  readonly record: string;
  readonly key: Buffer;
  readonly id: string;
}

function keyed(record: string, key: Buffer): SeatKey {
  return { record, key, id: createHash('sha256').update(key).digest('hex') };
}

function tokenOf(secret: Buffer, seal: string): string {
  return createHmac('sha256', secret).update(`kartenstube token\n${seal}`).digest('base64url');
}

/** A new seat's token (sent once, in `joined`) and what the host keeps of it. */
export function issueSeat(secret: Buffer): { token: string; seat: SeatKey } {
  const seal = randomBytes(16).toString('hex');
  const token = tokenOf(secret, seal);
  return { token, seat: keyed(seal, createHash('sha256').update(token).digest()) };
}

/** The seat a saved record describes (a seal, or an older save's key). */
export function seatOfRecord(secret: Buffer, record: string): SeatKey {
  if (SEAL.test(record)) return keyed(record, createHash('sha256').update(tokenOf(secret, record)).digest());
  if (LEGACY_KEY.test(record)) return keyed(record, Buffer.from(record, 'hex'));
  throw new Error('a seat record is neither a seal nor a key');
}

/** Whether `proof` (hex) is the seat's HMAC over this challenge and address. */
export function provenBy(seat: SeatKey, purpose: ProofPurpose, challenge: string, url: string, proof: string): boolean {
  const expected = createHmac('sha256', seat.key)
    .update(proofText(purpose, challenge, url))
    .digest();
  const given = Buffer.from(proof, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A connection's challenge: 128 fresh random bits. */
export function newChallenge(): string {
  return randomBytes(16).toString('base64url');
}
