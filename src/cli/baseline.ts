/**
 * The yardstick for the engine's figure: Überkochen's random playout written as a plain mutable
 * loop (integers, no validation, no copies). The budget says an immutable engine may cost
 * more than this, but not 20× more; the bench prints the ratio so it reads the same on any machine.
 */
import { createRng } from '../shared/cards/rng';

export function mutableUeberkochenMovesPerSecond(seconds: number): number {
  const rng = createRng(1);
  // Cards as numbers: suit * 16 + value; suits 0..2 are pots, 3 is poison.
  const deck: number[] = [];
  for (let suit = 0; suit < 3; suit++) for (let value = 1; value <= 10; value++) deck.push(suit * 16 + value);
  for (let value = 2; value <= 9; value++) deck.push(3 * 16 + value);
  const players = 4;
  const hands: number[][] = [[], [], [], []];
  const potSum = [0, 0, 0];
  const potCount = [0, 0, 0];
  const taken = [0, 0, 0, 0];
  const options: number[] = [];
  let moves = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    for (let i = deck.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = deck[i] as number;
      deck[i] = deck[j] as number;
      deck[j] = t;
    }
    for (const hand of hands) hand.length = 0;
    deck.forEach((card, i) => (hands[i % players] as number[]).push(card));
    potSum.fill(0);
    potCount.fill(0);
    let seat = 0;
    for (let left = deck.length; left > 0; left--) {
      const hand = hands[seat] as number[];
      options.length = 0;
      for (let i = 0; i < hand.length; i++) {
        const suit = (hand[i] as number) >> 4;
        if (suit === 3) options.push(i * 4, i * 4 + 1, i * 4 + 2);
        else options.push(i * 4 + suit);
      }
      const pick = options[rng.int(options.length)] as number;
      const index = pick >> 2;
      const pot = pick & 3;
      const card = hand[index] as number;
      hand[index] = hand[hand.length - 1] as number;
      hand.pop();
      const value = card & 15;
      if ((potSum[pot] as number) + value > 20) {
        taken[seat] = (taken[seat] as number) + (potCount[pot] as number);
        potSum[pot] = value;
        potCount[pot] = 1;
      } else {
        potSum[pot] = (potSum[pot] as number) + value;
        potCount[pot] = (potCount[pot] as number) + 1;
      }
      moves++;
      do seat = (seat + 1) % players;
      while ((hands[seat] as number[]).length === 0 && left > 1);
    }
  }
  return moves / ((performance.now() - start) / 1000);
}
