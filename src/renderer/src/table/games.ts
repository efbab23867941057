/**
 * A game's client side is one module: its board and the worked example under its rules (its
 * strings and rules live in its shared module, its styles and card faces in its own folder). The
 * renderer's catalog (games/catalog.ts) lists each once; the table, the screens and the replays
 * find a game here, never by its id in code.
 */
import type { BoardSpec } from './board';
import type { AppContext } from './context';

export interface ClientGame {
  /** The id of the game's shared module (src/shared/games/<id>). */
  readonly id: string;
  readonly board: BoardSpec;
  /** The worked example under the rules, drawn with the table's own cards (absent: the rules have none). */
  example?(ctx: AppContext): HTMLElement[];
}

export interface ClientCatalog {
  readonly games: readonly ClientGame[];
  /** The game's client module, or undefined: a game of the shared catalog without one is listed but not playable here. */
  find(id: string): ClientGame | undefined;
}

export function clientCatalog(games: readonly ClientGame[]): ClientCatalog {
  const byId = new Map<string, ClientGame>();
  for (const game of games) {
    if (byId.has(game.id)) throw new Error(`the client catalog lists ${game.id} twice`);
    byId.set(game.id, game);
  }
  return { games, find: (id) => byId.get(id) };
}
