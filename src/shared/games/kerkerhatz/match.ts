/**
 * The match in typed arrays: the one state the rules change (steps.ts). Numbers sit in a Float64Array
 * (times may be any host milliseconds), card lists in a Uint8Array, so a copy or an undo snapshot is
 * two `set` calls. `load` and `save` convert from and to the JSON state of state.ts, which the host,
 * saves and views keep; the JSON rules (rules.ts) are load → steps → save.
 *
 * Cards are their index in the French deck with jokers (suit by suit, A to K, then X1, X2); hero
 * cards and dungeon cards share those numbers, as they share their names. Draw piles and the
 * dungeon are stored bottom first, so their top card is the last and drawing is a pop.
 */
import { SUITS, frenchDeck, type FrenchCard, type Seed, type Suit } from '../../cards';
import type { Seat } from '../../engine/types';
import { levelOf } from './campaign';
import {
  HEROES,
  handSizeOf,
  type Clock,
  type ClockStatus,
  type Encounter,
  type EncounterKind,
  type Hero,
  type KerkerhatzOptions,
  type KerkerhatzState,
  type LossCause,
  type Need,
  type Phase,
  type Played,
  type Tally,
} from './state';

export const CARDS: readonly FrenchCard[] = frenchDeck({ jokers: true });
const IDS = new Map<string, number>(CARDS.map((card, id) => [card, id]));

export function cardId(card: FrenchCard): number {
  const id = IDS.get(card);
  if (id === undefined) throw new Error(`kerkerhatz: no card ${card}`);
  return id;
}

export const PHASES: readonly Phase[] = ['heroes', 'reveal', 'fight', 'window', 'collapse', 'won', 'lost'];
export const KINDS: readonly EncounterKind[] = ['door', 'miniBoss', 'event', 'pit', 'boss'];
const STATUSES: readonly ClockStatus[] = ['idle', 'running', 'paused', 'expired', 'stopped'];
export const CAUSES: readonly LossCause[] = ['time', 'noCards', 'stuck', 'gaveUp'];

export const HEROES_PHASE = 0;
export const REVEAL = 1;
export const FIGHT = 2;
export const WINDOW = 3;
export const COLLAPSE = 4;
export const WON = 5;
export const LOST = 6;

export const DOOR = 0;
export const MINI_BOSS = 1;
export const EVENT = 2;
export const PIT = 3;
export const BOSS_KIND = 4;

export const IDLE = 0;
export const RUNNING = 1;
export const PAUSED = 2;
export const EXPIRED = 3;
export const STOPPED = 4;

export const TIME = 0;
export const NO_CARDS = 1;
export const STUCK = 2;
export const GAVE_UP = 3;

export const FIGHTER = 0;
export const SCOUT = 1;
export const HEALER = 2;
export const TIME_KEEPER = 3;

/** "Nothing" in a number slot: no card in the middle, no hero yet, no timer, no limit, no cause. */
export const NONE = -1;

// The number slots.
export const PHASE = 0;
export const NOW = 1;
export const CLOCK = 2;
export const ELAPSED = 3;
export const LIMIT = 4;
export const REVEAL_AT = 5;
export const WINDOW_ENDS = 6;
export const BOSS = 7;
export const BOSS_REVEALED = 8;
export const CURRENT = 9;
export const KIND = 10;
/** What the current card still needs: five slots, C D H S (the order of SUITS), then any. */
export const NEED = 11;
export const ANY = NEED + 4;
export const DARK = 16;
export const CAUSE = 17;
export const HERO = 18;
export const VOTE = 22;
export const T_PLAYED = 26;
export const T_WASTED = 27;
export const T_JACK_DOORS = 28;
/** Four slots, in the order of HEROES. */
export const T_POWERS = 29;
export const T_DOOR_POWERS = 33;
export const T_CANCELLED = 34;
export const T_HAPPENED = 35;
export const T_DEFEATED = 36;
const NUMBERS = 37;

// The card lists: a length, then the cards.
export const HAND = 0;
export const PILE = 4;
export const DISCARDS = 8;
export const SPENT = 12;
export const BEATEN = 13;
export const DUNGEON = 14;
export const PENDING = 15;
/** The cards played onto the current card, with their seats and the suits they count as. */
export const PLAYED_CARD = 16;
export const PLAYED_SEAT = 17;
export const PLAYED_SUIT = 18;
const LISTS = 19;
/** 54 hero cards at most in one list, and its length. */
export const CAP = 56;

/** What a match's options fix, worked out once. */
export interface Fixed {
  readonly options: KerkerhatzOptions;
  readonly seed: Seed;
  readonly players: number;
  readonly handSize: number;
  readonly bossPerSuit: number;
  readonly windowMs: number;
  readonly manualFlip: boolean;
  readonly beginnerClock: boolean;
}

export interface Match {
  fixed: Fixed;
  readonly n: Float64Array;
  readonly c: Uint8Array;
  /**
   * The undo journal: every write since the oldest apply or advance not yet undone, as pairs of
   * slot (numbers; cards as CARD_KEY + index) and the value it overwrote, in log[0 … logLength).
   * Nothing is written down while no apply is open (`load`, the JSON rules). See `journal`.
   */
  log: Float64Array;
  logLength: number;
  /** Where each apply or advance not yet undone began in `log`, newest last. */
  readonly marks: number[];
}

// ---- Writing, with the journal -----------------------------------------------------------------

const CARD_KEY = 1 << 16;

/** The journal of a match that has journalled nothing yet (shared: it is never written, only replaced). */
const NO_LOG = new Float64Array(0);

/** A first journal holds a whole match of random play (about 1,400 numbers), so one seldom grows. */
const FIRST_LOG = 2048;
/** First journals carved from one buffer, as the matches are (`emptyMatch`): each new ArrayBuffer costs. */
const LOG_SLAB = 32;
let logSlab = new ArrayBuffer(0);
let logsCarved = LOG_SLAB;

function firstLog(): Float64Array {
  if (logsCarved === LOG_SLAB) {
    logSlab = new ArrayBuffer(LOG_SLAB * FIRST_LOG * 8);
    logsCarved = 0;
  }
  return new Float64Array(logSlab, logsCarved++ * FIRST_LOG * 8, FIRST_LOG);
}

/**
 * Writes down that `slot` held `old`. The journal is a typed array grown by hand, its first one
 * carved from a shared buffer: pushing each pair onto a plain array took a tenth of a random
 * playout's time, a fresh typed array per match as much, a plain one grown by hand little less.
 */
function journal(m: Match, slot: number, old: number): void {
  const at = m.logLength;
  if (at + 2 > m.log.length) {
    const larger = at === 0 ? firstLog() : new Float64Array(4 * m.log.length);
    larger.set(m.log.subarray(0, at));
    m.log = larger;
  }
  m.log[at] = slot;
  m.log[at + 1] = old;
  m.logLength = at + 2;
}

/** Sets a number slot (every change of `n` after `load` goes through here, for `undo`). */
export function put(m: Match, slot: number, value: number): void {
  const old = m.n[slot] as number;
  if (old === value) return;
  if (m.marks.length !== 0) journal(m, slot, old);
  m.n[slot] = value;
}

export function bump(m: Match, slot: number): void {
  put(m, slot, (m.n[slot] as number) + 1);
}

function putCard(m: Match, index: number, value: number): void {
  const old = m.c[index] as number;
  if (old === value) return;
  if (m.marks.length !== 0) journal(m, CARD_KEY + index, old);
  m.c[index] = value;
}

// ---- Lists ---------------------------------------------------------------------------------------

export function size(m: Match, list: number): number {
  return m.c[list * CAP] as number;
}

export function item(m: Match, list: number, i: number): number {
  return m.c[list * CAP + 1 + i] as number;
}

export function push(m: Match, list: number, card: number): void {
  const base = list * CAP;
  const length = m.c[base] as number;
  putCard(m, base + 1 + length, card);
  putCard(m, base, length + 1);
}

export function pop(m: Match, list: number): number {
  const base = list * CAP;
  const length = (m.c[base] as number) - 1;
  putCard(m, base, length);
  return m.c[base + 1 + length] as number;
}

export function clear(m: Match, list: number): void {
  if (m.c[list * CAP] !== 0) putCard(m, list * CAP, 0);
}

/** Makes list `to` hold the cards of `from` (a copy taken before, CAP bytes a list). */
export function replace(m: Match, list: number, from: Uint8Array, at: number): void {
  const base = list * CAP;
  const length = from[at] as number;
  for (let i = 0; i <= length; i++) putCard(m, base + i, from[at + i] as number);
}

export function indexIn(m: Match, list: number, card: number): number {
  const base = list * CAP;
  const length = m.c[base] as number;
  for (let i = 0; i < length; i++) if (m.c[base + 1 + i] === card) return i;
  return -1;
}

/** Takes a card out of a list, keeping the order of the rest. */
export function remove(m: Match, list: number, card: number): void {
  const i = indexIn(m, list, card);
  if (i < 0) return;
  const base = list * CAP;
  const length = m.c[base] as number;
  for (let j = base + 1 + i; j < base + length; j++) putCard(m, j, m.c[j + 1] as number);
  putCard(m, base, length - 1);
}

// ---- Loading and saving --------------------------------------------------------------------------

function orNone(value: number | null): number {
  return value === null ? NONE : value;
}

function orNull(value: number): number | null {
  return value === NONE ? null : value;
}

/** Writes a list of a fresh match (nothing to journal yet). */
function fill(m: Match, list: number, cards: readonly FrenchCard[], topLast = false): void {
  const length = cards.length;
  if (length >= CAP) throw new Error(`kerkerhatz: a list of ${length} cards does not fit`);
  const base = list * CAP;
  m.c[base] = length;
  for (let i = 0; i < length; i++) m.c[base + 1 + i] = cardId(cards[topLast ? length - 1 - i : i] as FrenchCard);
}

function cardsOf(m: Match, list: number, topLast = false): FrenchCard[] {
  const length = size(m, list);
  const out: FrenchCard[] = new Array<FrenchCard>(length);
  for (let i = 0; i < length; i++) out[topLast ? length - 1 - i : i] = CARDS[item(m, list, i)] as FrenchCard;
  return out;
}

function fixedOf(options: KerkerhatzOptions, seed: Seed): Fixed {
  return {
    options,
    seed,
    players: options.players,
    handSize: handSizeOf(options),
    bossPerSuit: levelOf(options, options.level).bossPerSuit,
    windowMs: options.eventWindowMs,
    manualFlip: options.manualFlip,
    beginnerClock: options.beginnerClock,
  };
}

const BYTES = NUMBERS * 8 + LISTS * CAP;
/** Matches carved from one buffer: a fresh backing store is what costs (the JSON rules make one a move), not a view on it. */
const SLAB = 64;
let slab = new ArrayBuffer(0);
let carved = SLAB;

function emptyMatch(fixed: Fixed): Match {
  if (carved === SLAB) {
    slab = new ArrayBuffer(SLAB * BYTES);
    carved = 0;
  }
  const at = carved++ * BYTES;
  return {
    fixed,
    n: new Float64Array(slab, at, NUMBERS),
    c: new Uint8Array(slab, at + NUMBERS * 8, LISTS * CAP),
    log: NO_LOG,
    logLength: 0,
    marks: [],
  };
}

export function load(state: KerkerhatzState): Match {
  const m = emptyMatch(fixedOf(state.options, state.seed));
  const { n } = m;
  n[PHASE] = PHASES.indexOf(state.phase);
  n[NOW] = state.now;
  n[CLOCK] = STATUSES.indexOf(state.clock.status);
  n[ELAPSED] = state.clock.elapsed;
  n[LIMIT] = orNone(state.clock.limit);
  n[REVEAL_AT] = orNone(state.revealAt);
  n[WINDOW_ENDS] = orNone(state.windowEndsAt);
  n[BOSS] = cardId(state.boss);
  n[BOSS_REVEALED] = state.bossRevealed ? 1 : 0;
  n[DARK] = state.dark ? 1 : 0;
  n[CAUSE] = state.cause === null ? NONE : CAUSES.indexOf(state.cause);
  for (let seat = 0; seat < m.fixed.players; seat++) {
    const hero = state.heroes[seat] ?? null;
    n[HERO + seat] = hero === null ? NONE : HEROES.indexOf(hero);
    n[VOTE + seat] = state.giveUpVotes[seat] ? 1 : 0;
    fill(m, HAND + seat, state.hands[seat] as FrenchCard[]);
    fill(m, PILE + seat, state.piles[seat] as FrenchCard[], true);
    fill(m, DISCARDS + seat, state.discards[seat] as FrenchCard[]);
  }
  fill(m, SPENT, state.spent);
  fill(m, BEATEN, state.beaten);
  fill(m, DUNGEON, state.dungeon, true);
  for (const seat of state.collapsePending) push(m, PENDING, seat);
  const current = state.current;
  n[CURRENT] = current === null ? NONE : cardId(current.card);
  if (current !== null) {
    n[KIND] = KINDS.indexOf(current.kind);
    SUITS.forEach((suit, i) => (n[NEED + i] = current.remaining[suit]));
    n[ANY] = current.remaining.any;
    for (const played of current.played) {
      push(m, PLAYED_CARD, cardId(played.card));
      push(m, PLAYED_SEAT, played.seat);
      push(m, PLAYED_SUIT, SUITS.indexOf(played.suit));
    }
  }
  const { tally } = state;
  n[T_PLAYED] = tally.played;
  n[T_WASTED] = tally.wasted;
  n[T_JACK_DOORS] = tally.jackDoors;
  HEROES.forEach((hero, i) => (n[T_POWERS + i] = tally.powers[hero]));
  n[T_DOOR_POWERS] = tally.doorPowers;
  n[T_CANCELLED] = tally.cancelled;
  n[T_HAPPENED] = tally.happened;
  n[T_DEFEATED] = tally.defeated;
  return m;
}

/** The cards played onto the current card; the ones `before` already listed are its own objects (the list only grows while the card stays). */
function playedOf(m: Match, before: readonly Played[] | null): Played[] {
  const count = size(m, PLAYED_CARD);
  const played = new Array<Played>(count);
  const kept = before === null ? 0 : Math.min(before.length, count);
  let i = 0;
  for (; i < kept; i++) {
    const old = (before as readonly Played[])[i] as Played;
    if (old.seat !== item(m, PLAYED_SEAT, i) || old.card !== CARDS[item(m, PLAYED_CARD, i)] || old.suit !== SUITS[item(m, PLAYED_SUIT, i)]) break;
    played[i] = old;
  }
  for (; i < count; i++)
    played[i] = { seat: item(m, PLAYED_SEAT, i), card: CARDS[item(m, PLAYED_CARD, i)] as FrenchCard, suit: SUITS[item(m, PLAYED_SUIT, i)] as Suit };
  return played;
}

function sameList(a: Match, b: Match, list: number): boolean {
  const base = list * CAP;
  const length = a.c[base] as number;
  if (b.c[base] !== length) return false;
  for (let i = 1; i <= length; i++) if (a.c[base + i] !== b.c[base + i]) return false;
  return true;
}

function sameNumbers(a: Match, b: Match, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (a.n[i] !== b.n[i]) return false;
  return true;
}

/** The encounter in the middle; given the one before (`was`, with its match), it keeps what did not change. */
function encounterOf(m: Match, was: KerkerhatzState | undefined, wasM: Match | undefined): Encounter | null {
  const { n } = m;
  if (n[CURRENT] === NONE) return null;
  const before = was && wasM && n[CURRENT] === wasM.n[CURRENT] ? was.current : null;
  if (
    before &&
    wasM &&
    sameNumbers(m, wasM, KIND, NEED + 5) &&
    sameList(m, wasM, PLAYED_CARD) &&
    sameList(m, wasM, PLAYED_SEAT) &&
    sameList(m, wasM, PLAYED_SUIT)
  )
    return before;
  const remaining: Need =
    before && wasM && sameNumbers(m, wasM, NEED, NEED + 5)
      ? before.remaining
      : { C: n[NEED] as number, D: n[NEED + 1] as number, H: n[NEED + 2] as number, S: n[NEED + 3] as number, any: n[ANY] as number };
  return {
    card: CARDS[n[CURRENT] as number] as FrenchCard,
    kind: KINDS[n[KIND] as number] as EncounterKind,
    remaining,
    played: playedOf(m, before ? before.played : null),
  };
}

/** A list as the state keeps it; the one `before` kept when the match's list did not change. */
function listOf(m: Match, list: number, topLast: boolean, wasM: Match | undefined, before: FrenchCard[] | undefined): FrenchCard[] {
  return wasM && before && sameList(m, wasM, list) ? before : cardsOf(m, list, topLast);
}

/** One list per seat; the array of `before` when no seat's changed, else its unchanged lists in a new array. */
function perSeat(m: Match, first: number, topLast: boolean, wasM: Match | undefined, before: FrenchCard[][] | undefined): FrenchCard[][] {
  const players = m.fixed.players;
  let seat = 0;
  if (wasM && before) while (seat < players && sameList(m, wasM, first + seat)) seat++;
  if (seat === players && before) return before;
  const lists = new Array<FrenchCard[]>(players);
  for (let s = 0; s < seat; s++) lists[s] = (before as FrenchCard[][])[s] as FrenchCard[];
  for (let s = seat; s < players; s++) lists[s] = listOf(m, first + s, topLast, wasM, before?.[s]);
  return lists;
}

function heroesOf(m: Match): (Hero | null)[] {
  const heroes = new Array<Hero | null>(m.fixed.players);
  for (let seat = 0; seat < heroes.length; seat++) {
    const hero = m.n[HERO + seat] as number;
    heroes[seat] = hero === NONE ? null : (HEROES[hero] as Hero);
  }
  return heroes;
}

function votesOf(m: Match): boolean[] {
  const votes = new Array<boolean>(m.fixed.players);
  for (let seat = 0; seat < votes.length; seat++) votes[seat] = m.n[VOTE + seat] === 1;
  return votes;
}

function pendingOf(m: Match): Seat[] {
  const pending = new Array<Seat>(size(m, PENDING));
  for (let i = 0; i < pending.length; i++) pending[i] = item(m, PENDING, i);
  return pending;
}

function tallyOf(n: Float64Array): Tally {
  return {
    played: n[T_PLAYED] as number,
    wasted: n[T_WASTED] as number,
    jackDoors: n[T_JACK_DOORS] as number,
    powers: { fighter: n[T_POWERS] as number, scout: n[T_POWERS + 1] as number, healer: n[T_POWERS + 2] as number, timeKeeper: n[T_POWERS + 3] as number },
    doorPowers: n[T_DOOR_POWERS] as number,
    cancelled: n[T_CANCELLED] as number,
    happened: n[T_HAPPENED] as number,
    defeated: n[T_DEFEATED] as number,
  };
}

/**
 * The JSON state the match stands for. Given the state it was before (`was`, and the match that
 * stands for it), the new state shares every part that did not change with it, as the JSON rules
 * always shared them: the JSON rules save once a move, so what `save` does not build is garbage the
 * collector never has to sweep.
 */
export function save(m: Match, was?: KerkerhatzState, wasM?: Match): KerkerhatzState {
  const { n } = m;
  const players = m.fixed.players;
  const cause = n[CAUSE] as number;
  const then = wasM && was;
  const limit = orNull(n[LIMIT] as number);
  const clock: Clock =
    then && sameNumbers(m, wasM, CLOCK, LIMIT + 1) ? was.clock : { status: STATUSES[n[CLOCK] as number] as ClockStatus, elapsed: n[ELAPSED] as number, limit };
  return {
    options: m.fixed.options,
    seed: m.fixed.seed,
    phase: PHASES[n[PHASE] as number] as Phase,
    now: n[NOW] as number,
    clock,
    revealAt: orNull(n[REVEAL_AT] as number),
    windowEndsAt: orNull(n[WINDOW_ENDS] as number),
    heroes: then && sameNumbers(m, wasM, HERO, HERO + players) ? was.heroes : heroesOf(m),
    hands: perSeat(m, HAND, false, wasM, was?.hands),
    piles: perSeat(m, PILE, true, wasM, was?.piles),
    discards: perSeat(m, DISCARDS, false, wasM, was?.discards),
    dungeon: listOf(m, DUNGEON, true, wasM, was?.dungeon),
    boss: CARDS[n[BOSS] as number] as FrenchCard,
    bossRevealed: n[BOSS_REVEALED] === 1,
    current: encounterOf(m, was, wasM),
    beaten: listOf(m, BEATEN, false, wasM, was?.beaten),
    spent: listOf(m, SPENT, false, wasM, was?.spent),
    dark: n[DARK] === 1,
    collapsePending: then && sameList(m, wasM, PENDING) ? was.collapsePending : pendingOf(m),
    giveUpVotes: then && sameNumbers(m, wasM, VOTE, VOTE + players) ? was.giveUpVotes : votesOf(m),
    cause: cause === NONE ? null : (CAUSES[cause] as LossCause),
    tally: then && sameNumbers(m, wasM, T_PLAYED, T_DEFEATED + 1) ? was.tally : tallyOf(n),
  };
}

// ---- The JSON rules' matches -------------------------------------------------------------------

/**
 * The match each JSON state stands for, once it has been built (JSON states are never changed in
 * place): asking a state for its moves, its seats to act, its deadline and then applying a move
 * converts it once, not at every question.
 *
 * It is kept on the state itself, under a symbol and not enumerable (JSON, structured clones,
 * spreads and equality checks do not see it), so it dies with the state. In a WeakMap it did not:
 * V8's young-generation collector keeps a WeakMap's values alive whatever becomes of their keys,
 * so every match built since the last collection was copied by it (about 300 KB a collection in
 * the Lab, where states live for a move), work done on the collector's helper threads.
 */
const MATCH: unique symbol = Symbol('kerkerhatz match');

type Holding = KerkerhatzState & { readonly [MATCH]?: Match };

function keep(state: KerkerhatzState, m: Match): void {
  // A frozen state (nobody freezes them, but a caller may) is converted at every question instead.
  if (Object.isExtensible(state)) Object.defineProperty(state, MATCH, { value: m });
}

/** The match a JSON state stands for, to read and never to change. */
export function reading(state: KerkerhatzState): Match {
  let m = (state as Holding)[MATCH];
  if (!m) {
    m = load(state);
    keep(state, m);
  }
  return m;
}

/** A match of its own to change, standing for a JSON state. */
export function changing(state: KerkerhatzState): Match {
  return copyMatch(reading(state));
}

/** The JSON state a match changed from `before` now stands for; the match is kept for it and must not change any more. */
export function saved(m: Match, before: KerkerhatzState): KerkerhatzState {
  const state = save(m, before, reading(before));
  keep(state, m);
  return state;
}

/** A copy of the match now (without its undo history), into `into` when given. */
export function copyMatch(m: Match, into?: Match): Match {
  const out = into ?? emptyMatch(m.fixed);
  out.fixed = m.fixed;
  out.n.set(m.n);
  out.c.set(m.c);
  out.logLength = 0;
  out.marks.length = 0;
  return out;
}

/** Opens an apply or advance: its writes are journalled until it is undone. */
export function remember(m: Match): void {
  m.marks.push(m.logLength);
}

/** Takes back the newest apply or advance not yet undone, write by write. */
export function undo(m: Match): void {
  const mark = m.marks.pop();
  if (mark === undefined) throw new Error('kerkerhatz: nothing to undo');
  const { log, n, c } = m;
  let at = m.logLength;
  while (at > mark) {
    const old = log[--at] as number;
    const slot = log[--at] as number;
    if (slot >= CARD_KEY) c[slot - CARD_KEY] = old;
    else n[slot] = old;
  }
  m.logLength = at;
}
