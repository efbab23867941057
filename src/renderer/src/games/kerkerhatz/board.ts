/**
 * The Kerkerhatz table: the clock big enough for the sofa, the dungeon card with what it still
 * needs (hidden in the dark) and the cards on it, the heroes with their powers, teammates' hands
 * and callouts, the event window's countdown with the queen button, the Einsturz discards, and the
 * win/lose screen with the campaign map. One tap or key per card; plays show at once and roll back
 * if the host refuses them.
 *
 * The board keeps the table's state and takes the input; its parts build the DOM (dungeon.ts,
 * hand.ts, giveUp.ts), run the clock (clock.ts), have Pixi draw into the DOM's boxes (drawing.ts,
 * scene.ts) and tell the log and the end (events.ts). Buttons, panels and the log stay DOM. A phone
 * holding one seat shows its hand and actions in the DOM alone, with CSS card faces.
 */
import type { FrenchCard } from '../../../../shared/cards';
import type { KerkerhatzMove, KerkerhatzView } from '../../../../shared/games/kerkerhatz';
import type { HostMessageOf } from '../../../../shared/net/protocol';
import type { AppContext } from '../../table/context';
import type { Board, BoardHost, BoardSpec, Frame } from '../../table/board';
import { refusalText } from '../../table/refusal';
import { h } from '../../ui/dom';
import { playEffect } from './sfx';
import { KhClock } from './clock';
import { KhDrawer } from './drawing';
import { dungeonBoard, dungeonTop } from './dungeon';
import { kerkerhatzEvents } from './events';
import { KhGiveUp } from './giveUp';
import { handArea } from './hand';
import './kh.css';
import { cardForKey, cardRefusal, discardFor, handsPassed, isKerkerhatzView, optimisticHand, playFor, powerFor, powerTargets } from './model';
import { oldCampaigns } from './oldCampaign';
import { CALLOUTS, type Callout, type KhTable, type Pending } from './parts';

const CALLOUT_MS = 3500;

/** How long a reason stays in the event box (as long as a refusal's bubble). */
const REASON_MS = 4000;

class KerkerhatzBoard implements Board, KhTable {
  readonly classes: string;
  readonly elements: HTMLElement[];
  readonly main = h('div', { className: 'dt-main' });
  readonly ctx: AppContext;
  readonly pixi: boolean;
  frame: Frame | null = null;
  view: KerkerhatzView | null = null;
  private message: HostMessageOf<'view'> | null = null;
  legal: KerkerhatzMove[] = [];
  private receivedAt = 0;
  pending: Pending[] = [];
  discardPick: FrenchCard[] = [];
  eventReason: { target: FrenchCard; text: string } | null = null;
  private destroyed = false;
  callouts: Callout[] = [];
  private timer: ReturnType<typeof setInterval>;
  private lastIndex = -1;
  private lastCurrent: string | null = null;
  private lastPhase = '';
  private lastBeaten = 0;
  private lastHappened = 0;
  /** Pixi's half of the table; none on a phone, which shows the hand in the DOM. */
  private readonly drawer: KhDrawer | null;
  private readonly clock: KhClock;
  private readonly giveUp = new KhGiveUp(this);
  private readonly onKeyDown = (e: KeyboardEvent): void => this.key(e);

  constructor(readonly host: BoardHost) {
    const ctx = host.ctx;
    this.ctx = ctx;
    this.elements = [this.main];
    this.drawer = host.phone ? null : new KhDrawer(ctx, () => this.drawScene());
    this.pixi = this.drawer !== null;
    this.clock = new KhClock(ctx, this.drawer?.scene ?? null);
    this.classes = `dt-table kh${this.pixi ? ' pixi' : ''}`;
    this.timer = setInterval(() => this.tick(), 100);
    document.addEventListener('keydown', this.onKeyDown);
  }

  destroy(): void {
    this.destroyed = true;
    clearInterval(this.timer);
    document.removeEventListener('keydown', this.onKeyDown);
    this.drawer?.destroy();
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
    this.main.replaceChildren(dungeonTop(this, view, this.clock), dungeonBoard(this, view, names, this.clock), ...handArea(this, view, names, this.giveUp));
    this.host.toggleClass('dark', view.dark);
    // The clock's digits first: they size the box the scene draws the clock into.
    this.tick();
    this.drawScene();
    this.tick();
  }

  redraw(): void {
    const frame = this.frame;
    if (!frame) return;
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.key ?? null;
    this.render(frame);
    if (focused) this.main.querySelector<HTMLElement>(`[data-key="${focused}"]`)?.focus();
  }

  private tick(): void {
    this.clock.tick(this.view, this.receivedAt);
  }

  private drawScene(): void {
    if (this.view) this.drawer?.draw(this.main, this.view, this.frame, this.callouts);
  }

  lift(card: FrenchCard, up: boolean): void {
    this.drawer?.scene.lift(card, up);
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
      if (this.drawer) this.drawer.passing = true;
      this.host.toggleClass('passing', true);
      setTimeout(() => this.host.toggleClass('passing', false), 900);
    }
    this.lastCurrent = current;
    this.lastPhase = view.phase;
    this.lastBeaten = view.beaten.length;
    this.lastHappened = view.tally.happened;
    this.lastIndex = index;
  }

  // ------------------------------------------------------------------ the player's actions

  /** Shows the card on the dungeon card at once; the host's refusal takes it back into the hand. */
  playMove(move: KerkerhatzMove): void {
    if (move.type === 'play') this.pending.push({ card: move.card, target: move.target });
    const card = move.type === 'play' ? move.card : null;
    const at = card ? this.main.querySelector(`.kh-card[data-card="${card}"]`) : document.activeElement;
    this.redraw();
    void this.host.send(move, at ?? this.main.querySelector('.kh-current')).then(() => this.settle(card));
  }

  /** A greyed card says why it cannot go: in the event box while an event waits for a queen, else beside the card. */
  refuse(card: FrenchCard, at: Element): void {
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

  usePower(pay: 'free' | 'cards', teammate?: number): void {
    if (!this.view) return;
    const move = powerFor(this.view, this.legal, pay, teammate);
    if (move) void this.host.send(move);
  }

  pickDiscard(card: FrenchCard): void {
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

  callout(emote: string): void {
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

export const kerkerhatzBoard: BoardSpec = {
  accepts: isKerkerhatzView,
  create: (host) => new KerkerhatzBoard(host),
  events: kerkerhatzEvents,
  oldCampaigns: () => oldCampaigns(),
};
