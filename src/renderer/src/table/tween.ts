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
  done?: () => void;
}

export interface TweenTo {
  x?: number;
  y?: number;
  alpha?: number;
  scale?: number;
}

const ease = (t: number): number => 1 - (1 - t) ** 3;

export class Tweens {
  private readonly list: Tween[] = [];
  /** 1 is normal speed, 2 twice as fast, 0 no animation at all. */
  speed = 1;

  /** `wake` is called when a tween starts, so that the owner draws frames until they are done. */
  constructor(private readonly wake: () => void) {}

  get running(): boolean {
    return this.list.length > 0;
  }

  /** Moves `target` from where it is now to `to` in `ms` (scaled by the speed), after `delay` ms. */
  add(target: Container, to: TweenTo, ms: number, delay = 0, done?: () => void): void {
    const from = { x: target.x, y: target.y, alpha: target.alpha, scale: target.scale.x };
    const tween: Tween = { target, from, to: { x: to.x ?? from.x, y: to.y ?? from.y, alpha: to.alpha ?? from.alpha, scale: to.scale ?? from.scale }, delay, duration: ms, elapsed: 0, done };
    if (this.speed <= 0) {
      this.apply(tween, 1);
      done?.();
      return;
    }
    tween.delay /= this.speed;
    tween.duration /= this.speed;
    this.list.push(tween);
    this.wake();
  }

  /** Jumps every running tween to its end. */
  finish(): void {
    const all = this.list.splice(0);
    for (const tween of all) {
      this.apply(tween, 1);
      tween.done?.();
    }
  }

  /** Advances every tween by `ms` milliseconds. */
  step(ms: number): void {
    for (let i = this.list.length - 1; i >= 0; i--) {
      const tween = this.list[i] as Tween;
      if (tween.target.destroyed) {
        this.list.splice(i, 1);
        continue;
      }
      tween.elapsed += ms;
      const t = Math.min(1, Math.max(0, (tween.elapsed - tween.delay) / Math.max(1, tween.duration)));
      this.apply(tween, ease(t));
      if (t >= 1) {
        this.list.splice(i, 1);
        tween.done?.();
      }
    }
  }

  private apply(tween: Tween, k: number): void {
    const { target, from, to } = tween;
    if (target.destroyed) return;
    target.position.set(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k);
    target.alpha = from.alpha + (to.alpha - from.alpha) * k;
    target.scale.set(from.scale + (to.scale - from.scale) * k);
  }
}
