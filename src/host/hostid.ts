/**
 * The host's identity and its secret, both kept in its data folder, the same across restarts and
 * port changes. The id is public (greeting, /api/host): the client keeps its tokens per host id
 * (src/shared/net/client.ts). The secret is never sent: the host derives the tokens it issues from
 * it (proof.ts), so that its saves record no token.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

const ID = /^[0-9a-f]{32}$/;
const SECRET = /^[0-9a-f]{64}$/;

export function newHostId(): string {
  return randomBytes(16).toString('hex');
}

export function newHostSecret(): Buffer {
  return randomBytes(32);
}

/** The hex value in `<dir>/<name>` if it fits `shape`; else a new one (`make`) is written there, readable by this user only. */
async function kept(dir: string, name: string, shape: RegExp, make: () => string): Promise<string> {
  const file = path.join(dir, name);
  try {
    const text = (await fs.readFile(file, 'utf8')).trim();
    if (shape.test(text)) return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dir, { recursive: true });
  const value = make();
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, `${value}\n`, { mode: 0o600 });
  await fs.rename(temp, file);
  return value;
}

/** The id in `<dir>/host-id`; a new one is written there if the file is missing or holds no id. */
export function loadHostId(dir: string): Promise<string> {
  return kept(dir, 'host-id', ID, newHostId);
}

/** The secret in `<dir>/host-secret`; a new one is written there if the file is missing or holds none. */
export async function loadHostSecret(dir: string): Promise<Buffer> {
  return Buffer.from(await kept(dir, 'host-secret', SECRET, () => newHostSecret().toString('hex')), 'hex');
}
