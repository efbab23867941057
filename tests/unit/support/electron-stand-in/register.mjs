/** `node --import tsx --import ./register.mjs out/main/index.js`: start the main process against the Electron stand-in. */
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url, { data: { electron: new URL('./electron.ts', import.meta.url).href } });
