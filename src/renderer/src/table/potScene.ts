/**
 * The pot games' scene (Überkochen's pots, Dreizehn's boards), drawn on the stage (stage/stage.ts):
 * piles with their sums, seats, the viewer's hand, over the felt. It draws a TableModel and
 * animates the step from the last one (a card played, a pot boiling over, a deal); it knows nothing
 * of rules and takes no input itself (the DOM layer over it does, see potBoard.ts).
 *
 * The large still shapes (the piles' panels and the seats' plates) are DOM boxes under the canvas,
 * not Pixi graphics: the browser paints them once with the felt, where WebGL would shade their
 * pixels again on every frame of an animation. Without a graphics card that shading is most of a
 * frame's cost (see stage/gpu.ts).
 *
 * When the stage redraws only parts of the canvas (see stage.ts), a new table state redraws only
 * the objects whose drawing changed (a pile's sum, the card played and the one it covers, a seat's
 * counts): their signatures (signature.ts) before and after tell.
 */
import { Container, Graphics, Sprite } from 'pixi.js';
import type { Card } from '../../../shared/cards';
import { t } from '../../../shared/catalog';
import type { Lang } from '../../../shared/i18n';
import { CardTextures } from './cardFace';
import { CHIP_PAD, CHIP_TEXT, NAME_TEXT, PILE_MARGIN, PILE_STEP, computeLayout, plateRow, fan, pileCascade, type Rect, type TableLayout } from './layout';
import { countTaken, type TableModel } from './model';
import { css, panel } from './shapes';
import { changes, look, type Look } from './signature';
import { drawSymbol, symbolColour, type SymbolKind } from './symbols';
import { GOLD, INK, fit, fitOrCut, text, textFloor } from './text';
import type { Stage } from '../stage/stage';
import { boundsOf, type Box } from '../stage/tween';

export interface SceneOptions {
  lang: Lang;
  tv: boolean;
  fourColour: boolean;
  memoryAid: boolean;
  /** Hot-seat between turns: the hand is shown face down. */
  hideHand: boolean;
  selected: Card | null;
  /** Room on the right kept for the game log, and at the top for the bar of buttons. */
  reserveRight: number;
  reserveTop: number;
}

/** A part of the board, kept while the key of what it is drawn from stays the same. */
interface Kept {
  key: string;
  part: Container;
  /** A pile's: the box its cards lie in. */
  cards?: Rect;
  /** The hand's: its spots and sprites. */
  spots?: HandSpot[];
  sprites?: Map<Card, Sprite>;
}

export type Transition = { kind: 'play' } | { kind: 'deal' } | null;

export interface HandSpot {
  card: Card;
  rect: Rect;
}

export class PotScene {
  /** The pot scene on the stage now, if any: the frame bench (cli/bench-frames.ts) reads it. */
  static shown: PotScene | null = null;
  layout: TableLayout | null = null;
  hand: HandSpot[] = [];
  /** Where Dreizehn's draw pile is drawn (null: no draw pile), for its accessible name in the DOM. */
  drawPileRect: Rect | null = null;
  private readonly textures: CardTextures;
  /** The drawing of the model: containers labelled pile, seat and hand (the frame bench hides them one by one). */
  private readonly board = new Container({ label: 'board' });
  private readonly fx = new Container({ label: 'fx' });
  /** The piles' panels and the seats' plates, under the canvas (see the top of this file). */
  private readonly shapes = document.createElement('div');
  private handSprites = new Map<Card, Sprite>();
  /**
   * The parts of the last drawing (each pile, seat and the hand) by name, with what they were drawn
   * from: a new table state keeps a part whose inputs are the same instead of making it again, so
   * neither the scene nor Pixi's renderer pays for it twice (most moves change one pile and two seats).
   */
  private kept = new Map<string, Kept>();
  private keeping = new Map<string, Kept>();
  /** The box each pile's cards lie in (below its header, which a long name makes taller). */
  private cardBoxes: Rect[] = [];
  private sizeKey = '';

  constructor(private readonly stage: Stage) {
    this.textures = new CardTextures(stage.app.renderer);
    stage.app.stage.addChild(this.board, this.fx);
    this.shapes.className = 'table-shapes';
    stage.app.canvas.before(this.shapes);
    PotScene.shown = this;
  }

  private get app(): Stage['app'] {
    return this.stage.app;
  }

  private get tweens(): Stage['tweens'] {
    return this.stage.tweens;
  }

  /** Takes the drawing off the stage (the board that drew it is gone). */
  destroy(): void {
    if (PotScene.shown === this) PotScene.shown = null;
    this.tweens.finish();
    this.stage.app.stage.removeChild(this.board, this.fx);
    this.board.destroy({ children: true });
    this.fx.destroy({ children: true });
    this.shapes.remove();
    this.textures.clear();
    this.stage.requestFrame();
  }

  /** The drawing as it looks (see signature.ts), and where the effects are. */
  private parts(): { board: Look; fx: Box[] } {
    return { board: look(this.board), fx: this.fx.children.map(boundsOf) };
  }

  /** Draws the table for a model (null: nothing, so the menus stand on the bare felt). */
  show(model: TableModel | null, options: SceneOptions, transition: Transition = null): void {
    // What the canvas shows now (before the running animations jump to their ends), to compare the
    // new drawing with; not needed when a whole frame is coming anyway.
    const before = this.stage.drawsParts && model ? this.parts() : null;
    const called = this.tweens.finish(false);
    const old = this.board.removeChildren();
    this.shapes.replaceChildren();
    this.hand = [];
    this.drawPileRect = null;
    this.handSprites = new Map();
    if (!model) {
      this.kept.clear();
      this.retire(old);
      this.layout = null;
      this.stage.requestFrame();
      return;
    }
    const { width, height } = this.app.screen;
    const layout = computeLayout({
      width,
      height,
      seats: model.seats.length,
      viewer: model.viewer,
      piles: model.piles.length,
      tv: options.tv,
      reserveRight: options.reserveRight,
      reserveTop: options.reserveTop,
      minText: textFloor(),
      drawPile: model.drawPile !== null,
    });
    const key = `${Math.round(layout.cardW)}|${Math.round(layout.handCardW)}|${model.deck.join(',')}|${options.fourColour}|${this.app.renderer.resolution}`;
    if (key !== this.sizeKey) {
      // The kept parts hold the textures about to go.
      this.kept.clear();
      this.textures.clear();
      this.sizeKey = key;
      // Every card's face at the piles' size, now rather than when the card is first played: drawing
      // one into a texture takes milliseconds without a graphics card, and would lengthen that move's frame.
      for (const card of model.deck) this.textures.face(card, layout.cardW, options);
    }
    this.layout = layout;
    // The top card of the pile just played on flies in: until it lands the card under it shows whole.
    const landing = transition?.kind === 'play' ? (model.lastPlay?.pile ?? null) : null;
    const pileCards = this.drawPiles(model, layout, options, landing);
    this.drawSeats(model, layout, options);
    this.drawHand(model, layout, options);
    const keptParts = new Set([...this.keeping.values()].map((k) => k.part));
    this.retire(old.filter((part) => !keptParts.has(part)));
    [this.kept, this.keeping] = [this.keeping, this.kept];
    this.keeping.clear();
    const after = before && !called ? this.parts() : null;
    this.animate(model, layout, options, transition, pileCards);
    if (!before || !after) {
      this.stage.requestFrame();
      return;
    }
    // What looks different, where it was and where it is now, and the old effects. The
    // animations' objects are redrawn where they move (see the stage's nextFrame).
    const dirty: Box[] = [...before.fx];
    changes(before.board, after.board, dirty);
    this.stage.redraw(dirty);
  }

  /**
   * The old drawing is destroyed after the next frame: until then its texts hold their textures,
   * and the new texts with the same words and style (names, pile names, most counts) take them over
   * instead of being drawn and uploaded again on every move.
   */
  private retire(old: Container[]): void {
    this.stage.retire([...old, ...this.fx.removeChildren()]);
  }

  /** The part kept under `name` if it was drawn from the same `key`; it goes into the new drawing. */
  private reuse(name: string, key: string): Kept | null {
    const kept = this.kept.get(name);
    if (!kept || kept.key !== key || kept.part.destroyed) return null;
    this.keeping.set(name, kept);
    this.board.addChild(kept.part);
    return kept;
  }

  /** Moves a hand card under the pointer while it is dragged (null: back to its place). */
  drag(card: Card, x: number | null, y: number | null): void {
    const sprite = this.handSprites.get(card);
    const spot = this.hand.find((h) => h.card === card);
    if (!sprite || !spot) return;
    if (x === null || y === null) sprite.position.set(spot.rect.x, spot.rect.y);
    else sprite.position.set(x - spot.rect.w / 2, y - spot.rect.h / 2);
    sprite.zIndex = x === null ? 0 : 100;
    this.stage.requestFrame();
  }

  private drawPiles(model: TableModel, layout: TableLayout, options: SceneOptions, landing: number | null): Map<number, Sprite[]> {
    const { cardW, cardH, unit } = layout;
    const targets = new Set(options.selected ? model.choices.filter((c) => c.card === options.selected).map((c) => c.pile) : []);
    const out = new Map<number, Sprite[]>();
    model.piles.forEach((pile, i) => {
      const rect = layout.piles[i] as Rect;
      const tint = pile.tint ? symbolColour(pile.tint as SymbolKind, options.fourColour) : 0xffffff;
      const stroke = targets.has(i) ? { width: Math.max(3, unit * 0.35), colour: css(GOLD) } : { width: Math.max(1, unit * 0.08), colour: css(0xffffff, 0.25) };
      this.shapes.append(panel(rect, unit * 0.8, css(tint, pile.tint ? 0.16 : 0.06), stroke));
      const key = JSON.stringify([pile, rect, unit, cardW, cardH, options.fourColour, landing === i]);
      const kept = this.reuse(`pile ${i}`, key);
      if (kept) {
        this.cardBoxes[i] = kept.cards as Rect;
        return;
      }
      const group = new Container({ label: 'pile' });
      const header = new Graphics();
      if (pile.tint)
        drawSymbol(
          header,
          pile.tint as SymbolKind,
          rect.x + unit * 1.4,
          rect.y + unit * 1.3,
          unit * 1.5,
          pile.tint === 'B' || pile.tint === 'G' || pile.tint === 'Y' ? tint : 0xffffff,
        );
      group.addChild(header);
      // A long name ("Zielscheibe 2 (Grün)") takes two lines at full size rather than one in small type.
      const nameX = rect.x + unit * (pile.tint ? 2.5 : 0.8);
      const room = rect.x + rect.w - unit * 0.6 - nameX;
      const name = text(pile.name, unit * 0.95, INK, '700', room);
      name.position.set(nameX, rect.y + unit * 0.55);
      fit(name, room);
      group.addChild(name);
      const extra = name.height > unit * 1.8 ? unit * 1.2 : 0;
      const headerH = unit * 3.4 + extra;
      const danger = pile.sum / pile.limit;
      const sumColour = danger > 0.85 ? 0xff8a65 : danger > 0.6 ? 0xffd54f : 0xa5d6a7;
      const sum = text(`${pile.sum} / ${pile.limit}`, unit * 1.1, sumColour, '700');
      sum.anchor.set(1, 0);
      sum.position.set(rect.x + rect.w - unit * 0.6, rect.y + unit * 1.75 + extra);
      group.addChild(sum);
      const barY = rect.y + unit * 3.05 + extra;
      const bar = new Graphics()
        .roundRect(rect.x + unit * 0.6, barY, rect.w - unit * 1.2, unit * 0.25, unit * 0.12)
        .fill({ color: 0x000000, alpha: 0.35 })
        .roundRect(rect.x + unit * 0.6, barY, (rect.w - unit * 1.2) * Math.min(1, danger), unit * 0.25, unit * 0.12)
        .fill(sumColour);
      group.addChild(bar);
      const box = cardBox(rect, headerH, unit, cardW);
      this.cardBoxes[i] = box;
      const { offsets, perRow } = pileCascade(pile.cards.length, box.w, box.h, cardW, cardH);
      if (pile.cards.length === 0 && pile.marker) {
        const marker = new Sprite(this.textures.face(pile.marker, cardW, options));
        marker.position.set(box.x, box.y);
        marker.alpha = 0.45;
        group.addChild(marker);
      }
      const sprites: Sprite[] = [];
      // A card with another on its lower part (the card a row later) shows only down to that one's
      // rounded top edge; the card landing now is not there yet, so the one it will cover shows whole.
      const below = (k: number): number | null => {
        const next = k + perRow;
        if (next >= pile.cards.length || (landing === i && next === pile.cards.length - 1)) return null;
        return (offsets[next]?.y as number) - (offsets[k]?.y as number) + cardW * 0.08 + 2;
      };
      pile.cards.forEach((card, k) => {
        const face = this.textures.face(card, cardW, options);
        const shown = below(k);
        const sprite = new Sprite(shown === null ? face : this.textures.top(face, shown));
        const at = offsets[k] as { x: number; y: number };
        sprite.position.set(box.x + at.x, box.y + at.y);
        group.addChild(sprite);
        sprites.push(sprite);
      });
      out.set(i, sprites);
      this.board.addChild(group);
      this.keeping.set(`pile ${i}`, { key, part: group, cards: box });
    });
    if (model.drawPile !== null) {
      const first = layout.piles[0] as Rect;
      const last = layout.piles[layout.piles.length - 1] as Rect;
      const w = cardW * 0.6;
      // Beside the piles where there is room; on a phone at the right end of the player's own row; on a
      // portrait table screen, which has no own row, in the band under the piles (layout.ts), below the
      // first one: the TV's corner with the table code takes the band's right end.
      const own = layout.seats.find((s) => s.seat === model.viewer);
      const beside = last.x + last.w + unit * 0.6 + w <= layout.safe.x + layout.safe.w;
      let x = Math.min(last.x + last.w + unit, layout.safe.x + layout.safe.w - w);
      let y = this.cardBoxes[layout.piles.length - 1]?.y ?? last.y + unit * 3.8;
      if (!beside && own) [x, y] = [layout.safe.x + layout.safe.w - w - unit * 2.4, own.y - (w * 1.4) / 2];
      else if (!beside) [x, y] = [first.x + (first.w - w) / 2, first.y + first.h + unit * 0.6];
      this.drawPileRect = { x, y, w, h: w * 1.4 };
      if (model.drawPile > 0) {
        const back = new Sprite(this.textures.back(w));
        back.position.set(x, y);
        this.board.addChild(back);
      } else {
        // The place stays marked when the pile is used up, so a count of 0 still says what it counts.
        this.board.addChild(new Graphics().roundRect(x, y, w, w * 1.4, w * 0.08).stroke({ width: Math.max(1, unit * 0.1), color: 0xffffff, alpha: 0.35 }));
      }
      const count = text(String(model.drawPile), unit * 1.1);
      const label = text(t(options.lang, 'table.drawPile'), unit * 0.75, INK, '400');
      if (!own || beside) {
        count.anchor.set(0.5, 0);
        count.position.set(x + w / 2, y + w * 1.45);
        label.anchor.set(0.5, 0);
        const room = layout.safe.x + layout.safe.w - (x + w / 2);
        fit(label, room * 2, 0.5);
        label.position.set(x + w / 2, count.y + count.height + unit * 0.1);
      } else {
        count.anchor.set(0, 0.5);
        count.position.set(x + w + unit * 0.4, own.y);
        label.anchor.set(1, 0.5);
        label.position.set(x - unit * 0.4, own.y);
      }
      this.board.addChild(label);
      this.board.addChild(count);
    }
    return out;
  }

  private drawSeats(model: TableModel, layout: TableLayout, options: SceneOptions): void {
    const { unit } = layout;
    for (const spot of layout.seats) {
      const seat = model.seats[spot.seat];
      if (!seat) continue;
      const x = spot.x - spot.w / 2;
      const y = spot.y - spot.h / 2;
      const stroke = seat.turn ? { width: Math.max(3, unit * 0.3), colour: css(GOLD) } : { width: 1, colour: css(0xffffff, 0.2) };
      this.shapes.append(panel({ x, y, w: spot.w, h: spot.h }, unit * 0.6, css(0x000000, seat.turn ? 0.6 : 0.42), stroke));
      const key = JSON.stringify([seat, spot, unit, options.lang, options.memoryAid, options.fourColour]);
      if (this.reuse(`seat ${spot.seat}`, key)) continue;
      const group = new Container({ label: 'seat' });
      // Name on the left, the points on the right in large type: what the sofa wants to read. A
      // narrow plate (many seats) puts the points on a line of their own and keeps the type as large.
      let lines = spot.stacked ? 1.3 : 0;
      const points = text(t(options.lang, 'table.points', { n: seat.total }), unit * 1.05, INK);
      points.anchor.set(spot.stacked ? 0 : 1, 0);
      points.position.set(spot.stacked ? x + unit * 0.6 : x + spot.w - unit * 0.6, y + unit * (0.35 + lines));
      group.addChild(points);
      const name = text(seat.name, unit * NAME_TEXT, seat.turn ? GOLD : INK);
      name.position.set(x + unit * (seat.dealer ? 1.9 : 0.6), y + unit * 0.35);
      // A bot's level is a chip beside its name ("Bot 2" [Normal]); on a narrow plate the name keeps the larger type.
      const badge = seat.level ? text(t(options.lang, `bot.${seat.level}`), unit * CHIP_TEXT, 0x1a1a1a, '700') : null;
      const row = plateRow(spot, unit, { name: name.width, chip: badge?.width ?? 0, points: points.width, dealer: seat.dealer });
      // fit keeps the TV's type floor; where that stops the shrinking, the name is cut.
      fitOrCut(name, row.nameRoom, 0.4);
      group.addChild(name);
      if (badge) {
        fit(badge, badge.width * row.chipScale);
        const badgeW = badge.width + unit * CHIP_PAD;
        const bx = name.x + name.width + unit * 0.4;
        const by = y + unit * 0.55;
        group.addChild(new Graphics().roundRect(bx, by, badgeW - unit * 0.2, unit * 1.0, unit * 0.5).fill(0xcfd8dc));
        badge.position.set(bx + unit * 0.3, by + (unit * 1.0 - badge.height) / 2);
        group.addChild(badge);
      }
      if (seat.dealer) {
        const chip = new Graphics()
          .circle(x + unit * 1.0, y + unit * 1.0, unit * 0.65)
          .fill(0xfffdf7)
          .stroke({ width: 2, color: GOLD });
        group.addChild(chip);
        const d = text(t(options.lang, 'table.dealerChip'), unit * 0.75, 0x1a1a1a);
        d.anchor.set(0.5);
        d.position.set(x + unit * 1.0, y + unit * 1.0);
        group.addChild(d);
      }
      const info = [t(options.lang, 'table.handCount', { n: seat.handSize }), t(options.lang, 'table.takenCount', { n: seat.taken.length })];
      // On a narrow plate the hand and the taken cards take a line each, at full size.
      for (const [k, part] of (spot.infoLines === 2 ? info : [info.join(' · ')]).entries()) {
        const line = text(part, unit * 0.85, INK, '400');
        line.position.set(x + unit * 0.6, y + unit * (1.65 + lines + k));
        fit(line, spot.w - unit * 1.2);
        group.addChild(line);
      }
      lines += spot.infoLines - 1;
      const sub = seat.away ? t(options.lang, 'table.away') : '';
      if (options.memoryAid && seat.taken.length > 0) {
        const counts = countTaken(seat.taken);
        const g = new Graphics();
        let cx = x + unit * 0.9;
        const cy = y + unit * (2.95 + lines);
        for (const [kind, n] of Object.entries(counts)) {
          drawSymbol(g, kind as SymbolKind, cx, cy, unit * 0.7, kind === 'S' || kind === 'C' ? 0xffffff : symbolColour(kind as SymbolKind, options.fourColour));
          const c = text(String(n), unit * 0.75, INK, '700');
          c.position.set(cx + unit * 0.5, cy - unit * 0.45);
          group.addChild(c);
          cx += unit * 2.1;
        }
        group.addChild(g);
      } else if (sub) {
        const s = text(sub, unit * 0.75, 0xcfd8dc, '400');
        s.position.set(x + unit * 0.6, y + unit * (2.6 + lines));
        group.addChild(s);
      }
      this.board.addChild(group);
      this.keeping.set(`seat ${spot.seat}`, { key, part: group });
    }
  }

  private drawHand(model: TableModel, layout: TableLayout, options: SceneOptions): void {
    if (model.viewer === null) return;
    const hand = model.hand ?? [];
    const w = layout.handCardW;
    const h = w * 1.4;
    const xs = fan(hand.length, layout.hand.w, w, 0.06);
    const playable = new Set(model.choices.map((c) => c.card));
    // Not while a card is dragged: a new drawing puts it back in its place.
    const dragged = [...(this.kept.get('hand')?.sprites?.values() ?? [])].some((sprite) => sprite.zIndex !== 0);
    const key = JSON.stringify([
      hand,
      [...playable],
      model.choices.length > 0,
      options.selected,
      options.hideHand,
      options.fourColour,
      layout.hand,
      w,
      layout.unit,
    ]);
    const kept = dragged ? null : this.reuse('hand', key);
    if (kept) {
      this.hand = kept.spots as HandSpot[];
      this.handSprites = kept.sprites as Map<Card, Sprite>;
      return;
    }
    const layer = new Container({ label: 'hand' });
    layer.sortableChildren = true;
    hand.forEach((card, i) => {
      const hidden = options.hideHand;
      const sprite = new Sprite(hidden ? this.textures.back(w) : this.textures.face(card, w, options));
      const lift = !hidden && options.selected === card ? h * 0.16 : 0;
      const x = layout.hand.x + (xs[i] as number);
      const y = layout.hand.y + layout.unit * 0.3 + h * 0.1 - lift;
      sprite.position.set(x, y);
      if (!hidden && model.choices.length > 0 && !playable.has(card)) sprite.alpha = 0.55;
      layer.addChild(sprite);
      this.handSprites.set(card, sprite);
      const next = xs[i + 1];
      const visibleW = next === undefined ? w : Math.min(w, next - (xs[i] as number));
      this.hand.push({ card, rect: { x, y, w: visibleW, h } });
    });
    this.board.addChild(layer);
    this.keeping.set('hand', { key, part: layer, spots: this.hand, sprites: this.handSprites });
  }

  private animate(model: TableModel, layout: TableLayout, options: SceneOptions, transition: Transition, pileCards: Map<number, Sprite[]>): void {
    if (!transition) return;
    const { unit } = layout;
    if (transition.kind === 'deal') {
      const cx = layout.safe.x + layout.safe.w / 2;
      const cy = layout.safe.y + layout.safe.h / 2;
      this.hand.forEach((spot, i) => {
        const sprite = this.handSprites.get(spot.card);
        if (!sprite) return;
        // To its place and its own alpha (a card that cannot be played now is dimmed).
        const to = { x: sprite.x, y: sprite.y, alpha: sprite.alpha };
        sprite.position.set(cx, cy);
        sprite.alpha = 0;
        this.tweens.add(sprite, to, 260, i * 45);
      });
      return;
    }
    const play = model.lastPlay;
    if (!play) return;
    const source = this.sourceOf(play.seat, model, layout);
    const sprites = pileCards.get(play.pile) ?? [];
    const top = sprites[sprites.length - 1];
    if (top) {
      const to = { x: top.x, y: top.y };
      top.position.set(source.x, source.y);
      this.tweens.add(top, to, 320);
    }
    if (play.took && play.took.length > 0) {
      const rect = layout.piles[play.pile] as Rect;
      const taker = layout.seats.find((s) => s.seat === play.seat);
      const dest = taker ? { x: taker.x - layout.cardW / 2, y: taker.y - layout.cardH / 2 } : source;
      // The taken cards leave from where they lay.
      const box = this.cardBoxes[play.pile] ?? cardBox(rect, unit * 3.4, unit, layout.cardW);
      const { offsets } = pileCascade(play.took.length, box.w, box.h, layout.cardW, layout.cardH);
      play.took.forEach((card, k) => {
        const ghost = new Sprite(this.textures.face(card, layout.cardW, options));
        ghost.position.set(box.x + (offsets[k]?.x ?? 0), box.y + (offsets[k]?.y ?? 0));
        this.fx.addChild(ghost);
        this.tweens.add(ghost, { ...dest, alpha: 0.2, scale: 0.6 }, 520, 280 + k * 40, 'destroy');
      });
      const banner = text(t(options.lang, model.overflow.banner), unit * 2, 0xffab91);
      banner.anchor.set(0.5);
      banner.position.set(rect.x + rect.w / 2, rect.y + rect.h * 0.45);
      this.fx.addChild(banner);
      banner.scale.set(0.6);
      this.tweens.add(banner, { scale: 1.1 }, 300, 0, { to: { alpha: 0 }, ms: 500, delay: 700, done: 'destroy' });
    }
  }

  private sourceOf(seat: number, model: TableModel, layout: TableLayout): { x: number; y: number } {
    if (seat === model.viewer) return { x: layout.hand.x + layout.hand.w / 2 - layout.cardW / 2, y: layout.hand.y };
    const spot = layout.seats.find((s) => s.seat === seat);
    return spot ? { x: spot.x - layout.cardW / 2, y: spot.y - layout.cardH / 4 } : { x: layout.safe.x, y: layout.safe.y };
  }
}

/**
 * The box a pile's cards lie in, under its header: from the pile's left margin, where a row of
 * them fits; a pile too narrow for two cards side by side centres its single column.
 */
function cardBox(rect: Rect, headerH: number, unit: number, cardW: number): Rect {
  const margin = PILE_MARGIN * unit;
  const y = rect.y + headerH + unit * 0.4;
  const h = rect.h - headerH - unit * 0.8;
  if (rect.w - 2 * margin < cardW * (1 + PILE_STEP)) return { x: rect.x + (rect.w - cardW) / 2, y, w: cardW, h };
  return { x: rect.x + margin, y, w: rect.w - 2 * margin, h };
}
