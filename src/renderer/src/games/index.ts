/**
 * The client's boards, by game id: the renderer's plugin registry. Machtkampf and Kerkerhatz draw
 * their own table in the DOM; the pot games (Überkochen's pots, Dreizehn's boards) share the Pixi
 * table. A game of the catalog without a board here is listed, but cannot be played in this client.
 */
import './tables.css';
import type { AppContext } from '../app/context';
import type { TableSession } from '../app/session';
import type { GameTable } from './base';
import { KerkerhatzTable } from './kerkerhatz/table';
import { MachtkampfTable } from './machtkampf/table';

export type { GameTable } from './base';

type Board = { kind: 'pots' } | { kind: 'dom'; open(ctx: AppContext, session: TableSession): GameTable };

const BOARDS: Readonly<Record<string, Board>> = {
  ueberkochen: { kind: 'pots' },
  dreizehn: { kind: 'pots' },
  machtkampf: { kind: 'dom', open: (ctx, session) => new MachtkampfTable(ctx, session) },
  kerkerhatz: { kind: 'dom', open: (ctx, session) => new KerkerhatzTable(ctx, session) },
};

/** Whether this client can draw a table for the game. */
export function hasBoard(game: string): boolean {
  return game in BOARDS;
}

/** The game's DOM table, or null for the games the Pixi table draws. */
export function gameTable(ctx: AppContext, session: TableSession): GameTable | null {
  const board = BOARDS[session.game];
  return board?.kind === 'dom' ? board.open(ctx, session) : null;
}
