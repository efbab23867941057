/**
 * Überkochen — the cards, the options and the JSON state, and the tables and functions the rules'
 * steps (steps.ts) read: the deal's order, where a card may go, the scoring.
 * Sections follow ../../../../../shared/spec/rules/ueberkochen.md: cards, set-up, a turn, scoring, end.
 */
import { deriveSeed, pick, shuffled, type Card, type FrenchCard, type Seed } from '../../cards';
import type { BaseOptions, RoundScore, Seat } from '../../engine/types';
import { strictMajorityAt } from '../common/majority';

// ---- Cards -------------------------------------------------------------------------------------

/** The three pots, named by the suit they take (the kings K♥ K♦ K♣ only mark their places). */
export const POTS = ['H', 'D', 'C'] as const;
export type Pot = (typeof POTS)[number];

/** Ace to 10 of hearts, diamonds and clubs, and the poison: 2 to 9 of spades. 38 cards. */
export const UEBERKOCHEN_DECK: readonly FrenchCard[] = [
  ...pick(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'], ['H', 'D', 'C']),
  ...pick(['2', '3', '4', '5', '6', '7', '8', '9'], ['S']),
];

const VALUE: Record<string, number> = {};
const SUIT: Record<string, 'H' | 'D' | 'C' | 'S'> = {};
for (const card of UEBERKOCHEN_DECK) {
  const rank = card.slice(0, -1);
  VALUE[card] = rank === 'A' ? 1 : Number(rank);
  SUIT[card] = card.slice(-1) as 'H' | 'D' | 'C' | 'S';
}

export function isUeberkochenCard(card: unknown): card is FrenchCard {
  return typeof card === 'string' && card in VALUE;
}
export function cardValue(card: Card): number {
  return VALUE[card] ?? 0;
}

// The hot path of playouts reads a card's value and suit from its text instead of looking the text
// up: only for cards already known to be Überkochen cards (in a hand or a pot).
function deckValue(card: FrenchCard): number {
  const first = card.charCodeAt(0);
  return card.length === 3 ? 10 : first === 65 ? 1 : first - 48;
}
/** Suit numbers by the suit letter's code minus 67 ('C' … 'S'). */
const SUIT_BY_LETTER = new Int8Array(17);
SUIT_BY_LETTER[72 - 67] = 0; // H
SUIT_BY_LETTER[68 - 67] = 1; // D
SUIT_BY_LETTER[67 - 67] = 2; // C
SUIT_BY_LETTER[83 - 67] = 3; // S
/** 0 ♥, 1 ♦, 2 ♣, 3 ♠ (the order of POTS, then poison). */
function deckSuit(card: FrenchCard): number {
  return SUIT_BY_LETTER[card.charCodeAt(card.length - 1) - 67] as number;
}
/**
 * A card's code: its place in UEBERKOCHEN_DECK (♥ A–10 are 0–9, ♦ 10–19, ♣ 20–29, ♠ 2–9 30–37).
 * The playout representation (playout.ts) holds cards as these; the tables below are read by both paths.
 */
export function codeOfCard(card: FrenchCard): number {
  const suit = deckSuit(card);
  const value = deckValue(card);
  return suit === 3 ? 28 + value : suit * 10 + value - 1;
}
/** Value and suit (0 ♥, 1 ♦, 2 ♣, 3 ♠) by card code. */
export const CODE_VALUE = Int8Array.from(UEBERKOCHEN_DECK, deckValue);
export const CODE_SUIT = Int8Array.from(UEBERKOCHEN_DECK, deckSuit);
for (let code = 0; code < UEBERKOCHEN_DECK.length; code++) {
  if (codeOfCard(UEBERKOCHEN_DECK[code] as FrenchCard) !== code) throw new Error('ueberkochen: card codes must follow the deck order');
}

export function isPoison(card: Card): boolean {
  return SUIT[card] === 'S';
}
export function potSum(cards: readonly Card[]): number {
  let sum = 0;
  for (const card of cards) sum += VALUE[card] ?? 0;
  return sum;
}

// ---- Options and state -------------------------------------------------------------------------

export interface UeberkochenOptions extends BaseOptions {
  /** "Vier Runden": always four rounds. */
  fourRounds: boolean;
  /** A pot boils over when its sum exceeds this (20; the variant "Engere Töpfe" is 19). */
  limit: number;
}

export function roundsOf(options: UeberkochenOptions): number {
  return options.fourRounds ? 4 : options.players;
}

export interface UeberkochenMove {
  type: 'play';
  card: FrenchCard;
  pot: Pot;
}

/** The last card played, and what it took if the pot boiled over: what the table animates and the log shows. */
export interface LastPlay {
  seat: Seat;
  card: FrenchCard;
  pot: Pot;
  /** The cards the player had to take, or null when the pot did not boil over. */
  took: readonly FrenchCard[] | null;
}

export type SuitCounts = Record<'H' | 'D' | 'C' | 'S', number>;

export interface RoundRecord extends RoundScore {
  /** Every seat's taken cards at the end of the round, counted by suit (the score sheet's columns). */
  taken: SuitCounts[];
  /** Per suit, the seat that had strictly the most and discarded them, or null (tie or nobody). */
  excused: Record<Pot, Seat | null>;
}

export interface UeberkochenState {
  options: UeberkochenOptions;
  seed: Seed;
  /** 0-based number of the round being played (or last played, once the match is over). */
  round: number;
  dealer: Seat;
  /** Whose turn it is; null once the match is over. */
  turn: Seat | null;
  hands: FrenchCard[][];
  /** The unused fourth hand with three players; empty otherwise. */
  dummy: FrenchCard[];
  pots: Record<Pot, FrenchCard[]>;
  taken: FrenchCard[][];
  totals: number[];
  history: RoundRecord[];
  lastPlay: LastPlay | null;
  phase: 'dealing' | 'playing' | 'over';
}

// ---- Set-up ------------------------------------------------------------------------------------

/** The seat clockwise next to `seat`: who is dealt to first, who leads, who deals next. */
export function leftOf(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

/** The card codes of a round's deck in the order they are dealt: one seeded shuffle per round. */
export function dealOrder(seed: Seed, round: number): number[] {
  return shuffled(DECK_CODES, deriveSeed(seed, 'deal', round));
}
const DECK_CODES: readonly number[] = UEBERKOCHEN_DECK.map((_, code) => code);

/** The fourth hand of a three-player deal, set aside. */
export const DUMMY = -1;

/**
 * Who gets the `i`-th card dealt: one card at a time round the hands, starting left of the dealer;
 * with three players the dummy takes the fourth place in the rotation.
 */
export function receiverOf(i: number, dealer: Seat, players: number): Seat | typeof DUMMY {
  const place = i % (players === 3 ? 4 : players);
  return place === players ? DUMMY : (dealer + 1 + place) % players;
}

// ---- A turn ------------------------------------------------------------------------------------

/**
 * Where a card may go — its own suit's pot, or any pot for poison — as move codes (card code × 3 +
 * pot index), in the order legal moves list them: `CARD_MOVES[CARD_MOVES_START[c] … CARD_MOVES_START[c + 1] - 1]`.
 * Both the JSON `legalMoves` and the playout's `legal` read this one table.
 */
export const CARD_MOVES_START = new Int16Array(UEBERKOCHEN_DECK.length + 1);
export const CARD_MOVES: Int16Array = (() => {
  const codes: number[] = [];
  for (let card = 0; card < UEBERKOCHEN_DECK.length; card++) {
    CARD_MOVES_START[card] = codes.length;
    const suit = CODE_SUIT[card] as number;
    if (suit === 3) codes.push(card * 3, card * 3 + 1, card * 3 + 2);
    else codes.push(card * 3 + suit);
  }
  CARD_MOVES_START[UEBERKOCHEN_DECK.length] = codes.length;
  return Int16Array.from(codes);
})();
/** The move codes there are (every card × every pot, legal or not). */
export const MOVE_CODES = UEBERKOCHEN_DECK.length * POTS.length;

/** Every possible move by its code, made once: legalMoves hands out these shared (never mutated) objects, so random playouts allocate little. */
export const MOVE_OF_CODE: readonly UeberkochenMove[] = Array.from({ length: MOVE_CODES }, (_, code) =>
  Object.freeze({ type: 'play', card: UEBERKOCHEN_DECK[Math.floor(code / 3)] as FrenchCard, pot: POTS[code % 3] as Pot }),
);

/** The pots a card may go into. */
export function potsFor(card: FrenchCard): readonly Pot[] {
  return POTS_FOR[card] ?? [];
}
const POTS_FOR: Record<string, readonly Pot[]> = {};
for (const card of UEBERKOCHEN_DECK) {
  const code = codeOfCard(card);
  POTS_FOR[card] = Array.from(CARD_MOVES.subarray(CARD_MOVES_START[code], CARD_MOVES_START[code + 1]), (move) => POTS[move % 3] as Pot);
}

/**
 * Penalty points of one round. For each of ♥ ♦ ♣, the one player with strictly more cards of it
 * than everybody else discards them; a tie for the most excuses nobody. Every other ♥ ♦ ♣ card
 * costs 1 point, every ♠ costs 2 and is never discarded.
 */
export function countBySuit(pile: readonly Card[]): SuitCounts {
  let h = 0;
  let d = 0;
  let c = 0;
  let s = 0;
  for (const card of pile) {
    const suit = deckSuit(card as FrenchCard);
    if (suit === 0) h++;
    else if (suit === 1) d++;
    else if (suit === 2) c++;
    else s++;
  }
  return { H: h, D: d, C: c, S: s };
}

export function scoreTaken(taken: readonly (readonly Card[])[]): { points: number[]; excused: Record<Pot, Seat | null>; counts: SuitCounts[] } {
  const counts = taken.map(countBySuit);
  return { ...scoreCounts(counts), counts };
}

/** The scoring itself, from every seat's taken cards counted by suit. */
export function scoreCounts(counts: readonly SuitCounts[]): { points: number[]; excused: Record<Pot, Seat | null> } {
  const flat: number[] = [];
  for (const c of counts) flat.push(c.H, c.D, c.C, c.S);
  const points = new Array<number>(counts.length).fill(0);
  const seats = [0, 0, 0];
  scoreFlat(flat, counts.length, points, seats);
  const excused = { H: null, D: null, C: null } as Record<Pot, Seat | null>;
  POTS.forEach((pot, i) => (excused[pot] = (seats[i] as number) < 0 ? null : (seats[i] as number)));
  return { points, excused };
}

/**
 * The scoring on flat counts (seat × 4 + suit, suits ♥ ♦ ♣ ♠), as the playout keeps them: every
 * seat's points into `points`, the seat excused per pot (−1: nobody) into `excused`. Allocates nothing.
 */
export function scoreFlat(counts: ArrayLike<number>, players: number, points: number[], excused: number[]): void {
  for (let suit = 0; suit < 3; suit++) excused[suit] = strictMajorityAt(counts, suit, 4, players);
  for (let seat = 0; seat < players; seat++) {
    const at = seat * 4;
    let p = 2 * (counts[at + 3] as number);
    for (let suit = 0; suit < 3; suit++) if (excused[suit] !== seat) p += counts[at + suit] as number;
    points[seat] = p;
  }
}

/** Whether the match is over once `scored` rounds have been scored. */
export function matchEndsAfter(scored: number, options: UeberkochenOptions): boolean {
  return scored >= roundsOf(options);
}
