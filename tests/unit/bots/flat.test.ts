import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import { flatDecision } from '../../../src/shared/bots/flat';
import type { SearchSpec } from '../../../src/shared/bots/search';
import { playPairing } from '../../../src/shared/bots/tournament';
import { CATALOG } from '../../../src/shared/catalog';
import type { BaseOptions } from '../../../src/shared/engine/types';

/**
 * A one-seat race: a move adds its number to a running sum, the playout then adds a random 0 or 1
 * for three more moves, and the reward is the sum's share of the highest sum possible. Moving 3 is
 * best on average; the hidden "card" (the sample) is the playout's luck only.
 */
interface Race {
  sum: number;
  moves: number;
}

function counting(): { spec: SearchSpec<Race, number, null>; samples: () => number } {
  let samples = 0;
  const spec: SearchSpec<Race, number, null> = {
    rules: { toAct: () => [0], apply: (state, _seat, move) => ({ sum: state.sum + move, moves: state.moves + 1 }) },
    determinize: () => {
      samples++;
      return { sum: 0, moves: 0 };
    },
    rollout: (_state, _seat, rng) => rng.int(2),
    payoff: (_root, state) => (state.moves >= 4 ? [state.sum / 6] : null),
    key: String,
  };
  return { spec, samples: () => samples };
}

describe('flat Monte Carlo reference', () => {
  it('picks the move with the best mean reward over its samples', () => {
    const { spec } = counting();
    expect(flatDecision(spec, null, 0, [1, 2, 3], { moves: 400, capMs: 10_000 }, createRng(1))).toBe(3);
  });

  it('spends its budget in moves applied: every sample plays each move once, four moves a playout here', () => {
    const { spec, samples } = counting();
    flatDecision(spec, null, 0, [1, 2, 3], { moves: 120, capMs: 10_000 }, createRng(1));
    // 12 moves per sample (3 moves × 4 applied): 120 moves are 10 samples.
    expect(samples()).toBe(10);
  });

  it('looks only at the moves that are legal for the real seat, even if a sample lists others', () => {
    const { spec } = counting();
    expect(flatDecision({ ...spec, candidates: () => [1, 2, 3, 9] }, null, 0, [1, 2], { moves: 400, capMs: 10_000 }, createRng(2))).toBe(2);
  });

  it("plays as a tournament level against a game's own levels", () => {
    const game = CATALOG.get('dreizehn');
    const options = game.parseOptions({ players: 3 }) as BaseOptions;
    const result = playPairing({ game, options, games: 3, seed: 5, config: { budgetMs: 1 }, referees: game.referees }, 'flatmc', 'random');
    expect(result.games).toBe(3);
    expect(result.latency.flatmc?.count).toBeGreaterThan(0);
  });
});
