/**
 * The worked example of the rules (spec rules/machtkampf.md, "Worked example") as data: the unit
 * test plays exactly these moves from these hands, and the in-app rules draw them. The seed's own
 * deal needs three 6♥, so Ben holds 6♣6♥ and Dan 6♦6♥: equal numbers, both best cards ♥, and Dan's
 * second card ♦ beats Ben's ♣.
 */
import { parseCards, type FrenchCard } from '../../cards';
import type { Seat } from '../../engine/types';

export type ExampleStep = { seat: Seat; play: readonly FrenchCard[] } | { seat: Seat; pass: true };

const play = (seat: Seat, text: string): ExampleStep => ({ seat, play: parseCards(text) as FrenchCard[] });
const pass = (seat: Seat): ExampleStep => ({ seat, pass: true });

export const MACHTKAMPF_EXAMPLE = {
  players: ['Anna', 'Ben', 'Carla', 'Dan'],
  hands: ['3C 3D 2C 2D 2H 2H 9C 9D', '6C 6H 8C 8D', '4C 5D 7H', '6D 6H 10C 10D'],
  steps: [play(0, '3C 3D'), play(1, '6C 6H'), pass(2), play(3, '6D 6H'), play(0, '2C 2D 2H 2H'), pass(1), pass(2), pass(3)],
} as const;
