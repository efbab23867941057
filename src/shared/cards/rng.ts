/**
 * The one source of randomness in the rules: **sfc32** (Chris Doty-Humphrey's "small fast
 * counting" generator from PractRand), seeded through **splitmix32**. Only 32-bit integer
 * arithmetic (`Math.imul`, `>>> 0`), so the same seed deals the same cards on every platform and
 * JavaScript engine. Golden values in tests/unit/rng.test.ts pin the sequence.
 *
 * Games keep only the match seed in their state and derive one seed per purpose
 * (`deriveSeed(seed, 'deal', round)`), so a state never carries a generator around.
 *
 * A seed comes in two widths, both plain JSON:
 * - a **wide seed**, 32 hex digits (128 bits): what the host gives every match, from the operating
 *   system's CSPRNG. It fills sfc32's whole 128-bit state, and the seeds derived from it are wide
 *   too, so neither the match seed nor any deal's seed can be found by searching from one's own
 *   hand (2^128 candidates);
 * - a **number** (an unsigned 32-bit integer): the seeds of saves written before wide seeds, and the
 *   simulator's `--seed N`. They expand through splitmix32 exactly as they always did, so an old save
 *   replays and a simulation gives the same figures as before.
 */

export type Seed = number | string;

const WIDE_SEED = /^[0-9a-f]{32}$/;

/** A number seed (unsigned 32-bit) or a wide one (32 lower-case hex digits). */
export function isSeed(value: unknown): value is Seed {
  return (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffffff) || (typeof value === 'string' && WIDE_SEED.test(value));
}

/** A wide seed from 16 bytes (e.g. `randomBytes(16)`). */
export function wideSeed(bytes: Uint8Array): Seed {
  if (bytes.length !== 16) throw new RangeError(`a wide seed takes 16 bytes, not ${bytes.length}`);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A wide seed's four 32-bit words. */
function seedWords(seed: string): [number, number, number, number] {
  if (!WIDE_SEED.test(seed)) throw new RangeError(`bad seed ${JSON.stringify(seed)}: 32 hex digits expected`);
  return [0, 8, 16, 24].map((i) => parseInt(seed.slice(i, i + 8), 16) >>> 0) as [number, number, number, number];
}

function wordsToSeed(words: readonly number[]): string {
  return words.map((w) => (w >>> 0).toString(16).padStart(8, '0')).join('');
}

export interface Rng {
  /** Next uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, bound), without modulo bias. */
  int(bound: number): number;
}

/** splitmix32's output for the state after `state`: the value half of `splitmix32`, with no pair to allocate. */
function splitmixValue(state: number): number {
  let z = (state + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

function splitmix32(state: number): [value: number, next: number] {
  return [splitmixValue(state), (state + 0x9e3779b9) >>> 0];
}

/**
 * sfc32's four words are four fields of one object with its methods on the prototype: creating a
 * generator (once per deal, once per bot decision) makes no closures and no buffer. The words are
 * kept as signed 32-bit integers (`| 0`), which V8 stores unboxed; unsigned words above 2^31 would
 * be boxed numbers. The output is the same word read unsigned (`>>> 0`).
 */
class Sfc32 implements Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  /** The counter. */
  private d = 0;

  constructor(seed: Seed) {
    this.reseed(seed);
  }

  /** Starts the generator afresh from `seed`, exactly as a new one would. */
  reseed(seed: Seed): void {
    if (typeof seed === 'string') {
      // All 128 bits go into the state: a, b, c and the counter d.
      const [a, b, c, d] = seedWords(seed);
      this.a = a | 0;
      this.b = b | 0;
      this.c = c | 0;
      this.d = d | 0;
    } else {
      // a, b, c: three splitmix32 outputs from the seed; the counter starts at 1.
      const s = seed >>> 0;
      this.a = splitmixValue(s) | 0;
      this.b = splitmixValue((s + 0x9e3779b9) >>> 0) | 0;
      this.c = splitmixValue((s + 2 * 0x9e3779b9) >>> 0) | 0;
      this.d = 1;
    }
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = (this.d + 1) | 0;
    this.d = d;
    const t = (a + b + d) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.nextUint32() / 4294967296;
  }

  int(bound: number): number {
    if (!Number.isInteger(bound) || bound <= 0 || bound > 4294967296) throw new RangeError(`bad bound ${bound}`);
    if (bound === 4294967296) return this.nextUint32();
    // Rejection sampling: a value in the incomplete last block of `bound` values is drawn again.
    // `value - rest` is the start of its block, and the block is complete when it ends within
    // 2^32. The remainder comes from a floating-point division: V8 computes `%` of numbers above
    // 2^31 as a slow float remainder (a shuffle took three times as long). It is exact: for integers
    // below 2^32 the quotient's rounding never reaches the next integer, and `floor(value / b) · b`
    // is at most `value`, an integer a double holds exactly.
    const b = bound >>> 0;
    for (;;) {
      const value = this.nextUint32();
      const rest = value - Math.floor(value / b) * b;
      if (value - rest <= 4294967296 - b) return rest;
    }
  }
}

export function createRng(seed: Seed): Rng {
  return new Sfc32(seed);
}

/** One generator reseeded for every `firstDraw`, so that a single draw allocates nothing. */
const SCRATCH = new Sfc32(0);

/** `createRng(seed).next()`: the first draw of a seed's stream, without making a generator (the match driver's reaction times). */
export function firstDraw(seed: Seed): number {
  SCRATCH.reseed(seed);
  return SCRATCH.next();
}

function fnvText(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const SEMICOLON = 0x3b;

/** FNV-1a of the decimal digits of a whole number below 2^31, most significant first: `String(n)` without the string. */
function fnvDigits(h: number, n: number): number {
  let unit = 1;
  while (unit * 10 <= n) unit *= 10;
  for (; unit >= 1; unit /= 10) {
    h ^= 0x30 + (((n / unit) | 0) % 10);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** FNV-1a of one number label's text `number:${n};`. */
function hashNumber(h: number, n: number): number {
  h = fnvText(h, 'number:');
  h = Number.isInteger(n) && n >= 0 && n < 0x80000000 ? fnvDigits(h, n) : fnvText(h, String(n));
  h ^= SEMICOLON;
  return Math.imul(h, 0x01000193) >>> 0;
}

/**
 * FNV-1a over the labels' texts `${typeof label}:${label};`, starting from `h`. The texts are
 * hashed as they are read, never built: seats, log indices and purposes are hashed per decision in
 * every match, and the strings were most of the cost. Numbers other than whole ones below 2^31
 * (none of the engine's) are hashed through their text.
 */
function hashLabels(h: number, labels: readonly (string | number)[]): number {
  for (const label of labels) {
    if (typeof label === 'number') {
      h = hashNumber(h, label);
      continue;
    }
    h = fnvText(fnvText(h, 'string:'), label);
    h ^= SEMICOLON;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Where the labels' hash of a seed starts. */
function hashStart(seed: Seed): number {
  return typeof seed === 'number' ? (seed ^ 0x811c9dc5) >>> 0 : 0x811c9dc5;
}

/** The seed derived from `seed` whose labels hash to `h`. */
function seedOfHash(seed: Seed, h: number): Seed {
  if (typeof seed === 'number') return splitmixValue(h);
  const words = seedWords(seed).map((w) => {
    const [value, next] = splitmix32(h);
    h = next;
    return (w ^ value) >>> 0;
  });
  const rng = new Sfc32(wordsToSeed(words));
  return wordsToSeed([rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()]);
}

/**
 * Mixes a seed with labels into a new, independent seed of the same width. A number: FNV-1a over
 * the labels, then splitmix32 (as always). A wide seed: the labels' hash, spread by splitmix32 over
 * the four words, is mixed into them and sfc32 itself runs them through its warm-up; its next four
 * outputs are the new seed, each of which depends on all 128 bits.
 */
export function deriveSeed(seed: Seed, ...labels: (string | number)[]): Seed {
  return seedOfHash(seed, hashLabels(hashStart(seed), labels));
}

/** A seed with its first labels hashed once, for loops that derive a seed per decision (see `deriveSeedAfter`). */
export interface SeedPrefix {
  readonly seed: Seed;
  readonly hash: number;
}

export function seedPrefix(seed: Seed, ...labels: (string | number)[]): SeedPrefix {
  return { seed, hash: hashLabels(hashStart(seed), labels) };
}

/** `deriveSeed(seed, ...labels, a, b, c)` for the prefix `seedPrefix(seed, ...labels)` and three numbers (seat, log index, …). */
export function deriveSeedAfter(prefix: SeedPrefix, a: number, b: number, c: number): Seed {
  return seedOfHash(prefix.seed, hashNumber(hashNumber(hashNumber(prefix.hash, a), b), c));
}

/** A seed from any text (e.g. a CLI flag or a room name). */
export function seedFromText(text: string): Seed {
  return deriveSeed(0, text);
}

/** Fisher–Yates shuffle into a new array; the input is not touched. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

export function shuffled<T>(items: readonly T[], seed: Seed): T[] {
  return shuffle(items, createRng(seed));
}
