import { describe, expect, it } from 'vitest';
import { UEBERKOCHEN_EXAMPLE } from '../../../src/shared/games/ueberkochen/example';
import { parseCards, type FrenchCard } from '../../../src/shared/cards';
import { t } from '../../../src/shared/catalog';
import { RuleError } from '../../../src/shared/engine/errors';
import {
  UEBERKOCHEN_DECK,
  apply,
  legalMoves,
  newMatch,
  result,
  scoreTaken,
  setup,
  ueberkochen,
  type UeberkochenOptions,
  type UeberkochenState,
} from '../../../src/shared/games/ueberkochen';

const cards = (text: string) => parseCards(text) as FrenchCard[];
const options = (players: number, extra: Partial<UeberkochenOptions> = {}): UeberkochenOptions => ({ ...ueberkochen.defaultOptions(players), ...extra });

/** A position mid-round: hands as given, empty pots and piles unless set. */
function position(hands: string[], extra: Partial<UeberkochenState> = {}): UeberkochenState {
  const base = newMatch(options(hands.length), 1);
  return { ...base, hands: hands.map(cards), phase: 'playing', turn: 0, ...extra };
}

function refusal(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error('expected a RuleError');
}

describe('Überkochen cards', () => {
  it('plays with 38 cards: A–10 of hearts, diamonds, clubs and 2–9 of spades', () => {
    expect(UEBERKOCHEN_DECK).toHaveLength(38);
    expect(new Set(UEBERKOCHEN_DECK).size).toBe(38);
    for (const unused of cards('JH QD KC KH AS 10S KS')) expect(UEBERKOCHEN_DECK).not.toContain(unused);
  });
});

describe('Überkochen set-up', () => {
  it.each([
    [3, [10, 10, 9], 9],
    [4, [10, 10, 9, 9], 0],
    [5, [8, 8, 8, 7, 7], 0],
    [6, [7, 7, 6, 6, 6, 6], 0],
  ])('deals %i players hands of %j (dummy %i), starting left of the dealer', (players, sizes, dummy) => {
    const state = setup(options(players), 7);
    const fromLeftOfDealer = Array.from({ length: players }, (_, i) => state.hands[(state.dealer + 1 + i) % players]?.length);
    expect(fromLeftOfDealer).toEqual(sizes);
    expect(state.dummy).toHaveLength(dummy);
    expect(state.turn).toBe(1);
  });

  it('the same seed deals the same cards; another seed deals others', () => {
    expect(setup(options(4), 42).hands).toEqual(setup(options(4), 42).hands);
    expect(setup(options(4), 42).hands).not.toEqual(setup(options(4), 43).hands);
  });
});

describe('Überkochen turn', () => {
  it('hearts, diamonds and clubs go only into their own pot', () => {
    const state = position(['7H 3C', '2D', '4D']);
    expect(legalMoves(state, 0)).toEqual([
      { type: 'play', card: '7H', pot: 'H' },
      { type: 'play', card: '3C', pot: 'C' },
    ]);
    const error = refusal(() => apply(state, 0, { type: 'play', card: '7H', pot: 'D' }));
    expect(error.code).toBe('ueberkochen.wrongPot');
    expect(t('de', error.code, error.params)).toContain('7H');
  });

  it('poison may go into any pot, empty ones included', () => {
    const state = position(['6S', '2D', '4D']);
    expect(legalMoves(state, 0).map((m) => m.pot)).toEqual(['H', 'D', 'C']);
  });

  it('only the player to move may play, and only a card from their hand', () => {
    const state = position(['6S', '2D', '4D']);
    expect(refusal(() => apply(state, 1, { type: 'play', card: '2D', pot: 'D' })).code).toBe('rule.notYourTurn');
    expect(refusal(() => apply(state, 0, { type: 'play', card: '5S', pot: 'D' })).code).toBe('rule.notInHand');
    expect(refusal(() => apply(state, 0, { type: 'pass' })).code).toBe('rule.badMove');
  });

  it('the boil-over example: 7♥ 5♥, 6♠ makes 18, 4♥ makes 22 — Carla takes 7♥ 5♥ 6♠, the pot is 4', () => {
    // Anna (0), Ben (1), Carla (2), Dan (3); the hearts pot holds 7♥ 5♥ and Ben is to play.
    let state = position(['2C', '6S 9D', '4H 5H', '3C'], { turn: 1, pots: { H: cards('7H 5H'), D: [], C: [] } });
    state = apply(state, 1, { type: 'play', card: '6S', pot: 'H' });
    expect(state.pots.H).toEqual(cards('7H 5H 6S'));
    expect(state.lastPlay?.took).toBeNull();
    state = apply(state, 2, { type: 'play', card: '4H', pot: 'H' });
    expect(state.taken[2]).toEqual(cards('7H 5H 6S'));
    expect(state.pots.H).toEqual(cards('4H'));
    expect(state.lastPlay).toEqual({ seat: 2, card: '4H', pot: 'H', took: cards('7H 5H 6S') });
  });

  it('exactly 20 does not boil over; 21 does; with limit 19, 20 already does', () => {
    const pots = { H: cards('10H 9H'), D: [], C: [] };
    const twenty = apply(position(['AH', '2D', '3D'], { pots }), 0, { type: 'play', card: 'AH', pot: 'H' });
    expect(twenty.pots.H).toHaveLength(3);
    const twentyOne = apply(position(['2H', '2D', '3D'], { pots }), 0, { type: 'play', card: '2H', pot: 'H' });
    expect(twentyOne.pots.H).toEqual(cards('2H'));
    const tight = position(['AH', '2D', '3D'], { pots });
    const limit19 = apply({ ...tight, options: ueberkochen.parseOptions({ players: 3, limit19: true }) }, 0, { type: 'play', card: 'AH', pot: 'H' });
    expect(limit19.pots.H).toEqual(cards('AH'));
    expect(limit19.taken[0]).toEqual(cards('10H 9H'));
  });

  it('a player with no cards left is skipped', () => {
    const state = apply(position(['2C 3C', '', '4D']), 0, { type: 'play', card: '2C', pot: 'C' });
    expect(state.turn).toBe(2);
  });
});

describe('Überkochen scoring', () => {
  // Taken piles (♥ ♦ ♣ ♠): Anna 4 1 3 2 · Ben 2 3 1 1 · Carla 3 2 3 3 · Dan 1 1 0 1 (the in-app rules draw the same piles).
  const piles = UEBERKOCHEN_EXAMPLE.taken;

  it('the seed example: Anna 8, Ben 5, Carla 14, Dan 4', () => {
    const { points, excused } = scoreTaken(piles);
    expect(points).toEqual([8, 5, 14, 4]);
    expect(excused).toEqual({ H: 0, D: 1, C: null });
  });

  it('a tie for the most excuses nobody', () => {
    const { points, excused } = scoreTaken([cards('AH 2H'), cards('3H 4H'), []]);
    expect(excused.H).toBeNull();
    expect(points).toEqual([2, 2, 0]);
  });

  it('poison is never discarded, and costs 2 each', () => {
    const { points } = scoreTaken([cards('2S 3S 4S'), cards('AH'), []]);
    expect(points).toEqual([6, 0, 0]);
  });

  it('a player with no card of a suit never has the most', () => {
    const { excused } = scoreTaken([[], [], cards('AC')]);
    expect(excused).toEqual({ H: null, D: null, C: 2 });
  });
});

describe('Überkochen rounds and the end', () => {
  /** Plays a match with the first legal move every time. */
  function playOut(state: UeberkochenState, onRound?: (s: UeberkochenState) => void): UeberkochenState {
    let s = state;
    let round = s.round;
    while (s.turn !== null) {
      s = apply(s, s.turn, legalMoves(s, s.turn)[0]);
      if (s.round !== round) {
        round = s.round;
        onRound?.(s);
      }
    }
    return s;
  }

  it('plays as many rounds as players, and the dealer moves one seat clockwise each round', () => {
    const dealers: number[] = [];
    const end = playOut(setup(options(5), 3), (s) => dealers.push(s.dealer));
    expect(dealers).toEqual([1, 2, 3, 4]);
    expect(end.history).toHaveLength(5);
    expect(end.phase).toBe('over');
  });

  it('"four rounds" plays exactly four rounds whatever the player count', () => {
    expect(playOut(setup(options(6, { fourRounds: true }), 3)).history).toHaveLength(4);
    expect(playOut(setup(options(3, { fourRounds: true }), 3)).history).toHaveLength(4);
  });

  it('cards still in the pots at the end of a round score for nobody', () => {
    const end = playOut(setup(options(4), 11));
    for (const record of end.history) {
      const takenCards = record.taken.reduce((sum, c) => sum + c.H + c.D + c.C + c.S, 0);
      expect(takenCards).toBeLessThan(38);
    }
  });

  it('the round totals add up on the score sheet', () => {
    const end = playOut(setup(options(4), 5));
    const sums = [0, 0, 0, 0];
    for (const record of end.history) record.points.forEach((p, seat) => (sums[seat] = (sums[seat] ?? 0) + p));
    expect(end.totals).toEqual(sums);
    expect(end.history.at(-1)?.totals).toEqual(end.totals);
  });

  it('the lowest total wins, and tied lowest totals share the win', () => {
    const base = newMatch(options(4), 1);
    expect(result({ ...base, phase: 'over', totals: [9, 4, 4, 12] })).toEqual({ winners: [1, 2], scores: [9, 4, 4, 12], lowerIsBetter: true });
    expect(result({ ...base, totals: [9, 4, 4, 12] })).toBeNull();
  });

  it('no move is accepted once the match is over', () => {
    const end = playOut(setup(options(3), 2));
    expect(refusal(() => apply(end, 0, { type: 'play', card: '2S', pot: 'H' })).code).toBe('rule.matchOver');
  });
});

describe('Überkochen options and views', () => {
  it('refuses bad options naming the field', () => {
    expect(() => ueberkochen.parseOptions({ players: 7 })).toThrow(/players/);
    expect(() => ueberkochen.parseOptions({ players: 4, limit19: 'yes' })).toThrow(/limit19/);
    expect(() => ueberkochen.parseOptions({ players: 4, limit: 9 })).toThrow(/"limit": must be a whole number from 10 to 99/);
    expect(() => ueberkochen.parseOptions({ players: 4, limit: 19.5 })).toThrow(/limit/);
    expect(ueberkochen.parseOptions({ players: 4, limit19: true })).toEqual({ players: 4, fourRounds: false, limit: 19 });
    expect(ueberkochen.parseOptions({ players: 4, limit19: false })).toEqual({ players: 4, fourRounds: false, limit: 20 });
  });

  it('a seat sees its own hand and only the sizes of the others; the table sees no hand', () => {
    const state = setup(options(3), 9);
    const seatView = ueberkochen.view(state, 1);
    expect(seatView.hand).toEqual(state.hands[1]);
    expect(seatView.handSizes).toEqual(state.hands.map((h) => h.length));
    expect(seatView.dummySize).toBe(9);
    const text = JSON.stringify(seatView);
    for (const card of [...(state.hands[0] ?? []), ...(state.hands[2] ?? []), ...state.dummy]) expect(text).not.toContain(`"${card}"`);
    expect(ueberkochen.view(state, 'table').hand).toBeNull();
  });
});

describe('Überkochen metrics', () => {
  it('count a boil-over made by the last card of a round', () => {
    const metrics = ueberkochen.createMetrics();
    const before = position(['10H', '', ''], { pots: { H: cards('6H 5H'), D: [], C: [] } });
    const after = apply(before, 0, { type: 'play', card: '10H', pot: 'H' });
    metrics.step(before, 0, { type: 'play', card: '10H', pot: 'H' }, after);
    metrics.end(after, { winners: [0], scores: [0, 0, 0], lowerIsBetter: true });
    expect(metrics.summary().cardsPerBoilOver).toEqual({ mean: 2, count: 1, histogram: { '2': 1 } });
  });
});

describe('Überkochen states as values', () => {
  it('a state played on twice, or after a refused move, plays as a fresh copy of it does', () => {
    const start = setup(options(4), 11);
    const seat = start.turn as number;
    const [first, second] = legalMoves(start, seat);
    const fresh = (): UeberkochenState => JSON.parse(JSON.stringify(start)) as UeberkochenState;
    expect(refusal(() => apply(start, seat, { type: 'play', card: '9S', pot: 'X' })).code).toBe('rule.badMove');
    const one = apply(start, seat, first);
    const other = apply(start, seat, second);
    expect(one).toEqual(apply(fresh(), seat, first));
    expect(other).toEqual(apply(fresh(), seat, second));
    expect(legalMoves(start, seat)).toEqual(legalMoves(fresh(), seat));
    expect(apply(one, one.turn as number, legalMoves(one, one.turn as number)[0])).toEqual(
      apply(JSON.parse(JSON.stringify(one)) as UeberkochenState, one.turn as number, legalMoves(one, one.turn as number)[0]),
    );
  });
});
