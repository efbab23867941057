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
  /** A draw pile stands beside the piles (Dreizehn's): room is kept for it. */
  drawPile?: boolean;
}

/** The height of the TV's corner with the table code and the QR code, in root sizes (style.css, .tv-join: 6 rem and its padding); in TV mode the root size is the table's text floor (minText). */
export const TV_CORNER = 7.2;

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
  /** Lines for the hand and the taken cards: 2 on a plate narrower than its full width (SPLIT_INFO_BELOW), where one line would shrink. */
  infoLines: 1 | 2;
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

/** How far the cards of a pile step (a share of the card's width): the corner with the value of each shows. */
export const PILE_STEP = 0.3;

export interface Cascade {
  /** Each card's offset from the pile's first card, in the order they were played. */
  offsets: { x: number; y: number }[];
  /** Cards per row: the card `perRow` later lies on a card's lower part (the one after it on its right part). */
  perRow: number;
}

/**
 * Where the cards of a pile lie in a `width` × `height` box: left to right with each one's corner
 * showing, as a hand is fanned, and a row under the row before when one is full; when even that
 * is too little room, the cards of a row close up evenly. A narrow pile is a single column.
 */
export function pileCascade(count: number, width: number, height: number, cardW: number, cardH: number): Cascade {
  if (count <= 0) return { offsets: [], perRow: 1 };
  const step = cardW * PILE_STEP;
  const cols = Math.max(1, Math.floor((width - cardW) / step) + 1);
  const rowsFit = Math.max(1, Math.floor((height - cardH) / step) + 1);
  // Too narrow for a second card beside the first: one column, closed up in its height.
  const perRow = cols === 1 ? 1 : Math.min(count, Math.max(cols, Math.ceil(count / rowsFit)));
  const rows = Math.ceil(count / perRow);
  const dx = perRow === 1 ? 0 : Math.min(step, Math.max(0, (width - cardW) / (perRow - 1)));
  const dy = rows === 1 ? 0 : Math.min(step, Math.max(0, (height - cardH) / (rows - 1)));
  return { offsets: Array.from({ length: count }, (_, i) => ({ x: (i % perRow) * dx, y: Math.floor(i / perRow) * dy })), perRow };
}

/** The cards a pile shows at full step before it closes up: more than a pot or board holds in most rounds. */
export const PILE_ROOM = 8;

/** How many cards fit a pile's box at full step (see pileCascade). */
export function pileRoom(width: number, height: number, cardW: number): number {
  const cardH = cardW * CARD_RATIO;
  if (height < cardH || width < cardW) return 0;
  const step = cardW * PILE_STEP;
  return (Math.floor((width - cardW) / step) + 1) * (Math.floor((height - cardH) / step) + 1);
}

/** A pile's box without its header (name, sum, bar) and margins, in units: where its cards lie (scene.ts). */
export const PILE_HEADER = 4.2;
export const PILE_MARGIN = 0.6;

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

/**
 * Plates narrower than this many units (the full width of one) put the hand and the taken cards on
 * a line each: on one line they would shrink, at 1280×720 with six seats to the 12 px floor.
 */
export const SPLIT_INFO_BELOW = 13;

/** The width of a seat's name plate when `perRow` plates share a row `width` wide: at most 13 units, 6 % apart. */
export function plateWidth(width: number, perRow: number, unit: number): number {
  const n = Math.max(2, perRow);
  return Math.min(unit * 13, width / (n + 0.06 * (n - 1)));
}

export function computeLayout(input: LayoutInput): TableLayout {
  const full = safeArea(input.width, input.height, input.tv);
  // The log's column keeps its own margin to the edge (a TV's overscan margin too): the table ends a thin gutter before it.
  const gutter = Math.round(Math.min(input.width, input.height) * 0.015);
  const right = input.reserveRight > 0 ? Math.min(full.x + full.w, input.width - input.reserveRight - gutter) : full.x + full.w;
  const area = { ...full, w: right - full.x };
  const top = Math.max(0, input.reserveTop - (area.y - 0));
  const safe = { x: area.x, y: area.y + top, w: area.w, h: area.h - top };
  const portrait = safe.h > safe.w * 1.1;
  const unit = Math.max(
    (input.minText ?? 0) / SMALLEST_TEXT,
    portrait ? Math.max(13, Math.min(safe.w / 28, safe.h / 52)) : Math.max(12, Math.min(safe.w / 60, safe.h / 34) * (input.tv ? 1.2 : 1)),
  );
  const order = seatOrder(input.seats, input.viewer);
  const rowsTop = portrait && order.length > 3 ? 2 : 1;
  // As wide as the fullest row of plates allows (6 % apart), so that six seats read as well as four.
  const tableScreen = input.viewer === null && !portrait;
  const perRow = tableScreen ? Math.ceil(order.length / 2) : Math.ceil(order.length / rowsTop);
  const seatW = plateWidth(safe.w, perRow, unit);
  // Too narrow for the name and the points side by side at full size: a line more, not smaller type.
  const stacked = !portrait && seatW < unit * STACK_BELOW;
  const infoLines = stacked || seatW < unit * SPLIT_INFO_BELOW ? 2 : 1;
  const seatH = unit * (stacked ? 5.9 : infoLines === 2 ? 4.6 : 3.6);

  const hasHand = input.viewer !== null;
  // Under a bar the top row of plates keeps a little air from it.
  const underBar = input.reserveTop > 0 ? unit * 0.4 : 0;
  const topBand = underBar + rowsTop * (seatH + unit * 0.6);
  // Dreizehn's draw pile stands beside the piles on a landscape table (on a portrait one by the own plate).
  const aside = (cardW: number): number => (input.drawPile && !portrait ? cardW * 0.6 + unit * 2 : 0);
  // A portrait table screen has every seat at the top and no own plate: the band under the piles holds the
  // draw pile with its count and label (scene.ts), and on a TV the corner with the table code (style.css, .tv-join).
  const band = (cardW: number): number =>
    Math.max(input.drawPile ? cardW * 0.6 * CARD_RATIO + unit * 3.6 : 0, input.tv ? (input.minText ?? 0) * TV_CORNER + unit * 0.6 : 0);
  /** The hand, the middle and the piles for a card width: the largest width whose piles still hold PILE_ROOM cards wins. */
  const arrange = (cardW: number): { handCardW: number; hand: Rect; piles: Rect[]; room: number } => {
    // Cards in hand are larger than on the table, for the thumb and for reading them at a glance.
    const handCardW = portrait ? Math.max(cardW * 1.1, Math.min(cardW * 1.25, safe.w / 4.2)) : cardW * 1.15;
    const handH = hasHand ? handCardW * CARD_RATIO * 1.12 + unit * 0.6 : 0;
    const hand: Rect = { x: safe.x, y: safe.y + safe.h - handH, w: safe.w, h: handH };
    // On a phone the turn line sits between the piles and the player's own plate.
    const bottomReserve = input.viewer === null ? (portrait ? band(cardW) : seatH + unit) : handH + seatH + unit * (portrait ? 3 : 0.6);
    const middle: Rect = { x: safe.x, y: safe.y + topBand + unit * 1.6, w: safe.w, h: Math.max(0, safe.h - topBand - bottomReserve - unit * 1.6) };
    // The piles share the width, a unit apart (the draw pile's room kept free beside them).
    const gap = unit;
    const pileW = (middle.w - aside(cardW) - gap * (input.piles - 1)) / input.piles;
    // No taller than PILE_ROOM cards need (and a second line for a long name): a tall screen's piles stand in the middle of their band.
    const innerW = pileW - 2 * PILE_MARGIN * unit;
    const step = cardW * PILE_STEP;
    const rows = Math.ceil(PILE_ROOM / Math.max(1, Math.floor((innerW - cardW) / step) + 1));
    const pileH = Math.min(middle.h, (PILE_HEADER + 1.2) * unit + cardW * CARD_RATIO + (rows - 1) * step);
    const y = middle.y + (middle.h - pileH) / 2;
    const piles = Array.from({ length: input.piles }, (_, i) => ({ x: middle.x + i * (pileW + gap), y, w: pileW, h: pileH }));
    return { handCardW, hand, piles, room: pileRoom(innerW, pileH - PILE_HEADER * unit, cardW) };
  };
  // The table screen has no hand to show: its cards may take the room, to be read from the sofa.
  const most = unit * (hasHand ? 9 : 13);
  let lo = 28;
  let hi = Math.max(lo, most);
  if (arrange(hi).room < PILE_ROOM) {
    for (let k = 0; k < 24; k++) {
      const mid = (lo + hi) / 2;
      if (arrange(mid).room >= PILE_ROOM) lo = mid;
      else hi = mid;
    }
  } else lo = hi;
  const cardW = lo;
  const cardH = cardW * CARD_RATIO;
  const { handCardW, hand, piles } = arrange(cardW);

  const seatSpots: SeatSpot[] = [];
  if (tableScreen) {
    // The table screen: seats along the top and the bottom edge, in play order clockwise.
    const top = Math.ceil(order.length / 2);
    const place = (list: number[], y: number): void => {
      const xs = fan(list.length, safe.w, seatW, 0.12);
      list.forEach((seat, i) => seatSpots.push({ seat, x: safe.x + (xs[i] as number) + seatW / 2, y, w: seatW, h: seatH, stacked, infoLines }));
    };
    place(order.slice(0, top), safe.y + underBar + seatH / 2);
    place(order.slice(top).reverse(), safe.y + safe.h - seatH / 2);
  } else {
    for (let row = 0; row < rowsTop; row++) {
      const list = order.slice(row * perRow, (row + 1) * perRow);
      const xs = fan(list.length, safe.w, seatW, 0.12);
      list.forEach((seat, i) =>
        seatSpots.push({
          seat,
          x: safe.x + (xs[i] as number) + seatW / 2,
          y: safe.y + underBar + seatH / 2 + row * (seatH + unit * 0.6),
          w: seatW,
          h: seatH,
          stacked,
          infoLines,
        }),
      );
    }
    if (input.viewer !== null) {
      // The viewer's own plate sits just above their hand, on the left.
      seatSpots.push({ seat: input.viewer, x: safe.x + seatW / 2, y: hand.y - seatH / 2 - unit * 0.3, w: seatW, h: seatH, stacked, infoLines });
    }
  }

  return { safe, cardW, cardH, handCardW, piles, seats: seatSpots, hand, portrait, unit };
}

/** Whether a point lies in a rectangle (drag targets). */
export function contains(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x <= rect.x + rect.w && y >= rect.y && y <= rect.y + rect.h;
}

/** A seat's name and its bot-level chip, in units of type size (scene.ts draws them at these sizes). */
export const NAME_TEXT = 1.05;
export const CHIP_TEXT = 0.7;
/** The chip's box around its text, in units (padding and the gap to the name). */
export const CHIP_PAD = 0.8;

/** Natural widths (px) of a plate's top row at full size: the name, the chip's text (0 for a person) and the points. */
export interface PlateRowText {
  name: number;
  chip: number;
  points: number;
  dealer: boolean;
}

/**
 * How much a plate's name and chip shrink to share the top row with the points. The name shrinks
 * first, but never below the chip's type: past that both shrink together at one size, so a narrow
 * plate (portrait, six seats) never shows "Bot 2" smaller than its "Normal". Below 40 % of the name's
 * size the caller cuts the name instead.
 */
export function plateRow(spot: Pick<SeatSpot, 'w' | 'stacked'>, unit: number, row: PlateRowText): { nameScale: number; chipScale: number; nameRoom: number } {
  const margins = unit * (row.dealer ? (spot.stacked ? 2.5 : 3.2) : spot.stacked ? 1.2 : 1.8);
  const room = Math.max(0, spot.w - (spot.stacked ? 0 : row.points) - (row.chip > 0 ? unit * CHIP_PAD : 0) - margins);
  const least = CHIP_TEXT / NAME_TEXT;
  let chipScale = 1;
  if (row.chip > 0 && row.name + row.chip > room && row.name * least + row.chip > room) {
    // One type size for both: name·s/NAME + chip·s/CHIP = room.
    chipScale = Math.min(1, room / (row.name / NAME_TEXT + row.chip / CHIP_TEXT) / CHIP_TEXT);
  }
  const nameRoom = room - row.chip * chipScale;
  return { nameScale: Math.max(0.4, Math.min(1, nameRoom / row.name)), chipScale, nameRoom };
}
