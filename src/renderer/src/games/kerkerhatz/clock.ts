/**
 * Kerkerhatz's clock and the event's countdown between views: the digits run on from the host's
 * last word, tick louder and faster as time runs out, and the Pixi table's clock and ring follow.
 */
import type { KerkerhatzView } from '../../../../shared/games/kerkerhatz';
import { formatNumber } from '../../../../shared/i18n';
import type { AppContext } from '../../table/context';
import { motionInEffect } from '../../app/settings';
import { h } from '../../ui/dom';
import { playEffect } from './sfx';
import { clockNow, clockShown, formatClock, tickEvery, urgency } from './model';
import type { ClockLook, KerkerhatzScene } from './scene';

export class KhClock {
  private clockEl: HTMLElement | null = null;
  private windowEl: HTMLElement | null = null;
  private nextTick = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly scene: KerkerhatzScene | null,
  ) {}

  /** The clock's element for a new drawing of the table (tick fills in the digits). */
  face(): HTMLElement {
    this.clockEl = h('p', { className: 'kh-clock', role: 'timer', 'aria-label': this.ctx.tr('kerkerhatz.clock') });
    return this.clockEl;
  }

  /** The event's countdown for a new drawing of the table, while an event waits for a queen (else none). */
  countdown(shown: boolean): HTMLElement | null {
    this.windowEl = shown ? h('span', { className: 'kh-countdown' }) : null;
    return this.windowEl;
  }

  /** Updates the clock and the event countdown between views; ticks faster as time runs out. */
  tick(view: KerkerhatzView | null, receivedAt: number): void {
    if (!view || !this.clockEl) return;
    const now = Date.now();
    const ms = clockNow(view, receivedAt, now);
    const level = view.phase === 'won' || view.phase === 'lost' || view.clock.status !== 'running' ? 'calm' : urgency(ms);
    const digits = ms === null ? '∞' : formatClock(ms);
    if (this.clockEl.textContent !== digits) this.clockEl.textContent = digits;
    this.clockEl.dataset.urgency = level;
    const every = tickEvery(level);
    if (every !== null && now >= this.nextTick) {
      playEffect('tick', this.ctx.settings.sound);
      this.nextTick = now + every;
    }
    const look: ClockLook = view.clock.status === 'paused' ? 'paused' : ms === null ? 'off' : level;
    this.scene?.setClock(digits, look, clockShown(level, now, motionInEffect(this.ctx.settings) === 'off'));
    if (this.windowEl && view.windowEndsAt !== null) {
      const left = Math.max(0, view.windowEndsAt - view.now - (now - receivedAt));
      const seconds = formatNumber(this.ctx.settings.lang, left / 1000, 1);
      this.windowEl.textContent = seconds;
      this.windowEl.style.setProperty('--left', String(left / view.options.eventWindowMs));
      this.scene?.setRing(left / view.options.eventWindowMs, seconds);
    }
  }
}
