/**
 * Machtkampf's match as one table: hands as 34 counts per seat, the plays of the game as card
 * indexes in one append-only array (the discard is every play before the trick's first, the trick
 * the rest), the rest as numbers, changed in place by the rules' steps (steps.ts). The few parts
 * that change once a game at most (the known cards, the exchange, the totals and the score sheet)
 * are the JSON state's own objects, replaced, never changed. The JSON state is its boundary:
 * `loadTable` / `saveTable`, handed on from move to move (engine/handover.ts).
 *
 * A table that keeps a journal (the playout's) can take its moves back: the trail holds an entry
 * per step that changed it (`ENTRY` numbers), and before a game's scoring the whole game as it was
 * (steps.ts `scoreGame`), with the objects those replace on `kept`.
 */
import type { FrenchCard, Seed } from '../../cards';
import { handOver } from '../../engine/handover';
import type { Seat } from '../../engine/types';
import { CARDS_IN_ORDER, DISTINCT_CARDS, cardId } from './cards';
import { KINDS, KIND_SHIFT, codeOf, kindOfCode, type Kind } from './combinations';
import { directionOf, type Exchange, type GameRecord, type MachtkampfMove, type MachtkampfOptions, type MachtkampfState, type TrickPlay } from './state';

export const DEALING = 0;
export const EXCHANGE = 1;
export const PLAYING = 2;
export const OVER = 3;
const PHASES = ['dealing', 'exchange', 'playing', 'over'] as const;

/** What the last action was, for the save: as loaded (the JSON state's own), none (a deal), a play (the trick's top), a pass, the call, a card given back. */
export const LAST_LOADED = 0;
export const LAST_NONE = 1;
export const LAST_PLAY = 2;
export const LAST_PASS = 3;
export const LAST_CALL = 4;
export const LAST_GIVE_BACK = 5;

/** The bits of `changed` past the hands' (seat s: bit s): what `saveTable` cannot share with the state before. */
export const CHANGED_TRICK = 1 << 4;
/** The trick grew by one play (and changed no other way). */
export const CHANGED_PUSH = 1 << 5;
export const CHANGED_DISCARD = 1 << 6;
export const CHANGED_CALLED = 1 << 7;
export const CHANGED_OUT = 1 << 8;
export const CHANGED_DUMMY = 1 << 9;

/** A game has 64 cards: at most 64 plays, and one more for a discard loaded as a whole. */
const MAX_PLAYS = 65;

export interface MachtkampfTable {
  options: MachtkampfOptions;
  seed: Seed;
  readonly players: number;
  /** 0-based number of the game being played (or last played). */
  game: number;
  dealer: Seat;
  clockwise: boolean;
  /** The index of the JSON phase in PHASES. */
  phase: number;
  /** -1: nobody. */
  turn: number;
  /** Per seat, how many of each distinct card (index in single-card order) it holds. */
  readonly hands: Uint8Array[];
  readonly sizes: Int32Array;
  readonly called: Uint8Array;
  readonly out: Uint8Array;
  /** The unused fourth hand with three players, as counts (all 0 otherwise). */
  readonly dummy: Uint8Array;
  /** The cards of the game's plays, each in single-card order, one after another. */
  readonly playCards: Int32Array;
  /** Where play i starts in playCards; playStart[playCount] is the end. */
  readonly playStart: Int32Array;
  readonly playSeat: Int32Array;
  /** Each play's combination code (combinations.ts); −1 for a discard loaded as a whole. */
  readonly playCombo: Int32Array;
  playCount: number;
  /** The trick's first play: the plays before it are the discard. */
  trickBase: number;
  passes: number;
  aceLead: boolean;
  tricks: number;
  /** -1 while the game runs. */
  winner: number;
  /** Cards everybody knows a seat holds (replaced when they change). */
  known: FrenchCard[][];
  exchange: Exchange | null;
  totals: number[];
  history: GameRecord[];
  /** The last action (LAST_…), its seat and (a card given back) its card. */
  last: number;
  lastSeat: number;
  lastCard: number;
  /** The loaded JSON state's last action, for LAST_LOADED. */
  loaded: MachtkampfState['lastAction'];
  /** What a step changed since the table was loaded or handed on (the CHANGED_ bits, hands by seat). */
  changed: number;
  /** The JSON state this table stands for now (`reading`), or null. */
  owner: MachtkampfState | null;
  /** Whether the steps keep the trail `undoMove` reads (the playout's tables do; the JSON path's never take a move back). */
  journal: boolean;
  trail: Int32Array;
  trailLength: number;
  /** The objects the trail's entries replaced, newest last. */
  readonly kept: unknown[];
}

/** Numbers per trail entry (steps.ts). */
export const ENTRY = 8;

function perSeat<T>(n: number, value: () => T): T[] {
  return Array.from({ length: n }, value);
}

/** An empty table for a match (no cards anywhere): a match before its first deal. */
export function blankTable(options: MachtkampfOptions, seed: Seed, journal = false): MachtkampfTable {
  const n = options.players;
  return {
    options,
    seed,
    players: n,
    game: 0,
    dealer: 0,
    clockwise: directionOf(options, 0) === 'clockwise',
    phase: DEALING,
    turn: -1,
    hands: perSeat(n, () => new Uint8Array(DISTINCT_CARDS)),
    sizes: new Int32Array(n),
    called: new Uint8Array(n),
    out: new Uint8Array(n),
    dummy: new Uint8Array(DISTINCT_CARDS),
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
    known: perSeat(n, () => []),
    exchange: null,
    totals: perSeat(n, () => 0),
    history: [],
    last: LAST_NONE,
    lastSeat: -1,
    lastCard: -1,
    loaded: null,
    changed: -1,
    owner: null,
    journal,
    trail: new Int32Array(journal ? ENTRY * 16 : 0),
    trailLength: 0,
    kept: [],
  };
}

function countInto(counts: Uint8Array, cards: readonly FrenchCard[], where: string): void {
  counts.fill(0);
  for (const card of cards) {
    const id = cardId(card);
    if (id < 0) throw new Error(`machtkampf: ${where} holds ${JSON.stringify(card)}, not a card of the game`);
    counts[id] = (counts[id] as number) + 1;
  }
}

/** Writes a JSON state into `t` (a table of its player count), with no moves to take back. */
export function loadInto(t: MachtkampfTable, s: MachtkampfState): MachtkampfTable {
  if (s.hands.length !== t.players) throw new Error(`machtkampf: a state of ${t.players} players with ${s.hands.length} hands`);
  t.options = s.options;
  t.seed = s.seed;
  t.game = s.game;
  t.dealer = s.dealer;
  t.clockwise = s.direction === 'clockwise';
  t.phase = PHASES.indexOf(s.phase);
  if (t.phase < 0) throw new Error(`machtkampf: no phase ${JSON.stringify(s.phase)}`);
  t.turn = s.turn ?? -1;
  for (let seat = 0; seat < t.players; seat++) {
    const cards = s.hands[seat] as FrenchCard[];
    countInto(t.hands[seat] as Uint8Array, cards, 'a hand');
    t.sizes[seat] = cards.length;
    t.called[seat] = s.called[seat] ? 1 : 0;
    t.out[seat] = s.out[seat] ? 1 : 0;
  }
  countInto(t.dummy, s.dummy, 'the unused hand');
  let at = 0;
  t.playCount = 0;
  if (s.discard.length > 0) {
    for (const card of s.discard) t.playCards[at++] = cardId(card);
    t.playSeat[0] = -1;
    t.playCombo[0] = -1;
    t.playCount = 1;
  }
  t.playStart[t.playCount] = at;
  t.trickBase = t.playCount;
  for (const play of s.trick) {
    for (const card of play.cards) t.playCards[at++] = cardId(card);
    t.playSeat[t.playCount] = play.seat;
    t.playCombo[t.playCount] = codeOf(play);
    t.playStart[++t.playCount] = at;
  }
  t.passes = s.passes;
  t.aceLead = s.aceLead;
  t.tricks = s.tricks;
  t.winner = s.winner ?? -1;
  t.known = s.known;
  t.exchange = s.exchange;
  t.totals = s.totals;
  t.history = s.history;
  t.last = LAST_LOADED;
  t.lastSeat = -1;
  t.lastCard = -1;
  t.loaded = s.lastAction;
  return unjournalled(t);
}

/** A table just written: it stands for no JSON state yet, every part counts as changed, and it has no moves to take back. */
function unjournalled(t: MachtkampfTable): MachtkampfTable {
  t.changed = -1;
  t.owner = null;
  t.trailLength = 0;
  t.kept.length = 0;
  return t;
}

/** The table a JSON state stands for. */
export function loadTable(state: MachtkampfState, journal = false): MachtkampfTable {
  return loadInto(blankTable(state.options, state.seed, journal), state);
}

/** Writes `src` into `dst` (a table of the same player count); `dst` keeps its journal setting and no moves to take back. */
export function copyTable(src: MachtkampfTable, dst: MachtkampfTable): MachtkampfTable {
  dst.options = src.options;
  dst.seed = src.seed;
  dst.game = src.game;
  dst.dealer = src.dealer;
  dst.clockwise = src.clockwise;
  dst.phase = src.phase;
  dst.turn = src.turn;
  for (let seat = 0; seat < src.players; seat++) (dst.hands[seat] as Uint8Array).set(src.hands[seat] as Uint8Array);
  dst.sizes.set(src.sizes);
  dst.called.set(src.called);
  dst.out.set(src.out);
  dst.dummy.set(src.dummy);
  const end = src.playStart[src.playCount] as number;
  dst.playCards.set(src.playCards.subarray(0, end));
  dst.playStart.set(src.playStart.subarray(0, src.playCount + 1));
  dst.playSeat.set(src.playSeat.subarray(0, src.playCount));
  dst.playCombo.set(src.playCombo.subarray(0, src.playCount));
  dst.playCount = src.playCount;
  dst.trickBase = src.trickBase;
  dst.passes = src.passes;
  dst.aceLead = src.aceLead;
  dst.tricks = src.tricks;
  dst.winner = src.winner;
  dst.known = src.known;
  dst.exchange = src.exchange;
  dst.totals = src.totals;
  dst.history = src.history;
  dst.last = src.last;
  dst.lastSeat = src.lastSeat;
  dst.lastCard = src.lastCard;
  dst.loaded = src.loaded;
  // A copy starts its own history: it cannot take back what its original did.
  return unjournalled(dst);
}

// ---- Reading the table as JSON ------------------------------------------------------------------

function cardsOf(t: MachtkampfTable, from: number, to: number): FrenchCard[] {
  const cards = new Array<FrenchCard>(to - from);
  for (let i = from; i < to; i++) cards[i - from] = CARDS_IN_ORDER[t.playCards[i] as number] as FrenchCard;
  return cards;
}

/** The cards of counts per card index, in single-card order. */
export function handOf(hand: ArrayLike<number>): FrenchCard[] {
  const cards: FrenchCard[] = [];
  for (let id = 0; id < DISTINCT_CARDS; id++) for (let k = hand[id] as number; k > 0; k--) cards.push(CARDS_IN_ORDER[id] as FrenchCard);
  return cards;
}

export function handCards(t: MachtkampfTable, seat: Seat): FrenchCard[] {
  return handOf(t.hands[seat] as Uint8Array);
}

function trickPlay(t: MachtkampfTable, i: number, cards: FrenchCard[]): TrickPlay {
  const combo = t.playCombo[i] as number;
  return { kind: KINDS[kindOfCode(combo)] as Kind, cards, strength: combo % KIND_SHIFT, seat: t.playSeat[i] as number };
}

function playCardsAt(t: MachtkampfTable, i: number): FrenchCard[] {
  return cardsOf(t, t.playStart[i] as number, t.playStart[i + 1] as number);
}

/** The trick's last play, or null when a lead is due. */
export function topPlay(t: MachtkampfTable): TrickPlay | null {
  const i = t.playCount - 1;
  return i >= t.trickBase ? trickPlay(t, i, playCardsAt(t, i)) : null;
}

export function phaseOf(t: MachtkampfTable): MachtkampfState['phase'] {
  return PHASES[t.phase] as MachtkampfState['phase'];
}

function flags(values: ArrayLike<number>): boolean[] {
  const out = new Array<boolean>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] === 1;
  return out;
}

function lastAction(t: MachtkampfTable, top: TrickPlay | null): MachtkampfState['lastAction'] {
  switch (t.last) {
    case LAST_PLAY:
      return { seat: t.lastSeat, move: { type: 'play', cards: (top as TrickPlay).cards } };
    case LAST_PASS:
      return { seat: t.lastSeat, move: { type: 'pass' } };
    case LAST_CALL:
      return { seat: t.lastSeat, move: { type: 'callLastCard' } };
    case LAST_GIVE_BACK:
      return { seat: t.lastSeat, move: { type: 'giveBack', card: CARDS_IN_ORDER[t.lastCard] as FrenchCard } as MachtkampfMove };
    case LAST_NONE:
      return null;
    default:
      return t.loaded;
  }
}

/**
 * The JSON state a table stands for. `before`, the state the table was loaded or handed on from,
 * lends every part no step has changed since (the CHANGED_ bits).
 */
export function saveTable(t: MachtkampfTable, before: MachtkampfState | null = null): MachtkampfState {
  const n = t.players;
  const changed = before === null ? -1 : t.changed;
  const was = before as MachtkampfState;
  const hands = new Array<FrenchCard[]>(n);
  for (let seat = 0; seat < n; seat++) hands[seat] = changed & (1 << seat) ? handOf(t.hands[seat] as Uint8Array) : (was.hands[seat] as FrenchCard[]);
  let trick: TrickPlay[];
  let top: TrickPlay | null;
  if (changed & CHANGED_TRICK) {
    trick = [];
    for (let i = t.trickBase; i < t.playCount; i++) trick.push(trickPlay(t, i, playCardsAt(t, i)));
    top = trick[trick.length - 1] ?? null;
  } else if (changed & CHANGED_PUSH) {
    top = trickPlay(t, t.playCount - 1, playCardsAt(t, t.playCount - 1));
    trick = [...was.trick, top];
  } else {
    trick = was.trick;
    top = trick[trick.length - 1] ?? null;
  }
  return {
    options: t.options,
    seed: t.seed,
    game: t.game,
    dealer: t.dealer,
    direction: t.clockwise ? 'clockwise' : 'counterClockwise',
    phase: PHASES[t.phase] as MachtkampfState['phase'],
    turn: t.turn < 0 ? null : t.turn,
    hands,
    dummy: changed & CHANGED_DUMMY ? (n === 3 ? handOf(t.dummy) : []) : was.dummy,
    trick,
    passes: t.passes,
    aceLead: t.aceLead,
    called: changed & CHANGED_CALLED ? flags(t.called) : was.called,
    out: changed & CHANGED_OUT ? flags(t.out) : was.out,
    discard: changed & CHANGED_DISCARD ? cardsOf(t, 0, t.playStart[t.trickBase] as number) : was.discard,
    tricks: t.tricks,
    winner: t.winner < 0 ? null : t.winner,
    known: t.known,
    exchange: t.exchange,
    totals: t.totals,
    history: t.history,
    lastAction: lastAction(t, top),
  };
}

/** The table is handed on from move to move (engine/handover.ts). */
export const boundary = handOver<MachtkampfState, MachtkampfTable>('machtkampf', (state) => loadTable(state), saveTable);
export const { reading, changing, saved } = boundary;
