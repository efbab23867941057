import { parseCards, type FrenchCard } from '../../../src/shared/cards';
import {
  HEROES,
  advance,
  apply,
  clockLimitOf,
  emptyTally,
  kerkerhatz,
  type Hero,
  type KerkerhatzOptions,
  type KerkerhatzState,
} from '../../../src/shared/games/kerkerhatz';

export function cards(text: string): FrenchCard[] {
  return parseCards(text) as FrenchCard[];
}

export interface PositionSpec {
  /** One hand per seat, e.g. ['7H 2S', 'QC 4C']. */
  hands: string[];
  /** Draw piles, top card first; empty by default. */
  piles?: string[];
  heroes?: Hero[];
  /** The face-down dungeon, top card first. */
  dungeon: string;
  boss?: string;
  options?: Partial<KerkerhatzOptions>;
}

/**
 * A match whose heroes are chosen and whose first dungeon card has just turned up at time 0
 * (the clock starts with it). Cards are placed exactly as given.
 */
export function position(spec: PositionSpec): KerkerhatzState {
  const players = spec.hands.length;
  const options: KerkerhatzOptions = { ...kerkerhatz.defaultOptions(players), ...spec.options, players };
  const heroes = spec.heroes ?? (HEROES.slice(0, players) as Hero[]);
  const state: KerkerhatzState = {
    options,
    seed: 1,
    phase: 'reveal',
    now: 0,
    clock: { status: 'idle', elapsed: 0, limit: clockLimitOf(options) },
    revealAt: options.manualFlip ? null : 0,
    windowEndsAt: null,
    heroes,
    hands: spec.hands.map(cards),
    piles: spec.hands.map((_, seat) => cards(spec.piles?.[seat] ?? '')),
    discards: spec.hands.map(() => []),
    dungeon: cards(spec.dungeon),
    boss: (spec.boss ?? 'KS') as FrenchCard,
    bossRevealed: false,
    current: null,
    beaten: [],
    spent: [],
    dark: false,
    collapsePending: [],
    giveUpVotes: spec.hands.map(() => false),
    cause: null,
    tally: emptyTally(),
  };
  return options.manualFlip ? apply(state, 0, { type: 'flip' }) : advance(state, 0);
}

/** Applies moves in order, each `{seat, move, at}`. */
export function play(state: KerkerhatzState, ...steps: { seat: number; move: unknown; at?: number }[]): KerkerhatzState {
  return steps.reduce((s, step) => apply(s, step.seat, step.move, step.at), state);
}

export function card(seat: number, c: string, target: string, at?: number): { seat: number; move: unknown; at?: number } {
  return { seat, move: { type: 'play', card: c, target }, ...(at === undefined ? {} : { at }) };
}
