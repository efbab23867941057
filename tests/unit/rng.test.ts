import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, seedFromText, shuffled } from '../../src/shared/cards';

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
});
