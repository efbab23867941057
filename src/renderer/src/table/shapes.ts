/**
 * Still fills of the tables (the piles' panels, the seats' plates) as DOM boxes under the canvas:
 * the browser paints them once with the felt, where WebGL would shade their pixels again on every
 * frame of an animation. Without a graphics card that shading is most of a frame's cost (gpu.ts).
 */
import type { Rect } from './layout';

/** A colour and an opacity as CSS. */
export function css(colour: number, alpha = 1): string {
  return `rgb(${(colour >> 16) & 255} ${(colour >> 8) & 255} ${colour & 255} / ${alpha})`;
}

/**
 * A rounded box (for an element with the class table-shapes) where Pixi would have drawn
 * `roundRect(rect, radius)` filled and stroked: Pixi centres a stroke on the outline, so the box
 * grows by half the stroke on each side.
 */
export function panel(rect: Rect, radius: number, fill: string, stroke: { width: number; colour: string }): HTMLDivElement {
  const box = document.createElement('div');
  const half = stroke.width / 2;
  Object.assign(box.style, {
    left: `${rect.x - half}px`,
    top: `${rect.y - half}px`,
    width: `${rect.w + stroke.width}px`,
    height: `${rect.h + stroke.width}px`,
    borderRadius: `${radius + half}px`,
    border: `${stroke.width}px solid ${stroke.colour}`,
    background: fill,
  });
  return box;
}
