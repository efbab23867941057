/**
 * The client side of the test-only fifth game (tests/unit/support/sticks.ts), as a game's folder
 * under src/renderer/src/games/ would hold it: a board that shows the pile and, as the hand, the
 * moves the host offers this seat, its log lines and result, and a worked example under its rules.
 * It lives only in the tests: nothing in src names it.
 */
import type { Board, BoardHost, BoardSpec, Frame, TableEvent } from '../../src/renderer/src/table/board';
import type { ClientGame } from '../../src/renderer/src/table/games';
import { h } from '../../src/renderer/src/ui/dom';
import { sticks, type SticksMove, type SticksView } from '../unit/support/sticks';

const isView = (view: unknown): view is SticksView => typeof view === 'object' && view !== null && (view as { game?: unknown }).game === 'sticks';

class SticksBoard implements Board {
  readonly classes = 'sticks-table';
  readonly elements: HTMLElement[];
  private readonly pile = h('p', { className: 'sticks-pile', role: 'status' });
  private readonly hand = h('div', { className: 'sticks-hand', role: 'group' });

  constructor(private readonly host: BoardHost) {
    this.hand.setAttribute('aria-label', host.ctx.tr('sticks.hand'));
    this.elements = [h('section', { className: `sticks-main${host.phone ? ' phone-hand' : ''}` }, this.pile, this.hand)];
  }

  hud(): (HTMLElement | string | null)[] {
    return [];
  }

  render(frame: Frame): void {
    const tr = this.host.ctx.tr;
    const view = frame.message.view as SticksView;
    this.pile.textContent = tr('sticks.left', { n: view.left });
    const legal = frame.hideHand || frame.replay ? [] : (frame.message.legal as SticksMove[]);
    this.hand.replaceChildren(
      ...legal.map((move) =>
        h('button', { type: 'button', onclick: (e: Event) => void this.host.send(move, e.currentTarget as Element) }, tr('sticks.take', { n: move.count })),
      ),
    );
  }

  focus(): void {
    this.hand.querySelector('button')?.focus();
  }

  destroy(): void {}
}

const sticksBoard: BoardSpec = {
  accepts: isView,
  create: (host) => new SticksBoard(host),
  events: (ctx, prev, next, phases): TableEvent[] => {
    const before = prev?.message.view;
    const after = next.message.view as SticksView;
    const events: TableEvent[] = [];
    if (isView(before) && before.left > after.left)
      events.push({ kind: 'log', text: ctx.tr('sticks.took', { player: next.names[before.turn] ?? '', n: before.left - after.left }) });
    if (phases.includes('matchOver') && after.winner !== null)
      events.push({ kind: 'panel', panel: { kind: 'result', title: ctx.tr('sticks.won', { player: next.names[after.winner] ?? '' }), body: [] } });
    return events;
  },
};

export const sticksClient: ClientGame = {
  game: sticks,
  board: sticksBoard,
  example: (ctx) => [h('p', { className: 'sticks-example' }, ctx.tr('sticks.example'))],
};
