/**
 * Kerkerhatz's playout (engine/playout.ts): the match in typed arrays (match.ts), changed in place
 * by the same steps the JSON rules run (steps.ts, moves.ts). An apply or an advance keeps a
 * snapshot of the match before it, so `undo` takes back any number of them.
 */
import type { Playout } from '../../engine/playout';
import type { Seat } from '../../engine/types';
import { actors, check, decode, legal, perform } from './moves';
import { matchResult, readMove } from './rules';
import { advance, nextDeadline, settle } from './steps';
import type { KerkerhatzMove, KerkerhatzState } from './state';
import { NONE, copyMatch, load, remember, save, undo, type Match } from './match';

export const kerkerhatzPlayout: Playout<KerkerhatzState, KerkerhatzMove, Match> = {
  load,
  save,
  copy: copyMatch,
  actors,
  legal,
  apply(m, seat, move, at) {
    remember(m);
    if (at !== undefined) advance(m, at);
    perform(m, seat, move);
    settle(m);
  },
  undo,
  encode: (m, seat: Seat, move) => check(m, seat, readMove(move)),
  decode,
  result: matchResult,
  advance(m, now) {
    remember(m);
    advance(m, now);
  },
  nextDeadline(m) {
    const due = nextDeadline(m);
    return due === NONE ? null : due;
  },
};
