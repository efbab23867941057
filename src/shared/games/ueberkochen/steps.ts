/**
 * Überkochen's rules, written once: each a step that changes the match's table (table.ts) in place —
 * deal, play a card, score the round, pass the deal or end the match — and the turn flow that
 * orders them (`ueberkochenFlow`). The JSON `setup` and `apply`, the host's statechart and the
 * playout (playout.ts) all run this declaration (engine/flow.ts); only its boundary is JSON.
 * Sections follow ../../../../../shared/spec/rules/ueberkochen.md: set-up, a turn, scoring, end.
 */
import { refuse } from '../../engine/errors';
import { flowRules, type RoundFlow } from '../../engine/flow';
import { MAX_MOVES, zeros } from '../../engine/playout';
import type { MatchResult, Seat } from '../../engine/types';
import { overflows as overflowsRule } from '../common/overflow';
import { fewestPointsWin } from '../common/standings';
import { nextSeatWithCards as nextSeatRule } from '../common/turns';
import {
  CARD_MOVES as CARD_MOVES_TABLE,
  CARD_MOVES_START as CARD_MOVES_START_TABLE,
  CODE_VALUE as CODE_VALUE_TABLE,
  DUMMY as DUMMY_SEAT,
  MOVE_CODES,
  MOVE_OF_CODE,
  POTS,
  UEBERKOCHEN_DECK,
  codeOfCard,
  dealOrder,
  isUeberkochenCard,
  leftOf as leftOfRule,
  matchEndsAfter,
  potsFor,
  receiverOf as receiverRule,
  scoreFlat as scoreFlatRule,
  type Pot,
  type UeberkochenMove,
  type UeberkochenOptions,
  type UeberkochenState,
} from './rules';
import {
  DEALING,
  ENTRY,
  OVER,
  PLAYING,
  blankTable,
  changing,
  count,
  growTrail,
  put,
  reading,
  restoreRoundEnd,
  saveRoundEnd,
  saved,
  writeRecord,
  type UeberkochenTable,
  type Zone,
} from './table';

// The rules' tables and functions as this module's own constants: the hot loops read them without
// going through the import's binding, which tsx compiles to a getter call per read (a tenth of a
// playout's time when it was so).
const CARD_MOVES = CARD_MOVES_TABLE;
const CARD_MOVES_START = CARD_MOVES_START_TABLE;
const CODE_VALUE = CODE_VALUE_TABLE;
const DUMMY = DUMMY_SEAT;
const overflows = overflowsRule;
const nextSeatWithCards = nextSeatRule;
const leftOf = leftOfRule;
const receiverOf = receiverRule;
const scoreFlat = scoreFlatRule;

// ---- Set-up ------------------------------------------------------------------------------------

/**
 * Shuffles all 38 cards and deals them one at a time, starting left of the dealer. With three
 * players a dummy hand takes the fourth place in the rotation. The player left of the dealer leads.
 */
export function deal(p: UeberkochenTable): void {
  const n = p.players;
  for (let seat = 0; seat < n; seat++) {
    (p.hands[seat] as Zone).length = 0;
    (p.taken[seat] as Zone).length = 0;
  }
  p.dummy.length = 0;
  for (let i = 0; i < p.counts.length; i++) p.counts[i] = 0;
  for (let pot = 0; pot < 3; pot++) {
    (p.pots[pot] as Zone).length = 0;
    p.sums[pot] = 0;
  }
  const order = dealOrder(p.seed, p.round);
  for (let i = 0; i < order.length; i++) {
    const seat = receiverOf(i, p.dealer, n);
    put(p, seat === DUMMY ? p.dummy : (p.hands[seat] as Zone), order[i] as number);
  }
  p.lastSeat = -1;
  p.lastCard = -1;
  p.lastPot = -1;
  p.lastTook = -1;
  p.turn = leftOf(p.dealer, n);
  p.phase = PLAYING;
  p.changed = -1;
}

// ---- A turn ------------------------------------------------------------------------------------

/** The moves of a seat now, as codes (card code × 3 + pot index), in the order of rules.ts CARD_MOVES. */
export function legalCodes(p: UeberkochenTable, seat: Seat, out: Int32Array): number {
  if (p.turn !== seat) return 0;
  const hand = p.hands[seat] as Zone;
  const cards = p.cards;
  const end = hand.start + hand.length;
  let n = 0;
  for (let i = hand.start; i < end; i++) {
    // The rules' CARD_MOVES, read as its first code and whether more follow (see FIRST_MOVE).
    const card = cards[i] as number;
    const first = FIRST_MOVE[card] as number;
    out[n++] = first;
    if (ANY_POT[card] === 1) {
      out[n++] = first + 1;
      out[n++] = first + 2;
    }
  }
  return n;
}

/**
 * The rules' table of where a card may go (rules.ts CARD_MOVES), as `legalCodes` reads it: a card's
 * first move code, and whether it may go into every pot (then its codes are that one and the next
 * two, as the table lists them) or only into its own. An inner loop per card cost a fifth of a playout.
 */
const FIRST_MOVE = Int16Array.from({ length: UEBERKOCHEN_DECK.length }, (_, card) => CARD_MOVES[CARD_MOVES_START[card] as number] as number);
const ANY_POT = Int8Array.from({ length: UEBERKOCHEN_DECK.length }, (_, card) => {
  const from = CARD_MOVES_START[card] as number;
  const count = (CARD_MOVES_START[card + 1] as number) - from;
  for (let k = 0; k < count; k++) {
    if (CARD_MOVES[from + k] !== (FIRST_MOVE[card] as number) + k) throw new Error("ueberkochen: a card's move codes must follow one another");
  }
  if (count !== 1 && count !== POTS.length) throw new Error('ueberkochen: a card goes into one pot or into all');
  return count === POTS.length ? 1 : 0;
});

/** The codes of the shared move objects `legalMoves` hands out: one of these is well formed and names a pot its card may go into. */
const KNOWN_CODES = new Map<unknown, number>(Array.from(CARD_MOVES, (code) => [MOVE_OF_CODE[code] as UeberkochenMove, code]));

function readMove(move: unknown): UeberkochenMove {
  if (typeof move !== 'object' || move === null) refuse('rule.badMove');
  const { type, card, pot } = move as Record<string, unknown>;
  if (type !== 'play' || !isUeberkochenCard(card) || !(POTS as readonly unknown[]).includes(pot)) refuse('rule.badMove');
  let fields = 0;
  for (const _key in move) fields++;
  if (fields !== 3) refuse('rule.badMove');
  return { type, card, pot: pot as Pot };
}

/** A seat's raw move as its code, or refused: the match is over, not this seat's turn, no such move, a card it does not hold, a pot the card may not go into. */
export function checkMove(p: UeberkochenTable, seat: Seat, raw: unknown): number {
  if (p.phase !== PLAYING) refuse('rule.matchOver');
  if (!Number.isInteger(seat) || seat < 0 || seat >= p.players) refuse('rule.noSuchSeat');
  if (p.turn !== seat) refuse('rule.notYourTurn');
  const known = KNOWN_CODES.get(raw);
  const move = known === undefined ? readMove(raw) : (raw as UeberkochenMove);
  const card = known === undefined ? codeOfCard(move.card) : (known / 3) | 0;
  const hand = p.hands[seat] as Zone;
  let held = false;
  for (let i = hand.start + hand.length - 1; i >= hand.start; i--) if (p.cards[i] === card) held = true;
  if (!held) refuse('rule.notInHand', { card: move.card });
  if (known !== undefined) return known;
  if (!potsFor(move.card).includes(move.pot)) refuse('ueberkochen.wrongPot', { card: move.card, pot: move.pot });
  return card * 3 + POTS.indexOf(move.pot);
}

/**
 * Plays one card into a pot. If the pot's sum now exceeds the limit it boils over: the player takes
 * every card that lay in the pot before, and the card just played starts the pot anew. Then the
 * next player clockwise who still holds cards is to move (nobody when every hand is empty).
 */
export function playCard(p: UeberkochenTable, seat: Seat, code: number): void {
  const card = MOVE_CARD[code] as number;
  const pot = MOVE_POT[code] as number;
  const cards = p.cards;
  const hand = p.hands[seat] as Zone;
  const first = hand.start;
  let index = first;
  while (cards[index] !== card) index++;
  const end = first + hand.length;
  for (let i = index + 1; i < end; i++) cards[i - 1] = cards[i] as number;
  hand.length--;
  const n = p.players;
  const journal = p.journal;
  const at = p.trailLength;
  if (journal) {
    if (p.trail.length < at + ENTRY) growTrail(p);
    p.trailLength = at + ENTRY;
    // The last play before this one, each field + 1 (−1 stands for none): seat (bits 0–3), card (4–9), pot (10–11), cards taken (12–17).
    p.trail[at + 1] = p.lastSeat + 1 + ((p.lastCard + 1) << 4) + ((p.lastPot + 1) << 10) + ((p.lastTook + 1) << 12);
  }

  const value = CODE_VALUE[card] as number;
  const into = p.pots[pot] as Zone;
  let took = -1;
  if (overflows((p.sums[pot] as number) + value, p.options.limit)) {
    const mine = p.taken[seat] as Zone;
    took = into.length;
    const top = mine.start + mine.length;
    for (let i = 0; i < took; i++) {
      const lying = cards[into.start + i] as number;
      cards[top + i] = lying;
      count(p, seat, lying, 1);
    }
    mine.length += took;
    cards[into.start] = card;
    into.length = 1;
    p.sums[pot] = value;
    p.changed |= 1 << (n + 4 + seat);
  } else {
    cards[into.start + into.length++] = card;
    p.sums[pot] = (p.sums[pot] as number) + value;
  }
  p.changed |= (1 << seat) | (1 << (n + 1 + pot));
  p.lastSeat = seat;
  p.lastCard = card;
  p.lastPot = pot;
  p.lastTook = took;
  p.turn = nextSeatWithCards(p.hands, seat) ?? -1;
  // This move: seat (bits 0–3), the card's place in its hand (4–7), card (8–13), pot (14–15), cards taken + 1 (16–21); bit 22 marks a round's last card (scoreRound).
  if (journal) p.trail[at] = seat + ((index - first) << 4) + (card << 8) + (pot << 14) + ((took + 1) << 16);
}

/** Card and pot of every move code. */
const MOVE_CARD = Int8Array.from({ length: MOVE_CODES }, (_, code) => Math.floor(code / 3));
const MOVE_POT = Int8Array.from({ length: MOVE_CODES }, (_, code) => code % 3);

/** The round is over when nobody holds a card: then nobody is left to move. */
export function isRoundOver(p: UeberkochenTable): boolean {
  return p.phase === PLAYING && p.turn < 0;
}

/** Takes back the newest move not yet taken back (a journalling table's), with the round's scoring and deal it led to. */
export function undoMove(p: UeberkochenTable): void {
  if (p.trailLength === 0) throw new Error('ueberkochen: no move to take back');
  const trail = p.trail;
  const at = (p.trailLength -= ENTRY);
  const move = trail[at] as number;
  if ((move >> 22) & 1) restoreRoundEnd(p);
  const seat = move & 15;
  const index = (move >> 4) & 15;
  const card = (move >> 8) & 63;
  const pot = (move >> 14) & 3;
  const took = ((move >> 16) & 63) - 1;
  const from = p.pots[pot] as Zone;
  if (took >= 0) {
    const mine = p.taken[seat] as Zone;
    let sum = 0;
    mine.length -= took;
    for (let i = 0; i < took; i++) {
      const lying = p.cards[mine.start + mine.length + i] as number;
      p.cards[from.start + i] = lying;
      sum += CODE_VALUE[lying] as number;
      count(p, seat, lying, -1);
    }
    from.length = took;
    p.sums[pot] = sum;
  } else {
    from.length--;
    p.sums[pot] = (p.sums[pot] as number) - (CODE_VALUE[card] as number);
  }
  const hand = p.hands[seat] as Zone;
  const at0 = hand.start + index;
  for (let i = hand.start + hand.length; i > at0; i--) p.cards[i] = p.cards[i - 1] as number;
  p.cards[at0] = card;
  hand.length++;
  const last = trail[at + 1] as number;
  p.lastSeat = (last & 15) - 1;
  p.lastCard = ((last >> 4) & 63) - 1;
  p.lastPot = ((last >> 10) & 3) - 1;
  p.lastTook = ((last >> 12) & 63) - 1;
  p.turn = seat;
  p.phase = PLAYING;
  p.changed = -1;
}

// ---- Scoring -----------------------------------------------------------------------------------

/** Scores the finished round (rules.ts `scoreFlat`) into the totals and the score sheet. */
export function scoreRound(p: UeberkochenTable): void {
  if (p.journal) {
    // The scoring and the deal after it change every zone: `undo` restores the table as it was.
    saveRoundEnd(p);
    p.trail[p.trailLength - ENTRY] = (p.trail[p.trailLength - ENTRY] as number) | (1 << 22);
  }
  const n = p.players;
  scoreFlat(p.counts, n, POINTS, EXCUSED);
  for (let seat = 0; seat < n; seat++) p.totals[seat] = (p.totals[seat] as number) + (POINTS[seat] as number);
  writeRecord(p, p.round, POINTS, p.totals, p.counts, EXCUSED);
  p.turn = -1;
}
/** The scoring's scratch: a round's points per seat and the excused seat per pot (copied into the score sheet at once). */
const POINTS: number[] = zeros(16);
const EXCUSED: number[] = zeros(3);

export function isMatchOver(p: UeberkochenTable): boolean {
  return matchEndsAfter(p.scored, p.options);
}

/** The dealer moves one seat clockwise and the next round begins. */
export function nextRound(p: UeberkochenTable): void {
  p.round++;
  p.dealer = leftOf(p.dealer, p.players);
  p.phase = DEALING;
}

export function endMatch(p: UeberkochenTable): void {
  p.turn = -1;
  p.phase = OVER;
}

/** Lowest total wins; equal lowest totals share the win. */
export function resultOf(p: UeberkochenTable): MatchResult | null {
  return p.phase === OVER ? fewestPointsWin(p.totals) : null;
}

// ---- The turn flow, declared once ---------------------------------------------------------------

/**
 * Deal, play a card a turn until every hand is empty, score the round, pass the deal; the match
 * ends at the limit. `setup`, `apply`, the host's statechart and the playout's `apply` all run it.
 */
export const ueberkochenFlow: RoundFlow<UeberkochenState, UeberkochenTable, UeberkochenOptions, number> = {
  id: 'ueberkochen',
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

/** A match before its first deal (the chart's starting point), a new match dealt, a card played and what it leads to, and the statechart the host runs every match through. */
export const { newMatch, setup, apply, chart: ueberkochenMachine } = flowRules(ueberkochenFlow);

const codes = new Int32Array(MAX_MOVES);

/** The shared move objects (rules.ts MOVE_OF_CODE) of a seat's legal moves. */
export function legalMoves(state: UeberkochenState, seat: Seat): UeberkochenMove[] {
  if (state.turn !== seat) return [];
  const n = legalCodes(reading(state), seat, codes);
  const moves: UeberkochenMove[] = [];
  for (let i = 0; i < n; i++) moves.push(MOVE_OF_CODE[codes[i] as number] as UeberkochenMove);
  return moves;
}

export function result(state: UeberkochenState): MatchResult | null {
  return state.phase === 'over' ? resultOf(reading(state)) : null;
}
