/**
 * Dreizehn's rules, written once: each a step that changes the match's table (table.ts) in place —
 * deal, play a card (and draw, and pass the turn), score the round, pass the deal or end the match —
 * and the turn flow that orders them (`dreizehnFlow`). The JSON `setup` and `apply`, the host's
 * statechart and the playout (playout.ts) all run this declaration (engine/flow.ts); only its
 * boundary is JSON. Sections follow ../../../../../shared/spec/rules/dreizehn.md: set-up, a turn,
 * scoring, end. The `dealAll` variant only changes the deal.
 *
 * A move's code is its card's slot times three plus its board: the same code for the same move in
 * every state, so a search can key its tree by it across samples.
 */
import { refuse } from '../../engine/errors';
import { flowRules, type RoundFlow } from '../../engine/flow';
import { handOver } from '../../engine/handover';
import { MAX_MOVES, zeros } from '../../engine/playout';
import type { MatchResult, Seat } from '../../engine/types';
import { fewestPointsWin } from '../common/standings';
import type { DreizehnCard } from './cards';
import * as rules from './rules';
import type { ColourCounts, DreizehnMove, DreizehnOptions, DreizehnState, RoundRecord } from './rules';
import * as table from './table';
import { NO_DUMMY, blankTable, keepDeal, loadTable, restoreDeal, saveTable, type DreizehnTable } from './table';

// The rules' and the table's constants and functions as this module's own, read once: the hot loops
// use them without going through an import's binding, which tsx compiles to a getter call per use.
const { DREIZEHN_DECK, NO_COLOUR, SLOT_CARD, cardSlot, isDreizehnCard, moveOf, roundRecord, roundsOf, shuffledDeck } = rules;
const { DEALING, ENTRY, OVER, PLAYING, ROOM } = table;

// ---- Set-up ------------------------------------------------------------------------------------

/** Where a dealt card goes besides a seat's hand: the dummy hand, or the draw pile. */
const TO_DUMMY = -1;
const TO_DRAW_PILE = -2;

/**
 * Where the shuffled deck's card `i` goes. The cards are dealt one at a time, starting left of the
 * dealer: five each (the hand size) and the rest face down as the draw pile, top card first; or
 * (`dealAll`) every card, with a dummy hand taking the fourth place in the rotation when three
 * play. The player left of the dealer starts (`firstToPlay`).
 */
function dealtTo(i: number, options: DreizehnOptions, dealer: Seat): number {
  const n = options.players;
  if (!options.dealAll && i >= options.handSize * n) return TO_DRAW_PILE;
  const place = i % (options.dealAll && n === 3 ? 4 : n);
  return place === n ? TO_DUMMY : (place + dealer + 1) % n;
}

function firstToPlay(options: DreizehnOptions, dealer: Seat): Seat {
  return (dealer + 1) % options.players;
}

/**
 * Begins the round: the player left of the dealer is to move. The cards are dealt when the table is
 * next read (`settle`): a search stops at the end of a round and never pays for a deal it will not play.
 */
export function deal(p: DreizehnTable): void {
  p.pending = true;
  p.turn = firstToPlay(p.options, p.dealer);
  p.lastSeat = -1;
  p.phase = PLAYING;
}

/** The deck in DREIZEHN_DECK's order, as slots (rules.ts `shuffledDeck` shuffles it for each round). */
const DECK_SLOTS: readonly number[] = DREIZEHN_DECK.map(cardSlot);

/** Per options and dealer, where each card of a deal goes (`dealtTo`): worked out once, not per card of every deal. */
const DESTINATIONS = new WeakMap<DreizehnOptions, Int8Array[]>();

function destinationsOf(options: DreizehnOptions, dealer: Seat): Int8Array {
  let perDealer = DESTINATIONS.get(options);
  if (!perDealer) {
    perDealer = [];
    DESTINATIONS.set(options, perDealer);
  }
  let destinations = perDealer[dealer];
  if (!destinations) {
    destinations = Int8Array.from(DECK_SLOTS, (_slot, i) => dealtTo(i, options, dealer));
    perDealer[dealer] = destinations;
  }
  return destinations;
}

/**
 * Deals the round `deal` began, if it is not dealt yet: hands, draw pile, dummy, empty boards and
 * taken piles. A journalling table keeps what the deal overwrites while it has moves to take back.
 */
export function settle(p: DreizehnTable): void {
  if (!p.pending) return;
  p.pending = false;
  if (p.journal && p.moves > 0) keepDeal(p);
  const deck = shuffledDeck(DECK_SLOTS, p.seed, p.round);
  const { cards, sizes, options, dealer } = p;
  const destinations = destinationsOf(options, dealer);
  for (let seat = 0; seat < p.players; seat++) {
    sizes[seat] = 0;
    sizes[p.takenSize + seat] = 0;
  }
  p.drawTop = 0;
  p.drawEnd = 0;
  p.inHands = 0;
  // Most tables have no dummy hand: no array made for it then, once a round.
  let dummy: DreizehnCard[] | null = null;
  for (let i = 0; i < deck.length; i++) {
    const slot = deck[i] as number;
    const to = destinations[i] as number;
    if (to === TO_DRAW_PILE) cards[p.drawAt + p.drawEnd++] = slot;
    else if (to === TO_DUMMY) (dummy ??= []).push(SLOT_CARD[slot] as DreizehnCard);
    else {
      cards[to * ROOM + (sizes[to] as number)] = slot;
      sizes[to] = (sizes[to] as number) + 1;
      p.inHands++;
    }
  }
  p.dummy = dummy ?? NO_DUMMY;
  for (let board = 0; board < 3; board++) {
    sizes[p.boardSize + board] = 0;
    sizes[p.sumAt + board] = 0;
    sizes[p.colourAt + board] = NO_COLOUR;
  }
  p.changed = -1;
}

// ---- A turn ------------------------------------------------------------------------------------

/**
 * Where a card may go, as a bit mask of boards (bit i: board i), from the boards' colour codes. A
 * red four (NO_COLOUR): any board. A colour card: the board of its colour; if no board has that
 * colour yet, any board without a colour (red fours may lie there already). Since each colour
 * holds at most one board, a colour without one always finds a colourless board.
 */
function targetMask(colour: number, board0: number, board1: number, board2: number): number {
  if (colour === NO_COLOUR) return 7;
  if (board0 === colour) return 1;
  if (board1 === colour) return 2;
  if (board2 === colour) return 4;
  return (board0 === NO_COLOUR ? 1 : 0) | (board1 === NO_COLOUR ? 2 : 0) | (board2 === NO_COLOUR ? 4 : 0);
}

/** The boards a card of colour code `colour` may go onto now (see targetMask). */
export function maskOf(p: DreizehnTable, colour: number): number {
  const at = p.colourAt;
  const sizes = p.sizes;
  return targetMask(colour, sizes[at] as number, sizes[at + 1] as number, sizes[at + 2] as number);
}

/** A board goes over when the sum on it, the card just played included, exceeds the limit. */
export function goesOver(sum: number, limit: number): boolean {
  return sum > limit;
}

/** The next seat clockwise after `from` that still holds cards (seat s holds handSizes[s]) (empty hands are skipped), or null when every hand is empty. */
function nextHolder(handSizes: ArrayLike<number>, players: number, from: Seat): Seat | null {
  const n = players;
  // Counted round without `%`: a division per step was a playout's measurable cost.
  let seat = from;
  for (let step = 1; step <= n; step++) {
    seat = seat + 1 === n ? 0 : seat + 1;
    if ((handSizes[seat] as number) > 0) return seat;
  }
  return null;
}

/** The moves of a seat now, as codes: hand order, one entry per distinct card, the boards it may go onto in order (two empty boards are two different moves). */
export function legalCodes(p: DreizehnTable, seat: Seat, out: Int32Array): number {
  if (p.pending) settle(p);
  if (p.phase !== PLAYING || p.turn !== seat) return 0;
  // The hot path of the bots' playouts: the boards are read once per colour, not once per card,
  // and a card already listed is found by its bit (a slot is below 32) instead of a search.
  let count = 0;
  let seen = 0;
  let masks = 0; // four 4-bit fields, one per colour slot: 0 = not worked out yet, else mask | 8
  const cards = p.cards;
  const base = seat * ROOM;
  const end = base + (p.sizes[seat] as number);
  for (let i = base; i < end; i++) {
    const slot = cards[i] as number;
    if (seen & (1 << slot)) continue;
    seen |= 1 << slot;
    const shift = (slot & 3) * 4;
    let mask = (masks >> shift) & 15;
    if (mask === 0) {
      mask = maskOf(p, slot & 3) | 8;
      masks |= mask << shift;
    }
    const code = slot * 3;
    if (mask & 1) out[count++] = code;
    if (mask & 2) out[count++] = code + 1;
    if (mask & 4) out[count++] = code + 2;
  }
  return count;
}

/** The code of a move. */
export function codeOf(move: DreizehnMove): number {
  return cardSlot(move.card) * 3 + move.board;
}

/** The codes of the shared move objects `legalMoves` hands out (rules.ts `moveOf`): one of these is well formed. */
const ISSUED = new Map<unknown, number>();
for (const card of new Set(DREIZEHN_DECK)) for (let board = 0; board < 3; board++) ISSUED.set(moveOf(cardSlot(card), board), cardSlot(card) * 3 + board);

function readMove(move: unknown): number {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) refuse('rule.badMove');
  const issued = ISSUED.get(move);
  if (issued !== undefined) return issued;
  const { type, card, board } = move as Record<string, unknown>;
  if (type !== 'play' || !isDreizehnCard(card) || (board !== 0 && board !== 1 && board !== 2)) refuse('rule.badMove');
  if (Object.keys(move).length !== 3) refuse('rule.badMove');
  return cardSlot(card) * 3 + board;
}

/** A seat's raw move as its code, or refused: the match is over, no such seat, not this seat's turn, no such move, a card it does not hold, a board the card may not go onto. */
export function checkMove(p: DreizehnTable, seat: Seat, raw: unknown): number {
  if (p.pending) settle(p);
  if (p.phase !== PLAYING) refuse('rule.matchOver');
  if (!Number.isInteger(seat) || seat < 0 || seat >= p.players) refuse('rule.noSuchSeat');
  if (p.turn !== seat) refuse('rule.notYourTurn');
  const code = readMove(raw);
  const slot = (code / 3) | 0;
  const board = code - slot * 3;
  const card = SLOT_CARD[slot] as DreizehnCard;
  let held = false;
  for (let i = seat * ROOM + (p.sizes[seat] as number) - 1; i >= seat * ROOM; i--) if (p.cards[i] === slot) held = true;
  if (!held) refuse('rule.notInHand', { card });
  if (((maskOf(p, slot & 3) >> board) & 1) === 0) {
    // A colour card on a board it may not go onto: name the board it belongs on.
    let own = -1;
    for (let b = 2; b >= 0; b--) if (p.sizes[p.colourAt + b] === (slot & 3)) own = b;
    if (own >= 0) refuse('dreizehn.colourHasBoard', { card, board: board + 1, own: own + 1 });
    refuse('dreizehn.boardHasColour', { card, board: board + 1 });
  }
  return code;
}

/**
 * One turn. The card goes onto its board; a board without colour takes the colour of its first
 * colour card (a red four leaves it as it is). If the board's sum now exceeds the limit, the player
 * takes every card that lay there before, and the card just played stays as the board's only card;
 * the board keeps its colour. The player draws the top card of the draw pile if there is one, and
 * the turn passes clockwise to the next player who still holds cards, unless that was the round's
 * last card. A journalling table writes the trail entry `undoMove` reads: two numbers, the seat
 * (bits 0–2), the card's place in the hand (3–8), its slot (9–13), the board (14–15), the board's
 * colour before (16–17), whether a card was drawn (18), whether the round ended (19, `scoreRound`),
 * the cards taken + 1 (20–25); then the turn + 1 (0–2) and the last play before it: seat + 1 (3–5),
 * slot (6–10), board (11–12), cards it took + 1 (13–18).
 */
export function playCard(p: DreizehnTable, seat: Seat, code: number): void {
  const slot = (code / 3) | 0;
  const board = code - slot * 3;
  if (p.pending) settle(p);
  const journal = p.journal;
  if (journal && p.trail.length < (p.moves + 1) * ENTRY) growTrail(p);
  const cards = p.cards;
  const sizes = p.sizes;
  // The first copy of the card in hand goes, the rest keep their order.
  const base = seat * ROOM;
  const size = sizes[seat] as number;
  let index = base;
  while (cards[index] !== slot) index++;
  // A few cards each: plain loops cost less than copyWithin's call.
  for (let i = index + 1; i < base + size; i++) cards[i - 1] = cards[i] as number;
  p.inHands--;
  const colourAt = p.colourAt + board;
  const colour = sizes[colourAt] as number;
  const at = p.moves * ENTRY;
  if (journal) {
    p.moves++;
    p.trail[at + 1] = p.turn + 1 + ((p.lastSeat + 1) << 3) + (p.lastSlot << 6) + (p.lastBoard << 11) + ((p.lastTook + 1) << 13);
  }
  // A board takes the colour of its first colour card and keeps it for the round.
  if (colour === NO_COLOUR) sizes[colourAt] = slot & 3;
  const value = slot >> 2;
  const boardSize = p.boardSize + board;
  const sumAt = p.sumAt + board;
  const lying = sizes[boardSize] as number;
  const pile = p.boardAt + board * ROOM;
  const n = p.players;
  if (goesOver((sizes[sumAt] as number) + value, p.options.limit)) {
    const takenSize = p.takenSize + seat;
    const mine = p.takenAt + seat * ROOM + (sizes[takenSize] as number);
    for (let i = 0; i < lying; i++) cards[mine + i] = cards[pile + i] as number;
    sizes[takenSize] = (sizes[takenSize] as number) + lying;
    cards[pile] = slot;
    sizes[boardSize] = 1;
    sizes[sumAt] = value;
    p.lastTook = lying;
  } else {
    cards[pile + lying] = slot;
    sizes[boardSize] = lying + 1;
    sizes[sumAt] = (sizes[sumAt] as number) + value;
    p.lastTook = -1;
  }
  p.lastSeat = seat;
  p.lastSlot = slot;
  p.lastBoard = board;
  let drew = 0;
  if (p.drawTop < p.drawEnd) {
    // The drawn card takes the hand's last place.
    cards[base + size - 1] = cards[p.drawAt + p.drawTop++] as number;
    p.inHands++;
    drew = 1;
  } else sizes[seat] = size - 1;
  if (journal) p.trail[at] = seat + ((index - base) << 3) + (slot << 9) + (board << 14) + (colour << 16) + (drew << 18) + ((p.lastTook + 1) << 20);
  // The piles a JSON save cannot share (a journalling table is saved whole): the hand, the board, the taken pile, the draw pile.
  else p.changed |= (1 << seat) | (1 << (2 * n + board)) | (p.lastTook < 0 ? 0 : 1 << (n + seat)) | (drew << (2 * n + 3));
  // The round's last card (no card left in any hand, so none to draw either) leaves the turn where it is: scoreRound ends it.
  if (p.inHands > 0) p.turn = nextHolder(sizes, n, seat) ?? -1;
}

/** Room for the rest of the match at the first move (every round's every card), doubled should a table ever play more. */
function growTrail(p: DreizehnTable): void {
  p.trail = p.trail.concat(zeros(Math.max(ENTRY * p.players * DREIZEHN_DECK.length, p.trail.length)));
}

/** The round ends when the draw pile is used up and every card has been played. */
export function isRoundOver(p: DreizehnTable): boolean {
  // Cards in hand first: the question after every move, and almost always the answer.
  return p.inHands === 0 && p.drawTop === p.drawEnd && p.phase === PLAYING && !p.pending;
}

/** Takes back the newest move not yet taken back (a journalling table's), with the round's scoring and deal it led to. */
export function undoMove(p: DreizehnTable): void {
  if (p.moves === 0) throw new Error('dreizehn: no move to take back');
  const at = --p.moves * ENTRY;
  const move = p.trail[at] as number;
  if ((move >> 19) & 1) unscore(p);
  const seat = move & 7;
  const index = (move >> 3) & 63;
  const slot = (move >> 9) & 31;
  const board = (move >> 14) & 3;
  const took = ((move >> 20) & 63) - 1;
  const cards = p.cards;
  const sizes = p.sizes;
  const base = seat * ROOM;
  let size = sizes[seat] as number;
  if ((move >> 18) & 1) {
    // The drawn card goes back on top of the pile (it is still there, above drawTop).
    p.drawTop--;
    size--;
    p.inHands--;
  }
  const pile = p.boardAt + board * ROOM;
  const boardSize = p.boardSize + board;
  if (took >= 0) {
    const takenSize = p.takenSize + seat;
    const from = p.takenAt + seat * ROOM + (sizes[takenSize] as number) - took;
    let sum = 0;
    for (let i = 0; i < took; i++) {
      const lying = cards[from + i] as number;
      cards[pile + i] = lying;
      sum += lying >> 2;
    }
    sizes[takenSize] = (sizes[takenSize] as number) - took;
    sizes[boardSize] = took;
    sizes[p.sumAt + board] = sum;
  } else {
    sizes[boardSize] = (sizes[boardSize] as number) - 1;
    sizes[p.sumAt + board] = (sizes[p.sumAt + board] as number) - (slot >> 2);
  }
  sizes[p.colourAt + board] = (move >> 16) & 3;
  for (let i = base + size; i > base + index; i--) cards[i] = cards[i - 1] as number;
  cards[base + index] = slot;
  sizes[seat] = size + 1;
  p.inHands++;
  const last = p.trail[at + 1] as number;
  p.turn = (last & 7) - 1;
  p.lastSeat = ((last >> 3) & 7) - 1;
  p.lastSlot = (last >> 6) & 31;
  p.lastBoard = (last >> 11) & 3;
  p.lastTook = ((last >> 13) & 63) - 1;
  p.changed = -1;
}

/** Takes back the scoring of the round that the newest move ended, and its deal if it was dealt. */
function unscore(p: DreizehnTable): void {
  if (p.phase === OVER) p.phase = PLAYING;
  else {
    if (!p.pending) restoreDeal(p);
    p.pending = false;
    p.round--;
    p.dealer = (p.dealer - 1 + p.players) % p.players;
  }
  const record = p.history[p.history.length - 1] as RoundRecord;
  p.totals = record.totals.map((total, seat) => total - (record.points[seat] as number));
  p.history = p.history.slice(0, -1);
}

// ---- Scoring -----------------------------------------------------------------------------------

function countsOf(p: DreizehnTable, seat: number): ColourCounts {
  const counts: ColourCounts = { B: 0, G: 0, Y: 0, R: 0 };
  const base = p.takenAt + seat * ROOM;
  const size = p.sizes[p.takenSize + seat] as number;
  for (let i = 0; i < size; i++) {
    const colour = (p.cards[base + i] as number) & 3;
    if (colour === 0) counts.B++;
    else if (colour === 1) counts.G++;
    else if (colour === 2) counts.Y++;
    else counts.R++;
  }
  return counts;
}

/** Scores the finished round (rules.ts `roundRecord`) into the totals and the score sheet. Cards left on the boards score for nobody. */
export function scoreRound(p: DreizehnTable): void {
  // The scoring and the deal after it: `undo` takes them back with the round's last move.
  if (p.journal && p.moves > 0) p.trail[(p.moves - 1) * ENTRY] = (p.trail[(p.moves - 1) * ENTRY] as number) | (1 << 19);
  const counts: ColourCounts[] = [];
  for (let seat = 0; seat < p.players; seat++) counts.push(countsOf(p, seat));
  const record = roundRecord(p.round, p.totals, counts);
  p.totals = record.totals;
  p.history = [...p.history, record];
  p.turn = -1;
}

/** As many rounds as players: each deals once. */
export function isMatchOver(p: DreizehnTable): boolean {
  return p.history.length >= roundsOf(p.options);
}

/** The dealer moves one seat clockwise and the next round begins. */
export function nextRound(p: DreizehnTable): void {
  p.round++;
  p.dealer = (p.dealer + 1) % p.players;
  p.phase = DEALING;
}

export function endMatch(p: DreizehnTable): void {
  p.turn = -1;
  p.phase = OVER;
}

/** Fewest minus points win; equal lowest totals share the win. */
export function resultOf(p: DreizehnTable): MatchResult | null {
  return p.phase === OVER ? fewestPointsWin(p.totals) : null;
}

// ---- The turn flow, declared once ---------------------------------------------------------------

/** The JSON boundary: a table handed on from state to state, its round dealt before it is saved. */
export const { reading, changing, saved } = handOver<DreizehnState, DreizehnTable>('dreizehn', loadTable, (p, before) => {
  if (p.pending) settle(p);
  return saveTable(p, before);
});

/**
 * Deal, a turn each (play, draw, pass) until the draw pile and the hands are empty, score the
 * round, pass the deal; the match ends when each player has dealt once. `setup`, `apply`, the
 * host's statechart and the playout's `apply` all run it.
 */
export const dreizehnFlow: RoundFlow<DreizehnState, DreizehnTable, DreizehnOptions, number> = {
  id: 'dreizehn',
  reading,
  changing,
  saved,
  check: checkMove,
  newMatch: (options, seed) => blankTable(options, seed),
  deal,
  turn: playCard,
  roundOver: isRoundOver,
  scoreRound,
  matchOver: isMatchOver,
  endMatch,
  nextRound,
};

// ---- The JSON rules ----------------------------------------------------------------------------

/** A match before its first deal (the chart's starting point), a new match dealt, one turn and what it leads to, and the statechart the host runs every match through. */
export const { newMatch, setup, apply, chart: dreizehnMachine } = flowRules(dreizehnFlow);

const codes = new Int32Array(MAX_MOVES);

/** One shared, frozen move (rules.ts `moveOf`) per distinct card in hand and board it may go onto. */
export function legalMoves(state: DreizehnState, seat: Seat): DreizehnMove[] {
  if (state.turn !== seat || state.phase !== 'playing') return [];
  const n = legalCodes(reading(state), seat, codes);
  const moves: DreizehnMove[] = [];
  for (let i = 0; i < n; i++) {
    const code = codes[i] as number;
    const slot = (code / 3) | 0;
    moves.push(moveOf(slot, code - slot * 3));
  }
  return moves;
}

export function result(state: DreizehnState): MatchResult | null {
  return state.phase === 'over' ? resultOf(reading(state)) : null;
}

/** Whether the match on a table is over. */
export function isOver(p: DreizehnTable): boolean {
  return p.phase === OVER;
}
