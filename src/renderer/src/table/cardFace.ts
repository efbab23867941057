/**
 * Card faces drawn as vectors at the size they are shown, then rendered once into a texture at the
 * device's resolution: as crisp on a 4K TV as on a phone, and cheap to draw many times. French cards
 * carry their suit's shape in the corners and as pips; a game's own deck (deck.ts) shows its value as
 * pips of its colour's own shape, so no card depends on colour alone.
 */
import { Container, Graphics, Rectangle, Text, Texture, type Renderer } from 'pixi.js';
import type { Card } from '../../../shared/cards';
import { t } from '../../../shared/catalog';
import type { Lang } from '../../../shared/i18n';
import { CARD_RATIO } from './layout';
import { deckCard } from './deck';
import { drawSymbol, symbolColour, type SymbolKind } from './symbols';

export const FONT_FAMILY = 'Atkinson Hyperlegible, system-ui, sans-serif';

export interface CardStyle {
  fourColour: boolean;
  /** Court cards carry their letter in this language (B D K in German); J Q K when not given. */
  courts?: Lang;
}

const JOKER_COLOUR = 0x7a3cc0;

/** Pip positions (fractions of the inner area) of the number cards, as on printed cards. */
const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.5, 0.1],
    [0.5, 0.9],
  ],
  3: [
    [0.5, 0.1],
    [0.5, 0.5],
    [0.5, 0.9],
  ],
  4: [
    [0.22, 0.1],
    [0.78, 0.1],
    [0.22, 0.9],
    [0.78, 0.9],
  ],
  5: [
    [0.22, 0.1],
    [0.78, 0.1],
    [0.5, 0.5],
    [0.22, 0.9],
    [0.78, 0.9],
  ],
  6: [
    [0.22, 0.1],
    [0.78, 0.1],
    [0.22, 0.5],
    [0.78, 0.5],
    [0.22, 0.9],
    [0.78, 0.9],
  ],
  7: [
    [0.22, 0.1],
    [0.78, 0.1],
    [0.5, 0.3],
    [0.22, 0.5],
    [0.78, 0.5],
    [0.22, 0.9],
    [0.78, 0.9],
  ],
  8: [
    [0.22, 0.1],
    [0.78, 0.1],
    [0.5, 0.3],
    [0.22, 0.5],
    [0.78, 0.5],
    [0.5, 0.7],
    [0.22, 0.9],
    [0.78, 0.9],
  ],
  9: [
    [0.22, 0.1],
    [0.78, 0.1],
    [0.22, 0.37],
    [0.78, 0.37],
    [0.5, 0.5],
    [0.22, 0.63],
    [0.78, 0.63],
    [0.22, 0.9],
    [0.78, 0.9],
  ],
  10: [
    [0.22, 0.1],
    [0.78, 0.1],
    [0.5, 0.23],
    [0.22, 0.37],
    [0.78, 0.37],
    [0.22, 0.63],
    [0.78, 0.63],
    [0.5, 0.77],
    [0.22, 0.9],
    [0.78, 0.9],
  ],
};

function cornerText(text: string, size: number, colour: number): Text {
  return new Text({ text, style: { fontFamily: FONT_FAMILY, fontSize: size, fontWeight: '700', fill: colour } });
}

function courtLetter(rank: string, style: CardStyle): string {
  if (!style.courts || (rank !== 'J' && rank !== 'Q' && rank !== 'K')) return rank;
  return t(style.courts, `tables.rank.${rank}`);
}

/** A joker: a star in the corners and the middle, and the word down the card. */
function jokerFace(w: number, h: number, root: Container, g: Graphics): void {
  for (const [x, y] of [
    [w * 0.15, w * 0.17],
    [w * 0.85, h - w * 0.17],
  ] as const)
    g.star(x, y, 5, w * 0.1, w * 0.045).fill(JOKER_COLOUR);
  g.star(w / 2, h * 0.4, 5, w * 0.28, w * 0.12).fill(JOKER_COLOUR);
  const word = cornerText('JOKER', w * 0.15, JOKER_COLOUR);
  word.anchor.set(0.5);
  word.position.set(w / 2, h * 0.76);
  root.addChild(word);
}

function frenchFace(card: Card, w: number, h: number, style: CardStyle, root: Container, g: Graphics): void {
  const suit = card.slice(-1) as SymbolKind;
  const rank = card.slice(0, -1);
  const letter = courtLetter(rank, style);
  const colour = symbolColour(suit, style.fourColour);
  const cornerSize = w * 0.22;
  for (const flip of [false, true]) {
    const corner = new Container();
    const label = cornerText(letter, cornerSize, colour);
    label.anchor.set(0.5, 0);
    label.position.set(0, 0);
    corner.addChild(label);
    const sym = new Graphics();
    drawSymbol(sym, suit, 0, cornerSize * 1.45, cornerSize * 0.7, colour);
    corner.addChild(sym);
    corner.position.set(flip ? w - w * 0.13 : w * 0.13, flip ? h - w * 0.06 : w * 0.06);
    if (flip) corner.rotation = Math.PI;
    root.addChild(corner);
  }
  const value = rank === 'A' ? 1 : Number(rank);
  const pips = PIPS[value];
  if (pips && value > 1) {
    const inner = { x: w * 0.27, y: h * 0.14, w: w * 0.46, h: h * 0.72 };
    const size = w * (value >= 9 ? 0.17 : 0.2);
    for (const [px, py] of pips) drawSymbol(g, suit, inner.x + px * inner.w, inner.y + py * inner.h, size, colour, py > 0.55);
    return;
  }
  if (value === 1) {
    drawSymbol(g, suit, w / 2, h / 2, w * 0.5, colour);
    return;
  }
  // A court card (Überkochen's pot markers): a framed panel with its letter over the suit.
  g.roundRect(w * 0.2, h * 0.17, w * 0.6, h * 0.66, w * 0.05).stroke({ width: Math.max(1, w * 0.02), color: colour, alpha: 0.7 });
  drawSymbol(g, suit, w / 2, h * 0.62, w * 0.3, colour);
  const big = cornerText(letter, w * 0.32, colour);
  big.anchor.set(0.5);
  big.position.set(w / 2, h * 0.36);
  root.addChild(big);
}

/** A card of a game's own deck (deck.ts): its value in the corners, large, and again as pips of its colour's symbol. */
function deckFace(card: NonNullable<ReturnType<typeof deckCard>>, w: number, h: number, root: Container, g: Graphics): void {
  const { look, value, letter } = card;
  const colour = card.colour.fill;
  const solid = card.colour.solid === true;
  const ink = solid ? 0xffffff : colour;
  if (solid) g.roundRect(w * 0.05, w * 0.05, w * 0.9, h - w * 0.1, w * 0.06).fill(colour);
  else g.roundRect(w * 0.06, w * 0.06, w * 0.88, h - w * 0.12, w * 0.06).stroke({ width: w * 0.045, color: colour });
  const cornerSize = w * 0.24;
  for (const flip of [false, true]) {
    const corner = new Container();
    const label = cornerText(String(value), cornerSize, ink);
    label.anchor.set(0.5, 0);
    corner.addChild(label);
    const sym = new Graphics();
    drawSymbol(sym, letter, 0, cornerSize * 1.45, cornerSize * 0.6, ink);
    corner.addChild(sym);
    corner.position.set(flip ? w - w * 0.17 : w * 0.17, flip ? h - w * 0.1 : w * 0.1);
    if (flip) corner.rotation = Math.PI;
    root.addChild(corner);
  }
  const big = cornerText(String(value), w * 0.5, ink);
  big.anchor.set(0.5);
  big.position.set(w / 2, h * 0.42);
  root.addChild(big);
  // The value again as pips, at most three to a row, clear of the corner index.
  const rows = look.pipRows[value] ?? [value];
  const size = w * 0.12;
  rows.forEach((count, line) => {
    for (let i = 0; i < count; i++) drawSymbol(g, letter, w / 2 + (i - (count - 1) / 2) * size * 1.35, h * 0.66 + line * size * 1.25, size, ink);
  });
}

/** A face-up card, `width` pixels wide, as display objects (drawn once into a texture by `CardTextures`). */
export function drawCard(card: Card, width: number, style: CardStyle): Container {
  const h = width * CARD_RATIO;
  const root = new Container();
  const body = new Graphics()
    .roundRect(0, 0, width, h, width * 0.08)
    .fill(0xfffdf7)
    .stroke({ width: Math.max(1, width * 0.012), color: 0x3a3a3a, alpha: 0.55 });
  root.addChild(body);
  const g = new Graphics();
  root.addChild(g);
  const own = deckCard(card);
  if (card === 'X1' || card === 'X2') jokerFace(width, h, root, g);
  else if (own) deckFace(own, width, h, root, g);
  else frenchFace(card, width, h, style, root, g);
  return root;
}

/** The back of a card: a deep red with a gold lattice. */
export function drawCardBack(width: number): Container {
  const h = width * CARD_RATIO;
  const root = new Container();
  const g = new Graphics()
    .roundRect(0, 0, width, h, width * 0.08)
    .fill(0x7a1f2b)
    .stroke({ width: Math.max(1, width * 0.02), color: 0xfffdf7 });
  const inset = width * 0.1;
  g.roundRect(inset, inset, width - 2 * inset, h - 2 * inset, width * 0.05).stroke({ width: Math.max(1, width * 0.018), color: 0xf2c14e, alpha: 0.85 });
  const step = width * 0.16;
  for (let y = inset + step / 2; y < h - inset; y += step) {
    for (let x = inset + step / 2; x < width - inset; x += step)
      g.poly([x, y - step * 0.3, x + step * 0.3, y, x, y + step * 0.3, x - step * 0.3, y]).fill({ color: 0xf2c14e, alpha: 0.35 });
  }
  root.addChild(g);
  return root;
}

/**
 * The whole-pixel width a card is drawn at: at least one pixel. A slot that is collapsing (a box the
 * CSS is shrinking to nothing as a panel opens) can ask for a width at or below zero, and a card
 * drawn that small has symbols of negative size, which throw on the 2D canvas.
 */
function drawnWidth(width: number): number {
  return Math.max(1, Math.round(width));
}

/** Card textures by face, size, style and the renderer's resolution (made at it); cleared when the size changes. */
export class CardTextures {
  private readonly cache = new Map<string, Texture>();
  /** Upper parts of the cached textures (see `top`), which share their pixels. */
  private readonly tops = new Map<string, Texture>();

  constructor(private readonly renderer: Renderer) {}

  face(card: Card, width: number, style: CardStyle): Texture {
    const w = drawnWidth(width);
    const key = `${card}|${w}|${style.fourColour ? 4 : 2}|${style.courts ?? ''}|${this.renderer.resolution}`;
    return this.make(key, () => drawCard(card, w, style));
  }

  back(width: number): Texture {
    const w = drawnWidth(width);
    return this.make(`back|${w}|${this.renderer.resolution}`, () => drawCardBack(w));
  }

  /**
   * The upper `height` pixels of a texture made here, for a card whose lower part another card
   * covers: the covered pixels are then not shaded at all, which is most of a stacked pile's cost
   * without a graphics card. The whole texture when `height` leaves nothing out.
   */
  top(texture: Texture, height: number): Texture {
    const h = Math.ceil(height);
    if (h >= texture.frame.height) return texture;
    const key = `${texture.uid}|${h}`;
    let part = this.tops.get(key);
    if (!part) {
      part = new Texture({ source: texture.source, frame: new Rectangle(texture.frame.x, texture.frame.y, texture.frame.width, h) });
      this.tops.set(key, part);
    }
    return part;
  }

  clear(): void {
    for (const part of this.tops.values()) part.destroy(false);
    this.tops.clear();
    for (const texture of this.cache.values()) texture.destroy(true);
    this.cache.clear();
  }

  private make(key: string, draw: () => Container): Texture {
    const known = this.cache.get(key);
    if (known) return known;
    const container = draw();
    const texture = this.renderer.generateTexture({ target: container, resolution: this.renderer.resolution, antialias: true });
    container.destroy({ children: true });
    this.cache.set(key, texture);
    return texture;
  }
}
