/**
 * The Pixi half of the Machtkampf table: it lays the drawn table out over the DOM's board and hand
 * band, has the scene (scene.ts) draw it with a deal or a play flying in, and puts each hand card's
 * transparent button over its picture. None on a phone, which shows its board in the DOM.
 */
import type { FrenchCard } from '../../../../shared/cards';
import type { MachtkampfView } from '../../../../shared/games/machtkampf';
import { t } from '../../../../shared/catalog';
import { effectiveSpeed } from '../../app/settings';
import type { AppContext } from '../../table/context';
import type { Frame } from '../../table/board';
import type { Rect } from '../../table/layout';
import { PixiLayer } from '../../table/layer';
import { computeMkLayout } from './layout';
import { handGroups, positions, type HandOrder } from './model';
import { MachtkampfScene, type MkSeatInfo } from './scene';

export class MkDrawer {
  private readonly layer: PixiLayer;
  private readonly scene: MachtkampfScene;
  private lastTop = '';
  /** The game whose deal the hand last flew in for. */
  private dealtGame = -1;

  /** `resized`: the window changed size, the table is drawn anew. */
  constructor(
    private readonly ctx: AppContext,
    resized: () => void,
  ) {
    this.layer = new PixiLayer(ctx.stage);
    this.scene = new MachtkampfScene(this.layer);
    this.layer.onResized(resized);
  }

  destroy(): void {
    this.layer.destroy();
  }

  /** Lays out the Pixi table over the DOM's board and hand band, draws it, and puts each card's button over its picture. */
  draw(
    frame: Frame | null,
    selected: ReadonlySet<number>,
    order: HandOrder,
    view: MachtkampfView,
    names: string[],
    board: HTMLElement,
    handArea: HTMLElement | null,
  ): void {
    const layer = this.layer;
    const scene = this.scene;
    layer.tweens.speed = effectiveSpeed(this.ctx.settings);
    const rect = (el: Element): Rect => {
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, w: r.width, h: r.height };
    };
    const handBox = handArea?.querySelector<HTMLElement>('.mk-hand') ?? null;
    const hand = view.hand && handBox ? view.hand : null;
    const groups = hand ? handGroups(hand, order) : [];
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
    const seats = frame?.seats ?? [];
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
      hand: hand ? { cards: shown.map((i) => hand[i] as FrenchCard), selected: shown.map((i) => selected.has(i)), mine: view.turn === view.viewer } : null,
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
      const lifted = selected.has(shown[k] as number) ? spots.lift : 0;
      Object.assign(button.style, { left: `${card.x - box.x}px`, top: `${card.y - box.y - lifted}px`, width: `${card.w}px`, height: `${card.h}px` });
    });
  }
}
