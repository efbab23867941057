#!/usr/bin/env node
/**
 * `npm start`: builds Kartenstube and opens the desktop app. The Electron binary is fetched by
 * Electron's own installer; where npm skipped that step (npm 11 runs no dependency install scripts
 * by default) we run it here. Where it cannot be fetched at all, say so plainly and name the way
 * to play without it.
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

if (!electronBinary() && !process.env.ELECTRON_OVERRIDE_DIST_PATH) {
  console.log('Kartenstube: fetching the Electron runtime (once)…');
  spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: 'inherit' });
  if (!electronBinary()) {
    console.error(`
Kartenstube: the Electron runtime could not be downloaded, so the desktop app cannot start here.
Electron's installer fetches it from the internet; this machine may have no access to its
download server. Everything else works without it:
  npm run host      the table as a LAN host: open the address it prints in any browser
  npm test          all tests
To try again later, run: npm start`);
    process.exit(1);
  }
}

const result = spawnSync('npx', ['electron-vite', 'preview', ...process.argv.slice(2)], { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
