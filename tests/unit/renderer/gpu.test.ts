import { describe, expect, it } from 'vitest';
import { chooseRenderer, isSoftwareRenderer } from '../../../src/renderer/src/stage/gpu';

describe('software WebGL', () => {
  it('knows the software rasterizers by their renderer strings', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Mesa softpipe',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(true);
    }
  });

  it('takes graphics cards and an unknown renderer for hardware', () => {
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple M2',
      'Mali-G78',
      'Mesa Intel(R) UHD Graphics 620 (KBL GT2)',
      'WebKit WebGL',
      '',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(false);
    }
  });
});

describe('what the table draws with', () => {
  it('WebGL with a graphics card, the 2D canvas on a software renderer', () => {
    expect(chooseRenderer(false, null)).toBe('webgl');
    expect(chooseRenderer(true, null)).toBe('canvas');
  });

  it('the one the address asks for, whatever the machine; anything else asked is ignored', () => {
    expect(chooseRenderer(true, 'webgl')).toBe('webgl');
    expect(chooseRenderer(false, 'canvas')).toBe('canvas');
    expect(chooseRenderer(true, 'webgpu')).toBe('canvas');
    expect(chooseRenderer(false, '')).toBe('webgl');
  });
});
