/**
 * Machtkampf's rules, written once: each a step that changes the match's table (table.ts) in place —
 * deal, the exchange's two halves, a play, a pass, the call, score the game, pass the deal or end
 * the match — and the turn flow that orders them (`machtkampfFlow`). The JSON `setup` and `apply`,
 * the host's statechart and the playout (playout.ts) all run this declaration (engine/flow.ts);
 * only its boundary is JSON. The decisions the steps make (rules.ts, plays.ts, scoring.ts) are
 * functions of plain numbers. Sections follow ../../../../../shared/spec/rules/machtkampf.md.
 */
import type { FrenchCard } from '../../cards';
import { refuse } from '../../engine/errors';
import { flowRules, type RoundFlow } from '../../engine/flow';
import { MAX_MOVES } from '../../engine/playout';
import type { MatchResult, Seat } from '../../engine/types';
import { fewestPointsWin } from '../common/standings';
import { ACE_OF_SPADES_ID, CARDS_IN_ORDER, DISTINCT_CARDS, cardId } from './cards';
import { GANG, classifyIds, kindOfCode } from './combinations';
import { PLAY_CODES, hasMultiCardPlay, highestHeld, playCardsOf, playCode, playIds, turnPlayCodes } from './plays';
import { callsForYou, dealCounts, finishes, lastOneLeftWins, mayCall, mustPlayHighest, trickTaken } from './rules';
import { gameRecord, reachesMatchEnd } from './scoring';
import { directionOf, nextSeatInGame, readMove, withoutCard, type Exchange, type MachtkampfMove, type MachtkampfOptions, type MachtkampfState } from './state';
import {
  CHANGED_CALLED,
  CHANGED_DISCARD,
  CHANGED_OUT,
  CHANGED_PUSH,
  CHANGED_TRICK,
  DEALING,
  ENTRY,
  EXCHANGE,
  LAST_CALL,
  LAST_GIVE_BACK,
  LAST_NONE,
  LAST_PASS,
  LAST_PLAY,
  OVER,
  PLAYING,
  blankTable,
  boundary,
  reading,
  type MachtkampfTable,
} from './table';

// ---- Move codes ----------------------------------------------------------------------------------

export const PASS_CODE = 0;
export const CALL_CODE = 1;
/** Giving a card back in the exchange: GIVE_BACK + the card's index. Plays are PLAY_CODES and up (plays.ts). */
export const GIVE_BACK = 2;

// ---- Seats ---------------------------------------------------------------------------------------

export function nextSeat(t: MachtkampfTable, from: number): number {
  return nextSeatInGame(t.players, t.clockwise, t.out, from);
}

/** How many players are still in the game. */
function inGame(t: MachtkampfTable): number {
  let count = 0;
  for (let s = 0; s < t.players; s++) if (t.out[s] === 0) count++;
  return count;
}

/** "Make it hard": the player whose turn it is sits directly before a player (still in) who holds exactly one card. */
export function mustMakeItHardIn(t: MachtkampfTable): boolean {
  return t.phase === PLAYING && t.turn >= 0 && t.sizes[nextSeat(t, t.turn)] === 1;
}

/** The trick's last play (combination code and size), or -1 when a lead is due. */
export function topCombo(t: MachtkampfTable): number {
  return t.playCount > t.trickBase ? (t.playCombo[t.playCount - 1] as number) : -1;
}

export function topSize(t: MachtkampfTable): number {
  return t.playCount > t.trickBase ? (t.playStart[t.playCount] as number) - (t.playStart[t.playCount - 1] as number) : 0;
}

// ---- The journal ---------------------------------------------------------------------------------

/*
 * An entry: what the move was (its LAST_ code, table.ts), its seat, four numbers of what it changed,
 * and the last action before it. An UNDO_GAME_END entry follows the play that ended a game: the
 * table as it was before the scoring lies below it, its size in the entry.
 */
const UNDO_GAME_END = -1;

function grow(t: MachtkampfTable, room: number): void {
  if (t.trailLength + room <= t.trail.length) return;
  // Fourfold: a whole match journals thousands of moves, and each new typed array is dear.
  const larger = new Int32Array(4 * (t.trailLength + room));
  larger.set(t.trail.subarray(0, t.trailLength));
  t.trail = larger;
}

function journal(t: MachtkampfTable, kind: number, seat: number, a: number, b: number, c: number, d: number): void {
  grow(t, ENTRY);
  const j = t.trail;
  const at = t.trailLength;
  j[at] = kind;
  j[at + 1] = seat;
  j[at + 2] = a;
  j[at + 3] = b;
  j[at + 4] = c;
  j[at + 5] = d;
  j[at + 6] = t.last + 8 * (t.lastCard + 1);
  j[at + 7] = t.lastSeat;
  t.trailLength = at + ENTRY;
}

/** The numbers of a game before the plays' cards: the fields, then per seat its hand, size, call and out, then the unused hand. */
const GAME_FIELDS = 14;

/** Writes the game as it is to the trail, and an UNDO_GAME_END entry after it: the scoring and the deal after it change every part. */
function keepGame(t: MachtkampfTable): void {
  const end = t.playStart[t.playCount] as number;
  const size = GAME_FIELDS + t.players * (DISTINCT_CARDS + 3) + DISTINCT_CARDS + 3 * t.playCount + 1 + end;
  grow(t, size + ENTRY);
  const s = t.trail;
  let at = t.trailLength;
  s[at++] = t.phase;
  s[at++] = t.turn;
  s[at++] = t.clockwise ? 1 : 0;
  s[at++] = t.game;
  s[at++] = t.dealer;
  s[at++] = t.playCount;
  s[at++] = t.trickBase;
  s[at++] = t.passes;
  s[at++] = t.aceLead ? 1 : 0;
  s[at++] = t.tricks;
  s[at++] = t.winner;
  s[at++] = t.last;
  s[at++] = t.lastSeat;
  s[at++] = t.lastCard;
  for (let seat = 0; seat < t.players; seat++) {
    s.set(t.hands[seat] as Uint8Array, at);
    at += DISTINCT_CARDS;
    s[at++] = t.sizes[seat] as number;
    s[at++] = t.called[seat] as number;
    s[at++] = t.out[seat] as number;
  }
  s.set(t.dummy, at);
  at += DISTINCT_CARDS;
  s.set(t.playStart.subarray(0, t.playCount + 1), at);
  at += t.playCount + 1;
  s.set(t.playSeat.subarray(0, t.playCount), at);
  at += t.playCount;
  s.set(t.playCombo.subarray(0, t.playCount), at);
  at += t.playCount;
  s.set(t.playCards.subarray(0, end), at);
  t.trailLength = at + end;
  t.kept.push(t.known, t.exchange, t.totals, t.history);
  journal(t, UNDO_GAME_END, -1, size, 0, 0, 0);
}

/** Takes the game kept below the entry at `entry` back into the table. */
function restoreGame(t: MachtkampfTable, entry: number): void {
  const s = t.trail;
  const start = entry - (s[entry + 2] as number);
  t.trailLength = start;
  let at = start;
  t.phase = s[at++] as number;
  t.turn = s[at++] as number;
  t.clockwise = s[at++] === 1;
  t.game = s[at++] as number;
  t.dealer = s[at++] as number;
  const plays = s[at++] as number;
  t.playCount = plays;
  t.trickBase = s[at++] as number;
  t.passes = s[at++] as number;
  t.aceLead = s[at++] === 1;
  t.tricks = s[at++] as number;
  t.winner = s[at++] as number;
  t.last = s[at++] as number;
  t.lastSeat = s[at++] as number;
  t.lastCard = s[at++] as number;
  for (let seat = 0; seat < t.players; seat++) {
    (t.hands[seat] as Uint8Array).set(s.subarray(at, at + DISTINCT_CARDS));
    at += DISTINCT_CARDS;
    t.sizes[seat] = s[at++] as number;
    t.called[seat] = s[at++] as number;
    t.out[seat] = s[at++] as number;
  }
  t.dummy.set(s.subarray(at, at + DISTINCT_CARDS));
  at += DISTINCT_CARDS;
  t.playStart.set(s.subarray(at, at + plays + 1));
  at += plays + 1;
  t.playSeat.set(s.subarray(at, at + plays));
  at += plays;
  t.playCombo.set(s.subarray(at, at + plays));
  at += plays;
  t.playCards.set(s.subarray(at, at + (t.playStart[plays] as number)));
  t.history = t.kept.pop() as MachtkampfState['history'];
  t.totals = t.kept.pop() as number[];
  t.exchange = t.kept.pop() as Exchange | null;
  t.known = t.kept.pop() as FrenchCard[][];
}

// ---- Set-up ------------------------------------------------------------------------------------

/** Scratch for a deal: the counts of every hand. */
const dealt = new Uint8Array(4 * DISTINCT_CARDS);

/**
 * Deals 16 cards to each seat, starting left of the dealer (rules.ts `dealCounts`); with three
 * players a fourth hand goes aside unseen. The first game is led by the A♠'s holder (or, when it
 * lies in the unused hand, by the dealer's right-hand neighbour); every later game waits for the
 * exchange, then its previous winner leads.
 */
export function deal(t: MachtkampfTable): void {
  const n = t.players;
  dealCounts(t.seed, t.game, t.dealer, n, dealt);
  let holder = -1;
  for (let s = 0; s < n; s++) {
    const hand = t.hands[s] as Uint8Array;
    hand.set(dealt.subarray(s * DISTINCT_CARDS, (s + 1) * DISTINCT_CARDS));
    let size = 0;
    for (let id = 0; id < DISTINCT_CARDS; id++) size += hand[id] as number;
    t.sizes[s] = size;
    if ((hand[ACE_OF_SPADES_ID] as number) > 0 && holder < 0) holder = s;
  }
  if (n === 3) t.dummy.set(dealt.subarray(n * DISTINCT_CARDS, (n + 1) * DISTINCT_CARDS));
  else t.dummy.fill(0);
  t.called.fill(0);
  t.out.fill(0);
  t.playCount = 0;
  t.playStart[0] = 0;
  t.trickBase = 0;
  t.passes = 0;
  t.tricks = 0;
  t.winner = -1;
  const known: FrenchCard[][] = [];
  for (let s = 0; s < n; s++) known.push([]);
  t.known = known;
  t.exchange = null;
  t.last = LAST_NONE;
  t.lastSeat = -1;
  t.lastCard = -1;
  t.changed = -1;
  if (t.game === 0) {
    t.phase = PLAYING;
    t.aceLead = holder >= 0;
    t.turn = holder >= 0 ? holder : (t.dealer - 1 + n) % n;
    return;
  }
  t.phase = EXCHANGE;
  t.aceLead = false;
  t.turn = (t.history[t.history.length - 1] as MachtkampfState['history'][number]).winner;
}

// ---- The exchange (spec: "The next game": the strong get stronger) ---------------------------------

/** One card from one hand to another. */
function handOver(t: MachtkampfTable, from: number, to: number, id: number): void {
  const giver = t.hands[from] as Uint8Array;
  const taker = t.hands[to] as Uint8Array;
  giver[id] = (giver[id] as number) - 1;
  taker[id] = (taker[id] as number) + 1;
  t.sizes[from] = (t.sizes[from] as number) - 1;
  t.sizes[to] = (t.sizes[to] as number) + 1;
  t.changed |= (1 << from) | (1 << to);
}

/** The exchange's first half: the previous game's loser hands their highest card to its winner, for everybody to see. */
export function giveHighestCard(t: MachtkampfTable): void {
  const { winner, loser, loserBy } = t.history[t.history.length - 1] as MachtkampfState['history'][number];
  const given = highestHeld(t.hands[loser] as Uint8Array);
  handOver(t, loser, winner, given);
  const card = CARDS_IN_ORDER[given] as FrenchCard;
  const known = t.known.slice();
  known[winner] = [card];
  t.known = known;
  t.exchange = { winner, loser, loserBy, given: card, returned: null };
}

/** What everybody knows after the winner's card went back: it left the winner and joined what the loser is known to hold. */
export function knownAfterReturn(known: readonly FrenchCard[][], winner: Seat, loser: Seat, card: FrenchCard): FrenchCard[][] {
  const next = known.slice();
  next[winner] = withoutCard(known[winner] as FrenchCard[], card);
  next[loser] = [...(known[loser] as FrenchCard[]), card];
  return next;
}

/** The exchange's second half: the winner hands any one card back to the loser (shown to everybody), then leads the game. */
export function giveBack(t: MachtkampfTable, seat: Seat, code: number): void {
  const id = code - GIVE_BACK;
  const exchange = t.exchange as Exchange;
  if (t.journal) {
    journal(t, LAST_GIVE_BACK, seat, id, exchange.loser, 0, 0);
    t.kept.push(t.exchange, t.known);
  }
  const card = CARDS_IN_ORDER[id] as FrenchCard;
  handOver(t, seat, exchange.loser, id);
  t.known = knownAfterReturn(t.known, seat, exchange.loser, card);
  t.exchange = { winner: exchange.winner, loser: exchange.loser, loserBy: exchange.loserBy, given: exchange.given, returned: card };
  t.phase = PLAYING;
  t.turn = seat;
  t.last = LAST_GIVE_BACK;
  t.lastSeat = seat;
  t.lastCard = id;
}

// ---- A game ------------------------------------------------------------------------------------

/** Scratch for the card indexes of one play. */
const ids = new Int32Array(16);

/**
 * Lays a combination. Playing one's last cards ends the game, unless a lone last card went without
 * "Letzte Karte!": then the player is out of this game (1 point) and the others play on, or, with
 * only one player left in, nobody is there to stop them finishing: they win the game at once.
 */
function play(t: MachtkampfTable, seat: Seat, code: number): void {
  const size = playIds(code, ids);
  const held = t.sizes[seat] as number;
  const rest = held - size;
  const knownHere = (t.known[seat] as FrenchCard[]).length > 0;
  if (t.journal) journal(t, LAST_PLAY, seat, t.passes, t.turn, (t.aceLead ? 1 : 0) + (knownHere ? 2 : 0), t.called[seat] as number);
  const hand = t.hands[seat] as Uint8Array;
  let at = t.playStart[t.playCount] as number;
  for (let i = 0; i < size; i++) {
    const id = ids[i] as number;
    hand[id] = (hand[id] as number) - 1;
    t.playCards[at++] = id;
  }
  t.sizes[seat] = rest;
  t.playSeat[t.playCount] = seat;
  t.playCombo[t.playCount] = classifyIds(ids, size);
  t.playStart[++t.playCount] = at;
  t.changed |= (1 << seat) | CHANGED_PUSH;
  if (knownHere) {
    if (t.journal) t.kept.push(t.known);
    const known = t.known.slice();
    let mine = known[seat] as FrenchCard[];
    for (let i = 0; i < size; i++) mine = withoutCard(mine, CARDS_IN_ORDER[ids[i] as number] as FrenchCard);
    known[seat] = mine;
    t.known = known;
  }
  if (callsForYou(t.options, rest)) {
    t.called[seat] = 1;
    t.changed |= CHANGED_CALLED;
  }
  t.passes = 0;
  t.aceLead = false;
  t.last = LAST_PLAY;
  t.lastSeat = seat;
  if (finishes(rest, held, t.called[seat] === 1)) {
    t.winner = seat;
    t.turn = -1;
    return;
  }
  if (rest === 0) {
    t.out[seat] = 1;
    t.changed |= CHANGED_OUT;
    if (lastOneLeftWins(inGame(t))) {
      t.winner = t.out.indexOf(0);
      t.turn = -1;
      return;
    }
  }
  t.turn = nextSeat(t, seat);
}

/** Passing. When everybody still in has passed in a row after the last play, its player takes the trick and leads. */
function pass(t: MachtkampfTable, seat: Seat): void {
  if (t.journal) journal(t, LAST_PASS, seat, t.passes, t.turn, t.trickBase, t.tricks);
  const owner = t.playSeat[t.playCount - 1] as number;
  const passes = t.passes + 1;
  t.last = LAST_PASS;
  t.lastSeat = seat;
  if (!trickTaken(passes, inGame(t), t.out[owner] === 1)) {
    t.passes = passes;
    t.turn = nextSeat(t, seat);
    return;
  }
  t.trickBase = t.playCount;
  t.passes = 0;
  t.tricks++;
  // If the trick's player is out (a missed call), the next player still in leads instead.
  t.turn = t.out[owner] === 1 ? nextSeat(t, owner) : owner;
  t.changed |= CHANGED_TRICK | CHANGED_DISCARD;
}

/** "Letzte Karte!": any player holding one card may call it at any moment, on or off turn. */
function callLastCard(t: MachtkampfTable, seat: Seat): void {
  if (t.journal) journal(t, LAST_CALL, seat, 0, 0, 0, 0);
  t.called[seat] = 1;
  t.changed |= CHANGED_CALLED;
  t.last = LAST_CALL;
  t.lastSeat = seat;
}

/** One action during trick play: a play, a pass, or the call. */
export function act(t: MachtkampfTable, seat: Seat, code: number): void {
  if (code >= PLAY_CODES) play(t, seat, code);
  else if (code === PASS_CODE) pass(t, seat);
  else callLastCard(t, seat);
}

export function isGameOver(t: MachtkampfTable): boolean {
  return t.phase === PLAYING && t.winner >= 0;
}

/** The moves of a seat now, as codes, in the order `legalMoves` lists them. */
export function legalCodes(t: MachtkampfTable, seat: Seat, out: Int32Array): number {
  const hand = t.hands[seat] as Uint8Array;
  if (t.phase === EXCHANGE) {
    if (seat !== t.turn) return 0;
    let n = 0;
    for (let id = 0; id < DISTINCT_CARDS; id++) if ((hand[id] as number) > 0) out[n++] = GIVE_BACK + id;
    return n;
  }
  if (t.phase !== PLAYING) return 0;
  let n = 0;
  if (seat === t.turn) {
    const hard = mustMakeItHardIn(t);
    const top = topCombo(t);
    n = turnPlayCodes(hand, top, topSize(t), t.aceLead, hard, out);
    // The highest card matters only under "make it hard": a scan of the hand saved on most turns.
    if (top >= 0 && !mustPlayHighest(top, hard, hard ? highestHeld(hand) : -1)) out[n++] = PASS_CODE;
  }
  if (mayCall(t.out[seat] === 1, t.called[seat] === 1, t.sizes[seat] as number)) out[n++] = CALL_CODE;
  return n;
}

// ---- Checking a move ---------------------------------------------------------------------------

/** Under the obligation on a singles trick, whether the seat to move must play its highest single. */
function highestMustBePlayed(t: MachtkampfTable, hand: Uint8Array): boolean {
  return mustPlayHighest(topCombo(t), mustMakeItHardIn(t), highestHeld(hand));
}

/** Why a combination of `n` cards (`ids`, code `code`) may not go on the trick, as a rule code. */
function checkPlay(t: MachtkampfTable, hand: Uint8Array, n: number, code: number): void {
  const topCode = topCombo(t);
  if (topCode < 0) {
    if (t.aceLead && !ids.subarray(0, n).includes(ACE_OF_SPADES_ID)) refuse('machtkampf.mustContainAceOfSpades');
    if (n === 1 && mustMakeItHardIn(t)) {
      if (hasMultiCardPlay(hand)) refuse('machtkampf.mustLeadCombination');
      if (ids[0] !== highestHeld(hand)) refuse('machtkampf.mustLeadHighest');
    }
    return;
  }
  const size = topSize(t);
  const gang = kindOfCode(code) === GANG;
  const topGang = kindOfCode(topCode) === GANG;
  if (!gang && topGang) refuse('machtkampf.onlyGangBeatsGang');
  if (!gang && n !== size) refuse('machtkampf.sameSize', { size });
  if (gang ? topGang && code <= topCode : code <= topCode) refuse('machtkampf.notHigher');
  if (!gang && highestMustBePlayed(t, hand) && ids[0] !== highestHeld(hand)) refuse('machtkampf.mustPlayHighest');
}

/** A play's cards as their indexes in `ids` (given in single-card order, all held), or refused; returns how many. */
function heldIds(hand: Uint8Array, cards: readonly FrenchCard[]): number {
  const n = cards.length;
  for (let i = 0; i < n; i++) ids[i] = cardId(cards[i]);
  for (let i = 1; i < n; i++) if ((ids[i] as number) < (ids[i - 1] as number)) refuse('machtkampf.unsorted');
  let copies = 0;
  for (let i = 0; i < n; i++) {
    copies = i > 0 && ids[i] === ids[i - 1] ? copies + 1 : 1;
    if (copies > (hand[ids[i] as number] as number)) refuse('rule.notInHand', { card: cards[i] as FrenchCard });
  }
  return n;
}

/** A seat's raw move as its code, or refused with the rules' code (the table stays as it was). */
export function checkMove(t: MachtkampfTable, seat: Seat, raw: unknown): number {
  if (t.phase === OVER) refuse('rule.matchOver');
  if (!Number.isInteger(seat) || seat < 0 || seat >= t.players) refuse('rule.noSuchSeat');
  const move = readMove(raw);
  if (t.phase === EXCHANGE) {
    const exchange = t.exchange;
    if (!exchange) refuse('machtkampf.noExchange');
    if (move.type !== 'giveBack') {
      if (move.type === 'callLastCard') refuse('machtkampf.notOneCard');
      refuse(seat === t.turn ? 'machtkampf.giveBackFirst' : 'rule.notYourTurn');
    }
    if (seat !== exchange.winner) refuse('rule.notYourTurn');
    const id = cardId(move.card);
    if ((t.hands[seat] as Uint8Array)[id] === 0) refuse('rule.notInHand', { card: move.card });
    return GIVE_BACK + id;
  }
  if (t.phase !== PLAYING || t.winner >= 0) refuse('rule.matchOver');
  const hand = t.hands[seat] as Uint8Array;
  switch (move.type) {
    case 'callLastCard':
      if (t.out[seat] === 1 || t.sizes[seat] !== 1) refuse('machtkampf.notOneCard');
      if (t.called[seat] === 1) refuse('machtkampf.alreadyCalled');
      return CALL_CODE;
    case 'giveBack':
      return refuse('machtkampf.noExchange');
    case 'pass':
      if (seat !== t.turn) refuse('rule.notYourTurn');
      if (topCombo(t) < 0) refuse('machtkampf.mustLead');
      if (highestMustBePlayed(t, hand)) refuse('machtkampf.mustPlayHighest');
      return PASS_CODE;
    case 'play': {
      if (seat !== t.turn) refuse('rule.notYourTurn');
      const n = heldIds(hand, move.cards);
      const code = classifyIds(ids, n);
      if (code < 0) refuse('machtkampf.notACombination');
      checkPlay(t, hand, n, code);
      return playCode(ids, n);
    }
    default: {
      const never: never = move;
      throw new Error(`unknown move ${JSON.stringify(never)}`);
    }
  }
}

// ---- Scoring and the next game -----------------------------------------------------------------

/** Scores the finished game (scoring.ts `gameRecord`) into the totals and the score sheet; a journalling table keeps the game first. */
export function scoreGame(t: MachtkampfTable): void {
  if (t.journal) keepGame(t);
  const n = t.players;
  const cardsLeft = new Array<number>(n);
  const out = new Array<boolean>(n);
  for (let s = 0; s < n; s++) {
    cardsLeft[s] = t.sizes[s] as number;
    out[s] = t.out[s] === 1;
  }
  // The trick the game ended in counts as one more.
  const record = gameRecord(t.game, t.winner, cardsLeft, out, t.totals, t.tricks + (t.playCount > t.trickBase ? 1 : 0));
  t.totals = record.totals;
  t.history = [...t.history, record];
  t.turn = -1;
}

export function isMatchOver(t: MachtkampfTable): boolean {
  return reachesMatchEnd(t.options.matchEnd, t.totals);
}

/** Lowest total wins; equal lowest totals share the win. */
export function resultOf(t: MachtkampfTable): MatchResult | null {
  return t.phase === OVER ? fewestPointsWin(t.totals) : null;
}

/** The deal passes clockwise and the direction turns round (unless always clockwise). */
export function nextGame(t: MachtkampfTable): void {
  t.game++;
  t.dealer = (t.dealer + 1) % t.players;
  t.clockwise = directionOf(t.options, t.game) === 'clockwise';
  t.phase = DEALING;
}

/** The match ends after the game in which someone reaches the match end: nobody moves any more. */
export function endMatch(t: MachtkampfTable): void {
  t.phase = OVER;
  t.turn = -1;
}

// ---- Taking a move back --------------------------------------------------------------------------

/** Takes back the newest move not yet taken back (a journalling table's), with the game's scoring and deal it led to. */
export function undoMove(t: MachtkampfTable): void {
  if (t.trailLength === 0) throw new Error('machtkampf: nothing to undo');
  const at = (t.trailLength -= ENTRY);
  const j = t.trail;
  const kind = j[at] as number;
  const seat = j[at + 1] as number;
  switch (kind) {
    case UNDO_GAME_END:
      restoreGame(t, at);
      // The play that ended the game.
      undoMove(t);
      return;
    case LAST_PLAY: {
      const to = t.playStart[t.playCount] as number;
      const from = t.playStart[--t.playCount] as number;
      const hand = t.hands[seat] as Uint8Array;
      for (let i = from; i < to; i++) hand[t.playCards[i] as number] = (hand[t.playCards[i] as number] as number) + 1;
      t.sizes[seat] = (t.sizes[seat] as number) + to - from;
      t.passes = j[at + 2] as number;
      t.turn = j[at + 3] as number;
      t.aceLead = ((j[at + 4] as number) & 1) === 1;
      if (((j[at + 4] as number) & 2) === 2) t.known = t.kept.pop() as FrenchCard[][];
      t.called[seat] = j[at + 5] as number;
      t.out[seat] = 0;
      t.winner = -1;
      break;
    }
    case LAST_PASS:
      t.passes = j[at + 2] as number;
      t.turn = j[at + 3] as number;
      t.trickBase = j[at + 4] as number;
      t.tricks = j[at + 5] as number;
      break;
    case LAST_CALL:
      t.called[seat] = 0;
      break;
    case LAST_GIVE_BACK:
      handOver(t, j[at + 3] as number, seat, j[at + 2] as number);
      t.known = t.kept.pop() as FrenchCard[][];
      t.exchange = t.kept.pop() as Exchange;
      t.phase = EXCHANGE;
      t.turn = seat;
      break;
    default:
      throw new Error(`machtkampf: a broken journal (${kind})`);
  }
  const last = j[at + 6] as number;
  t.last = last % 8;
  t.lastCard = Math.floor(last / 8) - 1;
  t.lastSeat = j[at + 7] as number;
  t.changed = -1;
}

// ---- The turn flow, declared once ---------------------------------------------------------------

/**
 * Deal a game; after the first, the exchange (the loser's highest card is given at once, the
 * winner gives one back); trick play until one player is left; score the game; the next game or
 * the match's end. `setup`, `apply`, the host's statechart (`machtkampfMachine`, whose `roundOver`
 * is a scored game) and the playout's `apply` all run it.
 */
export const machtkampfFlow: RoundFlow<MachtkampfState, MachtkampfTable, MachtkampfOptions, number> = {
  id: 'machtkampf',
  ...boundary,
  newMatch: (options, seed) => blankTable(options, seed),
  check: checkMove,
  deal,
  opening: {
    due: (dealt) => dealt.game > 0,
    begin: giveHighestCard,
    pending: (t) => t.phase === EXCHANGE,
    move: giveBack,
  },
  turn: act,
  roundOver: isGameOver,
  scoreRound: scoreGame,
  matchOver: isMatchOver,
  endMatch,
  nextRound: nextGame,
};

// ---- The JSON rules ----------------------------------------------------------------------------

/**
 * A match before its first deal (the chart's starting point), a new match with its first game dealt,
 * a move (the exchange's card given back, or a play or pass and the game's scoring and the next deal
 * or the match's end it leads to), and the statechart the host runs every match through.
 */
export const { newMatch, setup, apply, chart: machtkampfMachine } = flowRules(machtkampfFlow);

/** The JSON move a code stands for. */
export function moveOfCode(code: number): MachtkampfMove {
  if (code >= PLAY_CODES) return { type: 'play', cards: playCardsOf(code) };
  if (code === PASS_CODE) return { type: 'pass' };
  if (code === CALL_CODE) return { type: 'callLastCard' };
  return { type: 'giveBack', card: CARDS_IN_ORDER[code - GIVE_BACK] as FrenchCard };
}

const codes = new Int32Array(MAX_MOVES);

export function legalMoves(state: MachtkampfState, seat: Seat): MachtkampfMove[] {
  if (state.phase !== 'playing' && (state.phase !== 'exchange' || state.turn !== seat)) return [];
  const n = legalCodes(reading(state), seat, codes);
  const moves = new Array<MachtkampfMove>(n);
  for (let i = 0; i < n; i++) moves[i] = moveOfCode(codes[i] as number);
  return moves;
}

/** "Make it hard" in a JSON state (steps' `mustMakeItHardIn`). */
export function mustMakeItHard(state: MachtkampfState): boolean {
  return state.phase === 'playing' && state.turn !== null && mustMakeItHardIn(reading(state));
}

export function result(state: MachtkampfState): MatchResult | null {
  return state.phase === 'over' ? resultOf(reading(state)) : null;
}
