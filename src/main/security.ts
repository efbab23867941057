/** The main process's security rules as plain functions, so they are testable without Electron. */
import { fileURLToPath } from 'node:url';
import { resolve, sep } from 'node:path';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');


export interface OwnPages {
  /** The folder of the bundled web client. */
  rendererDir: string;
  /** The dev server's URL during development. */
  devServer?: string | undefined;
}

/** Our own page: a file of the bundled client, or the dev server during development. Everything else is foreign. */
export function isOwnPage(url: string, own: OwnPages): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'file:') {
    const root = resolve(own.rendererDir) + sep;
    return resolve(fileURLToPath(parsed)).startsWith(root);
  }
  const devServer = own.devServer;
  if (devServer) {
    try {
      return parsed.origin === new URL(devServer).origin;
    } catch {
      return false;
    }
  }
  return false;
}
