/**
 * What the table asks of WebGL when there is no graphics card behind it. On a software renderer
 * (SwiftShader, llvmpipe: headless browsers, virtual machines, some TV boxes) every covered pixel is
 * shaded on the CPU, so the cost of a frame is the number of pixels times the cost of the shader.
 * There the table turns off multisampling (its card faces carry their own antialiasing) and lets
 * Pixi's batch shader choose among fewer textures per draw call: the shader tests the texture index
 * once per candidate texture for every pixel, so a shorter chain makes each pixel several times
 * cheaper, for a few more draw calls. With a graphics card nothing changes.
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
