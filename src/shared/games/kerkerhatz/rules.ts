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
import { MAX_MOVES } from '../../engine/playout';
import type { MatchResult, Seat } from '../../engine/types';
import { isJoker } from './cards';
import { actors, check, decode, legal, perform } from './moves';
import { advance, hasFreePauseId, isOver as over, isStuck as stuck, settle } from './steps';
import { HEROES, isOver, type Hero, type KerkerhatzMove, type KerkerhatzOptions, type KerkerhatzState } from './state';
import { BOSS_REVEALED, CAUSE, CAUSES, CURRENT, DUNGEON, ELAPSED, LIMIT, NONE, PHASE, WON, changing, reading, saved, size, type Match } from './match';

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

/** Whether a hero may also pause for free: the time keeper on the beginner clock (steps.ts). */
export function hasFreePause(options: KerkerhatzOptions, hero: Hero): boolean {
  return hasFreePauseId(options.beginnerClock, HEROES.indexOf(hero));
}

// ---- The moves, through the one implementation on the match (moves.ts, steps.ts) ----------------

/**
 * The whole move as the host applies it (and the statechart runs it): the state is first brought to
 * the move's time `at` (timers fire exactly as `advance` would fire them), then the move acts, then
 * what follows by itself (steps.ts `settle`). Without `at` the move happens at the state's own time.
 */
export function apply(state: KerkerhatzState, seat: Seat, raw: unknown, at?: number): KerkerhatzState {
  const m = changing(state);
  if (at !== undefined) advance(m, at);
  const move = readMove(raw);
  perform(m, seat, check(m, seat, move));
  settle(m);
  return saved(m, state);
}

const codes = new Int32Array(MAX_MOVES);

/** Every distinct legal move of a seat now. A joker is listed once per suit. */
export function legalMoves(state: KerkerhatzState, seat: Seat): KerkerhatzMove[] {
  if (isOver(state)) return [];
  const m = reading(state);
  const count = legal(m, seat, codes);
  const moves: KerkerhatzMove[] = [];
  for (let i = 0; i < count; i++) moves.push(decode(m, seat, codes[i] as number));
  return moves;
}

const seats = new Int32Array(4);

/** Everybody may act while the dungeon runs; while heroes are chosen, those still choosing. */
export function toAct(state: KerkerhatzState): Seat[] {
  if (isOver(state)) return [];
  const m = reading(state);
  return Array.from(seats.subarray(0, actors(m, seats)));
}

/** Stuck, exactly (steps.ts `isStuck`): nothing in any hand counts toward the card in the middle, and nobody can pay a power. */
export function isStuck(state: KerkerhatzState): boolean {
  return stuck(reading(state));
}

// ---- The end -----------------------------------------------------------------------------------

/** Everybody wins together or loses together; the detail says why and how far the team got. */
export function matchResult(m: Match): MatchResult | null {
  const { n } = m;
  if (over(m)) {
    const won = n[PHASE] === WON;
    const seats = Array.from({ length: m.fixed.players }, (_, seat) => seat);
    const cause = n[CAUSE] as number;
    const limit = n[LIMIT] as number;
    return {
      winners: won ? seats : [],
      scores: seats.map(() => (won ? 1 : 0)),
      lowerIsBetter: false,
      detail: {
        outcome: won ? 'won' : 'lost',
        cause: cause === NONE ? null : (CAUSES[cause] ?? null),
        level: m.fixed.options.level,
        elapsedMs: n[ELAPSED] as number,
        remainingMs: limit === NONE ? null : limit - (n[ELAPSED] as number),
        dungeonLeft: size(m, DUNGEON) + (n[CURRENT] === NONE ? 0 : 1) + (n[BOSS_REVEALED] === 1 ? 0 : 1),
      },
    };
  }
  return null;
}

export function result(state: KerkerhatzState): MatchResult | null {
  return isOver(state) ? matchResult(reading(state)) : null;
}
