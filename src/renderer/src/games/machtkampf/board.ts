/**
 * The Machtkampf table. PixiJS draws the table (scene.ts): the seats with their card counts, the
 * trick with who played what, the direction of play, the viewer's hand. The DOM over the canvas
 * keeps the header, the buttons (play, pass, "Letzte Karte!", sort), the exchange, the score sheet,
 * the log, and one transparent button per hand card over its picture, which carries the card's
 * name, the focus and the keyboard; the seats and the trick are listed for screen readers too.
 * A phone holding one seat shows just its hand and actions, in the DOM (big touch targets that
 * wrap into rows).
 *
 * The board keeps the frame and redraws; its parts build the DOM (hand.ts: the hand, its selection
 * and actions; seats.ts and trick.ts: the seats and the trick; sheet.ts: the score sheet), have Pixi
 * draw into the DOM's boxes (drawing.ts, scene.ts) and tell the log and a game's end (events.ts).
 */
import type { MachtkampfMove, MachtkampfView } from '../../../../shared/games/machtkampf';
import type { AppContext } from '../../table/context';
import type { Board, BoardHost, BoardSpec, Frame, SeatScore } from '../../table/board';
import { h } from '../../ui/dom';
import { MkDrawer } from './drawing';
import { machtkampfEvents, machtkampfRoundPanel } from './events';
import { MkHand } from './hand';
import './machtkampf.css';
import { isMachtkampfView } from './model';
import type { MkTable } from './parts';
import { listing, phoneBoard } from './seats';
import { side } from './sheet';
import { exchangeBox, obligation, topKey } from './trick';

class MachtkampfBoard implements Board, MkTable {
  readonly classes: string;
  readonly elements: HTMLElement[];
  readonly main = h('div', { className: 'dt-main' });
  readonly ctx: AppContext;
  readonly drawn: boolean;
  frame: Frame | null = null;
  view: MachtkampfView | null = null;
  legal: MachtkampfMove[] = [];
  /** The phone's trick as last drawn: a new top play shows fresh. */
  private lastTop = '';
  private readonly hand = new MkHand(this);
  /** Pixi's half of the table; none on a phone, which shows its board in the DOM. */
  private readonly drawer: MkDrawer | null;

  constructor(readonly host: BoardHost) {
    this.ctx = host.ctx;
    this.elements = [this.main];
    this.drawer = host.phone ? null : new MkDrawer(host.ctx, () => this.redraw(null));
    this.drawn = this.drawer !== null;
    this.classes = `dt-table mk${this.drawn ? ' pixi' : ''}`;
  }

  destroy(): void {
    this.drawer?.destroy();
  }

  focus(): void {
    this.main
      .querySelector<HTMLElement>('.mk-hand button:not([disabled]):not([aria-disabled="true"]), .mk-hand button, .mk-actions button:not([disabled])')
      ?.focus();
  }

  hud(frame: Frame): (HTMLElement | string | null)[] {
    const view = frame.message.view;
    if (!isMachtkampfView(view)) return [];
    const tr = this.ctx.tr;
    // The direction of play is drawn once, at the trick (scene.ts, direction).
    return [
      h('span', { className: 'round' }, tr('machtkampf.game', { n: view.gameNumber + 1 })),
      h('span', {}, tr('machtkampf.target', { target: view.target })),
    ];
  }

  scores(frame: Frame): SeatScore[] {
    const view = frame.message.view;
    if (!isMachtkampfView(view)) return [];
    return view.totals.map((points, seat) => ({ name: frame.names[seat] ?? '', points, you: view.viewer === seat }));
  }

  render(frame: Frame): void {
    const view = frame.message.view;
    if (!isMachtkampfView(view)) return;
    this.frame = frame;
    this.view = view;
    this.legal = frame.hideHand ? [] : (frame.message.legal as MachtkampfMove[]);
    this.hand.follow(view);
    const names = [...frame.names];
    const hand = this.hand.area(view, names);
    if (this.drawer) {
      const board = h('div', { className: 'mk-board' }, listing(this, view, names));
      // The exchange and the one-card obligation go above the score sheet, clear of the drawn table;
      // a player who holds the hand reads the obligation beside it instead.
      const notes = h('div', { className: 'mk-notes' }, hand ? null : obligation(this.ctx, view, names), exchangeBox(this.ctx, view, names));
      this.main.replaceChildren(board, side(this, view, names, notes), ...(hand ? [hand] : []));
      this.drawer.draw(frame, this.hand.selected, this.hand.order, view, names, board, hand);
    } else {
      const top = topKey(view);
      const fresh = top !== this.lastTop;
      this.lastTop = top;
      this.main.replaceChildren(phoneBoard(this, view, names, fresh), ...(hand ? [hand] : []));
    }
  }

  /** Redraws from the current view and puts the focus back where it was (or on `focus`). */
  redraw(focus: string | null): void {
    const frame = this.frame;
    if (!frame) return;
    const active = document.activeElement as HTMLElement | null;
    const keep =
      focus === null && active && this.main.contains(active)
        ? active.dataset.card
          ? `.mk-hand [data-card]:nth-child(${[...(active.parentElement?.children ?? [])].indexOf(active) + 1})`
          : null
        : null;
    this.render(frame);
    const target = focus ?? keep;
    if (target) this.main.querySelector<HTMLElement>(target)?.focus();
  }
}

export const machtkampfBoard: BoardSpec = {
  accepts: isMachtkampfView,
  create: (host) => new MachtkampfBoard(host),
  events: machtkampfEvents,
  roundPanel: machtkampfRoundPanel,
};
