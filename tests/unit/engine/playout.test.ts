import { describe, expect, it } from 'vitest';
import { measurePlayoutThroughput, type Playout } from '../../../src/shared/engine/playout';
import type { Seat } from '../../../src/shared/engine/types';
import { checkPlayout } from '../support/playout-check';
import { sticks, type SticksMove, type SticksState } from '../support/sticks';

/** The sticks game as a playout: [players, left, turn, winner + 1, then the trail of `left, turn, winner + 1` per move]. */
interface Pile {
  cells: number[];
}

function sticksPlayout(bug?: 'takesOneLess' | 'reversedMoves' | 'forgetfulUndo'): Playout<SticksState, SticksMove, Pile> {
  return {
    load: (s) => ({ cells: [s.players, s.left, s.turn, s.winner === null ? 0 : s.winner + 1] }),
    save: ({ cells }) => ({
      players: cells[0] as number,
      left: cells[1] as number,
      turn: cells[2] as number,
      winner: (cells[3] as number) === 0 ? null : (cells[3] as number) - 1,
    }),
    copy: (p) => ({ cells: [...p.cells] }),
    actors: ({ cells }, out) => {
      if (cells[3] !== 0) return 0;
      out[0] = cells[2] as number;
      return 1;
    },
    legal: ({ cells }, seat, out) => {
      if (cells[3] !== 0 || seat !== cells[2]) return 0;
      const n = Math.min(3, cells[1] as number);
      for (let i = 0; i < n; i++) out[i] = bug === 'reversedMoves' ? n - i : i + 1;
      return n;
    },
    apply: ({ cells }, seat, move) => {
      cells.push(cells[1] as number, cells[2] as number, cells[3] as number);
      const left = (cells[1] as number) - (bug === 'takesOneLess' && move > 1 ? move - 1 : move);
      cells[1] = left;
      cells[2] = (seat + 1) % (cells[0] as number);
      cells[3] = left === 0 ? seat + 1 : 0;
    },
    undo: ({ cells }) => {
      const winner = cells.pop() as number;
      const turn = cells.pop() as number;
      const left = cells.pop() as number;
      if (bug === 'forgetfulUndo') return;
      cells[1] = left;
      cells[2] = turn;
      cells[3] = winner;
    },
    encode: (_p, _seat: Seat, move) => move.count,
    decode: (_p, _seat: Seat, code) => ({ type: 'take', count: code }),
    result: (p) => sticks.result(sticksPlayout().save(p)),
  };
}

describe('the playout differential check', () => {
  const check = {
    configs: [
      { players: 2, sticks: 15 },
      { players: 2, sticks: 40 },
    ],
    matches: 20,
  };

  it('passes a playout that follows the rules', () => {
    expect(checkPlayout(sticks, sticksPlayout(), check)).toBeGreaterThan(100);
  });

  it('finds a move that changes the state differently', () => {
    expect(() => checkPlayout(sticks, sticksPlayout('takesOneLess'), check)).toThrow(/differ/);
  });

  it('finds legal moves listed in another order', () => {
    expect(() => checkPlayout(sticks, sticksPlayout('reversedMoves'), check)).toThrow(/legal moves differ/);
  });

  it('finds an undo that does not take the move back', () => {
    expect(() => checkPlayout(sticks, sticksPlayout('forgetfulUndo'), check)).toThrow(/undo differ/);
  });

  it('measures random playouts through it', () => {
    const r = measurePlayoutThroughput(sticks, sticksPlayout(), 2, 0.05);
    expect(r.matches).toBeGreaterThan(0);
    expect(r.moves).toBeGreaterThanOrEqual(r.matches * 5);
  });
});
