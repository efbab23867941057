/**
 * The app's one Pixi stage, which every board draws on: the Pixi application over the felt (the
 * page's background), its frame loop, the tweens, and the canvas's pixel density.
 *
 * The client draws only when something changes: the stage's frame loop (nextFrame) is the only one
 * that asks the browser for animation frames. It runs while tweens run and stops when they have
 * all ended; a still table, the start screen and the menus get no frames at all. Pixi's own
 * tickers never run by themselves: the application's is stopped (the stage renders), and the
 * system ticker, which Pixi starts for its scheduler (its garbage collection of unused textures)
 * and its pointer checks, would ask for every animation frame for as long as the canvas exists,
 * table or no table, at about 60 frames a second. It is stepped by the stage's frames instead, so
 * its scheduler runs when the stage draws; Pixi takes no pointer input here (the DOM over the
 * canvas does), so its event features are off.
 *
 * Without a graphics card a frame in which only tweens move things redraws just the part of the
 * canvas they cover. There Pixi draws on a 2D canvas (see gpu.ts), which keeps its pixels, and one
 * clip of all the boxes limits the clearing and the drawing to where the moving objects were and
 * are now; on WebGL (asked for with ?renderer=webgl) the canvas keeps its pixels
 * (preserveDrawingBuffer) and a scissor box does the same, one pass per box. A drawing that knows
 * which of its parts changed adds their boxes (redraw); everything else that changes the drawing
 * asks for a whole frame with requestFrame(): a drag, a resize, a change of the screen's pixel
 * density, a game layer's redraw, and a tween whose callback runs (it may change more than the
 * tweened object).
 */
import { Application, GlLimitsSystem, Ticker, type CanvasRenderer, type Container, type WebGLRenderer } from 'pixi.js';
import { SOFTWARE_BATCH_TEXTURES, capBatchTextures, chooseRenderer, isSoftwareRenderer, webglRendererName } from './gpu';
import { Tweens, mergeBoxes, type Box } from './tween';

/**
 * What one more scissored pass costs on a software renderer, in pixels shaded: about 0.3 ms at
 * 1920×1080 on SwiftShader, as long as drawing some 25,000 pixels more (measured with the pot
 * games' scene's draw and boxes of fixed sizes). Two boxes are drawn as one when that is cheaper.
 */
const PASS_PIXELS = 25_000;

/**
 * How far (in screen pixels) a redrawn box reaches beyond the bounds of what it redraws: a stroke's
 * outer half and the antialiased fringe of a shape on a 2D canvas lie just outside them.
 */
const EDGE = 4;

export async function createApp(host: HTMLElement): Promise<Application> {
  const software = isSoftwareRenderer(webglRendererName());
  const kind = chooseRenderer(software, new URLSearchParams(location.search).get('renderer'));
  if (software && kind === 'webgl') capBatchTextures(GlLimitsSystem, SOFTWARE_BATCH_TEXTURES);
  host.dataset.software = String(software);
  const app = new Application();
  // The system ticker starts itself when Pixi's scheduler joins it during init: the stage steps it
  // instead (see the top of this file).
  Ticker.system.autoStart = false;
  await app.init({
    resizeTo: window,
    // The table is still most of the time: it is drawn when something changes, not 60 times a second.
    autoStart: false,
    // Pixi takes no input: the DOM over the canvas does.
    eventFeatures: { move: false, globalMove: false, click: false, wheel: false },
    // Card faces are drawn into textures with their own antialiasing; on a high-density screen, or
    // without a graphics card (see gpu.ts), multisampling everything else costs more than it shows.
    antialias: !software && (window.devicePixelRatio || 1) < 2,
    autoDensity: true,
    resolution: density(),
    // The felt is the page's background (style.css): the browser paints it once, where a full-screen
    // quad in WebGL would be shaded again on every frame.
    backgroundAlpha: 0,
    // Without a graphics card frames redraw only what moved, over the pixels of the frame before (a
    // 2D canvas keeps them anyway).
    preserveDrawingBuffer: software,
    preference: kind,
  });
  Ticker.system.stop();
  host.appendChild(app.canvas);
  return app;
}

/** The resolution the canvas draws at: the screen's pixel density, at most 3. */
const density = (): number => Math.min(window.devicePixelRatio || 1, 3);

export class Stage {
  readonly tweens: Tweens;
  private retired: Container[] = [];
  private framePending = false;
  private lastFrame = 0;

  /** Whether frames in which only tweens move things redraw just that part (see the top of this file). */
  readonly partial: boolean;
  /** The canvas's 2D context when Pixi draws with its canvas renderer (see gpu.ts), else null. */
  private readonly context2d: CanvasRenderingContext2D | null;
  /** The next frame draws the whole canvas. */
  private whole = true;
  /** The drawing buffer's size at the last whole frame: a resized buffer has lost its pixels. */
  private drawnSize = '';
  /** Boxes the next frame redraws besides the moving objects' (the parts a new state changed). */
  private dirty: Box[] = [];

  constructor(readonly app: Application) {
    const gl = 'gl' in app.renderer ? (app.renderer as WebGLRenderer).gl : null;
    this.context2d =
      'canvasContext' in app.renderer ? ((app.renderer as CanvasRenderer).canvasContext.rootContext as unknown as CanvasRenderingContext2D) : null;
    // A 2D canvas keeps its pixels; WebGL does when asked to (on a software renderer, see createApp).
    this.partial =
      this.context2d !== null || (app.canvas.parentElement?.dataset.software === 'true' && gl?.getContextAttributes()?.preserveDrawingBuffer === true);
    // A tween that starts needs frames, and the frames cover where it moves; finish() moved things at once.
    this.tweens = new Tweens((jumped) => (jumped ? this.requestFrame() : this.nextFrame()));
    app.ticker.stop();
    app.renderer.on('resize', () => this.requestFrame());
    this.watchDensity();
    this.requestFrame();
  }

  /** Whether the next frame redraws only parts of the canvas (so a drawing may tell which of its parts changed). */
  get drawsParts(): boolean {
    return this.partial && !this.whole;
  }

  /** The next frame redraws these boxes besides where the tweens move things (see drawsParts). */
  redraw(boxes: readonly Box[]): void {
    this.dirty.push(...boxes);
    this.nextFrame();
  }

  /**
   * Destroys these (taken off the stage) after the next frame: until then their texts keep their
   * textures, so a new drawing with the same words and the same TextStyle takes them over instead of
   * drawing and uploading them again.
   */
  retire(old: Container[]): void {
    this.retired.push(...old);
  }

  /**
   * Draws the canvas at the screen's new pixel density when it changes (the window moved to another
   * screen, or the page was zoomed, which resizes it too): the renderer's resize tells the boards'
   * drawings, which redraw (card faces are made at the renderer's resolution).
   */
  private watchDensity(): void {
    const follow = (): void => {
      if (density() !== this.app.renderer.resolution) this.app.renderer.resize(window.innerWidth, window.innerHeight, density());
    };
    window.addEventListener('resize', follow);
    const watch = (): void => {
      window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`).addEventListener('change', () => (follow(), watch()), { once: true });
    };
    watch();
  }

  /** Draws the whole table in the next animation frame (and keeps drawing while tweens run). */
  requestFrame(): void {
    this.whole = true;
    this.nextFrame();
  }

  private nextFrame(): void {
    if (this.framePending) return;
    this.framePending = true;
    requestAnimationFrame((now) => {
      this.framePending = false;
      const ms = this.lastFrame ? Math.min(100, now - this.lastFrame) : 16;
      this.lastFrame = now;
      // Pixi's scheduler (see the top of this file) runs on the frames the stage draws.
      Ticker.system.update(now);
      const boxes = new Map<Container, Box>();
      if (this.partial && !this.whole) this.tweens.cover(boxes);
      if (this.tweens.step(ms, boxes)) this.whole = true;
      const size = `${this.app.canvas.width}×${this.app.canvas.height}`;
      if (size !== this.drawnSize) this.whole = true;
      if (this.partial && !this.whole) {
        const r = this.app.renderer.resolution;
        // On a 2D canvas every box is drawn in the one pass; WebGL draws one pass per box.
        const all = [...boxes.values(), ...this.dirty];
        this.draw(this.context2d ? mergeBoxes(all, 0, 48) : mergeBoxes(all, PASS_PIXELS / (r * r)));
      } else {
        this.draw(null);
        this.drawnSize = size;
      }
      this.dirty = [];
      this.whole = false;
      for (const child of this.retired.splice(0)) if (!child.destroyed) child.destroy({ children: true });
      if (this.tweens.running) this.nextFrame();
      else this.lastFrame = 0;
    });
  }

  /**
   * Draws one frame: the whole canvas (null), or only the boxes (screen coordinates, grown by
   * EDGE): on WebGL one scissored pass each, on a 2D canvas one pass clipped to all of them. The
   * frame bench times this.
   */
  draw(boxes: readonly Box[] | null): void {
    if (boxes === null) {
      this.app.render();
      return;
    }
    const r = this.app.renderer.resolution;
    const { width, height } = this.app.canvas;
    // A box in the canvas's pixels, grown by EDGE and cut to the canvas.
    const pixels = (box: Box): { x: number; y: number; w: number; h: number } => {
      const x = Math.max(0, Math.floor((box.minX - EDGE) * r));
      const y = Math.max(0, Math.floor((box.minY - EDGE) * r));
      return {
        x,
        y,
        w: Math.max(0, Math.min(width, Math.ceil((box.maxX + EDGE) * r)) - x),
        h: Math.max(0, Math.min(height, Math.ceil((box.maxY + EDGE) * r)) - y),
      };
    };
    const ctx = this.context2d;
    if (ctx) {
      // One pass clipped to all the boxes: Pixi's clear and every drawing stay inside them.
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.beginPath();
      for (const box of boxes) {
        const { x, y, w, h } = pixels(box);
        ctx.rect(x, y, w, h);
      }
      ctx.clip();
      try {
        this.app.render();
      } finally {
        ctx.restore();
      }
      return;
    }
    const gl = (this.app.renderer as WebGLRenderer).gl;
    gl.enable(gl.SCISSOR_TEST);
    try {
      // No box (nothing moves): one pass that shades nothing still walks the scene, like any frame.
      for (const box of boxes.length > 0 ? boxes : [null]) {
        const { x, y, w, h } = box ? pixels(box) : { x: 0, y: 0, w: 0, h: 0 };
        // WebGL counts rows from the bottom.
        gl.scissor(x, height - y - h, w, h);
        this.app.render();
      }
    } finally {
      gl.disable(gl.SCISSOR_TEST);
    }
  }
}
