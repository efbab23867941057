import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** The web client alone, as the host serves it to browsers and phones on the LAN (dist-web/). */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: './',
  build: {
    outDir: resolve(import.meta.dirname, 'dist-web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
