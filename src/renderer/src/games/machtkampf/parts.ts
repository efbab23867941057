/**
 * What the parts of the Machtkampf table (the hand, the seats and the trick, the score sheet, the
 * Pixi drawing) read of the board (board.ts) while they build its DOM: the board keeps the frame,
 * the parts draw it.
 */
import type { MachtkampfMove, MachtkampfView } from '../../../../shared/games/machtkampf';
import type { AppContext } from '../../table/context';
import type { BoardHost, Frame } from '../../table/board';

export interface MkTable {
  readonly ctx: AppContext;
  readonly host: BoardHost;
  /** The board's element, which the parts fill. */
  readonly main: HTMLElement;
  readonly frame: Frame | null;
  readonly view: MachtkampfView | null;
  readonly legal: readonly MachtkampfMove[];
  /** Pixi draws the table (scene.ts); a phone shows its board in the DOM. */
  readonly drawn: boolean;
  /** Redraws from the current view and puts the focus back where it was (or on `focus`). */
  redraw(focus: string | null): void;
}
