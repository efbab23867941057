/**
 * The web client this checkout serves: dist-web/, made by `npm run build:web`. `npm run host` and
 * `npm start` build it first when it is missing or older than its sources, so a fresh clone or a
 * pull never serves a stale page or the "not built" one. Up to date, the check is one walk over
 * the sources' modification times (a few milliseconds).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB_DIR = path.join(ROOT, 'dist-web');

/** Everything the web build reads besides the packages, whose versions package-lock.json pins. */
export const WEB_SOURCES: readonly string[] = [
  'src/renderer',
  'src/shared',
  'vite.web.config.ts',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'package-lock.json',
];

export type WebClientState = { kind: 'missing' } | { kind: 'stale'; newer: string } | { kind: 'fresh' };

/** The newest file under `root`'s `sources` (folders are walked), or null if there is none. */
function newestSource(root: string, sources: readonly string[]): { file: string; mtimeMs: number } | null {
  let newest: { file: string; mtimeMs: number } | null = null;
  const visit = (file: string): void => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of readdirSync(file)) visit(path.join(file, name));
    } else if (!newest || stat.mtimeMs > newest.mtimeMs) {
      newest = { file, mtimeMs: stat.mtimeMs };
    }
  };
  for (const source of sources) visit(path.join(root, source));
  return newest;
}

/** Whether `webDir` holds a client built after every one of `sources` last changed. */
export function webClientState(root: string, sources: readonly string[], webDir: string): WebClientState {
  const built = statSync(path.join(webDir, 'index.html'), { throwIfNoEntry: false });
  if (!built) return { kind: 'missing' };
  const newest = newestSource(root, sources);
  if (newest && newest.mtimeMs > built.mtimeMs) return { kind: 'stale', newer: path.relative(root, newest.file) };
  return { kind: 'fresh' };
}

export class WebBuildError extends Error {
  override name = 'WebBuildError';
}

/**
 * Builds dist-web/ when it is missing or stale, saying why on `say`. Throws a WebBuildError with
 * the build's own output when the build fails.
 */
export function ensureWebClient(say: (line: string) => void): void {
  const state = webClientState(ROOT, WEB_SOURCES, WEB_DIR);
  if (state.kind === 'fresh') return;
  const why = state.kind === 'missing' ? 'dist-web/ has not been built yet' : `${state.newer} changed since dist-web/ was built`;
  say(`web client: ${why}; building it (npm run build:web)…`);
  const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePackage), (JSON.parse(readFileSync(vitePackage, 'utf8')) as { bin: { vite: string } }).bin.vite);
  const started = performance.now();
  const build = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0)
    throw new WebBuildError(`the web client could not be built:\n${`${build.stdout ?? ''}${build.stderr ?? ''}`.trim() || build.error?.message}`);
  say(`web client: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
