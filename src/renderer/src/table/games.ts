/**
 * A game's client side is one module: its board and the worked example under its rules (its
 * strings and rules live in its shared module, its styles and its own deck's look in its own folder). The
 * renderer's catalog (games/catalog.ts) lists each once; the table, the screens and the replays
 * find a game here, never by its id in code.
 */
import type { AnyGameModule } from '../../../shared/engine/module';
import type { BoardSpec } from './board';
import type { AppContext } from './context';
import { registerDeck, type DeckLook } from './deck';

export interface ClientGame {
  /** The game's shared module (src/shared/games/<id>): its rules, chart, strings and facts. */
  readonly game: AnyGameModule;
  readonly board: BoardSpec;
  /** The worked example under the rules, drawn with the table's own cards (absent: the rules have none). */
  example?(ctx: AppContext): HTMLElement[];
  /** The look of the game's own deck (absent: French cards); the catalog registers it with the table. */
  readonly deck?: DeckLook;
}

export interface ClientCatalog {
  readonly games: readonly ClientGame[];
  /** The game's client module, or undefined: a game of the shared catalog without one is listed but not playable here. */
  find(id: string): ClientGame | undefined;
}

export function clientCatalog(games: readonly ClientGame[]): ClientCatalog {
  const byId = new Map<string, ClientGame>();
  for (const client of games) {
    const id = client.game.id;
    if (byId.has(id)) throw new Error(`the client catalog lists ${id} twice`);
    byId.set(id, client);
    if (client.deck) registerDeck(client.deck);
  }
  return { games, find: (id) => byId.get(id) };
}
