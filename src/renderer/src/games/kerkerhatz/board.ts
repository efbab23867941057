/**
 * The Kerkerhatz table: the clock big enough for the sofa, the dungeon card with what it still
 * needs (hidden in the dark) and the cards on it, the heroes with their powers, teammates' hands
 * and callouts, the event window's countdown with the queen button, the Einsturz discards, and the
 * win/lose screen with the campaign map. One tap or key per card; plays show at once and roll back
 * if the host refuses them.
 *
 * Pixi draws the table (scene.ts). The DOM over it lays out transparent boxes that carry the
 * accessible names and take the input (the hand's cards are buttons), and the scene draws into
 * those boxes; buttons, panels and the log stay DOM. A phone holding one seat shows its hand and
 * actions in the DOM alone, with CSS card faces.
 */
import type { FrenchCard, Suit } from '../../../../shared/cards';
import type { ChartPhase } from '../../../../shared/engine/chart';
import {
  HERO_QUEEN,
  LEVELS,
  POWER_COST,
  hasFreePause,
  levelOf,
  type Hero,
  type KerkerhatzMove,
  type KerkerhatzView,
} from '../../../../shared/games/kerkerhatz';
import type { CampaignInfo, HostMessageOf } from '../../../../shared/net/protocol';
import { formatNumber } from '../../../../shared/i18n';
import type { AppContext } from '../../table/context';
import type { TableSession } from '../../app/session';
import { effectiveSpeed, motionInEffect } from '../../app/settings';
import type { Board, BoardHost, BoardSpec, Frame, TableEvent } from '../../table/board';
import { cardName } from '../../table/model';
import { seatBadge } from '../../ui/badge';
import { h } from '../../ui/dom';
import { cardBack, cardFace, handFill } from '../../ui/cards';
import { SUIT_SYMBOL, shortCard } from '../../ui/cardText';
import { PixiLayer } from '../layer';
import { playEffect } from '../sfx';
import {
  cardForKey,
  cardRefusal,
  clockNow,
  clockShown,
  discardFor,
  formatClock,
  giveUpHere,
  handsPassed,
  isKerkerhatzView,
  needList,
  optimisticHand,
  playFor,
  powerFor,
  powerTargets,
  tickEvery,
  urgency,
} from './model';
import { KerkerhatzScene, type ClockLook, type KhDrawing, type Slot } from './scene';
import './kh.css';
import { oldCampaigns } from './oldCampaign';
import { errorText, refusalText } from '../../table/refusal';

const CALLOUTS = ['have.S', 'have.H', 'have.D', 'have.C', 'have.Q', 'have.J'] as const;
const CALLOUT_MS = 3500;

interface Pending {
  card: FrenchCard;
  target: FrenchCard;
}

/** How long a reason stays in the event box (as long as a refusal's bubble). */
const REASON_MS = 4000;

class KerkerhatzBoard implements Board {
  readonly classes: string;
  readonly elements: HTMLElement[];
  private readonly main = h('div', { className: 'dt-main' });
  private readonly ctx: AppContext;
  private frame: Frame | null = null;
  /** The player asked to give up and is asked to confirm. */
  private confirmingGiveUp = false;
  /** At a device several people share: the seats ticked in the give-up question (see giveUpHere). */
  private giveUpTicked = new Set<number>();
  private view: KerkerhatzView | null = null;
  private message: HostMessageOf<'view'> | null = null;
  private legal: KerkerhatzMove[] = [];
  private receivedAt = 0;
  private pending: Pending[] = [];
  private discardPick: FrenchCard[] = [];
  /** Why a tapped card cannot go onto the event now in the middle: said in the event box, for a while. */
  private eventReason: { target: FrenchCard; text: string } | null = null;
  private destroyed = false;
  private callouts: { seat: number | null; name: string; emote: string; until: number }[] = [];
  private clockEl: HTMLElement | null = null;
  private windowEl: HTMLElement | null = null;
  private timer: ReturnType<typeof setInterval>;
  private nextTick = 0;
  private lastIndex = -1;
  private lastCurrent: string | null = null;
  private lastPhase = '';
  private lastBeaten = 0;
  private lastHappened = 0;
  /** Pixi's half of the table; none on a phone, which shows the hand in the DOM. */
  private readonly layer: PixiLayer | null;
  private readonly scene: KerkerhatzScene | null;
  /** The dungeon card the cards on it were seen for, and those cards (a new one flies in). */
  private seenTarget: FrenchCard | null = null;
  private seen = new Set<FrenchCard>();
  /** Where the hand's cards were last drawn: a card played from there flies from its place. */
  private handSlots = new Map<FrenchCard, Slot>();
  private passing = false;
  private drawn = false;
  private readonly onKeyDown = (e: KeyboardEvent): void => this.key(e);

  constructor(private readonly host: BoardHost) {
    const ctx = host.ctx;
    this.ctx = ctx;
    this.elements = [this.main];
    this.layer = host.phone ? null : new PixiLayer(ctx.scene);
    this.scene = this.layer ? new KerkerhatzScene(this.layer) : null;
    if (this.layer) {
      this.layer.tweens.speed = effectiveSpeed(ctx.settings);
      this.layer.onResized(() => this.drawScene());
    }
    this.classes = `dt-table kh${this.layer ? ' pixi' : ''}`;
    this.timer = setInterval(() => this.tick(), 100);
    document.addEventListener('keydown', this.onKeyDown);
  }

  destroy(): void {
    this.destroyed = true;
    clearInterval(this.timer);
    document.removeEventListener('keydown', this.onKeyDown);
    this.layer?.destroy();
  }

  focus(): void {
    this.main.querySelector<HTMLElement>('.kh-hand .kh-card:not([aria-disabled="true"]), .kh-heroes button, .kh-hand .kh-card')?.focus();
  }

  hud(frame: Frame): (HTMLElement | string | null)[] {
    const view = frame.message.view;
    return isKerkerhatzView(view) ? [h('span', { className: 'round' }, this.ctx.tr('kerkerhatz.level', { level: view.level }))] : [];
  }

  onEmote(message: HostMessageOf<'emote'>): void {
    if (!(CALLOUTS as readonly string[]).includes(message.emote)) return;
    this.callouts = [
      ...this.callouts.filter((c) => c.seat !== message.seat),
      { seat: message.seat, name: message.name, emote: message.emote, until: Date.now() + CALLOUT_MS },
    ];
    this.redraw();
    setTimeout(() => this.redraw(), CALLOUT_MS + 50);
  }

  private get sound(): boolean {
    return this.ctx.settings.sound;
  }

  render(frame: Frame): void {
    const message = frame.message;
    if (!isKerkerhatzView(message.view)) return;
    const view = message.view;
    this.frame = frame;
    if (message !== this.message) {
      this.receivedAt = Date.now();
      this.notice(view, message.index);
    }
    this.message = message;
    this.view = view;
    this.legal = frame.hideHand ? [] : (message.legal as KerkerhatzMove[]);
    const hand = view.hand ?? [];
    this.pending = this.pending.filter((p) => hand.includes(p.card) && view.current?.card === p.target);
    if (view.phase !== 'collapse') this.discardPick = [];
    const names = [...frame.names];
    this.main.replaceChildren(this.top(view), this.board(view, names), ...this.handArea(view, names));
    this.host.toggleClass('dark', view.dark);
    // The clock's digits first: they size the box the scene draws the clock into.
    this.tick();
    this.drawScene();
    this.tick();
  }

  private redraw(): void {
    const frame = this.frame;
    if (!frame) return;
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.key ?? null;
    this.render(frame);
    if (focused) this.main.querySelector<HTMLElement>(`[data-key="${focused}"]`)?.focus();
  }

  // ------------------------------------------------------------------ the Pixi drawing

  /** Where an element sits on the canvas, and its font size. */
  private slot(el: Element): Slot {
    const box = el.getBoundingClientRect();
    const canvas = this.ctx.scene.app.canvas.getBoundingClientRect();
    return { x: box.left - canvas.left, y: box.top - canvas.top, w: box.width, h: box.height, font: parseFloat(getComputedStyle(el).fontSize) || 16 };
  }

  /** Pixi draws the table into the boxes the DOM laid out for it. */
  private drawScene(): void {
    const scene = this.scene;
    const view = this.view;
    if (!scene || !view) return;
    const tr = this.ctx.tr;
    const main = this.main;
    const one = (selector: string): HTMLElement | null => main.querySelector<HTMLElement>(selector);
    const badge = (el: HTMLElement | null, fill: number, ink: number): KhDrawing['paused'] =>
      el ? { slot: this.slot(el), text: el.textContent ?? '', fill, ink } : null;
    const names = [...(this.frame?.names ?? [])];
    const viewer = typeof view.viewer === 'number' ? view.viewer : null;

    const seatSlots = new Map<number, Slot>();
    const seats = [...main.querySelectorAll<HTMLElement>('.kh-seat')].map((el) => {
      const seat = Number(el.dataset.seat);
      const slot = this.slot(el);
      seatSlots.set(seat, slot);
      const hero = view.heroes[seat] ?? null;
      const callout = this.callouts.find((c) => c.seat === seat && c.until > Date.now());
      const info = this.frame?.seats[seat];
      const level = info?.botPlaying && info.level ? tr(`bot.${info.level}`) : null;
      return {
        seat,
        slot,
        name: names[seat] ?? '',
        level,
        hero: hero ? tr(`kerkerhatz.hero.${hero}`) : '',
        queen: hero ? HERO_QUEEN[hero] : null,
        handSize: view.handSizes[seat] ?? 0,
        pile: tr('kerkerhatz.pileCount', { n: view.pileSizes[seat] ?? 0 }),
        callout: callout ? this.calloutText(callout.emote) : null,
      };
    });

    // A card on the dungeon card that was not there at the last drawing flies in from whoever played it.
    const target = view.current?.card ?? null;
    if (target !== this.seenTarget) {
      this.seenTarget = target;
      this.seen = new Set();
    }
    const fresh = new Set<FrenchCard>();
    const fromSeat = (s: Slot): Slot => ({ x: s.x + s.w / 2 - s.font, y: s.y + s.h / 2 - s.font * 1.4, w: s.font * 2, h: s.font * 2.8, font: s.font });
    const played = [...main.querySelectorAll<HTMLElement>('.kh-played li')].map((el) => {
      const card = el.dataset.card as FrenchCard;
      const pending = el.dataset.seat === 'pending';
      const seat = pending ? viewer : Number(el.dataset.seat);
      if (!this.seen.has(card)) {
        this.seen.add(card);
        if (this.drawn) fresh.add(card);
      }
      const seatSlot = seat === null ? undefined : seatSlots.get(seat);
      const from = seat === viewer ? (this.handSlots.get(card) ?? null) : seatSlot ? fromSeat(seatSlot) : null;
      return { slot: this.slot(el), card, who: el.title, pending, from };
    });

    const hand = [...main.querySelectorAll<HTMLElement>('.kh-hand .kh-card')].map((el) => ({
      card: el.dataset.card as FrenchCard,
      slot: this.slot(el),
      playable: el.getAttribute('aria-disabled') !== 'true',
      selected: el.classList.contains('selected'),
    }));
    this.handSlots = new Map(hand.map((spot) => [spot.card, spot.slot]));
    // Between dungeon cards nothing can be played: the hand is not greyed out then.
    if (!hand.some((spot) => spot.playable)) for (const spot of hand) spot.playable = true;

    const deckEl = one('.kh-deck');
    const bossEl = one('.kh-boss');
    const currentEl = one('.kh-current');
    const clockEl = one('.kh-clock');
    const ringEl = one('.kh-ring');
    const windowEl = one('.kh-window');
    const drawing: KhDrawing = {
      lang: this.ctx.settings.lang,
      fourColour: this.ctx.settings.fourColour,
      dark: view.dark,
      clock: clockEl ? this.slot(clockEl) : null,
      paused: ((b) => (b ? { ...b, pause: true } : null))(badge(one('.kh-paused'), 0x1f6fa8, 0xffffff)),
      deck: deckEl
        ? { slot: this.slot(deckEl), count: view.dungeonLeft, label: tr('kerkerhatz.deckLeft'), level: tr('kerkerhatz.level', { level: view.level }) }
        : null,
      boss: bossEl ? { slot: this.slot(bossEl), card: view.boss, label: tr('kerkerhatz.bossNeeds', { n: view.bossPerSuit }) } : null,
      darkBanner: badge(one('.kh-dark-banner'), 0x000000, 0xd9c9ff),
      seats,
      current:
        currentEl && view.current
          ? {
              slot: this.slot(currentEl),
              card: view.current.card,
              kind: tr(`kerkerhatz.kind.${view.current.kind}`),
              boss: view.current.kind === 'boss',
              event: view.phase === 'window',
            }
          : null,
      needs: [...main.querySelectorAll<HTMLElement>('.kh-needs li')].map((el) => ({
        slot: this.slot(el),
        count: Number(el.dataset.count),
        suit: el.dataset.suit as Suit | 'any',
        anyText: tr('kerkerhatz.anySuit'),
      })),
      needsHidden: badge(one('.kh-needs.hidden'), 0x000000, 0xd9c9ff),
      played,
      window: windowEl ? this.slot(windowEl) : null,
      ring: ringEl ? this.slot(ringEl) : null,
      hand,
      pass: this.passing,
      viewer,
      players: view.handSizes.length,
    };
    scene.draw(drawing, fresh);
    // The card under the pointer or with the keyboard focus stays lifted across redraws.
    for (const el of main.querySelectorAll<HTMLElement>('.kh-card:hover, .kh-card:focus')) scene.lift(el.dataset.card as FrenchCard, true);
    this.passing = false;
    this.drawn = true;
  }

  /** Sounds and vibration for what changed since the last view. */
  private notice(view: KerkerhatzView, index: number): void {
    const current = view.current?.card ?? null;
    if (current !== this.lastCurrent && view.current?.kind === 'boss') playEffect('sting', this.sound);
    else if (view.beaten.length > this.lastBeaten && this.lastIndex >= 0) playEffect('defeat', this.sound);
    if (view.phase === 'window' && this.lastPhase !== 'window') {
      playEffect('alarm', this.sound);
      this.host.vibrate([80, 60, 80]);
    }
    if (view.phase === 'collapse' && this.lastPhase !== 'collapse') this.host.vibrate(200);
    const shuffled = this.lastIndex >= 0 && handsPassed({ beaten: this.lastBeaten, happened: this.lastHappened }, view);
    if (shuffled) {
      this.passing = true;
      this.host.toggleClass('passing', true);
      setTimeout(() => this.host.toggleClass('passing', false), 900);
    }
    this.lastCurrent = current;
    this.lastPhase = view.phase;
    this.lastBeaten = view.beaten.length;
    this.lastHappened = view.tally.happened;
    this.lastIndex = index;
  }

  // ------------------------------------------------------------------ clock and dungeon

  private top(view: KerkerhatzView): HTMLElement {
    const tr = this.ctx.tr;
    this.clockEl = h('p', { className: 'kh-clock', role: 'timer', 'aria-label': tr('kerkerhatz.clock') });
    const paused = view.clock.status === 'paused';
    const deck = h(
      'p',
      { className: 'kh-deck' },
      h('strong', {}, String(view.dungeonLeft)),
      ' ',
      tr('kerkerhatz.deckLeft'),
      h('span', { className: 'kh-deck-level' }, ` · ${tr('kerkerhatz.level', { level: view.level })}`),
    );
    const bossLabel = tr('kerkerhatz.bossNeeds', { n: view.bossPerSuit });
    const boss = h(
      'div',
      { className: 'kh-boss', role: 'img', 'aria-label': `${cardName(this.ctx.settings.lang, view.boss)} – ${bossLabel}` },
      this.layer ? null : cardFace(this.ctx.settings.lang, view.boss, 'small'),
      h('span', {}, bossLabel),
    );
    return h(
      'div',
      { className: `kh-top${paused ? ' paused' : ''}` },
      h('div', { className: 'kh-clock-box' }, this.clockEl, paused ? h('p', { className: 'kh-paused', role: 'status' }, tr('kerkerhatz.paused')) : null),
      deck,
      view.bossRevealed ? null : boss,
      view.dark ? h('p', { className: 'kh-dark-banner', role: 'status' }, tr('kerkerhatz.dark')) : null,
    );
  }

  /** Updates the clock and the event countdown between views; ticks faster as time runs out. */
  private tick(): void {
    const view = this.view;
    if (!view || !this.clockEl) return;
    const now = Date.now();
    const ms = clockNow(view, this.receivedAt, now);
    const level = view.phase === 'won' || view.phase === 'lost' || view.clock.status !== 'running' ? 'calm' : urgency(ms);
    const digits = ms === null ? '∞' : formatClock(ms);
    if (this.clockEl.textContent !== digits) this.clockEl.textContent = digits;
    this.clockEl.dataset.urgency = level;
    const every = tickEvery(level);
    if (every !== null && now >= this.nextTick) {
      playEffect('tick', this.sound);
      this.nextTick = now + every;
    }
    const look: ClockLook = view.clock.status === 'paused' ? 'paused' : ms === null ? 'off' : level;
    this.scene?.setClock(digits, look, clockShown(level, now, motionInEffect(this.ctx.settings) === 'off'));
    if (this.windowEl && view.windowEndsAt !== null) {
      const left = Math.max(0, view.windowEndsAt - view.now - (now - this.receivedAt));
      const seconds = formatNumber(this.ctx.settings.lang, left / 1000, 1);
      this.windowEl.textContent = seconds;
      this.windowEl.style.setProperty('--left', String(left / view.options.eventWindowMs));
      this.scene?.setRing(left / view.options.eventWindowMs, seconds);
    }
  }

  private board(view: KerkerhatzView, names: string[]): HTMLElement {
    const viewer = typeof view.viewer === 'number' ? view.viewer : null;
    const mates = view.handSizes
      .map((size, seat) => (seat === viewer ? null : this.seatBox(view, names, seat, size)))
      .filter((x): x is HTMLElement => x !== null);
    return h(
      'div',
      { className: 'kh-board' },
      h('div', { className: 'kh-mates' }, ...mates),
      this.dungeon(view, names),
      h('aside', { className: 'kh-side' }, this.host.logOpen ? this.host.logPanel : null),
    );
  }

  private seatBox(view: KerkerhatzView, names: string[], seat: number, size: number): HTMLElement {
    const tr = this.ctx.tr;
    const hero = view.heroes[seat];
    const callout = this.callouts.find((c) => c.seat === seat && c.until > Date.now());
    const label = `${names[seat]}: ${hero ? tr(`kerkerhatz.hero.${hero}`) : ''}, ${tr('kerkerhatz.handCount', { n: size })}, ${tr('kerkerhatz.pileCount', { n: view.pileSizes[seat] ?? 0 })}`;
    const pixi = this.layer !== null;
    return h(
      'section',
      { className: 'kh-seat', 'aria-label': label, 'data-seat': seat },
      h(
        'h3',
        {},
        names[seat] ?? '',
        hero ? h('small', {}, ` · ${tr(`kerkerhatz.hero.${hero}`)}`) : null,
        seatBadge(this.ctx.settings.lang, this.frame?.seats[seat]),
      ),
      h(
        'div',
        { className: 'kh-seat-row' },
        hero && !pixi ? cardFace(this.ctx.settings.lang, HERO_QUEEN[hero], 'mini') : null,
        h(
          'div',
          { className: 'mk-backs' },
          ...(pixi ? [] : Array.from({ length: Math.min(size, 6) }, () => cardBack('mini'))),
          h('span', { className: 'count', 'data-count': size }, String(size)),
        ),
        h('span', { className: 'pile' }, tr('kerkerhatz.pileCount', { n: view.pileSizes[seat] ?? 0 })),
      ),
      callout ? h('p', { className: 'bubble', role: 'status' }, this.calloutText(callout.emote)) : null,
    );
  }

  private calloutText(emote: string): string {
    const what = emote.slice(5);
    const symbol = SUIT_SYMBOL[what];
    return symbol ? this.ctx.tr('kerkerhatz.have', { what: symbol }) : this.ctx.tr(`kerkerhatz.have.${what}`);
  }

  private dungeon(view: KerkerhatzView, names: string[]): HTMLElement {
    const tr = this.ctx.tr;
    const lang = this.ctx.settings.lang;
    const current = view.current;
    this.windowEl = null;
    if (!current) {
      const flip = this.legal.find((m) => m.type === 'flip');
      return h(
        'div',
        { className: 'kh-dungeon empty' },
        view.phase === 'heroes' ? h('p', {}, tr('kerkerhatz.choosingHeroes')) : h('p', {}, tr('kerkerhatz.nextCard')),
        flip
          ? h(
              'button',
              { type: 'button', className: 'primary', onclick: (e: Event) => void this.host.send(flip, e.currentTarget as Element) },
              tr('kerkerhatz.flip'),
            )
          : null,
      );
    }
    const needs = needList(current.remaining);
    const needEl = needs
      ? h(
          'ul',
          { className: 'kh-needs', 'aria-label': tr('kerkerhatz.stillNeeds') },
          ...needs.map((n) =>
            h(
              'li',
              { className: n.suit === 'H' || n.suit === 'D' ? 'red' : '', 'data-suit': n.suit, 'data-count': n.count },
              `${n.count}× ${n.suit === 'any' ? tr('kerkerhatz.anySuit') : (SUIT_SYMBOL[n.suit] ?? '')}`,
            ),
          ),
        )
      : h('p', { className: 'kh-needs hidden', 'aria-label': tr('kerkerhatz.stillNeeds') }, tr('kerkerhatz.countYourself'));
    const pendingShown = this.pending.filter((p) => p.target === current.card);
    const pixi = this.layer !== null;
    const playedItem = (card: FrenchCard, who: string, seat: number | 'pending'): HTMLElement =>
      h(
        'li',
        { className: seat === 'pending' ? 'pending' : '', title: who, 'aria-label': `${cardName(lang, card)} – ${who}`, 'data-card': card, 'data-seat': seat },
        pixi ? null : cardFace(lang, card, 'small'),
        h('span', {}, who),
      );
    const played = h(
      'ol',
      { className: 'kh-played', 'aria-label': tr('kerkerhatz.played') },
      ...current.played.map((p) => playedItem(p.card, names[p.seat] ?? '', p.seat)),
      ...pendingShown.map((p) => playedItem(p.card, tr('tables.you'), 'pending')),
    );
    let window: HTMLElement | null = null;
    if (view.phase === 'window') {
      this.windowEl = h('span', { className: 'kh-countdown' });
      const queen = this.legal.find((m) => m.type === 'play');
      window = h(
        'div',
        { className: 'kh-window', role: 'alert' },
        h('p', {}, tr(`kerkerhatz.event.${current.card.slice(-1)}`)),
        h(
          'div',
          { className: 'kh-window-row' },
          h('p', { className: 'kh-countdown-line' }, tr('kerkerhatz.windowCountdown'), ' ', h('span', { className: 'kh-ring' }, this.windowEl, ' s')),
        ),
        queen
          ? h(
              'button',
              { type: 'button', className: 'primary queen', 'data-key': 'queen', 'aria-keyshortcuts': 'Q', onclick: () => this.playMove(queen) },
              tr('kerkerhatz.queen'),
            )
          : null,
        this.eventReason?.target === current.card ? h('p', { className: 'kh-window-reason', role: 'alert' }, this.eventReason.text) : null,
      );
    }
    const kindName = tr(`kerkerhatz.kind.${current.kind}`);
    return h(
      'div',
      { className: `kh-dungeon kind-${current.kind}` },
      h(
        'div',
        { className: 'kh-current', role: 'img', 'aria-label': `${kindName}: ${cardName(lang, current.card)}`, 'data-card': current.card },
        pixi ? null : cardFace(lang, current.card, 'big'),
        h('p', { className: 'kind' }, kindName),
      ),
      h('div', { className: 'kh-status' }, needEl, window, played),
    );
  }

  // ------------------------------------------------------------------ the hand and the actions

  private handArea(view: KerkerhatzView, names: string[]): HTMLElement[] {
    const hand = view.hand;
    if (!hand || this.frame?.hideHand) return [];
    const tr = this.ctx.tr;
    const lang = this.ctx.settings.lang;
    const viewer = view.viewer as number;
    const heroes = this.legal.filter((m): m is Extract<KerkerhatzMove, { type: 'hero' }> => m.type === 'hero');
    if (heroes.length > 0) {
      return [
        h(
          'section',
          { className: 'kh-hand-area heroes', 'aria-label': tr('kerkerhatz.chooseHero') },
          h('h2', {}, tr('kerkerhatz.chooseHero')),
          h('div', { className: 'kh-heroes' }, ...heroes.map((m) => this.heroButton(m.hero))),
        ),
      ];
    }
    const shown = optimisticHand(
      hand,
      this.pending.map((p) => p.card),
    );
    const collapse = view.phase === 'collapse' && view.collapsePending.includes(viewer);
    const cards = shown.map((card, i) => {
      const move = playFor(view, this.legal, card);
      const picked = this.discardPick.includes(card);
      const label = collapse ? tr('kerkerhatz.discardCard', { card: cardName(lang, card) }) : tr('kerkerhatz.playCard', { card: cardName(lang, card) });
      return h(
        'button',
        {
          type: 'button',
          className: `kh-card${picked ? ' selected' : ''}`,
          'aria-label': label,
          'aria-pressed': collapse ? String(picked) : null,
          'aria-disabled': collapse || move ? null : 'true',
          'aria-keyshortcuts': i < 10 ? String((i + 1) % 10) : null,
          'data-key': `card-${card}`,
          'data-card': card,
          onclick: (e: Event) => (collapse ? this.pickDiscard(card) : move ? this.playMove(move) : this.refuse(card, e.currentTarget as Element)),
          onfocus: () => this.scene?.lift(card, true),
          onblur: () => this.scene?.lift(card, false),
          onpointerenter: () => this.scene?.lift(card, true),
          onpointerleave: () => this.scene?.lift(card, document.activeElement?.getAttribute('data-card') === card),
        },
        this.layer ? null : cardFace(lang, card),
        i < 10 ? h('span', { className: 'key', 'aria-hidden': 'true' }, String((i + 1) % 10)) : null,
      );
    });
    const hero = view.heroes[viewer];
    const power = powerTargets(this.legal);
    const powerButtons: HTMLElement[] = [];
    if (hero) {
      const label = (n: number): string => `${tr(`kerkerhatz.call.${hero}`)} (${tr('kerkerhatz.cost', { n })})`;
      const base = label(POWER_COST);
      if (hero === 'healer') {
        for (const mate of power.teammates)
          powerButtons.push(
            h(
              'button',
              { type: 'button', className: 'power', 'data-key': `power-${mate}`, onclick: () => this.usePower('cards', mate) },
              `${base} → ${names[mate] ?? ''}`,
            ),
          );
        if (power.teammates.length === 0) powerButtons.push(h('button', { type: 'button', className: 'power', disabled: true }, base));
      } else if (hasFreePause(view.options, hero)) {
        // The beginner clock's time keeper chooses each time: the free pause, or the power as usual to swap cards.
        powerButtons.push(
          h(
            'button',
            {
              type: 'button',
              className: 'power',
              'data-key': 'power-free',
              'aria-keyshortcuts': 'P',
              disabled: !power.free,
              onclick: () => this.usePower('free'),
            },
            label(0),
          ),
        );
        powerButtons.push(
          h(
            'button',
            { type: 'button', className: 'power', 'data-key': 'power', disabled: !power.paid, onclick: () => this.usePower('cards') },
            `${base} – ${tr('kerkerhatz.swapCards')}`,
          ),
        );
      } else {
        powerButtons.push(
          h(
            'button',
            { type: 'button', className: 'power', 'data-key': 'power', 'aria-keyshortcuts': 'P', disabled: !power.paid, onclick: () => this.usePower('cards') },
            base,
          ),
        );
      }
    }
    const calls = CALLOUTS.map((emote) =>
      h(
        'button',
        { type: 'button', className: 'callout', disabled: view.dark, 'data-key': emote, onclick: () => this.callout(emote) },
        this.calloutText(emote),
      ),
    );
    const myCallout = this.callouts.find((c) => c.seat === viewer && c.until > Date.now());
    return [
      h(
        'section',
        { className: `kh-hand-area${collapse ? ' collapse' : ''}`, 'aria-label': tr('tables.hand') },
        hero
          ? h(
              'p',
              { className: 'kh-me' },
              cardFace(lang, HERO_QUEEN[hero], 'mini'),
              ' ',
              h('strong', {}, tr(`kerkerhatz.hero.${hero}`)),
              ` – ${tr(`kerkerhatz.power.${hero}`)}`,
              myCallout ? h('span', { className: 'bubble' }, this.calloutText(myCallout.emote)) : null,
            )
          : null,
        collapse ? h('p', { className: 'kh-collapse', role: 'alert' }, tr('kerkerhatz.collapse', { n: Math.min(2, shown.length) })) : null,
        h('div', { className: 'kh-hand', role: 'group', 'aria-label': tr('tables.hand'), 'data-fill': handFill(cards.length) }, ...cards),
        this.frame?.replay ? null : h('div', { className: 'kh-actions' }, ...powerButtons, ...calls),
        this.frame?.replay ? null : this.giveUpBox(view, names, viewer),
      ),
    ];
  }

  /**
   * Giving up, apart from the callouts (after them in the tab order too): it asks first, then shows
   * who has agreed so far, read from the view (the host's votes); a card anyone plays cancels them all.
   */
  private giveUpBox(view: KerkerhatzView, names: readonly string[], viewer: number): HTMLElement | null {
    const tr = this.ctx.tr;
    const giveUp = this.legal.find((m) => m.type === 'giveUp');
    const total = view.giveUpVotes.length;
    const agreed = view.giveUpVotes.flatMap((vote, seat) => (vote ? [seat] : []));
    if (!giveUp) this.confirmingGiveUp = false;
    const status =
      agreed.length === 0
        ? null
        : view.giveUpVotes[viewer]
          ? tr('kerkerhatz.giveUp.waiting', { n: agreed.length, total })
          : tr('kerkerhatz.giveUp.others', { names: agreed.map((seat) => names[seat] ?? '').join(', '), n: agreed.length, total });
    const line = status ? h('p', { className: 'kh-giveup-status', role: 'status' }, status) : null;
    if (!giveUp) return line ? h('div', { className: 'kh-giveup' }, line) : null;
    if (!this.confirmingGiveUp) {
      return h(
        'div',
        { className: 'kh-giveup' },
        line,
        h(
          'button',
          { type: 'button', className: 'give-up', 'data-key': 'giveup-ask', 'aria-haspopup': 'true', onclick: () => this.askGiveUp(true) },
          tr('kerkerhatz.giveUp.ask'),
        ),
      );
    }
    // At a shared device everyone here who has not agreed yet is listed to tick: those ticked give
    // up together, in one message, so no teammate's card falls between their votes.
    const here = giveUpHere(view.giveUpVotes, this.host.seatedHere, viewer);
    for (const seat of this.giveUpTicked) if (!here.some((p) => p.seat === seat)) this.giveUpTicked.delete(seat);
    const yes = h(
      'button',
      {
        type: 'button',
        className: 'give-up',
        'data-key': 'giveup-yes',
        disabled: here.length > 1 && this.giveUpTicked.size === 0,
        onclick: (e: Event) => this.confirmGiveUp(giveUp, e.currentTarget as Element, here.length > 1),
      },
      tr('kerkerhatz.giveUp.yes'),
    );
    const tick = (p: { seat: number; name: string }): HTMLElement =>
      h(
        'label',
        {},
        h('input', {
          type: 'checkbox',
          'data-key': `giveup-seat-${p.seat}`,
          checked: this.giveUpTicked.has(p.seat),
          onchange: (e: Event) => {
            if ((e.currentTarget as HTMLInputElement).checked) this.giveUpTicked.add(p.seat);
            else this.giveUpTicked.delete(p.seat);
            yes.disabled = this.giveUpTicked.size === 0;
          },
        }),
        ` ${p.name}`,
      );
    return h(
      'div',
      { className: 'kh-giveup confirming', role: 'group', 'aria-labelledby': 'kh-giveup-question' },
      line,
      h('p', { id: 'kh-giveup-question' }, tr('kerkerhatz.giveUp.confirm')),
      here.length > 1 ? h('fieldset', { className: 'kh-giveup-who' }, h('legend', {}, tr('kerkerhatz.giveUp.who')), ...here.map(tick)) : null,
      yes,
      h('button', { type: 'button', 'data-key': 'giveup-no', onclick: () => this.askGiveUp(false) }, tr('kerkerhatz.giveUp.no')),
    );
  }

  private askGiveUp(open: boolean): void {
    this.confirmingGiveUp = open;
    // The person who asked agrees; the others here tick their own names.
    const viewer = this.view?.viewer;
    this.giveUpTicked = new Set(open && typeof viewer === 'number' ? [viewer] : []);
    this.redraw();
    this.main.querySelector<HTMLElement>(`[data-key="${open ? 'giveup-no' : 'giveup-ask'}"]`)?.focus();
  }

  /** The shown person's vote, or at a shared device the votes of everyone ticked, the asker's first. */
  private confirmGiveUp(move: KerkerhatzMove, at: Element, shared: boolean): void {
    this.confirmingGiveUp = false;
    const viewer = this.view?.viewer;
    const seats = [...this.giveUpTicked].sort((a, b) => (a === viewer ? -1 : b === viewer ? 1 : a - b));
    this.giveUpTicked = new Set();
    void this.host.send(move, at, shared ? seats : undefined);
  }

  private heroButton(hero: Hero): HTMLElement {
    const tr = this.ctx.tr;
    return h(
      'button',
      {
        type: 'button',
        className: 'kh-hero',
        'data-key': `hero-${hero}`,
        'aria-label': `${tr(`kerkerhatz.hero.${hero}`)}: ${tr(`kerkerhatz.power.${hero}`)}`,
        onclick: (e: Event) => void this.host.send({ type: 'hero', hero }, e.currentTarget as Element),
      },
      cardFace(this.ctx.settings.lang, HERO_QUEEN[hero]),
      h('strong', {}, tr(`kerkerhatz.hero.${hero}`)),
      h('span', {}, `${tr('tables.quoted', { text: tr(`kerkerhatz.call.${hero}`) })} ${tr(`kerkerhatz.power.${hero}`)}`),
    );
  }

  /** Shows the card on the dungeon card at once; the host's refusal takes it back into the hand. */
  private playMove(move: KerkerhatzMove): void {
    if (move.type === 'play') this.pending.push({ card: move.card, target: move.target });
    const card = move.type === 'play' ? move.card : null;
    const at = card ? this.main.querySelector(`.kh-card[data-card="${card}"]`) : document.activeElement;
    this.redraw();
    void this.host.send(move, at ?? this.main.querySelector('.kh-current')).then(() => this.settle(card));
  }

  /** A greyed card says why it cannot go: in the event box while an event waits for a queen, else beside the card. */
  private refuse(card: FrenchCard, at: Element): void {
    const view = this.view;
    if (!view) return;
    const refusal = cardRefusal(view, card);
    const text = refusalText(this.ctx.settings.lang, refusal.code, refusal.params, '');
    if (view.phase !== 'window' || !view.current) {
      this.host.explain(text, at);
      return;
    }
    const reason = { target: view.current.card, text };
    this.eventReason = reason;
    this.redraw();
    setTimeout(() => {
      if (this.eventReason !== reason || this.destroyed) return;
      this.eventReason = null;
      this.redraw();
    }, REASON_MS);
  }

  private settle(card: FrenchCard | null): void {
    if (card === null) return;
    const before = this.pending.length;
    this.pending = this.pending.filter((p) => p.card !== card);
    if (this.pending.length !== before) this.redraw();
  }

  private usePower(pay: 'free' | 'cards', teammate?: number): void {
    if (!this.view) return;
    const move = powerFor(this.view, this.legal, pay, teammate);
    if (move) void this.host.send(move);
  }

  private pickDiscard(card: FrenchCard): void {
    const view = this.view;
    if (!view) return;
    this.discardPick = this.discardPick.includes(card) ? this.discardPick.filter((c) => c !== card) : [...this.discardPick, card];
    const move = discardFor(this.legal, this.discardPick);
    if (move) {
      this.discardPick = [];
      void this.host.send(move);
    }
    this.redraw();
  }

  private callout(emote: string): void {
    if (this.view?.dark) return;
    this.host.emote(emote);
  }

  private key(e: KeyboardEvent): void {
    const view = this.view;
    const target = e.target as HTMLElement;
    if (!view?.hand || target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
    if (this.host.covered) return;
    const shown = optimisticHand(
      view.hand,
      this.pending.map((p) => p.card),
    );
    const card = cardForKey(e.key, shown);
    if (card) {
      e.preventDefault();
      if (view.phase === 'collapse') this.pickDiscard(card);
      else {
        const move = playFor(view, this.legal, card);
        if (move) this.playMove(move);
      }
      return;
    }
    if (e.key === 'q' || e.key === 'Q') {
      const queen = this.legal.find((m) => m.type === 'play' && m.card.startsWith('Q'));
      if (queen) this.playMove(queen);
    } else if (e.key === 'p' || e.key === 'P') {
      const power = powerTargets(this.legal);
      this.usePower(power.free ? 'free' : 'cards', power.teammates[0]);
    }
  }
}

// ------------------------------------------------------------------ the log, the end and the campaign

/** What a step of Kerkerhatz tells the table: cards beaten and revealed, hands passed round, the end with the campaign map. */
function kerkerhatzEvents(ctx: AppContext, prev: Frame | null, next: Frame, phases: readonly ChartPhase[]): TableEvent[] {
  const view = next.message.view;
  if (!isKerkerhatzView(view)) return [];
  const before = prev && isKerkerhatzView(prev.message.view) ? prev.message.view : null;
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const events: TableEvent[] = [];
  // A new level restarts the log's reading: nothing carries over from the last one.
  const same = before !== null && before.level === view.level && next.message.index > (prev?.message.index ?? 0);
  if (same) {
    view.heroes.forEach((hero, seat) => {
      if (hero && !before.heroes[seat])
        events.push({ kind: 'log', text: tr('kerkerhatz.log.hero', { player: next.names[seat] ?? '', hero: tr(`kerkerhatz.hero.${hero}`) }) });
    });
    view.giveUpVotes.forEach((vote, seat) => {
      if (vote && !before.giveUpVotes[seat]) events.push({ kind: 'log', text: tr('kerkerhatz.log.giveUp', { player: next.names[seat] ?? '' }) });
    });
  }
  if (same)
    for (const card of view.beaten.slice(before.beaten.length)) events.push({ kind: 'log', text: tr('kerkerhatz.log.gone', { card: shortCard(lang, card) }) });
  if (view.current && view.current.card !== (same ? (before.current?.card ?? null) : null)) {
    events.push({
      kind: 'log',
      text: tr('kerkerhatz.log.revealed', { card: shortCard(lang, view.current.card), kind: tr(`kerkerhatz.kind.${view.current.kind}`) }),
    });
  }
  if (same && handsPassed({ beaten: before.beaten.length, happened: before.tally.happened }, view))
    events.push({ kind: 'log', text: tr('kerkerhatz.log.passed') });
  if (
    same &&
    prev &&
    next.message.index === prev.message.index + 1 &&
    view.current &&
    view.current.card === before.current?.card &&
    view.current.played.length > before.current.played.length
  )
    events.push({ kind: 'sound', sound: 'card' });
  if (next.message.result && phases.includes('matchOver')) events.push(...endOfLevel(ctx, view, next));
  return events;
}

function endOfLevel(ctx: AppContext, view: KerkerhatzView, frame: Frame): TableEvent[] {
  const tr = ctx.tr;
  const won = view.phase === 'won';
  const stats = h(
    'p',
    {},
    `${[tr('kerkerhatz.stats.defeated', { n: view.tally.defeated }), tr('kerkerhatz.stats.played', { n: view.tally.played }), tr('kerkerhatz.stats.time', { time: formatClock(view.clock.elapsedMs) })].join(', ')}.`,
  );
  const text = won ? tr('kerkerhatz.won') : tr(`kerkerhatz.cause.${view.cause ?? 'time'}`);
  const campaign = frame.campaign;
  const body = [h('p', { className: 'winners' }, text), stats, ...(campaign ? campaignBody(ctx, campaign, view.options) : [])];
  // The next level is the campaign's, as the host counted this match; the owner plays it from here.
  const nextLevel = campaign?.progress.level ?? view.level;
  const again =
    campaign && frame.owner
      ? {
          label: won && nextLevel !== view.level ? tr('kerkerhatz.nextLevel', { level: nextLevel }) : tr('kerkerhatz.again', { level: nextLevel }),
          run: (session: TableSession) => playNext(ctx, session, campaign),
        }
      : undefined;
  return [
    { kind: 'sound', sound: won ? 'win' : 'round' },
    {
      kind: 'panel',
      panel: {
        kind: 'result',
        title: won ? tr('kerkerhatz.wonTitle') : tr('kerkerhatz.lostTitle'),
        className: won ? 'kh-won' : 'kh-lost',
        body,
        ...(again ? { again } : {}),
      },
    },
  ];
}

/** The campaign map: every level, those won at least once ticked, the one to play next marked. */
function campaignBody(ctx: AppContext, campaign: CampaignInfo, options: KerkerhatzView['options']): HTMLElement[] {
  const tr = ctx.tr;
  const map = h(
    'ol',
    { className: 'kh-map', 'aria-label': tr('kerkerhatz.campaign') },
    // The dungeons of this match's options: a variant from the lab may build other ones.
    ...LEVELS.map((standard) => levelOf(options, standard.level)).map((l) => {
      const beaten = campaign.progress.summary.some((s) => s.level === l.level && s.won > 0);
      const here = campaign.progress.level === l.level;
      return h(
        'li',
        { className: `${beaten ? 'beaten' : ''}${here ? ' next' : ''}`, 'aria-current': here ? 'step' : null },
        h('strong', {}, tr('kerkerhatz.level', { level: l.level })),
        h(
          'span',
          {},
          [
            tr('kerkerhatz.shape.doors', { n: l.doors }),
            tr('kerkerhatz.shape.bosses', { n: l.miniBosses }),
            tr('kerkerhatz.shape.events', { n: l.events }),
          ].join(', '),
        ),
        h('span', { className: 'mark' }, beaten ? '✓' : here ? '▶' : ''),
      );
    }),
  );
  const mode = campaign.name === 'hard' ? h('p', { className: 'kh-hard' }, tr('kerkerhatz.hardCampaign')) : null;
  return [h('h3', {}, `${tr('kerkerhatz.campaign')} · ${campaign.group}`), ...(mode ? [mode] : []), map];
}

/** The table's options at the campaign's next level (the host's offer), then the start. */
function playNext(ctx: AppContext, session: TableSession, campaign: CampaignInfo): void {
  try {
    session.setOptions(campaign.next);
    session.start();
  } catch (error) {
    ctx.toast(errorText(ctx.settings.lang, error));
  }
}

export const kerkerhatzBoard: BoardSpec = {
  accepts: isKerkerhatzView,
  create: (host) => new KerkerhatzBoard(host),
  events: kerkerhatzEvents,
  oldCampaigns: () => oldCampaigns(),
};
