import { describe, expect, it } from 'vitest';
import { parseCards, type FrenchCard } from '../../../src/shared/cards';
import { classify, type MachtkampfMove, type MachtkampfView } from '../../../src/shared/games/machtkampf';
import {
  callWith,
  describeCombination,
  factorOf,
  handGroups,
  handOrder,
  passedSeats,
  positions,
  readSelection,
  scoringStep,
  suggestion,
} from '../../../src/renderer/src/games/machtkampf/model';

const cards = (text: string): FrenchCard[] => parseCards(text) as FrenchCard[];

function describe_(text: string): string {
  const combo = classify(cards(text));
  if (!combo) throw new Error(`${text} forms nothing`);
  return describeCombination('de', combo);
}

function viewWith(partial: Partial<MachtkampfView>): MachtkampfView {
  return {
    game: 'machtkampf',
    viewer: 0,
    options: { players: 3, alwaysClockwise: false, matchEnd: 50, lastCardCall: 'manual' },
    target: 50,
    gameNumber: 0,
    dealer: 0,
    direction: 'counterClockwise',
    phase: 'playing',
    turn: 0,
    hand: [],
    handSizes: [16, 16, 16],
    dummySize: 16,
    trick: [],
    passes: 0,
    aceLead: false,
    mustMakeItHard: false,
    called: [false, false, false],
    out: [false, false, false],
    discard: [],
    exchange: null,
    winner: null,
    totals: [0, 0, 0],
    history: [],
    lastAction: null,
    ...partial,
  };
}

describe('describing a selection', () => {
  it('names a straight by its highest card', () => expect(describe_('5H 6C 7D 8C 9H')).toBe('Straße bis 9♥'));
  it('names a gang by its size and number', () => expect(describe_('7C 7C 7D 7H')).toBe('Putsch aus vier 7en'));
  it('names pairs of aces and jacks in words', () => {
    expect(describe_('AC AD')).toBe('Paar Asse');
    expect(describe_('JC JD')).toBe('Paar Buben');
  });
  it('names a full house by its triple and pair', () => expect(describe_('3C 3D 3H 9C 9H')).toBe('Full House 3en mit 9en'));
  it('a listed play can be submitted and says it beats the trick', () => {
    const top = { ...(classify(cards('6D 6H')) as NonNullable<ReturnType<typeof classify>>), seat: 1 };
    const legal: MachtkampfMove[] = [{ type: 'pass' }, { type: 'play', cards: cards('7C 7D') }];
    const view = viewWith({ trick: [top] });
    const good = readSelection('de', view, legal, cards('7D 7C'));
    expect(good.move).toEqual({ type: 'play', cards: cards('7C 7D') });
    expect(good.text).toBe('Paar 7en – sticht!');
    const low = readSelection('de', view, legal, cards('5C 5D'));
    expect(low.move).toBeNull();
    expect(low.verdict).toBe('low');
  });
  it('a combination the host does not list cannot be submitted, and the obligation says why', () => {
    const view = viewWith({ mustMakeItHard: true });
    const selection = readSelection('de', view, [{ type: 'play', cards: cards('9C 9D') }], cards('3C'));
    expect(selection.move).toBeNull();
    expect(selection.text).toContain('nur noch eine Karte');
  });
  it("while the host holds the table at a game's end, the winner's card to give back cannot go yet, and the line says why", () => {
    const view = viewWith({ phase: 'exchange', turn: 0, exchange: { winner: 0, loser: 1, loserBy: 'mostCards', given: 'KH', returned: null } });
    const held = readSelection('de', view, [], cards('AH'), true);
    expect(held.move).toBeNull();
    expect(held.text).toBe('Einzelkarte A♥ – geht gleich, sobald alle die Wertung gelesen haben.');
    // Once the host moves on, the same card goes back.
    const open = readSelection('de', view, [{ type: 'giveBack', card: 'AH' }], cards('AH'));
    expect(open.move).toEqual({ type: 'giveBack', card: 'AH' });
    expect(open.text).toBe('A♥ zurückgeben');
  });
});

describe('the hand', () => {
  it('sorted by combinations shows the plays, larger first: a full house before the singles', () => {
    const hand = cards('2C 3C 3D 5C 5D 5H 9C');
    expect(handOrder(hand, 'combinations').map((i) => hand[i])).toEqual(cards('3C 3D 5C 5D 5H 2C 9C'));
    expect(handOrder(hand, 'number')).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it('sorted by combinations groups the plays the hand forms: a straight stays together', () => {
    const hand = cards('2C 3D 4H 5C 6C 6D 9H JC');
    const groups = handGroups(hand, 'combinations').map((g) => g.map((i) => hand[i]));
    expect(groups).toEqual([cards('2C 3D 4H 5C 6C'), cards('6D'), cards('9H'), cards('JC')]);
    expect(
      handOrder(hand, 'combinations')
        .slice()
        .sort((a, b) => a - b),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
  it('sorted by combinations puts a gang first and keeps twin cards apart by index', () => {
    const hand = cards('4C 4C 4D 4H 7H 7H KH');
    const groups = handGroups(hand, 'combinations');
    expect(groups).toEqual([[0, 1, 2, 3], [4, 5], [6]]);
    expect(handGroups(hand, 'number')).toEqual([[0, 1, 2, 3, 4, 5, 6]]);
  });
  it('the suggestion is the weakest listed play, gangs last', () => {
    const legal: MachtkampfMove[] = [
      { type: 'pass' },
      { type: 'play', cards: cards('4C 4D 4H 4H') },
      { type: 'play', cards: cards('9C') },
      { type: 'play', cards: cards('3H') },
    ];
    expect(suggestion(legal)).toEqual({ type: 'play', cards: cards('3H') });
    expect(suggestion([{ type: 'pass' }])).toBeNull();
  });
});

describe('seats and scoring', () => {
  it('seats sit clockwise from the viewer at the bottom: left, top, right', () => {
    expect(positions(4, 2)).toEqual(['top', 'right', 'bottom', 'left']);
    expect(positions(3, null)).toEqual(['bottom', 'left', 'right']);
  });
  it('the seats that passed since the last play, walking back against the direction of play', () => {
    const play = { seat: 1, kind: 'single' as const, cards: cards('9H'), strength: 0 } as unknown as MachtkampfView['trick'][number];
    const four = { handSizes: [5, 5, 5, 5], out: [false, false, false, false], called: [false, false, false, false], totals: [0, 0, 0, 0], trick: [play] };
    // Counter-clockwise play goes 1 → 0 → 3 → 2: with 2 to move after two passes, 3 and 0 passed.
    expect(passedSeats(viewWith({ ...four, direction: 'counterClockwise', turn: 2, passes: 2 })).sort()).toEqual([0, 3]);
    // Clockwise 1 → 2 → 3 → 0, a player out is skipped: 3 is out, 0 to move, so 2 passed.
    expect(passedSeats(viewWith({ ...four, direction: 'clockwise', turn: 0, passes: 1, out: [false, false, false, true] }))).toEqual([2]);
    expect(passedSeats(viewWith({ ...four, turn: 2, passes: 0 }))).toEqual([]);
  });
  it('the factor follows the scoring table', () => {
    expect([5, 9, 14, 16].map((n) => n * factorOf(n))).toEqual([5, 18, 56, 80]);
  });
  it('scoring steps show the multiplication, the winner and a missed call', () => {
    const record = {
      round: 0,
      points: [0, 18, 1],
      totals: [0, 18, 1],
      winner: 0,
      cardsLeft: [0, 9, 1],
      missedCall: [false, false, true],
      tricks: 5,
      loser: 1,
      loserBy: 'mostCards' as const,
    };
    expect(scoringStep('de', record, 0)).toBe('Gewinner: 0');
    expect(scoringStep('de', record, 1)).toBe('9 Karten × 2 = 18');
    expect(scoringStep('de', record, 2)).toContain('vergessen');
  });
});

describe('"Letzte Karte!" with a play', () => {
  const play = (text: string): MachtkampfMove => ({ type: 'play', cards: cards(text) });
  const call: MachtkampfMove = { type: 'callLastCard' };
  it('calls right after a play that leaves one card, and before a play of the last card while the call is owed', () => {
    expect(callWith(viewWith({ hand: cards('3C 9H') }), [play('3C')], play('3C'))).toBe('after');
    expect(callWith(viewWith({ hand: cards('9H') }), [play('9H'), call], play('9H'))).toBe('before');
  });
  it('adds nothing once called, to a play that leaves more or none, to a pass, or where the option calls for everyone', () => {
    expect(callWith(viewWith({ hand: cards('9H'), called: [true, false, false] }), [play('9H')], play('9H'))).toBeNull();
    expect(callWith(viewWith({ hand: cards('3C 4C 9H') }), [play('3C')], play('3C'))).toBeNull();
    expect(callWith(viewWith({ hand: cards('4C 4H') }), [play('4C 4H')], play('4C 4H'))).toBeNull();
    expect(callWith(viewWith({ hand: cards('3C 9H') }), [{ type: 'pass' }], { type: 'pass' })).toBeNull();
    const auto = viewWith({ hand: cards('3C 9H'), options: { players: 3, alwaysClockwise: false, matchEnd: 50, lastCardCall: 'auto' } });
    expect(callWith(auto, [play('3C')], play('3C'))).toBeNull();
  });
});
