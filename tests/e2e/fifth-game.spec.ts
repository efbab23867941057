/// <reference lib="dom" />
/**
 * The renderer's twin of the fake-fifth-game test (tests/unit/catalog.test.ts): a game defined only
 * in the tests (tests/unit/support/sticks.ts, its client side in tests/pages/sticks-client.ts) gets
 * a table, a phone hand, its rules with their worked example and a replay from the renderer's own
 * shell, rules and replay, through a client catalog that lists that game alone, with no file of src
 * touched. A test-only page (tests/pages/fifth-game.ts) is bundled here and served by a host whose
 * catalog holds the game; the renderer finds the game through the catalogs it is given, so a lookup
 * of a game by its id anywhere on these paths fails the test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { build } from 'esbuild';
import { startHost, type RunningHost } from '../../src/host/server';
import { CATALOG, createCatalog } from '../../src/shared/catalog';
import { sticks } from '../unit/support/sticks';
import { test, watchErrors } from './support';

const PAGE = `<!doctype html>
<html lang="de">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="data:," /><link rel="stylesheet" href="./fifth-game.css" /></head>
  <body><div id="table" aria-hidden="true"></div><main id="ui"></main><script type="module" src="./fifth-game.js"></script></body>
</html>`;

let host: RunningHost;
let base = '';
const dirs: string[] = [];

test.beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'kartenstube-fifth-web-'));
  const data = mkdtempSync(join(tmpdir(), 'kartenstube-fifth-data-'));
  dirs.push(web, data);
  await build({
    entryPoints: [resolve(import.meta.dirname, '../pages/fifth-game.ts')],
    bundle: true,
    format: 'esm',
    outdir: web,
    loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file' },
    logLevel: 'error',
  });
  writeFileSync(join(web, 'index.html'), PAGE);
  host = await startHost({
    port: 0,
    bind: '127.0.0.1',
    dataDir: data,
    webRoot: web,
    announce: null,
    botPace: 0,
    roundPauseMs: 0,
    catalog: createCatalog([...CATALOG.games, sticks]),
  });
  base = `http://127.0.0.1:${host.port}`;
});

test.afterAll(async () => {
  await host?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('a fifth game defined only in the tests gets a table, a phone hand, its rules with a worked example and a replay', async ({ openPage }) => {
  test.setTimeout(120_000);
  const tv = await openPage({ viewport: { width: 1280, height: 800 } });
  const tvErrors = watchErrors(tv);
  await tv.goto(`${base}/?show=table`);
  await expect(tv.locator('.room-code')).toHaveText(/^[A-Z]{4}$/);
  const room = (await tv.locator('.room-code').textContent()) ?? '';

  // The phone takes seat 1; the table starts; the phone shows its hand: the moves it may make.
  const phone = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phoneErrors = watchErrors(phone);
  await phone.goto(`${base}/?show=phone&room=${room}`);
  const hand = phone.getByRole('group', { name: 'Deine Züge' });
  await expect(hand.getByRole('button')).toHaveCount(3, { timeout: 20_000 });
  await expect(phone.locator('.table-shell.phone.sticks-table')).toBeVisible();
  await expect(tv.locator('.table-shell.sticks-table:not(.phone)')).toBeVisible();
  await expect(tv.locator('.sticks-pile')).toHaveText('Noch 7 Hölzchen');
  await expect(tv.getByRole('group', { name: 'Deine Züge' }).getByRole('button')).toHaveCount(0);

  // Ben leaves the bot a multiple of four each time, and takes the last stick.
  for (;;) {
    const left = Number(/\d+/.exec((await phone.locator('.sticks-pile').textContent()) ?? '')?.[0]);
    if (left % 4 === 0) throw new Error(`Ben faces ${left} sticks`);
    await hand.getByRole('button', { name: `${left % 4} nehmen` }).click();
    if (left % 4 === left) break;
    await expect(phone.locator('.sticks-pile')).not.toHaveText(`Noch ${left} Hölzchen`);
    await expect(hand.getByRole('button').first()).toBeVisible();
  }
  await expect(tv.getByRole('dialog', { name: 'Ben gewinnt!' })).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByRole('dialog', { name: 'Ben gewinnt!' })).toBeVisible();
  await expect(tv.locator('.log-list')).toContainText('Ben nimmt 3.');

  // The rules, with the game's worked example under them.
  const rules = await openPage({ viewport: { width: 1280, height: 800 } });
  await rules.goto(`${base}/?show=rules`);
  await expect(rules.getByRole('heading', { name: 'Worum es geht' })).toBeVisible();
  const example = rules.getByRole('region', { name: 'Ein Beispiel' });
  await expect(example).toContainText('Es liegen 5 Hölzchen');

  // The finished match's replay, step by step from its log through the game's chart.
  const id = await tv.locator('body').getAttribute('data-match');
  expect(id).toBeTruthy();
  const replay = await openPage({ viewport: { width: 1280, height: 800 } });
  const replayErrors = watchErrors(replay);
  await replay.goto(`${base}/?show=replay&id=${id}`);
  await expect(replay.locator('.table-shell.replay.sticks-table')).toBeVisible();
  await expect(replay.locator('.sticks-pile')).toHaveText('Noch 7 Hölzchen');
  await replay.getByRole('button', { name: 'Ende' }).click();
  await expect(replay.locator('.sticks-pile')).toHaveText('Noch 0 Hölzchen');
  await expect(replay.locator('.log-list')).toContainText('Ben nimmt 3.');
  expect([...tvErrors, ...phoneErrors, ...replayErrors]).toEqual([]);
});
