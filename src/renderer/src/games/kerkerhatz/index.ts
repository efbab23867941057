/** Kerkerhatz's client side: its board (the dungeon, the clock, the campaign map) and the worked example of a level. */
import { kerkerhatz } from '../../../../shared/games/kerkerhatz';
import type { ClientGame } from '../../table/games';
import { kerkerhatzBoard } from './board';
import { kerkerhatzExample } from './example';

export const kerkerhatzClient: ClientGame = { game: kerkerhatz, board: kerkerhatzBoard, example: kerkerhatzExample };
