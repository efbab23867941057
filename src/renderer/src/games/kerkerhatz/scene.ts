/**
 * The Kerkerhatz table as Pixi draws it: the clock, the dungeon deck and the boss waiting under it,
 * the teammates with their heroes, hand sizes and callouts, the dungeon card with what it still
 * needs and the cards played on it, the event's countdown ring and the viewer's hand as real card
 * faces. Where each piece goes comes from the DOM layer over the canvas (its transparent boxes carry
 * the accessible names and take the input), so the drawing and the buttons always line up.
 * The clock and the ring change in place between views; everything else is drawn anew per view.
 */
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import type { FrenchCard, Suit } from '../../../../shared/cards';
import type { Lang } from '../../../../shared/i18n';
import { FONT_FAMILY, type CardStyle } from '../../table/cardFace';
import { CARD_RATIO } from '../../table/layout';
import { drawSymbol, symbolColour } from '../../table/symbols';
import { GOLD, INK, fit, fitOrCut, text, textFloor } from '../../table/text';
import { levelChip } from '../../table/chip';
import { NAME_TOP, calloutBubble } from './model';
import type { PixiLayer } from '../../table/layer';

/** A box on the canvas, in the canvas's (CSS pixel) coordinates, and the font size set for it. */
export interface Slot {
  x: number;
  y: number;
  w: number;
  h: number;
  font: number;
}

export interface SeatDrawing {
  seat: number;
  slot: Slot;
  name: string;
  /** The bot's level as a word, drawn as a chip beside the name; null for a person. */
  level: string | null;
  hero: string;
  queen: FrenchCard | null;
  handSize: number;
  pile: string;
  callout: string | null;
}

export interface PlayedDrawing {
  slot: Slot;
  card: FrenchCard;
  who: string;
  pending: boolean;
  /** Where the card flies in from when it is new: the viewer's hand card or a teammate's plate. */
  from: Slot | null;
}

export interface HandDrawing {
  card: FrenchCard;
  slot: Slot;
  playable: boolean;
  selected: boolean;
}

export interface Badge {
  slot: Slot;
  text: string;
  fill: number;
  ink: number;
  /** The paused clock's badge starts with the pause sign. */
  pause?: boolean;
}

export interface KhDrawing {
  lang: Lang;
  fourColour: boolean;
  dark: boolean;
  clock: Slot | null;
  paused: Badge | null;
  deck: { slot: Slot; count: number; label: string; level: string } | null;
  boss: { slot: Slot; card: FrenchCard; label: string } | null;
  darkBanner: Badge | null;
  seats: SeatDrawing[];
  current: { slot: Slot; card: FrenchCard; kind: string; boss: boolean; event: boolean } | null;
  needs: { slot: Slot; count: number; suit: Suit | 'any'; anyText: string }[];
  needsHidden: Badge | null;
  played: PlayedDrawing[];
  /** The event window: its panel, and the ring that counts down the time to lay a queen. */
  window: Slot | null;
  ring: Slot | null;
  hand: HandDrawing[];
  /** Durcheinander: the hands went round (card backs fly from each seat to the next), and the viewer's new hand comes in from the right. */
  pass: boolean;
  viewer: number | null;
  players: number;
}

const ALARM = 0xff5a5a;
const CALM_BLUE = 0x8fd3ff;
const PLATE = 0x000000;

export type ClockLook = 'calm' | 'hurry' | 'urgent' | 'last' | 'paused' | 'off';

export class KerkerhatzScene {
  private clockText: Text | null = null;
  private clockKey = '';
  private ring: Graphics | null = null;
  private ringText: Text | null = null;
  private ringSlot: Slot | null = null;
  private ringKey = '';
  private handSprites = new Map<FrenchCard, { sprite: Sprite; y: number; lift: number; selected: boolean }>();
  private sizeKey = '';
  /** Sprites still moving (a card flying in, a passed hand sliding in), by card. */
  private moving = new Map<string, Sprite>();

  constructor(private readonly layer: PixiLayer) {}

  /** Draws the whole table anew; new cards on the dungeon card fly in, a passed hand slides in. */
  draw(d: KhDrawing, fresh: ReadonlySet<FrenchCard>): void {
    const layer = this.layer;
    // A view that comes while cards are still moving picks them up where they are.
    const midway = new Map<string, { x: number; y: number; scale: number; alpha: number }>();
    for (const [key, sprite] of this.moving) if (!sprite.destroyed) midway.set(key, { x: sprite.x, y: sprite.y, scale: sprite.scale.x, alpha: sprite.alpha });
    this.moving = new Map();
    layer.retire();
    const key = `${Math.round(layer.width)}x${Math.round(layer.height)}@${layer.resolution}`;
    if (key !== this.sizeKey) {
      // Card widths follow the window, and the textures its pixel density: drop those of the old size rather than keep every size.
      layer.textures.clear();
      this.sizeKey = key;
    }
    this.clockText = null;
    this.clockKey = '';
    this.ring = null;
    this.ringText = null;
    this.ringSlot = null;
    this.ringKey = '';
    this.handSprites = new Map();
    const style: CardStyle = { fourColour: d.fourColour, courts: d.lang };
    const root = layer.root;
    if (d.dark) {
      // Under everything else, so a box under the canvas (painted once, not on every frame).
      const shade = document.createElement('div');
      Object.assign(shade.style, { inset: '0', background: 'rgb(5 5 12 / 0.82)' });
      layer.under.append(shade);
    }
    if (d.clock) this.drawClock(d.clock);
    if (d.paused) this.drawBadge(d.paused);
    if (d.darkBanner) this.drawBadge(d.darkBanner);
    if (d.deck) this.drawDeck(d.deck);
    if (d.boss) this.drawBoss(d.boss, style);
    if (d.current) this.drawCurrent(d.current, style);
    for (const need of d.needs) this.drawNeed(need, d.fourColour);
    if (d.needsHidden) this.drawBadge(d.needsHidden);
    this.drawPlayed(d.played, style, fresh, midway);
    // The plates after the dungeon card: a callout bubble is never hidden under a card.
    for (const seat of d.seats) this.drawSeat(seat, style);
    if (d.window) {
      const box = d.window;
      root.addChild(
        new Graphics()
          .roundRect(box.x, box.y, box.w, box.h, box.font * 0.8)
          .fill({ color: 0x7a1020, alpha: 0.95 })
          .stroke({ width: Math.max(3, box.font * 0.25), color: ALARM }),
      );
    }
    if (d.ring) {
      this.ringSlot = d.ring;
      this.ring = new Graphics();
      this.ringText = text('', d.ring.h * 0.34, INK);
      this.ringText.anchor.set(0.5);
      this.ringText.position.set(d.ring.x + d.ring.w / 2, d.ring.y + d.ring.h / 2);
      root.addChild(this.ring, this.ringText);
    }
    this.drawHand(d.hand, style, d.pass, midway);
    if (d.pass) this.passAround(d);
    layer.requestFrame();
  }

  /** The clock's digits and look, changed in place; draws a frame only when something changed. */
  setClock(value: string, look: ClockLook, flashOn: boolean): void {
    const label = this.clockText;
    if (!label) return;
    const key = `${value}|${look}|${flashOn}`;
    if (key === this.clockKey) return;
    this.clockKey = key;
    label.text = value;
    label.style.fill = look === 'hurry' ? GOLD : look === 'urgent' || look === 'last' ? ALARM : look === 'paused' ? CALM_BLUE : INK;
    label.alpha = look === 'paused' || look === 'off' ? 0.75 : 1;
    label.visible = flashOn;
    this.layer.requestFrame();
  }

  /** The event window's ring: the share of the reaction time left, and the seconds in the middle. */
  setRing(share: number, seconds: string): void {
    const ring = this.ring;
    const slot = this.ringSlot;
    if (!ring || !slot || !this.ringText) return;
    const key = `${Math.round(share * 200)}|${seconds}`;
    if (key === this.ringKey) return;
    this.ringKey = key;
    const cx = slot.x + slot.w / 2;
    const cy = slot.y + slot.h / 2;
    const r = Math.min(slot.w, slot.h) / 2 - Math.max(3, slot.h * 0.06);
    const width = Math.max(4, slot.h * 0.11);
    const start = -Math.PI / 2;
    ring
      .clear()
      .circle(cx, cy, r + width * 0.9)
      .fill({ color: 0x3a0710, alpha: 0.9 });
    ring.circle(cx, cy, r).stroke({ width, color: 0xffffff, alpha: 0.15 });
    const left = Math.max(0, Math.min(1, share));
    if (left > 0) {
      const end = start + left * Math.PI * 2;
      ring
        .moveTo(cx + r * Math.cos(start), cy + r * Math.sin(start))
        .arc(cx, cy, r, start, end)
        .stroke({ width, color: left > 0.34 ? GOLD : ALARM, cap: 'round' });
    }
    this.ringText.text = seconds;
    this.layer.requestFrame();
  }

  /** Lifts a hand card a little (hover or keyboard focus on its button). */
  lift(card: FrenchCard, on: boolean): void {
    const spot = this.handSprites.get(card);
    if (!spot) return;
    spot.sprite.y = spot.y - (on || spot.selected ? spot.lift : 0);
    this.layer.requestFrame();
  }

  private drawClock(slot: Slot): void {
    // Its own style: the clock changes colour in place.
    const label = new Text({ text: '', style: { fontFamily: FONT_FAMILY, fontSize: Math.max(slot.font, textFloor()), fontWeight: '700', fill: INK } });
    label.anchor.set(0.5);
    label.position.set(slot.x + slot.w / 2, slot.y + slot.h / 2);
    this.layer.root.addChild(label);
    this.clockText = label;
  }

  private drawBadge(badge: Badge): void {
    const { slot } = badge;
    const f = Math.max(slot.font, textFloor());
    const g = new Graphics().roundRect(slot.x, slot.y, slot.w, slot.h, Math.min(slot.h / 2, f * 0.5)).fill(badge.fill);
    const left = badge.pause ? f * 2 : f * 0.5;
    if (badge.pause) {
      const barH = Math.min(slot.h * 0.6, f * 1.3);
      const y = slot.y + (slot.h - barH) / 2;
      g.roundRect(slot.x + f * 0.6, y, f * 0.35, barH, f * 0.08).fill(badge.ink);
      g.roundRect(slot.x + f * 1.15, y, f * 0.35, barH, f * 0.08).fill(badge.ink);
    }
    const width = slot.w - left - f * 0.5;
    const label = new Text({
      text: badge.text,
      style: {
        fontFamily: FONT_FAMILY,
        fontSize: f,
        fontWeight: '700',
        fill: badge.ink,
        wordWrap: true,
        wordWrapWidth: Math.max(f * 4, width),
        align: 'center',
        lineHeight: f * 1.2,
      },
    });
    label.anchor.set(0.5);
    label.position.set(slot.x + left + width / 2, slot.y + slot.h / 2);
    fit(label, width);
    if (label.height * label.scale.y > slot.h) label.scale.set(Math.max(Math.min(1, textFloor() / f), Math.min(label.scale.x, slot.h / label.height)));
    this.layer.root.addChild(g, label);
  }

  private drawDeck(deck: NonNullable<KhDrawing['deck']>): void {
    const { slot } = deck;
    const root = this.layer.root;
    const w = Math.min(slot.h / CARD_RATIO, slot.w * 0.3);
    const h = w * CARD_RATIO;
    const y = slot.y + (slot.h - h) / 2;
    const layers = Math.min(4, Math.ceil(deck.count / 4));
    for (let i = layers - 1; i >= 0; i--) {
      const back = new Sprite(this.layer.textures.back(w));
      back.position.set(slot.x + i * w * 0.06, y - i * w * 0.04);
      root.addChild(back);
    }
    const x = slot.x + w * 1.35;
    const count = text(String(deck.count), slot.font * 2.1, INK);
    count.position.set(x, slot.y + slot.h * 0.02);
    const label = text(deck.label, slot.font * 0.85, INK, '400');
    label.position.set(x, count.y + count.height);
    const level = text(deck.level, slot.font * 0.95, GOLD);
    level.position.set(x, label.y + label.height + slot.font * 0.15);
    for (const t of [count, label, level]) fit(t, slot.x + slot.w - x);
    root.addChild(count, label, level);
  }

  private drawBoss(boss: NonNullable<KhDrawing['boss']>, style: CardStyle): void {
    const { slot } = boss;
    const w = Math.min(slot.h / CARD_RATIO, slot.w * 0.4);
    const face = new Sprite(this.layer.textures.face(boss.card, w, style));
    face.position.set(slot.x, slot.y + (slot.h - w * CARD_RATIO) / 2);
    face.alpha = 0.9;
    const label = text(boss.label, slot.font, INK, '400');
    label.anchor.set(0, 0.5);
    label.position.set(slot.x + w + slot.font * 0.5, slot.y + slot.h / 2);
    fit(label, slot.w - w - slot.font * 0.5);
    this.layer.root.addChild(face, label);
  }

  private drawSeat(seat: SeatDrawing, style: CardStyle): void {
    const { slot } = seat;
    const f = slot.font;
    const group = new Container();
    group.addChild(
      new Graphics()
        .roundRect(slot.x, slot.y, slot.w, slot.h, f * 0.8)
        .fill({ color: PLATE, alpha: 0.38 })
        .stroke({ width: 1, color: 0xffffff, alpha: 0.18 }),
    );
    const pad = f * 0.7;
    const chip = seat.level ? levelChip(seat.level, f) : null;
    const chipW = chip ? chip.width + f * 0.4 : 0;
    const name = text(seat.name, f * 1.1, INK);
    name.position.set(slot.x + pad, slot.y + f * NAME_TOP);
    fitOrCut(name, slot.w * 0.55 - chipW);
    group.addChild(name);
    let nameEnd = name.x + name.width;
    if (chip) {
      chip.position.set(nameEnd + f * 0.4, name.y + (name.height - chip.height) / 2);
      group.addChild(chip);
      nameEnd = chip.x + chip.width;
    }
    const hero = text(seat.hero, f * 0.9, GOLD, '400');
    hero.position.set(nameEnd + f * 0.5, name.y + (name.height - hero.height) / 2);
    fitOrCut(hero, slot.x + slot.w - pad - hero.x);
    group.addChild(hero);
    const rowY = name.y + name.height + f * 0.35;
    const rowH = slot.y + slot.h - pad * 0.6 - rowY;
    const cardW = Math.max(12, Math.min(rowH / CARD_RATIO, slot.w * 0.14));
    let x = slot.x + pad;
    if (seat.queen) {
      const queen = new Sprite(this.layer.textures.face(seat.queen, cardW, style));
      queen.position.set(x, rowY);
      group.addChild(queen);
      x += cardW + f * 0.8;
    }
    const shown = Math.min(seat.handSize, 6);
    for (let i = 0; i < shown; i++) {
      const back = new Sprite(this.layer.textures.back(cardW * 0.8));
      back.position.set(x + i * cardW * 0.28, rowY + cardW * 0.08);
      group.addChild(back);
    }
    const after = x + (shown > 0 ? (shown - 1) * cardW * 0.28 + cardW * 0.8 + f * 0.5 : 0);
    // The counts on the cards' middle line: a tall plate's row has room below the cards.
    const midY = rowY + Math.min(rowH, cardW * CARD_RATIO) / 2;
    const count = text(String(seat.handSize), Math.min(rowH * 0.75, f * 1.7), INK);
    count.anchor.set(0, 0.5);
    count.position.set(after, midY);
    const pile = text(seat.pile, f * 0.85, 0xcfd8dc, '400');
    const cardsH = cardW * CARD_RATIO;
    if (rowH >= cardsH + pile.height + f * 0.3) {
      // A tall plate (a column with room to spare) has the pile's line under the cards, where it is never cut.
      pile.position.set(slot.x + pad, rowY + cardsH + f * 0.3);
      fitOrCut(pile, slot.w - 2 * pad);
    } else {
      pile.anchor.set(1, 0.5);
      pile.position.set(slot.x + slot.w - pad, midY);
      fitOrCut(pile, Math.max(10, slot.x + slot.w - pad - (count.x + count.width + f)));
    }
    group.addChild(count, pile);
    if (seat.callout) {
      const bubble = text(seat.callout, f, 0x16181d);
      // Over the plate's top edge at its right end, pointing down at it: the name, the hero and the
      // counts stay readable (kh.css keeps the room above every plate).
      const b = calloutBubble(slot, bubble.width, bubble.height);
      const tail = new Graphics()
        .moveTo(b.x + b.w * 0.62, b.y + b.h - 1)
        .lineTo(b.x + b.w * 0.7, b.tipY)
        .lineTo(b.x + b.w * 0.8, b.y + b.h - 1);
      group.addChild(new Graphics().roundRect(b.x, b.y, b.w, b.h, b.h / 2).fill(0xffffff), tail.fill(0xffffff));
      bubble.position.set(b.x + f * 0.6, b.y + f * 0.25);
      group.addChild(bubble);
    }
    this.layer.root.addChild(group);
  }

  private drawCurrent(current: NonNullable<KhDrawing['current']>, style: CardStyle): void {
    const { slot } = current;
    const w = Math.min(slot.w, (slot.h - slot.font * 1.6) / CARD_RATIO);
    const x = slot.x + (slot.w - w) / 2;
    const h = w * CARD_RATIO;
    const root = this.layer.root;
    if (current.boss || current.event) {
      const glow = new Graphics();
      for (let i = 4; i >= 1; i--)
        glow.roundRect(x - i * w * 0.025, slot.y - i * w * 0.025, w + i * w * 0.05, h + i * w * 0.05, w * 0.1).fill({ color: ALARM, alpha: 0.12 });
      root.addChild(glow);
    }
    const face = new Sprite(this.layer.textures.face(current.card, w, style));
    face.position.set(x, slot.y);
    const kind = text(current.kind, slot.font * 1.1, current.boss ? ALARM : INK);
    kind.anchor.set(0.5, 0);
    kind.position.set(slot.x + slot.w / 2, slot.y + h + slot.font * 0.3);
    root.addChild(face, kind);
  }

  private drawNeed(need: KhDrawing['needs'][number], fourColour: boolean): void {
    const { slot } = need;
    const f = slot.font;
    const g = new Graphics().roundRect(slot.x, slot.y, slot.w, slot.h, f * 0.3).fill(0xffffff);
    const count = text(`${need.count}×`, f, 0x16181d);
    count.anchor.set(0, 0.5);
    count.position.set(slot.x + f * 0.35, slot.y + slot.h / 2);
    this.layer.root.addChild(g, count);
    const room = slot.x + slot.w - (count.x + count.width) - f * 0.3;
    if (need.suit === 'any') {
      const any = text(need.anyText, f * 0.8, 0x16181d);
      any.anchor.set(0, 0.5);
      any.position.set(count.x + count.width + f * 0.2, slot.y + slot.h / 2);
      fit(any, room);
      this.layer.root.addChild(any);
      return;
    }
    const size = Math.min(f * 0.85, room);
    drawSymbol(g, need.suit, count.x + count.width + f * 0.15 + size / 2, slot.y + slot.h / 2, size, symbolColour(need.suit, fourColour));
  }

  /** Starts a sprite where it was midway, or at `from`, and moves it to where it is now. */
  private move(key: string, sprite: Sprite, from: { x: number; y: number; scale: number; alpha: number } | undefined, ms: number, delay = 0): void {
    if (!from) return;
    const to = { x: sprite.x, y: sprite.y, scale: sprite.scale.x, alpha: sprite.alpha };
    sprite.position.set(from.x, from.y);
    sprite.scale.set(from.scale);
    sprite.alpha = from.alpha;
    this.moving.set(key, sprite);
    this.layer.tweens.add(sprite, to, ms, delay, () => {
      if (this.moving.get(key) === sprite) this.moving.delete(key);
    });
  }

  private drawPlayed(
    played: PlayedDrawing[],
    style: CardStyle,
    fresh: ReadonlySet<FrenchCard>,
    midway: ReadonlyMap<string, { x: number; y: number; scale: number; alpha: number }>,
  ): void {
    const root = this.layer.root;
    played.forEach((p, i) => {
      const { slot } = p;
      const w = Math.min(slot.w, (slot.h - slot.font * 1.3) / CARD_RATIO);
      const x = slot.x + (slot.w - w) / 2;
      const sprite = new Sprite(this.layer.textures.face(p.card, w, style));
      sprite.position.set(x, slot.y);
      sprite.alpha = p.pending ? 0.75 : 1;
      const who = text(p.who, slot.font, INK, '400');
      who.anchor.set(0.5, 0);
      who.position.set(slot.x + slot.w / 2, slot.y + w * CARD_RATIO + slot.font * 0.15);
      // A name that still does not fit at the smallest type is cut: it never runs under the next card's name.
      fitOrCut(who, slot.w);
      sprite.zIndex = 50 + i;
      root.addChild(sprite, who);
      const key = `played|${p.card}`;
      const was = midway.get(key);
      if (was) this.move(key, sprite, was, 180);
      else if (fresh.has(p.card) && p.from) this.move(key, sprite, { x: p.from.x, y: p.from.y, scale: p.from.w / w, alpha: sprite.alpha }, 260);
    });
  }

  /** Each hand on its way to the next seat, as a few card backs flying there. */
  private passAround(d: KhDrawing): void {
    const spots = new Map<number, { x: number; y: number }>();
    for (const s of d.seats) spots.set(s.seat, { x: s.slot.x + s.slot.w / 2, y: s.slot.y + s.slot.h / 2 });
    const first = d.hand[0]?.slot;
    const last = d.hand[d.hand.length - 1]?.slot;
    if (d.viewer !== null && first && last) spots.set(d.viewer, { x: (first.x + last.x + last.w) / 2, y: first.y + first.h / 2 });
    const w = Math.max(24, (first?.w ?? 80) * 0.55);
    for (const [seat, from] of spots) {
      const to = spots.get((seat + 1) % d.players);
      if (!to) continue;
      for (let k = 0; k < 3; k++) {
        const ghost = new Sprite(this.layer.textures.back(w));
        ghost.anchor.set(0.5);
        ghost.position.set(from.x + k * w * 0.12, from.y);
        ghost.zIndex = 200;
        this.layer.root.addChild(ghost);
        this.layer.tweens.add(ghost, { x: to.x, y: to.y, alpha: 0.25 }, 620, k * 80, 'destroy');
      }
    }
  }

  private drawHand(
    hand: HandDrawing[],
    style: CardStyle,
    pass: boolean,
    midway: ReadonlyMap<string, { x: number; y: number; scale: number; alpha: number }>,
  ): void {
    const layer = new Container();
    const right = this.layer.width;
    hand.forEach((spot, i) => {
      const { slot } = spot;
      const sprite = new Sprite(this.layer.textures.face(spot.card, slot.w, style));
      const lift = slot.h * 0.08;
      sprite.position.set(slot.x, slot.y - (spot.selected ? lift : 0));
      if (!spot.playable && !spot.selected) sprite.alpha = 0.55;
      if (spot.selected) {
        const ring = new Graphics()
          .roundRect(slot.x - 3, slot.y - lift - 3, slot.w + 6, slot.h + 6, slot.w * 0.1)
          .stroke({ width: Math.max(3, slot.w * 0.05), color: ALARM });
        layer.addChild(ring);
      }
      layer.addChild(sprite);
      this.handSprites.set(spot.card, { sprite, y: slot.y, lift, selected: spot.selected });
      const key = `hand|${spot.card}`;
      const was = midway.get(key);
      if (was) this.move(key, sprite, was, 200);
      else if (pass) this.move(key, sprite, { x: right + i * slot.w * 0.3, y: sprite.y, scale: 1, alpha: 0.3 }, 520, i * 60);
    });
    this.layer.root.addChild(layer);
  }
}
