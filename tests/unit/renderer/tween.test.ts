import type { Container } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { Tweens, mergeBoxes, type Box } from '../../../src/renderer/src/stage/tween';

/** A stand-in for a Pixi object: position, scale, alpha, bounds of a 10×10 box at its position. */
function target(x = 0, y = 0): Container {
  const t = {
    position: { set: (nx: number, ny: number) => ((t.x = nx), (t.y = ny)) },
    scale: { x: 1, set: (s: number) => (t.scale.x = s) },
    x,
    y,
    alpha: 1,
    destroyed: false,
    destroy: () => (t.destroyed = true),
    getBounds: () => ({ minX: t.x, minY: t.y, maxX: t.x + 10, maxY: t.y + 10, width: 10, height: 10 }),
  };
  return t as unknown as Container;
}

describe('tweens and the part of the canvas they move', () => {
  it('each moving target gets the box it touched: where it was before a step (cover) and where the step left it', () => {
    const tweens = new Tweens(() => undefined);
    const a = target(0, 0);
    const b = target(50, 200);
    tweens.add(a, { x: 100 }, 100);
    tweens.add(b, { y: 0 }, 100);
    const boxes = new Map<Container, Box>();
    tweens.cover(boxes);
    expect(boxes.get(a)).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 10 });
    // The step that ends both tweens still reports where they ended.
    tweens.step(100, boxes);
    expect(tweens.running).toBe(false);
    expect(boxes.get(a)).toEqual({ minX: 0, minY: 0, maxX: 110, maxY: 10 });
    expect(boxes.get(b)).toEqual({ minX: 50, minY: 0, maxX: 60, maxY: 210 });
  });

  it('boxes are joined where one pass costs less than two; of too many the nearest are joined', () => {
    const box = (x: number, y: number, s = 10): Box => ({ minX: x, minY: y, maxX: x + s, maxY: y + s });
    // Overlapping, with a joint box no larger than both and the cost of a pass.
    expect(mergeBoxes([box(0, 0), box(5, 5)], 25)).toEqual([{ minX: 0, minY: 0, maxX: 15, maxY: 15 }]);
    expect(mergeBoxes([box(0, 0), box(5, 5)], 24)).toHaveLength(2);
    // Near enough: the gap between them costs less than a pass.
    expect(mergeBoxes([box(0, 0), box(14, 0)], 50)).toEqual([{ minX: 0, minY: 0, maxX: 24, maxY: 10 }]);
    expect(mergeBoxes([box(0, 0), box(100, 100)], 50)).toHaveLength(2);
    // A diagonal chain of overlapping cards stays apart: their joint box is mostly empty.
    expect(mergeBoxes([box(0, 0, 100), box(80, 80, 100), box(160, 160, 100)], 1000)).toHaveLength(3);
    // A box that makes joining two others cheap joins all three.
    expect(mergeBoxes([box(0, 0), box(30, 0), box(8, 0, 25)], 100)).toEqual([{ minX: 0, minY: 0, maxX: 40, maxY: 25 }]);
    // Too many: the nearest ones are joined first (the fewest pixels added), until six are left.
    const many = [0, 200, 400, 600, 800, 830, 880, 1500].map((x) => box(x, 0));
    expect(mergeBoxes(many, 0, 6)).toEqual([box(0, 0), box(200, 0), box(400, 0), box(600, 0), { minX: 800, minY: 0, maxX: 890, maxY: 10 }, box(1500, 0)]);
    expect(mergeBoxes([box(0, 0), box(500, 500), box(20, 0)], 0, 1)).toEqual([{ minX: 0, minY: 0, maxX: 510, maxY: 510 }]);
    expect(mergeBoxes([])).toEqual([]);
    expect(mergeBoxes([{ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }, box(0, 0)])).toEqual([box(0, 0)]);
  });

  it('a step says "draw everything" only when a callback ran or a target went away elsewhere', () => {
    const tweens = new Tweens(() => undefined);
    tweens.add(target(), { x: 10 }, 100);
    expect(tweens.step(200)).toBe(false);
    const ghost = target();
    tweens.add(ghost, { x: 10 }, 100, 0, 'destroy');
    expect(tweens.step(200)).toBe(false);
    expect(ghost.destroyed).toBe(true);
    let called = 0;
    tweens.add(target(), { x: 10 }, 100, 0, () => called++);
    expect(tweens.step(200)).toBe(true);
    expect(called).toBe(1);
    const gone = target();
    tweens.add(gone, { x: 10 }, 100);
    gone.destroy();
    expect(tweens.step(10)).toBe(true);
    expect(tweens.running).toBe(false);
  });

  it('a tween that follows another starts where it ended, without a callback (no whole redraw) and without waking the owner mid-step', () => {
    let woken = 0;
    const tweens = new Tweens(() => woken++);
    const banner = target();
    tweens.add(banner, { x: 10 }, 100, 0, { to: { alpha: 0 }, ms: 100, delay: 50, done: 'destroy' });
    expect(woken).toBe(1);
    expect(tweens.step(100)).toBe(false);
    expect([banner.x, banner.alpha, tweens.running, woken]).toEqual([10, 1, true, 1]);
    expect(tweens.step(100)).toBe(false);
    // Halfway through its own time (after its delay): eased, 1 - 0.5³ of the way.
    expect(banner.alpha).toBeCloseTo(0.125, 5);
    expect(tweens.step(100)).toBe(false);
    expect([banner.alpha, banner.destroyed, tweens.running]).toEqual([0, true, false]);
    // Finishing runs the whole chain to its end.
    const other = target();
    tweens.add(other, { x: 10 }, 100, 0, { to: { x: 20 }, ms: 100 });
    tweens.finish();
    expect([other.x, tweens.running]).toEqual([20, false]);
  });

  it('finishing jumps to the end and wakes the owner, since the drawing changed', () => {
    let woken = 0;
    const tweens = new Tweens(() => woken++);
    const t = target();
    tweens.add(t, { x: 40, alpha: 0 }, 100);
    expect(woken).toBe(1);
    tweens.finish();
    expect(woken).toBe(2);
    expect([t.x, t.alpha]).toEqual([40, 0]);
    tweens.finish();
    expect(woken).toBe(2);
  });
});
