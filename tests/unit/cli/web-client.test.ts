import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webClientState } from '../../../src/cli/web-client';

/** A checkout in miniature: sources under src/, the built client under dist-web/, every file dated by hand. */
describe('whether the web client needs building', () => {
  let root = '';
  const web = (): string => path.join(root, 'dist-web');
  const SOURCES = ['src', 'vite.web.config.ts'];

  async function file(name: string, minutesAgo: number): Promise<void> {
    const at = path.join(root, name);
    await mkdir(path.dirname(at), { recursive: true });
    await writeFile(at, name);
    const when = new Date(Date.now() - minutesAgo * 60_000);
    await utimes(at, when, when);
  }

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kartenstube-web-'));
    await file('src/renderer/main.ts', 30);
    await file('src/shared/deep/rules.ts', 30);
    await file('vite.web.config.ts', 30);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('a client never built is missing', () => {
    expect(webClientState(root, SOURCES, web())).toEqual({ kind: 'missing' });
  });

  it('a client built after its last source changed is fresh', async () => {
    await file('dist-web/index.html', 10);
    expect(webClientState(root, SOURCES, web())).toEqual({ kind: 'fresh' });
  });

  it('a source changed after the build, however deep, makes it stale and is named', async () => {
    await file('dist-web/index.html', 10);
    await file('src/shared/deep/rules.ts', 1);
    expect(webClientState(root, SOURCES, web())).toEqual({ kind: 'stale', newer: path.join('src', 'shared', 'deep', 'rules.ts') });
  });

  it('a changed build configuration makes it stale too', async () => {
    await file('dist-web/index.html', 10);
    await file('vite.web.config.ts', 1);
    expect(webClientState(root, SOURCES, web())).toEqual({ kind: 'stale', newer: 'vite.web.config.ts' });
  });

  it('files outside the sources do not count', async () => {
    await file('dist-web/index.html', 10);
    await file('docs/notes.md', 1);
    expect(webClientState(root, SOURCES, web())).toEqual({ kind: 'fresh' });
  });
});
