import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium where it is installed (or the one named by
 * KARTENSTUBE_CHROMIUM), and in Playwright's own Chromium on a developer's machine otherwise.
 * WebGL comes from SwiftShader, the software renderer, so no GPU is needed.
 */
function systemChromium(): string | undefined {
  const fromEnv = process.env.KARTENSTUBE_CHROMIUM;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** KARTENSTUBE_E2E_PORT lets two checkouts run their suites side by side. */
const PORT = Number(process.env.KARTENSTUBE_E2E_PORT ?? 4173);

/** Every run starts the host on fresh, empty saves. */
const DATA_DIR = process.env.KARTENSTUBE_E2E_DATA ?? mkdtempSync(join(tmpdir(), 'kartenstube-e2e-'));
process.env.KARTENSTUBE_E2E_DATA = DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The suite reads the German texts; a browser starts in its own language (settings.ts, browserLang).
    locale: 'de-DE',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium(),
      args: [
        '--no-sandbox',
        // WebGL on SwiftShader through ANGLE's Vulkan backend: ANGLE's GL SwiftShader backend
        // (--use-angle=swiftshader) delivers about one animation frame a second here.
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  // The headless match host serves the built client and the WebSocket: the path every player takes.
  // Bots act at once so that whole matches fit in the suite's time. A round's end waits for the
  // people at the table (or the TV) to move on: no test depends on how long the host would wait.
  webServer: {
    command: `npx tsx src/cli/host.ts --port ${PORT} --bind 127.0.0.1 --data-dir ${DATA_DIR} --web dist-web --bot-pace 0 --round-pause 600000`,
    url: `http://127.0.0.1:${PORT}/api/host`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
