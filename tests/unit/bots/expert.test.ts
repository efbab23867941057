import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards';
import { UNSEEN_VALUES, normalRating, overflowPoints, projectedPoints, type OverflowNumbers } from '../../../src/shared/bots/overflow';
import { CATALOG } from '../../../src/shared/catalog';
import type { AnyGame, BaseOptions, Seat } from '../../../src/shared/engine/types';
import { makePolicy } from '../../../src/shared/engine/simulate';
import { DREIZEHN_DECK, dreizehn } from '../../../src/shared/games/dreizehn';
import { expertMove as dreizehnExpert } from '../../../src/shared/games/dreizehn/bots';
import type { DreizehnView } from '../../../src/shared/games/dreizehn/view';
import { board, cards, position } from '../dreizehn/support';
import { expertMove as ueberkochenExpert } from '../../../src/shared/games/ueberkochen/bots';
import type { UeberkochenView } from '../../../src/shared/games/ueberkochen/view';

/** Four seats' taken cards (♥ ♦ ♣ ♠ each), nothing in the piles. */
function numbers(taken: number[][]): OverflowNumbers {
  return {
    seat: 0,
    players: taken.length,
    limit: 20,
    taken: taken.flat(),
    sums: [0, 0, 0],
    pileGroups: new Array<number>(12).fill(0),
    handValues: [],
    handGroups: [],
    handSize: 0,
    pileOfGroup: [0, 1, 2],
  };
}

const points = (t: OverflowNumbers, groupSize: number | null): number[] => {
  const out: number[] = [];
  if (groupSize === null) overflowPoints(t, 2, -1, -1, out);
  else projectedPoints(t, 2, groupSize, -1, -1, out);
  return out;
};

describe('the majorities projected to the round’s end', () => {
  it('with every card of the groups taken they are the round’s score', () => {
    const t = numbers([
      [4, 1, 3, 2],
      [2, 3, 1, 1],
      [3, 2, 3, 3],
      [1, 4, 3, 1],
    ]);
    expect(points(t, 10)).toEqual(points(t, null));
  });

  it('a lead no card left can undo is excused; one the others can still pass is worth less the more cards are left', () => {
    // ♥ only: seat 0 leads 5 to 1.
    const hearts = numbers([
      [5, 0, 0, 0],
      [1, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(points(hearts, null)).toEqual([0, 1, 0, 0]);
    // With 3 ♥ left the lead of 4 is safe, and seat 1 cannot pass it: the round's score.
    expect(points(hearts, 9)).toEqual([0, 1, 0, 0]);
    // With 4 left a tie could still cost it: likely excused, not surely.
    const four = points(hearts, 10);
    expect(four[0]).toBeGreaterThan(0);
    expect(four[0]).toBeLessThan(0.1);
    expect(four[1]).toBe(1);
    // ♦ only: seat 1 leads 2 to 1 with 7 left: either may end up excused.
    const diamonds = points(
      numbers([
        [0, 1, 0, 0],
        [0, 2, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]),
      10,
    );
    expect(diamonds[1]).toBeGreaterThan(0.5);
    expect(diamonds[1]).toBeLessThan(1);
    expect(diamonds[0]).toBeGreaterThan(0.5);
    expect(diamonds[0]).toBeLessThan(1);
    expect(diamonds[1]).toBeLessThan(2 * (diamonds[0] as number));
  });
});

describe('the strong level’s own rating of a trap reads the cards not seen', () => {
  it('a pile left just under its limit is a trap for the others only while they still hold cards that boil it', () => {
    // Seat 0 lays a ♥ 2 onto the ♥ pot at 15: 3 below the limit; its hand holds nothing else.
    const t = {
      ...numbers([
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]),
      sums: [15, 0, 0],
      pileGroups: [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    };
    const before = points(t, 10);
    const rate = (heartsUnseen: number[]): number => {
      const counts = new Array<number>(4 * UNSEEN_VALUES).fill(0);
      for (const value of heartsUnseen) counts[value] = (counts[value] as number) + 1;
      return normalRating({ poisonPoints: 2, maxValue: 10 }, t, before, [], 2, 0, 0, 1, { counts, groupSize: 10 });
    };
    // Only small hearts left: nobody will boil it over soon, the trap is worth nothing to seat 0.
    const small = rate([1, 2, 3]);
    const big = rate([7, 8, 9]);
    expect(big).toBeGreaterThan(small);
    expect(small).toBeCloseTo(0.12 * 2, 9);
  });
});

describe('Dreizehn’s strong level lays a card under the limit while it has one', () => {
  it('where the normal level takes a board to cost another seat its lead, its own rating keeps every board', () => {
    // Seat 0 to move, 4 players, 19 cards still to draw. Yellow 4R 5Y (9), blue 5B 5B (10), green 4G 4R 4R 1G (13).
    const hand = cards('1Y 1Y 4Y 4R 4R');
    const boards = [board('Y', '4R 5Y'), board('B', '5B 5B'), board('G', '4G 4R 4R 1G')];
    const taken = [[], cards('7B 4R 2B'), [], []];
    const rest = [...DREIZEHN_DECK];
    for (const card of [...hand, ...boards.flatMap((b) => b.cards), ...taken.flat()]) rest.splice(rest.indexOf(card), 1);
    const state = position([hand.join(' '), rest.slice(0, 5).join(' '), rest.slice(5, 10).join(' '), rest.slice(10, 15).join(' ')], {
      boards,
      taken,
      drawPile: rest.slice(15),
    });
    expect(state.drawPile).toHaveLength(19);
    const seat = 0 as Seat;
    const legal = dreizehn.legalMoves(state, seat);
    const view = dreizehn.view(state, seat);
    // A red four onto blue goes over (14) and takes the two blues: 2 points now, and seat 1's two blues lose their lead, which the
    // normal rating counts half in its favour; yellow looks worse to it, since its own 4Y might have to follow onto the 10.
    const normal = makePolicy(dreizehn, 'normal', seat, state.options).choose({ seat, legal, view, rng: createRng(1) });
    expect(normal).toMatchObject({ card: '4R', board: 1 });
    // The strong level's own rating lays the yellow one (10) and keeps every board.
    expect(dreizehnExpert(view)).toMatchObject({ card: '1Y', board: 0 });
  });
});

/** Normal bots play a few matches; at every decision the strong level's rating of the view is asked. */
function expertPicks(game: AnyGame, expert: (view: never) => unknown, key: (move: never) => string): { asked: number; differ: number } {
  let asked = 0;
  let differ = 0;
  for (const players of [3, 4, 6]) {
    const options = game.parseOptions({ players }) as BaseOptions;
    const bots = Array.from({ length: players }, (_, seat) => makePolicy(game, 'normal', seat, options));
    const rng = createRng(players);
    let state = game.setup(options, players * 7);
    for (let turn = 0; turn < 120 && game.toAct(state).length > 0; turn++) {
      const seat = game.toAct(state)[0] as Seat;
      const legal = game.legalMoves(state, seat);
      const view = game.view(state, seat);
      const move = (bots[seat] as ReturnType<typeof makePolicy>).choose({ seat, legal, view, rng });
      const pick = expert(view as never);
      expect(legal.map((m) => key(m as never))).toContain(key(pick as never));
      asked++;
      if (key(pick as never) !== key(move as never)) differ++;
      state = game.apply(state, seat, move);
    }
  }
  return { asked, differ };
}

describe('the strong level’s own move without search', () => {
  const games = [
    { id: 'ueberkochen', expert: (view: UeberkochenView) => ueberkochenExpert(view), key: (move: { card: string; pot: string }) => move.card + move.pot },
    { id: 'dreizehn', expert: (view: DreizehnView) => dreizehnExpert(view), key: (move: { card: string; board: number }) => move.card + move.board },
  ];
  for (const { id, expert, key } of games) {
    it(`${id}: a legal move at every decision, not always the normal level’s`, () => {
      const { asked, differ } = expertPicks(CATALOG.get(id), expert as (view: never) => unknown, key as (move: never) => string);
      expect(asked).toBeGreaterThan(200);
      expect(differ).toBeGreaterThan(0);
    });
  }
});
