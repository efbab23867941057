/**
 * The Electron runtime for `npm start` and `npm run dev`. Electron's own installer fetches it; where
 * npm skipped that step (npm 11 runs no dependency install scripts by default) we run it here. Where
 * it cannot be fetched at all we say so plainly, name the way to play without it, and print nothing
 * else: the installer's own error and stack go nowhere a newcomer has to read them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));

function electronBinary() {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

/**
 * Returns when the runtime is there (fetching it once if need be); otherwise explains and exits with
 * code 1. ELECTRON_EXEC_PATH, electron-vite's own variable, names a runtime installed elsewhere.
 */
export function ensureElectronRuntime(command) {
  if (electronBinary() || process.env.ELECTRON_EXEC_PATH) return;
  console.log('Kartenstube: fetching the Electron runtime (once)…');
  const install = spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: ['ignore', 'pipe', 'pipe'] });
  if (install.status === 0 && electronBinary()) return;
  console.error(`Kartenstube: the Electron runtime could not be downloaded, so the desktop app cannot start here.
Electron's installer fetches it from the internet; this machine may have no access to its
download server. Everything else works without it:
  npm run host      the table as a LAN host: open the address it prints in any browser
  npm test          all tests
To try again later, run: ${command}`);
  process.exit(1);
}

/**
 * Runs electron-vite (`preview` or `dev`). What follows `npm start --` is for the app, not for
 * electron-vite, so it goes after electron-vite's own `--`: `npm start -- --tv` starts the app with
 * `--tv` in its process.argv.
 */
export function runElectronVite(mode, appArgs) {
  const result = spawnSync('npx', ['electron-vite', mode, '--', ...appArgs], { stdio: 'inherit', shell: process.platform === 'win32' });
  process.exit(result.status ?? 1);
}
