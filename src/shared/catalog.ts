/**
 * The one list of games. Everything that needs to know which games exist — the host, the
 * simulator, the tournament, the bench, the conformance suite, the client's game list and the
 * strings — takes a catalog, by default this one. It sits above `engine`, `games` and `i18n`:
 * the engine knows no game, and i18n receives the games' strings from here.
 */
import type { AnyGameModule } from './engine/module';
import { dreizehn } from './games/dreizehn';
import { kerkerhatz } from './games/kerkerhatz';
import { machtkampf } from './games/machtkampf';
import { ueberkochen } from './games/ueberkochen';
import { APP_STRINGS, createTranslator, type Translator } from './i18n';

export interface Catalog {
  readonly games: readonly AnyGameModule[];
  find(id: string): AnyGameModule | undefined;
  /** The game with this id; an unknown id is an error that lists the known ones. */
  get(id: string): AnyGameModule;
  /** The app's strings and every game's. */
  readonly text: Translator;
}

export function createCatalog(games: readonly AnyGameModule[]): Catalog {
  const byId = new Map<string, AnyGameModule>();
  for (const game of games) {
    if (byId.has(game.id)) throw new Error(`the catalog lists ${game.id} twice`);
    byId.set(game.id, game);
  }
  const ids = (): string => games.map((g) => g.id).join(', ');
  return {
    games,
    find: (id) => byId.get(id),
    get: (id) => {
      const game = byId.get(id);
      if (!game) throw new Error(`unknown game "${id}" (games: ${ids()})`);
      return game;
    },
    text: createTranslator([...APP_STRINGS, ...games.map((game) => game.strings)]),
  };
}

/** Every game Kartenstube plays, in the order the start screen shows them. */
export const CATALOG: Catalog = createCatalog([ueberkochen, dreizehn, machtkampf, kerkerhatz]);

/** The app's translator (every string, every game's): what the host, the CLI and the client print with. */
export const { t, hasString, keysOf } = CATALOG.text;
