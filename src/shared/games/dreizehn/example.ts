/**
 * The worked example of the rules' scoring (spec rules/dreizehn.md, "Scoring a round") as data:
 * the unit test scores exactly these cards, and the in-app rules draw them. Taken (Blau Grün Gelb
 * red fours): Anna 3 1 2 1 · Ben 1 3 2 0 · Carla 2 3 0 2 · Dan 0 0 1 1.
 */
import { parseDreizehnCards } from './cards';

export const DREIZEHN_EXAMPLE = {
  players: ['Anna', 'Ben', 'Carla', 'Dan'],
  taken: ['1B 2B 7B 5G 1Y 4Y 4R', '5B 1G 2G 7G 2Y 7Y', '4B 4B 1G 4G 5G 4R 4R', '5Y 4R'].map(parseDreizehnCards),
} as const;
