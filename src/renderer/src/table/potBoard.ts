/**
 * The board of the pot games (Überkochen's pots, Dreizehn's boards), one for all of them: the
 * game's pot description (PotGame, from its folder under games/) turns its view into the table
 * model, and names its moves. The Pixi scene draws the
 * model (potScene.ts), and a DOM hit layer lies over the drawn cards and piles, one button each, which
 * carries their names, the focus and every input (mouse, touch, drag, keyboard; the gamepad sends
 * keys). A phone holding one seat shows the phone hand (phone.ts) in that layer instead.
 *
 * Legality is the host's: the lit targets are the moves in `legal`. A card put on any other pile is
 * still sent, so the host's refusal can say why, right at that pile.
 */
import type { Card } from '../../../shared/cards';
import type { ChartPhase } from '../../../shared/engine/chart';
import type { AppContext } from './context';
import { effectiveSpeed } from '../app/settings';
import { h } from '../ui/dom';
import type { Board, BoardHost, BoardSpec, Frame, Panel, SeatScore, TableEvent } from './board';
import { contains, logWidth } from './layout';
import { cardName, playLine, tableModel, type Choice, type PotGame, type TableModel } from './model';
import { phoneHand } from './phone';
import { cardRefusal, type CardRefusal } from './phoneModel';
import { refusalText } from './refusal';
import { PotScene, type SceneOptions, type Transition } from './potScene';
import { roundDetail, scoreSheet } from './sheet';

function modelOf(game: PotGame, ctx: AppContext, frame: Frame): TableModel | null {
  const { view, legal, toAct } = frame.message;
  if (!game.accepts(view)) return null;
  return tableModel(ctx.settings.lang, game, view, frame.hideHand ? [] : legal, toAct, frame.seats);
}

class PotBoard implements Board {
  readonly classes = 'table-screen';
  readonly elements: HTMLElement[];
  private readonly status: HTMLElement;
  private readonly hits: HTMLElement;
  private model: TableModel | null = null;
  private frame: Frame | null = null;
  private selected: Card | null = null;
  private lastIndex = -1;
  private lastRound = -1;
  private hideHand = false;
  private drag: { card: Card; x: number; y: number; moved: boolean } | null = null;
  private readonly stops: (() => void)[] = [];
  private readonly scene: PotScene;

  constructor(
    private readonly game: PotGame,
    private readonly host: BoardHost,
  ) {
    const ctx = host.ctx;
    this.status = h('p', { className: 'turn-status', role: 'status', 'aria-live': 'polite' });
    this.hits = h('div', { className: 'hits', role: 'group', 'aria-label': ctx.tr('table.region') });
    this.elements = [this.status, this.hits];
    this.scene = new PotScene(ctx.stage);
    this.hits.addEventListener('keydown', (e) => this.onKey(e));
    // After Pixi has resized its canvas (it does so on the next frame after the window's resize).
    const onResize = (): void => {
      this.draw(null);
      if (this.model) this.placeStatus(this.model);
    };
    ctx.stage.app.renderer.on('resize', onResize);
    this.stops.push(() => ctx.stage.app.renderer.off('resize', onResize));
  }

  destroy(): void {
    for (const stop of this.stops) stop();
    this.scene.destroy();
  }

  hud(frame: Frame): (HTMLElement | string | null)[] {
    const model = modelOf(this.game, this.host.ctx, frame);
    if (!model) return [];
    const tr = this.host.ctx.tr;
    return [
      h('span', { className: 'round' }, model.phase === 'over' ? tr('table.matchOver') : tr('table.round', { round: model.round + 1, rounds: model.rounds })),
    ];
  }

  scores(frame: Frame): SeatScore[] {
    const model = modelOf(this.game, this.host.ctx, frame);
    if (!model) return [];
    return model.seats.map((s) => ({ name: s.name, points: s.total, you: s.you }));
  }

  focus(): void {
    // The first card that can be played, else the first of the hand.
    this.hits.querySelector<HTMLElement>('.hit.card:not([aria-disabled="true"]), .hit.card')?.focus();
  }

  render(frame: Frame): void {
    const model = modelOf(this.game, this.host.ctx, frame);
    if (!model) return;
    const index = frame.message.index;
    let transition: Transition = null;
    if (index !== this.lastIndex) {
      if (this.lastIndex >= 0 && index < this.lastIndex) transition = { kind: 'deal' };
      else if (this.lastIndex >= 0 && model.round !== this.lastRound && model.phase !== 'over') transition = { kind: 'deal' };
      else if (this.lastIndex < 0) transition = model.lastPlay ? null : { kind: 'deal' };
      else if (index === this.lastIndex + 1 && model.lastPlay) transition = { kind: 'play' };
    }
    this.lastIndex = index;
    this.lastRound = model.round;
    if (this.selected && !model.hand?.includes(this.selected)) this.selected = null;
    if (this.selected && model.choices.length === 0) this.selected = null;
    this.model = model;
    this.frame = frame;
    this.drawStatus(model);
    this.draw(transition, frame.hideHand);
    this.placeStatus(model);
  }

  private sceneOptions(): SceneOptions {
    const s = this.host.ctx.settings;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    return {
      lang: s.lang,
      tv: s.tv,
      fourColour: s.fourColour,
      memoryAid: s.memoryAid,
      hideHand: this.hideHand,
      selected: this.selected,
      reserveRight: this.reserveForLog(rem),
      reserveTop: this.host.hudHeight,
    };
  }

  /** The log's column on the right (the shell sizes it with the same logWidth); a TV keeps it inside the overscan margin (style.css: right 5vw), as layout.ts's safe area does. */
  private reserveForLog(rem: number): number {
    const log = logWidth(window.innerWidth, window.innerHeight, rem);
    if (!this.host.logOpen || this.host.phone || log === 0) return 0;
    return log + (this.host.ctx.settings.tv ? window.innerWidth * 0.05 : 0);
  }

  private draw(transition: Transition, hideHand = this.hideHand): void {
    const ctx = this.host.ctx;
    this.hideHand = hideHand;
    ctx.stage.tweens.speed = effectiveSpeed(ctx.settings);
    const phone = this.host.phone;
    this.scene.show(phone ? null : this.model, this.sceneOptions(), phone ? null : transition);
    if (phone && this.model)
      this.hits.replaceChildren(
        phoneHand(ctx, this.model, this.selected, {
          select: (card) => this.select(card),
          play: (choice, at) => this.play(choice, at),
          tryPile: (card, pile, at) => this.tryPile(card, pile, at),
          refuse: (refusal, at) => this.refuse(refusal, at),
        }),
      );
    else this.drawHits();
  }

  private drawStatus(model: TableModel): void {
    const tr = this.host.ctx.tr;
    const toAct = model.seats.filter((s) => s.turn);
    const you = model.seats.find((s) => s.you);
    let line = '';
    if (model.phase === 'over') line = tr('table.matchOver');
    // The host holds the table while the round's scoring is read (this device has read it): nobody moves yet.
    else if (this.frame?.held) line = tr('round.reading');
    else if (model.choices.length > 0)
      line = this.selected
        ? tr('table.chooseTarget', { card: cardName(this.host.ctx.settings.lang, this.selected) })
        : tr('table.yourTurn', { name: you?.name ?? '' });
    else if (toAct.length > 0) line = tr('table.theirTurn', { name: toAct.map((s) => s.name).join(', ') });
    this.status.textContent = line;
    this.status.classList.toggle('mine', model.choices.length > 0);
  }

  /** The turn line sits by the viewer's plate, or above the piles on the table screen: where the scene put them. */
  private placeStatus(model: TableModel): void {
    const layout = this.scene.layout;
    if (!layout) return;
    const seat = layout.seats.find((s) => s.seat === model.viewer);
    const y = !seat ? (layout.piles[0]?.y ?? layout.safe.y) - layout.unit * 0.9 : layout.portrait ? seat.y - seat.h / 2 - layout.unit * 1.3 : seat.y;
    this.status.style.top = `${Math.round(y)}px`;
    this.status.style.left = `${Math.round(layout.safe.x + layout.safe.w / 2)}px`;
  }

  // ------------------------------------------------------------------ the accessible hit layer

  private drawHits(): void {
    const ctx = this.host.ctx;
    const model = this.model;
    const layout = this.scene.layout;
    const focusedKey = (document.activeElement as HTMLElement | null)?.dataset?.key ?? null;
    this.hits.replaceChildren();
    if (!model || !layout) return;
    const lang = ctx.settings.lang;
    const targets = this.selected ? model.choices.filter((c) => c.card === this.selected) : [];
    model.piles.forEach((pile, i) => {
      const rect = layout.piles[i];
      if (!rect) return;
      const choice = targets.find((c) => c.pile === i);
      const label = choice ? choice.label : ctx.tr('table.pileState', { pile: pile.name, sum: pile.sum, limit: pile.limit, n: pile.cards.length });
      // With a card picked up every pile is something to press: a wrong one says why not.
      const button = h('button', {
        type: 'button',
        className: `hit pile${choice ? ' target' : ''}`,
        'aria-label': label,
        'aria-disabled': this.selected ? null : 'true',
        'data-key': `pile-${i}`,
        'data-pile': i,
        style: place(rect),
      });
      button.addEventListener('click', () => {
        if (choice) this.play(choice, button);
        else if (this.selected) this.tryPile(this.selected, i, button);
      });
      this.hits.append(button);
    });
    const drawPile = this.scene.drawPileRect;
    if (model.drawPile !== null && drawPile) {
      this.hits.append(
        h('div', { className: 'hit draw-pile', role: 'img', 'aria-label': ctx.tr('table.drawPileCount', { n: model.drawPile }), style: place(drawPile) }),
      );
    }
    if (!this.hideHand) {
      for (const spot of this.scene.hand) {
        const choices = model.choices.filter((c) => c.card === spot.card);
        const selected = this.selected === spot.card;
        const button = h('button', {
          type: 'button',
          className: 'hit card',
          'aria-label': cardName(lang, spot.card),
          'aria-pressed': choices.length > 0 ? String(selected) : null,
          'aria-disabled': choices.length > 0 ? null : 'true',
          'data-key': `card-${spot.card}`,
          'data-card': spot.card,
          style: place(spot.rect),
        });
        this.wireCard(button, spot.card, choices);
        this.hits.append(button);
      }
    }
    if (focusedKey) this.hits.querySelector<HTMLElement>(`[data-key="${focusedKey}"]`)?.focus();
  }

  private wireCard(button: HTMLElement, card: Card, choices: Choice[]): void {
    const scene = this.scene;
    button.addEventListener('click', () => {
      if (this.drag?.moved) return;
      if (choices.length === 0) {
        // A card that cannot be played says why (another seat's turn, the match over); the legal list is the host's.
        if (this.model) this.refuse(cardRefusal({ over: this.model.phase === 'over', mine: this.model.choices.length > 0 }, card), button);
        return;
      }
      this.select(this.selected === card ? null : card);
    });
    button.addEventListener('dblclick', () => {
      if (choices.length === 1) this.play(choices[0] as Choice, button);
    });
    button.addEventListener('pointerdown', (e) => {
      if (choices.length === 0) return;
      this.drag = { card, x: e.clientX, y: e.clientY, moved: false };
      button.setPointerCapture(e.pointerId);
    });
    button.addEventListener('pointermove', (e) => {
      const drag = this.drag;
      if (!drag || drag.card !== card) return;
      if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 10) return;
      if (!drag.moved) this.markDrop(choices);
      drag.moved = true;
      this.hover(e.clientX, e.clientY);
      scene.drag(card, e.clientX, e.clientY);
    });
    const end = (e: PointerEvent): void => {
      const drag = this.drag;
      if (!drag || drag.card !== card) return;
      if (drag.moved) {
        this.markDrop(null);
        const pile = scene.layout?.piles.findIndex((r) => contains(r, e.clientX, e.clientY)) ?? -1;
        const choice = choices.find((c) => c.pile === pile);
        const at = this.hits.querySelector(`[data-pile="${pile}"]`);
        if (choice) this.play(choice, at);
        else {
          scene.drag(card, null, null);
          if (pile >= 0) this.tryPile(card, pile, at);
        }
        // The click that follows a drag must not select the card.
        setTimeout(() => (this.drag = null), 0);
      } else {
        this.drag = null;
      }
    };
    button.addEventListener('pointerup', end);
    button.addEventListener('pointercancel', end);
  }

  /** While a card is dragged, its legal piles light up and the others are marked as refusing it. */
  private markDrop(choices: Choice[] | null): void {
    for (const pile of this.hits.querySelectorAll<HTMLElement>('.hit.pile')) {
      const index = Number(pile.dataset.pile);
      pile.classList.toggle('drop-ok', choices !== null && choices.some((c) => c.pile === index));
      pile.classList.toggle('drop-no', choices !== null && !choices.some((c) => c.pile === index));
      pile.classList.remove('drop-over');
    }
  }

  private hover(x: number, y: number): void {
    for (const pile of this.hits.querySelectorAll<HTMLElement>('.hit.pile')) {
      const box = pile.getBoundingClientRect();
      pile.classList.toggle('drop-over', x >= box.left && x <= box.right && y >= box.top && y <= box.bottom);
    }
  }

  private select(card: Card | null): void {
    this.selected = card;
    this.draw(null);
    if (this.model) this.drawStatus(this.model);
    if (card) this.hits.querySelector<HTMLElement>('.hit.pile.target')?.focus();
    else this.focus();
  }

  private play(choice: Choice, at: Element | null): void {
    this.selected = null;
    void this.host.send(choice.move, at).then((ok) => {
      if (!ok) this.draw(null);
    });
    queueMicrotask(() => this.focus());
  }

  /** Says beside `at` why a card cannot be played, in the words the host's refusal of its move would use. */
  private refuse(refusal: CardRefusal, at: Element | null): void {
    this.host.explain(refusalText(this.host.ctx.settings.lang, refusal.code, refusal.params, ''), at);
  }

  /** A pile the legal list does not offer for this card: the host is asked, and its refusal explains. */
  private tryPile(card: Card, pile: number, at: Element | null): void {
    if (!this.model) return;
    void this.host.send(this.game.playMove(card, pile), at).then((ok) => {
      if (!ok) this.draw(null);
    });
  }

  private onKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement;
    const cards = [...this.hits.querySelectorAll<HTMLElement>('.hit.card')];
    const piles = [...this.hits.querySelectorAll<HTMLElement>('.hit.pile')];
    const inCards = cards.indexOf(target);
    const inPiles = piles.indexOf(target);
    const move = (list: HTMLElement[], index: number, step: number): void => {
      const next = list[(index + step + list.length) % list.length];
      next?.focus();
      e.preventDefault();
    };
    switch (e.key) {
      case 'ArrowLeft':
      case 'ArrowRight': {
        const step = e.key === 'ArrowLeft' ? -1 : 1;
        if (inCards >= 0) move(cards, inCards, step);
        else if (inPiles >= 0) move(piles, inPiles, step);
        return;
      }
      case 'ArrowUp':
        if (inCards >= 0) (this.hits.querySelector<HTMLElement>('.hit.pile.target') ?? piles[0])?.focus();
        e.preventDefault();
        return;
      case 'ArrowDown':
        if (inPiles >= 0) (this.hits.querySelector<HTMLElement>('.hit.card[aria-pressed="true"]') ?? cards[0])?.focus();
        e.preventDefault();
        return;
      case 'Escape':
        if (this.selected) {
          this.select(null);
          e.preventDefault();
          e.stopPropagation();
        }
        return;
      default:
        return;
    }
  }
}

/** What a step of a pot game tells the table: the play and what boiled over, a round's scoring, the result. */
function potEvents(game: PotGame, ctx: AppContext, prev: Frame | null, next: Frame, phases: readonly ChartPhase[]): TableEvent[] {
  const model = modelOf(game, ctx, next);
  if (!model) return [];
  const before = prev ? modelOf(game, ctx, prev) : null;
  const lang = ctx.settings.lang;
  const events: TableEvent[] = [];
  if (prev && next.message.index === prev.message.index + 1 && model.lastPlay) {
    events.push({ kind: 'log', text: playLine(lang, model, model.lastPlay) }, { kind: 'sound', sound: model.lastPlay.took ? 'boil' : 'card' });
  }
  const sheet = model.sheets[model.sheets.length - 1];
  if (sheet && phases.includes('roundOver')) {
    events.push(
      {
        kind: 'log',
        text: ctx.tr('log.roundScored', {
          round: sheet.round + 1,
          points: sheet.points.map((p, seat) => `${model.seats[seat]?.name ?? seat + 1} ${p}`).join(', '),
        }),
      },
      { kind: 'sound', sound: 'round' },
    );
  }
  if ((!before || model.round !== before.round) && model.phase !== 'over') {
    events.push({ kind: 'log', text: ctx.tr('log.roundBegins', { round: model.round + 1, dealer: model.seats.find((s) => s.dealer)?.name ?? '' }) });
  }
  const result = next.message.result;
  if (result && phases.includes('matchOver')) {
    const winners = result.winners.map((s) => model.seats[s]?.name ?? String(s + 1));
    events.push(
      { kind: 'sound', sound: 'win' },
      {
        kind: 'panel',
        panel: {
          kind: 'result',
          title: ctx.tr('result.title'),
          body: [
            h('p', { className: 'winners' }, ctx.tr(winners.length > 1 ? 'result.winnersShared' : 'result.winner', { names: winners.join(', ') })),
            scoreSheet(ctx, model),
          ],
        },
      },
    );
  }
  return events;
}

/** A round's scoring as the frame's view keeps it: what each majority excused, the points, the sheet so far. */
function potRoundPanel(game: PotGame, ctx: AppContext, frame: Frame, round: number): Panel | null {
  const model = modelOf(game, ctx, frame);
  const sheet = model?.sheets[round];
  if (!model || !sheet) return null;
  return { kind: 'round', title: ctx.tr('sheet.roundTitle', { round: sheet.round + 1 }), body: [roundDetail(ctx, model, sheet), scoreSheet(ctx, model)] };
}

/** The board of one pot game: all the shared table needs of the game is its pot description. */
export function potBoard(game: PotGame): BoardSpec {
  return {
    accepts: (view) => game.accepts(view),
    create: (host) => new PotBoard(game, host),
    events: (ctx, prev, next, phases) => potEvents(game, ctx, prev, next, phases),
    roundPanel: (ctx, frame, round) => potRoundPanel(game, ctx, frame, round),
  };
}

function place(rect: { x: number; y: number; w: number; h: number }): string {
  return `left:${rect.x}px;top:${rect.y}px;width:${rect.w}px;height:${rect.h}px`;
}
