/**
 * Sound effects made in code with WebAudio: no sound files to ship or license. A card laid down
 * is a short filtered noise, a pot boiling over a falling tone with a hiss, your turn a soft bell.
 */
export type SoundKind = 'card' | 'boil' | 'turn' | 'round' | 'win';

export class Sound {
  private context: AudioContext | null = null;
  muted = false;

  play(kind: SoundKind): void {
    if (this.muted) return;
    const ctx = this.audio();
    if (!ctx) return;
    const now = ctx.currentTime;
    switch (kind) {
      case 'card':
        this.noise(ctx, now, 0.06, 1800, 0.25);
        return;
      case 'boil':
        this.noise(ctx, now, 0.5, 900, 0.25);
        this.tone(ctx, now, 420, 140, 0.45, 0.18, 'sawtooth');
        return;
      case 'turn':
        this.tone(ctx, now, 880, 880, 0.25, 0.12, 'sine');
        this.tone(ctx, now + 0.12, 1320, 1320, 0.3, 0.08, 'sine');
        return;
      case 'round':
        [523, 659, 784].forEach((f, i) => this.tone(ctx, now + i * 0.11, f, f, 0.3, 0.12, 'triangle'));
        return;
      case 'win':
        [523, 659, 784, 1047].forEach((f, i) => this.tone(ctx, now + i * 0.14, f, f, 0.45, 0.14, 'triangle'));
        return;
      default: {
        const never: never = kind;
        throw new Error(`unknown sound ${String(never)}`);
      }
    }
  }

  private audio(): AudioContext | null {
    if (this.context) return this.context;
    const Ctor = window.AudioContext;
    if (!Ctor) return null;
    this.context = new Ctor();
    return this.context;
  }

  private tone(ctx: AudioContext, at: number, from: number, to: number, length: number, volume: number, type: OscillatorType): void {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(from, at);
    osc.frequency.exponentialRampToValueAtTime(to, at + length);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + length + 0.05);
  }

  private noise(ctx: AudioContext, at: number, length: number, cutoff: number, volume: number): void {
    const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * length), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 2;
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    const filter = ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = cutoff;
    const gain = ctx.createGain();
    gain.gain.value = volume;
    source.connect(filter).connect(gain).connect(ctx.destination);
    source.start(at);
  }
}
