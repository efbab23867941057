/**
 * The bench's `frames` section: the web client's frame time and draw calls while a match is dealt
 * and played, at 1920×1080 and 3840×2160, in headless Chromium on software WebGL (SwiftShader), the
 * worst case. It starts a host in this process, opens the built client (dist-web/), opens an
 * Überkochen table for one person and three bots, and lets the page play its own moves. The scene
 * draws every frame during the measurement (it normally draws only on change). A frame's time is
 * the render call plus `gl.finish()`, so the software GPU's work counts too.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Json } from '../shared/engine/types';
import { startHost } from '../host/server';

interface FrameStats {
  frames: number;
  /** Time between two drawn frames as the page saw it (the browser's compositor included), p50 and p95. */
  intervalP50: number;
  intervalP95: number;
  p50: number;
  p95: number;
  max: number;
  drawCallsP50: number;
  drawCallsMax: number;
}

interface Row {
  size: string;
  dealing: FrameStats;
  playing: FrameStats;
}

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

interface Frame {
  ms: number;
  calls: number;
  at: number;
}

function stats(frames: Frame[]): FrameStats {
  const ms = frames.map((f) => f.ms).sort((a, b) => a - b);
  const calls = frames.map((f) => f.calls).sort((a, b) => a - b);
  const gaps = frames
    .slice(1)
    .map((f, i) => f.at - (frames[i] as Frame).at)
    .sort((a, b) => a - b);
  return { frames: ms.length, intervalP50: quantile(gaps, 0.5), intervalP95: quantile(gaps, 0.95), p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), max: ms[ms.length - 1] ?? 0, drawCallsP50: quantile(calls, 0.5), drawCallsMax: calls[calls.length - 1] ?? 0 };
}

/** Installed in the page: counts draw calls and times every render. */
const HOOK = `(() => {
  const k = window.__kartenstube;
  const app = k.pixi;
  const gl = app.renderer.gl;
  let calls = 0;
  for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
    const original = gl[name];
    if (typeof original === 'function') gl[name] = (...args) => { calls++; return original.apply(gl, args); };
  }
  const render = app.render.bind(app);
  window.__frames = [];
  app.render = () => {
    calls = 0;
    const t0 = performance.now();
    render();
    gl.finish();
    window.__frames.push({ ms: performance.now() - t0, calls, at: t0 });
  };
  k.scene.continuous = true;
  k.scene.requestFrame();
})()`;

/** The page plays its own turns: a playable card, then its first target, as a player's clicks would. */
const PLAY = `(() => {
  const card = document.querySelector('.hit.card[aria-pressed]');
  if (card) card.click();
  const pile = document.querySelector('.hit.pile.target');
  if (pile) pile.click();
  const next = [...document.querySelectorAll('.panel button.primary')].find((b) => b.offsetParent);
  if (next && !document.querySelector('.panel.result')) next.click();
})()`;

export async function measureFrames(seconds: number): Promise<Row[]> {
  const web = join(process.cwd(), 'dist-web');
  if (!existsSync(join(web, 'index.html'))) throw new Error('the web client is not built: run npm run build:web first');
  const dataDir = mkdtempSync(join(tmpdir(), 'kartenstube-bench-'));
  const host = await startHost({ port: 0, bind: '127.0.0.1', dataDir, webRoot: web, botDelayMs: 250, announce: null });
  const executablePath = process.env.KARTENSTUBE_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--disable-background-networking', '--disable-component-update'] });
  const rows: Row[] = [];
  try {
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: size });
      await page.goto(`http://127.0.0.1:${host.port}/`);
      await page.waitForSelector('body[data-ready=true]');
      await page.getByRole('button', { name: 'Neuer Tisch: Überkochen' }).click();
      await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
      await page.getByRole('button', { name: 'Partie starten' }).click();
      await page.waitForSelector('.hit.card');
      await page.evaluate(HOOK);
      await page.waitForTimeout(2500);
      const dealing = (await page.evaluate('window.__frames.splice(0)')) as Frame[];
      const until = Date.now() + seconds * 1000;
      while (Date.now() < until) {
        await page.evaluate(PLAY);
        await page.waitForTimeout(200);
      }
      const playing = (await page.evaluate('window.__frames.splice(0)')) as Frame[];
      rows.push({ size: `${size.width}×${size.height}`, dealing: stats(dealing), playing: stats(playing) });
      await page.close();
    }
  } finally {
    await browser.close();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const line = (label: string, s: FrameStats): string =>
  `    ${label.padEnd(8)} render p50 ${s.p50.toFixed(1).padStart(5)} ms  p95 ${s.p95.toFixed(1).padStart(5)} ms${s.p95 <= 16.7 ? '' : ' (over 16.7)'}  max ${s.max.toFixed(1)} ms  ·  frame interval p50 ${s.intervalP50.toFixed(1)} ms  p95 ${s.intervalP95.toFixed(1)} ms  ·  ${s.frames} frames  ·  draw calls p50 ${s.drawCallsP50}, max ${s.drawCallsMax}`;

export const framesSection = {
  name: 'frames',
  async run(seconds: number): Promise<{ table: string[]; json: Json }> {
    const rows = await measureFrames(Math.max(4, seconds * 2));
    const table = ['Web client frame time in headless Chromium, software WebGL (render + gl.finish), Überkochen 4 players:'];
    for (const row of rows) table.push(`  ${row.size}`, line('dealing', row.dealing), line('playing', row.playing));
    return { table, json: rows as unknown as Json };
  },
};
