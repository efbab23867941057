/**
 * Sound effects made in code with WebAudio: no sound files to ship or license. A card laid down
 * is a short filtered noise, a pot boiling over a falling tone with a hiss, your turn a soft bell.
 */
import { audioContext, noise, tone } from './synth';

export type SoundKind = 'card' | 'boil' | 'turn' | 'round' | 'win';

export class Sound {
  muted = false;

  play(kind: SoundKind): void {
    if (this.muted) return;
    const ctx = audioContext();
    if (!ctx) return;
    const now = ctx.currentTime;
    switch (kind) {
      case 'card':
        noise(ctx, now, 0.06, 1800, 0.25);
        return;
      case 'boil':
        noise(ctx, now, 0.5, 900, 0.25);
        tone(ctx, now, 420, 140, 0.45, 0.18, 'sawtooth');
        return;
      case 'turn':
        tone(ctx, now, 880, 880, 0.25, 0.12, 'sine');
        tone(ctx, now + 0.12, 1320, 1320, 0.3, 0.08, 'sine');
        return;
      case 'round':
        [523, 659, 784].forEach((f, i) => tone(ctx, now + i * 0.11, f, f, 0.3, 0.12, 'triangle'));
        return;
      case 'win':
        [523, 659, 784, 1047].forEach((f, i) => tone(ctx, now + i * 0.14, f, f, 0.45, 0.14, 'triangle'));
        return;
      default: {
        const never: never = kind;
        throw new Error(`unknown sound ${String(never)}`);
      }
    }
  }
}
