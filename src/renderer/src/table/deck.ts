/**
 * A game's own deck, as the table draws it: its colours (fill, symbol) and how a card of it reads.
 * The table knows the French cards; a game with a deck of its own hands its look over in its client
 * module (`ClientGame.deck`), and the client catalog registers it here, so the cards, symbols, the
 * phone's hand and the cards' spoken names draw any deck they are given.
 */
import type { Card } from '../../../shared/cards';
import type { Lang } from '../../../shared/i18n';

/** A symbol's shape as data, so that the canvas (drawSymbol) and the phone's cards (an SVG) draw the same one. */
export type SymbolShape = { kind: 'circle'; x: number; y: number; r: number } | { kind: 'poly'; points: number[] };

export interface DeckColour {
  /** Its colour on the table and in the hand. */
  readonly fill: number;
  /** The card is filled with its colour and written in white (else outlined in it). */
  readonly solid?: boolean;
  /** The shape centred on (x, y), `size` tall, turned upside down with `flip`: colour is never the only cue. */
  shape(x: number, y: number, size: number, flip: boolean): SymbolShape;
}

export interface DeckLook {
  /** Colour letter → its look. */
  readonly colours: Readonly<Record<string, DeckColour>>;
  /** The card's printed value and colour letter, or null for a card of another deck. */
  read(card: Card): { value: number; colour: string } | null;
  /** A value drawn as pips: how many to each row (absent: one row of `value`). */
  readonly pipRows: Readonly<Record<number, readonly number[]>>;
  /** The class of its cards in the phone's hand (`<class>` and `<class>-<colour>`), styled in the game's CSS. */
  readonly handClass: string;
  /** The card's spoken name: "Blau 5". */
  name(lang: Lang, card: Card): string;
}

const looks: DeckLook[] = [];

/** Registers a game's deck look (the client catalog does, once per client module with a deck). */
export function registerDeck(look: DeckLook): void {
  if (!looks.includes(look)) looks.push(look);
}

/** The card read by the registered deck it belongs to, or null (a French card). */
export function deckCard(card: Card): { look: DeckLook; value: number; colour: DeckColour; letter: string } | null {
  for (const look of looks) {
    const read = look.read(card);
    const colour = read && look.colours[read.colour];
    if (read && colour) return { look, value: read.value, colour, letter: read.colour };
  }
  return null;
}

/** A registered deck's colour by its letter (a pile's tint, a taken-cards count), or undefined. */
export function deckColour(letter: string): DeckColour | undefined {
  for (const look of looks) {
    const colour = look.colours[letter];
    if (colour) return colour;
  }
  return undefined;
}
