/**
 * Dreizehn as a playout (../../engine/playout.ts): cards as slots (rules.ts `cardSlot`, below 32)
 * in typed arrays, changed in place, for the bots' searches and the bench. It decides nothing of
 * its own: where a card may go, a board's colour, going over, whose turn is next, the round's end,
 * the deal and the score are the functions of rules.ts that the JSON rules call too; this file
 * only stores cards differently.
 *
 * A move's code is its card's slot times three plus its board: the same code for the same move in
 * every state, so a search can key its tree by it across samples.
 */
import type { Seed } from '../../cards';
import type { DreizehnCard } from './cards';
import { zeros, type Playout } from '../../engine/playout';
import type { MatchResult, Seat } from '../../engine/types';
import { fewestPointsWin } from '../common/standings';
import {
  NO_COLOUR,
  SLOT_CARD,
  boardColourAfter as boardColourAfterRule,
  DREIZEHN_DECK,
  TO_DRAW_PILE,
  TO_DUMMY,
  cardSlot,
  colourCode,
  dealtTo as dealtToRule,
  firstToPlay as firstToPlayRule,
  goesOver as goesOverRule,
  matchEnds as matchEndsRule,
  moveOf,
  nextHolder as nextHolderRule,
  roundEnds as roundEndsRule,
  roundRecord as roundRecordRule,
  roundsOf,
  shuffledDeck as shuffledDeckRule,
  targetMask as targetMaskRule,
  COLOURS,
  type Board,
  type BoardIndex,
  type ColourCounts,
  type DreizehnMove,
  type DreizehnOptions,
  type DreizehnState,
  type RoundRecord,
} from './rules';

// The rules' functions as this module's own constants: the hot loops (per move, per round) call
// them without going through the import's binding, which tsx compiles to a getter call per use.
const boardColourAfter = boardColourAfterRule;
const goesOver = goesOverRule;
const nextHolder = nextHolderRule;
const roundEnds = roundEndsRule;
const targetMask = targetMaskRule;
const dealtTo = dealtToRule;
const firstToPlay = firstToPlayRule;
const shuffledDeck = shuffledDeckRule;
const matchEnds = matchEndsRule;
const roundRecord = roundRecordRule;

/** Room for any pile: all 50 cards. */
const ROOM = 50;
const DEALING = 0;
const PLAYING = 1;
const OVER = 2;
const PHASES: readonly DreizehnState['phase'][] = ['dealing', 'playing', 'over'];
/** Ints the journal keeps per move (see `apply`). */
const ENTRY = 2;

/**
 * Two arrays of small integers hold every pile and every count (a search copies one per iteration,
 * the bench sets up one per match). With n players, `cards` holds the hands (seat s from
 * s·ROOM), the taken piles (from (n + s)·ROOM), the boards (from (2n + b)·ROOM) and the draw pile
 * (from (2n + 3)·ROOM); `sizes` holds the hands' sizes (s), the taken piles' (n + s), the boards'
 * (2n + b), the boards' sums (2n + 3 + b) and colour codes (2n + 6 + b).
 */
export interface DreizehnPlayoutState {
  options: DreizehnOptions;
  players: number;
  seed: Seed;
  round: number;
  dealer: Seat;
  /** -1: nobody's turn. */
  turn: number;
  phase: number;
  cards: number[];
  sizes: number[];
  /** Where the taken piles, boards and draw pile start in `cards`, and the taken piles' sizes, boards' sizes, sums and colours in `sizes`. */
  takenAt: number;
  boardAt: number;
  drawAt: number;
  takenSize: number;
  boardSize: number;
  sumAt: number;
  colourAt: number;
  inHands: number;
  /** The draw pile's cards from `drawTop` (its top) to `drawEnd`, counted from drawAt. */
  drawTop: number;
  drawEnd: number;
  /** The dummy hand: never played from, only dealt; never changed once made (a copy or a kept deal shares it). */
  dummy: readonly DreizehnCard[];
  /** Replaced, never changed, when a round is scored: a copy or a kept state may share them. */
  totals: number[];
  history: RoundRecord[];
  /** The last play: seat (-1: none), slot, board, and how many cards it took (-1: none; they are the newest of the seat's taken pile). */
  lastSeat: number;
  lastSlot: number;
  lastBoard: number;
  lastTook: number;
  /**
   * A round that ended is dealt anew only when the next round is first read (`settle`): a search
   * stops at the end of a round and never pays for a deal it will not play.
   */
  pending: boolean;
  /** What `undo` needs, ENTRY ints per move. */
  journal: number[];
  moves: number;
  /** The piles and sizes before each deal still to be taken back (a deal overwrites them), `dealt` of them. */
  keptCards: number[];
  keptSizes: number[];
  keptDummies: (readonly DreizehnCard[])[];
  dealt: number;
}

/**
 * A state with every array it needs, plain arrays of zeros (engine/playout.ts `zeros`: one
 * ArrayBuffer per state cost more to make and to collect than all of them): the journal with room
 * for a whole match, the kept deals for every round.
 */
function blank(options: DreizehnOptions, seed: Seed): DreizehnPlayoutState {
  const n = options.players;
  // A deal starts every round but the first: no state deals more often than that after its load.
  const deals = Math.max(0, roundsOf(options) - 1);
  const cardRoom = (2 * n + 4) * ROOM;
  const sizeRoom = 2 * n + 9;
  const sizes = zeros(sizeRoom);
  sizes.fill(NO_COLOUR, 2 * n + 6);
  return {
    options,
    players: n,
    seed,
    round: 0,
    dealer: 0,
    turn: -1,
    phase: DEALING,
    cards: zeros(cardRoom),
    sizes,
    takenAt: n * ROOM,
    boardAt: 2 * n * ROOM,
    drawAt: (2 * n + 3) * ROOM,
    takenSize: n,
    boardSize: 2 * n,
    sumAt: 2 * n + 3,
    colourAt: 2 * n + 6,
    inHands: 0,
    drawTop: 0,
    drawEnd: 0,
    dummy: [],
    totals: new Array<number>(n).fill(0),
    history: [],
    lastSeat: -1,
    lastSlot: 0,
    lastBoard: 0,
    lastTook: -1,
    journal: zeros(ENTRY * n * DREIZEHN_DECK.length),
    moves: 0,
    pending: false,
    keptCards: zeros(deals * KEPT_ROOM),
    keptSizes: zeros(deals * (sizeRoom + 2)),
    keptDummies: [],
    dealt: 0,
  };
}

/**
 * Room for the cards kept per deal (see `keepPiles`): at a round's end every card of the deck but
 * the dummy's lies in a taken pile or on a board, and the draw pile's cards are the rest of the deck at most.
 */
const KEPT_ROOM = 2 * ROOM;

/**
 * Copies the piles a deal is about to overwrite or let the next round overwrite, the taken piles,
 * the boards and the draw pile, into the kept cards of deal `at` (or back, `restore`): only the cards
 * they hold, pile after pile. At a round's end every hand is empty, so the hands need no keeping;
 * `sizes` (the piles' sizes) and `drawEnd` must be those of the round's end, kept or restored first.
 */
function keepPiles(p: DreizehnPlayoutState, at: number, restore: boolean): void {
  const { cards, sizes, keptCards } = p;
  let kept = at * KEPT_ROOM;
  // The taken piles, the boards and the draw pile lie one after another in `cards`, ROOM apart, and
  // the sizes of all but the draw pile one after another in `sizes`.
  const piles = p.players + 3;
  for (let pile = 0; pile <= piles; pile++) {
    const from = p.takenAt + pile * ROOM;
    const length = pile < piles ? (sizes[p.takenSize + pile] as number) : p.drawEnd;
    // Only a table holding more than the deck could overrun its room; say so rather than corrupt the next deal's cards.
    if (kept + length > (at + 1) * KEPT_ROOM) throw new Error('dreizehn playout: more cards in the piles than the deck holds');
    if (restore) copyInto(keptCards, kept, cards, from, length);
    else copyInto(cards, from, keptCards, kept, length);
    kept += length;
  }
}

/** Copies `length` numbers from `from` at `fromAt` to `to` at `toAt` (the arrays' `set`, for plain arrays). */
function copyInto(from: readonly number[], fromAt: number, to: number[], toAt: number, length: number): void {
  for (let i = 0; i < length; i++) to[toAt + i] = from[fromAt + i] as number;
}

function slotsInto(cards: readonly DreizehnCard[], into: number[], at: number): void {
  for (let i = 0; i < cards.length; i++) into[at + i] = cardSlot(cards[i] as DreizehnCard);
}

function cardsOf(slots: readonly number[], from: number, to: number): DreizehnCard[] {
  const cards = new Array<DreizehnCard>(to - from);
  for (let i = from; i < to; i++) cards[i - from] = SLOT_CARD[slots[i] as number] as DreizehnCard;
  return cards;
}

/** The dummy hand of a deal without one. */
const NO_DUMMY: readonly DreizehnCard[] = [];

/** The deck in DREIZEHN_DECK's order, as slots: shuffled as the JSON rules shuffle their cards. */
const DECK_SLOTS: readonly number[] = DREIZEHN_DECK.map(cardSlot);

/** Per options and dealer, where each card of a deal goes (rules.ts `dealtTo`): worked out once, not per card of every deal. */
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

/** Deals the next round (rules.ts `shuffledDeck`, `dealtTo`): hands, draw pile, dummy, empty boards and taken piles. */
function deal(p: DreizehnPlayoutState): void {
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
  p.lastSeat = -1;
  p.turn = firstToPlay(options, dealer);
  p.phase = PLAYING;
}

function countsOf(p: DreizehnPlayoutState, seat: number): ColourCounts {
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

/** The round is over: score it (rules.ts `roundRecord`), then deal the next round or end the match. */
function endRound(p: DreizehnPlayoutState): void {
  const counts: ColourCounts[] = [];
  for (let seat = 0; seat < p.players; seat++) counts.push(countsOf(p, seat));
  const record = roundRecord(p.round, p.totals, counts);
  p.totals = record.totals;
  p.history = [...p.history, record];
  p.turn = -1;
  if (matchEnds(p.history.length, p.options)) {
    p.phase = OVER;
    return;
  }
  p.round++;
  p.dealer = (p.dealer + 1) % p.players;
  p.turn = firstToPlay(p.options, p.dealer);
  p.lastSeat = -1;
  p.pending = true;
}

/** Deals the round that is due (see `pending`), keeping what the deal overwrites for `undo`. */
function settle(p: DreizehnPlayoutState): void {
  if (!p.pending) return;
  p.pending = false;
  const sizes = p.sizes;
  const at = p.dealt++;
  keepPiles(p, at, false);
  const kept = at * (sizes.length + 2);
  copyInto(sizes, 0, p.keptSizes, kept, sizes.length);
  p.keptSizes[kept + sizes.length] = p.drawTop;
  p.keptSizes[kept + sizes.length + 1] = p.drawEnd;
  p.keptDummies[at] = p.dummy;
  deal(p);
}

/** Takes back the scoring of the round that `p`'s newest move ended (and its deal, if it was dealt). */
function unscore(p: DreizehnPlayoutState): void {
  const sizes = p.sizes;
  if (p.phase === OVER) p.phase = PLAYING;
  else {
    if (!p.pending) {
      const at = --p.dealt;
      const kept = at * (sizes.length + 2);
      copyInto(p.keptSizes, kept, sizes, 0, sizes.length);
      p.drawTop = p.keptSizes[kept + sizes.length] as number;
      p.drawEnd = p.keptSizes[kept + sizes.length + 1] as number;
      keepPiles(p, at, true);
      p.dummy = p.keptDummies[at] as readonly DreizehnCard[];
      p.inHands = 0;
    }
    p.pending = false;
    p.round--;
    p.dealer = (p.dealer - 1 + p.players) % p.players;
  }
  const record = p.history[p.history.length - 1] as RoundRecord;
  p.totals = record.totals.map((total, seat) => total - (record.points[seat] as number));
  p.history = p.history.slice(0, -1);
}

function load(state: DreizehnState): DreizehnPlayoutState {
  return loadInto(state);
}

/** `load`, written into `into` when it has room for the same players (a search reuses one state). */
export function loadInto(state: DreizehnState, into?: DreizehnPlayoutState): DreizehnPlayoutState {
  const p = into && into.players === state.options.players ? into : blank(state.options, state.seed);
  p.seed = state.seed;
  p.options = state.options;
  p.inHands = 0;
  p.drawTop = 0;
  p.lastSeat = -1;
  p.lastSlot = 0;
  p.lastBoard = 0;
  p.lastTook = -1;
  p.moves = 0;
  p.dealt = 0;
  p.pending = false;
  const sizes = p.sizes;
  p.round = state.round;
  p.dealer = state.dealer;
  p.turn = state.turn ?? -1;
  p.phase = PHASES.indexOf(state.phase);
  for (let seat = 0; seat < p.players; seat++) {
    const hand = state.hands[seat] as DreizehnCard[];
    slotsInto(hand, p.cards, seat * ROOM);
    sizes[seat] = hand.length;
    p.inHands += hand.length;
    const taken = state.taken[seat] as DreizehnCard[];
    slotsInto(taken, p.cards, p.takenAt + seat * ROOM);
    sizes[p.takenSize + seat] = taken.length;
  }
  slotsInto(state.drawPile, p.cards, p.drawAt);
  p.drawEnd = state.drawPile.length;
  p.dummy = state.dummy.slice();
  state.boards.forEach((board, index) => {
    sizes[p.colourAt + index] = colourCode(board.colour);
    slotsInto(board.cards, p.cards, p.boardAt + index * ROOM);
    sizes[p.boardSize + index] = board.cards.length;
    let sum = 0;
    for (const card of board.cards) sum += cardSlot(card) >> 2;
    sizes[p.sumAt + index] = sum;
  });
  p.totals = state.totals.slice();
  p.history = state.history.slice();
  if (state.lastPlay) {
    p.lastSeat = state.lastPlay.seat;
    p.lastSlot = cardSlot(state.lastPlay.card);
    p.lastBoard = state.lastPlay.board;
    p.lastTook = state.lastPlay.took ? state.lastPlay.took.length : -1;
  }
  return p;
}

function save(p: DreizehnPlayoutState): DreizehnState {
  if (p.pending) settle(p);
  const sizes = p.sizes;
  const boards: Board[] = [];
  for (let index = 0; index < 3; index++) {
    const colour = sizes[p.colourAt + index] as number;
    const from = p.boardAt + index * ROOM;
    boards.push({
      colour: colour === NO_COLOUR ? null : (COLOURS[colour] as Board['colour']),
      cards: cardsOf(p.cards, from, from + (sizes[p.boardSize + index] as number)),
    });
  }
  const hands: DreizehnCard[][] = [];
  const taken: DreizehnCard[][] = [];
  for (let seat = 0; seat < p.players; seat++) {
    hands.push(cardsOf(p.cards, seat * ROOM, seat * ROOM + (sizes[seat] as number)));
    const from = p.takenAt + seat * ROOM;
    taken.push(cardsOf(p.cards, from, from + (sizes[p.takenSize + seat] as number)));
  }
  let lastPlay: DreizehnState['lastPlay'] = null;
  if (p.lastSeat >= 0) {
    const end = p.takenAt + p.lastSeat * ROOM + (sizes[p.takenSize + p.lastSeat] as number);
    lastPlay = {
      seat: p.lastSeat,
      card: SLOT_CARD[p.lastSlot] as DreizehnCard,
      board: p.lastBoard as BoardIndex,
      took: p.lastTook < 0 ? null : cardsOf(p.cards, end - p.lastTook, end),
    };
  }
  return {
    options: p.options,
    seed: p.seed,
    round: p.round,
    dealer: p.dealer,
    turn: p.turn < 0 ? null : p.turn,
    hands,
    drawPile: cardsOf(p.cards, p.drawAt + p.drawTop, p.drawAt + p.drawEnd),
    dummy: p.dummy.slice(),
    boards,
    taken,
    totals: p.totals.slice(),
    history: p.history.slice(),
    lastPlay,
    phase: PHASES[p.phase] as DreizehnState['phase'],
  };
}

/**
 * Deals `slots` (cards nobody at `seat` can see) to every hand but `seat`'s up to `handSizes`,
 * then to the dummy hand and the draw pile in their sizes: a search's sample of the hidden cards.
 * `p` holds the public cards and `seat`'s hand already.
 */
export function dealHidden(p: DreizehnPlayoutState, seat: Seat, slots: ArrayLike<number>, handSizes: readonly number[], dummySize: number): void {
  const { cards, sizes } = p;
  let next = 0;
  p.inHands = 0;
  for (let other = 0; other < p.players; other++) {
    if (other !== seat) {
      const size = handSizes[other] as number;
      for (let i = 0; i < size; i++) cards[other * ROOM + i] = slots[next++] as number;
      sizes[other] = size;
    }
    p.inHands += sizes[other] as number;
  }
  if (dummySize > 0) {
    const dummy: DreizehnCard[] = [];
    for (let i = 0; i < dummySize; i++) dummy.push(SLOT_CARD[slots[next++] as number] as DreizehnCard);
    p.dummy = dummy;
  }
  p.drawTop = 0;
  p.drawEnd = slots.length - next;
  for (let i = 0; next < slots.length; i++) cards[p.drawAt + i] = slots[next++] as number;
}

/** Everything but the journal: a copy starts with no moves to take back. */
function copy(p: DreizehnPlayoutState, into?: DreizehnPlayoutState): DreizehnPlayoutState {
  const q = into && into.players === p.players ? into : blank(p.options, p.seed);
  q.options = p.options;
  q.seed = p.seed;
  q.round = p.round;
  q.dealer = p.dealer;
  q.turn = p.turn;
  q.phase = p.phase;
  copyInto(p.cards, 0, q.cards, 0, p.cards.length);
  copyInto(p.sizes, 0, q.sizes, 0, p.sizes.length);
  q.inHands = p.inHands;
  q.drawTop = p.drawTop;
  q.drawEnd = p.drawEnd;
  q.dummy = p.dummy;
  q.totals = p.totals;
  q.history = p.history;
  q.lastSeat = p.lastSeat;
  q.lastSlot = p.lastSlot;
  q.lastBoard = p.lastBoard;
  q.lastTook = p.lastTook;
  q.pending = p.pending;
  q.moves = 0;
  q.dealt = 0;
  return q;
}

/** The boards a card of colour code `colour` may go onto now, as rules.ts `targetMask` says. */
export function maskOf(p: DreizehnPlayoutState, colour: number): number {
  const at = p.colourAt;
  const sizes = p.sizes;
  return targetMask(colour, sizes[at] as number, sizes[at + 1] as number, sizes[at + 2] as number);
}

function legal(p: DreizehnPlayoutState, seat: Seat, out: Int32Array): number {
  if (p.pending) settle(p);
  if (p.phase !== PLAYING || p.turn !== seat) return 0;
  // As rules.ts legalMoves: hand order, one entry per distinct card, boards in order.
  let count = 0;
  let seen = 0;
  let masks = 0;
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

/** Room for the rest of the match at the first move (every round's every card), doubled should a state ever play more. */
function growJournal(p: DreizehnPlayoutState): void {
  p.journal = p.journal.concat(zeros(Math.max(ENTRY * p.players * DREIZEHN_DECK.length, p.journal.length)));
}

/**
 * Plays the card of `code` onto its board, draws, and passes the turn (rules.ts `apply`'s steps);
 * a move that empties the last hand scores the round and deals the next. The journal entry, two
 * ints: the seat (bits 0–2), the card's place in the hand (3–8), its slot (9–13), the board
 * (14–15), the board's colour before (16–17), whether a card was drawn (18), whether the round
 * ended (19), the cards taken + 1 (20–25); then the turn + 1 (0–2) and the last play before it:
 * seat + 1 (3–5), slot (6–10), board (11–12), cards it took + 1 (13–18).
 */
function apply(p: DreizehnPlayoutState, seat: Seat, code: number): void {
  const slot = (code / 3) | 0;
  const board = code - slot * 3;
  if (p.pending) settle(p);
  const ends = roundEnds(p.drawEnd - p.drawTop, p.inHands - 1);
  if (p.journal.length < (p.moves + 1) * ENTRY) growJournal(p);
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
  const at = p.moves++ * ENTRY;
  p.journal[at + 1] = p.turn + 1 + ((p.lastSeat + 1) << 3) + (p.lastSlot << 6) + (p.lastBoard << 11) + ((p.lastTook + 1) << 13);
  sizes[colourAt] = boardColourAfter(colour, slot & 3);
  const value = slot >> 2;
  const boardSize = p.boardSize + board;
  const sumAt = p.sumAt + board;
  const lying = sizes[boardSize] as number;
  const pile = p.boardAt + board * ROOM;
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
    // The drawn card takes the hand's last place, as the JSON hand's push.
    cards[base + size - 1] = cards[p.drawAt + p.drawTop++] as number;
    p.inHands++;
    drew = 1;
  } else sizes[seat] = size - 1;
  p.journal[at] =
    seat + ((index - base) << 3) + (slot << 9) + (board << 14) + (colour << 16) + (drew << 18) + ((ends ? 1 : 0) << 19) + ((p.lastTook + 1) << 20);
  if (ends) {
    endRound(p);
    return;
  }
  // The hands' sizes are the first `players` entries of `sizes`.
  p.turn = nextHolder(sizes, p.players, seat) ?? -1;
}

function undo(p: DreizehnPlayoutState): void {
  if (p.moves === 0) throw new Error('dreizehn playout: no move to take back');
  const at = --p.moves * ENTRY;
  const move = p.journal[at] as number;
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
  const last = p.journal[at + 1] as number;
  p.turn = (last & 7) - 1;
  p.lastSeat = ((last >> 3) & 7) - 1;
  p.lastSlot = (last >> 6) & 31;
  p.lastBoard = (last >> 11) & 3;
  p.lastTook = ((last >> 13) & 63) - 1;
}

/** The code of a JSON move. */
export function codeOf(move: DreizehnMove): number {
  return cardSlot(move.card) * 3 + move.board;
}

const scratch = new Int32Array(96);

function encode(p: DreizehnPlayoutState, seat: Seat, move: DreizehnMove): number {
  const code = codeOf(move);
  const n = legal(p, seat, scratch);
  for (let i = 0; i < n; i++) if (scratch[i] === code) return code;
  throw new Error(`dreizehn playout: ${move.card} onto board ${move.board + 1} is not legal for seat ${seat} now`);
}

function actors(p: DreizehnPlayoutState, out: Int32Array): number {
  if (p.turn < 0) return 0;
  out[0] = p.turn;
  return 1;
}

export function isOver(p: DreizehnPlayoutState): boolean {
  return p.phase === OVER;
}

function result(p: DreizehnPlayoutState): MatchResult | null {
  return p.phase === OVER ? fewestPointsWin(p.totals) : null;
}

/** A match's first round dealt into a blank state: the JSON `setup` (rules.ts `newMatch`, then the deal). */
export function setupState(options: DreizehnOptions, seed: Seed): DreizehnPlayoutState {
  const p = blank(options, seed);
  deal(p);
  return p;
}

export const dreizehnPlayout: Playout<DreizehnState, DreizehnMove, DreizehnPlayoutState, DreizehnOptions> = {
  setup: setupState,
  load,
  save,
  copy,
  actors,
  legal,
  apply,
  undo,
  encode,
  decode: (_p, _seat, code) => moveOf((code / 3) | 0, code % 3),
  result,
};
