/** Machtkampf's client side: its board and the worked example of a trick. */
import { machtkampf } from '../../../../shared/games/machtkampf';
import type { ClientGame } from '../../table/games';
import { machtkampfBoard } from './board';
import { machtkampfExample } from './example';

export const machtkampfClient: ClientGame = { game: machtkampf, board: machtkampfBoard, example: machtkampfExample };
