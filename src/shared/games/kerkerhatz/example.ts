/**
 * The worked example of the rules (the seed's, laid by hand: spec rules/kerkerhatz.md, "Levels") as
 * data: the unit test plays exactly these steps, and the in-app rules draw them. Anna is the fighter,
 * Ben the healer, Carla the time keeper.
 */
import type { FrenchCard, Suit } from '../../cards';
import type { Seat } from '../../engine/types';
import type { Hero } from './state';

export interface ExamplePlay {
  seat: Seat;
  card: FrenchCard;
  /** The suit a joker fills. */
  suit?: Suit;
}

/** One dungeon card and what the team did to it: cards played on it, or a hero's power (discarding three). */
export interface ExampleStep {
  target: FrenchCard;
  plays: readonly ExamplePlay[];
  power?: Seat;
}

export const KERKERHATZ_EXAMPLE = {
  players: ['Anna', 'Ben', 'Carla'],
  heroes: ['fighter', 'healer', 'timeKeeper'] as readonly Hero[],
  hands: ['7H 2S 8D 10D', '4C 9C QC 2D', 'KH X1 9H 10H'],
  piles: ['3D 6D 9D 8C 7C 5D', '7D 4D 10C', '2H 3H'],
  dungeon: '3H JC 5H 4S 2C',
  steps: [
    {
      target: '3H',
      plays: [
        { seat: 0, card: '7H' },
        { seat: 2, card: 'KH' },
      ],
    },
    {
      target: 'JC',
      plays: [
        { seat: 1, card: '4C' },
        { seat: 1, card: '9C' },
        { seat: 0, card: '2S' },
        { seat: 2, card: 'X1', suit: 'S' },
      ],
    },
    { target: '5H', plays: [{ seat: 1, card: 'QC' }] },
    { target: '4S', plays: [], power: 0 },
  ] as readonly ExampleStep[],
} as const;
