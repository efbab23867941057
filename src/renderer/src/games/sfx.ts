/**
 * The extra sounds of the real-time table, made in code like the shell's: the clock's tick, the
 * boss's sting, the alarm of an event. Quiet unless the player's sound setting is on.
 */
export type Effect = 'tick' | 'sting' | 'alarm' | 'defeat';

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

function tone(ctx: AudioContext, at: number, from: number, to: number, length: number, volume: number, type: OscillatorType): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, at);
  osc.frequency.exponentialRampToValueAtTime(to, at + length);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.05);
}

export function playEffect(effect: Effect, on: boolean): void {
  if (!on) return;
  const ctx = audio();
  if (!ctx) return;
  const now = ctx.currentTime;
  switch (effect) {
    case 'tick':
      tone(ctx, now, 2200, 1800, 0.03, 0.08, 'square');
      return;
    case 'sting':
      [196, 185, 147].forEach((f, i) => tone(ctx, now + i * 0.18, f, f * 0.98, 0.5, 0.2, 'sawtooth'));
      tone(ctx, now + 0.55, 98, 73, 1.2, 0.25, 'sawtooth');
      return;
    case 'alarm':
      [880, 660, 880, 660].forEach((f, i) => tone(ctx, now + i * 0.12, f, f, 0.1, 0.12, 'square'));
      return;
    case 'defeat':
      tone(ctx, now, 330, 110, 0.35, 0.15, 'triangle');
      return;
    default: {
      const never: never = effect;
      throw new Error(`unknown effect ${String(never)}`);
    }
  }
}
