import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/shared/engine/registry';

describe('conformance coverage', () => {
  it('every registered game has its conformance suite', () => {
    for (const game of GAMES) {
      expect(existsSync(new URL(`./${game.id}.test.ts`, import.meta.url)), `tests/unit/conformance/${game.id}.test.ts`).toBe(true);
    }
  });
});
