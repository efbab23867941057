/**
 * Machtkampf's 64 cards and their single-card order (spec: "Cards").
 *
 * Every distinct card has an index in single-card order, lowest first, so that comparing two
 * cards is comparing two small integers and a hand becomes 34 counts: the legal-move generator
 * and the combination classifier work on those indexes, the state keeps the card strings.
 */
import { pick, type Card, type FrenchCard } from '../../cards';

export const SUIT_CLUBS = 0;
export const SUIT_DIAMONDS = 1;
export const SUIT_HEARTS = 2;
/** Only the A♠ has it: the highest 1, and a stand-in for any suit in flushes. */
export const SUIT_SPADES = 3;

/** Every distinct card, in single-card order: A♣ A♦ A♥ A♠ 2♣ … 10♥ J♣ J♦ K♥. */
export const CARDS_IN_ORDER: readonly FrenchCard[] = [
  'AC',
  'AD',
  'AH',
  'AS',
  ...['2', '3', '4', '5', '6', '7', '8', '9', '10'].flatMap((rank) => [`${rank}C`, `${rank}D`, `${rank}H`] as FrenchCard[]),
  'JC',
  'JD',
  'KH',
];

export const DISTINCT_CARDS = CARDS_IN_ORDER.length;
export const ACE_OF_SPADES_ID = 3;
export const JACK_OF_CLUBS_ID = DISTINCT_CARDS - 3;
export const JACK_OF_DIAMONDS_ID = DISTINCT_CARDS - 2;
export const KING_OF_HEARTS_ID = DISTINCT_CARDS - 1;

/** The number of a card: 1 (ace) … 10, the jacks 11, K♥ 12. */
export const NUMBER: readonly number[] = CARDS_IN_ORDER.map((card) => {
  const rank = card.slice(0, -1);
  return rank === 'A' ? 1 : rank === 'J' ? 11 : rank === 'K' ? 12 : Number(rank);
});

export const SUIT: readonly number[] = CARDS_IN_ORDER.map((card) => 'CDHS'.indexOf(card.slice(-1)));

/** How many copies of each distinct card the deck holds: two of A–10 in ♣ ♦ ♥, one of the four special cards. */
export const COPIES: readonly number[] = CARDS_IN_ORDER.map((card) => (['AS', 'JC', 'JD', 'KH'].includes(card) ? 1 : 2));

/** The indexes of the cards of each number 1–10, lowest suit first. */
export const IDS_OF_NUMBER: readonly (readonly number[])[] = Array.from({ length: 11 }, (_, number) =>
  CARDS_IN_ORDER.flatMap((_card, id) => (NUMBER[id] === number ? [id] : [])),
);

/** Index by number × 4 + suit (-1 where no such card is in the game), for `cardId`. */
const ID_BY_NUMBER_AND_SUIT: readonly number[] = Array.from({ length: 13 * 4 }, (_, key) =>
  CARDS_IN_ORDER.findIndex((_card, id) => NUMBER[id] === Math.floor(key / 4) && SUIT[id] === key % 4),
);

/** The index of the card of a number 1–10 in one of ♣ ♦ ♥ (or the A♠), or -1. Looked up: the bots' hand reading asks for cards so all the time. */
export function idOf(number: number, suit: number): number {
  return number >= 1 && number <= 10 && suit >= 0 && suit <= 3 ? (ID_BY_NUMBER_AND_SUIT[number * 4 + suit] as number) : -1;
}

const CHAR_0 = 48;
const CHAR_9 = 57;

/**
 * The card's index in single-card order, or -1 for anything that is not a Machtkampf card. Read
 * from the characters rather than looked up: it runs for every card of every move.
 */
export function cardId(card: unknown): number {
  if (typeof card !== 'string') return -1;
  const length = card.length;
  if (length !== 2 && length !== 3) return -1;
  const suitChar = card.charCodeAt(length - 1);
  const suit = suitChar === 67 ? 0 : suitChar === 68 ? 1 : suitChar === 72 ? 2 : suitChar === 83 ? 3 : -1;
  const rank = card.charCodeAt(0);
  let number: number;
  if (length === 3) number = rank === CHAR_0 + 1 && card.charCodeAt(1) === CHAR_0 ? 10 : -1;
  else if (rank >= CHAR_0 + 2 && rank <= CHAR_9) number = rank - CHAR_0;
  else number = rank === 65 ? 1 : rank === 74 ? 11 : rank === 75 ? 12 : -1;
  if (suit < 0 || number < 0) return -1;
  return ID_BY_NUMBER_AND_SUIT[number * 4 + suit] as number;
}

export function isMachtkampfCard(card: unknown): card is FrenchCard {
  return cardId(card) >= 0;
}

/** The 64 cards: A–10 of clubs, diamonds and hearts from both decks, and A♠ J♣ J♦ K♥ from one. */
export const MACHTKAMPF_DECK: readonly FrenchCard[] = [
  ...pick(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'], ['C', 'D', 'H']),
  ...pick(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'], ['C', 'D', 'H']),
  'AS',
  'JC',
  'JD',
  'KH',
];

/** Cards sorted into single-card order, lowest first: the one spelling of a hand and of a play. */
export function sortCards<C extends Card>(cards: readonly C[]): C[] {
  // A counting sort over the 34 distinct cards: hands are sorted at every deal and exchange.
  const counts = new Array<number>(DISTINCT_CARDS).fill(0);
  for (const card of cards) {
    const id = cardId(card);
    if (id < 0) return cards.slice().sort((a, b) => cardId(a) - cardId(b));
    counts[id] = (counts[id] as number) + 1;
  }
  const sorted: C[] = [];
  for (let id = 0; id < DISTINCT_CARDS; id++) {
    for (let k = counts[id] as number; k > 0; k--) sorted.push(CARDS_IN_ORDER[id] as C);
  }
  return sorted;
}

/** Per distinct card, how many of it the cards hold. */
export function countCards(cards: readonly Card[]): number[] {
  const counts = new Array<number>(DISTINCT_CARDS).fill(0);
  for (const card of cards) {
    const id = cardId(card);
    if (id >= 0) counts[id] = (counts[id] as number) + 1;
  }
  return counts;
}

/** The highest card by single-card order. */
export function highestCard(cards: readonly FrenchCard[]): FrenchCard {
  let best = -1;
  for (const card of cards) best = Math.max(best, cardId(card));
  if (best < 0) throw new Error('no card');
  return CARDS_IN_ORDER[best] as FrenchCard;
}
