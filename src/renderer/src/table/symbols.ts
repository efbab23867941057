/**
 * Suit and colour symbols as vector paths, drawn into a Graphics at any size: the four French suits
 * (their shapes differ, so colour is never the only cue) and the colours of a game's own deck, each
 * with the shape its deck look gives it (table/deck.ts).
 */
import type { Graphics } from 'pixi.js';
import { deckColour } from './deck';

/** A French suit letter, or a colour letter of a registered deck. */
export type SymbolKind = string;

const TWO_COLOUR: Record<string, number> = { H: 0xc8102e, D: 0xc8102e, C: 0x1a1a1a, S: 0x1a1a1a };
const FOUR_COLOUR: Record<string, number> = { H: 0xc8102e, D: 0x0a5fc4, C: 0x138a36, S: 0x1a1a1a };

function unknown(kind: SymbolKind): never {
  throw new Error(`unknown symbol ${kind}`);
}

export function symbolColour(kind: SymbolKind, fourColour: boolean): number {
  const french = (fourColour ? FOUR_COLOUR : TWO_COLOUR)[kind];
  if (french !== undefined) return french;
  return deckColour(kind)?.fill ?? unknown(kind);
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
    default: {
      const shape = (deckColour(kind) ?? unknown(kind)).shape(x, y, size, flip);
      if (shape.kind === 'circle') g.circle(shape.x, shape.y, shape.r).fill(colour);
      else g.poly(shape.points).fill(colour);
    }
  }
}
