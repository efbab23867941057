/** How long Machtkampf's legal-play generation takes for a full 16-card hand, as move codes into a buffer (what the playout state runs; the issue: well under a millisecond). */
import { createRng, shuffled, deriveSeed } from '../shared/cards';
import { MACHTKAMPF_DECK, countCards, playCodes, sortCards } from '../shared/games/machtkampf';
import { MAX_MOVES } from '../shared/engine/playout';

export function measureMachtkampfPlays(hands = 2000, repeats = 20): { meanMicros: number; worstMicros: number; meanPlays: number } {
  const rng = createRng(5);
  let total = 0;
  let worst = 0;
  let plays = 0;
  const out = new Int32Array(MAX_MOVES);
  for (let h = 0; h < hands; h++) {
    const hand = sortCards(shuffled(MACHTKAMPF_DECK, deriveSeed(rng.nextUint32(), 'hand')).slice(0, 16));
    const counts = countCards(hand);
    plays += playCodes(counts, -1, 0, out);
    const start = performance.now();
    for (let i = 0; i < repeats; i++) playCodes(counts, -1, 0, out);
    const each = ((performance.now() - start) / repeats) * 1000;
    total += each;
    worst = Math.max(worst, each);
  }
  return { meanMicros: total / hands, worstMicros: worst, meanPlays: plays / hands };
}
