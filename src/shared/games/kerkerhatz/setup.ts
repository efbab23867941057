/**
 * Set-up: the hero deck dealt into one draw pile per player, hands drawn from them, and the
 * dungeon built for the level with the boss face up underneath.
 */
import { SUITS, dealRoundRobin, deriveSeed, frenchDeck, pick, shuffled, type FrenchCard, type Seed } from '../../cards';
import { levelOf } from './campaign';
import type { Level } from './campaign';
import { clockLimitOf, handSizeOf, type KerkerhatzOptions, type KerkerhatzState, type Tally } from './state';

export function emptyTally(): Tally {
  return {
    played: 0,
    wasted: 0,
    jackDoors: 0,
    powers: { fighter: 0, scout: 0, healer: 0, timeKeeper: 0 },
    doorPowers: 0,
    cancelled: 0,
    happened: 0,
    defeated: 0,
  };
}

/**
 * The decks a set-up shuffles, made once: `shuffled` shuffles a copy. A match of random play is a
 * few dozen moves, so its set-up counts, and card names built anew each time also cost their
 * lookups in `load` (a fresh string's hash is computed again).
 */
const HERO_DECK: readonly FrenchCard[] = frenchDeck({ jokers: true });
const DOORS: readonly FrenchCard[] = pick(['A', '2', '3', '4'], SUITS);
const MINI_BOSSES: readonly FrenchCard[] = pick(['J'], SUITS);
const EVENTS: readonly FrenchCard[] = pick(['5'], SUITS);
const BOSSES: readonly FrenchCard[] = pick(['K'], SUITS);

/** Takes the level's number of doors, mini-bosses and events unseen, and shuffles them together. */
export function buildDungeon(row: Level, seed: Seed): { dungeon: FrenchCard[]; boss: FrenchCard } {
  const doors = shuffled(DOORS, deriveSeed(seed, 'doors')).slice(0, row.doors);
  const miniBosses = shuffled(MINI_BOSSES, deriveSeed(seed, 'miniBosses')).slice(0, row.miniBosses);
  const events = shuffled(EVENTS, deriveSeed(seed, 'events')).slice(0, row.events);
  const dungeon = shuffled([...doors, ...miniBosses, ...events], deriveSeed(seed, 'dungeon'));
  const boss = shuffled(BOSSES, deriveSeed(seed, 'boss'))[0] as FrenchCard;
  return { dungeon, boss };
}

/** One value a seat, each made anew (a loop: `Array.from({ length })` takes V8's slow generic path). */
function perSeat<T>(n: number, make: () => T): T[] {
  const values: T[] = [];
  for (let seat = 0; seat < n; seat++) values.push(make());
  return values;
}

export function setup(options: KerkerhatzOptions, seed: Seed): KerkerhatzState {
  const n = options.players;
  const size = handSizeOf(options);
  const dealt = dealRoundRobin(shuffled(HERO_DECK, deriveSeed(seed, 'heroDeck')), n);
  const { dungeon, boss } = buildDungeon(levelOf(options, options.level), seed);
  return {
    options,
    seed,
    phase: 'heroes',
    now: 0,
    clock: { status: 'idle', elapsed: 0, limit: clockLimitOf(options) },
    revealAt: null,
    windowEndsAt: null,
    heroes: perSeat(n, () => null),
    hands: dealt.map((pile) => pile.slice(0, size)),
    piles: dealt.map((pile) => pile.slice(size)),
    discards: perSeat<FrenchCard[]>(n, () => []),
    dungeon,
    boss,
    bossRevealed: false,
    current: null,
    beaten: [],
    spent: [],
    dark: false,
    collapsePending: [],
    giveUpVotes: perSeat(n, () => false),
    cause: null,
    tally: emptyTally(),
  };
}
