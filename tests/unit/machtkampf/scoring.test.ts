import { describe, expect, it } from 'vitest';
import type { FrenchCard } from '../../../src/shared/cards';
import {
  apply,
  findLoser,
  hiddenCards,
  highestCard,
  legalMoves,
  machtkampf,
  penaltyPoints,
  result,
  view,
  type MachtkampfMove,
  type MachtkampfState,
} from '../../../src/shared/games/machtkampf';
import { act, checkMove, deal, giveHighestCard, nextGame, scoreGame } from '../../../src/shared/games/machtkampf/steps';
import { changing, saved, type MachtkampfTable } from '../../../src/shared/games/machtkampf/table';
import { pass, play, position, refusal } from './support';

/** One step of the rules (steps.ts) on a JSON state. */
function step(state: MachtkampfState, change: (t: MachtkampfTable) => void): MachtkampfState {
  const t = changing(state);
  change(t);
  return saved(t, state);
}

/** Carla's move as the JSON `apply` checks it, without the scoring it leads to. */
function moved(state: MachtkampfState, seat: number, move: MachtkampfMove): MachtkampfState {
  return step(state, (t) => act(t, seat, checkMove(t, seat, move)));
}

/** Carla (seat 2) is about to finish; Anna has 5 cards, Ben 9, Dan 14: the seed's scoring example. */
function carlaFinishes(extra: Partial<MachtkampfState> = {}, matchEnd = 100): MachtkampfState {
  return position(
    ['2C 3C 4C 5C 6C', '2D 3D 4D 5D 6D 7D 8D 9D 10D', 'KH', 'AC AD AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JC JD'],
    { turn: 2, called: [false, false, true, false], ...extra },
    { matchEnd },
  );
}

describe('Machtkampf scoring', () => {
  it.each([
    [5, 5],
    [9, 18],
    [14, 56],
    [16, 80],
    [1, 1],
    [7, 7],
    [8, 16],
    [10, 20],
    [11, 33],
    [13, 39],
    [15, 60],
  ])('%i cards left cost %i points', (left, points) => {
    expect(penaltyPoints(left)).toBe(points);
  });

  it('the winner scores 0, everybody else their cards at that many cards’ rate (Anna 5, Ben 18, Dan 56)', () => {
    const over = moved(carlaFinishes(), 2, play('KH'));
    expect(over.winner).toBe(2);
    const scored = step(over, scoreGame);
    expect(scored.history[0]?.points).toEqual([5, 18, 0, 56]);
  });

  it('a player out through a forgotten call scores exactly 1', () => {
    const state = position(['', '2C', 'KH', '3C 4C 5C 6C 7C 8C 9C 10C'], { turn: 2, called: [false, false, true, false], out: [true, false, false, false] });
    expect(apply(state, 2, play('KH')).history[0]?.points).toEqual([1, 1, 0, 16]);
  });

  it('the game record counts the tricks, the trick the game ended in included', () => {
    const state = position(['2C 3C', '4C 5C', '6C KH', '7C 8C'], { called: [false, false, false, false] });
    const moves: [number, MachtkampfMove][] = [
      [0, play('2C')],
      [1, play('4C')],
      [2, play('KH')],
      [3, pass],
      [0, pass],
      [1, pass],
    ];
    let s = state;
    for (const [seat, move] of moves) s = apply(s, seat, move);
    expect(s.tricks).toBe(1);
    s = apply(s, 2, { type: 'callLastCard' });
    s = apply(s, 2, play('6C'));
    expect(s.history[0]?.tricks).toBe(2);
  });
});

describe('Machtkampf: the next game — the strong get stronger', () => {
  it('after the deal, the loser gives their highest card to the winner, for everybody to see', () => {
    const scored = step(moved(carlaFinishes(), 2, play('KH')), scoreGame);
    expect(scored.history[0]).toMatchObject({ winner: 2, loser: 3, loserBy: 'mostCards' });
    const dealt = step(step(scored, nextGame), deal);
    expect(dealt.phase).toBe('exchange');
    const highest = highestCard(dealt.hands[3] as FrenchCard[]);
    const given = step(dealt, giveHighestCard);
    expect(given.exchange).toEqual({ winner: 2, loser: 3, loserBy: 'mostCards', given: highest, returned: null });
    expect(given.hands[3]).toHaveLength(15);
    expect(given.hands[2]).toHaveLength(17);
    expect(given.hands[2]).toContain(highest);
    expect(apply(carlaFinishes(), 2, play('KH'))).toEqual(given);
  });

  it('the winner gives back any one card of their choice and then leads anything', () => {
    const state = apply(carlaFinishes(), 2, play('KH'));
    expect(machtkampf.toAct(state)).toEqual([2]);
    const hand = state.hands[2] as string[];
    const choices = legalMoves(state, 2);
    expect(choices).toEqual([...new Set(hand)].map((card) => ({ type: 'giveBack', card })));
    for (const seat of [0, 1, 3]) expect(legalMoves(state, seat)).toEqual([]);
    const card = hand[0] as FrenchCard;
    const after = apply(state, 2, { type: 'giveBack', card });
    expect(after.exchange?.returned).toBe(card);
    expect(after.hands.map((h) => h.length)).toEqual([16, 16, 16, 16]);
    expect(after.hands[3]).toContain(card);
    expect(after.phase).toBe('playing');
    expect(after.turn).toBe(2);
    expect(after.aceLead).toBe(false);
    expect(legalMoves(after, 2).every((move) => move.type === 'play')).toBe(true);
  });

  it('the winner may give back the very card they received', () => {
    const state = apply(carlaFinishes(), 2, play('KH'));
    const received = state.exchange?.given as FrenchCard;
    const after = apply(state, 2, { type: 'giveBack', card: received });
    expect(after.hands[3]).toContain(received);
  });

  it('both exchanged cards are shown to every viewer, and no longer count as hidden', () => {
    const state = apply(carlaFinishes(), 2, play('KH'));
    const card = (state.hands[2] as string[])[0] as FrenchCard;
    const after = apply(state, 2, { type: 'giveBack', card });
    for (const viewer of [0, 1, 2, 3, 'table', 'spectator'] as const) {
      expect(view(after, viewer).exchange).toEqual(after.exchange);
    }
    const hiddenFromAnna = hiddenCards(after, 0);
    expect(hiddenFromAnna.length).toBe(16 * 3 - 2);
  });

  it('nothing but the give-back is accepted during the exchange', () => {
    const state = apply(carlaFinishes(), 2, play('KH'));
    const card = (state.hands[2] as FrenchCard[])[0] as FrenchCard;
    expect(refusal(() => apply(state, 2, play(card))).code).toBe('machtkampf.giveBackFirst');
    expect(refusal(() => apply(state, 2, pass)).code).toBe('machtkampf.giveBackFirst');
    expect(refusal(() => apply(state, 0, pass)).code).toBe('rule.notYourTurn');
    expect(refusal(() => apply(state, 3, { type: 'giveBack', card: (state.hands[3] as string[])[0] })).code).toBe('rule.notYourTurn');
    expect(refusal(() => apply(state, 2, { type: 'giveBack', card: 'KC' })).code).toBe('rule.notInHand');
    const after = apply(state, 2, { type: 'giveBack', card });
    expect(refusal(() => apply(after, 2, { type: 'giveBack', card })).code).toBe('machtkampf.noExchange');
  });

  it('ties for the most cards left: the higher match total gives', () => {
    expect(findLoser([0, 5, 5, 3], [10, 20, 30, 0], 0)).toEqual({ loser: 2, loserBy: 'higherTotal' });
  });

  it('still tied: whoever sits nearest to the winner counter-clockwise gives', () => {
    expect(findLoser([0, 5, 5, 3], [10, 20, 20, 0], 0)).toEqual({ loser: 2, loserBy: 'nearestCounterClockwise' });
    expect(findLoser([5, 0, 5, 5], [0, 0, 0, 0], 1)).toEqual({ loser: 0, loserBy: 'nearestCounterClockwise' });
    expect(findLoser([5, 5, 0, 5], [0, 0, 0, 0], 2)).toEqual({ loser: 1, loserBy: 'nearestCounterClockwise' });
  });

  it('the tie rule that picked the giver is part of the record and of every view', () => {
    const tied = position(['KH', '2C 3C', '4C 5C', '6C 7C'], { called: [true, false, false, false], totals: [0, 4, 5, 1] });
    const next = apply(tied, 0, play('KH'));
    expect(next.history[0]).toMatchObject({ loser: 2, loserBy: 'higherTotal' });
    expect(view(next, 'table').exchange?.loserBy).toBe('higherTotal');
  });
});

describe('Machtkampf: end of the match', () => {
  it('ends after the game in which someone reaches 100; the lowest total wins', () => {
    const state = carlaFinishes({ totals: [10, 82, 20, 30] });
    const over = apply(state, 2, play('KH'));
    expect(over.totals).toEqual([15, 100, 20, 86]);
    expect(over.phase).toBe('over');
    expect(machtkampf.toAct(over)).toEqual([]);
    expect(result(over)).toEqual({ winners: [0], scores: [15, 100, 20, 86], lowerIsBetter: true });
  });

  it('below 100 the match goes on with the next game', () => {
    const next = apply(carlaFinishes({ totals: [10, 81, 20, 30] }), 2, play('KH'));
    expect(next.phase).toBe('exchange');
    expect(result(next)).toBeNull();
  });

  it('variant shortMatch: the match ends at 50', () => {
    const nearly = (total: number, matchEnd: number) =>
      position(['KH', '2C 3C', '4C 5C', '6C 7C'], { called: [true, false, false, false], totals: [0, total, 0, 0] }, { matchEnd });
    expect(machtkampf.parseOptions({ players: 4, shortMatch: true })).toMatchObject({ matchEnd: 50 });
    expect(apply(nearly(48, 50), 0, play('KH')).phase).toBe('over');
    expect(apply(nearly(47, 50), 0, play('KH')).phase).toBe('exchange');
    expect(apply(nearly(48, 100), 0, play('KH')).phase).toBe('exchange');
  });

  it('another match end: at 30 the match ends after the game that reaches 30', () => {
    const nearly = (total: number) =>
      position(['KH', '2C 3C', '4C 5C', '6C 7C'], { called: [true, false, false, false], totals: [0, total, 0, 0] }, { matchEnd: 30 });
    // Ben keeps 2 cards: 2 points.
    expect(apply(nearly(28), 0, play('KH')).phase).toBe('over');
    expect(apply(nearly(27), 0, play('KH')).phase).toBe('exchange');
  });

  it('equal lowest totals share the win', () => {
    const over = apply(carlaFinishes({ totals: [15, 90, 20, 30] }), 2, play('KH'));
    expect(result(over)?.winners).toEqual([0, 2]);
  });

  it('a finished match accepts no move', () => {
    const over = apply(carlaFinishes({ totals: [10, 82, 20, 30] }), 2, play('KH'));
    expect(refusal(() => apply(over, 0, play('2C'))).code).toBe('rule.matchOver');
    expect(legalMoves(over, 0)).toEqual([]);
  });
});
