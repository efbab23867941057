/**
 * The renderer's one list of games: each game's client module (its folder's index.ts: board,
 * worked example, styles), once. A new game adds its line here and one in src/shared/catalog.ts; a
 * game of the shared catalog without a client module is listed, but cannot be played or replayed in
 * this client.
 */
import './tables.css';
import { clientCatalog, type ClientCatalog } from '../table/games';
import { dreizehnClient } from './dreizehn';
import { kerkerhatzClient } from './kerkerhatz';
import { machtkampfClient } from './machtkampf';
import { ueberkochenClient } from './ueberkochen';

export const CLIENT_GAMES: ClientCatalog = clientCatalog([ueberkochenClient, dreizehnClient, machtkampfClient, kerkerhatzClient]);
