/**
 * Kerkerhatz — the rules as pure functions over plain data: which moves are legal, and what a move
 * does. Sections follow ../../../../../shared/spec/rules/kerkerhatz.md. There are no turns: every
 * player may act at any moment, and the host orders the actions by arrival and stamps their time.
 *
 * Where the spec leaves a gap, the engine reads it so:
 * - Only a queen may be played onto an event, and only while its window is open; the window runs in
 *   real time, also while the time keeper has stopped the clock.
 * - Einsturz is dealt with first: until everyone owing discards has made them, no card is played (the
 *   event is no target). Powers may still be used ("at any time"): whoever a power leaves with fewer
 *   than two cards discards them all and owes nothing more.
 * - After Durcheinander, whoever now holds fewer than hand size draws up (passing a hand gives cards away).
 * - Finsternis lifts when the next card that needs cards is defeated; an event going away does not lift it.
 * - A joker always names its suit, even on the pit where any suit counts.
 * - The beginner clock's free pause exists only while the clock runs (and needs no cards in hand). With
 *   both clock variants the fuse shortens the beginner clock to 5:00, and the pause stays free.
 * - A card played onto the dungeon means the team plays on: every vote to give up lapses.
 */
import { SUITS, cardInfo, isCard, type FrenchCard, type Suit } from '../../cards';
import { refuse } from '../../engine/errors';
import type { MatchResult, Seat } from '../../engine/types';
import { isJoker } from './cards';
import { advance, remainingMs } from './clock';
import { canCycle, chooseHero, collapseDiscard, hasFreePause, isQueen, playCard, revealCard, settle, usePower, voteGiveUp } from './steps';
import { COLLAPSE_DISCARDS, HEROES, POWER_COST, isOver, type Hero, type KerkerhatzMove, type KerkerhatzState, type Phase } from './state';

// ---- Reading a move ----------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasExactly(record: Record<string, unknown>, keys: readonly string[]): boolean {
  const present = Object.keys(record);
  return present.length === keys.length && present.every((k) => keys.includes(k));
}

function isHeroCard(value: unknown): value is FrenchCard {
  return typeof value === 'string' && isCard(value) && cardInfo(value).deck === 'french';
}

function cardList(value: unknown): FrenchCard[] | null {
  if (!Array.isArray(value) || !value.every(isHeroCard)) return null;
  return new Set(value).size === value.length ? (value as FrenchCard[]) : null;
}

/** Checks the shape of a move (not yet whether it is allowed now). */
export function readMove(raw: unknown): KerkerhatzMove {
  if (!isRecord(raw)) refuse('rule.badMove');
  switch (raw.type) {
    case 'hero':
      if (!hasExactly(raw, ['type', 'hero']) || !(HEROES as readonly unknown[]).includes(raw.hero)) refuse('rule.badMove');
      return { type: 'hero', hero: raw.hero as Hero };
    case 'play': {
      const joker = isHeroCard(raw.card) && isJoker(raw.card);
      if (!hasExactly(raw, joker ? ['type', 'card', 'target', 'suit'] : ['type', 'card', 'target'])) {
        refuse(joker && !('suit' in raw) ? 'kerkerhatz.jokerNeedsSuit' : 'rule.badMove');
      }
      if (!isHeroCard(raw.card) || !isHeroCard(raw.target)) refuse('rule.badMove');
      if (!joker) return { type: 'play', card: raw.card, target: raw.target };
      if (!(SUITS as readonly unknown[]).includes(raw.suit)) refuse('kerkerhatz.jokerNeedsSuit');
      return { type: 'play', card: raw.card, target: raw.target, suit: raw.suit as Suit };
    }
    case 'power': {
      const withMate = 'teammate' in raw;
      if (!hasExactly(raw, withMate ? ['type', 'discard', 'teammate'] : ['type', 'discard'])) refuse('rule.badMove');
      const discard = cardList(raw.discard);
      if (!discard) refuse('rule.badMove');
      if (!withMate) return { type: 'power', discard };
      if (typeof raw.teammate !== 'number' || !Number.isInteger(raw.teammate)) refuse('rule.badMove');
      return { type: 'power', discard, teammate: raw.teammate };
    }
    case 'discard': {
      const cards = cardList(raw.cards);
      if (!hasExactly(raw, ['type', 'cards']) || !cards) refuse('rule.badMove');
      return { type: 'discard', cards };
    }
    case 'flip':
    case 'giveUp':
      if (!hasExactly(raw, ['type'])) refuse('rule.badMove');
      return { type: raw.type };
    default:
      refuse('rule.badMove');
  }
}

// ---- Whether a move is allowed now -------------------------------------------------------------

function holds(state: KerkerhatzState, seat: Seat, cards: readonly FrenchCard[]): void {
  const hand = state.hands[seat] as FrenchCard[];
  for (const card of cards) if (!hand.includes(card)) refuse('rule.notInHand', { card });
}

function checkPlay(state: KerkerhatzState, seat: Seat, card: FrenchCard, target: FrenchCard): void {
  holds(state, seat, [card]);
  const current = state.current;
  if (current === null || current.card !== target || (state.phase !== 'fight' && state.phase !== 'window')) {
    refuse('kerkerhatz.staleTarget', { target });
  }
  if (state.phase === 'window' && !isQueen(card)) refuse('kerkerhatz.onlyQueenOnEvent', { card });
}

/** A power may be used at any time once the dungeon runs, Einsturz included. */
const POWER_PHASES: readonly Phase[] = ['reveal', 'fight', 'window', 'collapse'];

function checkPower(state: KerkerhatzState, seat: Seat, discard: readonly FrenchCard[], teammate: Seat | undefined): void {
  const hero = state.heroes[seat] as Hero;
  if (!POWER_PHASES.includes(state.phase)) refuse('kerkerhatz.notNow');
  const free = hasFreePause(state.options, hero);
  if (free && discard.length === 0) {
    if (state.clock.status !== 'running') refuse('kerkerhatz.clockNotRunning');
  } else if (discard.length !== POWER_COST) {
    refuse(free ? 'kerkerhatz.freeOrPaidPause' : 'kerkerhatz.powerCost', { cost: POWER_COST });
  }
  holds(state, seat, discard);
  if (hero === 'healer') {
    if (teammate === undefined) refuse('kerkerhatz.healerNeedsTeammate');
    if (teammate === seat || teammate < 0 || teammate >= state.options.players) refuse('kerkerhatz.healerNeedsTeammate');
  } else if (teammate !== undefined) {
    refuse('rule.badMove');
  }
}

function checkSeat(state: KerkerhatzState, seat: Seat): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.options.players) refuse('rule.noSuchSeat');
}

/** The move's own effect, without what follows by itself (see `settle`). Refuses an illegal move. */
export function performMove(state: KerkerhatzState, seat: Seat, raw: unknown): KerkerhatzState {
  const move = readMove(raw);
  checkSeat(state, seat);
  if (isOver(state)) refuse('rule.matchOver');
  if (state.phase === 'heroes' && move.type !== 'hero') refuse('kerkerhatz.chooseHeroFirst');
  switch (move.type) {
    case 'hero':
      if (state.phase !== 'heroes' || state.heroes[seat] !== null) refuse('kerkerhatz.heroChosen');
      if (state.heroes.includes(move.hero)) refuse('kerkerhatz.heroTaken', { hero: move.hero });
      return chooseHero(state, seat, move.hero);
    case 'play':
      checkPlay(state, seat, move.card, move.target);
      return playCard(state, seat, move.card, move.suit ?? null);
    case 'power':
      checkPower(state, seat, move.discard, move.teammate);
      return usePower(state, seat, move.discard, move.teammate ?? null);
    case 'discard':
      if (state.phase !== 'collapse' || !state.collapsePending.includes(seat)) refuse('kerkerhatz.noDiscardOwed');
      if (move.cards.length !== COLLAPSE_DISCARDS) refuse('kerkerhatz.discardTwo', { count: COLLAPSE_DISCARDS });
      holds(state, seat, move.cards);
      return collapseDiscard(state, seat, move.cards);
    case 'flip':
      if (!state.options.manualFlip) refuse('kerkerhatz.flipsItself');
      if (state.phase !== 'reveal') refuse('kerkerhatz.nothingToFlip');
      return revealCard(state);
    case 'giveUp':
      if (state.giveUpVotes[seat]) refuse('kerkerhatz.alreadyGaveUp');
      return voteGiveUp(state, seat);
    default: {
      const never: never = move;
      throw new Error(`unknown move ${JSON.stringify(never)}`);
    }
  }
}

/**
 * The whole move as the host applies it: the state is first brought to the move's time `at`
 * (timers fire exactly as `advance` would fire them), then the move acts, then what follows by
 * itself. Without `at` the move happens at the state's own time.
 */
export function apply(state: KerkerhatzState, seat: Seat, move: unknown, at?: number): KerkerhatzState {
  const timed = at === undefined ? state : advance(state, at);
  return settle(performMove(timed, seat, move));
}

// ---- Legal moves -------------------------------------------------------------------------------

function triples(hand: readonly FrenchCard[]): FrenchCard[][] {
  const out: FrenchCard[][] = [];
  for (let a = 0; a < hand.length; a++) {
    for (let b = a + 1; b < hand.length; b++) {
      for (let c = b + 1; c < hand.length; c++) out.push([hand[a], hand[b], hand[c]] as FrenchCard[]);
    }
  }
  return out;
}

function pairs(hand: readonly FrenchCard[]): FrenchCard[][] {
  const out: FrenchCard[][] = [];
  for (let a = 0; a < hand.length; a++) for (let b = a + 1; b < hand.length; b++) out.push([hand[a], hand[b]] as FrenchCard[]);
  return out;
}

function powerMoves(state: KerkerhatzState, seat: Seat): KerkerhatzMove[] {
  const hero = state.heroes[seat];
  if (!hero || !POWER_PHASES.includes(state.phase)) return [];
  const moves: KerkerhatzMove[] = [];
  if (hasFreePause(state.options, hero) && state.clock.status === 'running') moves.push({ type: 'power', discard: [] });
  if (!canCycle(state, seat)) return moves;
  const mates = hero === 'healer' ? state.heroes.map((_, s) => s).filter((s) => s !== seat) : [null];
  for (const discard of triples(state.hands[seat] as FrenchCard[])) {
    for (const mate of mates) moves.push(mate === null ? { type: 'power', discard } : { type: 'power', discard, teammate: mate });
  }
  return moves;
}

/** Every distinct legal move of a seat now. A joker is listed once per suit. */
export function legalMoves(state: KerkerhatzState, seat: Seat): KerkerhatzMove[] {
  if (isOver(state) || !Number.isInteger(seat) || seat < 0 || seat >= state.options.players) return [];
  const hand = state.hands[seat] as FrenchCard[];
  if (state.phase === 'heroes') {
    if (state.heroes[seat] !== null) return [];
    return HEROES.filter((hero) => !state.heroes.includes(hero)).map((hero) => ({ type: 'hero', hero }));
  }
  const moves: KerkerhatzMove[] = [];
  const current = state.current;
  if (current && state.phase === 'fight') {
    for (const card of hand) {
      if (isJoker(card)) for (const suit of SUITS) moves.push({ type: 'play', card, target: current.card, suit });
      else moves.push({ type: 'play', card, target: current.card });
    }
  }
  if (current && state.phase === 'window') {
    for (const card of hand) if (isQueen(card)) moves.push({ type: 'play', card, target: current.card });
  }
  if (state.phase === 'collapse' && state.collapsePending.includes(seat)) {
    for (const cards of pairs(hand)) moves.push({ type: 'discard', cards });
  }
  if (state.phase === 'reveal' && state.options.manualFlip) moves.push({ type: 'flip' });
  moves.push(...powerMoves(state, seat));
  if (!state.giveUpVotes[seat]) moves.push({ type: 'giveUp' });
  return moves;
}

/** Everybody may act while the dungeon runs; while heroes are chosen, those still choosing. */
export function toAct(state: KerkerhatzState): Seat[] {
  if (isOver(state)) return [];
  const seats = state.heroes.map((_, seat) => seat);
  return state.phase === 'heroes' ? seats.filter((seat) => state.heroes[seat] === null) : seats;
}

// ---- The end -----------------------------------------------------------------------------------

/** Everybody wins together or loses together; the detail says why and how far the team got. */
export function result(state: KerkerhatzState): MatchResult | null {
  if (!isOver(state)) return null;
  const won = state.phase === 'won';
  const seats = state.heroes.map((_, seat) => seat);
  return {
    winners: won ? seats : [],
    scores: seats.map(() => (won ? 1 : 0)),
    lowerIsBetter: false,
    detail: {
      outcome: won ? 'won' : 'lost',
      cause: state.cause,
      level: state.options.level,
      elapsedMs: state.clock.elapsed,
      remainingMs: remainingMs(state),
      dungeonLeft: state.dungeon.length + (state.current ? 1 : 0) + (state.bossRevealed ? 0 : 1),
    },
  };
}

