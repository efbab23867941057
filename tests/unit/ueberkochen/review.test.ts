import { describe, expect, it } from 'vitest';
import { createRng, parseCards, type FrenchCard } from '../../../src/shared/cards';
import { apply, legalMoves, newMatch, setup, ueberkochen, type UeberkochenOptions, type UeberkochenState } from '../../../src/shared/games/ueberkochen';

// Rules of the spec that the first round of tests left without a test of their own.

const cards = (text: string) => parseCards(text) as FrenchCard[];
const options = (players: number, extra: Partial<UeberkochenOptions> = {}): UeberkochenOptions => ({ ...ueberkochen.defaultOptions(players), ...extra });

function position(hands: string[], extra: Partial<UeberkochenState> = {}): UeberkochenState {
  return { ...newMatch(options(hands.length), 1), hands: hands.map(cards), phase: 'playing', turn: 0, ...extra };
}

/** Plays random legal moves; `each` sees every state before its move. */
function playRandomly(state: UeberkochenState, seed: number, each: (s: UeberkochenState) => void = () => {}): UeberkochenState {
  const rng = createRng(seed);
  let s = state;
  while (s.turn !== null) {
    each(s);
    const moves = legalMoves(s, s.turn);
    s = apply(s, s.turn, moves[rng.int(moves.length)]);
  }
  return s;
}

describe('Überkochen review: dealing and leading in every round', () => {
  it.each([
    [3, [10, 10, 9]],
    [4, [10, 10, 9, 9]],
    [5, [8, 8, 8, 7, 7]],
    [6, [7, 7, 6, 6, 6, 6]],
  ])('in every round of %i players the deal starts left of that round’s dealer, who gets the extra cards and plays first', (players, sizes) => {
    const seen: number[] = [];
    playRandomly(setup(options(players), 4), 4, (s) => {
      if (seen.includes(s.round)) return;
      seen.push(s.round);
      expect(s.dealer).toBe(s.round % players);
      expect(s.turn).toBe((s.dealer + 1) % players);
      expect(Array.from({ length: players }, (_, i) => s.hands[(s.dealer + 1 + i) % players]?.length)).toEqual(sizes);
    });
    expect(seen).toEqual(Array.from({ length: players }, (_, i) => i));
  });

  it('with three players the dummy hand plays no part: the round ends when the three real hands are empty', () => {
    const start = setup(options(3), 12);
    const dummy = start.dummy;
    let moves = 0;
    const end = playRandomly(start, 12, (s) => {
      if (s.round !== 0) return;
      moves++;
      expect(s.turn).toBeLessThan(3);
      expect(s.dummy).toEqual(dummy);
    });
    expect(moves).toBe(29);
    expect(end.history[0]?.taken).toHaveLength(3);
  });
});

describe('Überkochen review: a turn', () => {
  it('passing is never allowed: the player to move is offered only plays', () => {
    const state = setup(options(4), 3);
    const moves = legalMoves(state, state.turn as number);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((move) => move.type === 'play')).toBe(true);
  });

  it('poison that boils a pot over stays as the new pot, worth its own value', () => {
    const state = position(['9S', '2D', '3D'], { pots: { H: cards('7H 5H'), D: [], C: [] } });
    const after = apply(state, 0, { type: 'play', card: '9S', pot: 'H' });
    expect(after.taken[0]).toEqual(cards('7H 5H'));
    expect(after.pots.H).toEqual(cards('9S'));
    expect(ueberkochen.view(after, 'table').potSums.H).toBe(9);
  });

  it('a pot’s sum is the pip value of every card in it, the ace counting 1', () => {
    const state = position(['2D', '3D', '4D'], { pots: { H: cards('AH 10H'), D: cards('AD'), C: cards('AC 2S 9C') } });
    expect(ueberkochen.view(state, 0).potSums).toEqual({ H: 11, D: 1, C: 12 });
  });
});

describe('Überkochen review: scoring every round of a match', () => {
  it('each round’s points follow from that round’s taken piles: 1 a card, 2 a poison, a lone majority of a suit discarded', () => {
    const end = playRandomly(setup(options(5), 21), 21);
    expect(end.history).toHaveLength(5);
    for (const record of end.history) {
      const expected = record.taken.map((counts) => {
        let points = 2 * counts.S;
        for (const suit of ['H', 'D', 'C'] as const) {
          const most = Math.max(...record.taken.map((c) => c[suit]));
          const holders = record.taken.filter((c) => c[suit] === most).length;
          if (!(most > 0 && holders === 1 && counts[suit] === most)) points += counts[suit];
        }
        return points;
      });
      expect(record.points).toEqual(expected);
    }
  });

  it('"four rounds" with five players: four rounds, dealt by seats 0 to 3', () => {
    const dealers: number[] = [];
    const end = playRandomly(setup(options(5, { fourRounds: true }), 8), 8, (s) => {
      if (!dealers.includes(s.dealer)) dealers.push(s.dealer);
    });
    expect(end.history).toHaveLength(4);
    expect(dealers).toEqual([0, 1, 2, 3]);
  });
});

describe('Überkochen review: what each viewer sees', () => {
  it('pots and their sums are public to every viewer; the table and spectators see no hand and never the dummy', () => {
    const state = position(['2H 4S', '3D', '5C'], { dummy: cards('6H 7D 8C 9S'), pots: { H: cards('7H'), D: [], C: cards('3C') } });
    for (const viewer of [0, 1, 2, 'table', 'spectator'] as const) {
      const seen = ueberkochen.view(state, viewer);
      expect(seen.pots).toEqual(state.pots);
      const text = JSON.stringify(seen);
      for (const card of state.dummy) expect(text).not.toContain(`"${card}"`);
      if (typeof viewer !== 'number') {
        expect(seen.hand).toBeNull();
        for (const card of state.hands.flat()) expect(text).not.toContain(`"${card}"`);
      }
    }
  });
});
