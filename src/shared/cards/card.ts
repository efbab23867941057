/**
 * Cards are plain strings in a short, human-readable notation, so that states, moves, views,
 * saves and logs stay plain JSON and a card compares with `===`.
 *
 * French cards: rank + suit letter — `AS`, `7H`, `10D`, `JC`, `QS`, `KH`; jokers `X1`, `X2`.
 * Dreizehn's own cards: value + colour letter — `7B` (Blau), `5G` (Grün), `1Y` (Gelb), `4R` (red four).
 */

export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export type Joker = 'X1' | 'X2';
export type FrenchCard = `${Rank}${Suit}` | Joker;

export const DREIZEHN_COLOURS = ['B', 'G', 'Y'] as const;
export type DreizehnColour = (typeof DREIZEHN_COLOURS)[number];
export const DREIZEHN_VALUES = [1, 2, 4, 5, 7] as const;
export type DreizehnValue = (typeof DREIZEHN_VALUES)[number];
export type DreizehnCard = `${DreizehnValue}${DreizehnColour}` | '4R';

export type Card = FrenchCard | DreizehnCard;

export const SUIT_SYMBOLS: Record<Suit, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const SYMBOL_TO_SUIT: Record<string, Suit> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S', '♧': 'C', '♢': 'D', '♡': 'H', '♤': 'S' };

export interface CardInfo {
  readonly card: Card;
  readonly deck: 'french' | 'dreizehn';
  /** French: A=1 … 10, J=11, Q=12, K=13, joker 0. Dreizehn: the printed value. */
  readonly rank: number;
  /** French suit letter, Dreizehn colour letter (`R` for the red fours), or null for jokers. */
  readonly suit: Suit | DreizehnColour | 'R' | null;
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
for (const colour of DREIZEHN_COLOURS) {
  for (const value of DREIZEHN_VALUES) {
    const card = `${value}${colour}` as DreizehnCard;
    INFO.set(card, { card, deck: 'dreizehn', rank: value, suit: colour });
  }
}
INFO.set('4R', { card: '4R', deck: 'dreizehn', rank: 4, suit: 'R' });

export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && INFO.has(value);
}

export function cardInfo(card: Card): CardInfo {
  const info = INFO.get(card);
  if (!info) throw new Error(`not a card: ${String(card)}`);
  return info;
}

/** Suit letter of a French card; throws for jokers and Dreizehn cards. */
export function suitOf(card: FrenchCard): Suit {
  const suit = cardInfo(card).suit;
  if (suit === null || !(SUITS as readonly string[]).includes(suit)) throw new Error(`${card} has no French suit`);
  return suit as Suit;
}

/** Numeric rank of a card: French A=1 … K=13 (joker 0); Dreizehn the printed value. */
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
  if ((DREIZEHN_COLOURS as readonly string[]).includes(tail) || tail === 'R') {
    throw new CardParseError(token, `Dreizehn cards are 1 2 4 5 7 in B/G/Y, and 4R`);
  }
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
