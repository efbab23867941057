/**
 * The Machtkampf table as PixiJS draws it: the seats around the board (name, bot level, the hand
 * as fanned backs and a number, the points, whose turn, who passed, who called "Letzte Karte!"),
 * the trick in the middle with who played what, the direction of play, and the viewer's hand as
 * real card faces. It takes no input: the DOM buttons over the canvas do (table.ts).
 */
import { Container, Graphics, Sprite, type Text } from 'pixi.js';
import type { FrenchCard } from '../../../../shared/cards';
import type { MachtkampfView } from '../../../../shared/games/machtkampf';
import { t } from '../../../../shared/catalog';
import type { Lang } from '../../../../shared/i18n';
import type { CardStyle } from '../../table/cardFace';
import { CARD_RATIO, type Rect } from '../../table/layout';
import { GOLD, INK, fit as fitText, text } from '../../table/text';
import { css, panel } from '../../table/shapes';
import { levelChip } from '../../table/chip';
import type { PixiLayer } from '../../table/layer';
import { badgeHeight, type MkLayout, type MkSeatSpot } from './layout';
import { describeCombination, passedSeats } from './model';

const MUTED = 0xcfd8dc;
const CALL_RED = 0xd7263d;
const DARK = 0x1a1a1a;

export interface MkSeatInfo {
  name: string;
  /** The bot's level as a word, when it is not already part of the name; null for a person. */
  level: string | null;
}

export interface MkSceneInput {
  view: MachtkampfView;
  seats: MkSeatInfo[];
  lang: Lang;
  fourColour: boolean;
  layout: MkLayout;
  /** The viewer's hand in the order shown, with what is selected; null when no hand is shown. */
  hand: { cards: FrenchCard[]; selected: boolean[]; mine: boolean } | null;
  /** A play just landed on the trick, or a new game was dealt: animate it. */
  transition: 'play' | 'deal' | null;
}

/** Machtkampf's texts shrink to fit, to no less than a third of their size. */
const fit = (label: Text, width: number): Text => fitText(label, width, 0.35);

export class MachtkampfScene {
  constructor(private readonly layer: PixiLayer) {}

  draw(input: MkSceneInput): void {
    const layer = this.layer;
    layer.retire();
    const style: CardStyle = { fourColour: input.fourColour, courts: input.lang };
    const board = new Container();
    layer.root.addChild(board);
    for (const spot of input.layout.seats) board.addChild(this.seat(input, spot));
    const played = this.trick(input, style, board);
    const hand = this.hand(input, style, board);
    this.animate(input, played, hand);
    layer.requestFrame();
  }

  // ------------------------------------------------------------------ seats

  private seat(input: MkSceneInput, spot: MkSeatSpot): Container {
    const { view, lang, layout } = input;
    const { unit, backW } = layout;
    const seat = spot.seat;
    const info = input.seats[seat] ?? { name: String(seat + 1), level: null };
    const { x, y, w, h } = spot.rect;
    const turn = view.turn === seat && view.phase !== 'over';
    const group = new Container();
    // The plate is under everything Pixi draws: a box under the canvas, painted once (see shapes.ts).
    const stroke = turn ? { width: Math.max(3, unit * 0.28), colour: css(GOLD) } : { width: Math.max(1, unit * 0.06), colour: css(0xffffff, 0.25) };
    this.layer.under.append(panel(spot.rect, unit * 0.7, css(0x000000, turn ? 0.62 : 0.42), stroke));
    const inset = unit * 0.6;
    const dealer = view.dealer === seat;
    const chipR = unit * 0.62;
    // A bot's level is a chip beside its name ("Bot 2" [Normal]).
    const chip = info.level ? levelChip(info.level, unit) : null;
    const chipW = chip ? chip.width + unit * 0.4 : 0;
    const name = fit(text(info.name, unit * 1.15, turn ? GOLD : INK), w - 2 * inset - (dealer ? chipR * 2.4 : 0) - chipW);
    name.position.set(x + inset, y + unit * 0.35);
    group.addChild(name);
    if (chip) {
      chip.position.set(name.x + name.width + unit * 0.4, name.y + (name.height - chip.height) / 2);
      group.addChild(chip);
    }
    if (dealer) {
      const cx = x + w - inset - chipR;
      const cy = y + unit * 0.35 + chipR * 0.95;
      group.addChild(
        new Graphics()
          .circle(cx, cy, chipR)
          .fill(0xfffdf7)
          .stroke({ width: Math.max(1.5, unit * 0.1), color: GOLD }),
      );
      const d = text(t(lang, 'table.dealerChip'), unit * 0.75, DARK);
      d.anchor.set(0.5);
      d.position.set(cx, cy);
      group.addChild(d);
    }
    const total = text(t(lang, 'machtkampf.total', { n: view.totals[seat] ?? 0 }), unit, INK, '700');
    total.anchor.set(1, 0);
    total.position.set(x + w - inset, y + unit * 1.75);
    group.addChild(total);
    // The hand as fanned backs and its size as a number, large enough to count from the sofa.
    const size = view.handSizes[seat] ?? 0;
    const backH = backW * CARD_RATIO;
    const rowY = y + h - inset * 0.7 - backH;
    const count = text(String(size), Math.min(unit * 2.1, backH * 1.05), size === 1 ? 0xff8a80 : INK);
    count.anchor.set(1, 0.5);
    count.position.set(x + w - inset, rowY + backH / 2);
    const shown = Math.min(size, 16);
    const fanW = w - 2 * inset - count.width - unit * 0.6;
    const step = shown <= 1 ? 0 : Math.min(backW * 0.42, Math.max(1, (fanW - backW) / (shown - 1)));
    for (let i = 0; i < shown; i++) {
      const back = new Sprite(this.layer.textures.back(backW));
      back.position.set(x + inset + i * step, rowY);
      group.addChild(back);
    }
    group.addChild(count);
    group.addChild(this.badges(input, seat, spot.rect));
    return group;
  }

  /** Pills under the plate: whose turn, who passed, who called "Letzte Karte!", who is out. */
  private badges(input: MkSceneInput, seat: number, rect: Rect): Container {
    const { view, lang, layout } = input;
    const unit = layout.unit;
    const pills: { label: string; fill: number; ink: number; big?: boolean }[] = [];
    if (view.turn === seat && view.phase !== 'over') pills.push({ label: t(lang, 'machtkampf.turn'), fill: GOLD, ink: DARK });
    if (view.called[seat] && (view.handSizes[seat] ?? 0) === 1) pills.push({ label: t(lang, 'machtkampf.called'), fill: CALL_RED, ink: 0xffffff, big: true });
    if (passedSeats(view).includes(seat)) pills.push({ label: t(lang, 'machtkampf.passed'), fill: 0x455a64, ink: 0xffffff });
    if (view.out[seat]) pills.push({ label: t(lang, 'machtkampf.out'), fill: 0x263238, ink: 0xffffff });
    const row = new Container();
    const h = badgeHeight(unit);
    let x = 0;
    for (const pill of pills) {
      const label = text(pill.label, unit * (pill.big ? 1.0 : 0.8), pill.ink);
      const padX = unit * 0.55;
      const pw = label.width + 2 * padX;
      const ph = pill.big ? h : h * 0.82;
      const g = new Graphics().roundRect(x, (h - ph) / 2, pw, ph, ph / 2).fill(pill.fill);
      // The call also has a white ring, so it stands out by more than its colour.
      if (pill.big) g.stroke({ width: Math.max(2, unit * 0.12), color: 0xffffff });
      row.addChild(g);
      label.anchor.set(0.5);
      label.position.set(x + pw / 2, h / 2);
      row.addChild(label);
      x += pw + unit * 0.35;
    }
    const width = Math.max(0, x - unit * 0.35);
    if (width > rect.w) row.scale.set(rect.w / width);
    row.position.set(rect.x + (rect.w - width * row.scale.x) / 2, rect.y + rect.h + unit * 0.3);
    return row;
  }

  // ------------------------------------------------------------------ the trick

  /** Draws the trick; returns the top play's cards (to animate). */
  private trick(input: MkSceneInput, style: CardStyle, board: Container): Container[] {
    const { view, lang, layout } = input;
    const { unit, trick: area } = layout;
    board.addChild(this.direction(input));
    const top = view.trick[view.trick.length - 1];
    if (!top) {
      if (view.phase === 'exchange' && view.exchange) {
        this.exchange(input, style, board);
        return [];
      }
      if (view.phase === 'playing' && view.turn !== null) {
        const empty = fit(text(t(lang, 'machtkampf.trickEmpty', { player: input.seats[view.turn]?.name ?? '' }), unit * 1.2, INK, '400'), area.w - unit);
        empty.anchor.set(0.5);
        empty.position.set(area.x + area.w / 2, area.y + area.h / 2);
        board.addChild(empty);
      }
      return [];
    }
    const tw = layout.trickCardW;
    const th = tw * CARD_RATIO;
    const nameH = unit * 1.6;
    const comboH = unit * 2;
    const block = nameH + th + comboH;
    const earlier = view.trick.slice(-4, -1);
    const sw = tw * 0.5;
    const sh = sw * CARD_RATIO;
    const earlierH = sh + unit * 1.3;
    const showEarlier = earlier.length > 0 && area.h >= block + earlierH + unit * 2.4;
    const totalH = block + (showEarlier ? earlierH + unit * 0.8 : 0);
    let y = area.y + Math.max(unit * 2.2, (area.h - totalH) / 2);
    const cx = area.x + area.w / 2;
    if (showEarlier) {
      const widths = earlier.map((play) => sw + (play.cards.length - 1) * sw * 0.42);
      const gap = unit * 1.4;
      let x = cx - (widths.reduce((a, b) => a + b, 0) + gap * (earlier.length - 1)) / 2;
      earlier.forEach((play, i) => {
        const group = new Container();
        group.alpha = 0.8;
        play.cards.forEach((card, k) => {
          const sprite = new Sprite(this.layer.textures.face(card, sw, style));
          sprite.position.set(x + k * sw * 0.42, y);
          group.addChild(sprite);
        });
        const who = fit(text(input.seats[play.seat]?.name ?? '', unit * 0.8, MUTED, '400'), (widths[i] as number) + gap * 0.8);
        who.anchor.set(0.5, 0);
        who.position.set(x + (widths[i] as number) / 2, y + sh + unit * 0.2);
        group.addChild(who);
        board.addChild(group);
        x += (widths[i] as number) + gap;
      });
      y += earlierH + unit * 0.8;
    }
    const who = fit(text(input.seats[top.seat]?.name ?? '', unit * 1.15, GOLD), area.w);
    who.anchor.set(0.5, 0);
    who.position.set(cx, y);
    board.addChild(who);
    const n = top.cards.length;
    const step = n <= 1 ? 0 : Math.min(tw * 0.62, (area.w * 0.95 - tw) / (n - 1));
    const left = cx - (tw + step * (n - 1)) / 2;
    const cards = top.cards.map((card, k) => {
      const holder = new Container();
      holder.addChild(new Sprite(this.layer.textures.face(card, tw, style)));
      holder.position.set(left + k * step, y + nameH);
      board.addChild(holder);
      return holder;
    });
    const what = fit(text(describeCombination(lang, top), unit * 1.3), area.w);
    what.anchor.set(0.5, 0);
    what.position.set(cx, y + nameH + th + unit * 0.35);
    board.addChild(what);
    return cards;
  }

  /** Before a game: the card the loser handed over, face up in the middle, and who chooses one to give back. */
  private exchange(input: MkSceneInput, style: CardStyle, board: Container): void {
    const { view, lang, layout } = input;
    const ex = view.exchange;
    if (!ex) return;
    const { unit, trick: area } = layout;
    const cw = layout.trickCardW * 0.8;
    const ch = cw * CARD_RATIO;
    const cx = area.x + area.w / 2;
    const top = area.y + Math.max(unit * 2.2, (area.h - ch - unit * 4.4) / 2);
    const title = fit(text(t(lang, 'machtkampf.exchange.title', { n: view.gameNumber + 1 }), unit * 1.2, GOLD), area.w);
    title.anchor.set(0.5, 0);
    title.position.set(cx, top);
    board.addChild(title);
    const card = new Sprite(this.layer.textures.face(ex.given, cw, style));
    card.position.set(cx - cw / 2, top + unit * 1.8);
    board.addChild(card);
    const name = (seat: number): string => input.seats[seat]?.name ?? '';
    // The winner reads what to do; everybody else, whom they wait for.
    const words = view.viewer === ex.winner ? 'machtkampf.exchange.choose' : 'machtkampf.exchange.waiting';
    const line = fit(text(t(lang, words, { winner: name(ex.winner), loser: name(ex.loser) }), unit * 1.0, INK, '400'), area.w);
    line.anchor.set(0.5, 0);
    line.position.set(cx, top + unit * 2.2 + ch);
    board.addChild(line);
  }

  /** A round arrow in the trick's corner, turning the way play goes, and the words beside it. */
  private direction(input: MkSceneInput): Container {
    const { view, lang, layout } = input;
    const { unit, trick: area } = layout;
    const group = new Container();
    const r = unit * 0.85;
    const cx = area.x + r + unit * 0.3;
    const cy = area.y + r + unit * 0.3;
    const clockwise = view.direction === 'clockwise';
    const start = clockwise ? -Math.PI * 0.35 : Math.PI * 1.35;
    const end = clockwise ? Math.PI * 1.25 : -Math.PI * 0.25;
    const g = new Graphics().arc(cx, cy, r, start, end, !clockwise).stroke({ width: Math.max(2, unit * 0.2), color: GOLD });
    // The arrow head at the end of the arc, along its direction of travel.
    const ex = cx + r * Math.cos(end);
    const ey = cy + r * Math.sin(end);
    const along = end + (clockwise ? Math.PI / 2 : -Math.PI / 2);
    const head = unit * 0.5;
    const side = (a: number): [number, number] => [ex + head * Math.cos(a), ey + head * Math.sin(a)];
    const [ax, ay] = side(along);
    const [bx, by] = side(along + Math.PI * 0.75);
    const [dx, dy] = side(along - Math.PI * 0.75);
    g.poly([ax, ay, bx, by, dx, dy]).fill(GOLD);
    group.addChild(g);
    const label = fit(text(t(lang, `machtkampf.direction.${view.direction}`), unit * 1.0, INK, '400'), area.w - 3 * r);
    label.anchor.set(0, 0.5);
    label.position.set(cx + r + unit * 0.6, cy);
    group.addChild(label);
    return group;
  }

  // ------------------------------------------------------------------ the hand

  private hand(input: MkSceneInput, style: CardStyle, board: Container): Container[] {
    const spots = input.layout.hand;
    const hand = input.hand;
    if (!spots || !hand) return [];
    const layer = new Container();
    const { cardW, cardH, lift } = spots;
    const out = hand.cards.map((card, i) => {
      const rect = spots.cards[i] as Rect;
      const on = hand.selected[i] ?? false;
      const holder = new Container();
      holder.addChild(new Sprite(this.layer.textures.face(card, cardW, style)));
      if (on) {
        // A selected card rises and gets a gold frame: two cues, not colour alone.
        holder.addChild(new Graphics().roundRect(0, 0, cardW, cardH, cardW * 0.08).stroke({ width: Math.max(3, cardW * 0.05), color: GOLD }));
      }
      holder.position.set(rect.x, rect.y - (on ? lift : 0));
      layer.addChild(holder);
      return holder;
    });
    board.addChild(layer);
    return out;
  }

  // ------------------------------------------------------------------ animation

  private animate(input: MkSceneInput, played: Container[], hand: Container[]): void {
    const tweens = this.layer.tweens;
    const { layout, view } = input;
    if (input.transition === 'deal') {
      const cx = layout.trick.x + layout.trick.w / 2;
      const cy = layout.trick.y + layout.trick.h / 2;
      hand.forEach((card, i) => {
        const to = { x: card.x, y: card.y };
        card.position.set(cx, cy);
        card.alpha = 0;
        card.scale.set(0.6);
        tweens.add(card, { ...to, alpha: 1, scale: 1 }, 260, i * 40);
      });
      return;
    }
    if (input.transition !== 'play') return;
    const top = view.trick[view.trick.length - 1];
    if (!top) return;
    const spot = layout.seats.find((s) => s.seat === top.seat);
    const from = spot
      ? { x: spot.rect.x + spot.rect.w / 2, y: spot.rect.y + spot.rect.h / 2 }
      : layout.hand
        ? { x: layout.trick.x + layout.trick.w / 2, y: layout.hand.cards[0]?.y ?? layout.trick.y + layout.trick.h }
        : { x: layout.trick.x + layout.trick.w / 2, y: layout.trick.y + layout.trick.h };
    played.forEach((card, k) => {
      const to = { x: card.x, y: card.y };
      card.position.set(from.x - layout.trickCardW / 2 + k * 4, from.y - layout.trickCardW * 0.7);
      card.alpha = 0.4;
      card.scale.set(0.6);
      tweens.add(card, { ...to, alpha: 1, scale: 1 }, 320, k * 30);
    });
  }
}
