import { ueberkochen } from '../games/ueberkochen';
import { dreizehn } from '../games/dreizehn';
import { machtkampf } from '../games/machtkampf';
import { kerkerhatz } from '../games/kerkerhatz';
import type { AnyGame } from './types';

/** Every game Kartenstube plays. The host, the simulator, the bench and the conformance suite read this list. */
export const GAMES: readonly AnyGame[] = [ueberkochen, dreizehn, machtkampf, kerkerhatz];

export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((game) => game.id === id);
}

export function getGame(id: string): AnyGame {
  const game = findGame(id);
  if (!game) throw new Error(`unknown game "${id}" (games: ${GAMES.map((g) => g.id).join(', ')})`);
  return game;
}
