/**
 * What a drawn object looks like, as text: two objects with the same signature draw the same
 * pixels at the same place. The scene compares its old and new drawing with it, so that a new
 * table state redraws only the objects that changed (see scene.ts and `changes` below).
 *
 * Only what the table draws is read: containers, sprites, texts and graphics with their local
 * placement; anything else gets a signature of its own that never matches, so it always counts as
 * changed.
 */
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { boundsOf, isEmpty, union, type Box } from '../stage/tween';

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

/**
 * A number as it is: the same drawing made twice gives the same numbers, and a change too small to
 * see in a rounded figure (an alpha of 0.549 against 0.55) can still change a pixel by a level.
 */
const n = (value: number): string => value.toString();

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

/** What the object itself draws and where (its children aside). */
function ownLook(o: Container): string {
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
  return `${own}@${place}`;
}

/** An object's signature with its children's, and where on the screen it draws (see `changes`). */
export interface Look {
  own: string;
  /** The signature of the object and everything in it. */
  all: string;
  box: Box;
  kids: Look[];
}

/** The look of an object and everything in it, with screen boxes (this needs the object's bounds). */
export function look(o: Container): Look {
  const kids = o.children.map((child) => look(child));
  const own = ownLook(o);
  // A plain container draws nothing itself: its box is its children's (measuring it would walk them all again).
  const nothing: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const box =
    o.constructor !== Container ? boundsOf(o) : o.visible ? kids.reduce((all, kid) => (isEmpty(kid.box) ? all : union(all, kid.box)), nothing) : nothing;
  return { own, all: `${own}[${kids.map((k) => k.all).join(';')}]`, box, kids };
}

/** The signature of an object and everything in it. */
export function signature(o: Container): string {
  return `${ownLook(o)}[${o.children.map((child) => signature(child)).join(';')}]`;
}

/**
 * Adds to `out` the boxes to redraw so that the screen goes from drawing `before` to drawing `after`:
 * where each changed object was and is. An object that itself draws or sits differently changes
 * with all it holds; one that is the same but holds changed children changes only where they are
 * (its children are placed relative to it, so the same parent places them the same). Children are
 * matched by their order, which is also the order they are drawn in; one without a match changes.
 */
export function changes(before: Look, after: Look, out: Box[]): void {
  if (before.all === after.all) return;
  if (before.own !== after.own) {
    out.push(before.box, after.box);
    return;
  }
  const most = Math.max(before.kids.length, after.kids.length);
  for (let i = 0; i < most; i++) {
    const was = before.kids[i];
    const is = after.kids[i];
    if (was && is) changes(was, is, out);
    else if (was) out.push(was.box);
    else if (is) out.push(is.box);
  }
}
