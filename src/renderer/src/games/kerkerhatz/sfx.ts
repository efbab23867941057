/**
 * The extra sounds of the real-time table, made in code like the shell's: the clock's tick, the
 * boss's sting, the alarm of an event. Quiet unless the player's sound setting is on.
 */
import { audioContext, tone } from '../../audio/synth';

export type Effect = 'tick' | 'sting' | 'alarm' | 'defeat';

export function playEffect(effect: Effect, on: boolean): void {
  if (!on) return;
  const ctx = audioContext();
  if (!ctx) return;
  const now = ctx.currentTime;
  switch (effect) {
    case 'tick':
      tone(ctx, now, 2200, 1800, 0.03, 0.08, 'square', 0.01);
      return;
    case 'sting':
      [196, 185, 147].forEach((f, i) => tone(ctx, now + i * 0.18, f, f * 0.98, 0.5, 0.2, 'sawtooth', 0.01));
      tone(ctx, now + 0.55, 98, 73, 1.2, 0.25, 'sawtooth', 0.01);
      return;
    case 'alarm':
      [880, 660, 880, 660].forEach((f, i) => tone(ctx, now + i * 0.12, f, f, 0.1, 0.12, 'square', 0.01));
      return;
    case 'defeat':
      tone(ctx, now, 330, 110, 0.35, 0.15, 'triangle', 0.01);
      return;
    default: {
      const never: never = effect;
      throw new Error(`unknown effect ${String(never)}`);
    }
  }
}
