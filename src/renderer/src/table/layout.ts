/**
 * Where everything goes on the table, as pure functions of the screen size: the safe area (TV
 * overscan), the card size, the piles in the middle, the seats around the table and the fanned hand.
 * No Pixi and no DOM here, so the unit tests check the numbers.
 */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const CARD_RATIO = 1.4;

export interface LayoutInput {
  width: number;
  height: number;
  seats: number;
  /** The viewer's seat (their hand at the bottom), or null for the table screen. */
  viewer: number | null;
  piles: number;
  /** TV mode: safe margins for overscan and everything larger for the sofa. */
  tv: boolean;
  /** Room kept free on the right for the game log (px), 0 when it is hidden. */
  reserveRight: number;
  /** Room kept free at the top for the bar of buttons (px). */
  reserveTop: number;
  /** The smallest type the table may draw (px; TV mode's floor, 0 for none): the unit grows so that its smallest text reaches it. */
  minText?: number;
}

/** The smallest text the table draws, as a share of the unit (a seat's bot level, the dealer chip). */
export const SMALLEST_TEXT = 0.75;

export interface SeatSpot {
  seat: number;
  /** Centre of the seat's name plate. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** A narrow plate (many seats): the points, the hand and the taken cards get a line each, so the type keeps its full size. */
  stacked: boolean;
}

export interface TableLayout {
  safe: Rect;
  cardW: number;
  cardH: number;
  /** Cards in hand are larger than those on the table, so a phone's thumb can hit them. */
  handCardW: number;
  piles: Rect[];
  seats: SeatSpot[];
  /** The band at the bottom for the viewer's hand (empty height for the table screen). */
  hand: Rect;
  portrait: boolean;
  /** A font size (px) that reads well at this size; everything else scales from it. */
  unit: number;
}

/**
 * The width of the game log beside the canvas table (px), for a window `width` wide with a root
 * font of `rem` px: a fifth of the width, 14 to 22 rem, so that a laptop's table keeps four fifths
 * and a 1080p screen its most. A portrait screen has the log over the table, at the bottom
 * (style.css), and keeps no column for it: 0.
 */
export function logWidth(width: number, height: number, rem: number): number {
  if (height > width) return 0;
  return Math.round(Math.min(22 * rem, Math.max(14 * rem, width * 0.2)));
}

/** The part of the screen that is surely visible: TVs may cut up to 5 % at each edge. */
export function safeArea(width: number, height: number, tv: boolean): Rect {
  const mx = tv ? Math.round(width * 0.05) : Math.round(Math.min(width, height) * 0.015);
  const my = tv ? Math.round(height * 0.05) : Math.round(Math.min(width, height) * 0.015);
  return { x: mx, y: my, w: width - 2 * mx, h: height - 2 * my };
}

/**
 * x positions (left edges) of `count` cards of width `cardW` fanned and centred in `width`: they
 * touch with a small gap when there is room, and overlap evenly when there is not.
 */
export function fan(count: number, width: number, cardW: number, gap = 0.08): number[] {
  if (count <= 0) return [];
  const natural = cardW * (1 + gap);
  const step = count === 1 ? 0 : Math.min(natural, Math.max(0, (width - cardW) / (count - 1)));
  const used = cardW + step * (count - 1);
  const start = (width - used) / 2;
  return Array.from({ length: count }, (_, i) => start + i * step);
}

/** Offsets of the cards in a pile: stacked in a column, overlapping so the top card's corner of each shows. */
export function pileOffsets(count: number, height: number, cardH: number, cardW: number): number[] {
  if (count <= 0) return [];
  const natural = cardW * 0.3;
  const step = count === 1 ? 0 : Math.min(natural, Math.max(0, (height - cardH) / (count - 1)));
  return Array.from({ length: count }, (_, i) => i * step);
}

/**
 * Seats other than the viewer's, spread over the upper arc of an ellipse (left to right in play
 * order, starting after the viewer); the table screen puts every seat around the whole table.
 */
export function seatOrder(seats: number, viewer: number | null): number[] {
  const first = viewer === null ? 0 : (viewer + 1) % seats;
  const count = viewer === null ? seats : seats - 1;
  return Array.from({ length: count }, (_, i) => (first + i) % seats);
}

/** Plates narrower than this many units stack the name over the points (see SeatSpot.stacked). */
export const STACK_BELOW = 11;

/** The width of a seat's name plate when `perRow` plates share a row `width` wide: at most 13 units, 6 % apart. */
export function plateWidth(width: number, perRow: number, unit: number): number {
  const n = Math.max(2, perRow);
  return Math.min(unit * 13, width / (n + 0.06 * (n - 1)));
}

export function computeLayout(input: LayoutInput): TableLayout {
  const area = safeArea(input.width - input.reserveRight, input.height, input.tv);
  const top = Math.max(0, input.reserveTop - (area.y - 0));
  const safe = { x: area.x, y: area.y + top, w: area.w, h: area.h - top };
  const portrait = safe.h > safe.w * 1.1;
  const unit = Math.max((input.minText ?? 0) / SMALLEST_TEXT, portrait ? Math.max(13, Math.min(safe.w / 28, safe.h / 52)) : Math.max(12, Math.min(safe.w / 60, safe.h / 34) * (input.tv ? 1.2 : 1)));
  const order = seatOrder(input.seats, input.viewer);
  const rowsTop = portrait && order.length > 3 ? 2 : 1;
  // As wide as the fullest row of plates allows (6 % apart), so that six seats read as well as four.
  const tableScreen = input.viewer === null && !portrait;
  const perRow = tableScreen ? Math.ceil(order.length / 2) : Math.ceil(order.length / rowsTop);
  const seatW = plateWidth(safe.w, perRow, unit);
  // Too narrow for the name and the points side by side at full size: a line more, not smaller type.
  const stacked = !portrait && seatW < unit * STACK_BELOW;
  const seatH = unit * (stacked ? 5.9 : 3.6);

  const hasHand = input.viewer !== null;
  // Card width: the three piles side by side must fit the width, and a pile of about six cards plus the hand the height.
  const byWidth = (safe.w * (portrait ? 0.92 : 0.7)) / (input.piles * 1.35);
  const byHeight = safe.h / (hasHand ? (portrait ? 7.2 : 6.4) : 4.6);
  // The table screen has no hand to show: its cards may take the room, to be read from the sofa.
  const cardW = Math.max(28, Math.min(byWidth, (byHeight / CARD_RATIO) * 1.4, unit * (hasHand ? 9 : 13)));
  const cardH = cardW * CARD_RATIO;
  const handCardW = Math.max(cardW, Math.min(cardW * 1.25, portrait ? safe.w / 4.2 : cardW * 1.15));
  const handH = hasHand ? handCardW * CARD_RATIO * 1.12 + unit * 0.6 : 0;
  const hand: Rect = { x: safe.x, y: safe.y + safe.h - handH, w: safe.w, h: handH };

  const seatSpots: SeatSpot[] = [];
  const topBand = rowsTop * (seatH + unit * 0.6);
  if (tableScreen) {
    // The table screen: seats along the top and the bottom edge, in play order clockwise.
    const top = Math.ceil(order.length / 2);
    const place = (list: number[], y: number): void => {
      const xs = fan(list.length, safe.w, seatW, 0.12);
      list.forEach((seat, i) => seatSpots.push({ seat, x: safe.x + (xs[i] as number) + seatW / 2, y, w: seatW, h: seatH, stacked }));
    };
    place(order.slice(0, top), safe.y + seatH / 2);
    place(order.slice(top).reverse(), safe.y + safe.h - seatH / 2);
  } else {
    for (let row = 0; row < rowsTop; row++) {
      const list = order.slice(row * perRow, (row + 1) * perRow);
      const xs = fan(list.length, safe.w, seatW, 0.12);
      list.forEach((seat, i) => seatSpots.push({ seat, x: safe.x + (xs[i] as number) + seatW / 2, y: safe.y + seatH / 2 + row * (seatH + unit * 0.6), w: seatW, h: seatH, stacked }));
    }
    if (input.viewer !== null) {
      // The viewer's own plate sits just above their hand, on the left.
      seatSpots.push({ seat: input.viewer, x: safe.x + seatW / 2, y: hand.y - seatH / 2 - unit * 0.3, w: seatW, h: seatH, stacked });
    }
  }

  // On a phone the turn line sits between the piles and the player's own plate.
  const bottomReserve = input.viewer === null ? (portrait ? 0 : seatH + unit) : handH + seatH + unit * (portrait ? 3 : 0.6);
  const middle: Rect = { x: safe.x, y: safe.y + topBand + unit * 1.6, w: safe.w, h: Math.max(cardH * 1.5, safe.h - topBand - bottomReserve - unit * 1.6) };
  const pileW = cardW * 1.3;
  const xs = fan(input.piles, Math.min(middle.w, pileW * input.piles * 1.25), pileW, 0.15);
  const offset = middle.x + (middle.w - Math.min(middle.w, pileW * input.piles * 1.25)) / 2;
  const piles = xs.map((x) => ({ x: offset + x, y: middle.y, w: pileW, h: middle.h }));

  return { safe, cardW, cardH, handCardW, piles, seats: seatSpots, hand, portrait, unit };
}

/** Whether a point lies in a rectangle (drag targets). */
export function contains(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x <= rect.x + rect.w && y >= rect.y && y <= rect.y + rect.h;
}
