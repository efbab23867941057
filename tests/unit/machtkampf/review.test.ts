import { describe, expect, it } from 'vitest';
import { createRng, type FrenchCard } from '../../../src/shared/cards';
import { apply, directionOf, highestCard, legalMoves, machtkampf, mustMakeItHard, setup, type MachtkampfState } from '../../../src/shared/games/machtkampf';
import { call, laid, options, pass, play, position, refusal, run } from './support';

// Rules of the spec that the first round of tests left without a test of their own.

const plays = (state: MachtkampfState, seat: number): string[] =>
  legalMoves(state, seat).flatMap((move) => (move.type === 'play' ? [move.cards.join(' ')] : []));

/** Plays a random match (the app calling "Letzte Karte!"); `each` sees every state before its move and the state after it. */
function playRandomly(players: number, seed: number, each: (before: MachtkampfState, after: MachtkampfState) => void): MachtkampfState {
  const rng = createRng(seed);
  let s = setup(options(players, { lastCardCall: 'auto', matchEnd: 50 }), seed);
  while (s.turn !== null) {
    const moves = legalMoves(s, s.turn);
    const next = apply(s, s.turn, moves[rng.int(moves.length)]);
    each(s, next);
    s = next;
  }
  return s;
}

describe('Machtkampf review: a forgotten last card', () => {
  it('if the forgotten card is beaten, the trick goes on and its new top player wins it as usual', () => {
    const state = run(position(['9C', '5C 10C', '3D 4D']), [
      [0, play('9C')],
      [1, play('10C')],
      [2, pass],
    ]);
    expect(state.out).toEqual([true, false, false]);
    expect(state.trick).toEqual([]);
    expect(state.turn).toBe(1);
  });

  it('with two players out, the next player still in after the forgotten card leads once both others have passed', () => {
    const state = run(position(['', '9C', '3D 4D', '5D 6D'], { turn: 1, out: [true, false, false, false] }), [
      [1, play('9C')],
      [2, pass],
      [3, pass],
    ]);
    expect(state.out).toEqual([true, true, false, false]);
    expect(state.trick).toEqual([]);
    expect(state.turn).toBe(2);
  });
});

describe('Machtkampf review: making it hard for a player with one card', () => {
  it('counter-clockwise, the player to the left of the one-card player owes it', () => {
    const state = position(['3C 7D 9H', '2C 3C', '2D 3D', '10C'], { direction: 'counterClockwise', trick: [laid(1, '5C')] });
    expect(mustMakeItHard(state)).toBe(true);
    expect(plays(state, 0)).toEqual(['9H']);
    expect(refusal(() => apply(state, 0, pass)).code).toBe('machtkampf.mustPlayHighest');
  });

  it('leading before a player who is out, the obligation looks past them to the next player still in', () => {
    const state = position(['2C 3C', '3C 3D 9H', '', '10C'], { turn: 1, out: [false, false, true, false] });
    expect(mustMakeItHard(state)).toBe(true);
    expect(plays(state, 1)).toEqual(['3C 3D']);
    expect(refusal(() => apply(state, 1, play('9H'))).code).toBe('machtkampf.mustLeadCombination');
  });

  it('a gang counts as a combination of two or more cards for the leading obligation', () => {
    const state = position(['2C 3C', '4C 4D 4H 4H 9H', '2D', '10C 3D'], { turn: 1 });
    expect(plays(state, 1)).toEqual(['4C 4D', '4C 4H', '4D 4H', '4H 4H', '4C 4D 4H', '4C 4H 4H', '4D 4H 4H', '4C 4D 4H 4H']);
    expect(refusal(() => apply(state, 1, play('9H'))).code).toBe('machtkampf.mustLeadCombination');
  });

  it('once the one-card player has called, the obligation still binds', () => {
    const state = apply(position(['2C 3C', '3C 7D 9H', '2D', '10C 3D'], { turn: 1, trick: [laid(0, '5C')] }), 2, call);
    expect(plays(state, 1)).toEqual(['9H']);
  });
});

describe('Machtkampf review: game after game in a real match', () => {
  it('each game runs the other way from the one before, and every game but the first begins with the exchange', () => {
    let games = 0;
    playRandomly(4, 5, (before, after) => {
      expect(after.direction).toBe(directionOf(after.options, after.game));
      if (after.game === before.game || after.phase === 'over') return;
      games++;
      const record = after.history[after.history.length - 1];
      expect(after.phase).toBe('exchange');
      expect(after.turn).toBe(record?.winner);
      expect(after.exchange).toMatchObject({ winner: record?.winner, loser: record?.loser, returned: null });
    });
    expect(games).toBeGreaterThan(0);
  });

  it('the loser gives the highest card of their new hand, and after the give-back everybody holds 16 cards and the winner leads', () => {
    let exchanges = 0;
    playRandomly(4, 9, (before, after) => {
      if (before.phase !== 'exchange') return;
      exchanges++;
      const exchange = before.exchange;
      if (!exchange) throw new Error('no exchange');
      const loserDealt = [...(before.hands[exchange.loser] as FrenchCard[]), exchange.given];
      expect(exchange.given).toBe(highestCard(loserDealt));
      expect(after.hands.map((hand) => hand.length)).toEqual([16, 16, 16, 16]);
      expect(after.turn).toBe(exchange.winner);
      expect(machtkampf.legalMoves(after, exchange.winner).every((move) => move.type === 'play')).toBe(true);
    });
    expect(exchanges).toBeGreaterThan(0);
  });

  it('with three players the unused hand never gives, receives or leads', () => {
    playRandomly(3, 14, (_before, after) => {
      if (after.exchange) {
        expect(after.exchange.winner).toBeLessThan(3);
        expect(after.exchange.loser).toBeLessThan(3);
      }
      if (after.turn !== null) expect(after.turn).toBeLessThan(3);
      expect(after.dummy).toHaveLength(16);
    });
  });
});
