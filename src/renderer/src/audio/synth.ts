/**
 * The two instruments every sound of Kartenstube is made of, on one shared WebAudio context: a
 * gliding tone and a burst of filtered noise. No sound files to ship or license. The context runs
 * only while something sounds (see `sounding`).
 */
let context: AudioContext | null = null;

/** The page's audio context, made on first use (browsers allow it after a user gesture); null without WebAudio. */
export function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** How long (s) the context runs on after the last sound has ended before it rests. */
const LINGER_S = 1;
/** When (in the context's time) the last sound scheduled so far ends. */
let busyUntil = 0;
let rest: ReturnType<typeof setTimeout> | null = null;

/**
 * Keeps the context running until `end` (its time), and rests it a moment after: a running
 * context keeps the browser's audio threads busy, silence or not (about 3 % of a core on a
 * table where nothing sounds). A rested context keeps its time, so a sound scheduled while it
 * wakes plays as soon as it runs.
 */
function sounding(ctx: AudioContext, end: number): void {
  busyUntil = Math.max(busyUntil, end);
  if (ctx.state === 'suspended') ctx.resume().catch(() => undefined);
  if (rest !== null) clearTimeout(rest);
  rest = setTimeout(
    () => {
      rest = null;
      ctx.suspend().catch(() => undefined);
    },
    (Math.max(0, busyUntil - ctx.currentTime) + LINGER_S) * 1000,
  );
}

/** A tone gliding from one frequency to another, with a short attack and an exponential fade. */
export function tone(ctx: AudioContext, at: number, from: number, to: number, length: number, volume: number, type: OscillatorType, attack = 0.02): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, at);
  osc.frequency.exponentialRampToValueAtTime(to, at + length);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.05);
  sounding(ctx, at + length + 0.05);
}

/** A burst of noise through a band-pass filter, fading out: a card laid down, a hiss. */
export function noise(ctx: AudioContext, at: number, length: number, cutoff: number, volume: number): void {
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
  sounding(ctx, at + length);
}
