import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/shared/cards';
import { dreizehn } from '../../../src/shared/games/dreizehn';
import { ueberkochen } from '../../../src/shared/games/ueberkochen';
import type { SeatInfo } from '../../../src/shared/net/protocol';
import { dreizehnPot } from '../../../src/renderer/src/games/dreizehn/pot';
import { ueberkochenPot } from '../../../src/renderer/src/games/ueberkochen/pot';
import { cardName, playLine, sortHand, tableModel } from '../../../src/renderer/src/table/model';
import { DREIZEHN_DECK } from '../../../src/renderer/src/games/dreizehn/deck';
import { registerDeck } from '../../../src/renderer/src/table/deck';

// Dreizehn's cards are its own deck, which the client catalog registers with the table.
registerDeck(DREIZEHN_DECK);

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

describe('card names', () => {
  it('names French cards by suit and rank, aces and kings by word', () => {
    expect(cardName('de', '7H')).toBe('Herz 7');
    expect(cardName('de', 'AS')).toBe('Pik Ass');
    expect(cardName('en', 'KD')).toBe('king of diamonds');
  });
  it('names Dreizehn cards by colour and value, and the red fours', () => {
    expect(cardName('de', '5G')).toBe('Grün 5');
    expect(cardName('de', '4R')).toBe('Fiese Vier');
  });
});

describe('the table model of Überkochen', () => {
  const state = ueberkochen.setup(ueberkochen.defaultOptions(4), 7);
  const seat = state.turn as number;
  const legal = ueberkochen.legalMoves(state, seat);
  const model = tableModel('de', ueberkochenPot, ueberkochen.view(state, seat), legal, [seat], seats(4));

  it('offers exactly the host’s legal moves, each named as a player says it', () => {
    expect(model.choices).toHaveLength(legal.length);
    const heart = model.choices.find((c) => c.card.endsWith('H'));
    if (heart) expect(heart.label).toBe(`${cardName('de', heart.card)} in den Herztopf legen`);
    const spade = model.choices.filter((c) => c.card.endsWith('S'));
    for (const choice of spade) expect(choice.label).toMatch(/in den (Herz|Karo|Kreuz)topf legen$/);
  });
  it('shows three pots with their limit, and the viewer’s hand sorted by suit', () => {
    expect(model.piles.map((p) => p.name)).toEqual(['Herztopf', 'Karotopf', 'Kreuztopf']);
    expect(model.piles.every((p) => p.limit === 20)).toBe(true);
    expect(model.hand).toEqual(sortHand(state.hands[seat] as Card[]));
  });
  it('marks the dealer and whose turn it is, and names a bot by its seat with its level beside the name', () => {
    expect(model.seats[0]?.dealer).toBe(true);
    expect(model.seats[seat]?.turn).toBe(true);
    expect(model.seats[1]?.name).toBe('Bot 2');
    expect(model.seats[1]?.level).toBe('normal');
  });
  it('offers nothing to the table screen', () => {
    const table = tableModel('de', ueberkochenPot, ueberkochen.view(state, 'table'), [], [seat], seats(4));
    expect(table.hand).toBeNull();
    expect(table.choices).toEqual([]);
  });
  it('tells in the log who played what, and who took a boiled-over pot', () => {
    const line = playLine('de', model, { seat: 0, card: '9H', pile: 0, took: ['5H', '8H'] });
    expect(line).toBe('Anna legt Herz 9 – Herztopf. Herztopf kocht über: Anna nimmt 2 Karten.');
  });
});

describe('the table model of Dreizehn', () => {
  it('names the boards with their colours and offers the legal boards', () => {
    let state = dreizehn.setup(dreizehn.defaultOptions(3), 3);
    const first = state.turn as number;
    const move = dreizehn.legalMoves(state, first).find((m) => m.card !== '4R');
    if (!move) return;
    state = dreizehn.apply(state, first, move);
    const seat = state.turn as number;
    const model = tableModel('de', dreizehnPot, dreizehn.view(state, seat), dreizehn.legalMoves(state, seat), [seat], seats(3));
    const coloured = model.piles[move.board];
    expect(coloured?.name).toMatch(/^Zielscheibe \d \((Blau|Grün|Gelb)\)$/);
    expect(model.drawPile).toBe(50 - 15 - 1);
    for (const choice of model.choices) expect(choice.label).toMatch(/auf Zielscheibe \d legen$/);
  });
  it('writes the score sheet with each colour’s majority and the red fours', () => {
    const game = dreizehn;
    let state = game.setup(game.defaultOptions(3), 11);
    while (state.history.length === 0) {
      const seat = state.turn as number;
      state = game.apply(state, seat, game.legalMoves(state, seat)[0]);
    }
    const model = tableModel('en', dreizehnPot, game.view(state, 0), [], [], seats(3));
    const sheet = model.sheets[0];
    expect(sheet?.majorities.map((m) => m.label)).toEqual(['blue', 'green', 'yellow']);
    expect(sheet?.penalty.label).toBe('nasty fours');
    expect(sheet?.points).toEqual(state.history[0]?.points);
    // In German the rows are headed like nouns, the red fours' row as the colours' ("Fiese Vieren", not "fiese Vieren").
    const german = tableModel('de', dreizehnPot, game.view(state, 0), [], [], seats(3)).sheets[0];
    expect(german?.majorities.map((m) => m.label)).toEqual(['Blau', 'Grün', 'Gelb']);
    expect(german?.penalty.label).toBe('Fiese Vieren');
  });
});

describe('sortHand', () => {
  it('orders a hand by suit, then by value', () => {
    expect(sortHand(['9C', 'AH', '10H', '2S', '3D'])).toEqual(['AH', '10H', '3D', '9C', '2S']);
  });
});
