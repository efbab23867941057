/**
 * Dreizehn's match as one table: cards as slots (rules.ts `cardSlot`, below 32) in two arrays of
 * small integers, changed in place by the rules' steps (steps.ts). The JSON state is its boundary:
 * `loadTable` / `saveTable` (steps.ts hands a table on from state to state through
 * engine/handover.ts, so the next move changes that table instead of loading the JSON, and a save
 * shares the piles no step changed).
 *
 * A table that keeps a journal (the playout's) can take its moves back: the trail holds two numbers
 * per move (steps.ts `playCard`), and a deal keeps the piles it overwrites (`keepPiles`).
 */
import type { Seed } from '../../cards';
import { zeros } from '../../engine/playout';
import type { Seat } from '../../engine/types';
import type { DreizehnCard } from './cards';
import {
  COLOURS,
  DREIZEHN_DECK,
  NO_COLOUR,
  SLOT_CARD,
  cardSlot,
  colourCode,
  isDreizehnCard,
  roundsOf,
  type Board,
  type BoardIndex,
  type DreizehnOptions,
  type DreizehnState,
  type RoundRecord,
} from './rules';

/** Room for any pile: all 50 cards. */
export const ROOM = 50;
export const DEALING = 0;
export const PLAYING = 1;
export const OVER = 2;
const PHASES: readonly DreizehnState['phase'][] = ['dealing', 'playing', 'over'];
/** Numbers the trail keeps per move (steps.ts `playCard`). */
export const ENTRY = 2;

/**
 * Two arrays of small integers hold every pile and every count (a search copies one per iteration,
 * the bench sets up one per match). With n players, `cards` holds the hands (seat s from
 * s·ROOM), the taken piles (from (n + s)·ROOM), the boards (from (2n + b)·ROOM) and the draw pile
 * (from (2n + 3)·ROOM); `sizes` holds the hands' sizes (s), the taken piles' (n + s), the boards'
 * (2n + b), the boards' sums (2n + 3 + b) and colour codes (2n + 6 + b).
 */
export interface DreizehnTable {
  options: DreizehnOptions;
  players: number;
  seed: Seed;
  round: number;
  dealer: Seat;
  /** -1: nobody's turn. */
  turn: number;
  /** The index of the JSON phase in PHASES. */
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
  /** The dummy hand: never played from, only dealt; never changed once made (a copy, a kept deal or a JSON state shares it). */
  dummy: readonly DreizehnCard[];
  /** Replaced, never changed, when a round is scored: a copy, a kept state or a JSON state may share them. */
  totals: number[];
  history: RoundRecord[];
  /** The last play: seat (-1: none), slot, board, and how many cards it took (-1: none; they are the newest of the seat's taken pile). */
  lastSeat: number;
  lastSlot: number;
  lastBoard: number;
  lastTook: number;
  /**
   * The round `deal` began is dealt only when the table is next read (steps.ts `settle`): a search
   * stops at the end of a round and never pays for a deal it will not play.
   */
  pending: boolean;
  /** The piles a step changed since `changing` (kept by a table without a journal: the JSON path's), one bit per pile as `sizes` counts them (hand s, taken pile n + s, board 2n + b, the draw pile 2n + 3): what `saveTable` cannot share. */
  changed: number;
  /** The JSON state this table stands for now (engine/handover.ts), or null. */
  owner: DreizehnState | null;
  /** Whether the steps keep the trail `undo` reads (the playout's tables do; the JSON path's never take a move back). */
  journal: boolean;
  /** What `undo` needs, ENTRY numbers per move. */
  trail: number[];
  moves: number;
  /** The piles and sizes before each deal still to be taken back (a deal overwrites them), `dealt` of them. */
  keptCards: number[];
  keptSizes: number[];
  keptDummies: (readonly DreizehnCard[])[];
  dealt: number;
}

/** The trail and the kept deals of a table that keeps no journal (never written). */
const NONE: number[] = [];

/**
 * A match before its first deal, with every array it needs, plain arrays of zeros (engine/playout.ts
 * `zeros`: one ArrayBuffer per table cost more to make and to collect than all of them); a
 * journalling table with room in its trail for a whole match and kept deals for every round.
 */
export function blankTable(options: DreizehnOptions, seed: Seed, journal = false): DreizehnTable {
  const n = options.players;
  // A deal starts every round but the first: no table deals more often than that after its load.
  const deals = Math.max(0, roundsOf(options) - 1);
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
    cards: zeros((2 * n + 4) * ROOM),
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
    dummy: NO_DUMMY,
    totals: zeros(n),
    history: [],
    lastSeat: -1,
    lastSlot: 0,
    lastBoard: 0,
    lastTook: -1,
    pending: false,
    changed: -1,
    owner: null,
    journal,
    trail: journal ? zeros(ENTRY * n * DREIZEHN_DECK.length) : NONE,
    moves: 0,
    keptCards: journal ? zeros(deals * KEPT_ROOM) : NONE,
    keptSizes: journal ? zeros(deals * (sizeRoom + 2)) : NONE,
    keptDummies: [],
    dealt: 0,
  };
}

/** The dummy hand of a deal without one. */
export const NO_DUMMY: readonly DreizehnCard[] = [];

/**
 * Room for the cards kept per deal (see `keepPiles`): at a round's end every card of the deck but
 * the dummy's lies in a taken pile or on a board, and the draw pile's cards are the rest of the deck at most.
 */
const KEPT_ROOM = 2 * ROOM;

/**
 * Copies the piles a deal is about to overwrite, the taken piles, the boards and the draw pile, into
 * the kept cards of deal `at` (or back, `restore`): only the cards they hold, pile after pile. At a
 * round's end every hand is empty, so the hands need no keeping; `sizes` (the piles' sizes) and
 * `drawEnd` must be those of the round's end, kept or restored first.
 */
function keepPiles(p: DreizehnTable, at: number, restore: boolean): void {
  const { cards, sizes, keptCards } = p;
  let kept = at * KEPT_ROOM;
  // The taken piles, the boards and the draw pile lie one after another in `cards`, ROOM apart, and
  // the sizes of all but the draw pile one after another in `sizes`.
  const piles = p.players + 3;
  for (let pile = 0; pile <= piles; pile++) {
    const from = p.takenAt + pile * ROOM;
    const length = pile < piles ? (sizes[p.takenSize + pile] as number) : p.drawEnd;
    // Only a table holding more than the deck could overrun its room; say so rather than corrupt the next deal's cards.
    if (kept + length > (at + 1) * KEPT_ROOM) throw new Error('dreizehn: more cards in the piles than the deck holds');
    if (restore) copyInto(keptCards, kept, cards, from, length);
    else copyInto(cards, from, keptCards, kept, length);
    kept += length;
  }
}

/** Keeps what the deal about to be made overwrites, for `undo` (a journalling table's). */
export function keepDeal(p: DreizehnTable): void {
  const sizes = p.sizes;
  const at = p.dealt++;
  keepPiles(p, at, false);
  const kept = at * (sizes.length + 2);
  copyInto(sizes, 0, p.keptSizes, kept, sizes.length);
  p.keptSizes[kept + sizes.length] = p.drawTop;
  p.keptSizes[kept + sizes.length + 1] = p.drawEnd;
  p.keptDummies[at] = p.dummy;
}

/** Takes back the newest kept deal: the table as it was at the end of the round before it. */
export function restoreDeal(p: DreizehnTable): void {
  const sizes = p.sizes;
  const at = --p.dealt;
  const kept = at * (sizes.length + 2);
  copyInto(p.keptSizes, kept, sizes, 0, sizes.length);
  p.drawTop = p.keptSizes[kept + sizes.length] as number;
  p.drawEnd = p.keptSizes[kept + sizes.length + 1] as number;
  keepPiles(p, at, true);
  p.dummy = p.keptDummies[at] as readonly DreizehnCard[];
  p.inHands = 0;
}

/** Copies `length` numbers from `from` at `fromAt` to `to` at `toAt` (the arrays' `set`, for plain arrays). */
function copyInto(from: readonly number[], fromAt: number, to: number[], toAt: number, length: number): void {
  for (let i = 0; i < length; i++) to[toAt + i] = from[fromAt + i] as number;
}

function slotsInto(cards: readonly DreizehnCard[], into: number[], at: number, where: string): number {
  if (cards.length > ROOM) throw new Error(`dreizehn: ${where} of ${cards.length} cards`);
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i];
    if (!isDreizehnCard(card)) throw new Error(`dreizehn: ${where} holds ${JSON.stringify(card)}, not a card of the game`);
    into[at + i] = cardSlot(card);
  }
  return cards.length;
}

/** The rules' table as this module's own constant: a save reads it per card without going through the import's binding. */
const CARD_OF_SLOT = SLOT_CARD;

function cardsOf(slots: readonly number[], from: number, to: number): DreizehnCard[] {
  const cards = new Array<DreizehnCard>(to - from);
  for (let i = from; i < to; i++) cards[i - from] = CARD_OF_SLOT[slots[i] as number] as DreizehnCard;
  return cards;
}

/** The table a JSON state stands for, written into `into` when it has room for the same players (a search reuses one table). */
export function loadTable(state: DreizehnState, into?: DreizehnTable, journal = false): DreizehnTable {
  const n = state.options.players;
  if (state.hands.length !== n || state.taken.length !== n || state.totals.length !== n || state.boards.length !== 3)
    throw new Error(`dreizehn: a state of ${n} players with ${state.hands.length} hands`);
  const phase = PHASES.indexOf(state.phase);
  if (phase < 0) throw new Error(`dreizehn: no phase ${JSON.stringify(state.phase)}`);
  const p = into && into.players === n ? into : blankTable(state.options, state.seed, journal);
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
  p.changed = -1;
  p.owner = null;
  const sizes = p.sizes;
  p.round = state.round;
  p.dealer = state.dealer;
  p.turn = state.turn ?? -1;
  p.phase = phase;
  for (let seat = 0; seat < n; seat++) {
    sizes[seat] = slotsInto(state.hands[seat] as DreizehnCard[], p.cards, seat * ROOM, 'a hand');
    p.inHands += sizes[seat] as number;
    sizes[p.takenSize + seat] = slotsInto(state.taken[seat] as DreizehnCard[], p.cards, p.takenAt + seat * ROOM, 'a taken pile');
  }
  p.drawEnd = slotsInto(state.drawPile, p.cards, p.drawAt, 'the draw pile');
  p.dummy = state.dummy;
  for (let index = 0; index < 3; index++) {
    const board = state.boards[index] as Board;
    sizes[p.colourAt + index] = colourCode(board.colour);
    const size = slotsInto(board.cards, p.cards, p.boardAt + index * ROOM, 'a board');
    sizes[p.boardSize + index] = size;
    let sum = 0;
    for (let i = 0; i < size; i++) sum += (p.cards[p.boardAt + index * ROOM + i] as number) >> 2;
    sizes[p.sumAt + index] = sum;
  }
  p.totals = state.totals.slice();
  p.history = state.history.slice();
  const last = state.lastPlay;
  if (last) {
    p.lastSeat = last.seat;
    p.lastSlot = cardSlot(last.card);
    p.lastBoard = last.board;
    p.lastTook = last.took ? last.took.length : -1;
  }
  return p;
}

/**
 * The JSON state a table stands for, its round dealt (steps.ts `settle`). `before`, the state the
 * table was loaded from or last saved as, lends every pile no step has changed since, and its score
 * sheet while no round was scored.
 */
export function saveTable(p: DreizehnTable, before: DreizehnState | null = null): DreizehnState {
  if (p.pending) throw new Error('dreizehn: a table saved before its round was dealt (steps.ts settle)');
  const n = p.players;
  const sizes = p.sizes;
  const changed = before === null ? -1 : p.changed;
  const boards: Board[] = [];
  for (let index = 0; index < 3; index++) {
    if ((changed & (1 << (2 * n + index))) === 0) {
      boards.push((before as DreizehnState).boards[index] as Board);
      continue;
    }
    const colour = sizes[p.colourAt + index] as number;
    const from = p.boardAt + index * ROOM;
    boards.push({
      colour: colour === NO_COLOUR ? null : (COLOURS[colour] as Board['colour']),
      cards: cardsOf(p.cards, from, from + (sizes[p.boardSize + index] as number)),
    });
  }
  const hands: DreizehnCard[][] = [];
  const taken: DreizehnCard[][] = [];
  for (let seat = 0; seat < n; seat++) {
    hands.push(
      changed & (1 << seat) ? cardsOf(p.cards, seat * ROOM, seat * ROOM + (sizes[seat] as number)) : ((before as DreizehnState).hands[seat] as DreizehnCard[]),
    );
    const from = p.takenAt + seat * ROOM;
    taken.push(
      changed & (1 << (n + seat))
        ? cardsOf(p.cards, from, from + (sizes[p.takenSize + seat] as number))
        : ((before as DreizehnState).taken[seat] as DreizehnCard[]),
    );
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
  const sameSheet = before !== null && before.history.length === p.history.length;
  return {
    options: p.options,
    seed: p.seed,
    round: p.round,
    dealer: p.dealer,
    turn: p.turn < 0 ? null : p.turn,
    hands,
    drawPile: changed & (1 << (2 * n + 3)) ? cardsOf(p.cards, p.drawAt + p.drawTop, p.drawAt + p.drawEnd) : (before as DreizehnState).drawPile,
    dummy: p.dummy as DreizehnCard[],
    boards,
    taken,
    totals: sameSheet ? before.totals : p.totals.slice(),
    history: sameSheet ? before.history : p.history.slice(),
    lastPlay,
    phase: PHASES[p.phase] as DreizehnState['phase'],
  };
}

/**
 * Deals `slots` (cards nobody at `seat` can see) to every hand but `seat`'s up to `handSizes`,
 * then to the dummy hand and the draw pile in their sizes: a search's sample of the hidden cards.
 * `p` holds the public cards and `seat`'s hand already.
 */
export function dealHidden(p: DreizehnTable, seat: Seat, slots: ArrayLike<number>, handSizes: readonly number[], dummySize: number): void {
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
  p.changed = -1;
}

/** Everything but the journal, into `into` (a blank journalling table if none or of other players): a copy starts with no moves to take back. */
export function copyTable(p: DreizehnTable, into?: DreizehnTable): DreizehnTable {
  const q = into && into.players === p.players ? into : blankTable(p.options, p.seed, true);
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
  q.changed = -1;
  q.owner = null;
  q.moves = 0;
  q.dealt = 0;
  return q;
}
