/**
 * The Machtkampf table. PixiJS draws the table (scene.ts): the seats with their card counts, the
 * trick with who played what, the direction of play, the viewer's hand. The DOM over the canvas
 * keeps the header, the buttons (play, pass, "Letzte Karte!", sort), the exchange, the score sheet,
 * the log, and one transparent button per hand card over its picture, which carries the card's
 * name, the focus and the keyboard; the seats and the trick are listed for screen readers too.
 * A phone holding one seat shows just its hand and actions, in the DOM (big touch targets that
 * wrap into rows).
 */
import type { FrenchCard } from '../../../../shared/cards';
import type { ChartPhase } from '../../../../shared/engine/chart';
import type { MachtkampfMove, MachtkampfView } from '../../../../shared/games/machtkampf';
import { t } from '../../../../shared/catalog';
import type { AppContext } from '../../table/context';
import { effectiveSpeed } from '../../app/settings';
import type { Board, BoardHost, BoardSpec, Frame, Panel, SeatScore, TableEvent } from '../../table/board';
import type { Rect } from '../../table/layout';
import { cardName } from '../../table/model';
import { seatBadge } from '../../ui/badge';
import { h } from '../../ui/dom';
import { cardBack, cardFace, handFill } from '../../ui/cards';
import { shortCard } from '../../ui/cardText';
import { PixiLayer } from '../../table/layer';
import { computeMkLayout } from './layout';
import './machtkampf.css';
import {
  actionLine,
  callWith,
  describeCombination,
  handGroups,
  isMachtkampfView,
  obligationText,
  positions,
  readSelection,
  scoringStep,
  suggestion,
  type HandOrder,
} from './model';
import { MachtkampfScene, type MkSeatInfo } from './scene';

const CALL: MachtkampfMove = { type: 'callLastCard' };

class MachtkampfBoard implements Board {
  readonly classes: string;
  readonly elements: HTMLElement[];
  private readonly main = h('div', { className: 'dt-main' });
  private readonly ctx: AppContext;
  private frame: Frame | null = null;
  private view: MachtkampfView | null = null;
  private legal: MachtkampfMove[] = [];
  private selected = new Set<number>();
  private handKey = '';
  private order: HandOrder = 'number';
  private lastTop = '';
  /** The action bar as last drawn, and what it offered then. */
  private actions: HTMLElement | null = null;
  private actionsKey = '';
  /** A play that calls "Letzte Karte!" after it is on its way. */
  private calling = false;
  /** The game whose deal the hand last flew in for. */
  private dealtGame = -1;
  private readonly layer: PixiLayer | null;
  private readonly scene: MachtkampfScene | null;

  constructor(private readonly host: BoardHost) {
    this.ctx = host.ctx;
    this.elements = [this.main];
    if (host.phone) {
      this.layer = null;
      this.scene = null;
    } else {
      this.layer = new PixiLayer(host.ctx.stage);
      this.scene = new MachtkampfScene(this.layer);
      this.layer.onResized(() => this.redraw(null));
    }
    this.classes = `dt-table mk${this.scene ? ' pixi' : ''}`;
  }

  destroy(): void {
    this.layer?.destroy();
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
    const key = (view.hand ?? []).join(' ');
    if (key !== this.handKey) {
      this.selected.clear();
      this.handKey = key;
    }
    const names = [...frame.names];
    const hand = this.handArea(view, names);
    if (this.scene) {
      const board = h('div', { className: 'mk-board' }, this.listing(view, names));
      // The exchange and the one-card obligation go above the score sheet, clear of the drawn table;
      // a player who holds the hand reads the obligation beside it instead.
      const notes = h('div', { className: 'mk-notes' }, hand ? null : this.obligation(view, names), this.exchangeBox(view, names));
      this.main.replaceChildren(board, this.side(view, names, notes), ...(hand ? [hand] : []));
      this.drawTable(view, names, board, hand);
    } else {
      this.main.replaceChildren(this.phoneBoard(view, names), ...(hand ? [hand] : []));
    }
  }

  // ------------------------------------------------------------------ the table, drawn by Pixi

  /** Lays out the Pixi table over the DOM's board and hand band, draws it, and puts each card's button over its picture. */
  private drawTable(view: MachtkampfView, names: string[], board: HTMLElement, handArea: HTMLElement | null): void {
    const layer = this.layer;
    const scene = this.scene;
    if (!layer || !scene) return;
    layer.tweens.speed = effectiveSpeed(this.ctx.settings);
    const rect = (el: Element): Rect => {
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, w: r.width, h: r.height };
    };
    const handBox = handArea?.querySelector<HTMLElement>('.mk-hand') ?? null;
    const hand = view.hand && handBox ? view.hand : null;
    const groups = hand ? handGroups(hand, this.order) : [];
    const viewer = typeof view.viewer === 'number' ? view.viewer : null;
    const layout = computeMkLayout({
      board: rect(board),
      hand: handBox ? rect(handBox) : null,
      positions: positions(view.handSizes.length, viewer),
      viewer,
      groups: groups.map((g) => g.length),
      tv: this.ctx.settings.tv,
      // The same question the portrait rules of machtkampf.css ask, so the drawing and the DOM agree.
      upright: window.matchMedia('(orientation: portrait)').matches,
    });
    const shown = groups.flat();
    const top = view.trick[view.trick.length - 1];
    const topKey = top ? `${view.gameNumber}:${view.trick.length}:${top.seat}:${top.cards.join(' ')}` : '';
    const fresh = topKey !== '' && topKey !== this.lastTop;
    this.lastTop = topKey;
    const deal = hand !== null && view.gameNumber !== this.dealtGame;
    if (hand) this.dealtGame = view.gameNumber;
    const seats = this.frame?.seats ?? [];
    const lang = this.ctx.settings.lang;
    const infos: MkSeatInfo[] = names.map((name, seat) => {
      const info = seats[seat];
      const level = info?.botPlaying && info.level ? t(lang, `bot.${info.level}`) : null;
      return { name, level };
    });
    scene.draw({
      view,
      seats: infos,
      lang,
      fourColour: this.ctx.settings.fourColour,
      layout,
      hand: hand ? { cards: shown.map((i) => hand[i] as FrenchCard), selected: shown.map((i) => this.selected.has(i)), mine: view.turn === view.viewer } : null,
      transition: deal ? 'deal' : fresh ? 'play' : null,
    });
    // Each card's button covers its picture; a later card lies over an earlier one, as drawn.
    const spots = layout.hand;
    if (!spots || !handBox) return;
    const box = rect(handBox);
    const buttons = handBox.querySelectorAll<HTMLElement>('.mk-card');
    buttons.forEach((button, k) => {
      const card = spots.cards[k];
      if (!card) return;
      const lifted = this.selected.has(shown[k] as number) ? spots.lift : 0;
      Object.assign(button.style, { left: `${card.x - box.x}px`, top: `${card.y - box.y - lifted}px`, width: `${card.w}px`, height: `${card.h}px` });
    });
  }

  /** The seats and the trick for screen readers: the canvas shows them, this says them. */
  private listing(view: MachtkampfView, names: string[]): HTMLElement {
    const lang = this.ctx.settings.lang;
    const trick = h(
      'ol',
      { className: 'mk-trick', 'aria-label': this.ctx.tr('machtkampf.trick') },
      ...view.trick.slice(-4).map((play) => h('li', {}, `${names[play.seat] ?? ''}: ${describeCombination(lang, play)}`)),
    );
    return h('div', { className: 'mk-listing' }, ...this.seatSections(view, names), trick, h('p', {}, this.ctx.tr(`machtkampf.direction.${view.direction}`)));
  }

  // ------------------------------------------------------------------ the phone's board (DOM)

  private seatSections(view: MachtkampfView, names: string[]): HTMLElement[] {
    const tr = this.ctx.tr;
    const viewer = typeof view.viewer === 'number' ? view.viewer : null;
    const pos = positions(view.handSizes.length, viewer);
    return view.handSizes.map((size, seat) => {
      const badges = [
        view.turn === seat && view.phase !== 'over' ? h('span', { className: 'badge turn' }, tr('machtkampf.turn')) : null,
        view.called[seat] && size === 1 ? h('span', { className: 'badge call' }, tr('machtkampf.called')) : null,
        view.out[seat] ? h('span', { className: 'badge out' }, tr('machtkampf.out')) : null,
        view.dealer === seat ? h('span', { className: 'badge dealer' }, tr('table.dealerChip')) : null,
      ];
      const label = `${names[seat]}: ${tr('tables.cards', { n: size })}, ${tr('machtkampf.total', { n: view.totals[seat] ?? 0 })}${view.called[seat] && size === 1 ? `, ${tr('machtkampf.called')}` : ''}`;
      return h(
        'section',
        { className: `mk-seat pos-${pos[seat]}${view.turn === seat ? ' active' : ''}${seat === viewer ? ' you' : ''}`, 'aria-label': label, 'data-seat': seat },
        h(
          'h3',
          {},
          names[seat] ?? '',
          seat === viewer ? h('small', {}, ` (${tr('tables.you')})`) : null,
          seatBadge(this.ctx.settings.lang, this.frame?.seats[seat]),
        ),
        h(
          'div',
          { className: 'mk-backs' },
          ...(this.scene ? [] : Array.from({ length: Math.min(size, 8) }, () => cardBack('mini'))),
          h('span', { className: 'count', 'data-count': size }, String(size)),
        ),
        h('p', { className: 'total' }, tr('machtkampf.total', { n: view.totals[seat] ?? 0 })),
        h('div', { className: 'badges' }, ...badges),
      );
    });
  }

  private phoneBoard(view: MachtkampfView, names: string[]): HTMLElement {
    const tr = this.ctx.tr;
    const viewer = typeof view.viewer === 'number' ? view.viewer : null;
    // On a phone the seats shrink to one line each: who has how many cards, who called.
    const strip = h(
      'ul',
      { className: 'mk-strip', 'aria-hidden': 'true' },
      ...view.handSizes.flatMap((size, seat) =>
        seat === viewer
          ? []
          : [
              h(
                'li',
                { className: view.turn === seat ? 'active' : '' },
                `${names[seat] ?? ''}: ${size}`,
                view.called[seat] && size === 1 ? h('span', { className: 'badge call' }, tr('machtkampf.called')) : null,
              ),
            ],
      ),
    );
    return h('div', { className: 'mk-board' }, ...this.seatSections(view, names), strip, this.center(view, names));
  }

  private center(view: MachtkampfView, names: string[]): HTMLElement {
    const tr = this.ctx.tr;
    const lang = this.ctx.settings.lang;
    const top = view.trick[view.trick.length - 1];
    const topKey = top ? `${view.trick.length}:${top.seat}:${top.cards.join(' ')}` : '';
    const fresh = topKey !== this.lastTop;
    this.lastTop = topKey;
    const plays = view.trick.map((play, i) => {
      const last = i === view.trick.length - 1;
      return h(
        'li',
        { className: last ? `top${fresh ? ' fresh' : ''}` : '', 'aria-label': `${names[play.seat]}: ${describeCombination(lang, play)}` },
        h('span', { className: 'who' }, names[play.seat] ?? ''),
        h('span', { className: 'cards' }, ...play.cards.map((c) => cardFace(lang, c, last ? '' : 'small'))),
        h('span', { className: 'what' }, describeCombination(lang, play)),
      );
    });
    const leader = view.turn !== null ? (names[view.turn] ?? '') : '';
    const trick =
      view.trick.length > 0
        ? h('ol', { className: 'mk-trick', 'aria-label': tr('machtkampf.trick') }, ...plays.slice(-4))
        : h('p', { className: 'mk-trick empty' }, view.phase === 'playing' ? tr('machtkampf.trickEmpty', { player: leader }) : '');
    const extra: (HTMLElement | null)[] = [];
    if (view.passes > 0 && view.trick.length > 0) extra.push(h('p', { className: 'mk-passes' }, tr('machtkampf.passes', { n: view.passes })));
    extra.push(this.obligation(view, names));
    return h('div', { className: 'mk-center' }, trick, ...extra, this.exchangeBox(view, names));
  }

  private obligation(view: MachtkampfView, names: string[]): HTMLElement | null {
    if (!view.mustMakeItHard || view.turn === null || view.phase !== 'playing') return null;
    const tr = this.ctx.tr;
    const mine = view.turn === view.viewer;
    const nextSeat = view.handSizes.findIndex((n, s) => n === 1 && !view.out[s] && s !== view.turn);
    return h(
      'p',
      { className: `mk-obligation${mine ? ' mine' : ''}`, role: 'note' },
      mine
        ? tr('machtkampf.obligation.you', { text: obligationText(this.ctx.settings.lang, view) })
        : tr('machtkampf.obligation.them', { player: names[view.turn] ?? '', next: names[nextSeat] ?? '' }),
    );
  }

  private exchangeBox(view: MachtkampfView, names: string[]): HTMLElement | null {
    const ex = view.exchange;
    if (!ex) return null;
    const tr = this.ctx.tr;
    const lang = this.ctx.settings.lang;
    const lines = [h('p', {}, tr(`machtkampf.exchange.${ex.loserBy}`, { loser: names[ex.loser], winner: names[ex.winner], card: shortCard(lang, ex.given) }))];
    if (ex.returned)
      lines.push(h('p', {}, tr('machtkampf.exchange.returned', { winner: names[ex.winner], loser: names[ex.loser], card: shortCard(lang, ex.returned) })));
    else if (view.viewer === ex.winner) lines.push(h('p', { className: 'mine' }, tr('machtkampf.exchange.yours', { loser: names[ex.loser] })));
    else lines.push(h('p', {}, tr('machtkampf.exchange.waiting', { winner: names[ex.winner], loser: names[ex.loser] })));
    const cards = h('div', { className: 'cards' }, cardFace(lang, ex.given), ex.returned ? cardFace(lang, ex.returned) : cardBack());
    return h(
      'section',
      { className: `mk-exchange${view.phase === 'exchange' ? ' live' : ''}`, 'aria-label': tr('machtkampf.exchange.title', { n: view.gameNumber + 1 }) },
      h('h3', {}, tr('machtkampf.exchange.title', { n: view.gameNumber + 1 })),
      cards,
      ...lines,
    );
  }

  private side(view: MachtkampfView, names: string[], notes: HTMLElement | null = null): HTMLElement {
    return h(
      'aside',
      { className: 'mk-side' },
      notes,
      sheet(this.ctx, view, names, this.frame?.seats ?? [], false),
      this.host.logOpen ? this.host.logPanel : null,
    );
  }

  // ------------------------------------------------------------------ the hand

  private handArea(view: MachtkampfView, names: string[]): HTMLElement | null {
    const hand = view.hand;
    if (!hand || this.frame?.hideHand) return null;
    const tr = this.ctx.tr;
    const lang = this.ctx.settings.lang;
    const picked = [...this.selected].map((i) => hand[i]).filter((c): c is FrenchCard => c !== undefined);
    const selection = readSelection(lang, view, this.legal, picked);
    // With Pixi the buttons are transparent, laid over the drawn cards once the layout is known.
    const drawn = this.scene !== null;
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
    const canPass = this.legal.some((m) => m.type === 'pass');
    // While a play and its call are on their way, the call is not offered a second time.
    const call = this.legal.some((m) => m.type === 'callLastCard') && !this.calling;
    const exchange = view.phase === 'exchange' && this.legal.some((m) => m.type === 'giveBack');
    const hint = suggestion(this.legal);
    const myTurn = view.turn === view.viewer && view.phase !== 'over';
    const withCall = callWith(view, this.legal, selection.move);
    const playLabel = exchange
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
              { type: 'button', className: 'primary call', onclick: (e: Event) => void this.host.send(CALL, e.currentTarget as Element) },
              tr('machtkampf.action.callLastCard'),
            )
          : null,
        h('button', { type: 'button', className: 'primary play', disabled: !selection.move || this.calling, onclick: () => void this.submit() }, playLabel),
        exchange
          ? null
          : h(
              'button',
              { type: 'button', disabled: !canPass, onclick: (e: Event) => void this.host.send({ type: 'pass' }, e.currentTarget as Element) },
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
    const status = myTurn ? tr('machtkampf.yourTurn', { name }) : view.turn !== null ? tr('machtkampf.theirTurn', { name: names[view.turn] ?? '' }) : '';
    const prompt = call ? h('p', { className: 'mk-prompt', role: 'alert' }, tr('machtkampf.callPrompt')) : null;
    // The canvas draws the others' calls on their seats; the viewer's own call shows here.
    const viewer = typeof view.viewer === 'number' ? view.viewer : -1;
    const ownCall = drawn && view.called[viewer] && hand.length === 1 ? h('span', { className: 'badge call' }, tr('machtkampf.called')) : null;
    return h(
      'section',
      { className: `mk-hand-area${myTurn ? ' mine' : ''}`, 'aria-label': tr('tables.hand') },
      h(
        'div',
        { className: 'mk-hand-info' },
        h('p', { className: 'turn-line', role: 'status' }, status),
        ownCall,
        prompt,
        drawn ? this.obligation(view, names) : null,
        h(
          'p',
          { className: `mk-selection ${selection.verdict}`, 'aria-live': 'polite' },
          selection.text || (this.frame?.replay ? '' : tr('machtkampf.sel.hint')),
        ),
      ),
      h('div', { className: 'mk-hand', role: 'group', 'aria-label': tr('tables.hand'), 'data-fill': handFill(cards.length) }, ...cards),
      // A replay shows the hand; there is nothing to press.
      this.frame?.replay ? null : actions,
    );
  }

  private toggle(index: number): void {
    if (this.selected.has(index)) this.selected.delete(index);
    else {
      if (this.view?.phase === 'exchange') this.selected.clear();
      this.selected.add(index);
    }
    this.redraw(`.mk-hand [data-card]:nth-child(${this.positionOf(index) + 1})`);
  }

  private positionOf(index: number): number {
    return handGroups(this.view?.hand ?? [], this.order)
      .flat()
      .indexOf(index);
  }

  private clear(): void {
    this.selected.clear();
    this.redraw('.mk-hand button');
  }

  private sortBy(order: HandOrder): void {
    this.order = order;
    this.redraw('.mk-actions button.sort');
  }

  private suggest(move: MachtkampfMove | null): void {
    const hand = this.view?.hand;
    if (!move || !hand) return;
    const cards = move.type === 'play' ? move.cards : move.type === 'giveBack' ? [move.card] : [];
    this.selected.clear();
    for (const card of cards) {
      const index = hand.findIndex((c, i) => c === card && !this.selected.has(i));
      if (index >= 0) this.selected.add(index);
    }
    this.redraw('.mk-actions button.play');
  }

  /** Plays the selection; a play of the last card calls first where the call is owed, a play down to one card calls right after (callWith). */
  private async submit(): Promise<void> {
    const view = this.view;
    const hand = view?.hand;
    if (!view || !hand || typeof view.viewer !== 'number') return;
    const picked = [...this.selected].map((i) => hand[i]).filter((c): c is FrenchCard => c !== undefined);
    const selection = readSelection(this.ctx.settings.lang, view, this.legal, picked);
    if (!selection.move) return;
    const withCall = callWith(view, this.legal, selection.move);
    const at = this.main.querySelector('.mk-selection');
    // Sent for this seat by name: in hot-seat the device may already show the next player when the call goes.
    const seats = [view.viewer];
    this.selected.clear();
    if (withCall === 'before' && !(await this.host.send(CALL, at, seats))) return;
    this.calling = withCall === 'after';
    try {
      if ((await this.host.send(selection.move, at, seats)) && withCall === 'after') await this.host.send(CALL, at, seats);
    } finally {
      this.calling = false;
      if (this.frame) this.redraw(null);
    }
  }

  /** Redraws from the current view and puts the focus back where it was (or on `focus`). */
  private redraw(focus: string | null): void {
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

/** The score sheet: one row per game, each cell the points (or, in a game's panel, how they came about); the totals below. */
function sheet(ctx: AppContext, view: MachtkampfView, names: readonly string[], seats: Frame['seats'], steps: boolean): HTMLElement {
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const head = h(
    'tr',
    {},
    h('th', { scope: 'col' }, tr('machtkampf.sheet.game')),
    ...names.map((n, seat) => h('th', { scope: 'col' }, ...sheetName(ctx, n, seats[seat]))),
  );
  const rows = view.history.map((record, g) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, String(g + 1)),
      ...names.map((_, seat) =>
        h('td', { className: record.winner === seat ? 'best' : '' }, steps ? scoringStep(lang, record, seat) : String(record.points[seat] ?? 0)),
      ),
    ),
  );
  const best = Math.min(...view.totals);
  const foot = h(
    'tr',
    { className: 'total' },
    h('th', { scope: 'row' }, tr('sheet.total')),
    ...view.totals.map((n) => h('td', { className: n === best ? 'best' : '' }, String(n))),
  );
  return h('table', { className: 'sheet mk-sheet', 'aria-label': tr('sheet.title') }, h('thead', {}, head), h('tbody', {}, ...rows), h('tfoot', {}, foot));
}

/** A column head: the name, and a bot's level as a chip under it (machtkampf.css). */
function sheetName(ctx: AppContext, name: string, info: Frame['seats'][number] | undefined): (HTMLElement | string)[] {
  const badge = seatBadge(ctx.settings.lang, info);
  const label = h('span', { className: 'name' }, name);
  return badge ? [label, ' ', badge] : [label];
}

/** What a step of Machtkampf tells the table: the action, a missed call, a game's end, the result. */
function machtkampfEvents(ctx: AppContext, prev: Frame | null, next: Frame, phases: readonly ChartPhase[]): TableEvent[] {
  const view = next.message.view;
  if (!isMachtkampfView(view)) return [];
  const before = prev && isMachtkampfView(prev.message.view) ? prev.message.view : null;
  const tr = ctx.tr;
  const names = [...next.names];
  const events: TableEvent[] = [];
  if (before && view.lastAction) {
    events.push(
      { kind: 'log', text: actionLine(ctx.settings.lang, names, view.lastAction) },
      { kind: 'sound', sound: view.lastAction.move.type === 'callLastCard' ? 'boil' : 'card' },
    );
  }
  if (before) {
    view.out.forEach((out, seat) => {
      if (out && !before.out[seat]) events.push({ kind: 'log', text: tr('machtkampf.missedCall', { player: names[seat] ?? '' }) });
    });
  }
  if (view.history.length > 0 && phases.includes('roundOver')) events.push({ kind: 'sound', sound: 'round' });
  const result = next.message.result;
  if (result && phases.includes('matchOver')) {
    const winners = result.winners.map((s) => names[s] ?? String(s + 1));
    events.push(
      { kind: 'sound', sound: 'win' },
      {
        kind: 'panel',
        panel: {
          kind: 'result',
          title: tr('result.title'),
          body: [
            h('p', { className: 'winners' }, tr(winners.length > 1 ? 'result.winnersShared' : 'result.winner', { names: winners.join(', ') })),
            sheet(ctx, view, names, next.seats, true),
          ],
        },
      },
    );
  }
  return events;
}

/** A game's end as the view's history keeps it: who won it, and the score sheet. */
function machtkampfRoundPanel(ctx: AppContext, frame: Frame, round: number): Panel | null {
  const view = frame.message.view;
  const record = isMachtkampfView(view) ? view.history[round] : undefined;
  if (!isMachtkampfView(view) || !record) return null;
  const names = [...frame.names];
  return {
    kind: 'round',
    title: ctx.tr('machtkampf.gameOver.title', { n: record.round + 1 }),
    body: [h('p', {}, ctx.tr('machtkampf.gameOver.winner', { player: names[record.winner] ?? '' })), sheet(ctx, view, names, frame.seats, true)],
  };
}

export const machtkampfBoard: BoardSpec = {
  accepts: isMachtkampfView,
  create: (host) => new MachtkampfBoard(host),
  events: machtkampfEvents,
  roundPanel: machtkampfRoundPanel,
};
