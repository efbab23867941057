/**
 * Überkochen's playout (engine/playout.ts): the match's table (table.ts) changed in place by the
 * rules' steps through the one turn flow (steps.ts `ueberkochenFlow`), journalled so that `undo`
 * takes back any number of moves. It holds no rule of its own.
 */
import { startRound, turnPlayer } from '../../engine/flow';
import type { Playout } from '../../engine/playout';
import { codeOfCard, isUeberkochenCard, MOVE_CODES, MOVE_OF_CODE, POTS, type UeberkochenMove, type UeberkochenOptions, type UeberkochenState } from './rules';
import { legalCodes, resultOf, ueberkochenFlow, undoMove } from './steps';
import { blankTable, copyTable, loadTable, saveTable, type UeberkochenTable } from './table';

const flow = ueberkochenFlow;

/** A seat's move and what it leads to (the round's scoring, the next deal or the match's end), as the JSON `apply`. */
export const applyCode: (p: UeberkochenTable, seat: number, code: number) => void = turnPlayer(flow);

export const ueberkochenPlayout: Playout<UeberkochenState, UeberkochenMove, UeberkochenTable, UeberkochenOptions> = {
  setup(options, seed) {
    const p = blankTable(options, seed, true);
    startRound(flow, p);
    return p;
  },
  load(state) {
    const p = loadTable(state);
    p.journal = true;
    return p;
  },
  save: (p) => saveTable(p),
  copy: (p, into) => copyTable(p, into ?? blankTable(p.options, p.seed, true)),
  actors(p, out) {
    if (p.turn < 0) return 0;
    out[0] = p.turn;
    return 1;
  },
  legal: legalCodes,
  apply: applyCode,
  undo: undoMove,
  encode(p, seat, move) {
    const { card, pot } = (typeof move === 'object' && move !== null ? move : {}) as Partial<UeberkochenMove>;
    if (isUeberkochenCard(card) && typeof pot === 'string') {
      const code = codeOfCard(card) * 3 + POTS.indexOf(pot);
      const buffer = new Int32Array(MOVE_CODES);
      const n = legalCodes(p, seat, buffer);
      for (let i = 0; i < n; i++) if (buffer[i] === code && move?.type === 'play') return code;
    }
    throw new Error(`ueberkochen: ${JSON.stringify(move)} is no legal move of seat ${seat} now`);
  },
  decode(_p, _seat, code) {
    const move = MOVE_OF_CODE[code];
    if (move === undefined) throw new Error(`ueberkochen: no move has the code ${code}`);
    return move;
  },
  result: resultOf,
};
