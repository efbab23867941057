/**
 * Dreizehn — the rules, as pure functions over plain data.
 * Sections follow ../../../../../shared/spec/rules/dreizehn.md: cards, set-up, a turn, scoring, end.
 * The `dealAll` variant only changes the deal.
 */
import { deriveSeed, shuffled, type Seed } from '../../cards';
import { refuse } from '../../engine/errors';
import { flowApply, flowChart, flowSetup, overJson, type PureRoundFlow } from '../../engine/flow';
import type { BaseOptions, MatchResult, RoundScore, Seat } from '../../engine/types';
import { strictMajorityAt } from '../common/majority';
import { fewestPointsWin } from '../common/standings';
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

// Cards and colours as small integers, the form the rule functions below decide on: the JSON
// rules and the playout (playout.ts) store cards differently and call the same functions.

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

function colourOfCode(code: number): Colour | null {
  return code === NO_COLOUR ? null : (COLOURS[code] as Colour);
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

/**
 * A new top-level state for a step to fill in; nested arrays stay shared until a step replaces
 * them. Listing every field, rather than spreading, keeps every state on one object shape in V8:
 * that alone makes random playouts several times faster.
 */
function copyState(s: DreizehnState): DreizehnState {
  return {
    options: s.options,
    seed: s.seed,
    round: s.round,
    dealer: s.dealer,
    turn: s.turn,
    hands: s.hands,
    drawPile: s.drawPile,
    dummy: s.dummy,
    boards: s.boards,
    taken: s.taken,
    totals: s.totals,
    history: s.history,
    lastPlay: s.lastPlay,
    phase: s.phase,
  };
}

// ---- Set-up ------------------------------------------------------------------------------------

function emptyBoards(): Board[] {
  return BOARDS.map(() => ({ colour: null, cards: [] }));
}

/** A match before its first deal: the statechart's starting point. */
export function newMatch(options: DreizehnOptions, seed: Seed): DreizehnState {
  const n = options.players;
  return {
    options,
    seed,
    round: 0,
    dealer: 0,
    turn: null,
    hands: Array.from({ length: n }, () => []),
    drawPile: [],
    dummy: [],
    boards: emptyBoards(),
    taken: Array.from({ length: n }, () => []),
    totals: Array.from({ length: n }, () => 0),
    history: [],
    lastPlay: null,
    phase: 'dealing',
  };
}

/** A round's cards as dealt: every hand (by seat), the draw pile (top card first), the dummy hand, and who starts. */
export interface Deal {
  hands: DreizehnCard[][];
  drawPile: DreizehnCard[];
  dummy: DreizehnCard[];
  first: Seat;
}

/** Where a dealt card goes besides a seat's hand: the dummy hand, or the draw pile. */
export const TO_DUMMY = -1;
export const TO_DRAW_PILE = -2;

/**
 * A round's deck, shuffled: `deck` is the 50 cards in any form (the JSON rules' names, the
 * playout's slots) in DREIZEHN_DECK's order, so that both get the same cards in the same order.
 */
export function shuffledDeck<C>(deck: readonly C[], seed: Seed, round: number): C[] {
  return shuffled(deck, deriveSeed(seed, 'deal', round));
}

/**
 * Where the shuffled deck's card `i` goes. The cards are dealt one at a time, starting left of the
 * dealer: five each (the hand size) and the rest face down as the draw pile, top card first; or
 * (`dealAll`) every card, with a dummy hand taking the fourth place in the rotation when three
 * play. The player left of the dealer starts (`firstToPlay`).
 */
export function dealtTo(i: number, options: DreizehnOptions, dealer: Seat): number {
  const n = options.players;
  if (!options.dealAll && i >= options.handSize * n) return TO_DRAW_PILE;
  const place = i % (options.dealAll && n === 3 ? 4 : n);
  return place === n ? TO_DUMMY : (place + dealer + 1) % n;
}

export function firstToPlay(options: DreizehnOptions, dealer: Seat): Seat {
  return (dealer + 1) % options.players;
}

export function dealCards(options: DreizehnOptions, seed: Seed, round: number, dealer: Seat): Deal {
  const deck = shuffledDeck(DREIZEHN_DECK, seed, round);
  const deal: Deal = { hands: Array.from({ length: options.players }, () => []), drawPile: [], dummy: [], first: firstToPlay(options, dealer) };
  for (let i = 0; i < deck.length; i++) {
    const to = dealtTo(i, options, dealer);
    const card = deck[i] as DreizehnCard;
    if (to === TO_DRAW_PILE) deal.drawPile.push(card);
    else if (to === TO_DUMMY) deal.dummy.push(card);
    else (deal.hands[to] as DreizehnCard[]).push(card);
  }
  return deal;
}

export function dealRound(state: DreizehnState): DreizehnState {
  const deal = dealCards(state.options, state.seed, state.round, state.dealer);
  const next = copyState(state);
  next.hands = deal.hands;
  next.drawPile = deal.drawPile;
  next.dummy = deal.dummy;
  next.boards = emptyBoards();
  next.taken = deal.hands.map(() => []);
  next.lastPlay = null;
  next.turn = deal.first;
  next.phase = 'playing';
  return next;
}

// ---- A turn ------------------------------------------------------------------------------------

/** Every set of boards, by bit mask: listing targets allocates nothing. */
const BOARD_SETS: readonly (readonly BoardIndex[])[] = [[], [0], [1], [0, 1], [2], [0, 2], [1, 2], [0, 1, 2]];

/**
 * Where a card may go, as a bit mask of boards (bit i: board i), from the boards' colour codes. A
 * red four (NO_COLOUR): any board. A colour card: the board of its colour; if no board has that
 * colour yet, any board without a colour (red fours may lie there already). Since each colour
 * holds at most one board, a colour without one always finds a colourless board.
 */
export function targetMask(colour: number, board0: number, board1: number, board2: number): number {
  if (colour === NO_COLOUR) return 7;
  if (board0 === colour) return 1;
  if (board1 === colour) return 2;
  if (board2 === colour) return 4;
  return (board0 === NO_COLOUR ? 1 : 0) | (board1 === NO_COLOUR ? 2 : 0) | (board2 === NO_COLOUR ? 4 : 0);
}

function boardsMask(boards: readonly Board[], colour: number): number {
  return targetMask(colour, colourCode((boards[0] as Board).colour), colourCode((boards[1] as Board).colour), colourCode((boards[2] as Board).colour));
}

/** A board takes the colour of its first colour card and keeps it for the round; a red four leaves it as it is. */
export function boardColourAfter(board: number, card: number): number {
  return board === NO_COLOUR ? card : board;
}

/** A board goes over when the sum on it, the card just played included, exceeds the limit. */
export function goesOver(sum: number, limit: number): boolean {
  return sum > limit;
}

/** The next seat clockwise after `from` that still holds cards (seat s holds handSizes[s]) (empty hands are skipped), or null when every hand is empty. */
export function nextHolder(handSizes: ArrayLike<number>, players: number, from: Seat): Seat | null {
  const n = players;
  // Counted round without `%`: a division per step was a playout's measurable cost.
  let seat = from;
  for (let step = 1; step <= n; step++) {
    seat = seat + 1 === n ? 0 : seat + 1;
    if ((handSizes[seat] as number) > 0) return seat;
  }
  return null;
}

/** The round ends when the draw pile is used up and every card has been played. */
export function roundEnds(drawPileSize: number, cardsInHands: number): boolean {
  return drawPileSize === 0 && cardsInHands === 0;
}

/** The boards a card may go onto (see targetMask). */
export function boardsFor(boards: readonly Board[], card: DreizehnCard): readonly BoardIndex[] {
  return BOARD_SETS[boardsMask(boards, cardSlot(card) & 3)] as readonly BoardIndex[];
}

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

/** One move per distinct card in hand and board it may go onto (two empty boards are two different moves). */
export function legalMoves(state: DreizehnState, seat: Seat): DreizehnMove[] {
  if (state.turn !== seat || state.phase !== 'playing') return [];
  const hand = state.hands[seat] as DreizehnCard[];
  const moves: DreizehnMove[] = [];
  // The hot path of the bots' playouts: the boards are read once per colour, not once per card,
  // and a card already listed is found by its bit (a slot is below 32) instead of a search.
  let masks = 0; // four 4-bit fields, one per colour slot: 0 = not worked out yet, else mask | 8
  let seen = 0;
  for (let i = 0; i < hand.length; i++) {
    const slot = cardSlot(hand[i] as DreizehnCard);
    if (seen & (1 << slot)) continue;
    seen |= 1 << slot;
    const shift = (slot & 3) * 4;
    let mask = (masks >> shift) & 15;
    if (mask === 0) {
      mask = boardsMask(state.boards, slot & 3) | 8;
      masks |= mask << shift;
    }
    const options = MOVES[slot] as readonly DreizehnMove[];
    if (mask & 1) moves.push(options[0] as DreizehnMove);
    if (mask & 2) moves.push(options[1] as DreizehnMove);
    if (mask & 4) moves.push(options[2] as DreizehnMove);
  }
  return moves;
}

const ISSUED = new WeakSet<object>(MOVES.flat());

function readMove(move: unknown): DreizehnMove {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) refuse('rule.badMove');
  // A move legalMoves handed out is well formed by construction (and frozen).
  if (ISSUED.has(move)) return move as DreizehnMove;
  const { type, card, board } = move as Record<string, unknown>;
  if (type !== 'play' || !isDreizehnCard(card) || (board !== 0 && board !== 1 && board !== 2)) refuse('rule.badMove');
  if (Object.keys(move).length !== 3) refuse('rule.badMove');
  return { type, card, board };
}

/** Refuses a colour card on a board it may not go onto, naming the board it belongs on. */
function refuseBoard(boards: readonly Board[], move: DreizehnMove): never {
  const colour = colourOf(move.card) as Colour;
  const own = boards.findIndex((b) => b.colour === colour);
  if (own >= 0) refuse('dreizehn.colourHasBoard', { card: move.card, board: move.board + 1, own: own + 1 });
  refuse('dreizehn.boardHasColour', { card: move.card, board: move.board + 1 });
}

/** Checks a move against the rules of playing a card and returns it with the card's place in the hand. */
function checkPlay(state: DreizehnState, seat: Seat, rawMove: unknown): { move: DreizehnMove; index: number } {
  if (state.phase !== 'playing') refuse('rule.matchOver');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.options.players) refuse('rule.noSuchSeat');
  if (state.turn !== seat) refuse('rule.notYourTurn');
  const move = readMove(rawMove);
  const index = (state.hands[seat] as DreizehnCard[]).indexOf(move.card);
  if (index < 0) refuse('rule.notInHand', { card: move.card });
  if (((boardsMask(state.boards, cardSlot(move.card) & 3) >> move.board) & 1) === 0) refuseBoard(state.boards, move);
  return { move, index };
}

function without<T>(list: readonly T[], index: number): T[] {
  // One allocation, order kept: the copy never grows.
  const out = list.slice();
  for (let i = index + 1; i < out.length; i++) out[i - 1] = out[i] as T;
  out.pop();
  return out;
}

// The steps of a turn fill in a state that their caller has just copied from `prev` and nobody else holds.

function placeCard(next: DreizehnState, seat: Seat, move: DreizehnMove, index: number): void {
  next.hands = next.hands.slice();
  next.hands[seat] = without(next.hands[seat] as DreizehnCard[], index);
  const target = next.boards[move.board] as Board;
  const over = goesOver(boardSum(target.cards) + cardValue(move.card), next.options.limit);
  // The board's cards are never changed in place: what it held is what the player takes.
  const took = over ? target.cards : null;
  const pile = over ? [move.card] : [...target.cards, move.card];
  next.boards = next.boards.slice();
  next.boards[move.board] = { colour: colourOfCode(boardColourAfter(colourCode(target.colour), cardSlot(move.card) & 3)), cards: pile };
  if (took) {
    next.taken = next.taken.slice();
    const mine = (next.taken[seat] as DreizehnCard[]).slice();
    for (let i = 0; i < took.length; i++) mine.push(took[i] as DreizehnCard);
    next.taken[seat] = mine;
  }
  next.lastPlay = { seat, card: move.card, board: move.board, took };
}

/** Copy on write: within one turn the hand that placeCard already copied takes the drawn card as it is. */
function drawInto(prev: DreizehnState, next: DreizehnState): void {
  const seat = next.turn;
  if (seat === null || next.drawPile.length === 0) return;
  if (next.hands === prev.hands) next.hands = prev.hands.slice();
  const hand = next.hands[seat] as DreizehnCard[];
  const top = next.drawPile[0] as DreizehnCard;
  if (hand === prev.hands[seat]) next.hands[seat] = [...hand, top];
  else hand.push(top);
  next.drawPile = next.drawPile.slice(1);
}

function passInto(next: DreizehnState): void {
  if (next.turn === null) return;
  const hands = next.hands;
  for (let seat = 0; seat < hands.length; seat++) HAND_SIZES[seat] = (hands[seat] as readonly DreizehnCard[]).length;
  next.turn = nextHolder(HAND_SIZES, hands.length, next.turn);
}

/** The hands' sizes, seat by seat: nextHolder's input, reused (the turn passes once a move; at most six seats). */
const HAND_SIZES = new Int32Array(8);

/**
 * Plays one card onto a board. A board without colour takes the colour of its first colour card.
 * If the board's sum now exceeds 13, the player takes every card that lay there before, and the
 * card just played stays as the board's only card; the board keeps its colour. The turn stays
 * with the player, who draws next.
 */
export function playCard(state: DreizehnState, seat: Seat, rawMove: unknown): DreizehnState {
  const { move, index } = checkPlay(state, seat, rawMove);
  const next = copyState(state);
  placeCard(next, seat, move, index);
  return next;
}

/**
 * One turn, on a single copy: play a card (`playCard`'s step), draw the top card of the draw pile
 * if there is one, and pass the turn clockwise to the next player who still holds cards, unless
 * that was the round's last card.
 */
export function playTurn(state: DreizehnState, seat: Seat, rawMove: unknown): DreizehnState {
  const { move, index } = checkPlay(state, seat, rawMove);
  const next = copyState(state);
  placeCard(next, seat, move, index);
  drawInto(state, next);
  if (!isRoundOver(next)) passInto(next);
  return next;
}

/** The round ends when the draw pile is used up and every card has been played. */
export function isRoundOver(state: DreizehnState): boolean {
  if (state.phase !== 'playing') return false;
  let inHands = 0;
  for (const hand of state.hands) inHands += hand.length;
  return roundEnds(state.drawPile.length, inHands);
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

/** Scores the finished round into the totals and the score sheet. Cards left on the boards score for nobody. */
export function scoreRound(state: DreizehnState): DreizehnState {
  const record = roundRecord(state.round, state.totals, state.taken.map(countByColour));
  const next = copyState(state);
  next.totals = record.totals;
  next.history = [...state.history, record];
  next.turn = null;
  return next;
}

/** As many rounds as players: each deals once. */
export function isMatchOver(state: DreizehnState): boolean {
  return matchEnds(state.history.length, state.options);
}

export function matchEnds(roundsPlayed: number, options: DreizehnOptions): boolean {
  return roundsPlayed >= roundsOf(options);
}

/** The dealer moves one seat clockwise and the next round begins. */
export function nextRound(state: DreizehnState): DreizehnState {
  const next = copyState(state);
  next.round = state.round + 1;
  next.dealer = (state.dealer + 1) % state.options.players;
  next.phase = 'dealing';
  return next;
}

export function endMatch(state: DreizehnState): DreizehnState {
  const next = copyState(state);
  next.turn = null;
  next.phase = 'over';
  return next;
}

// ---- The turn flow, declared once ---------------------------------------------------------------

/**
 * Deal, a turn each (play, draw, pass) until the draw pile and the hands are empty, score the
 * round, pass the deal; the match ends at the limit. `setup`, `apply` and the host's statechart
 * (`dreizehnMachine`) all come from this one declaration (engine/flow.ts).
 */
export const dreizehnFlow: PureRoundFlow<DreizehnState, DreizehnOptions> = {
  id: 'dreizehn',
  newMatch,
  deal: dealRound,
  turn: playTurn,
  roundOver: isRoundOver,
  scoreRound,
  matchOver: isMatchOver,
  endMatch,
  nextRound,
};

const flow = overJson(dreizehnFlow);

/** A new match, its first round dealt. */
export const setup = flowSetup(flow);

/** One turn and, if that ended the round, its scoring and the next deal or the match's end. */
export const apply = flowApply(flow);

/** The statechart the host runs every match through. */
export const dreizehnMachine = flowChart(flow);

// ---- End ---------------------------------------------------------------------------------------

/** Fewest minus points win; equal lowest totals share the win. */
export function result(state: DreizehnState): MatchResult | null {
  return state.phase === 'over' ? fewestPointsWin(state.totals) : null;
}
