/**
 * Machtkampf's options, moves and state as plain data, and the few facts about them every part
 * of the rules needs: seats in the game's direction, reading a move.
 */
import { isCard, type FrenchCard, type Seed } from '../../cards';
import { refuse } from '../../engine/errors';
import type { BaseOptions, RoundScore, Seat } from '../../engine/types';
import { cardId } from './cards';
import type { Combination } from './combinations';

// ---- Options, moves and state ------------------------------------------------------------------

export interface MachtkampfOptions extends BaseOptions {
  /** "Immer im Uhrzeigersinn": every game runs clockwise. */
  alwaysClockwise: boolean;
  /** The match ends after the game in which someone reaches this many points (100; "Kurze Partie" is 50). */
  matchEnd: number;
  /** Who calls "Letzte Karte!": the player (`manual`) or the app for them (`auto`). */
  lastCardCall: 'manual' | 'auto';
}

export type MachtkampfMove =
  | { type: 'play'; cards: FrenchCard[] }
  | { type: 'pass' }
  | { type: 'callLastCard' }
  /** The previous game's winner hands one card back to its loser (the loser's card went over by itself). */
  | { type: 'giveBack'; card: FrenchCard };

export type Direction = 'clockwise' | 'counterClockwise';

export interface TrickPlay extends Combination {
  seat: Seat;
}

/** Which tie rule picked the loser who gives their highest card. */
export type LoserRule = 'mostCards' | 'higherTotal' | 'nearestCounterClockwise';

/** The exchange before a game: both cards are shown to everybody. */
export interface Exchange {
  winner: Seat;
  loser: Seat;
  loserBy: LoserRule;
  given: FrenchCard;
  /** Null until the winner has chosen. */
  returned: FrenchCard | null;
}

export interface GameRecord extends RoundScore {
  winner: Seat;
  cardsLeft: number[];
  /** Seats that played their last card without calling "Letzte Karte!". */
  missedCall: boolean[];
  tricks: number;
  loser: Seat;
  loserBy: LoserRule;
}

export interface MachtkampfState {
  options: MachtkampfOptions;
  seed: Seed;
  /** 0-based number of the game being played (or last played). */
  game: number;
  dealer: Seat;
  direction: Direction;
  phase: 'dealing' | 'exchange' | 'playing' | 'over';
  turn: Seat | null;
  /** Each hand in single-card order. */
  hands: FrenchCard[][];
  /** The unused fourth hand with three players; empty otherwise. */
  dummy: FrenchCard[];
  /** The plays of the current trick, oldest first; the last is the one to beat. Empty: a lead is due. */
  trick: TrickPlay[];
  /** Passes in a row since the trick's last play. */
  passes: number;
  /** The match's very first play must contain the A♠. */
  aceLead: boolean;
  called: boolean[];
  /** Out of this game after a last card played without the call. */
  out: boolean[];
  /** Cards of finished tricks of this game (face down, but every one was seen when played). */
  discard: FrenchCard[];
  tricks: number;
  /** This game's winner once it is decided. */
  winner: Seat | null;
  /** Cards everybody knows a seat holds: the exchanged cards, until played. */
  known: FrenchCard[][];
  exchange: Exchange | null;
  totals: number[];
  history: GameRecord[];
  lastAction: { seat: Seat; move: MachtkampfMove } | null;
}

/** The first game runs counter-clockwise, each following one the other way (or always clockwise). */
export function directionOf(options: MachtkampfOptions, game: number): Direction {
  return options.alwaysClockwise || game % 2 === 1 ? 'clockwise' : 'counterClockwise';
}

// ---- Seats and hands ---------------------------------------------------------------------------

/**
 * The next seat in the game's direction that is still in this game (`from` itself when nobody
 * else is).
 */
export function nextSeatInGame(players: number, clockwise: boolean, out: ArrayLike<boolean | number>, from: Seat): Seat {
  // Stepped round without `%`: this runs twice a move in every playout, and a division per step costs.
  let seat = from;
  for (let k = 1; k < players; k++) {
    if (clockwise) seat = seat + 1 === players ? 0 : seat + 1;
    else seat = seat === 0 ? players - 1 : seat - 1;
    if (!out[seat]) return seat;
  }
  return from;
}

export function withoutCard(hand: readonly FrenchCard[], card: FrenchCard): FrenchCard[] {
  const index = hand.indexOf(card);
  return index < 0 ? hand.slice() : [...hand.slice(0, index), ...hand.slice(index + 1)];
}

// ---- Reading a move ----------------------------------------------------------------------------

function readCard(raw: unknown): FrenchCard {
  if (cardId(raw) >= 0) return raw as FrenchCard;
  if (isCard(raw)) refuse('rule.notInHand', { card: raw });
  refuse('rule.badMove');
}

export function readMove(raw: unknown): MachtkampfMove {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) refuse('rule.badMove');
  const record = raw as Record<string, unknown>;
  let fields = 0;
  for (const key in record) if (Object.hasOwn(record, key)) fields++;
  switch (record.type) {
    case 'pass':
    case 'callLastCard':
      if (fields !== 1) refuse('rule.badMove');
      return { type: record.type };
    case 'giveBack':
      if (fields !== 2) refuse('rule.badMove');
      return { type: 'giveBack', card: readCard(record.card) };
    case 'play': {
      const cards = record.cards;
      if (fields !== 2 || !Array.isArray(cards) || cards.length === 0 || cards.length > 16) refuse('rule.badMove');
      return { type: 'play', cards: cards.map(readCard) };
    }
    default:
      refuse('rule.badMove');
  }
}
