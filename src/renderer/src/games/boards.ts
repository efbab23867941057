/** The board of each game, by game id: a new game adds its board here (the table shell is shared). */
import './tables.css';
import type { BoardSpec } from '../table/board';
import { potBoard } from '../table/potBoard';
import { kerkerhatzBoard } from './kerkerhatz/board';
import { machtkampfBoard } from './machtkampf/board';

const BOARDS: Readonly<Record<string, BoardSpec>> = {
  ueberkochen: potBoard,
  dreizehn: potBoard,
  machtkampf: machtkampfBoard,
  kerkerhatz: kerkerhatzBoard,
};

export function boardFor(game: string): BoardSpec | null {
  return BOARDS[game] ?? null;
}
