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
import type { DreizehnCard, Seed } from '../../cards';
import type { Playout } from '../../engine/playout';
import type { MatchResult, Seat } from '../../engine/types';
import { fewestPointsWin } from '../common/standings';
import {
  NO_COLOUR,
  SLOT_CARD,
  boardColourAfter,
  cardSlot,
  colourCode,
  dealCards,
  goesOver,
  matchEnds,
  moveOf,
  nextHolder,
  roundEnds,
  roundRecord,
  targetMask,
  COLOURS,
  type Board,
  type BoardIndex,
  type ColourCounts,
  type DreizehnMove,
  type DreizehnOptions,
  type DreizehnState,
  type RoundRecord,
} from './rules';

/** Room for any pile: all 50 cards. */
const ROOM = 50;
const PLAYING = 1;
const OVER = 2;
const DEALING = 0;
const PHASES: readonly DreizehnState['phase'][] = ['dealing', 'playing', 'over'];
/** Ints the journal keeps per move (see `apply`). */
const ENTRY = 12;

export interface DreizehnPlayoutState {
  options: DreizehnOptions;
  players: number;
  seed: Seed;
  round: number;
  dealer: Seat;
  /** -1: nobody's turn. */
  turn: number;
  phase: number;
  /** Seat s's hand is hands[s * ROOM …] of handSizes[s] slots, in the JSON hand's order. */
  hands: Uint8Array;
  handSizes: Int32Array;
  inHands: number;
  /** The draw pile's cards from `drawTop` (its top) to `drawEnd`. */
  draw: Uint8Array;
  drawTop: number;
  drawEnd: number;
  /** The dummy hand: never played from, only dealt. */
  dummy: DreizehnCard[];
  colours: Int32Array;
  boards: Uint8Array;
  boardSizes: Int32Array;
  boardSums: Int32Array;
  taken: Uint8Array;
  takenSizes: Int32Array;
  /** Replaced, never changed, when a round is scored: a copy or the journal may share them. */
  totals: number[];
  history: RoundRecord[];
  /** The last play: seat (-1: none), slot, board, and how many cards it took (-1: none; they are the newest of the seat's taken pile). */
  lastSeat: number;
  lastSlot: number;
  lastBoard: number;
  lastTook: number;
  /** What `undo` needs, ENTRY ints per move; a move that ended a round keeps the whole state before it in `before`. */
  journal: Int32Array;
  moves: number;
  before: DreizehnPlayoutState[];
  rounds: number;
}

function blank(options: DreizehnOptions, seed: Seed): DreizehnPlayoutState {
  const n = options.players;
  return {
    options,
    players: n,
    seed,
    round: 0,
    dealer: 0,
    turn: -1,
    phase: DEALING,
    hands: new Uint8Array(n * ROOM),
    handSizes: new Int32Array(n),
    inHands: 0,
    draw: new Uint8Array(ROOM),
    drawTop: 0,
    drawEnd: 0,
    dummy: [],
    colours: new Int32Array(3).fill(NO_COLOUR),
    boards: new Uint8Array(3 * ROOM),
    boardSizes: new Int32Array(3),
    boardSums: new Int32Array(3),
    taken: new Uint8Array(n * ROOM),
    takenSizes: new Int32Array(n),
    totals: new Array<number>(n).fill(0),
    history: [],
    lastSeat: -1,
    lastSlot: 0,
    lastBoard: 0,
    lastTook: -1,
    journal: new Int32Array(ENTRY * 64),
    moves: 0,
    before: [],
    rounds: 0,
  };
}

function slotsInto(cards: readonly DreizehnCard[], into: Uint8Array, at: number): void {
  for (let i = 0; i < cards.length; i++) into[at + i] = cardSlot(cards[i] as DreizehnCard);
}

function cardsOf(slots: Uint8Array, from: number, to: number): DreizehnCard[] {
  const cards = new Array<DreizehnCard>(to - from);
  for (let i = from; i < to; i++) cards[i - from] = SLOT_CARD[slots[i] as number] as DreizehnCard;
  return cards;
}

/** Puts a fresh deal (rules.ts `dealCards`) on the table: hands, draw pile, dummy, empty boards and taken piles. */
function deal(p: DreizehnPlayoutState): void {
  const dealt = dealCards(p.options, p.seed, p.round, p.dealer);
  p.inHands = 0;
  for (let seat = 0; seat < p.players; seat++) {
    const hand = dealt.hands[seat] as DreizehnCard[];
    slotsInto(hand, p.hands, seat * ROOM);
    p.handSizes[seat] = hand.length;
    p.inHands += hand.length;
    p.takenSizes[seat] = 0;
  }
  slotsInto(dealt.drawPile, p.draw, 0);
  p.drawTop = 0;
  p.drawEnd = dealt.drawPile.length;
  p.dummy = dealt.dummy;
  p.colours.fill(NO_COLOUR);
  p.boardSizes.fill(0);
  p.boardSums.fill(0);
  p.lastSeat = -1;
  p.turn = dealt.first;
  p.phase = PLAYING;
}

function countsOf(p: DreizehnPlayoutState, seat: number): ColourCounts {
  const counts: ColourCounts = { B: 0, G: 0, Y: 0, R: 0 };
  const base = seat * ROOM;
  for (let i = 0; i < (p.takenSizes[seat] as number); i++) {
    const colour = (p.taken[base + i] as number) & 3;
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
  deal(p);
}

function load(state: DreizehnState): DreizehnPlayoutState {
  const p = blank(state.options, state.seed);
  p.round = state.round;
  p.dealer = state.dealer;
  p.turn = state.turn ?? -1;
  p.phase = PHASES.indexOf(state.phase);
  for (let seat = 0; seat < p.players; seat++) {
    const hand = state.hands[seat] as DreizehnCard[];
    slotsInto(hand, p.hands, seat * ROOM);
    p.handSizes[seat] = hand.length;
    p.inHands += hand.length;
    const taken = state.taken[seat] as DreizehnCard[];
    slotsInto(taken, p.taken, seat * ROOM);
    p.takenSizes[seat] = taken.length;
  }
  slotsInto(state.drawPile, p.draw, 0);
  p.drawEnd = state.drawPile.length;
  p.dummy = state.dummy.slice();
  state.boards.forEach((board, index) => {
    p.colours[index] = colourCode(board.colour);
    slotsInto(board.cards, p.boards, index * ROOM);
    p.boardSizes[index] = board.cards.length;
    let sum = 0;
    for (const card of board.cards) sum += cardSlot(card) >> 2;
    p.boardSums[index] = sum;
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
  const boards: Board[] = [];
  for (let index = 0; index < 3; index++) {
    const colour = p.colours[index] as number;
    boards.push({ colour: colour === NO_COLOUR ? null : (COLOURS[colour] as Board['colour']), cards: cardsOf(p.boards, index * ROOM, index * ROOM + (p.boardSizes[index] as number)) });
  }
  const hands: DreizehnCard[][] = [];
  const taken: DreizehnCard[][] = [];
  for (let seat = 0; seat < p.players; seat++) {
    hands.push(cardsOf(p.hands, seat * ROOM, seat * ROOM + (p.handSizes[seat] as number)));
    taken.push(cardsOf(p.taken, seat * ROOM, seat * ROOM + (p.takenSizes[seat] as number)));
  }
  let lastPlay: DreizehnState['lastPlay'] = null;
  if (p.lastSeat >= 0) {
    const end = p.lastSeat * ROOM + (p.takenSizes[p.lastSeat] as number);
    lastPlay = {
      seat: p.lastSeat,
      card: SLOT_CARD[p.lastSlot] as DreizehnCard,
      board: p.lastBoard as BoardIndex,
      took: p.lastTook < 0 ? null : cardsOf(p.taken, end - p.lastTook, end),
    };
  }
  return {
    options: p.options,
    seed: p.seed,
    round: p.round,
    dealer: p.dealer,
    turn: p.turn < 0 ? null : p.turn,
    hands,
    drawPile: cardsOf(p.draw, p.drawTop, p.drawEnd),
    dummy: p.dummy.slice(),
    boards,
    taken,
    totals: p.totals.slice(),
    history: p.history.slice(),
    lastPlay,
    phase: PHASES[p.phase] as DreizehnState['phase'],
  };
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
  q.hands.set(p.hands);
  q.handSizes.set(p.handSizes);
  q.inHands = p.inHands;
  q.draw.set(p.draw);
  q.drawTop = p.drawTop;
  q.drawEnd = p.drawEnd;
  q.dummy = p.dummy;
  q.colours.set(p.colours);
  q.boards.set(p.boards);
  q.boardSizes.set(p.boardSizes);
  q.boardSums.set(p.boardSums);
  q.taken.set(p.taken);
  q.takenSizes.set(p.takenSizes);
  q.totals = p.totals;
  q.history = p.history;
  q.lastSeat = p.lastSeat;
  q.lastSlot = p.lastSlot;
  q.lastBoard = p.lastBoard;
  q.lastTook = p.lastTook;
  q.moves = 0;
  q.rounds = 0;
  return q;
}

/** The boards a card of colour code `colour` may go onto now, as rules.ts `targetMask` says. */
export function maskOf(p: DreizehnPlayoutState, colour: number): number {
  const colours = p.colours;
  return targetMask(colour, colours[0] as number, colours[1] as number, colours[2] as number);
}

function legal(p: DreizehnPlayoutState, seat: Seat, out: Int32Array): number {
  if (p.phase !== PLAYING || p.turn !== seat) return 0;
  // As rules.ts legalMoves: hand order, one entry per distinct card, boards in order.
  let count = 0;
  let seen = 0;
  let masks = 0;
  const base = seat * ROOM;
  const size = p.handSizes[seat] as number;
  for (let i = 0; i < size; i++) {
    const slot = p.hands[base + i] as number;
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

function growJournal(p: DreizehnPlayoutState): void {
  const grown = new Int32Array(p.journal.length * 2);
  grown.set(p.journal);
  p.journal = grown;
}

/**
 * Plays the card of `code` onto its board, draws, and passes the turn (rules.ts `apply`'s steps);
 * a move that empties the last hand scores the round and deals the next. The journal entry:
 * seat, the card's place in the hand, slot, board, the board's colour before, the cards it took
 * (-1 none), whether a card was drawn, the turn before, and the last play before (4 ints).
 */
function apply(p: DreizehnPlayoutState, seat: Seat, code: number): void {
  const slot = (code / 3) | 0;
  const board = code - slot * 3;
  if (roundEnds(p.drawEnd - p.drawTop, p.inHands - 1)) {
    // The round ends with this card: keep the whole state for undo (once a round, so the cost is small).
    let before = p.before[p.rounds];
    before = copy(p, before);
    p.before[p.rounds++] = before;
  }
  if (p.journal.length < (p.moves + 1) * ENTRY) growJournal(p);
  const j = p.journal;
  const at = p.moves++ * ENTRY;
  // The first copy of the card in hand goes, the rest keep their order.
  const base = seat * ROOM;
  const hands = p.hands;
  const size = p.handSizes[seat] as number;
  let index = 0;
  while (hands[base + index] !== slot) index++;
  for (let i = base + index + 1; i < base + size; i++) hands[i - 1] = hands[i] as number;
  p.handSizes[seat] = size - 1;
  p.inHands--;
  j[at] = seat;
  j[at + 1] = index;
  j[at + 2] = slot;
  j[at + 3] = board;
  j[at + 4] = p.colours[board] as number;
  j[at + 8] = p.turn;
  j[at + 9] = p.lastSeat;
  j[at + 10] = p.lastSlot;
  j[at + 11] = p.lastBoard * 64 + p.lastTook + 1;
  p.colours[board] = boardColourAfter(p.colours[board] as number, slot & 3);
  const value = slot >> 2;
  const lying = p.boardSizes[board] as number;
  const pile = board * ROOM;
  if (goesOver((p.boardSums[board] as number) + value, p.options.limit)) {
    const mine = seat * ROOM + (p.takenSizes[seat] as number);
    for (let i = 0; i < lying; i++) p.taken[mine + i] = p.boards[pile + i] as number;
    p.takenSizes[seat] = (p.takenSizes[seat] as number) + lying;
    p.boards[pile] = slot;
    p.boardSizes[board] = 1;
    p.boardSums[board] = value;
    j[at + 5] = lying;
    p.lastTook = lying;
  } else {
    p.boards[pile + lying] = slot;
    p.boardSizes[board] = lying + 1;
    p.boardSums[board] = (p.boardSums[board] as number) + value;
    j[at + 5] = -1;
    p.lastTook = -1;
  }
  p.lastSeat = seat;
  p.lastSlot = slot;
  p.lastBoard = board;
  if (p.drawTop < p.drawEnd) {
    hands[base + size - 1] = p.draw[p.drawTop++] as number;
    p.handSizes[seat] = size;
    p.inHands++;
    j[at + 6] = 1;
  } else j[at + 6] = 0;
  if (roundEnds(p.drawEnd - p.drawTop, p.inHands)) {
    j[at + 7] = 1;
    endRound(p);
    return;
  }
  j[at + 7] = 0;
  p.turn = nextHolder(p.handSizes, seat) ?? -1;
}

function undo(p: DreizehnPlayoutState): void {
  if (p.moves === 0) throw new Error('dreizehn playout: no move to take back');
  const at = --p.moves * ENTRY;
  const j = p.journal;
  if (j[at + 7] === 1) {
    // The whole state before the round's last card; the journal and the kept states stay.
    const journal = p.journal;
    const moves = p.moves;
    const before = p.before;
    const rounds = --p.rounds;
    copy(before[rounds] as DreizehnPlayoutState, p);
    p.journal = journal;
    p.moves = moves;
    p.before = before;
    p.rounds = rounds;
    return;
  }
  const seat = j[at] as number;
  const index = j[at + 1] as number;
  const slot = j[at + 2] as number;
  const board = j[at + 3] as number;
  const took = j[at + 5] as number;
  const base = seat * ROOM;
  const hands = p.hands;
  if (j[at + 6] === 1) {
    p.drawTop--;
    p.handSizes[seat] = (p.handSizes[seat] as number) - 1;
    p.inHands--;
  }
  const pile = board * ROOM;
  if (took >= 0) {
    const size = (p.takenSizes[seat] as number) - took;
    let sum = 0;
    for (let i = 0; i < took; i++) {
      const lying = p.taken[base + size + i] as number;
      p.boards[pile + i] = lying;
      sum += lying >> 2;
    }
    p.takenSizes[seat] = size;
    p.boardSizes[board] = took;
    p.boardSums[board] = sum;
  } else {
    p.boardSizes[board] = (p.boardSizes[board] as number) - 1;
    p.boardSums[board] = (p.boardSums[board] as number) - (slot >> 2);
  }
  p.colours[board] = j[at + 4] as number;
  const size = p.handSizes[seat] as number;
  for (let i = base + size; i > base + index; i--) hands[i] = hands[i - 1] as number;
  hands[base + index] = slot;
  p.handSizes[seat] = size + 1;
  p.inHands++;
  p.turn = j[at + 8] as number;
  p.lastSeat = j[at + 9] as number;
  p.lastSlot = j[at + 10] as number;
  const last = j[at + 11] as number;
  p.lastBoard = last >> 6;
  p.lastTook = (last & 63) - 1;
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

function result(p: DreizehnPlayoutState): MatchResult | null {
  return p.phase === OVER ? fewestPointsWin(p.totals) : null;
}

export const dreizehnPlayout: Playout<DreizehnState, DreizehnMove, DreizehnPlayoutState> = {
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
