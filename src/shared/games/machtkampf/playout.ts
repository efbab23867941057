/**
 * Machtkampf's playout (engine/playout.ts): the match's table (table.ts) changed in place by the
 * rules' steps through the one turn flow (steps.ts `machtkampfFlow`), journalled so that `undo`
 * takes back any number of moves. It holds no rule of its own.
 */
import { startRound, turnPlayer } from '../../engine/flow';
import type { Playout } from '../../engine/playout';
import { cardId } from './cards';
import { cardsCode } from './plays';
import type { MachtkampfMove, MachtkampfOptions, MachtkampfState } from './state';
import { CALL_CODE, GIVE_BACK, PASS_CODE, legalCodes, machtkampfFlow, moveOfCode, resultOf, undoMove } from './steps';
import { OVER, blankTable, copyTable, loadInto, loadTable, saveTable, type MachtkampfTable } from './table';

const flow = machtkampfFlow;

/** The code of a move, unchecked: for a search that only applies moves it listed itself. */
export function moveCode(move: MachtkampfMove): number {
  switch (move.type) {
    case 'pass':
      return PASS_CODE;
    case 'callLastCard':
      return CALL_CODE;
    case 'giveBack':
      return GIVE_BACK + cardId(move.card);
    case 'play':
      return cardsCode(move.cards);
    default: {
      const never: never = move;
      throw new Error(`unknown move ${JSON.stringify(never)}`);
    }
  }
}

/** Loads a JSON state into `into` when given (a search reuses one sample), else into a new journalling table. */
export function loadPlayout(state: MachtkampfState, into?: MachtkampfTable): MachtkampfTable {
  return into && into.players === state.options.players ? loadInto(into, state) : loadTable(state, true);
}

const listed = new Int32Array(4096);

export const machtkampfPlayout: Playout<MachtkampfState, MachtkampfMove, MachtkampfTable, MachtkampfOptions> = {
  setup(options, seed) {
    const t = blankTable(options, seed, true);
    startRound(flow, t);
    return t;
  },
  load: (state) => loadTable(state, true),
  save: (t) => saveTable(t),
  copy: (t, into) => copyTable(t, into && into.players === t.players ? into : blankTable(t.options, t.seed, true)),
  actors(t, out) {
    if (t.phase === OVER || t.turn < 0) return 0;
    out[0] = t.turn;
    return 1;
  },
  legal: legalCodes,
  apply: turnPlayer(flow),
  undo: undoMove,
  encode(t, seat, move) {
    const cards = move.type === 'play' ? move.cards : [];
    for (let i = 1; i < cards.length; i++) if (cardId(cards[i]) < cardId(cards[i - 1])) throw new Error('machtkampf playout: a play not in single-card order');
    const code = cards.some((card) => cardId(card) < 0) ? -1 : moveCode(move);
    const n = legalCodes(t, seat, listed);
    for (let i = 0; i < n; i++) if (listed[i] === code) return code;
    throw new Error(`machtkampf playout: ${JSON.stringify(move)} is not legal for seat ${seat}`);
  },
  decode: (_t, _seat, code) => moveOfCode(code),
  result: resultOf,
};
