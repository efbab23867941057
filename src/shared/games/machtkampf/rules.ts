/**
 * Machtkampf — the rules, as pure functions over plain data.
 * Sections follow ../../../../../shared/spec/rules/machtkampf.md: set-up, a game, last card; the
 * state is in state.ts, the combinations in combinations.ts and plays.ts, scoring and the end of
 * the match in scoring.ts, the exchange before each later game in exchange.ts.
 */
import { deriveSeed, shuffled, type FrenchCard, type Seed } from '../../cards';
import { refuse } from '../../engine/errors';
import { flowApply, flowChart, flowSetup, overJson, type PureRoundFlow } from '../../engine/flow';
import type { Seat } from '../../engine/types';
import { ACE_OF_SPADES_ID, CARDS_IN_ORDER, DISTINCT_CARDS, MACHTKAMPF_DECK, cardId, countCards } from './cards';
import { GANG, KINDS, KIND_SHIFT, SINGLE, classifyIds, codeOf, kindOfCode, type Kind } from './combinations';
import { giveBack, giveHighestCard } from './exchange';
import { hasMultiCardPlay, playCardsOf, turnPlayCodes, type Top } from './plays';
import { MAX_MOVES } from '../../engine/playout';
import { isMatchOver, scoreGame } from './scoring';
import {
  checkSeat,
  copyState,
  directionOf,
  newMatch,
  nextInGame,
  perSeat,
  readMove,
  withoutCard,
  type GameRecord,
  type MachtkampfMove,
  type MachtkampfOptions,
  type MachtkampfState,
  type TrickPlay,
} from './state';

// ---- Set-up ------------------------------------------------------------------------------------

/**
 * Deals 16 cards to each seat, starting left of the dealer; with three players a fourth hand goes
 * aside unseen. The first game is led by the A♠'s holder (or, when it lies in the unused hand, by
 * the dealer's right-hand neighbour); every later game waits for the exchange, then its previous
 * winner leads.
 */
export function dealGame(state: MachtkampfState): MachtkampfState {
  const n = state.options.players;
  const counts = dealCounts(state.seed, state.game, state.dealer, n);
  const hands: FrenchCard[][] = perSeat(n, () => []);
  for (let seat = 0; seat < n; seat++) hands[seat] = cardsOfCounts(counts, seat * DISTINCT_CARDS);
  const base: MachtkampfState = {
    ...state,
    hands,
    dummy: n === 3 ? cardsOfCounts(counts, n * DISTINCT_CARDS) : [],
    trick: [],
    passes: 0,
    called: perSeat(n, () => false),
    out: perSeat(n, () => false),
    discard: [],
    tricks: 0,
    winner: null,
    known: perSeat(n, () => []),
    exchange: null,
    lastAction: null,
  };
  if (state.game === 0) {
    const holder = hands.findIndex((hand) => hand.includes('AS'));
    const rightOfDealer = (state.dealer - 1 + n) % n;
    return { ...base, phase: 'playing', aceLead: holder >= 0, turn: holder >= 0 ? holder : rightOfDealer };
  }
  const previous = state.history[state.history.length - 1] as GameRecord;
  return { ...base, phase: 'exchange', aceLead: false, turn: previous.winner };
}

/** The deck as card indexes, in the deck's order: the seeded shuffle permutes it as it would the cards. */
const DECK_IDS: readonly number[] = MACHTKAMPF_DECK.map(cardId);

/**
 * The deal of game `game` as counts: DISTINCT_CARDS per seat, seat after seat, then (three
 * players) the hand that goes aside. The cards are shuffled with the game's seed and dealt one
 * at a time round the table from the dealer's left. The JSON rules and the playout state both
 * deal with this.
 */
export function dealCounts(seed: Seed, game: number, dealer: Seat, players: number, into?: Uint8Array): Uint8Array {
  const hands = players === 3 ? 4 : players;
  const counts = into ?? new Uint8Array(DISTINCT_CARDS * hands);
  counts.fill(0);
  const order = shuffled(DECK_IDS, deriveSeed(seed, 'deal', game));
  for (let i = 0; i < order.length; i++) {
    const hand = i % hands;
    const holder = hand < players ? (dealer + 1 + hand) % players : hand;
    const at = holder * DISTINCT_CARDS + (order[i] as number);
    counts[at] = (counts[at] as number) + 1;
  }
  return counts;
}

/** The cards of DISTINCT_CARDS counts from `from` on, in single-card order. */
function cardsOfCounts(counts: Uint8Array, from: number): FrenchCard[] {
  const cards: FrenchCard[] = [];
  for (let id = 0; id < DISTINCT_CARDS; id++) for (let k = counts[from + id] as number; k > 0; k--) cards.push(CARDS_IN_ORDER[id] as FrenchCard);
  return cards;
}

export function isFirstGame(state: MachtkampfState): boolean {
  return state.game === 0;
}

// ---- A game ------------------------------------------------------------------------------------

function topOf(state: MachtkampfState): TrickPlay | null {
  return state.trick[state.trick.length - 1] ?? null;
}

/**
 * "Make it hard": the player whose turn it is sits directly before a player (still in) who holds
 * exactly one card.
 */
export function mustMakeItHard(state: MachtkampfState): boolean {
  if (state.phase !== 'playing' || state.turn === null) return false;
  return (state.hands[nextInGame(state, state.turn)] as FrenchCard[]).length === 1;
}

function highestId(hand: readonly FrenchCard[]): number {
  return cardId(hand[hand.length - 1]);
}

// The rule decisions of trick play as functions of plain numbers: the JSON rules here and the
// playout state (playout.ts) both call them, so each rule is written once.

/**
 * On a singles trick under the obligation: whether the highest single beats the trick (then it
 * must be played, or a gang, and passing is not allowed). `topCode` is the trick's last play.
 */
export function mustPlayHighest(topCode: number, hard: boolean, highest: number): boolean {
  return hard && kindOfCode(topCode) === SINGLE && highest > topCode % KIND_SHIFT;
}

/** Who may call "Letzte Karte!": a player still in the game holding exactly one card, not yet called. */
export function mayCall(out: boolean, called: boolean, handSize: number): boolean {
  return !out && !called && handSize === 1;
}

/**
 * Whether playing down to `rest` cards from `handSize` finishes the game: only a player who held
 * exactly one card owed the call; going out with a pair or more needs none.
 */
export function finishes(rest: number, handSize: number, called: boolean): boolean {
  return rest === 0 && (handSize > 1 || called);
}

/** The app calls "Letzte Karte!" for a player left with one card when the option says so. */
export function callsForYou(options: MachtkampfOptions, rest: number): boolean {
  return rest === 1 && options.lastCardCall === 'auto';
}

/**
 * Whether a pass ends the trick: everybody still in has passed in a row after its last play (its
 * player too, when that player is out through a missed call).
 */
export function trickTaken(passes: number, inGame: number, ownerOut: boolean): boolean {
  return passes >= inGame - (ownerOut ? 0 : 1);
}

function highestMustBePlayed(state: MachtkampfState, top: TrickPlay): boolean {
  return mustPlayHighest(codeOf(top), mustMakeItHard(state), highestId(state.hands[state.turn as Seat] as FrenchCard[]));
}

function canCall(state: MachtkampfState, seat: Seat): boolean {
  return state.phase === 'playing' && mayCall(state.out[seat] === true, state.called[seat] === true, (state.hands[seat] as FrenchCard[]).length);
}

const turnCodes = new Int32Array(MAX_MOVES);

function turnPlays(state: MachtkampfState, seat: Seat): FrenchCard[][] {
  const top = topOf(state);
  const n = turnPlayCodes(
    countCards(state.hands[seat] as FrenchCard[]),
    top ? codeOf(top) : -1,
    top ? top.cards.length : 0,
    state.aceLead,
    mustMakeItHard(state),
    turnCodes,
  );
  const plays = new Array<FrenchCard[]>(n);
  for (let i = 0; i < n; i++) plays[i] = playCardsOf(turnCodes[i] as number);
  return plays;
}

export function legalMoves(state: MachtkampfState, seat: Seat): MachtkampfMove[] {
  if (state.phase === 'exchange') {
    if (seat !== state.turn) return [];
    const hand = state.hands[seat] as FrenchCard[];
    return hand.filter((card, i) => card !== hand[i - 1]).map((card) => ({ type: 'giveBack', card }));
  }
  if (state.phase !== 'playing') return [];
  const moves: MachtkampfMove[] = [];
  if (seat === state.turn) {
    for (const cards of turnPlays(state, seat)) moves.push({ type: 'play', cards });
    const top = topOf(state);
    if (top !== null && !highestMustBePlayed(state, top)) moves.push({ type: 'pass' });
  }
  if (canCall(state, seat)) moves.push({ type: 'callLastCard' });
  return moves;
}

/** The cards' indexes if the hand holds them all, given in single-card order; refuses otherwise. */
function heldIds(hand: readonly FrenchCard[], cards: readonly FrenchCard[]): number[] {
  const ids = cards.map(cardId);
  for (let i = 1; i < ids.length; i++) if ((ids[i] as number) < (ids[i - 1] as number)) refuse('machtkampf.unsorted');
  let h = 0;
  for (let i = 0; i < cards.length; i++) {
    while (h < hand.length && hand[h] !== cards[i]) h++;
    if (h === hand.length) refuse('rule.notInHand', { card: cards[i] as FrenchCard });
    h++;
  }
  return ids;
}

function removeHeld(hand: readonly FrenchCard[], cards: readonly FrenchCard[]): FrenchCard[] {
  const rest: FrenchCard[] = [];
  let c = 0;
  for (const card of hand) {
    if (c < cards.length && card === cards[c]) c++;
    else rest.push(card);
  }
  return rest;
}

/** Why a combination may not go on the trick, as a rule code. */
function checkPlay(state: MachtkampfState, seat: Seat, ids: readonly number[], code: number): void {
  const hand = state.hands[seat] as FrenchCard[];
  const top = topOf(state);
  if (top === null) {
    if (state.aceLead && !ids.includes(ACE_OF_SPADES_ID)) refuse('machtkampf.mustContainAceOfSpades');
    if (ids.length === 1 && mustMakeItHard(state)) {
      if (hasMultiCardPlay(countCards(hand))) refuse('machtkampf.mustLeadCombination');
      if (ids[0] !== highestId(hand)) refuse('machtkampf.mustLeadHighest');
    }
    return;
  }
  const topTop: Top = { code: codeOf(top), size: top.cards.length };
  const gang = kindOfCode(code) === GANG;
  if (!gang && top.kind === 'gang') refuse('machtkampf.onlyGangBeatsGang');
  if (!gang && ids.length !== topTop.size) refuse('machtkampf.sameSize', { size: topTop.size });
  if (gang ? top.kind === 'gang' && code <= topTop.code : code <= topTop.code) refuse('machtkampf.notHigher');
  if (!gang && highestMustBePlayed(state, top) && ids[0] !== highestId(hand)) refuse('machtkampf.mustPlayHighest');
}

/** Lays a combination. Playing one's last cards ends the game, unless a lone last card went without "Letzte Karte!". */
function play(state: MachtkampfState, seat: Seat, move: { type: 'play'; cards: FrenchCard[] }): MachtkampfState {
  const hand = state.hands[seat] as FrenchCard[];
  const ids = heldIds(hand, move.cards);
  const code = classifyIds(ids, ids.length);
  if (code < 0) refuse('machtkampf.notACombination');
  checkPlay(state, seat, ids, code);

  const rest = removeHeld(hand, move.cards);
  const hands = state.hands.slice();
  hands[seat] = rest;
  let known = state.known;
  if ((known[seat] as FrenchCard[]).length > 0) {
    known = known.slice();
    known[seat] = move.cards.reduce(withoutCard, known[seat] as FrenchCard[]);
  }
  let called = state.called;
  if (callsForYou(state.options, rest.length)) {
    called = called.slice();
    called[seat] = true;
  }
  const finished = finishes(rest.length, hand.length, called[seat] === true);
  const next = copyState(state);
  next.hands = hands;
  next.trick = [...state.trick, { kind: KINDS[kindOfCode(code)] as Kind, cards: move.cards, strength: code % KIND_SHIFT, seat }];
  next.known = known;
  next.called = called;
  next.passes = 0;
  next.aceLead = false;
  next.winner = finished ? seat : null;
  next.turn = finished ? null : nextInGame(state, seat);
  next.lastAction = { seat, move };
  return rest.length === 0 && !finished ? missedCall(next, seat) : next;
}

/**
 * A last card played without the call does not finish: the player is out of this game (1 point),
 * the others play on. When only one player is left in, nobody is there to stop them finishing, so
 * they win the game at once.
 */
function missedCall(state: MachtkampfState, seat: Seat): MachtkampfState {
  const out = state.out.slice();
  out[seat] = true;
  const inGame = out.flatMap((isOut, s) => (isOut ? [] : [s]));
  if (lastOneLeftWins(inGame.length)) return { ...state, out, winner: inGame[0] as Seat, turn: null };
  const next = { ...state, out };
  return { ...next, turn: nextInGame(next, seat) };
}

/** After a missed call the others play on, unless one player is left in: nobody can stop them now. */
export function lastOneLeftWins(inGame: number): boolean {
  return inGame === 1;
}

/** Passing. When everybody still in has passed in a row after the last play, its player takes the trick and leads. */
function pass(state: MachtkampfState, seat: Seat): MachtkampfState {
  const top = topOf(state);
  if (top === null) refuse('machtkampf.mustLead');
  if (highestMustBePlayed(state, top)) refuse('machtkampf.mustPlayHighest');
  const passes = state.passes + 1;
  let inGame = 0;
  for (const isOut of state.out) if (!isOut) inGame++;
  const next = copyState(state);
  next.lastAction = { seat, move: { type: 'pass' } };
  if (!trickTaken(passes, inGame, state.out[top.seat] === true)) {
    next.passes = passes;
    next.turn = nextInGame(state, seat);
    return next;
  }
  const discard = state.discard.slice();
  for (const done of state.trick) discard.push(...done.cards);
  next.trick = [];
  next.passes = 0;
  next.discard = discard;
  next.tricks = state.tricks + 1;
  // If the trick's player is out (a missed call), the next player still in leads instead.
  next.turn = state.out[top.seat] ? nextInGame(state, top.seat) : top.seat;
  return next;
}

/** "Letzte Karte!": any player holding one card may call it at any moment, on or off turn. */
function callLastCard(state: MachtkampfState, seat: Seat): MachtkampfState {
  if (state.out[seat] || (state.hands[seat] as FrenchCard[]).length !== 1) refuse('machtkampf.notOneCard');
  if (state.called[seat]) refuse('machtkampf.alreadyCalled');
  const called = state.called.slice();
  called[seat] = true;
  return { ...state, called, lastAction: { seat, move: { type: 'callLastCard' } } };
}

/** One action during trick play: a play, a pass, or the call. */
export function act(state: MachtkampfState, seat: Seat, rawMove: unknown): MachtkampfState {
  checkSeat(state, seat);
  const move = readMove(rawMove);
  if (state.phase === 'exchange') {
    if (move.type === 'callLastCard') refuse('machtkampf.notOneCard');
    refuse(seat === state.turn ? 'machtkampf.giveBackFirst' : 'rule.notYourTurn');
  }
  if (state.phase !== 'playing' || state.winner !== null) refuse('rule.matchOver');
  switch (move.type) {
    case 'callLastCard':
      return callLastCard(state, seat);
    case 'giveBack':
      return refuse('machtkampf.noExchange');
    case 'pass':
      if (seat !== state.turn) refuse('rule.notYourTurn');
      return pass(state, seat);
    case 'play':
      if (seat !== state.turn) refuse('rule.notYourTurn');
      return play(state, seat, move);
    default: {
      const never: never = move;
      throw new Error(`unknown move ${JSON.stringify(never)}`);
    }
  }
}

export function isGameOver(state: MachtkampfState): boolean {
  return state.phase === 'playing' && state.winner !== null;
}

/** The deal passes clockwise and the direction turns round (unless always clockwise). */
export function nextGame(state: MachtkampfState): MachtkampfState {
  const game = state.game + 1;
  return { ...state, game, dealer: (state.dealer + 1) % state.options.players, direction: directionOf(state.options, game), phase: 'dealing' };
}

export function endMatch(state: MachtkampfState): MachtkampfState {
  return { ...state, turn: null, phase: 'over' };
}

// ---- The turn flow, declared once ---------------------------------------------------------------

/**
 * Deal a game; after the first, the exchange (the loser's highest card is given at once, the
 * winner gives one back); trick play until one player is left; score the game; the next game or
 * the match's end. `setup`, `apply` and the host's statechart (`machtkampfMachine`, whose
 * `roundOver` is a scored game) all come from this one declaration (engine/flow.ts).
 */
export const machtkampfFlow: PureRoundFlow<MachtkampfState, MachtkampfOptions> = {
  id: 'machtkampf',
  newMatch,
  deal: dealGame,
  opening: {
    due: (dealt) => !isFirstGame(dealt),
    begin: giveHighestCard,
    pending: (state) => state.phase === 'exchange',
    move: giveBack,
  },
  turn: act,
  roundOver: isGameOver,
  scoreRound: scoreGame,
  matchOver: isMatchOver,
  endMatch,
  nextRound: nextGame,
};

const flow = overJson(machtkampfFlow);

/** A new match, its first game dealt. */
export const setup = flowSetup(flow);

/** A move: the exchange's card given back, or a play or pass and the game's scoring and the next deal (or the match's end) it leads to. */
export const apply = flowApply(flow);

/** The statechart the host runs every match through. */
export const machtkampfMachine = flowChart(flow);
