/**
 * Dreizehn's playout (engine/playout.ts): the match's table (table.ts) changed in place by the
 * rules' steps through the one turn flow (steps.ts `dreizehnFlow`), journalled so that `undo`
 * takes back any number of moves. It holds no rule of its own.
 */
import { startRound, turnPlayer } from '../../engine/flow';
import type { Playout } from '../../engine/playout';
import { moveOf, type DreizehnMove, type DreizehnOptions, type DreizehnState } from './rules';
import { codeOf, dreizehnFlow, legalCodes, resultOf, settle, undoMove } from './steps';
import { blankTable, copyTable, loadTable, saveTable, type DreizehnTable } from './table';

const flow = dreizehnFlow;
const scratch = new Int32Array(96);

export const dreizehnPlayout: Playout<DreizehnState, DreizehnMove, DreizehnTable, DreizehnOptions> = {
  setup(options, seed) {
    const p = blankTable(options, seed, true);
    startRound(flow, p);
    return p;
  },
  load: (state) => loadTable(state, undefined, true),
  save(p) {
    settle(p);
    return saveTable(p);
  },
  copy: copyTable,
  actors(p, out) {
    if (p.turn < 0) return 0;
    out[0] = p.turn;
    return 1;
  },
  legal: legalCodes,
  apply: turnPlayer(flow),
  undo: undoMove,
  encode(p, seat, move) {
    const code = codeOf(move);
    const n = legalCodes(p, seat, scratch);
    for (let i = 0; i < n; i++) if (scratch[i] === code) return code;
    throw new Error(`dreizehn playout: ${move.card} onto board ${move.board + 1} is not legal for seat ${seat} now`);
  },
  decode: (_p, _seat, code) => moveOf((code / 3) | 0, code % 3),
  result: resultOf,
};
