/**
 * The Pixi half of the Kerkerhatz table (none on a phone): it reads where the DOM laid out each
 * piece and has the scene (scene.ts) draw into those boxes, and remembers between drawings which
 * cards were on the dungeon card and where the hand's cards stood, so a new card flies in from
 * whoever played it.
 */
import type { FrenchCard, Suit } from '../../../../shared/cards';
import { HERO_QUEEN, type KerkerhatzView } from '../../../../shared/games/kerkerhatz';
import type { AppContext } from '../../table/context';
import { effectiveSpeed } from '../../app/settings';
import type { Frame } from '../../table/board';
import { PixiLayer } from '../../table/layer';
import { calloutText, type Callout } from './parts';
import { KerkerhatzScene, type KhDrawing, type Slot } from './scene';

export class KhDrawer {
  private readonly layer: PixiLayer;
  readonly scene: KerkerhatzScene;
  /** The dungeon card the cards on it were seen for, and those cards (a new one flies in). */
  private seenTarget: FrenchCard | null = null;
  private seen = new Set<FrenchCard>();
  /** Where the hand's cards were last drawn: a card played from there flies from its place. */
  private handSlots = new Map<FrenchCard, Slot>();
  /** The hands were passed round since the last drawing. */
  passing = false;
  private drawn = false;

  constructor(
    private readonly ctx: AppContext,
    onResized: () => void,
  ) {
    this.layer = new PixiLayer(ctx.stage);
    this.scene = new KerkerhatzScene(this.layer);
    this.layer.tweens.speed = effectiveSpeed(ctx.settings);
    this.layer.onResized(onResized);
  }

  destroy(): void {
    this.layer.destroy();
  }

  /** Where an element sits on the canvas, and its font size. */
  private slot(el: Element): Slot {
    const box = el.getBoundingClientRect();
    const canvas = this.ctx.stage.app.canvas.getBoundingClientRect();
    return { x: box.left - canvas.left, y: box.top - canvas.top, w: box.width, h: box.height, font: parseFloat(getComputedStyle(el).fontSize) || 16 };
  }

  /** Pixi draws the table into the boxes the DOM laid out for it. */
  draw(main: HTMLElement, view: KerkerhatzView, frame: Frame | null, callouts: readonly Callout[]): void {
    const scene = this.scene;
    const tr = this.ctx.tr;
    const one = (selector: string): HTMLElement | null => main.querySelector<HTMLElement>(selector);
    const badge = (el: HTMLElement | null, fill: number, ink: number): KhDrawing['paused'] =>
      el ? { slot: this.slot(el), text: el.textContent ?? '', fill, ink } : null;
    const names = [...(frame?.names ?? [])];
    const viewer = typeof view.viewer === 'number' ? view.viewer : null;

    const seatSlots = new Map<number, Slot>();
    const seats = [...main.querySelectorAll<HTMLElement>('.kh-seat')].map((el) => {
      const seat = Number(el.dataset.seat);
      const slot = this.slot(el);
      seatSlots.set(seat, slot);
      const hero = view.heroes[seat] ?? null;
      const callout = callouts.find((c) => c.seat === seat && c.until > Date.now());
      const info = frame?.seats[seat];
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
        callout: callout ? calloutText(tr, callout.emote) : null,
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
}
