/**
 * What a drawn object looks like, as text: two objects with the same signature draw the same
 * pixels at the same place. The scene compares the parts of its old and new drawing with it, so
 * that a new table state redraws only the parts that changed (see scene.ts).
 *
 * Only what the table draws is read: containers, sprites, texts and graphics with their local
 * placement; anything else gets a signature of its own that never matches, so it always counts as
 * changed.
 */
import { Container, Graphics, Sprite, Text } from 'pixi.js';

let unique = 0;
const styleIds = new WeakMap<object, number>();

/** One number per text style object (the table shares its styles, text.ts). */
function styleId(style: object): number {
  let id = styleIds.get(style);
  if (id === undefined) {
    id = ++unique;
    styleIds.set(style, id);
  }
  return id;
}

const n = (value: number): string => (Math.round(value * 100) / 100).toString();

/** The numbers of a graphics path's instructions (shapes and their sizes), or null if it holds anything else. */
function numbers(data: unknown, out: string[]): boolean {
  if (typeof data === 'number') {
    out.push(n(data));
    return true;
  }
  if (typeof data === 'boolean' || data === undefined || data === null) {
    out.push(String(data));
    return true;
  }
  if (Array.isArray(data)) return data.every((item) => numbers(item, out));
  // A matrix and the like: plain numbers under names (a graphics path, with its own id, is not).
  if (typeof data === 'object' && !('uid' in data)) {
    return Object.keys(data)
      .sort()
      .every((key) => {
        out.push(key);
        return numbers((data as Record<string, unknown>)[key], out);
      });
  }
  return false;
}

interface Drawn {
  action: string;
  data: {
    style?: { color?: number; alpha?: number; width?: number; alignment?: number; texture?: { uid: number }; fill?: unknown };
    path?: { instructions: { action: string; data: unknown }[] };
  };
}

function graphicsSignature(g: Graphics): string {
  const out: string[] = ['G'];
  for (const instruction of g.context.instructions as unknown as Drawn[]) {
    const { action, data } = instruction;
    const style = data.style;
    // Plain fills and strokes only: a texture drawn by itself, a gradient or a pattern always counts as changed.
    if ((action !== 'fill' && action !== 'stroke') || !style || (style.fill !== null && style.fill !== undefined)) return `G!${++unique}`;
    out.push(action, String(style.color), String(style.alpha), String(style.width), String(style.alignment), String(style.texture?.uid));
    for (const step of data.path?.instructions ?? []) {
      out.push(step.action);
      if (!numbers(step.data, out)) return `G!${++unique}`;
    }
  }
  return out.join(',');
}

/** The signature of an object and everything in it. */
export function signature(o: Container): string {
  const place = `${n(o.x)},${n(o.y)},${n(o.scale.x)},${n(o.scale.y)},${n(o.rotation)},${n(o.pivot.x)},${n(o.pivot.y)},${n(o.alpha)},${o.visible ? 1 : 0},${o.zIndex}`;
  let own: string;
  // A text's resolution is not read: it follows the renderer's, and is only set once drawn.
  if (o instanceof Text) own = `T${o.text}|${styleId(o.style)}|${n(o.anchor.x)},${n(o.anchor.y)}`;
  else if (o instanceof Sprite) {
    const { texture } = o;
    own = `S${texture.source.uid}|${n(texture.frame.x)},${n(texture.frame.y)},${n(texture.frame.width)},${n(texture.frame.height)}|${n(o.anchor.x)},${n(o.anchor.y)}|${o.tint}|${n(o.width)},${n(o.height)}`;
  } else if (o instanceof Graphics) own = graphicsSignature(o);
  else if (o.constructor === Container) own = 'C';
  else own = `?${++unique}`;
  const inner = o.children.map((child) => signature(child)).join(';');
  return `${own}@${place}[${inner}]`;
}
