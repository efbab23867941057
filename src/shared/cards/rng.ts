/**
 * The one source of randomness in the rules: **sfc32** (Chris Doty-Humphrey's "small fast
 * counting" generator from PractRand), seeded through **splitmix32**. Only 32-bit integer
 * arithmetic (`Math.imul`, `>>> 0`), so the same seed deals the same cards on every platform and
 * JavaScript engine. Golden values in tests/unit/rng.test.ts pin the sequence.
 *
 * Games keep only the match seed in their state and derive one seed per purpose
 * (`deriveSeed(seed, 'deal', round)`), so a state never carries a generator around.
 */

export type Seed = number;

export interface Rng {
  /** Next uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, bound), without modulo bias. */
  int(bound: number): number;
}

function splitmix32(state: number): [value: number, next: number] {
  const next = (state + 0x9e3779b9) >>> 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return [(z ^ (z >>> 15)) >>> 0, next];
}

/**
 * sfc32's four words live in a Uint32Array of one object with its methods on the prototype:
 * creating a generator (once per deal) makes no closures, and the words are stored raw (as plain
 * fields, values above 2^31 would be boxed numbers). A typed array also does the `mod 2^32` of
 * every store.
 */
class Sfc32 implements Rng {
  /** a, b, c, d: raw unsigned words, no boxed numbers. */
  private readonly s = new Uint32Array(4);

  constructor(seed: Seed) {
    let s = seed >>> 0;
    for (let i = 0; i < 3; i++) {
      const [value, next] = splitmix32(s);
      this.s[i] = value;
      s = next;
    }
    this.s[3] = 1;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const s = this.s;
    const a = s[0] as number;
    const b = s[1] as number;
    const c = s[2] as number;
    const d = ((s[3] as number) + 1) >>> 0;
    s[3] = d;
    const t = (((a + b) >>> 0) + d) >>> 0;
    s[0] = b ^ (b >>> 9);
    s[1] = c + (c << 3);
    s[2] = (((c << 21) | (c >>> 11)) >>> 0) + t;
    return t;
  }

  next(): number {
    return this.nextUint32() / 4294967296;
  }

  int(bound: number): number {
    if (!Number.isInteger(bound) || bound <= 0 || bound > 4294967296) throw new RangeError(`bad bound ${bound}`);
    if (bound === 4294967296) return this.nextUint32();
    // Rejection sampling: a value in the incomplete last block of `bound` values is drawn again.
    // `value - rest` is the start of its block, and the block is complete when it ends within
    // 2^32. Both operands are unsigned 32-bit, so the engine's remainder is one integer division.
    const b = bound >>> 0;
    for (;;) {
      const value = this.nextUint32();
      const rest = value % b;
      if (value - rest <= 4294967296 - b) return rest;
    }
  }
}

export function createRng(seed: Seed): Rng {
  return new Sfc32(seed);
}

/** Mixes a seed with labels into a new, independent seed (FNV-1a over the labels, then splitmix32). */
export function deriveSeed(seed: Seed, ...labels: (string | number)[]): Seed {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (const label of labels) {
    const text = `${typeof label}:${label};`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return splitmix32(h)[0];
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
