/**
 * Cards are plain strings in a short, human-readable notation, so that states, moves, views,
 * saves and logs stay plain JSON and a card compares with `===`.
 *
 * French cards: rank + suit letter — `AS`, `7H`, `10D`, `JC`, `QS`, `KH`; jokers `X1`, `X2`.
 * A game with a deck of its own registers its cards and their notation (`registerDeck`), from its
 * own folder; parsing, printing and `isCard` then know them like the French ones.
 */

export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export type Joker = 'X1' | 'X2';
export type FrenchCard = `${Rank}${Suit}` | Joker;

/** A card of a deck a game registers (`registerDeck`), in that deck's own notation. */
export type DeckCard = string & { readonly deckCard?: never };

export type Card = FrenchCard | DeckCard;

export const SUIT_SYMBOLS: Record<Suit, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const SYMBOL_TO_SUIT: Record<string, Suit> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S', '♧': 'C', '♢': 'D', '♡': 'H', '♤': 'S' };

export interface CardInfo {
  readonly card: Card;
  /** `french`, or the id of a registered deck. */
  readonly deck: string;
  /** French: A=1 … 10, J=11, Q=12, K=13, joker 0. A registered deck: the printed value. */
  readonly rank: number;
  /** French suit letter, a registered deck's colour letter, or null for jokers. */
  readonly suit: string | null;
}

/** A game's own deck: its cards (each with its info) and what its notation is, for a clear parse error. */
export interface DeckNotation {
  readonly id: string;
  readonly cards: readonly CardInfo[];
  /** The last letters of its cards, and how its cards are written: "Dreizehn cards are 1 2 4 5 7 in B/G/Y, and 4R". */
  readonly tails: readonly string[];
  readonly notation: string;
}

const INFO = new Map<string, CardInfo>();

function rankNumber(rank: Rank): number {
  return RANKS.indexOf(rank) + 1;
}

for (const suit of SUITS) {
  for (const rank of RANKS) {
    const card = `${rank}${suit}` as FrenchCard;
    INFO.set(card, { card, deck: 'french', rank: rankNumber(rank), suit });
  }
}
for (const joker of ['X1', 'X2'] as const) INFO.set(joker, { card: joker, deck: 'french', rank: 0, suit: null });
const DECKS: DeckNotation[] = [];

/** Registers a game's own deck (once; its cards must not clash with a known card). */
export function registerDeck(deck: DeckNotation): void {
  if (DECKS.some((known) => known.id === deck.id)) return;
  for (const info of deck.cards) if (INFO.has(info.card)) throw new Error(`deck ${deck.id}: ${info.card} is already a card`);
  for (const info of deck.cards) INFO.set(info.card, info);
  DECKS.push(deck);
}

export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && INFO.has(value);
}

export function cardInfo(card: Card): CardInfo {
  const info = INFO.get(card);
  if (!info) throw new Error(`not a card: ${String(card)}`);
  return info;
}

/** Suit letter of a French card; throws for jokers and other decks' cards. */
export function suitOf(card: FrenchCard): Suit {
  const suit = cardInfo(card).suit;
  if (suit === null || !(SUITS as readonly string[]).includes(suit)) throw new Error(`${card} has no French suit`);
  return suit as Suit;
}

/** Numeric rank of a card: French A=1 … K=13 (joker 0); a registered deck's the printed value. */
export function rankOf(card: Card): number {
  return cardInfo(card).rank;
}

export class CardParseError extends Error {
  constructor(
    readonly token: string,
    reason: string,
  ) {
    super(`"${token}" is not a card: ${reason}`);
    this.name = 'CardParseError';
  }
}

/** Parses one card token. Accepts suit symbols (7♥), lower case (7h), `1` for the ace of French suits is not accepted (use A). */
export function parseCard(token: string): Card {
  const raw = token.trim();
  if (raw === '') throw new CardParseError(token, 'empty');
  let text = raw.toUpperCase();
  const last = [...raw].at(-1) ?? '';
  const symbolSuit = SYMBOL_TO_SUIT[last];
  if (symbolSuit) text = raw.slice(0, raw.length - last.length).toUpperCase() + symbolSuit;
  if (INFO.has(text)) return text as Card;
  const body = text.slice(0, -1);
  const tail = text.slice(-1);
  if ((SUITS as readonly string[]).includes(tail)) {
    throw new CardParseError(token, `unknown rank "${body}" (ranks are A 2–10 J Q K)`);
  }
  const deck = DECKS.find((known) => known.tails.includes(tail));
  if (deck) throw new CardParseError(token, deck.notation);
  throw new CardParseError(token, `unknown suit "${tail}" (suits are C D H S or ♣ ♦ ♥ ♠; jokers X1 X2)`);
}

/** Parses cards separated by spaces or commas: `parseCards('7H 10D AS JC KH')`. */
export function parseCards(text: string): Card[] {
  return text
    .split(/[\s,]+/)
    .filter((token) => token.length > 0)
    .map(parseCard);
}

/** Formats cards in the notation `parseCards` reads; `symbols` uses ♣♦♥♠ for French suits. */
export function formatCard(card: Card, options: { symbols?: boolean } = {}): string {
  const info = cardInfo(card);
  if (options.symbols && info.deck === 'french' && info.suit !== null) {
    return card.slice(0, -1) + SUIT_SYMBOLS[info.suit as Suit];
  }
  return card;
}

export function formatCards(cards: readonly Card[], options: { symbols?: boolean } = {}): string {
  return cards.map((card) => formatCard(card, options)).join(' ');
}
