import { describe, expect, it } from 'vitest';
import { apply, kerkerhatz, legalMoves, setup, toAct, type KerkerhatzState } from '../../../src/shared/games/kerkerhatz';

/** A few moves into a match: the first legal move of the first seat to act, each time. */
function played(moves: number): KerkerhatzState {
  let state = setup(kerkerhatz.defaultOptions(3), 5);
  for (let i = 0; i < moves; i++) {
    const seat = toAct(state)[0];
    if (seat === undefined) break;
    const move = legalMoves(state, seat)[0];
    if (move === undefined) break;
    state = apply(state, seat, move, state.now);
  }
  return state;
}

describe('Kerkerhatz JSON states and the matches they keep', () => {
  it('keep the match out of sight: JSON, keys, spreads and clones see only the rules’ fields', () => {
    const state = played(6);
    // The rules ask the state for its match (and keep it on the state) before these look.
    legalMoves(state, 0);
    const fields = Object.keys(JSON.parse(JSON.stringify(state)) as object);
    expect(Object.keys(state)).toEqual(fields);
    expect(Object.keys({ ...state })).toEqual(fields);
    expect(Object.getOwnPropertySymbols({ ...state })).toEqual([]);
    expect(Object.getOwnPropertySymbols(structuredClone(state))).toEqual([]);
    expect(structuredClone(state)).toEqual(state);
  });

  it('answer the same when frozen (the match is then built at every question instead of kept)', () => {
    const state = played(6);
    const frozen = Object.freeze(structuredClone(state));
    for (let seat = 0; seat < 3; seat++) expect(legalMoves(frozen, seat)).toEqual(legalMoves(state, seat));
    const seat = toAct(state)[0] as number;
    const move = legalMoves(state, seat)[0];
    expect(apply(frozen, seat, move, state.now)).toEqual(apply(state, seat, move, state.now));
  });
});
