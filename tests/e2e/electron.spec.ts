import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';

/** The Electron runtime, if Electron's installer could fetch it on this machine. */
function electronBinary(): string | null {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('electron/package.json'));
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();
const mainEntry = join(import.meta.dirname, '../../out/main/index.js');

test('the desktop app opens its window on the table (Electron smoke test)', async () => {
  const why =
    'The Electron runtime is not installed on this machine (its download was not possible): the desktop smoke test runs where `npm start` works (tests/unit/main-boot.test.ts starts the built main process against a stand-in Electron everywhere).';
  if (!binary) console.log(`SKIPPED Electron smoke test: ${why}`);
  test.skip(!binary, why);
  test.skip(!existsSync(mainEntry), 'Run `npm run build` first: out/main/index.js is missing.');
  const app = await electron.launch({ executablePath: binary ?? undefined, args: [mainEntry, '--no-sandbox'] });
  try {
    const window = await app.firstWindow();
    await expect(window.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    expect(await window.evaluate(() => typeof (window as unknown as { kartenstube?: unknown }).kartenstube)).toBe('object');
    expect(await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
  } finally {
    await app.close();
  }
});
