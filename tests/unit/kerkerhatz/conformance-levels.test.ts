import { describe, expect, it } from 'vitest';
import { kerkerhatz } from '../../../src/shared/games/kerkerhatz';
import type { Json } from '../../../src/shared/engine/types';
import { checkMatch } from '../support/conformance';

/**
 * The generic conformance suite enumerates option variants with integers at their default, so it
 * only ever builds level 1, which has no events. The same checks here cover every level.
 */
describe('kerkerhatz conformance on every level', () => {
  for (let level = 1; level <= 5; level++) {
    for (const players of [2, 3, 4]) {
      for (const manualFlip of [false, true]) {
        const config = { players, level, manualFlip, beginnerClock: level % 2 === 0 } as Json;
        it(`${JSON.stringify(config)}`, () => {
          let steps = 0;
          for (let m = 0; m < 12; m++) steps += checkMatch(kerkerhatz, config, 7000 + 100 * level + 10 * players + m, { full: m < 3, maxSteps: 20_000 });
          expect(steps).toBeGreaterThan(0);
        });
      }
    }
  }
});
