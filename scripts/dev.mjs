#!/usr/bin/env node
/** `npm run dev [-- --tv]`: the desktop app with hot reload (electron-vite dev), once the Electron runtime is there. */
import { ensureElectronRuntime, runElectronVite } from './electron-runtime.mjs';

ensureElectronRuntime('npm run dev');
runElectronVite('dev', process.argv.slice(2));
