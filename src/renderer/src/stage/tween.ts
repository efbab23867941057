/**
 * A tiny tween runner: moves, fades and scales display objects over time, stepped by the scene's frames.
 * Every tween can be finished at once (a click skips the animation), and a speed of 0 (reduced
 * motion, or the tests) finishes them as they start.
 */
import type { Container } from 'pixi.js';

interface Tween {
  target: Container;
  from: { x: number; y: number; alpha: number; scale: number };
  to: { x: number; y: number; alpha: number; scale: number };
  delay: number;
  duration: number;
  elapsed: number;
  done?: Done;
}

/**
 * What happens when a tween ends: a callback; 'destroy' (the target goes, and nothing else
 * changes); or a next tween of the same target, which starts from where this one ended.
 */
export type Done = (() => void) | 'destroy' | Then;

export interface Then {
  to: TweenTo;
  ms: number;
  delay?: number;
  done?: Done;
}

export interface TweenTo {
  x?: number;
  y?: number;
  alpha?: number;
  scale?: number;
}

const ease = (t: number): number => 1 - (1 - t) ** 3;

/** A box in screen coordinates; empty while minX > maxX. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Whether a box holds no pixel (inverted, as the bounds of something that draws nothing, or flat). */
export const isEmpty = (b: Box): boolean => b.maxX <= b.minX || b.maxY <= b.minY;

export const union = (a: Box, b: Box): Box => ({
  minX: Math.min(a.minX, b.minX),
  minY: Math.min(a.minY, b.minY),
  maxX: Math.max(a.maxX, b.maxX),
  maxY: Math.max(a.maxY, b.maxY),
});

/** Where an object (and all it holds) draws on the screen. */
export function boundsOf(o: Container): Box {
  const b = o.getBounds();
  return { minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY };
}

function grow(boxes: Map<Container, Box>, target: Container): void {
  if (target.destroyed) return;
  const now = boundsOf(target);
  if (isEmpty(now)) return;
  const box = boxes.get(target);
  boxes.set(target, box ? union(box, now) : now);
}

const area = (b: Box): number => (b.maxX - b.minX) * (b.maxY - b.minY);

/**
 * Joins any two boxes whose joint box costs no more than drawing them apart: the pixels of both
 * plus `passCost`, what one more pass costs in pixels. Overlapping boxes drawn apart shade their
 * overlap twice, which is right (each pass clears and draws everything in its box), only slower.
 */
function joinCheap(out: Box[], passCost: number): void {
  for (let joined = true; joined;) {
    joined = false;
    for (let i = 0; i < out.length && !joined; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i] as Box;
        const b = out[j] as Box;
        const both = union(a, b);
        if (area(both) > area(a) + area(b) + passCost) continue;
        out[i] = both;
        out.splice(j, 1);
        joined = true;
        break;
      }
    }
  }
}

/**
 * The boxes to draw in passes, empty ones left out: two are joined where one box costs less than
 * two (see joinCheap), and while more than `most` are left, the two whose joint box adds the
 * fewest pixels.
 */
export function mergeBoxes(boxes: Iterable<Box>, passCost = 0, most = 6): Box[] {
  const out: Box[] = [];
  // An empty part (no children: its bounds are inverted) has nothing to redraw.
  for (const b of boxes) if (!isEmpty(b)) out.push({ ...b });
  joinCheap(out, passCost);
  while (out.length > most) {
    let best = [0, 1];
    let least = Infinity;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i] as Box;
        const b = out[j] as Box;
        const added = area(union(a, b)) - area(a) - area(b);
        if (added < least) {
          least = added;
          best = [i, j];
        }
      }
    }
    const [i, j] = best as [number, number];
    out[i] = union(out[i] as Box, out[j] as Box);
    out.splice(j, 1);
    joinCheap(out, passCost);
  }
  return out;
}

export class Tweens {
  private readonly list: Tween[] = [];
  /** 1 is normal speed, 2 twice as fast, 0 no animation at all. */
  speed = 1;
  private stepping = false;

  /**
   * `wake` is called when a tween starts, so that the owner draws frames until they are done
   * (`jumped` false), and when finish() moved things at once (`jumped` true: draw them anew).
   */
  constructor(private readonly wake: (jumped: boolean) => void) {}

  get running(): boolean {
    return this.list.length > 0;
  }

  /** Moves `target` from where it is now to `to` in `ms` (scaled by the speed), after `delay` ms. */
  add(target: Container, to: TweenTo, ms: number, delay = 0, done?: Done): void {
    const from = { x: target.x, y: target.y, alpha: target.alpha, scale: target.scale.x };
    const tween: Tween = {
      target,
      from,
      to: { x: to.x ?? from.x, y: to.y ?? from.y, alpha: to.alpha ?? from.alpha, scale: to.scale ?? from.scale },
      delay,
      duration: ms,
      elapsed: 0,
      done,
    };
    if (this.speed <= 0) {
      this.apply(tween, 1);
      this.end(tween);
      return;
    }
    tween.delay /= this.speed;
    tween.duration /= this.speed;
    this.list.push(tween);
    // A tween that follows one ending in a step is drawn like it: the owner keeps drawing anyway.
    if (!this.stepping) this.wake(false);
  }

  /**
   * Jumps every running tween, and every tween that follows one, to its end, and wakes the owner
   * (the drawing changed) unless `wake` is false. Returns whether a tween's callback ran (see step).
   */
  finish(wake = true): boolean {
    let any = false;
    let called = false;
    for (let all = this.list.splice(0); all.length > 0; all = this.list.splice(0)) {
      any = true;
      for (const tween of all) {
        this.apply(tween, 1);
        if (typeof tween.done === 'function') called = true;
        this.end(tween);
      }
    }
    if (any && wake) this.wake(true);
    return called;
  }

  /**
   * Advances every tween by `ms` milliseconds; with `boxes`, each moved target's box takes in where
   * it is now (see cover). Returns whether a tween's callback ran or a tween was dropped (its target
   * destroyed elsewhere): then more than the tweened objects may have changed, and the owner should
   * draw everything.
   */
  step(ms: number, boxes?: Map<Container, Box>): boolean {
    this.stepping = true;
    try {
      return this.advance(ms, boxes);
    } finally {
      this.stepping = false;
    }
  }

  private advance(ms: number, boxes?: Map<Container, Box>): boolean {
    let ended = false;
    for (let i = this.list.length - 1; i >= 0; i--) {
      const tween = this.list[i] as Tween;
      if (tween.target.destroyed) {
        this.list.splice(i, 1);
        ended = true;
        continue;
      }
      tween.elapsed += ms;
      const t = Math.min(1, Math.max(0, (tween.elapsed - tween.delay) / Math.max(1, tween.duration)));
      this.apply(tween, ease(t));
      if (boxes) grow(boxes, tween.target);
      if (t >= 1) {
        this.list.splice(i, 1);
        if (typeof tween.done === 'function') ended = true;
        this.end(tween);
      }
    }
    return ended;
  }

  /**
   * Grows each target's box in `boxes` (screen coordinates) to take in where the target is now:
   * with the boxes a step grows, the part of the canvas each moving object touched.
   */
  cover(boxes: Map<Container, Box>): void {
    for (const { target } of this.list) grow(boxes, target);
  }

  private end(tween: Tween): void {
    const { done } = tween;
    if (done === 'destroy') tween.target.destroy();
    else if (typeof done === 'function') done();
    else if (done) this.add(tween.target, done.to, done.ms, done.delay, done.done);
  }

  private apply(tween: Tween, k: number): void {
    const { target, from, to } = tween;
    if (target.destroyed) return;
    target.position.set(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k);
    target.alpha = from.alpha + (to.alpha - from.alpha) * k;
    target.scale.set(from.scale + (to.scale - from.scale) * k);
  }
}
