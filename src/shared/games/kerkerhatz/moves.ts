/**
 * Moves on a match in place (match.ts): which are legal, whether one is allowed (with the reason it
 * is not), and what it does. A move is also a number, its code, for the playout:
 *   kind << 24 | payload, cards by their number (6 bits each), in the order the move names them.
 * The JSON rules (rules.ts) and the playout (playout.ts) both come here.
 */
import { SUITS, type FrenchCard, type Suit } from '../../cards';
import { refuse } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import { isJokerId, isQueenId } from './cards';
import { chooseHero, collapseDiscard, hasFreePauseId, isOver, playCard, revealCard, usePower, voteGiveUp } from './steps';
import { COLLAPSE_DISCARDS, HEROES, POWER_COST, type Hero, type KerkerhatzMove } from './state';
import {
  CAP,
  CARDS,
  CLOCK,
  COLLAPSE,
  CURRENT,
  FIGHT,
  HAND,
  HEALER,
  HERO,
  HEROES_PHASE,
  NONE,
  PENDING,
  PHASE,
  REVEAL,
  RUNNING,
  VOTE,
  WINDOW,
  cardId,
  indexIn,
  type Match,
} from './match';

const HERO_MOVE = 1;
const PLAY = 2;
const FREE_PAUSE = 3;
const POWER = 4;
const DISCARD = 5;
const FLIP = 6;
const GIVE_UP = 7;

const KIND_SHIFT = 24;
const CARD_BITS = 6;
const CARD_MASK = 63;

function code(kind: number, payload: number): number {
  return (kind << KIND_SHIFT) | payload;
}

function cardAt(code: number, slot: number): number {
  return (code >> (CARD_BITS * slot)) & CARD_MASK;
}

/** A play names its card, and a joker the suit (SUITS index + 1) it counts as. */
function playCode(card: number, suit: number): number {
  return code(PLAY, card | ((suit + 1) << CARD_BITS));
}

/** A power names its three cards and, for the healer, the teammate (seat + 1). */
function powerCode(a: number, b: number, c: number, teammate: Seat | null): number {
  return code(POWER, a | (b << CARD_BITS) | (c << (2 * CARD_BITS)) | ((teammate === null ? 0 : teammate + 1) << (3 * CARD_BITS)));
}

/** A power may be used at any time once the dungeon runs, Einsturz included. */
function powerPhase(phase: number): boolean {
  return phase === REVEAL || phase === FIGHT || phase === WINDOW || phase === COLLAPSE;
}

// ---- Legal moves -------------------------------------------------------------------------------

function room(out: Int32Array, count: number, more: number): void {
  if (count + more > out.length) throw new Error(`kerkerhatz: more than ${out.length} legal moves`);
}

/** Writes every distinct legal move of a seat now into `out` (as `legalMoves`, in its order); a joker once per suit. */
export function legal(m: Match, seat: Seat, out: Int32Array): number {
  const { n, c } = m;
  const players = m.fixed.players;
  if (isOver(m) || !Number.isInteger(seat) || seat < 0 || seat >= players) return 0;
  const phase = n[PHASE] as number;
  let count = 0;
  if (phase === HEROES_PHASE) {
    if (n[HERO + seat] !== NONE) return 0;
    for (let hero = 0; hero < HEROES.length; hero++) {
      let taken = false;
      for (let s = 0; s < players; s++) if (n[HERO + s] === hero) taken = true;
      if (!taken) out[count++] = code(HERO_MOVE, hero);
    }
    return count;
  }
  // The hand's cards are c[at] … c[at + held - 1].
  const at = (HAND + seat) * CAP + 1;
  const held = c[at - 1] as number;
  const current = n[CURRENT] !== NONE;
  if (current && phase === FIGHT) {
    room(out, count, 4 * held);
    for (let i = 0; i < held; i++) {
      const card = c[at + i] as number;
      if (isJokerId(card)) for (let suit = 0; suit < SUITS.length; suit++) out[count++] = playCode(card, suit);
      else out[count++] = playCode(card, NONE);
    }
  } else if (current && phase === WINDOW) {
    for (let i = 0; i < held; i++) if (isQueenId(c[at + i] as number)) out[count++] = playCode(c[at + i] as number, NONE);
  } else if (phase === COLLAPSE && indexIn(m, PENDING, seat) >= 0) {
    room(out, count, (held * (held - 1)) / 2);
    for (let a = 0; a < held; a++)
      for (let b = a + 1; b < held; b++) out[count++] = code(DISCARD, (c[at + a] as number) | ((c[at + b] as number) << CARD_BITS));
  } else if (phase === REVEAL && m.fixed.manualFlip) {
    out[count++] = code(FLIP, 0);
  }
  const hero = n[HERO + seat] as number;
  if (hero !== NONE && powerPhase(phase)) {
    if (hasFreePauseId(m.fixed.beginnerClock, hero) && n[CLOCK] === RUNNING) out[count++] = code(FREE_PAUSE, 0);
    if (held >= POWER_COST) {
      const healer = hero === HEALER;
      room(out, count, ((held * (held - 1) * (held - 2)) / 6) * (healer ? players - 1 : 1) + 1);
      for (let a = 0; a < held; a++) {
        for (let b = a + 1; b < held; b++) {
          const pair = (c[at + a] as number) | ((c[at + b] as number) << CARD_BITS);
          for (let k = b + 1; k < held; k++) {
            const triple = (POWER << KIND_SHIFT) | pair | ((c[at + k] as number) << (2 * CARD_BITS));
            if (!healer) out[count++] = triple;
            else for (let mate = 0; mate < players; mate++) if (mate !== seat) out[count++] = triple | ((mate + 1) << (3 * CARD_BITS));
          }
        }
      }
    }
  }
  if (n[VOTE + seat] !== 1) out[count++] = code(GIVE_UP, 0);
  return count;
}

/** Everybody may act while the dungeon runs; while heroes are chosen, those still choosing. */
export function actors(m: Match, out: Int32Array): number {
  if (isOver(m)) return 0;
  let count = 0;
  const choosing = m.n[PHASE] === HEROES_PHASE;
  for (let seat = 0; seat < m.fixed.players; seat++) if (!choosing || m.n[HERO + seat] === NONE) out[count++] = seat;
  return count;
}

// ---- Codes and JSON moves ----------------------------------------------------------------------

function cardName(id: number): FrenchCard {
  return CARDS[id] as FrenchCard;
}

/** The JSON move a code stands for in this match. */
export function decode(m: Match, seat: Seat, move: number): KerkerhatzMove {
  switch (move >> KIND_SHIFT) {
    case HERO_MOVE:
      return { type: 'hero', hero: HEROES[move & CARD_MASK] as Hero };
    case PLAY: {
      const suit = cardAt(move, 1) - 1;
      const card = cardName(cardAt(move, 0));
      const target = cardName(m.n[CURRENT] as number);
      return suit === NONE ? { type: 'play', card, target } : { type: 'play', card, target, suit: SUITS[suit] as Suit };
    }
    case FREE_PAUSE:
      return { type: 'power', discard: [] };
    case POWER: {
      const discard = [cardName(cardAt(move, 0)), cardName(cardAt(move, 1)), cardName(cardAt(move, 2))];
      const mate = cardAt(move, 3) - 1;
      return mate === NONE ? { type: 'power', discard } : { type: 'power', discard, teammate: mate };
    }
    case DISCARD:
      return { type: 'discard', cards: [cardName(cardAt(move, 0)), cardName(cardAt(move, 1))] };
    case FLIP:
      return { type: 'flip' };
    case GIVE_UP:
      return { type: 'giveUp' };
    default:
      throw new Error(`kerkerhatz: no move has the code ${move} (seat ${seat})`);
  }
}

/** The move's own effect, without what follows by itself (`settle`). The code must be legal. */
export function perform(m: Match, seat: Seat, move: number): void {
  switch (move >> KIND_SHIFT) {
    case HERO_MOVE:
      chooseHero(m, seat, move & CARD_MASK);
      return;
    case PLAY:
      playCard(m, seat, cardAt(move, 0), cardAt(move, 1) - 1);
      return;
    case FREE_PAUSE:
      usePower(m, seat, false, 0, 0, 0, NONE);
      return;
    case POWER:
      usePower(m, seat, true, cardAt(move, 0), cardAt(move, 1), cardAt(move, 2), cardAt(move, 3) - 1);
      return;
    case DISCARD:
      collapseDiscard(m, seat, cardAt(move, 0), cardAt(move, 1));
      return;
    case FLIP:
      revealCard(m);
      return;
    case GIVE_UP:
      voteGiveUp(m, seat);
      return;
    default:
      throw new Error(`kerkerhatz: no move has the code ${move} (seat ${seat})`);
  }
}

// ---- Whether a move is allowed now -------------------------------------------------------------

function holds(m: Match, seat: Seat, cards: readonly FrenchCard[]): void {
  for (const card of cards) if (indexIn(m, HAND + seat, cardId(card)) < 0) refuse('rule.notInHand', { card });
}

function checkPlay(m: Match, seat: Seat, card: FrenchCard, target: FrenchCard): void {
  holds(m, seat, [card]);
  const phase = m.n[PHASE];
  if (m.n[CURRENT] === NONE || m.n[CURRENT] !== cardId(target) || (phase !== FIGHT && phase !== WINDOW)) refuse('kerkerhatz.staleTarget', { target });
  if (phase === WINDOW && !isQueenId(cardId(card))) refuse('kerkerhatz.onlyQueenOnEvent', { card });
}

function checkPower(m: Match, seat: Seat, discard: readonly FrenchCard[], teammate: Seat | undefined): void {
  const hero = m.n[HERO + seat] as number;
  if (!powerPhase(m.n[PHASE] as number)) refuse('kerkerhatz.notNow');
  const free = hasFreePauseId(m.fixed.beginnerClock, hero);
  if (free && discard.length === 0) {
    if (m.n[CLOCK] !== RUNNING) refuse('kerkerhatz.clockNotRunning');
  } else if (discard.length !== POWER_COST) {
    refuse(free ? 'kerkerhatz.freeOrPaidPause' : 'kerkerhatz.powerCost', { cost: POWER_COST });
  }
  holds(m, seat, discard);
  if (hero === HEALER) {
    if (teammate === undefined) refuse('kerkerhatz.healerNeedsTeammate');
    if (teammate === seat || teammate < 0 || teammate >= m.fixed.players) refuse('kerkerhatz.healerNeedsTeammate');
  } else if (teammate !== undefined) {
    refuse('rule.badMove');
  }
}

/** The code of a well-formed move (rules.ts `readMove`) if it is allowed now; refuses it, with the reason, if not. */
export function check(m: Match, seat: Seat, move: KerkerhatzMove): number {
  if (!Number.isInteger(seat) || seat < 0 || seat >= m.fixed.players) refuse('rule.noSuchSeat');
  if (isOver(m)) refuse('rule.matchOver');
  const phase = m.n[PHASE];
  if (phase === HEROES_PHASE && move.type !== 'hero') refuse('kerkerhatz.chooseHeroFirst');
  switch (move.type) {
    case 'hero': {
      const hero = HEROES.indexOf(move.hero);
      if (phase !== HEROES_PHASE || m.n[HERO + seat] !== NONE) refuse('kerkerhatz.heroChosen');
      for (let s = 0; s < m.fixed.players; s++) if (m.n[HERO + s] === hero) refuse('kerkerhatz.heroTaken', { hero: move.hero });
      return code(HERO_MOVE, hero);
    }
    case 'play':
      checkPlay(m, seat, move.card, move.target);
      return playCode(cardId(move.card), move.suit === undefined ? NONE : SUITS.indexOf(move.suit));
    case 'power': {
      checkPower(m, seat, move.discard, move.teammate);
      if (move.discard.length === 0) return code(FREE_PAUSE, 0);
      const [a, b, c] = move.discard.map(cardId) as [number, number, number];
      return powerCode(a, b, c, move.teammate ?? null);
    }
    case 'discard': {
      if (phase !== COLLAPSE || indexIn(m, PENDING, seat) < 0) refuse('kerkerhatz.noDiscardOwed');
      if (move.cards.length !== COLLAPSE_DISCARDS) refuse('kerkerhatz.discardTwo', { count: COLLAPSE_DISCARDS });
      holds(m, seat, move.cards);
      const [a, b] = move.cards.map(cardId) as [number, number];
      return code(DISCARD, a | (b << CARD_BITS));
    }
    case 'flip':
      if (!m.fixed.manualFlip) refuse('kerkerhatz.flipsItself');
      if (phase !== REVEAL) refuse('kerkerhatz.nothingToFlip');
      return code(FLIP, 0);
    case 'giveUp':
      if (m.n[VOTE + seat] === 1) refuse('kerkerhatz.alreadyGaveUp');
      return code(GIVE_UP, 0);
    default: {
      const never: never = move;
      throw new Error(`unknown move ${JSON.stringify(never)}`);
    }
  }
}
