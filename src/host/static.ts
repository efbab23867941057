/**
 * Serves the built web client (`npm run build:web` → dist-web/) to phones and browsers. Only GET
 * and HEAD, only files inside the folder; a path without a file extension gets index.html (the
 * client reads the room code from the query). If the client is not built, a plain page says so.
 */
import { createReadStream, promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy } from '../shared/net/origins';

export const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
};

const NOT_BUILT = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kartenstube</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36em; margin: 3em auto; padding: 0 1em">
<h1>Kartenstube</h1>
<p>Der Gastgeber läuft, aber der Web-Client ist nicht gebaut. Bitte auf dem Gastgeber-Rechner
<code>npm run build:web</code> ausführen und die Seite neu laden.</p>
<p lang="en">The host is running, but the web client has not been built. Run <code>npm run build:web</code>
on the host machine and reload this page.</p>
</body></html>
`;

function plain(res: ServerResponse, status: number, text: string, head: boolean): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'X-Content-Type-Options': 'nosniff' });
  res.end(head ? undefined : text);
}

/** A request handler for the files under `root` (null: no web client configured). */
export function createStaticHandler(root: string | null): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const base = root ? path.resolve(root) : null;
  return async (req, res) => {
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(res, 405, 'Method Not Allowed\n', head);
    }
    const index = base ? path.join(base, 'index.html') : null;
    if (!base || !index || !(await isFile(index))) {
      res.writeHead(503, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(NOT_BUILT),
        'Retry-After': '30',
        'Cache-Control': 'no-store',
      });
      res.end(head ? undefined : NOT_BUILT);
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    } catch {
      return plain(res, 400, 'Bad Request\n', head);
    }
    if (pathname.includes('\0')) return plain(res, 400, 'Bad Request\n', head);
    const file = path.resolve(base, '.' + pathname);
    if (file !== base && !file.startsWith(base + path.sep)) return plain(res, 403, 'Forbidden\n', head);
    let target = file;
    if (!(await isFile(target))) {
      if (path.extname(pathname) !== '') return plain(res, 404, 'Not Found\n', head);
      target = index;
    }
    const stat = await fs.stat(target);
    const type = MIME_TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream';
    const immutable = target.startsWith(path.join(base, 'assets') + path.sep);
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': stat.size,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      // The page's policy depends on its address (its own WebSocket) and its query (?host= names another
      // host it may talk to), so it is a header, not a meta tag. The Host header was checked (access.ts).
      ...(type.startsWith('text/html') ? { 'Content-Security-Policy': contentSecurityPolicy(pageUrl(req)), 'X-Frame-Options': 'DENY' } : {}),
    });
    if (head) return void res.end();
    createReadStream(target)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}

/** The page's own address as the browser asked for it. */
function pageUrl(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`).toString();
  } catch {
    return new URL(req.url ?? '/', 'http://127.0.0.1').toString();
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}
