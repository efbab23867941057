/**
 * What the table draws with when there is no graphics card behind WebGL (SwiftShader, llvmpipe:
 * headless browsers, virtual machines, some TV boxes).
 *
 * There it draws on a 2D canvas (Pixi's canvas renderer) instead of WebGL. Without a graphics card
 * the browser composites the page on the CPU, and a WebGL canvas must then be read back in full
 * on every frame and blended in full, however little of it changed; a 2D canvas is drawn on the
 * CPU to begin with, handed over as it is, and only its changed part is composited again. In
 * headless Chromium at 1920×1080 a frame that redraws a card-sized box took 0.8–1.4 ms on a 2D
 * canvas against 4–6 ms on WebGL (frame to frame, everything else equal). `?renderer=webgl` or
 * `?renderer=canvas` in the address chooses one anyway (the tests and the frame bench try both).
 *
 * When WebGL runs on a software renderer all the same, the table turns off multisampling (its card
 * faces carry their own antialiasing) and lets Pixi's batch shader choose among fewer textures per
 * draw call: the shader tests the texture index once per candidate texture for every pixel, so a
 * shorter chain makes each pixel several times cheaper, for a few more draw calls. With a graphics
 * card nothing changes.
 */
import type { GlLimitsSystem } from 'pixi.js';

/** Textures one draw call may sample on a software renderer (Pixi would take up to 32). */
export const SOFTWARE_BATCH_TEXTURES = 4;

/** Whether a WebGL renderer string names a software rasterizer. */
export function isSoftwareRenderer(name: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render driver/i.test(name);
}

/** The renderer string of this browser's WebGL ('' when there is no WebGL or it will not say). */
export function webglRendererName(): string {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (!gl) return '';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return typeof name === 'string' ? name : '';
}

export type RendererKind = 'webgl' | 'canvas';

/** The renderer for the table: the one asked for (`?renderer=`), else WebGL, or the 2D canvas on a software renderer. */
export function chooseRenderer(software: boolean, asked: string | null): RendererKind {
  if (asked === 'webgl' || asked === 'canvas') return asked;
  return software ? 'canvas' : 'webgl';
}

let capped = 0;

/**
 * Caps the textures of one batch for every Pixi WebGL renderer made after this call: Pixi reads the
 * figure when its context starts, and its batch and graphics shaders are compiled with it. Pixi's
 * `GlLimitsSystem` is passed in, so that this module loads without Pixi (the unit tests).
 */
export function capBatchTextures(limits: typeof GlLimitsSystem, max: number): void {
  if (capped) {
    capped = Math.min(capped, max);
    return;
  }
  capped = max;
  const probe = limits.prototype.contextChange;
  limits.prototype.contextChange = function (this: GlLimitsSystem): void {
    probe.call(this);
    this.maxBatchableTextures = Math.max(1, Math.min(this.maxBatchableTextures, capped));
  };
}
