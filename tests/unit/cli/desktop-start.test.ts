import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Where a machine with internet has the runtime, these scripts start the app: nothing to check then. */
const runtimeInstalled = existsSync(path.join(ROOT, 'node_modules/electron/path.txt'));
const cache = mkdtempSync(path.join(tmpdir(), 'kartenstube-electron-cache-'));

afterAll(() => rmSync(cache, { recursive: true, force: true }));

/** The script with the runtime's download bound to fail at once: an empty cache and a mirror on a closed local port. */
function run(script: string, args: string[] = []): Promise<{ code: number | null; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    electron_config_cache: cache,
    ELECTRON_MIRROR: 'http://127.0.0.1:9/',
    npm_config_electron_mirror: 'http://127.0.0.1:9/',
  };
  delete env.ELECTRON_EXEC_PATH;
  const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}

describe.skipIf(runtimeInstalled).each([
  ['npm start', 'scripts/start.mjs'],
  ['npm run dev', 'scripts/dev.mjs'],
])('%s without the Electron runtime', (command, script) => {
  it('prints only its own message, pointing to npm run host, and exits 1', async () => {
    const result = await run(script, ['--tv']);
    expect(result.code).toBe(1);
    expect(result.out).toBe('Kartenstube: fetching the Electron runtime (once)…\n');
    expect(result.err).toMatch(/^Kartenstube: the Electron runtime could not be downloaded/);
    expect(result.err).toContain('npm run host      the table as a LAN host');
    expect(result.err.trimEnd().endsWith(`To try again later, run: ${command}`)).toBe(true);
    expect(result.err).not.toMatch(/Error|\n\s+at /);
  });
});
