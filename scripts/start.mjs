#!/usr/bin/env node
/**
 * `npm start [-- --tv]`: builds Kartenstube and opens the desktop app. The in-app host serves the
 * web client from dist-web/, so that is built first when it is missing or stale, as for `npm run host`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureElectronRuntime, runElectronVite } from './electron-runtime.mjs';

ensureElectronRuntime('npm start');
const web = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/web-client.ts'], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
if (web.status !== 0) process.exit(1);
runElectronVite('preview', process.argv.slice(2));
