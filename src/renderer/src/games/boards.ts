/**
 * The board of each game, by game id: the renderer's plugin registry. A new game adds its board
 * here (the table shell is shared); a game of the catalog without a board is listed, but cannot be
 * played or replayed in this client.
 */
import './tables.css';
import type { BoardSpec } from '../table/board';
import { potBoard } from '../table/potBoard';
import { dreizehnPot } from './dreizehn/pot';
import { kerkerhatzBoard } from './kerkerhatz/board';
import { machtkampfBoard } from './machtkampf/board';
import { ueberkochenPot } from './ueberkochen/pot';

const BOARDS: Readonly<Record<string, BoardSpec>> = {
  // The two pot games share one board; each gives it its pot description.
  ueberkochen: potBoard(ueberkochenPot),
  dreizehn: potBoard(dreizehnPot),
  machtkampf: machtkampfBoard,
  kerkerhatz: kerkerhatzBoard,
};

export function boardFor(game: string): BoardSpec | null {
  return BOARDS[game] ?? null;
}

/** Whether this client can draw a table for the game. */
export function hasBoard(game: string): boolean {
  return game in BOARDS;
}
