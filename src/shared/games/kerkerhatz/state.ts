/**
 * Kerkerhatz — the shapes of options, state and moves, and the fixed numbers of the rules.
 * Everything is plain JSON data. Times are host milliseconds since the match began.
 */
import type { FrenchCard, Seed, Suit } from '../../cards';
import type { BaseOptions, Seat } from '../../engine/types';

export type LevelField = 'doors' | 'miniBosses' | 'events' | 'bossPerSuit';
export type LevelNumber = 1 | 2 | 3 | 4 | 5;
/**
 * The level table as options, one number per level and column (`doors3`: level 3's doors), so a
 * rules author can try another dungeon in the lab (the rules' table, its defaults: campaign.ts).
 */
export type LevelTableOptions = Record<`${LevelField}${LevelNumber}`, number>;

export interface KerkerhatzOptions extends BaseOptions, LevelTableOptions {
  /** The campaign level, 1–5: which row of the level table builds the dungeon. */
  level: number;
  /** With the clock off (simulations, relaxed play) time still passes, but never runs out. */
  clock: boolean;
  /** The clock's length in seconds (5:00; "Kurze Lunte" is 4:00). */
  clockSeconds: number;
  /** "Einsteiger-Uhr": one minute more on the clock, and the time keeper may pause for free (or pay as usual, to swap cards). */
  beginnerClock: boolean;
  /** How long an event's reaction window stays open (3 s). */
  eventWindowMs: number;
  /** Cards in hand with 2, 3 and 4 players (5, 4, 3). */
  handSize2: number;
  handSize3: number;
  handSize4: number;
  /** A player reveals the next dungeon card by hand instead of it turning up by itself. */
  manualFlip: boolean;
  /**
   * The campaign this level belongs to sends a loss back to level 1. The match plays the same;
   * the table that keeps the campaign's progress reads it from the options.
   */
  hardCampaign: boolean;
}

/**
 * The four heroes. At the table they are the queens of the second deck (the queen's suit names the
 * power); in the rules they go by their role, so that a hero never reads like a card in a hand.
 */
export const HEROES = ['fighter', 'scout', 'healer', 'timeKeeper'] as const;
export type Hero = (typeof HEROES)[number];
/** Kämpferin Q♠, Späher Q♣, Heiler Q♥, Zeitwächterin Q♦. */
export const HERO_QUEEN: Record<Hero, FrenchCard> = { fighter: 'QS', scout: 'QC', healer: 'QH', timeKeeper: 'QD' };

/** The reaction window of the rules: the default of `eventWindowMs`. */
export const REACTION_WINDOW_MS = 3000;
/** The short beat before the next dungeon card turns up by itself. */
export const REVEAL_BEAT_MS = 1000;
export const POWER_COST = 3;
export const HEALER_GIFT = 4;
export const COLLAPSE_DISCARDS = 2;
/** The clock of the rules: the default of `clockSeconds`. */
export const BASE_CLOCK_MS = 5 * 60_000;

/** What a dungeon card still needs: cards of each suit, or (the pit) cards of any suit. */
export interface Need {
  C: number;
  D: number;
  H: number;
  S: number;
  any: number;
}

export type EncounterKind = 'door' | 'miniBoss' | 'event' | 'pit' | 'boss';

/** A hero card played onto the current dungeon card, with the suit it counts as (a joker's choice). */
export interface Played {
  seat: Seat;
  card: FrenchCard;
  suit: Suit;
}

/** The dungeon card in the middle, face up. Its card string is also its id: a play names it as its target. */
export interface Encounter {
  card: FrenchCard;
  kind: EncounterKind;
  remaining: Need;
  played: Played[];
}

export type ClockStatus = 'idle' | 'running' | 'paused' | 'expired' | 'stopped';

export interface Clock {
  status: ClockStatus;
  /** Milliseconds the clock has run. */
  elapsed: number;
  /** Null when the clock is off. */
  limit: number | null;
}

export type Phase =
  /** Players take their heroes. */
  | 'heroes'
  /** No card in the middle: the next one turns up after the beat, or when flipped. */
  | 'reveal'
  /** A card that needs hero cards: door, mini-boss, pit or boss. */
  | 'fight'
  /** An event was revealed: a queen may cancel it until the window closes. */
  | 'window'
  /** Einsturz happened: players still choose their two discards. */
  | 'collapse'
  | 'won'
  | 'lost';

export type LossCause = 'time' | 'noCards' | 'stuck' | 'gaveUp';

/** Running counts for the result screen and the simulator. */
export interface Tally {
  played: number;
  wasted: number;
  jackDoors: number;
  powers: Record<Hero, number>;
  doorPowers: number;
  cancelled: number;
  happened: number;
  defeated: number;
}

export interface KerkerhatzState {
  options: KerkerhatzOptions;
  seed: Seed;
  phase: Phase;
  /** The host time this state has been brought to. */
  now: number;
  clock: Clock;
  /** When the next card turns up by itself (null: not pending, or flipped by hand). */
  revealAt: number | null;
  /** When the current event's reaction window closes. */
  windowEndsAt: number | null;
  heroes: (Hero | null)[];
  hands: FrenchCard[][];
  /** Face-down draw piles, top card first. */
  piles: FrenchCard[][];
  /** Face-up discards beside each player (powers and Einsturz), out of play. */
  discards: FrenchCard[][];
  /** The face-down dungeon, top card first. The boss lies face up underneath and is not part of it. */
  dungeon: FrenchCard[];
  boss: FrenchCard;
  bossRevealed: boolean;
  current: Encounter | null;
  /** Dungeon cards out of play (defeated, cancelled, happened), in order. */
  beaten: FrenchCard[];
  /** Hero cards that left play with a dungeon card. */
  spent: FrenchCard[];
  /** Finsternis: the table hides what the current card still needs until a card is defeated. */
  dark: boolean;
  /** Seats that still owe their Einsturz discards. */
  collapsePending: Seat[];
  giveUpVotes: boolean[];
  cause: LossCause | null;
  tally: Tally;
}

export type KerkerhatzMove =
  | { type: 'hero'; hero: Hero }
  /** `target` names the dungeon card; `suit` only, and always, for a joker. */
  | { type: 'play'; card: FrenchCard; target: FrenchCard; suit?: Suit }
  /** Three cards from hand (none for the free pause of the beginner clock); the healer names a teammate. */
  | { type: 'power'; discard: FrenchCard[]; teammate?: Seat }
  /** Einsturz: the two cards to discard. */
  | { type: 'discard'; cards: FrenchCard[] }
  | { type: 'flip' }
  | { type: 'giveUp' };

export function handSizeOf(options: KerkerhatzOptions): number {
  return options.players <= 2 ? options.handSize2 : options.players === 3 ? options.handSize3 : options.handSize4;
}

/** The beginner clock's extra time: 6:00 by default, 5:00 with the short fuse. */
const BEGINNER_EXTRA_MS = 60_000;

export function clockLimitOf(options: KerkerhatzOptions): number | null {
  if (!options.clock) return null;
  return options.clockSeconds * 1000 + (options.beginnerClock ? BEGINNER_EXTRA_MS : 0);
}

export function isOver(state: KerkerhatzState): boolean {
  return state.phase === 'won' || state.phase === 'lost';
}
