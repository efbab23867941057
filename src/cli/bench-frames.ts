/**
 * The bench's `frames` section: the web client's frame time and draw calls while a match is dealt
 * and played, at 1920×1080 and 3840×2160, in headless Chromium without a graphics card (WebGL runs
 * on SwiftShader), the worst case. It starts a host in this process, opens the built client
 * (dist-web/), opens an Überkochen table for one person and three bots, and lets the page play its
 * own moves. A missing or stale dist-web/ is built first, as `npm run host` does. The stage draws every frame during the measurement (it normally draws only on change).
 *
 * On such a machine the client draws on a 2D canvas rather than WebGL (see stage/gpu.ts), so 1080p
 * is measured once more with WebGL asked for, to show the difference. With either, a frame in which
 * only animations move things redraws just the boxes they cover, and a new table state redraws the
 * objects that changed (see table/potScene.ts): the figures are what the player's machine does for
 * each frame.
 *
 * Three figures per frame, because on a software renderer they differ by far:
 * - script: the JavaScript of a frame (tweens, Pixi's scene walk and batching, the WebGL or 2D calls);
 * - drawn: script plus the rasterising, made to finish by reading one pixel back. `gl.finish()` is
 *   no such wait here: SwiftShader returns from it at once and does the work when the pixels are
 *   needed (and a 2D canvas records its drawing and rasterises it later too). The read-back is a
 *   sync point the page does not normally have, so it runs in its own phase;
 * - interval: the time between two animation frames while the page draws freely, the whole
 *   pipeline the player sees (script, rasterising, the compositor copying the canvas and drawing
 *   the page), with Chromium's frame-rate cap and vsync off so that it is not rounded to 16.7 ms.
 *   Not counted: the time after a frame in which nothing moved (between moves, when the cards
 *   have landed). It drew nothing, and after it the browser waits for the display's next refresh:
 *   idle time, not work. The frames that draw a new table state (a move, a pick) are the most
 *   work; their intervals are also shown by themselves.
 *
 * Then, for one table state held still, what each part of the table costs: "drawn" with only the
 * piles, only the seats, only the hand or only the texts (of all three) on the canvas; the scene
 * labels its containers pile, seat and hand. On a software renderer a frame costs about the number
 * of pixels shaded, so the parts add up to about the whole. The piles' panels and the seats' plates
 * are not in it: they are DOM boxes under the canvas, painted by the browser once, not per frame.
 * It is the state at the end of the measurement, one of many: a full hand early in a round costs
 * more than the few cards left late in it, so the figure need not match "drawn" above.
 */
import { WEB_DIR, ensureWebClient } from './web-client';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Json } from '../shared/engine/types';
import { startHost } from '../host/server';
import { SOFTWARE_BATCH_TEXTURES, type RendererKind } from '../renderer/src/stage/gpu';

interface FrameStats {
  frames: number;
  /** Milliseconds: p50, p95 and max. */
  p50: number;
  p95: number;
  max: number;
}

interface Phase {
  script: FrameStats;
  drawn: FrameStats | null;
  interval: FrameStats | null;
  /** The intervals that end with a frame drawing a new table state. */
  stateInterval: FrameStats | null;
  /** Frames that drew nothing: the intervals after them are left out. */
  idle: number;
  drawCallsP50: number;
  drawCallsMax: number;
}

/** Drawn (p50, ms) of one table state with only a part on the canvas ('everything', 'nothing': all or none of it). */
interface LayerCost {
  part: string;
  drawnP50: number;
}

interface Row {
  size: string;
  software: boolean;
  /** What Pixi drew with, and whether the address asked for it (`?renderer=`) rather than the client choosing. */
  renderer: RendererKind;
  asked: boolean;
  /** The floor: a page whose only work is clearing a full-size canvas of the same kind every frame. */
  floor: FrameStats;
  /** Dealing and playing while the page draws freely; playing again with each frame waited for. */
  dealing: Phase;
  playing: Phase;
  playingSync: Phase;
  layers: LayerCost[];
}

/**
 * The sizes, with what the client chooses to draw with; and 1080p once more on WebGL when the
 * client chose the 2D canvas (a software renderer, see gpu.ts), to show what that choice saves.
 */
const RUNS: { width: number; height: number; renderer: RendererKind | null }[] = [
  { width: 1920, height: 1080, renderer: null },
  { width: 3840, height: 2160, renderer: null },
  { width: 1920, height: 1080, renderer: 'webgl' },
];

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

interface Frame {
  script: number;
  /** Script plus rasterising (sync phase only). */
  drawn: number | null;
  calls: number;
  at: number;
  /** The frame draws a new table state. */
  state: boolean;
  /** Nothing moved: the frame drew nothing (it still walks the scene). */
  empty: boolean;
}

function figures(values: number[]): FrameStats {
  const sorted = [...values].sort((a, b) => a - b);
  return { frames: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] ?? 0 };
}

function phase(frames: Frame[], sync: boolean): Phase {
  const calls = frames.map((f) => f.calls).sort((a, b) => a - b);
  // The time from each frame to the next, but not from a frame that drew nothing: after it the
  // browser has nothing new to show and waits for the display's next refresh (a 2D canvas at
  // once; WebGL hands its unchanged canvas over all the same).
  const gaps: { ms: number; state: boolean }[] = [];
  frames.forEach((f, i) => {
    const next = frames[i + 1];
    if (next && !f.empty) gaps.push({ ms: next.at - f.at, state: next.state });
  });
  return {
    script: figures(frames.map((f) => f.script)),
    drawn: sync ? figures(frames.map((f) => f.drawn ?? 0)) : null,
    interval: sync ? null : figures(gaps.map((g) => g.ms)),
    stateInterval: sync ? null : figures(gaps.filter((g) => g.state).map((g) => g.ms)),
    idle: frames.filter((f) => f.empty).length,
    drawCallsP50: quantile(calls, 0.5),
    drawCallsMax: calls[calls.length - 1] ?? 0,
  };
}

/** Installed in the page: counts draw calls and times every render; `__sync` makes each frame wait for its pixels. */
const HOOK = `(() => {
  const k = window.__kartenstube;
  const app = k.pixi;
  // WebGL's draw calls, or the 2D canvas's drawing calls (an image, a path filled or stroked, a text).
  const gl = app.renderer.gl;
  const ctx = gl ? null : app.renderer.canvasContext.rootContext;
  const target = gl ?? ctx;
  let calls = 0;
  const counted = gl ? ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced'] : ['drawImage', 'fill', 'stroke', 'fillRect', 'fillText', 'strokeText'];
  for (const name of counted) {
    const original = target[name];
    if (typeof original === 'function') target[name] = (...args) => { calls++; return original.apply(target, args); };
  }
  const stage = k.stage;
  const scene = k.pot();
  const draw = stage.draw.bind(stage);
  const pixel = new Uint8Array(4);
  // Waits for the pixels: a read-back of one pixel (a 2D canvas records its drawing and rasterises it when needed).
  window.__wait = () => (gl ? gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel) : ctx.getImageData(0, 0, 1, 1));
  window.__frames = [];
  window.__sync = false;
  // Frames that draw a new table state (a move, a pick) do the most work: they are marked.
  let shown = false;
  const show = scene.show.bind(scene);
  scene.show = (...args) => { shown = true; return show(...args); };
  stage.draw = (parts) => {
    const state = shown;
    shown = false;
    calls = 0;
    const t0 = performance.now();
    draw(parts);
    const t1 = performance.now();
    let drawn = null;
    if (window.__sync) {
      window.__wait();
      drawn = performance.now() - t0;
    }
    window.__frames.push({ script: t1 - t0, drawn, calls, at: t0, state, empty: parts !== null && parts.length === 0 });
  };
  // Every animation frame asks the stage for its next one, as a busy table's tweens would: the stage
  // itself keeps no switch for it. A frame with nothing to redraw is recorded as empty.
  const keepDrawing = () => { stage.nextFrame(); requestAnimationFrame(keepDrawing); };
  stage.requestFrame();
  requestAnimationFrame(keepDrawing);
})()`;

/** Renders one table state again and again with only one part shown in turn, the parts interleaved over five rounds. */
const LAYERS = `(() => {
  const k = window.__kartenstube;
  const app = k.pixi;
  const all = [];
  const walk = (o) => { all.push(o); for (const c of o.children) walk(c); };
  walk(app.stage);
  const was = all.map((o) => o.visible);
  const board = k.pot().board;
  const only = (label) => (o) => (o.parent === app.stage && o !== board) || (o.parent === board && o.label !== label);
  const hide = {
    everything: () => false,
    piles: only('pile'),
    seats: only('seat'),
    hand: only('hand'),
    texts: (o) => o.children.length === 0 && !(typeof o.text === 'string' && o.style),
    nothing: (o) => o.parent === app.stage,
  };
  const times = Object.fromEntries(Object.keys(hide).map((name) => [name, []]));
  window.__sync = true;
  for (let round = 0; round < 5; round++) {
    for (const [name, hidden] of Object.entries(hide)) {
      all.forEach((o, i) => { o.visible = was[i] && !hidden(o); });
      k.stage.draw(null);
      for (let i = 0; i < 7; i++) { k.stage.draw(null); times[name].push(window.__frames[window.__frames.length - 1].drawn); }
    }
  }
  all.forEach((o, i) => { o.visible = was[i]; });
  window.__frames.splice(0);
  return Object.entries(times).map(([part, t]) => ({ part, drawnP50: t.sort((a, b) => a - b)[Math.floor(t.length / 2)] }));
})()`;

/**
 * The yardstick: the frame interval of a page that only clears a canvas of the table's kind (WebGL
 * or 2D) as large as the window every frame. A whole frame of the table cannot be shorter than
 * this; a frame that redraws only a part of a 2D canvas can.
 */
const floorScript = (kind: RendererKind): string => `new Promise((done) => {
  const canvas = document.createElement('canvas');
  canvas.width = innerWidth;
  canvas.height = innerHeight;
  canvas.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh';
  document.body.appendChild(canvas);
  const gl = ${kind === 'webgl' ? "canvas.getContext('webgl2', { antialias: false })" : 'null'};
  const ctx = gl ? null : canvas.getContext('2d');
  const stamps = [];
  const frame = (now) => {
    stamps.push(now);
    const green = 0.17 + (stamps.length % 2) * 0.01;
    if (gl) {
      gl.clearColor(0.03, green, 0.12, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
    } else {
      ctx.fillStyle = 'rgb(8 ' + Math.round(green * 255) + ' 31)';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
    }
    if (now - stamps[0] < 3000) requestAnimationFrame(frame);
    else done(stamps.slice(1).map((t, i) => t - stamps[i]));
  };
  requestAnimationFrame(frame);
})`;

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
  // The page measured is this checkout's: built first when missing or older than its sources.
  ensureWebClient((line) => console.error(line));
  const web = WEB_DIR;
  const dataDir = mkdtempSync(join(tmpdir(), 'kartenstube-bench-'));
  const host = await startHost({ port: 0, bind: '127.0.0.1', dataDir, webRoot: web, botPace: 0.3, announce: null });
  const executablePath = process.env.KARTENSTUBE_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-gpu-vsync',
      '--disable-frame-rate-limit',
    ],
  });
  const rows: Row[] = [];
  try {
    for (const run of RUNS) {
      const size = { width: run.width, height: run.height };
      // The page starts in the browser's language; the bench finds its buttons by their German names.
      const page = await browser.newPage({ viewport: size, locale: 'de-DE' });
      await page.goto(`http://127.0.0.1:${host.port}/${run.renderer ? `?renderer=${run.renderer}` : ''}`);
      await page.waitForSelector('body[data-ready=true]');
      const software = (await page.locator('#table').getAttribute('data-software')) === 'true';
      const renderer = (await page.locator('body').getAttribute('data-renderer')) === 'canvas' ? 'canvas' : 'webgl';
      // The WebGL run is only a comparison, for when the client chose the 2D canvas.
      if (run.renderer && !rows.some((row) => row.renderer !== run.renderer)) {
        await page.close();
        continue;
      }
      const empty = await browser.newPage({ viewport: size });
      const floor = figures((await empty.evaluate(floorScript(renderer))) as number[]);
      await empty.close();
      await page.getByRole('button', { name: 'Neuer Tisch: Überkochen' }).click();
      await page.getByRole('button', { name: 'Tisch eröffnen' }).click();
      await page.getByRole('button', { name: 'Partie starten' }).click();
      await page.waitForSelector('.hit.card');
      await page.evaluate(HOOK);
      await page.waitForTimeout(2500);
      const dealing = (await page.evaluate('window.__frames.splice(0)')) as Frame[];
      const play = async (): Promise<Frame[]> => {
        const until = Date.now() + seconds * 1000;
        while (Date.now() < until) {
          await page.evaluate(PLAY);
          await page.waitForTimeout(200);
        }
        return (await page.evaluate('window.__frames.splice(0)')) as Frame[];
      };
      const playing = await play();
      await page.evaluate('window.__sync = true');
      const playingSync = await play();
      const layers = (await page.evaluate(LAYERS)) as LayerCost[];
      rows.push({
        size: `${size.width}×${size.height}`,
        software,
        renderer,
        asked: run.renderer !== null,
        floor,
        dealing: phase(dealing, false),
        playing: phase(playing, false),
        playingSync: phase(playingSync, true),
        layers,
      });
      await page.close();
    }
  } finally {
    await browser.close();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const ms = (s: FrameStats, budget = false): string =>
  `p50 ${s.p50.toFixed(1).padStart(6)}  p95 ${s.p95.toFixed(1).padStart(6)}${budget && s.p95 > 16.7 ? ' (over 16.7)' : ''}  max ${s.max.toFixed(1)} ms`;

function lines(label: string, p: Phase): string[] {
  const out = [`    ${label}: ${p.script.frames} frames, draw calls p50 ${p.drawCallsP50}, max ${p.drawCallsMax}`, `      script      ${ms(p.script)}`];
  if (p.drawn) out.push(`      drawn       ${ms(p.drawn, true)}   (script + rasterising, waited for)`);
  if (p.interval)
    out.push(
      `      interval    ${ms(p.interval, true)}   (whole pipeline: frame to frame${p.idle ? `; not after the ${p.idle} frames that drew nothing` : ''})`,
    );
  if (p.stateInterval && p.stateInterval.frames > 0)
    out.push(`      of which the ${p.stateInterval.frames} frames with a new table state: ${ms(p.stateInterval)}`);
  return out;
}

function layerLines(layers: LayerCost[]): string[] {
  const drawn = (part: string): number => layers.find((l) => l.part === part)?.drawnP50 ?? 0;
  const parts = layers.filter((l) => l.part !== 'everything' && l.part !== 'nothing').map((l) => `${l.part} ${l.drawnP50.toFixed(1)}`);
  return [
    `    one table state held still (the last one), drawn p50: ${drawn('everything').toFixed(1)} ms, ${drawn('nothing').toFixed(1)} ms with nothing on the canvas`,
    `      with only one part on the canvas: ${parts.join(', ')} ms (the texts are those of all parts)`,
  ];
}

export const framesSection = {
  name: 'frames',
  async run(seconds: number): Promise<{ table: string[]; json: Json }> {
    const before = loadavg()[0] as number;
    const rows = await measureFrames(Math.max(4, seconds * 2));
    const after = loadavg()[0] as number;
    const table = [
      `Web client frames in headless Chromium (WebGL on SwiftShader, no graphics card), Überkochen 4 players (load average ${before.toFixed(2)} before, ${after.toFixed(2)} after):`,
    ];
    for (const row of rows) {
      const how =
        row.renderer === 'canvas'
          ? `Pixi's 2D canvas renderer${row.software ? ', chosen because WebGL runs on a software renderer' : ''}`
          : `WebGL${row.asked ? ' (asked for with ?renderer=webgl)' : ''}${row.software ? `, software renderer: no multisampling, ${SOFTWARE_BATCH_TEXTURES} textures a batch` : ''}`;
      table.push(
        `  ${row.size}, ${how}`,
        `    floor: a page that only clears a ${row.renderer === 'canvas' ? '2D' : 'WebGL'} canvas this size, whole, every frame: ${ms(row.floor)} frame to frame`,
        ...lines('dealing', row.dealing),
        ...lines('playing', row.playing),
        ...lines('playing, each frame waited for', row.playingSync),
        ...layerLines(row.layers),
      );
    }
    return { table, json: { loadBefore: before, loadAfter: after, rows } as unknown as Json };
  },
};
