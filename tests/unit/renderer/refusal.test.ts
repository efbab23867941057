import { describe, expect, it } from 'vitest';
import { refusalText } from '../../../src/renderer/src/table/refusal';
import { DREIZEHN_DECK } from '../../../src/renderer/src/games/dreizehn/deck';
import { registerDeck } from '../../../src/renderer/src/table/deck';

// Dreizehn's cards are its own deck, which the client catalog registers with the table.
registerDeck(DREIZEHN_DECK);

describe('a refusal in the player’s words', () => {
  it('names the card of a wrong pot in German and in English', () => {
    expect(refusalText('de', 'ueberkochen.wrongPot', { card: '6H', pot: 'D' }, 'x')).toMatch(/^Herz 6 darf nicht in diesen Topf/);
    expect(refusalText('en', 'ueberkochen.wrongPot', { card: '6H', pot: 'D' }, 'x')).toMatch(/^6 of hearts cannot go into that pot/i);
  });

  it('names a Dreizehn card by its colour and keeps the boards’ numbers', () => {
    expect(refusalText('de', 'dreizehn.colourHasBoard', { card: '5B', board: 3, own: 2 }, 'x')).toMatch(/^Blau 5 gehört auf Zielscheibe 2/);
    // A sentence starts with a capital letter, whatever the card's name starts with.
    expect(refusalText('en', 'dreizehn.colourHasBoard', { card: '5B', board: 3, own: 2 }, 'x')).toMatch(/^Blue 5 belongs on board 2/);
  });

  it('keeps the host’s words for a code this client has no text for', () => {
    expect(refusalText('de', 'net.somethingNew', {}, 'Der Gastgeber sagt nein.')).toBe('Der Gastgeber sagt nein.');
  });
});
