/**
 * The host's identity: a random id kept in its data folder, the same across restarts and port
 * changes. Reconnect tokens are stored with it on the client (src/shared/net/client.ts), so that a
 * page never hands a seat's token to a host that did not issue it.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

const FILE = 'host-id';
const ID = /^[0-9a-f]{32}$/;

export function newHostId(): string {
  return randomBytes(16).toString('hex');
}

/** The id in `<dir>/host-id`; a new one is written there if the file is missing or holds no id. */
export async function loadHostId(dir: string): Promise<string> {
  const file = path.join(dir, FILE);
  try {
    const text = (await fs.readFile(file, 'utf8')).trim();
    if (ID.test(text)) return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dir, { recursive: true });
  const id = newHostId();
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, `${id}\n`);
  await fs.rename(temp, file);
  return id;
}
