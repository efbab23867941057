/**
 * The worked example of the rules (spec rules/ueberkochen.md, "Scoring a round") as data: the unit
 * test scores exactly these piles, and the in-app rules draw them. Taken piles (♥ ♦ ♣ ♠):
 * Anna 4 1 3 2 · Ben 2 3 1 1 · Carla 3 2 3 3 · Dan 1 1 0 1.
 */
import { parseCards, type FrenchCard } from '../../cards';

export const UEBERKOCHEN_EXAMPLE = {
  players: ['Anna', 'Ben', 'Carla', 'Dan'],
  taken: ['AH 2H 3H 4H AD AC 2C 3C 2S 3S', '5H 6H 2D 3D 4D 4C 4S', '7H 8H 9H 5D 6D 5C 6C 7C 5S 6S 7S', '10H 7D 8S'].map(
    (pile) => parseCards(pile) as FrenchCard[],
  ),
} as const;
