/**
 * Überkochen — the rules, as pure functions over plain data.
 * Sections follow ../../../../../shared/spec/rules/ueberkochen.md: cards, set-up, a turn, scoring, end.
 */
import { deriveSeed, pick, shuffled, type Card, type FrenchCard, type Seed } from '../../cards';
import { refuse } from '../../engine/errors';
import { flowApply, flowChart, flowSetup, type RoundFlow } from '../../engine/flow';
import type { BaseOptions, MatchResult, RoundScore, Seat } from '../../engine/types';
import { strictMajorityAt } from '../common/majority';
import { placeOnPile } from '../common/overflow';
import { fewestPointsWin } from '../common/standings';
import { nextSeatWithCards } from '../common/turns';

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

/** A match before its first deal: the statechart's starting point. */
export function newMatch(options: UeberkochenOptions, seed: Seed): UeberkochenState {
  const n = options.players;
  return {
    options,
    seed,
    round: 0,
    dealer: 0,
    turn: null,
    hands: Array.from({ length: n }, () => []),
    dummy: [],
    pots: { H: [], D: [], C: [] },
    taken: Array.from({ length: n }, () => []),
    totals: Array.from({ length: n }, () => 0),
    history: [],
    lastPlay: null,
    phase: 'dealing',
  };
}

/**
 * Shuffles all 38 cards and deals them one at a time, starting left of the dealer. With three
 * players a dummy hand takes the fourth place in the rotation. The player left of the dealer leads.
 */
export function dealRound(state: UeberkochenState): UeberkochenState {
  const n = state.options.players;
  const hands: FrenchCard[][] = [];
  const taken: FrenchCard[][] = [];
  for (let i = 0; i < n; i++) {
    hands.push([]);
    taken.push([]);
  }
  const dummy: FrenchCard[] = [];
  const order = dealOrder(state.seed, state.round);
  for (let i = 0; i < order.length; i++) {
    const seat = receiverOf(i, state.dealer, n);
    (seat === DUMMY ? dummy : (hands[seat] as FrenchCard[])).push(UEBERKOCHEN_DECK[order[i] as number] as FrenchCard);
  }
  return {
    ...state,
    hands,
    dummy,
    pots: { H: [], D: [], C: [] },
    taken,
    lastPlay: null,
    turn: leftOf(state.dealer, n),
    phase: 'playing',
  };
}

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
/** The shared objects of the legal placements: one of these is well formed and puts its card in a pot it may go into, so apply skips reading its shape. */
const KNOWN_MOVES = new WeakSet<object>(Array.from(CARD_MOVES, (code) => MOVE_OF_CODE[code] as UeberkochenMove));

/** The pots a card may go into. */
export function potsFor(card: FrenchCard): readonly Pot[] {
  return POTS_FOR[card] ?? [];
}
const POTS_FOR: Record<string, readonly Pot[]> = {};
for (const card of UEBERKOCHEN_DECK) {
  const code = codeOfCard(card);
  POTS_FOR[card] = Array.from(CARD_MOVES.subarray(CARD_MOVES_START[code], CARD_MOVES_START[code + 1]), (move) => POTS[move % 3] as Pot);
}

export function legalMoves(state: UeberkochenState, seat: Seat): UeberkochenMove[] {
  if (state.turn !== seat) return [];
  const hand = state.hands[seat] ?? [];
  const moves: UeberkochenMove[] = [];
  for (const card of hand) {
    const code = codeOfCard(card);
    const end = CARD_MOVES_START[code + 1] as number;
    for (let i = CARD_MOVES_START[code] as number; i < end; i++) moves.push(MOVE_OF_CODE[CARD_MOVES[i] as number] as UeberkochenMove);
  }
  return moves;
}

function readMove(move: unknown): UeberkochenMove {
  if (typeof move !== 'object' || move === null) refuse('rule.badMove');
  const { type, card, pot } = move as Record<string, unknown>;
  if (type !== 'play' || !isUeberkochenCard(card) || !(POTS as readonly unknown[]).includes(pot)) refuse('rule.badMove');
  let fields = 0;
  for (const _key in move) fields++;
  if (fields !== 3) refuse('rule.badMove');
  return { type, card, pot: pot as Pot };
}

/**
 * Plays one card into a pot. If the pot's sum now exceeds the limit it boils over: the player takes
 * every card that lay in the pot before, and the card just played starts the pot anew. Then the
 * next player clockwise who still holds cards is to move (null when every hand is empty).
 */
export function playCard(state: UeberkochenState, seat: Seat, rawMove: unknown): UeberkochenState {
  if (state.phase !== 'playing') refuse('rule.matchOver');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.options.players) refuse('rule.noSuchSeat');
  if (state.turn !== seat) refuse('rule.notYourTurn');
  const known = typeof rawMove === 'object' && rawMove !== null && KNOWN_MOVES.has(rawMove);
  const move = known ? (rawMove as UeberkochenMove) : readMove(rawMove);
  const hand = state.hands[seat] as FrenchCard[];
  const index = hand.indexOf(move.card);
  if (index < 0) refuse('rule.notInHand', { card: move.card });
  // A shared move names a pot its card may go into by construction.
  if (!known && !potsFor(move.card).includes(move.pot)) refuse('ueberkochen.wrongPot', { card: move.card, pot: move.pot });

  // A copy with the card taken out, order kept (one allocation: the copy never grows).
  const newHand = hand.slice();
  for (let i = index + 1; i < newHand.length; i++) newHand[i - 1] = newHand[i] as FrenchCard;
  newHand.pop();
  const hands = state.hands.slice();
  hands[seat] = newHand;

  const before = state.pots;
  const pot = move.pot;
  const { pile, took } = placeOnPile(pot === 'H' ? before.H : pot === 'D' ? before.D : before.C, move.card, deckValue, state.options.limit);
  // Named keys, not a computed one: every pots object gets the same shape, and no keyed access by a string on the hot path.
  const pots =
    pot === 'H' ? { H: pile, D: before.D, C: before.C } : pot === 'D' ? { H: before.H, D: pile, C: before.C } : { H: before.H, D: before.D, C: pile };
  let taken = state.taken;
  if (took) {
    taken = state.taken.slice();
    const mine = (state.taken[seat] as FrenchCard[]).slice();
    for (let i = 0; i < took.length; i++) mine.push(took[i] as FrenchCard);
    taken[seat] = mine;
  }
  // Spelled out rather than spread: one object shape for every state keeps the hot path monomorphic.
  return {
    options: state.options,
    seed: state.seed,
    round: state.round,
    dealer: state.dealer,
    turn: nextSeatWithCards(hands, seat),
    hands,
    dummy: state.dummy,
    pots,
    taken,
    totals: state.totals,
    history: state.history,
    lastPlay: { seat, card: move.card, pot: move.pot, took },
    phase: state.phase,
  };
}

/** The round is over when nobody holds a card: then nobody is left to move. */
export function isRoundOver(state: UeberkochenState): boolean {
  return state.phase === 'playing' && state.turn === null;
}

// ---- Scoring -----------------------------------------------------------------------------------

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

/** Scores the finished round into the totals and the score sheet. */
export function scoreRound(state: UeberkochenState): UeberkochenState {
  const { points, excused, counts } = scoreTaken(state.taken);
  const totals = state.totals.map((total, seat) => total + (points[seat] as number));
  const record: RoundRecord = { round: state.round, points, totals, taken: counts, excused };
  return { ...state, totals, history: [...state.history, record], turn: null };
}

export function isMatchOver(state: UeberkochenState): boolean {
  return matchEndsAfter(state.history.length, state.options);
}

/** Whether the match is over once `scored` rounds have been scored. */
export function matchEndsAfter(scored: number, options: UeberkochenOptions): boolean {
  return scored >= roundsOf(options);
}

/** The dealer moves one seat clockwise and the next round begins. */
export function nextRound(state: UeberkochenState): UeberkochenState {
  return { ...state, round: state.round + 1, dealer: leftOf(state.dealer, state.options.players), phase: 'dealing' };
}

export function endMatch(state: UeberkochenState): UeberkochenState {
  return { ...state, turn: null, phase: 'over' };
}

// ---- The turn flow, declared once ---------------------------------------------------------------

/**
 * Deal, play a card a turn until every hand is empty, score the round, pass the deal; the match
 * ends at the limit. `setup`, `apply` and the host's statechart (`ueberkochenMachine`) all come
 * from this one declaration (engine/flow.ts).
 */
export const ueberkochenFlow: RoundFlow<UeberkochenState, UeberkochenOptions> = {
  id: 'ueberkochen',
  newMatch,
  deal: dealRound,
  turn: playCard,
  roundOver: isRoundOver,
  scoreRound,
  matchOver: isMatchOver,
  endMatch,
  nextRound,
};

/** A new match, its first round dealt. */
export const setup = flowSetup(ueberkochenFlow);

/** Plays a card and, if that ended the round, scores it and deals the next round or ends the match. */
export const apply = flowApply(ueberkochenFlow);

/** The statechart the host runs every match through. */
export const ueberkochenMachine = flowChart(ueberkochenFlow);

// ---- End ---------------------------------------------------------------------------------------

/** Lowest total wins; equal lowest totals share the win. */
export function result(state: UeberkochenState): MatchResult | null {
  return state.phase === 'over' ? fewestPointsWin(state.totals) : null;
}
