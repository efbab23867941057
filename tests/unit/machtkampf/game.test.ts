import { describe, expect, it } from 'vitest';
import { MACHTKAMPF_EXAMPLE } from '../../../src/shared/games/machtkampf/example';
import { createRng } from '../../../src/shared/cards';
import {
  MACHTKAMPF_DECK,
  apply,
  directionOf,
  legalMoves,
  machtkampf,
  setup,
  sortCards,
  type MachtkampfMove,
  type MachtkampfState,
} from '../../../src/shared/games/machtkampf';
import { cards, laid, options, pass, play, position, refusal, run } from './support';

const plays = (state: MachtkampfState, seat: number): string[] =>
  legalMoves(state, seat).flatMap((move) => (move.type === 'play' ? [move.cards.join(' ')] : []));
const types = (state: MachtkampfState, seat: number): string[] => legalMoves(state, seat).map((move) => move.type);

describe('Machtkampf set-up', () => {
  it('deals 16 cards to each of four players: the whole 64-card deck', () => {
    const state = setup(options(4), 3);
    expect(state.hands.map((hand) => hand.length)).toEqual([16, 16, 16, 16]);
    expect(state.dummy).toEqual([]);
    expect(sortCards(state.hands.flat())).toEqual(sortCards(MACHTKAMPF_DECK));
  });

  it('with three players a fourth hand of 16 goes aside and is never used', () => {
    const state = setup(options(3), 3);
    expect(state.hands.map((hand) => hand.length)).toEqual([16, 16, 16]);
    expect(state.dummy).toHaveLength(16);
    expect(sortCards([...state.hands.flat(), ...state.dummy])).toEqual(sortCards(MACHTKAMPF_DECK));
    let s = state;
    const rng = createRng(9);
    while (machtkampf.toAct(s).length > 0) {
      const [seat] = machtkampf.toAct(s) as [number];
      expect(seat).toBeLessThan(3);
      const moves = legalMoves(s, seat);
      const next = apply(s, seat, moves[rng.int(moves.length)]);
      if (next.game === s.game) expect(next.dummy).toBe(s.dummy);
      else expect(next.dummy).toHaveLength(16);
      s = next;
    }
    expect(machtkampf.result(s)?.scores).toHaveLength(3);
  });

  it('the same seed deals the same cards; another seed deals others', () => {
    expect(setup(options(4), 42).hands).toEqual(setup(options(4), 42).hands);
    expect(setup(options(4), 42).hands).not.toEqual(setup(options(4), 43).hands);
  });

  it('hands are kept in single-card order', () => {
    for (const hand of setup(options(4), 8).hands) expect(hand).toEqual(sortCards(hand));
  });
});

describe('Machtkampf: the first lead', () => {
  it('whoever holds A♠ leads the first game, and that first play must contain A♠', () => {
    const state = setup(options(4), 11);
    const holder = state.hands.findIndex((hand) => hand.includes('AS'));
    expect(state.turn).toBe(holder);
    expect(state.aceLead).toBe(true);
    const leads = legalMoves(state, holder);
    expect(leads.length).toBeGreaterThan(0);
    for (const move of leads) expect(move.type === 'play' && move.cards.includes('AS')).toBe(true);
    expect(plays(state, holder)).toContain('AS');
    const other = (state.hands[holder] as string[]).find((card) => card !== 'AS') as string;
    expect(refusal(() => apply(state, holder, play(other))).code).toBe('machtkampf.mustContainAceOfSpades');
    const after = apply(state, holder, play('AS'));
    expect(after.aceLead).toBe(false);
  });

  it('with three players and A♠ in the unused hand, the dealer’s right-hand neighbour leads anything', () => {
    let seed = 1;
    while (!setup(options(3), seed).dummy.includes('AS')) seed++;
    const state = setup(options(3), seed);
    expect(state.dealer).toBe(0);
    expect(state.turn).toBe(2);
    expect(state.aceLead).toBe(false);
    expect(plays(state, 2)).toHaveLength(legalMoves(state, 2).length);
    expect(plays(state, 2)).toContain((state.hands[2] as string[])[0]);
  });
});

describe('Machtkampf: direction', () => {
  it('the first game runs counter-clockwise, each following game the other way', () => {
    expect([0, 1, 2, 3].map((game) => directionOf(options(4), game))).toEqual(['counterClockwise', 'clockwise', 'counterClockwise', 'clockwise']);
    const state = setup(options(4), 11);
    const leader = state.turn as number;
    const after = apply(state, leader, play('AS'));
    expect(after.turn).toBe((leader + 3) % 4);
  });

  it('variant alwaysClockwise: every game runs clockwise', () => {
    const always = options(4, { alwaysClockwise: true });
    for (let game = 0; game < 4; game++) expect(directionOf(always, game)).toBe('clockwise');
    const state = setup(always, 11);
    const leader = state.turn as number;
    expect(apply(state, leader, play('AS')).turn).toBe((leader + 1) % 4);
  });

  it('the next game turns the direction round', () => {
    const state = position(['KH', '2C 3C', '4C 5C', '6C 7C'], { called: [true, false, false, false], direction: 'counterClockwise' });
    const next = apply(state, 0, play('KH'));
    expect(next.game).toBe(1);
    expect(next.direction).toBe('clockwise');
  });
});

describe('Machtkampf: a trick', () => {
  const hands = ['5C 9D 9H', '6C 9C', '8C 2D', '10C 3D'];

  it('the leader leads any combination and may not pass', () => {
    const state = position(hands);
    expect(types(state, 0)).not.toContain('pass');
    expect(plays(state, 0)).toEqual(['5C', '9D', '9H', '9D 9H']);
    expect(refusal(() => apply(state, 0, pass)).code).toBe('machtkampf.mustLead');
  });

  it('passing is allowed even when one could beat the trick', () => {
    const state = run(position(hands), [[0, play('5C')]]);
    expect(types(state, 1)).toEqual(['play', 'play', 'pass']);
    expect(apply(state, 1, pass).turn).toBe(2);
  });

  it('a player who passed may play again later in the same trick', () => {
    const state = run(position(hands), [
      [0, play('5C')],
      [1, pass],
      [2, play('8C')],
      [3, pass],
      [0, pass],
    ]);
    expect(plays(state, 1)).toEqual(['9C']);
    const after = apply(state, 1, play('9C'));
    expect(after.trick.map((p) => p.seat)).toEqual([0, 2, 1]);
  });

  it('when all others have passed in a row after the last play, its player wins the trick and leads again', () => {
    const state = run(position(['5C 9D 9H', '6C 9C 2H', '8C 2D', '10C 3D']), [
      [0, play('5C')],
      [1, play('6C')],
      [2, pass],
      [3, pass],
      [0, pass],
    ]);
    expect(state.trick).toEqual([]);
    expect(state.turn).toBe(1);
    expect(state.discard).toEqual(cards('5C 6C'));
    expect(state.tricks).toBe(1);
    expect(types(state, 1)).not.toContain('pass');
  });

  it('a play must be the same size as the trick and strictly higher', () => {
    const state = position(['9C 7C 7D 8H 8H', '2C'], { trick: [laid(1, '8C 8D')] });
    expect(plays(state, 0)).toEqual(['8H 8H']);
    expect(refusal(() => apply(state, 0, play('9C'))).code).toBe('machtkampf.sameSize');
    expect(refusal(() => apply(state, 0, play('7C 7D'))).code).toBe('machtkampf.notHigher');
    expect(refusal(() => apply(state, 0, play('7C 9C'))).code).toBe('machtkampf.notACombination');
  });

  it('a gang may be played on any trick, and only a higher gang on a gang', () => {
    const onPair = position(['4C 4D 4H 4H 9C 9C', '2C'], { trick: [laid(1, '8C 8D')] });
    expect(plays(onPair, 0)).toEqual(['9C 9C', '4C 4D 4H 4H']);
    const onGang = position(['4C 4D 4H 4H 9C 9C 9D 9H KH', '2C'], { trick: [laid(1, '8C 8D 8H 8H')] });
    expect(plays(onGang, 0)).toEqual(['9C 9C 9D 9H']);
    expect(refusal(() => apply(onGang, 0, play('KH'))).code).toBe('machtkampf.onlyGangBeatsGang');
    expect(refusal(() => apply(onGang, 0, play('4C 4D 4H 4H'))).code).toBe('machtkampf.notHigher');
  });

  it('refuses cards not in hand, cards listed out of order, and moves out of turn', () => {
    const state = position(hands);
    expect(refusal(() => apply(state, 0, play('KH'))).code).toBe('rule.notInHand');
    expect(refusal(() => apply(state, 0, { type: 'play', cards: ['9H', '9D'] })).code).toBe('machtkampf.unsorted');
    expect(refusal(() => apply(state, 1, play('6C'))).code).toBe('rule.notYourTurn');
    expect(refusal(() => apply(state, 1, pass)).code).toBe('rule.notYourTurn');
    expect(refusal(() => apply(state, 0, { type: 'play', cards: ['QS'] })).code).toBe('rule.notInHand');
    expect(refusal(() => apply(state, 0, { type: 'play', cards: [] })).code).toBe('rule.badMove');
    expect(refusal(() => apply(state, 7, play('5C'))).code).toBe('rule.noSuchSeat');
  });

  it('worked example: Anna 3♣3♦, Ben 6♣6♥, Carla passes, Dan 6♦6♥ (his ♦ beats Ben’s ♣), Anna’s gang on the pair, all pass: Anna leads again', () => {
    const [anna, ben, carla, dan] = [0, 1, 2, 3];
    // The in-app rules draw the same hands and steps.
    const hands = [...MACHTKAMPF_EXAMPLE.hands];
    // The seed's own deal needs three 6♥; this one can be dealt from the deck.
    const dealt = hands.flatMap(cards);
    for (const card of new Set(dealt)) expect(dealt.filter((c) => c === card).length).toBeLessThanOrEqual(MACHTKAMPF_DECK.filter((c) => c === card).length);
    let state = position(hands);
    state = run(state, [
      [anna, play('3C 3D')],
      [ben, play('6C 6H')],
      [carla, pass],
    ]);
    // Equal number, best cards both ♥: the second card decides, and ♦ beats ♣.
    expect(plays(state, dan)).toContain('6D 6H');
    state = apply(state, dan, play('6D 6H'));
    expect(plays(state, anna)).toContain('2C 2D 2H 2H');
    state = run(state, [
      [anna, play('2C 2D 2H 2H')],
      [ben, pass],
      [carla, pass],
      [dan, pass],
    ]);
    expect(state.trick).toEqual([]);
    expect(state.turn).toBe(anna);
    expect(state.hands[anna]).toEqual(cards('9C 9D'));
    expect(plays(state, anna)).toEqual(['9C', '9D', '9C 9D']);
  });

  it('the example the in-app rules draw is these very moves, step by step', () => {
    const steps = MACHTKAMPF_EXAMPLE.steps.map((step): [number, MachtkampfMove] => [
      step.seat,
      'pass' in step ? pass : { type: 'play', cards: [...step.play] },
    ]);
    const state = run(position([...MACHTKAMPF_EXAMPLE.hands]), steps);
    expect(state.trick).toEqual([]);
    expect(state.turn).toBe(0);
    expect(state.hands[0]).toEqual(cards('9C 9D'));
  });
});

describe('Machtkampf: the end of a game', () => {
  it('the game ends the instant a player plays their last card (called): they win and the game is scored', () => {
    const state = position(['2C 3C 4C 5C 6C', '2D 3D 4D 5D 6D 7D 8D 9D 10D', 'KH', 'AC AD AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JC JD'], {
      turn: 2,
      called: [false, false, true, false],
    });
    const after = apply(state, 2, play('KH'));
    const record = after.history[0];
    expect(record?.winner).toBe(2);
    expect(record?.cardsLeft).toEqual([5, 9, 0, 14]);
    // The seed's example: Carla is out; Anna 5 cards → 5, Ben 9 → 18, Dan 14 → 56.
    expect(record?.points).toEqual([5, 18, 0, 56]);
    expect(after.totals).toEqual([5, 18, 0, 56]);
    expect(after.game).toBe(1);
  });
});

describe('Machtkampf: moves are plain data', () => {
  it('legal moves are JSON: play with its cards, pass, callLastCard, giveBack with its card', () => {
    const state = position(['5C', '6C 9C', '8C'], { trick: [laid(2, '4C')], turn: 0 });
    const moves: MachtkampfMove[] = legalMoves(state, 0);
    expect(moves).toEqual([{ type: 'play', cards: ['5C'] }, { type: 'pass' }, { type: 'callLastCard' }]);
    expect(JSON.parse(JSON.stringify(moves))).toEqual(moves);
  });
});

describe('Machtkampf states handed on', () => {
  it('a state played on twice, or after a refused move, plays as a fresh copy of it does, and is never changed', () => {
    const copy = (state: MachtkampfState): MachtkampfState => JSON.parse(JSON.stringify(state)) as MachtkampfState;
    const rng = createRng(5);
    let state = setup(machtkampf.parseOptions({ players: 3, matchEnd: 30 }) as MachtkampfState['options'], 9);
    let games = 0;
    for (let step = 0; state.turn !== null; step++) {
      const seat = state.turn;
      const moves = legalMoves(state, seat);
      const written = JSON.stringify(state);
      expect(() => apply(state, seat, { type: 'play', cards: ['XX'] })).toThrow();
      const next = apply(state, seat, moves[rng.int(moves.length)] as MachtkampfMove);
      expect(JSON.stringify(state)).toBe(written);
      const other = moves[(step * 7) % moves.length] as MachtkampfMove;
      expect(apply(state, seat, other)).toEqual(apply(copy(state), seat, other));
      expect(legalMoves(state, seat)).toEqual(moves);
      if (next.history.length > state.history.length) games++;
      state = next;
    }
    expect(games).toBeGreaterThan(1);
  });
});
