/**
 * Dreizehn's cards, options and JSON state, and the rule tables and functions its steps
 * (steps.ts) and views read: a card's value, colour and slot, the deal's shuffle, the moves, the
 * scoring of taken cards. The rules themselves are the steps, written once.
 */
import { deriveSeed, shuffled, type Seed } from '../../cards';
import type { BaseOptions, RoundScore, Seat } from '../../engine/types';
import { strictMajorityAt } from '../common/majority';
import { DREIZEHN_COLOURS, dreizehnDeck, type DreizehnCard, type DreizehnColour } from './cards';

// ---- Cards -------------------------------------------------------------------------------------

/** Blau, Grün, Gelb: 1×3, 2×3, 4×2, 5×3, 7×3 each, and eight red fours ("fiese Vieren"). 50 cards. */
export const DREIZEHN_DECK: readonly DreizehnCard[] = dreizehnDeck();
export const COLOURS = DREIZEHN_COLOURS;
export type Colour = DreizehnColour;
/** A "fiese Vier": belongs to no colour, may go onto any board, always costs 2. */
export const RED_FOUR: DreizehnCard = '4R';

export const BOARDS = [0, 1, 2] as const;
export type BoardIndex = (typeof BOARDS)[number];

const KNOWN = new Set<string>(DREIZEHN_DECK);

export function isDreizehnCard(card: unknown): card is DreizehnCard {
  return typeof card === 'string' && KNOWN.has(card);
}

// Every Dreizehn card is a value digit and a colour letter: reading the characters is much faster
// in random playouts than looking the card up by name.

export function cardValue(card: DreizehnCard): number {
  return card.charCodeAt(0) - 48;
}
/** A colour card's colour; null for a red four, which belongs to no colour. */
export function colourOf(card: DreizehnCard): Colour | null {
  const letter = card[1] as Colour | 'R';
  return letter === 'R' ? null : letter;
}
export function boardSum(cards: readonly DreizehnCard[]): number {
  let sum = 0;
  for (const card of cards) sum += cardValue(card);
  return sum;
}

// Cards and colours as small integers, the form the match's table (table.ts) holds them in.

/** Blau, Grün, Gelb are 0, 1, 2 (their place in COLOURS); 3 is "no colour": a red four's, and a board's before its first colour card. */
export const NO_COLOUR = 3;

/** A card as a number below 32: its value times four plus its colour code. */
export function cardSlot(card: DreizehnCard): number {
  const value = card.charCodeAt(0) - 48;
  switch (card.charCodeAt(1)) {
    case 66: // B
      return value * 4;
    case 71: // G
      return value * 4 + 1;
    case 89: // Y
      return value * 4 + 2;
    default: // R
      return value * 4 + NO_COLOUR;
  }
}

/** The card of a slot (cardSlot's inverse); undefined where no card has that slot. */
export const SLOT_CARD: readonly (DreizehnCard | undefined)[] = (() => {
  const cards: (DreizehnCard | undefined)[] = new Array<DreizehnCard | undefined>(32).fill(undefined);
  for (const card of new Set(DREIZEHN_DECK)) cards[cardSlot(card)] = card;
  return cards;
})();

/** A board's colour code (NO_COLOUR for none). */
export function colourCode(colour: Colour | null): number {
  return colour === null ? NO_COLOUR : COLOURS.indexOf(colour);
}

// ---- Options and state -------------------------------------------------------------------------

export interface DreizehnOptions extends BaseOptions {
  /** "Wie Poison": no draw pile, all 50 cards are dealt (with three players a dummy hand too). */
  dealAll: boolean;
  /** A board goes over when its sum exceeds this (13). */
  limit: number;
  /** Cards dealt to each player when a draw pile stays (5). */
  handSize: number;
}

export function roundsOf(options: DreizehnOptions): number {
  return options.players;
}

export interface DreizehnMove {
  type: 'play';
  card: DreizehnCard;
  board: BoardIndex;
}

/** A target board ("Zielscheibe"). Its colour is set by the first colour card of the round and kept until the round ends. */
export interface Board {
  colour: Colour | null;
  cards: DreizehnCard[];
}

/** The last card played, and what it took if the board went over: what the table animates and the log shows. */
export interface LastPlay {
  seat: Seat;
  card: DreizehnCard;
  board: BoardIndex;
  /** The cards the player had to take, or null when the board stayed within 13. */
  took: readonly DreizehnCard[] | null;
}

export type ColourCounts = Record<Colour | 'R', number>;

export interface RoundRecord extends RoundScore {
  /** Every seat's taken cards at the end of the round, counted by colour ('R' = red fours). */
  taken: ColourCounts[];
  /** Per colour, the seat that had strictly the most and scored 0 for it, or null (tie or nobody). */
  excused: Record<Colour, Seat | null>;
}

export interface DreizehnState {
  options: DreizehnOptions;
  seed: Seed;
  /** 0-based number of the round being played (or last played, once the match is over). */
  round: number;
  dealer: Seat;
  /** Whose turn it is; null between rounds and once the match is over. */
  turn: Seat | null;
  hands: DreizehnCard[][];
  /** The face-down draw pile, top card first; empty in the `dealAll` variant. */
  drawPile: DreizehnCard[];
  /** The unused fourth hand of `dealAll` with three players; empty otherwise. */
  dummy: DreizehnCard[];
  boards: Board[];
  taken: DreizehnCard[][];
  totals: number[];
  history: RoundRecord[];
  lastPlay: LastPlay | null;
  phase: 'dealing' | 'playing' | 'over';
}

/** A round's deck, shuffled: `deck` is the 50 cards (as slots, steps.ts) in DREIZEHN_DECK's order. */
export function shuffledDeck<C>(deck: readonly C[], seed: Seed, round: number): C[] {
  return shuffled(deck, deriveSeed(seed, 'deal', round));
}

// ---- Moves -------------------------------------------------------------------------------------

/**
 * Every move as one frozen value, so that listing legal moves allocates nothing but the list
 * (moves are immutable data; the bots' playouts list them millions of times a second).
 */
const MOVES: (readonly DreizehnMove[])[] = [];
for (const card of KNOWN)
  MOVES[cardSlot(card as DreizehnCard)] = BOARDS.map((board) => Object.freeze({ type: 'play' as const, card: card as DreizehnCard, board }));

/** The move that plays the card of `slot` onto `board`, as legalMoves hands it out. */
export function moveOf(slot: number, board: number): DreizehnMove {
  return (MOVES[slot] as readonly DreizehnMove[])[board] as DreizehnMove;
}

// ---- Scoring -----------------------------------------------------------------------------------

export function countByColour(pile: readonly DreizehnCard[]): ColourCounts {
  const counts: ColourCounts = { B: 0, G: 0, Y: 0, R: 0 };
  // A branch per letter rather than a computed key: a computed key makes every count a slow generic store.
  for (const card of pile) {
    const letter = card[1];
    if (letter === 'B') counts.B++;
    else if (letter === 'G') counts.G++;
    else if (letter === 'Y') counts.Y++;
    else counts.R++;
  }
  return counts;
}

/**
 * Minus points of one round. For each colour, the one player with strictly more cards of it than
 * everybody else scores 0 for it; a tie for the most excuses nobody. Every other colour card costs
 * 1 point; every red four costs 2, always.
 */
export function scoreCounts(counts: readonly ColourCounts[]): { points: number[]; excused: Record<Colour, Seat | null> } {
  // Each colour by its own field, not by a key in a loop: this runs once a round in every playout.
  const excused: Record<Colour, Seat | null> = { B: majorityOf(counts, 'B'), G: majorityOf(counts, 'G'), Y: majorityOf(counts, 'Y') };
  const n = counts.length;
  const points = new Array<number>(n);
  for (let seat = 0; seat < n; seat++) {
    const c = counts[seat] as ColourCounts;
    points[seat] = 2 * c.R + (excused.B === seat ? 0 : c.B) + (excused.G === seat ? 0 : c.G) + (excused.Y === seat ? 0 : c.Y);
  }
  return { points, excused };
}

/** The seat that holds strictly the most cards of `colour`, if one does. */
function majorityOf(counts: readonly ColourCounts[], colour: Colour): Seat | null {
  const n = counts.length;
  // Each field by its name, not by a computed key: a keyed read per seat was a tenth of a playout's round end.
  for (let seat = 0; seat < n; seat++) {
    const c = counts[seat] as ColourCounts;
    COLUMN[seat] = colour === 'B' ? c.B : colour === 'G' ? c.G : c.Y;
  }
  const holder = strictMajorityAt(COLUMN, 0, 1, n);
  return holder < 0 ? null : holder;
}

/** One colour's counts, seat by seat: the majority's input, reused (scoring runs once a round in every playout). */
const COLUMN: number[] = [0, 0, 0, 0, 0, 0, 0, 0];

export function scoreTaken(taken: readonly (readonly DreizehnCard[])[]): { points: number[]; excused: Record<Colour, Seat | null>; counts: ColourCounts[] } {
  const counts = taken.map(countByColour);
  return { ...scoreCounts(counts), counts };
}

/** A finished round on the score sheet: its points added to the match totals. */
export function roundRecord(round: number, totals: readonly number[], counts: ColourCounts[]): RoundRecord {
  const { points, excused } = scoreCounts(counts);
  return { round, points, totals: totals.map((total, seat) => total + (points[seat] as number)), taken: counts, excused };
}
