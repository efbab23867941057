import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/shared/cards';
import { dreizehn } from '../../../src/shared/games/dreizehn';
import { ueberkochen } from '../../../src/shared/games/ueberkochen';
import type { SeatInfo } from '../../../src/shared/net/protocol';
import { dreizehnPot } from '../../../src/renderer/src/games/dreizehn/pot';
import { ueberkochenPot } from '../../../src/renderer/src/games/ueberkochen/pot';
import { tableModel } from '../../../src/renderer/src/table/model';
import { phoneView, tapCard } from '../../../src/renderer/src/table/phoneModel';
import { handFill } from '../../../src/renderer/src/ui/cards';

const seats = (n: number): SeatInfo[] =>
  Array.from({ length: n }, (_, seat) => ({
    seat,
    kind: seat === 0 ? 'person' : 'bot',
    name: seat === 0 ? 'Anna' : null,
    level: seat === 0 ? null : 'normal',
    away: false,
    botPlaying: seat !== 0,
    owner: seat === 0,
    vip: seat === 0,
  }));

describe('the phone hand of Überkochen', () => {
  const state = ueberkochen.setup(ueberkochen.defaultOptions(3), 11);
  const seat = state.turn as number;
  const other = (seat + 1) % 3;
  const legal = ueberkochen.legalMoves(state, seat);
  const model = tableModel('de', ueberkochenPot, ueberkochen.view(state, seat), legal, [seat], seats(3));

  it('shows only the own hand, each card playable exactly when the host lists a move for it', () => {
    const view = phoneView(model, null);
    expect(view.cards.map((c) => c.card)).toEqual(model.hand);
    const listed = new Set(model.choices.map((c) => c.card));
    for (const c of view.cards) expect(c.playable).toBe(listed.has(c.card));
    expect(view.mine).toBe(true);
  });
  it('shows every pot with its sum and limit, and no target before a card is picked', () => {
    const view = phoneView(model, null);
    expect(view.piles.map((p) => [p.name, p.sum, p.limit])).toEqual(model.piles.map((p) => [p.name, p.sum, p.limit]));
    expect(view.piles.every((p) => p.choice === null)).toBe(true);
  });
  it('makes exactly the pots the host allows for the picked card into targets', () => {
    const card = model.choices[0]?.card as Card;
    const view = phoneView(model, card);
    const allowed = model.choices
      .filter((c) => c.card === card)
      .map((c) => c.pile)
      .sort();
    expect(
      view.piles
        .filter((p) => p.choice)
        .map((p) => p.index)
        .sort(),
    ).toEqual(allowed);
    for (const p of view.piles) if (p.choice) expect(p.choice.move).toEqual(model.choices.find((c) => c.card === card && c.pile === p.index)?.move);
    expect(view.cards.filter((c) => c.selected).map((c) => c.card)).toContain(card);
  });
  it('picks a playable card on a tap, lets go of it on a second tap, and says why for the rest', () => {
    const card = model.choices[0]?.card as Card;
    expect(tapCard(phoneView(model, null), card)).toEqual({ kind: 'select', card });
    expect(tapCard(phoneView(model, card), card)).toEqual({ kind: 'select', card: null });
    const waiting = tableModel('de', ueberkochenPot, ueberkochen.view(state, other), [], [seat], seats(3));
    const theirs = phoneView(waiting, null);
    expect(theirs.mine).toBe(false);
    // The code the rules refuse the move with (ueberkochen's playCard: rule.notYourTurn).
    const tapped = theirs.cards[0]?.card as Card;
    expect(tapCard(theirs, tapped)).toEqual({ kind: 'refuse', refusal: { code: 'rule.notYourTurn', params: {} } });
    expect(() => ueberkochen.apply(state, other, { type: 'play', card: tapped, pot: 'H' })).toThrowError(
      expect.objectContaining({ code: 'rule.notYourTurn' }) as Error,
    );
    expect(phoneView(waiting, theirs.cards[0]?.card as Card).selected).toBeNull();
  });
  it('marks whose turn it is and which seat is this phone', () => {
    const view = phoneView(model, null);
    expect(view.seats.filter((s) => s.turn).map((s) => s.seat)).toEqual([seat]);
    expect(view.seats.filter((s) => s.you).map((s) => s.seat)).toEqual([seat]);
  });
});

describe('the phone hand of Dreizehn', () => {
  it('shows the boards with their sums and keeps equal cards apart', () => {
    const state = dreizehn.setup(dreizehn.defaultOptions(3), 5);
    const seat = dreizehn.toAct(state)[0] as number;
    const model = tableModel('de', dreizehnPot, dreizehn.view(state, seat), dreizehn.legalMoves(state, seat), [seat], seats(3));
    const view = phoneView(model, null);
    expect(view.piles).toHaveLength(model.piles.length);
    expect(view.piles.map((p) => p.sum)).toEqual(model.piles.map((p) => p.sum));
    expect(new Set(view.cards.map((c) => c.key)).size).toBe(view.cards.length);
    const card = model.choices[0]?.card as Card;
    expect(phoneView(model, card).piles.some((p) => p.choice !== null)).toBe(true);
  });
  it('picks up only one of two equal cards', () => {
    const state = dreizehn.setup(dreizehn.defaultOptions(3), 5);
    const seat = dreizehn.toAct(state)[0] as number;
    const model = tableModel('de', dreizehnPot, dreizehn.view(state, seat), dreizehn.legalMoves(state, seat), [seat], seats(3));
    const twice = {
      ...model,
      hand: ['1B', '1B', '5G'] as Card[],
      choices: [{ card: '1B' as Card, pile: 0, move: { type: 'play', card: '1B', board: 0 }, label: '' }],
    };
    const view = phoneView(twice, '1B');
    expect(view.cards.map((c) => c.selected)).toEqual([true, false, false]);
    expect(view.cards.map((c) => c.playable)).toEqual([true, true, false]);
  });
});

describe('handFill', () => {
  it('calls up to four cards few and up to eight some, so that a phone draws a short hand larger', () => {
    expect([1, 4, 5, 8, 9, 17].map(handFill)).toEqual(['few', 'few', 'some', 'some', 'full', 'full']);
  });
});
