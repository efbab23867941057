/**
 * The table screen: it picks whose view this device shows (the one person here, the hot-seat
 * player whose turn it is, or the table screen), draws it with the scene, lays the accessible DOM
 * buttons over the cards and piles (mouse, touch, drag, keyboard and gamepad all go through them),
 * keeps the game log, and shows the pass-the-device, round and result panels.
 */
import type { Card } from '../../../shared/cards';
import type { HostMessageOf } from '../../../shared/net/protocol';
import type { AppContext } from '../app/context';
import { isFullscreen, setFullscreen } from '../app/bridge';
import { effectiveSpeed } from '../app/settings';
import type { Place, TableSession } from '../app/session';
import { isPhone } from '../games/base';
import { h } from '../ui/dom';
import { contains } from './layout';
import { cardName, isPotView, playLine, tableModel, type Choice, type TableModel } from './model';
import { buzz, phoneHand } from './phone';
import type { Transition } from './scene';
import { roundDetail, scoreSheet } from './sheet';
import { errorText, refusalText } from '../app/errors';

const LOG_WIDTH_REM = 22;

export class TableController {
  private readonly root: HTMLElement;
  private readonly hits: HTMLElement;
  private readonly hud: HTMLElement;
  private readonly status: HTMLElement;
  private readonly logList: HTMLElement;
  private readonly logPanel: HTMLElement;
  private readonly overlay: HTMLElement;
  private model: TableModel | null = null;
  private shown: Place | null = null;
  /** The hot-seat player who confirmed the pass screen and may see their hand. */
  private confirmed: Place | null = null;
  private selected: Card | null = null;
  private lastIndex = -1;
  private lastRound = -1;
  private lastSheets = 0;
  private roundPanel: number | null = null;
  private resultShown = false;
  private drag: { card: Card; x: number; y: number; moved: boolean } | null = null;
  private logOpen: boolean;
  private logScroll = false;
  private readonly stops: (() => void)[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly session: TableSession,
  ) {
    this.logOpen = window.innerWidth >= 1100;
    this.hud = h('header', { className: 'hud' });
    this.status = h('p', { className: 'turn-status', role: 'status', 'aria-live': 'polite' });
    this.hits = h('div', { className: 'hits', role: 'group', 'aria-label': ctx.tr('table.region') });
    this.logList = h('ol', { className: 'log-list' });
    this.logPanel = h('aside', { className: 'log', 'aria-label': ctx.tr('log.title') }, h('h2', {}, ctx.tr('log.title')), this.logList);
    this.overlay = h('div', { className: 'overlay-host' });
    this.root = h('div', { className: 'table-screen' }, this.hud, this.status, this.hits, this.logPanel, this.overlay);
    ctx.ui.replaceChildren(this.root);
    document.body.classList.add('at-table');
    this.hits.addEventListener('keydown', (e) => this.onKey(e));
    this.stops.push(
      session.on((place, message) => {
        if (message.type === 'view' || message.type === 'lobby') this.refresh();
        if (message.type === 'error' && place === this.shown && message.code !== 'net.disconnected') ctx.toast(refusalText(ctx.settings.lang, message));
      }),
    );
    // After Pixi has resized its canvas (it does so on the next frame after the window's resize).
    const onResize = (): void => {
      this.draw(null);
      if (this.model && this.shown) this.drawHud(this.model, this.shown);
    };
    ctx.scene.app.renderer.on('resize', onResize);
    this.stops.push(() => ctx.scene.app.renderer.off('resize', onResize));
    // Any click, tap or key skips the running animations.
    const skip = (): void => {
      ctx.scene.tweens.finish();
    };
    window.addEventListener('pointerdown', skip, true);
    window.addEventListener('keydown', skip, true);
    this.stops.push(() => {
      window.removeEventListener('pointerdown', skip, true);
      window.removeEventListener('keydown', skip, true);
    });
    this.refresh();
  }

  destroy(): void {
    for (const stop of this.stops) stop();
    document.body.classList.remove('at-table');
    this.ctx.scene.show(null, this.sceneOptions());
  }

  /** Whose view to show, and whether their hand must stay hidden (hot-seat between turns). */
  private pick(): { place: Place; hideHand: boolean; pass: Place | null } {
    const seated = this.session.seated;
    if (seated.length === 0) return { place: this.session.primary, hideHand: false, pass: null };
    if (seated.length === 1) return { place: seated[0] as Place, hideHand: false, pass: null };
    const toAct = this.session.primary.client.state.view?.toAct ?? [];
    const acting = seated.find((p) => p.seat !== null && toAct.includes(p.seat)) ?? null;
    if (!acting) return { place: this.shown ?? (seated[0] as Place), hideHand: true, pass: null };
    if (acting !== this.confirmed) return { place: acting, hideHand: true, pass: acting };
    return { place: acting, hideHand: false, pass: null };
  }

  private refresh(): void {
    const { place, hideHand, pass } = this.pick();
    const message = place.client.state.view;
    const lobby = this.session.lobby;
    if (!message || !isPotView(message.view) || !lobby) return;
    const previousShown = this.shown;
    this.shown = place;
    const model = tableModel(this.ctx.settings.lang, message.view, hideHand ? [] : message.legal, message.toAct, lobby.table.seats);
    let transition: Transition = null;
    if (message.index !== this.lastIndex) {
      if (this.lastIndex >= 0 && model.round !== this.lastRound && model.phase !== 'over') transition = { kind: 'deal' };
      else if (this.lastIndex < 0) transition = model.lastPlay ? null : { kind: 'deal' };
      else if (message.index === this.lastIndex + 1 && model.lastPlay) transition = { kind: 'play' };
      this.onNewIndex(model, message);
    }
    this.lastIndex = message.index;
    this.lastRound = model.round;
    if (this.selected && !model.choices.some((c) => c.card === this.selected)) this.selected = null;
    const wasMyTurn = this.model?.choices.length ?? 0;
    this.model = model;
    if (model.choices.length > 0 && (wasMyTurn === 0 || previousShown !== place) && !pass) {
      this.ctx.sound.play('turn');
      if (isPhone(this.session) && this.ctx.settings.vibrate) buzz();
    }
    // The bar first: the table is laid out below it, so its height must be the filled bar's (the TV's is tall).
    this.drawHud(model, place);
    this.draw(transition, hideHand);
    this.placeStatus(model);
    this.drawOverlays(model, message, pass);
  }

  private hideHand = false;

  private sceneOptions(): Parameters<AppContext['scene']['show']>[1] {
    const s = this.ctx.settings;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    return {
      lang: s.lang,
      tv: s.tv,
      fourColour: s.fourColour,
      memoryAid: s.memoryAid,
      hideHand: this.hideHand,
      selected: this.selected,
      reserveRight: this.logOpen ? LOG_WIDTH_REM * rem : 0,
      reserveTop: this.hud.offsetHeight,
    };
  }

  private draw(transition: Transition, hideHand = this.hideHand): void {
    this.hideHand = hideHand;
    this.ctx.scene.tweens.speed = effectiveSpeed(this.ctx.settings);
    this.logPanel.hidden = !this.logOpen;
    this.logPanel.style.top = `${this.hud.offsetHeight}px`;
    // A phone holding one seat shows its hand in the DOM (phone.ts) instead of the whole table.
    this.phone = isPhone(this.session);
    this.root.classList.toggle('phone', this.phone);
    this.ctx.scene.show(this.phone ? null : this.model, this.sceneOptions(), this.phone ? null : transition);
    if (this.phone && this.model) this.hits.replaceChildren(phoneHand(this.ctx, this.model, this.selected, { select: (card) => this.select(card), play: (choice) => this.play(choice) }));
    else this.drawHits();
  }

  private phone = false;

  private onNewIndex(model: TableModel, message: HostMessageOf<'view'>): void {
    if (this.lastIndex >= 0 && message.index === this.lastIndex + 1 && model.lastPlay) {
      this.log(playLine(this.ctx.settings.lang, model, model.lastPlay));
      this.ctx.sound.play(model.lastPlay.took ? 'boil' : 'card');
    }
    if (model.sheets.length > this.lastSheets && this.lastIndex >= 0) {
      const sheet = model.sheets[model.sheets.length - 1];
      if (sheet) {
        this.log(this.ctx.tr('log.roundScored', { round: sheet.round + 1, points: sheet.points.map((p, seat) => `${model.seats[seat]?.name ?? seat + 1} ${p}`).join(', ') }));
        if (!message.result) this.roundPanel = model.sheets.length - 1;
        this.ctx.sound.play('round');
      }
    }
    if (model.round !== this.lastRound && model.phase !== 'over') this.log(this.ctx.tr('log.roundBegins', { round: model.round + 1, dealer: model.seats.find((s) => s.dealer)?.name ?? '' }));
    this.lastSheets = model.sheets.length;
  }

  private log(line: string): void {
    this.logList.append(h('li', {}, line));
    while (this.logList.childElementCount > 200) this.logList.firstElementChild?.remove();
    // Scrolled to the newest line in the next frame, with that frame's layout: measuring now would
    // lay out the page once more in the middle of handling the move.
    if (this.logScroll) return;
    this.logScroll = true;
    requestAnimationFrame(() => {
      this.logScroll = false;
      this.logList.scrollTop = this.logList.scrollHeight;
    });
  }

  private drawHud(model: TableModel, place: Place): void {
    const tr = this.ctx.tr;
    const game = tr(`${model.game}.name`);
    const round = model.phase === 'over' ? tr('table.matchOver') : tr('table.round', { round: model.round + 1, rounds: model.rounds });
    const sound = h('button', { type: 'button', 'aria-pressed': String(!this.ctx.settings.sound), onclick: () => this.toggleSound() }, this.ctx.settings.sound ? tr('hud.mute') : tr('hud.unmute'));
    const log = h('button', { type: 'button', 'aria-pressed': String(this.logOpen), onclick: () => this.toggleLog() }, tr('hud.log'));
    const full = h('button', { type: 'button', onclick: () => void setFullscreen(!isFullscreen()) }, tr('hud.fullscreen'));
    const leave = h('button', { type: 'button', onclick: () => this.ctx.home() }, tr('hud.leave'));
    this.hud.replaceChildren(h('strong', {}, game), h('span', { className: 'round' }, round), h('span', { className: 'room' }, tr('hud.room', { room: this.session.room })), h('span', { className: 'spacer' }), log, sound, full, leave);
    const toAct = model.seats.filter((s) => s.turn);
    let line = '';
    if (model.phase === 'over') line = tr('table.matchOver');
    else if (model.choices.length > 0) line = this.selected ? tr('table.chooseTarget', { card: cardName(this.ctx.settings.lang, this.selected) }) : tr('table.yourTurn', { name: place.name });
    else if (toAct.length > 0) line = tr('table.theirTurn', { name: toAct.map((s) => s.name).join(', ') });
    this.status.textContent = line;
    this.status.classList.toggle('mine', model.choices.length > 0);
    this.placeStatus(model);
  }

  /** The turn line sits by the viewer's plate, or above the piles on the table screen: where the scene put them. */
  private placeStatus(model: TableModel): void {
    const layout = this.ctx.scene.layout;
    if (layout) {
      const seat = layout.seats.find((s) => s.seat === model.viewer);
      const y = !seat ? (layout.piles[0]?.y ?? layout.safe.y) - layout.unit * 0.9 : layout.portrait ? seat.y - seat.h / 2 - layout.unit * 1.3 : seat.y;
      this.status.style.top = `${Math.round(y)}px`;
      this.status.style.left = `${Math.round(layout.safe.x + layout.safe.w / 2)}px`;
    }
  }

  private toggleSound(): void {
    this.ctx.settings.sound = !this.ctx.settings.sound;
    this.ctx.sound.muted = !this.ctx.settings.sound;
    this.ctx.saveSettings();
    if (this.model && this.shown) this.drawHud(this.model, this.shown);
  }

  private toggleLog(): void {
    this.logOpen = !this.logOpen;
    this.draw(null);
    if (this.model && this.shown) this.drawHud(this.model, this.shown);
  }

  // ------------------------------------------------------------------ the accessible hit layer

  private drawHits(): void {
    const model = this.model;
    const layout = this.ctx.scene.layout;
    const focusedKey = (document.activeElement as HTMLElement | null)?.dataset?.key ?? null;
    this.hits.replaceChildren();
    if (!model || !layout) return;
    const lang = this.ctx.settings.lang;
    const targets = this.selected ? model.choices.filter((c) => c.card === this.selected) : [];
    model.piles.forEach((pile, i) => {
      const rect = layout.piles[i];
      if (!rect) return;
      const choice = targets.find((c) => c.pile === i);
      const label = choice ? choice.label : this.ctx.tr('table.pileState', { pile: pile.name, sum: pile.sum, limit: pile.limit, count: pile.cards.length });
      const button = h('button', { type: 'button', className: `hit pile${choice ? ' target' : ''}`, 'aria-label': label, 'aria-disabled': choice ? null : 'true', 'data-key': `pile-${i}`, style: place(rect) });
      button.addEventListener('click', () => {
        if (choice) this.play(choice);
      });
      this.hits.append(button);
    });
    const drawPile = this.ctx.scene.drawPileRect;
    if (model.drawPile !== null && drawPile) {
      this.hits.append(h('div', { className: 'hit draw-pile', role: 'img', 'aria-label': this.ctx.tr('table.drawPileCount', { n: model.drawPile }), style: place(drawPile) }));
    }
    if (!this.hideHand) {
      for (const spot of this.ctx.scene.hand) {
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
    button.addEventListener('click', () => {
      if (this.drag?.moved) return;
      if (choices.length === 0) return;
      this.select(this.selected === card ? null : card);
    });
    button.addEventListener('dblclick', () => {
      if (choices.length === 1) this.play(choices[0] as Choice);
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
      drag.moved = true;
      this.ctx.scene.drag(card, e.clientX, e.clientY);
    });
    const end = (e: PointerEvent): void => {
      const drag = this.drag;
      if (!drag || drag.card !== card) return;
      if (drag.moved) {
        const layout = this.ctx.scene.layout;
        const pile = layout?.piles.findIndex((r) => contains(r, e.clientX, e.clientY)) ?? -1;
        const choice = choices.find((c) => c.pile === pile);
        if (choice) this.play(choice);
        else this.ctx.scene.drag(card, null, null);
        // The click that follows a drag must not select the card.
        setTimeout(() => (this.drag = null), 0);
      } else {
        this.drag = null;
      }
    };
    button.addEventListener('pointerup', end);
    button.addEventListener('pointercancel', end);
  }

  private select(card: Card | null): void {
    this.selected = card;
    this.draw(null);
    if (this.model && this.shown) this.drawHud(this.model, this.shown);
    if (card) this.hits.querySelector<HTMLElement>('.hit.pile.target')?.focus();
    else this.hits.querySelector<HTMLElement>('.hit.card')?.focus();
  }

  private play(choice: Choice): void {
    const place = this.shown;
    if (!place) return;
    this.selected = null;
    place.client.move(choice.move).catch((error: unknown) => {
      this.ctx.toast(errorText(this.ctx.settings.lang, error));
      this.draw(null);
    });
    queueMicrotask(() => this.hits.querySelector<HTMLElement>('.hit.card')?.focus());
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

  // ------------------------------------------------------------------ panels

  private drawOverlays(model: TableModel, message: HostMessageOf<'view'>, pass: Place | null): void {
    const tr = this.ctx.tr;
    if (message.result) {
      if (this.resultShown) return;
      this.resultShown = true;
      this.ctx.sound.play('win');
      const winners = message.result.winners.map((s) => model.seats[s]?.name ?? String(s + 1));
      const owner = this.session.lobby?.you.owner ?? false;
      const panel = h(
        'section',
        { className: 'panel result', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'result-title' },
        h('h2', { id: 'result-title' }, tr('result.title')),
        h('p', { className: 'winners' }, tr(winners.length > 1 ? 'result.winnersShared' : 'result.winner', { names: winners.join(', ') })),
        scoreSheet(this.ctx, model),
        h(
          'div',
          { className: 'actions' },
          owner ? h('button', { type: 'button', className: 'primary', onclick: () => this.again() }, tr('result.again')) : null,
          h('button', { type: 'button', onclick: () => this.ctx.home() }, tr('result.home')),
        ),
      );
      this.overlay.replaceChildren(panel);
      panel.querySelector<HTMLElement>('button')?.focus();
      return;
    }
    this.resultShown = false;
    if (pass) {
      const panel = h(
        'section',
        { className: 'panel pass', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'pass-title' },
        h('h2', { id: 'pass-title' }, tr('pass.title', { name: pass.name })),
        h('p', {}, tr('pass.text', { name: pass.name })),
        h('div', { className: 'actions' }, h('button', { type: 'button', className: 'primary', onclick: () => this.confirm(pass) }, tr('pass.ready', { name: pass.name }))),
      );
      this.overlay.replaceChildren(panel);
      panel.querySelector<HTMLElement>('button')?.focus();
      return;
    }
    if (this.roundPanel !== null) {
      const sheet = model.sheets[this.roundPanel];
      if (sheet && this.overlay.dataset.round !== String(this.roundPanel)) {
        this.overlay.dataset.round = String(this.roundPanel);
        const close = (): void => {
          this.roundPanel = null;
          delete this.overlay.dataset.round;
          this.overlay.replaceChildren();
          this.hits.querySelector<HTMLElement>('.hit.card')?.focus();
        };
        const panel = h(
          'section',
          { className: 'panel round-result', role: 'dialog', 'aria-labelledby': 'round-title' },
          h('h2', { id: 'round-title' }, tr('sheet.roundTitle', { round: sheet.round + 1 })),
          roundDetail(this.ctx, model, sheet),
          scoreSheet(this.ctx, model),
          h('div', { className: 'actions' }, h('button', { type: 'button', className: 'primary', onclick: close }, tr('round.continue'))),
        );
        panel.addEventListener('keydown', (e) => {
          if (e.key === 'Escape') close();
        });
        this.overlay.replaceChildren(panel);
        panel.querySelector<HTMLElement>('button')?.focus();
      }
      return;
    }
    this.overlay.replaceChildren();
  }

  private confirm(place: Place): void {
    this.confirmed = place;
    this.overlay.replaceChildren();
    this.refresh();
    this.hits.querySelector<HTMLElement>('.hit.card')?.focus();
  }

  private again(): void {
    this.resultShown = false;
    this.overlay.replaceChildren();
    this.lastIndex = -1;
    this.lastSheets = 0;
    this.session.start();
  }
}

function place(rect: { x: number; y: number; w: number; h: number }): string {
  return `left:${rect.x}px;top:${rect.y}px;width:${rect.w}px;height:${rect.h}px`;
}
