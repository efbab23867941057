/**
 * Set-up: the hero deck dealt into one draw pile per player, hands drawn from them, and the
 * dungeon built for the level with the boss face up underneath.
 */
import { SUITS, dealRoundRobin, deriveSeed, frenchDeck, pick, shuffled, type FrenchCard, type Seed } from '../../cards';
import { levelOf } from './campaign';
import type { Level } from './campaign';
import { clockLimitOf, handSizeOf, type KerkerhatzOptions, type KerkerhatzState, type Tally } from './state';

export function emptyTally(): Tally {
  return { played: 0, wasted: 0, jackDoors: 0, powers: { fighter: 0, scout: 0, healer: 0, timeKeeper: 0 }, doorPowers: 0, cancelled: 0, happened: 0, defeated: 0 };
}

/** Takes the level's number of doors, mini-bosses and events unseen, and shuffles them together. */
export function buildDungeon(row: Level, seed: Seed): { dungeon: FrenchCard[]; boss: FrenchCard } {
  const doors = shuffled(pick(['A', '2', '3', '4'], SUITS), deriveSeed(seed, 'doors')).slice(0, row.doors);
  const miniBosses = shuffled(pick(['J'], SUITS), deriveSeed(seed, 'miniBosses')).slice(0, row.miniBosses);
  const events = shuffled(pick(['5'], SUITS), deriveSeed(seed, 'events')).slice(0, row.events);
  const dungeon = shuffled([...doors, ...miniBosses, ...events], deriveSeed(seed, 'dungeon'));
  const boss = shuffled(pick(['K'], SUITS), deriveSeed(seed, 'boss'))[0] as FrenchCard;
  return { dungeon, boss };
}

export function setup(options: KerkerhatzOptions, seed: Seed): KerkerhatzState {
  const n = options.players;
  const size = handSizeOf(options);
  const dealt = dealRoundRobin(shuffled(frenchDeck({ jokers: true }), deriveSeed(seed, 'heroDeck')), n);
  const { dungeon, boss } = buildDungeon(levelOf(options, options.level), seed);
  return {
    options,
    seed,
    phase: 'heroes',
    now: 0,
    clock: { status: 'idle', elapsed: 0, limit: clockLimitOf(options) },
    revealAt: null,
    windowEndsAt: null,
    heroes: Array.from({ length: n }, () => null),
    hands: dealt.map((pile) => pile.slice(0, size)),
    piles: dealt.map((pile) => pile.slice(size)),
    discards: Array.from({ length: n }, () => []),
    dungeon,
    boss,
    bossRevealed: false,
    current: null,
    beaten: [],
    spent: [],
    dark: false,
    collapsePending: [],
    giveUpVotes: Array.from({ length: n }, () => false),
    cause: null,
    tally: emptyTally(),
  };
}
