/**
 * The Machtkampf hand: the cards (one toggle button each; over the Pixi table transparent, laid
 * over the drawn cards), what the selection makes, the action bar (call, play, pass, suggest,
 * clear, sort), and sending a play with its "Letzte Karte!" call.
 */
import type { FrenchCard } from '../../../../shared/cards';
import type { MachtkampfMove, MachtkampfView } from '../../../../shared/games/machtkampf';
import { cardName } from '../../table/model';
import { h } from '../../ui/dom';
import { cardFace, handFill } from '../../ui/cards';
import { callWith, handGroups, readSelection, suggestion, type HandOrder } from './model';
import type { MkTable } from './parts';
import { obligation } from './trick';

const CALL: MachtkampfMove = { type: 'callLastCard' };

export class MkHand {
  /** The picked cards, by their place in the hand. */
  readonly selected = new Set<number>();
  private handKey = '';
  order: HandOrder = 'number';
  /** The action bar as last drawn, and what it offered then. */
  private actions: HTMLElement | null = null;
  private actionsKey = '';
  /** A play that calls "Letzte Karte!" after it is on its way. */
  private calling = false;

  constructor(private readonly t: MkTable) {}

  /** A new hand starts with nothing picked. */
  follow(view: MachtkampfView): void {
    const key = (view.hand ?? []).join(' ');
    if (key !== this.handKey) {
      this.selected.clear();
      this.handKey = key;
    }
  }

  area(view: MachtkampfView, names: string[]): HTMLElement | null {
    const hand = view.hand;
    if (!hand || this.t.frame?.hideHand) return null;
    const tr = this.t.ctx.tr;
    const lang = this.t.ctx.settings.lang;
    const picked = [...this.selected].map((i) => hand[i]).filter((c): c is FrenchCard => c !== undefined);
    // The host holds the table while the last game's scoring is read: nobody moves yet, whatever the view's turn says.
    const held = this.t.frame?.held === true;
    const selection = readSelection(lang, view, this.t.legal, picked, held);
    // With Pixi the buttons are transparent, laid over the drawn cards once the layout is known.
    const drawn = this.t.drawn;
    const cards = handGroups(hand, this.order).flatMap((group, g) =>
      group.map((i, k) => {
        const card = hand[i] as FrenchCard;
        const on = this.selected.has(i);
        return h(
          'button',
          {
            type: 'button',
            className: `mk-card${on ? ' selected' : ''}${!drawn && g > 0 && k === 0 ? ' group-start' : ''}`,
            'aria-pressed': String(on),
            'aria-label': cardName(lang, card),
            'data-card': card,
            // Two cards of a kind can be in one hand: the key is the card's place in it.
            'data-key': `card-${i}`,
            onclick: () => this.toggle(i),
          },
          drawn ? null : cardFace(lang, card),
        );
      }),
    );
    const canPass = this.t.legal.some((m) => m.type === 'pass');
    // While a play and its call are on their way, the call is not offered a second time.
    const call = this.t.legal.some((m) => m.type === 'callLastCard') && !this.calling;
    // The exchange has no passing; its winner's button gives a card back (also while the host still holds the table).
    const exchange = view.phase === 'exchange';
    const giving = exchange && view.exchange?.winner === view.viewer && view.exchange.returned === null;
    const hint = suggestion(this.t.legal);
    const myTurn = view.turn === view.viewer && view.phase !== 'over' && !held;
    const withCall = callWith(view, this.t.legal, selection.move);
    const playLabel = giving
      ? tr('machtkampf.button.giveBack')
      : withCall === 'before'
        ? tr('machtkampf.button.callAndPlay')
        : withCall === 'after'
          ? tr('machtkampf.button.playAndCall')
          : tr('machtkampf.button.play');
    // The bar is drawn anew only when what it offers changes: a button a finger is on stays the same element while other seats play.
    const key = JSON.stringify([call, playLabel, selection.move !== null, canPass, exchange, hint, this.selected.size, this.order, this.calling]);
    if (key !== this.actionsKey) {
      this.actionsKey = key;
      this.actions = h(
        'div',
        { className: 'mk-actions' },
        call
          ? h(
              'button',
              { type: 'button', className: 'primary call', onclick: (e: Event) => void this.t.host.send(CALL, e.currentTarget as Element) },
              tr('machtkampf.action.callLastCard'),
            )
          : null,
        h('button', { type: 'button', className: 'primary play', disabled: !selection.move || this.calling, onclick: () => void this.submit() }, playLabel),
        exchange
          ? null
          : h(
              'button',
              { type: 'button', disabled: !canPass, onclick: (e: Event) => void this.t.host.send({ type: 'pass' }, e.currentTarget as Element) },
              tr('machtkampf.button.pass'),
            ),
        h('button', { type: 'button', disabled: !hint || this.calling, onclick: () => this.suggest(hint) }, tr('machtkampf.button.suggest')),
        h('button', { type: 'button', disabled: this.selected.size === 0, onclick: () => this.clear() }, tr('machtkampf.button.clear')),
        h(
          'button',
          { type: 'button', className: 'sort', onclick: () => this.sortBy(this.order === 'number' ? 'combinations' : 'number') },
          this.order === 'number' ? tr('machtkampf.sort.combinations') : tr('machtkampf.sort.number'),
        ),
      );
    }
    const actions = this.actions;
    const name = typeof view.viewer === 'number' ? (names[view.viewer] ?? '') : '';
    const status = held
      ? tr('round.reading')
      : myTurn
        ? tr('machtkampf.yourTurn', { name })
        : view.turn !== null
          ? tr('machtkampf.theirTurn', { name: names[view.turn] ?? '' })
          : '';
    const prompt = call ? h('p', { className: 'mk-prompt', role: 'alert' }, tr('machtkampf.callPrompt')) : null;
    // The canvas draws the others' calls on their seats; the viewer's own call shows here.
    const viewer = typeof view.viewer === 'number' ? view.viewer : -1;
    const ownCall = drawn && view.called[viewer] && hand.length === 1 ? h('span', { className: 'badge call' }, tr('machtkampf.called')) : null;
    return h(
      'section',
      { className: `hand-panel mk-hand-area${myTurn ? ' mine' : ''}`, 'aria-label': tr('tables.hand') },
      h(
        'div',
        { className: 'mk-hand-info' },
        h('p', { className: 'turn-line', role: 'status' }, status),
        ownCall,
        prompt,
        drawn ? obligation(this.t.ctx, view, names) : null,
        h(
          'p',
          { className: `mk-selection ${selection.verdict}`, 'aria-live': 'polite' },
          // Nothing to pick in a replay; nothing to play while the table is held (the turn line says why).
          selection.text || (this.t.frame?.replay || held ? '' : tr('machtkampf.sel.hint')),
        ),
      ),
      h('div', { className: 'mk-hand', role: 'group', 'aria-label': tr('tables.hand'), 'data-fill': handFill(cards.length) }, ...cards),
      // A replay shows the hand; there is nothing to press.
      this.t.frame?.replay ? null : actions,
    );
  }

  private toggle(index: number): void {
    if (this.selected.has(index)) this.selected.delete(index);
    else {
      if (this.t.view?.phase === 'exchange') this.selected.clear();
      this.selected.add(index);
    }
    this.t.redraw(`.mk-hand [data-card]:nth-child(${this.positionOf(index) + 1})`);
  }

  private positionOf(index: number): number {
    return handGroups(this.t.view?.hand ?? [], this.order)
      .flat()
      .indexOf(index);
  }

  private clear(): void {
    this.selected.clear();
    this.t.redraw('.mk-hand button');
  }

  private sortBy(order: HandOrder): void {
    this.order = order;
    this.t.redraw('.mk-actions button.sort');
  }

  private suggest(move: MachtkampfMove | null): void {
    const hand = this.t.view?.hand;
    if (!move || !hand) return;
    const cards = move.type === 'play' ? move.cards : move.type === 'giveBack' ? [move.card] : [];
    this.selected.clear();
    for (const card of cards) {
      const index = hand.findIndex((c, i) => c === card && !this.selected.has(i));
      if (index >= 0) this.selected.add(index);
    }
    this.t.redraw('.mk-actions button.play');
  }

  /** Plays the selection; a play of the last card calls first where the call is owed, a play down to one card calls right after (callWith). */
  private async submit(): Promise<void> {
    const view = this.t.view;
    const hand = view?.hand;
    if (!view || !hand || typeof view.viewer !== 'number') return;
    const picked = [...this.selected].map((i) => hand[i]).filter((c): c is FrenchCard => c !== undefined);
    const selection = readSelection(this.t.ctx.settings.lang, view, this.t.legal, picked, this.t.frame?.held === true);
    if (!selection.move) return;
    const withCall = callWith(view, this.t.legal, selection.move);
    const at = this.t.main.querySelector('.mk-selection');
    // Sent for this seat by name: in hot-seat the device may already show the next player when the call goes.
    const seats = [view.viewer];
    this.selected.clear();
    if (withCall === 'before' && !(await this.t.host.send(CALL, at, seats))) return;
    this.calling = withCall === 'after';
    try {
      if ((await this.t.host.send(selection.move, at, seats)) && withCall === 'after') await this.t.host.send(CALL, at, seats);
    } finally {
      this.calling = false;
      if (this.t.frame) this.t.redraw(null);
    }
  }
}
