/**
 * Machtkampf's playout representation (engine/playout.ts): hands as 34 counts per seat, the plays
 * of the game as card indexes in one append-only array (the discard is every play before the
 * trick's first, the trick the rest), changed in place with an undo journal.
 *
 * One implementation of each rule: the moves are made here in place — a play, a pass, the call,
 * going out (scored with scoring.ts `gameRecord`, the next game dealt with rules.ts `dealCounts`,
 * the loser's highest card handed over) and the winner's card back — and every decision in them
 * (which plays are legal, must the highest single go, does the pass take the trick, whose turn is
 * next, may one call, who loses the game) is the function rules.ts, plays.ts and scoring.ts use for
 * the JSON state too. Only the end of the match and a game ended by a missed call (the last one
 * left wins) go through the JSON rules on the saved state: rare enough to cost little.
 */
import type { FrenchCard } from '../../cards';
import type { Playout } from '../../engine/playout';
import type { MatchResult, Seat } from '../../engine/types';
import { CARDS_IN_ORDER, DISTINCT_CARDS, cardId } from './cards';
import { KINDS, KIND_SHIFT, classifyIds, codeOf, kindOfCode, type Kind } from './combinations';
import { PLAY_CODES, cardsCode, highestHeld, playCardsOf, playIds, turnPlayCodes } from './plays';
import { knownAfterReturn } from './exchange';
import { apply as applyJson, callsForYou, dealCounts, finishes, lastOneLeftWins, mayCall, mustPlayHighest, trickTaken } from './rules';
import { gameRecord, reachesMatchEnd, result as resultOf } from './scoring';
import { copyState, directionOf, nextSeatInGame, withoutCard, type Exchange, type MachtkampfMove, type MachtkampfState, type TrickPlay } from './state';

// ---- Move codes ----------------------------------------------------------------------------------

export const PASS_CODE = 0;
export const CALL_CODE = 1;
/** Giving a card back in the exchange: GIVE_BACK + the card's index. */
export const GIVE_BACK = 2;

// ---- The state -----------------------------------------------------------------------------------

const EXCHANGE = 0;
const PLAYING = 1;
const OVER = 2;
const PHASES = ['exchange', 'playing', 'over'] as const;

/** What the last action was, for `save`: as loaded (the JSON state's own), a play (the trick's top), a pass or the call. */
const LAST_LOADED = 0;
const LAST_PLAY = 1;
const LAST_PASS = 2;
const LAST_CALL = 3;

/** A game has 64 cards: at most 64 plays, and one more for a discard loaded as a whole. */
const MAX_PLAYS = 65;

export interface MachtkampfPlayoutState {
  /** The JSON state last loaded: the fields moves made here never change (options, seed, game, dealer, direction, dummy, exchange, totals, history). */
  base: MachtkampfState;
  players: number;
  clockwise: boolean;
  phase: number;
  /** -1: nobody. */
  turn: number;
  /** Per seat, how many of each distinct card (index in single-card order) it holds. */
  hands: Uint8Array[];
  sizes: Int32Array;
  called: Uint8Array;
  out: Uint8Array;
  /** The cards of the game's plays, each in single-card order, one after another. */
  playCards: Int32Array;
  /** Where play i starts in playCards; playStart[playCount] is the end. */
  playStart: Int32Array;
  playSeat: Int32Array;
  /** Each play's combination code (combinations.ts). */
  playCombo: Int32Array;
  playCount: number;
  /** The trick's first play: the plays before it are the discard. */
  trickBase: number;
  passes: number;
  aceLead: boolean;
  tricks: number;
  /** -1 while the game runs. */
  winner: number;
  known: FrenchCard[][];
  last: number;
  lastSeat: number;
  /** Undo records, JOURNAL_ENTRY numbers each, and the JSON states and known cards they refer to. */
  journal: Int32Array;
  journalLength: number;
  kept: (MachtkampfState | FrenchCard[][])[];
  /** The games before rare moves, as flat numbers for their undo (`snapshot`): no objects per move. */
  snapshots: Int32Array;
  snapshotLength: number;
}

const JOURNAL_ENTRY = 8;

/** Scratch for the card indexes of one play. */
const ids = new Int32Array(16);
/** Journal records: what the move was, so `undo` knows what to restore. */
const UNDO_JSON = 0;
const UNDO_PLAY = 1;
const UNDO_PASS = 2;
const UNDO_CALL = 3;
const UNDO_GIVE_BACK = 4;

function fresh(players: number): MachtkampfPlayoutState {
  return {
    base: undefined as unknown as MachtkampfState,
    players,
    clockwise: false,
    phase: PLAYING,
    turn: -1,
    hands: Array.from({ length: players }, () => new Uint8Array(DISTINCT_CARDS)),
    sizes: new Int32Array(players),
    called: new Uint8Array(players),
    out: new Uint8Array(players),
    playCards: new Int32Array(64),
    playStart: new Int32Array(MAX_PLAYS + 1),
    playSeat: new Int32Array(MAX_PLAYS),
    playCombo: new Int32Array(MAX_PLAYS),
    playCount: 0,
    trickBase: 0,
    passes: 0,
    aceLead: false,
    tricks: 0,
    winner: -1,
    known: [],
    last: LAST_LOADED,
    lastSeat: -1,
    journal: new Int32Array(JOURNAL_ENTRY * 16),
    journalLength: 0,
    kept: [],
    snapshots: new Int32Array(1024),
    snapshotLength: 0,
  };
}

/** Writes a JSON state's game into `p` (the journal stays). */
function loadInto(p: MachtkampfPlayoutState, s: MachtkampfState): void {
  p.base = s;
  p.clockwise = s.direction === 'clockwise';
  p.phase = s.phase === 'exchange' ? EXCHANGE : s.phase === 'over' ? OVER : PLAYING;
  if (s.phase === 'dealing') throw new Error('machtkampf playout: a state between games');
  p.turn = s.turn ?? -1;
  for (let seat = 0; seat < p.players; seat++) {
    const hand = p.hands[seat] as Uint8Array;
    hand.fill(0);
    const cards = s.hands[seat] as FrenchCard[];
    for (const card of cards) hand[cardId(card)] = (hand[cardId(card)] as number) + 1;
    p.sizes[seat] = cards.length;
    p.called[seat] = s.called[seat] ? 1 : 0;
    p.out[seat] = s.out[seat] ? 1 : 0;
  }
  let at = 0;
  p.playCount = 0;
  if (s.discard.length > 0) {
    for (const card of s.discard) p.playCards[at++] = cardId(card);
    p.playSeat[0] = -1;
    p.playCombo[0] = -1;
    p.playCount = 1;
  }
  p.playStart[p.playCount] = at;
  p.trickBase = p.playCount;
  for (const play of s.trick) {
    for (const card of play.cards) p.playCards[at++] = cardId(card);
    p.playSeat[p.playCount] = play.seat;
    p.playCombo[p.playCount] = codeOf(play);
    p.playStart[++p.playCount] = at;
  }
  p.passes = s.passes;
  p.aceLead = s.aceLead;
  p.tricks = s.tricks;
  p.winner = s.winner ?? -1;
  p.known = s.known;
  p.last = LAST_LOADED;
  p.lastSeat = -1;
}

function cardsOf(p: MachtkampfPlayoutState, from: number, to: number): FrenchCard[] {
  const cards = new Array<FrenchCard>(to - from);
  for (let i = from; i < to; i++) cards[i - from] = CARDS_IN_ORDER[p.playCards[i] as number] as FrenchCard;
  return cards;
}

function handOf(hand: ArrayLike<number>): FrenchCard[] {
  const cards: FrenchCard[] = [];
  for (let id = 0; id < DISTINCT_CARDS; id++) for (let k = hand[id] as number; k > 0; k--) cards.push(CARDS_IN_ORDER[id] as FrenchCard);
  return cards;
}

function trickPlay(p: MachtkampfPlayoutState, i: number): TrickPlay {
  const combo = p.playCombo[i] as number;
  return {
    kind: KINDS[kindOfCode(combo)] as Kind,
    cards: cardsOf(p, p.playStart[i] as number, p.playStart[i + 1] as number),
    strength: combo % KIND_SHIFT,
    seat: p.playSeat[i] as number,
  };
}

function lastAction(p: MachtkampfPlayoutState): MachtkampfState['lastAction'] {
  switch (p.last) {
    case LAST_PLAY:
      return { seat: p.lastSeat, move: { type: 'play', cards: cardsOf(p, p.playStart[p.playCount - 1] as number, p.playStart[p.playCount] as number) } };
    case LAST_PASS:
      return { seat: p.lastSeat, move: { type: 'pass' } };
    case LAST_CALL:
      return { seat: p.lastSeat, move: { type: 'callLastCard' } };
    default:
      return p.base.lastAction;
  }
}

function save(p: MachtkampfPlayoutState): MachtkampfState {
  const b = p.base;
  const trick: TrickPlay[] = [];
  for (let i = p.trickBase; i < p.playCount; i++) trick.push(trickPlay(p, i));
  return {
    options: b.options,
    seed: b.seed,
    game: b.game,
    dealer: b.dealer,
    direction: b.direction,
    phase: PHASES[p.phase] as MachtkampfState['phase'],
    turn: p.turn < 0 ? null : p.turn,
    hands: p.hands.map(handOf),
    dummy: b.dummy,
    trick,
    passes: p.passes,
    aceLead: p.aceLead,
    called: Array.from(p.called, (x) => x === 1),
    out: Array.from(p.out, (x) => x === 1),
    discard: cardsOf(p, 0, p.playStart[p.trickBase] as number),
    tricks: p.tricks,
    winner: p.winner < 0 ? null : p.winner,
    known: p.known,
    exchange: b.exchange,
    totals: b.totals,
    history: b.history,
    lastAction: lastAction(p),
  };
}

function copy(p: MachtkampfPlayoutState, into?: MachtkampfPlayoutState): MachtkampfPlayoutState {
  const q = into && into.players === p.players ? into : fresh(p.players);
  copyGame(p, q);
  // A copy starts its own history: it cannot take back what its original did.
  q.journalLength = 0;
  q.kept.length = 0;
  q.snapshotLength = 0;
  return q;
}

/** Everything but the undo journal. */
function copyGame(p: MachtkampfPlayoutState, q: MachtkampfPlayoutState): void {
  q.base = p.base;
  q.clockwise = p.clockwise;
  q.phase = p.phase;
  q.turn = p.turn;
  for (let seat = 0; seat < p.players; seat++) (q.hands[seat] as Uint8Array).set(p.hands[seat] as Uint8Array);
  q.sizes.set(p.sizes);
  q.called.set(p.called);
  q.out.set(p.out);
  const end = p.playStart[p.playCount] as number;
  q.playCards.set(p.playCards.subarray(0, end));
  q.playStart.set(p.playStart.subarray(0, p.playCount + 1));
  q.playSeat.set(p.playSeat.subarray(0, p.playCount));
  q.playCombo.set(p.playCombo.subarray(0, p.playCount));
  q.playCount = p.playCount;
  q.trickBase = p.trickBase;
  q.passes = p.passes;
  q.aceLead = p.aceLead;
  q.tricks = p.tricks;
  q.winner = p.winner;
  q.known = p.known;
  q.last = p.last;
  q.lastSeat = p.lastSeat;
}

// ---- What the bots read of a playout state ----------------------------------------------------------

/** Loads a JSON state into `into` when given (a search reuses one sample), else into a new playout state. */
export function loadPlayout(state: MachtkampfState, into?: MachtkampfPlayoutState): MachtkampfPlayoutState {
  const p = into && into.players === state.options.players ? into : fresh(state.options.players);
  p.journalLength = 0;
  p.kept.length = 0;
  p.snapshotLength = 0;
  loadInto(p, state);
  return p;
}

export function handCards(p: MachtkampfPlayoutState, seat: Seat): FrenchCard[] {
  return handOf(p.hands[seat] as Uint8Array);
}

/** The trick's last play, or null when a lead is due. */
export function topPlay(p: MachtkampfPlayoutState): TrickPlay | null {
  return p.playCount > p.trickBase ? trickPlay(p, p.playCount - 1) : null;
}

export function phaseOf(p: MachtkampfPlayoutState): MachtkampfState['phase'] {
  return PHASES[p.phase] as MachtkampfState['phase'];
}

/** The code of a move, unchecked: for a search that only applies moves it listed itself. */
export function moveCode(move: MachtkampfMove): number {
  switch (move.type) {
    case 'pass':
      return PASS_CODE;
    case 'callLastCard':
      return CALL_CODE;
    case 'giveBack':
      return GIVE_BACK + cardId(move.card);
    case 'play':
      return cardsCode(move.cards);
    default: {
      const never: never = move;
      throw new Error(`unknown move ${JSON.stringify(never)}`);
    }
  }
}

// ---- Asking the shared rules -------------------------------------------------------------------------

export function nextSeat(p: MachtkampfPlayoutState, from: number): number {
  return nextSeatInGame(p.players, p.clockwise, p.out, from);
}

/** "Make it hard": the next seat still in holds one card. */
export function mustMakeItHardIn(p: MachtkampfPlayoutState): boolean {
  return p.phase === PLAYING && p.turn >= 0 && p.sizes[nextSeat(p, p.turn)] === 1;
}

/** The trick's last play (combination code and size), or -1 when a lead is due. */
export function topCombo(p: MachtkampfPlayoutState): number {
  return p.playCount > p.trickBase ? (p.playCombo[p.playCount - 1] as number) : -1;
}

export function topSize(p: MachtkampfPlayoutState): number {
  return p.playCount > p.trickBase ? (p.playStart[p.playCount] as number) - (p.playStart[p.playCount - 1] as number) : 0;
}

function legal(p: MachtkampfPlayoutState, seat: Seat, out: Int32Array): number {
  const hand = p.hands[seat] as Uint8Array;
  if (p.phase === EXCHANGE) {
    if (seat !== p.turn) return 0;
    let n = 0;
    for (let id = 0; id < DISTINCT_CARDS; id++) if ((hand[id] as number) > 0) out[n++] = GIVE_BACK + id;
    return n;
  }
  if (p.phase !== PLAYING) return 0;
  let n = 0;
  if (seat === p.turn) {
    const hard = mustMakeItHardIn(p);
    const top = topCombo(p);
    n = turnPlayCodes(hand, top, topSize(p), p.aceLead, hard, out);
    // The highest card matters only under "make it hard": a scan of the hand saved on most turns.
    if (top >= 0 && !mustPlayHighest(top, hard, hard ? highestHeld(hand) : -1)) out[n++] = PASS_CODE;
  }
  if (mayCall(p.out[seat] === 1, p.called[seat] === 1, p.sizes[seat] as number)) out[n++] = CALL_CODE;
  return n;
}

// ---- Moves in place, and their undo ---------------------------------------------------------------

function journal(p: MachtkampfPlayoutState, kind: number, seat: number, a: number, b: number, c: number, d: number): void {
  if (p.journalLength + JOURNAL_ENTRY > p.journal.length) {
    // Fourfold: a whole match journals thousands of moves, and each new typed array is dear.
    const larger = new Int32Array(4 * p.journal.length);
    larger.set(p.journal);
    p.journal = larger;
  }
  const j = p.journal;
  const at = p.journalLength;
  j[at] = kind;
  j[at + 1] = seat;
  j[at + 2] = a;
  j[at + 3] = b;
  j[at + 4] = c;
  j[at + 5] = d;
  j[at + 6] = p.last;
  j[at + 7] = p.lastSeat;
  p.journalLength = at + JOURNAL_ENTRY;
}

/** The numbers of a game before the plays' cards: the fields, then per seat its hand, size, call and out. */
const SNAPSHOT_FIELDS = 11;

/**
 * Writes the game (all but the journal) to the end of `snapshots`, its length last, so that
 * `restore` finds where it starts. The JSON state and known cards go on `kept`.
 */
function snapshot(p: MachtkampfPlayoutState): void {
  const end = p.playStart[p.playCount] as number;
  const size = SNAPSHOT_FIELDS + p.players * (DISTINCT_CARDS + 3) + 3 * p.playCount + 1 + end;
  if (p.snapshotLength + size + 1 > p.snapshots.length) {
    const larger = new Int32Array(4 * (p.snapshotLength + size + 1));
    larger.set(p.snapshots.subarray(0, p.snapshotLength));
    p.snapshots = larger;
  }
  const s = p.snapshots;
  let at = p.snapshotLength;
  s[at++] = p.phase;
  s[at++] = p.turn;
  s[at++] = p.clockwise ? 1 : 0;
  s[at++] = p.playCount;
  s[at++] = p.trickBase;
  s[at++] = p.passes;
  s[at++] = p.aceLead ? 1 : 0;
  s[at++] = p.tricks;
  s[at++] = p.winner;
  s[at++] = p.last;
  s[at++] = p.lastSeat;
  for (let seat = 0; seat < p.players; seat++) {
    s.set(p.hands[seat] as Uint8Array, at);
    at += DISTINCT_CARDS;
    s[at++] = p.sizes[seat] as number;
    s[at++] = p.called[seat] as number;
    s[at++] = p.out[seat] as number;
  }
  s.set(p.playStart.subarray(0, p.playCount + 1), at);
  at += p.playCount + 1;
  s.set(p.playSeat.subarray(0, p.playCount), at);
  at += p.playCount;
  s.set(p.playCombo.subarray(0, p.playCount), at);
  at += p.playCount;
  s.set(p.playCards.subarray(0, end), at);
  at += end;
  s[at++] = size;
  p.snapshotLength = at;
  p.kept.push(p.base, p.known);
}

/** Takes the newest snapshot back into `p`. */
function restore(p: MachtkampfPlayoutState): void {
  const s = p.snapshots;
  const start = p.snapshotLength - 1 - (s[p.snapshotLength - 1] as number);
  p.snapshotLength = start;
  let at = start;
  p.phase = s[at++] as number;
  p.turn = s[at++] as number;
  p.clockwise = s[at++] === 1;
  const plays = s[at++] as number;
  p.playCount = plays;
  p.trickBase = s[at++] as number;
  p.passes = s[at++] as number;
  p.aceLead = s[at++] === 1;
  p.tricks = s[at++] as number;
  p.winner = s[at++] as number;
  p.last = s[at++] as number;
  p.lastSeat = s[at++] as number;
  for (let seat = 0; seat < p.players; seat++) {
    (p.hands[seat] as Uint8Array).set(s.subarray(at, at + DISTINCT_CARDS));
    at += DISTINCT_CARDS;
    p.sizes[seat] = s[at++] as number;
    p.called[seat] = s[at++] as number;
    p.out[seat] = s[at++] as number;
  }
  p.playStart.set(s.subarray(at, at + plays + 1));
  at += plays + 1;
  p.playSeat.set(s.subarray(at, at + plays));
  at += plays;
  p.playCombo.set(s.subarray(at, at + plays));
  at += plays;
  const end = p.playStart[plays] as number;
  p.playCards.set(s.subarray(at, at + end));
  p.known = p.kept.pop() as FrenchCard[][];
  p.base = p.kept.pop() as MachtkampfState;
}

/**
 * A rare move: the JSON rules make it on the saved state, and the result is loaded back. Its undo
 * restores a snapshot, not the saved state: older journal records count plays as they were laid out.
 */
function applyThroughJson(p: MachtkampfPlayoutState, seat: Seat, move: MachtkampfMove): void {
  journal(p, UNDO_JSON, seat, 0, 0, 0, 0);
  snapshot(p);
  loadInto(p, applyJson(save(p), seat, move));
}

/** Scratch for a deal: the counts of every hand. */
const dealt = new Uint8Array(4 * DISTINCT_CARDS);

/**
 * Going out ends the game. Unless the match ends with it, the game is scored and the next one
 * dealt here, up to the exchange's first half (the loser's highest card goes to the winner, who
 * then gives one back and leads). Returns false, having changed nothing, when the match ends:
 * that, once a match, goes through the JSON rules.
 */
function finishInPlace(p: MachtkampfPlayoutState, seat: Seat): boolean {
  const b = p.base;
  const n = p.players;
  const cardsLeft = new Array<number>(n);
  const out = new Array<boolean>(n);
  for (let s = 0; s < n; s++) {
    cardsLeft[s] = s === seat ? 0 : (p.sizes[s] as number);
    out[s] = p.out[s] === 1;
  }
  // The going-out play is in the trick: it counts as one more.
  const record = gameRecord(b.game, seat, cardsLeft, out, b.totals, p.tricks + 1);
  if (reachesMatchEnd(b.options.matchEnd, record.totals)) return false;
  journal(p, UNDO_JSON, seat, 0, 0, 0, 0);
  snapshot(p);
  const game = b.game + 1;
  const dealer = (b.dealer + 1) % n;
  dealCounts(b.seed, game, dealer, n, dealt);
  for (let s = 0; s < n; s++) {
    const hand = p.hands[s] as Uint8Array;
    hand.set(dealt.subarray(s * DISTINCT_CARDS, (s + 1) * DISTINCT_CARDS));
    let size = 0;
    for (let id = 0; id < DISTINCT_CARDS; id++) size += hand[id] as number;
    p.sizes[s] = size;
  }
  const given = highestHeld(p.hands[record.loser] as Uint8Array);
  move(p, record.loser, seat, given);
  const known: FrenchCard[][] = [];
  for (let s = 0; s < n; s++) known.push(s === seat ? [CARDS_IN_ORDER[given] as FrenchCard] : []);
  // The numbers stand for the game's hands, trick and turn: the JSON base keeps what they do not.
  // Copied field by field (copyState), then changed: a spread with changed fields, `{ ...b, game }`,
  // takes V8 some microseconds, a tenth of a game's moves.
  const base = copyState(b);
  base.game = game;
  base.dealer = dealer;
  base.direction = directionOf(b.options, game);
  base.dummy = n === 3 ? handOf(dealt.subarray(n * DISTINCT_CARDS, (n + 1) * DISTINCT_CARDS)) : [];
  base.exchange = { winner: seat, loser: record.loser, loserBy: record.loserBy, given: CARDS_IN_ORDER[given] as FrenchCard, returned: null };
  base.totals = record.totals;
  base.history = [...b.history, record];
  base.lastAction = null;
  p.base = base;
  p.known = known;
  p.clockwise = p.base.direction === 'clockwise';
  p.phase = EXCHANGE;
  p.turn = seat;
  p.called.fill(0);
  p.out.fill(0);
  p.playCount = 0;
  p.playStart[0] = 0;
  p.trickBase = 0;
  p.passes = 0;
  p.aceLead = false;
  p.tricks = 0;
  p.winner = -1;
  p.last = LAST_LOADED;
  p.lastSeat = -1;
  return true;
}

/** One card from one hand to another (the exchange). */
function move(p: MachtkampfPlayoutState, from: number, to: number, id: number): void {
  const giver = p.hands[from] as Uint8Array;
  const taker = p.hands[to] as Uint8Array;
  giver[id] = (giver[id] as number) - 1;
  taker[id] = (taker[id] as number) + 1;
  p.sizes[from] = (p.sizes[from] as number) - 1;
  p.sizes[to] = (p.sizes[to] as number) + 1;
}

/** The exchange's second half: the winner hands a card back to the loser, for everybody to see, and leads. */
function giveBackInPlace(p: MachtkampfPlayoutState, seat: Seat, id: number): void {
  const b = p.base;
  const exchange = b.exchange as Exchange;
  // Only the card, the known cards and the JSON base change: a record of its own, not a whole snapshot.
  journal(p, UNDO_GIVE_BACK, seat, id, exchange.loser, 0, 0);
  p.kept.push(p.base, p.known);
  const card = CARDS_IN_ORDER[id] as FrenchCard;
  move(p, seat, exchange.loser, id);
  p.known = knownAfterReturn(p.known, seat, exchange.loser, card);
  // Field by field, as in finishInPlace: a spread with changed fields is slow.
  const base = copyState(b);
  base.exchange = { winner: exchange.winner, loser: exchange.loser, loserBy: exchange.loserBy, given: exchange.given, returned: card };
  base.lastAction = { seat, move: { type: 'giveBack', card } };
  p.base = base;
  p.phase = PLAYING;
  p.turn = seat;
  p.last = LAST_LOADED;
  p.lastSeat = -1;
}

function play(p: MachtkampfPlayoutState, seat: Seat, code: number): void {
  const size = playIds(code, ids);
  const rest = (p.sizes[seat] as number) - size;
  // Going out ends the game, a last card without the call only the player's part in it; the end
  // of the match, or of a game by a missed call, is the JSON rules' (rare).
  if (rest === 0) {
    const finished = finishes(rest, p.sizes[seat] as number, p.called[seat] === 1);
    if (finished || lastOneLeftWins(inGame(p) - 1)) {
      if (!finished || !finishInPlace(p, seat)) applyThroughJson(p, seat, { type: 'play', cards: playCardsOf(code) });
      return;
    }
  }
  // Here an empty hand is a missed call: the player is out of this game.
  const missed = rest === 0;
  const knownHere = (p.known[seat] as FrenchCard[]).length > 0;
  journal(p, UNDO_PLAY, seat, p.passes, p.turn, (p.aceLead ? 1 : 0) + (knownHere ? 2 : 0) + (missed ? 4 : 0), p.called[seat] as number);
  const hand = p.hands[seat] as Uint8Array;
  let at = p.playStart[p.playCount] as number;
  for (let i = 0; i < size; i++) {
    const id = ids[i] as number;
    hand[id] = (hand[id] as number) - 1;
    p.playCards[at++] = id;
  }
  p.sizes[seat] = rest;
  p.playSeat[p.playCount] = seat;
  p.playCombo[p.playCount] = classifyIds(ids, size);
  p.playStart[++p.playCount] = at;
  if (knownHere) {
    p.kept.push(p.known);
    const known = p.known.slice();
    let mine = known[seat] as FrenchCard[];
    for (let i = 0; i < size; i++) mine = withoutCard(mine, CARDS_IN_ORDER[ids[i] as number] as FrenchCard);
    known[seat] = mine;
    p.known = known;
  }
  if (callsForYou(p.base.options, rest)) p.called[seat] = 1;
  p.passes = 0;
  p.aceLead = false;
  if (missed) p.out[seat] = 1;
  p.turn = nextSeat(p, seat);
  p.last = LAST_PLAY;
  p.lastSeat = seat;
}

/** How many players are still in the game. */
function inGame(p: MachtkampfPlayoutState): number {
  let count = 0;
  for (let s = 0; s < p.players; s++) if (p.out[s] === 0) count++;
  return count;
}

function pass(p: MachtkampfPlayoutState, seat: Seat): void {
  journal(p, UNDO_PASS, seat, p.passes, p.turn, p.trickBase, p.tricks);
  const owner = p.playSeat[p.playCount - 1] as number;
  const passes = p.passes + 1;
  p.last = LAST_PASS;
  p.lastSeat = seat;
  if (!trickTaken(passes, inGame(p), p.out[owner] === 1)) {
    p.passes = passes;
    p.turn = nextSeat(p, seat);
    return;
  }
  p.trickBase = p.playCount;
  p.passes = 0;
  p.tricks++;
  p.turn = p.out[owner] === 1 ? nextSeat(p, owner) : owner;
}

function call(p: MachtkampfPlayoutState, seat: Seat): void {
  journal(p, UNDO_CALL, seat, 0, 0, 0, 0);
  p.called[seat] = 1;
  p.last = LAST_CALL;
  p.lastSeat = seat;
}

function applyCode(p: MachtkampfPlayoutState, seat: Seat, code: number): void {
  if (code >= PLAY_CODES) play(p, seat, code);
  else if (code === PASS_CODE) pass(p, seat);
  else if (code === CALL_CODE) call(p, seat);
  else giveBackInPlace(p, seat, code - GIVE_BACK);
}

function undo(p: MachtkampfPlayoutState): void {
  if (p.journalLength === 0) throw new Error('machtkampf playout: nothing to undo');
  const at = (p.journalLength -= JOURNAL_ENTRY);
  const j = p.journal;
  const kind = j[at] as number;
  const seat = j[at + 1] as number;
  switch (kind) {
    case UNDO_JSON:
      restore(p);
      break;
    case UNDO_PLAY: {
      const to = p.playStart[p.playCount] as number;
      const from = p.playStart[--p.playCount] as number;
      const hand = p.hands[seat] as Uint8Array;
      for (let i = from; i < to; i++) hand[p.playCards[i] as number] = (hand[p.playCards[i] as number] as number) + 1;
      p.sizes[seat] = (p.sizes[seat] as number) + to - from;
      p.passes = j[at + 2] as number;
      p.turn = j[at + 3] as number;
      p.aceLead = ((j[at + 4] as number) & 1) === 1;
      if (((j[at + 4] as number) & 2) === 2) p.known = p.kept.pop() as FrenchCard[][];
      p.called[seat] = j[at + 5] as number;
      if (((j[at + 4] as number) & 4) === 4) p.out[seat] = 0;
      break;
    }
    case UNDO_PASS:
      p.passes = j[at + 2] as number;
      p.turn = j[at + 3] as number;
      p.trickBase = j[at + 4] as number;
      p.tricks = j[at + 5] as number;
      break;
    case UNDO_CALL:
      p.called[seat] = 0;
      break;
    case UNDO_GIVE_BACK:
      move(p, j[at + 3] as number, seat, j[at + 2] as number);
      p.known = p.kept.pop() as FrenchCard[][];
      p.base = p.kept.pop() as MachtkampfState;
      p.phase = EXCHANGE;
      p.turn = seat;
      break;
    default:
      throw new Error(`machtkampf playout: a broken journal (${kind})`);
  }
  if (kind !== UNDO_JSON) {
    p.last = j[at + 6] as number;
    p.lastSeat = j[at + 7] as number;
  }
}

// ---- Codes and JSON moves ------------------------------------------------------------------------------

function decode(_p: MachtkampfPlayoutState, _seat: Seat, code: number): MachtkampfMove {
  if (code >= PLAY_CODES) return { type: 'play', cards: playCardsOf(code) };
  if (code === PASS_CODE) return { type: 'pass' };
  if (code === CALL_CODE) return { type: 'callLastCard' };
  return { type: 'giveBack', card: CARDS_IN_ORDER[code - GIVE_BACK] as FrenchCard };
}

const listed = new Int32Array(4096);

function encode(p: MachtkampfPlayoutState, seat: Seat, move: MachtkampfMove): number {
  const cards = move.type === 'play' ? move.cards : [];
  for (let i = 1; i < cards.length; i++) if (cardId(cards[i]) < cardId(cards[i - 1])) throw new Error('machtkampf playout: a play not in single-card order');
  const code = cards.some((card) => cardId(card) < 0) ? -1 : moveCode(move);
  const n = legal(p, seat, listed);
  for (let i = 0; i < n; i++) if (listed[i] === code) return code;
  throw new Error(`machtkampf playout: ${JSON.stringify(move)} is not legal for seat ${seat}`);
}

function result(p: MachtkampfPlayoutState): MatchResult | null {
  return p.phase === OVER ? resultOf(p.base) : null;
}

export const machtkampfPlayout: Playout<MachtkampfState, MachtkampfMove, MachtkampfPlayoutState> = {
  load(state) {
    const p = fresh(state.options.players);
    loadInto(p, state);
    return p;
  },
  save,
  copy,
  actors(p, out) {
    if (p.phase === OVER || p.turn < 0) return 0;
    out[0] = p.turn;
    return 1;
  },
  legal,
  apply: applyCode,
  undo,
  encode,
  decode,
  result,
};
