import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, seedFromText, shuffled } from '../../src/shared/cards';
import { deriveSeedAfter, firstDraw, isSeed, seedPrefix, wideSeed } from '../../src/shared/cards/rng';
import { CATALOG } from '../../src/shared/catalog';

describe('seeded RNG (sfc32 seeded by splitmix32)', () => {
  it('produces the pinned sequence for seed 1, on every platform', () => {
    const rng = createRng(1);
    // From the published sfc32 (PractRand) with a=b=c from splitmix32(1), d=1, 12 discarded outputs.
    expect(Array.from({ length: 5 }, () => rng.nextUint32())).toEqual([1221702132, 322721759, 468688191, 1077941919, 1513487370]);
  });

  it('shuffles deterministically and keeps every element', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffled(items, 99)).toEqual(shuffled(items, 99));
    expect(shuffled(items, 99)).not.toEqual(items);
    expect([...shuffled(items, 99)].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled(items, 7)).toMatchInlineSnapshot(`
      [
        1,
        15,
        6,
        8,
        0,
        16,
        12,
        14,
        4,
        2,
        13,
        7,
        10,
        19,
        11,
        9,
        5,
        3,
        18,
        17,
      ]
    `);
  });

  it('int(bound) stays in range and is roughly uniform', () => {
    const rng = createRng(3);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
    expect(() => rng.int(0)).toThrow(RangeError);
  });

  it('derived seeds differ by label and are stable', () => {
    expect(deriveSeed(1, 'deal', 0)).toBe(deriveSeed(1, 'deal', 0));
    expect(deriveSeed(1, 'deal', 0)).not.toBe(deriveSeed(1, 'deal', 1));
    expect(deriveSeed(1, 'deal', 1)).not.toBe(deriveSeed(1, 'deal', '1'));
    expect(seedFromText('abc')).toBe(seedFromText('abc'));
  });

  it('a derived number seed is splitmix32 of FNV-1a over the labels\' texts ("number:5;string:deal;"), for every kind of label', () => {
    // The definition, written out the slow way: the engine hashes the same bytes without building the texts.
    const byText = (seed: number, labels: (string | number)[]): number => {
      let h = (seed ^ 0x811c9dc5) >>> 0;
      const text = labels.map((label) => `${typeof label}:${label};`).join('');
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
      let z = (h + 0x9e3779b9) >>> 0;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    const labelSets: (string | number)[][] = [
      [],
      ['deal', 0],
      ['bot', 3, 1234, 0],
      ['pace', 'refused2', 9, 10, 99],
      [0, 1, 9, 10, 11, 99, 100, 101, 999_999, 2 ** 31 - 1, 2 ** 31, 2 ** 40],
      [-1, -0, 1.5, 1e21, Number.NaN],
      ['', 'Überkochen ♥', '🂡'],
    ];
    for (const seed of [0, 1, 77, 0xffffffff])
      for (const labels of labelSets) expect(deriveSeed(seed, ...labels), `${seed} ${labels.join(',')}`).toBe(byText(seed, labels));
  });

  it('a seed derived after a prefix is the seed derived from all the labels at once', () => {
    for (const seed of [0, 99, 0xffffffff, '0123456789abcdeffedcba9876543210']) {
      for (const [a, b, c] of [
        [0, 0, 0],
        [3, 152, 1],
        [9, 10, 99],
        [2 ** 31, -1, 0.5],
      ] as const) {
        expect(deriveSeedAfter(seedPrefix(seed, 'bot'), a, b, c)).toBe(deriveSeed(seed, 'bot', a, b, c));
        expect(deriveSeedAfter(seedPrefix(seed, 'pace', 'changed'), a, b, c)).toBe(deriveSeed(seed, 'pace', 'changed', a, b, c));
      }
    }
  });

  it('the first draw of a seed is the first number its generator gives', () => {
    for (const seed of [0, 5, 0xffffffff, '0123456789abcdeffedcba9876543210']) expect(firstDraw(seed)).toBe(createRng(seed).next());
  });
});

describe('wide seeds (128 bits)', () => {
  const SEED = '0123456789abcdeffedcba9876543210';

  it('fill the whole generator state and give a pinned sequence on every platform', () => {
    const rng = createRng(SEED);
    // a, b, c, d = the seed's four words, then 12 discarded outputs.
    expect(Array.from({ length: 5 }, () => rng.nextUint32())).toEqual([476478600, 914517974, 1575692763, 1897246726, 255249785]);
  });

  it('derive wide seeds, pinned, one per purpose', () => {
    expect(deriveSeed(SEED, 'deal', 0)).toBe('8bf51b1cdc721462f6d371468b8461de');
    expect(deriveSeed(SEED, 'deal', 1)).toBe('1bf253782131f9d2a83254e66252c6e5');
  });

  it('a seed that differs in any one bit of 128 deals differently, and its derived seeds differ too', () => {
    const base = shuffled(
      Array.from({ length: 52 }, (_, i) => i),
      SEED,
    );
    for (let bit = 0; bit < 128; bit++) {
      const digits = SEED.split('');
      const at = Math.floor(bit / 4);
      digits[at] = (parseInt(digits[at] as string, 16) ^ (1 << (bit % 4))).toString(16);
      const other = digits.join('');
      expect(
        shuffled(
          Array.from({ length: 52 }, (_, i) => i),
          other,
        ),
        `bit ${bit}`,
      ).not.toEqual(base);
      expect(deriveSeed(other, 'deal', 0), `bit ${bit}`).not.toBe(deriveSeed(SEED, 'deal', 0));
    }
  });

  it('come from 16 bytes and are plain JSON: 32 lower-case hex digits', () => {
    expect(wideSeed(new Uint8Array(16).fill(0xab))).toBe('ab'.repeat(16));
    expect(() => wideSeed(new Uint8Array(4))).toThrow(/16 bytes/);
    expect(isSeed('ab'.repeat(16))).toBe(true);
    expect(isSeed(3141592653)).toBe(true);
    for (const bad of ['AB'.repeat(16), 'ab'.repeat(15), 'xyz', -1, 2 ** 32, 1.5, null]) expect(isSeed(bad), String(bad)).toBe(false);
    expect(() => createRng('not hex')).toThrow(/32 hex digits/);
  });

  it('set up every game, and the same wide seed sets up the same match', () => {
    for (const game of CATALOG.games) {
      const options = game.parseOptions({ players: game.minPlayers });
      expect(game.setup(options, SEED), game.id).toEqual(game.setup(options, SEED));
      expect(game.setup(options, SEED), game.id).not.toEqual(game.setup(options, deriveSeed(SEED, 'other')));
    }
  });
});
