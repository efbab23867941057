/**
 * Suit and colour symbols as vector paths, drawn into a Graphics at any size: the four French suits
 * (their shapes differ, so colour is never the only cue) and Dreizehn's colours, each with a shape
 * of its own for colour-blind players (blue circle, green triangle, yellow square, red star).
 */
import type { Graphics } from 'pixi.js';

export type SymbolKind = 'H' | 'D' | 'C' | 'S' | 'B' | 'G' | 'Y' | 'R';

/** Colours from the Okabe–Ito palette, which stays distinct for the common colour-vision deficiencies. */
export const DREIZEHN_COLOURS: Record<'B' | 'G' | 'Y' | 'R', number> = { B: 0x0072b2, G: 0x009e73, Y: 0xe69f00, R: 0xd55e00 };
const TWO_COLOUR: Record<'H' | 'D' | 'C' | 'S', number> = { H: 0xc8102e, D: 0xc8102e, C: 0x1a1a1a, S: 0x1a1a1a };
const FOUR_COLOUR: Record<'H' | 'D' | 'C' | 'S', number> = { H: 0xc8102e, D: 0x0a5fc4, C: 0x138a36, S: 0x1a1a1a };

export function symbolColour(kind: SymbolKind, fourColour: boolean): number {
  if (kind === 'B' || kind === 'G' || kind === 'Y' || kind === 'R') return DREIZEHN_COLOURS[kind];
  return (fourColour ? FOUR_COLOUR : TWO_COLOUR)[kind];
}

export type ColourKind = 'B' | 'G' | 'Y' | 'R';

/** A Dreizehn colour's shape as data, so that the canvas (drawSymbol) and the phone's cards (an SVG) draw the same one. */
export type ColourShape = { kind: 'circle'; x: number; y: number; r: number } | { kind: 'poly'; points: number[] };

/** The shape of a Dreizehn colour centred on (x, y), `size` tall: blue circle, green triangle, yellow square, red star. */
export function colourShape(kind: ColourKind, x: number, y: number, size: number, flip = false): ColourShape {
  const s = size / 2;
  const f = flip ? -1 : 1;
  switch (kind) {
    case 'B':
      return { kind: 'circle', x, y, r: s * 0.8 };
    case 'G':
      return { kind: 'poly', points: [x, y - f * s * 0.85, x + s * 0.9, y + f * s * 0.7, x - s * 0.9, y + f * s * 0.7] };
    case 'Y':
      return { kind: 'poly', points: [x - s * 0.7, y - s * 0.7, x + s * 0.7, y - s * 0.7, x + s * 0.7, y + s * 0.7, x - s * 0.7, y + s * 0.7] };
    case 'R': {
      const points: number[] = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 === 0 ? s : s * 0.45;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        points.push(x + r * Math.cos(a), y + f * r * Math.sin(a));
      }
      return { kind: 'poly', points };
    }
    default: {
      const never: never = kind;
      throw new Error(`unknown colour ${String(never)}`);
    }
  }
}

/** Draws the symbol centred on (x, y), `size` pixels tall, filled with `colour`; `flip` turns it upside down. */
export function drawSymbol(g: Graphics, kind: SymbolKind, x: number, y: number, size: number, colour: number, flip = false): void {
  const s = size / 2;
  const f = flip ? -1 : 1;
  switch (kind) {
    case 'H':
      g.moveTo(x, y + f * s * 0.95)
        .bezierCurveTo(x - s * 1.25, y + f * s * 0.1, x - s * 0.95, y - f * s * 1.05, x, y - f * s * 0.45)
        .bezierCurveTo(x + s * 0.95, y - f * s * 1.05, x + s * 1.25, y + f * s * 0.1, x, y + f * s * 0.95)
        .closePath()
        .fill(colour);
      return;
    case 'D':
      g.poly([x, y - s, x + s * 0.72, y, x, y + s, x - s * 0.72, y]).fill(colour);
      return;
    case 'C':
      g.circle(x, y - f * s * 0.45, s * 0.42)
        .circle(x - s * 0.5, y + f * s * 0.15, s * 0.42)
        .circle(x + s * 0.5, y + f * s * 0.15, s * 0.42)
        .fill(colour);
      g.poly([x - s * 0.12, y, x + s * 0.12, y, x + s * 0.3, y + f * s, x - s * 0.3, y + f * s]).fill(colour);
      return;
    case 'S':
      g.moveTo(x, y - f * s * 0.95)
        .bezierCurveTo(x - s * 1.3, y + f * s * 0.05, x - s * 0.8, y + f * s * 0.85, x, y + f * s * 0.35)
        .bezierCurveTo(x + s * 0.8, y + f * s * 0.85, x + s * 1.3, y + f * s * 0.05, x, y - f * s * 0.95)
        .closePath()
        .fill(colour);
      g.poly([x - s * 0.1, y + f * s * 0.2, x + s * 0.1, y + f * s * 0.2, x + s * 0.32, y + f * s, x - s * 0.32, y + f * s]).fill(colour);
      return;
    case 'B':
    case 'G':
    case 'Y':
    case 'R': {
      const shape = colourShape(kind, x, y, size, flip);
      if (shape.kind === 'circle') g.circle(shape.x, shape.y, shape.r).fill(colour);
      else g.poly(shape.points).fill(colour);
      return;
    }
    default: {
      const never: never = kind;
      throw new Error(`unknown symbol ${String(never)}`);
    }
  }
}
