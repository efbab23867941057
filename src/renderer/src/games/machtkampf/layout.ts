/**
 * Where the Pixi half of the Machtkampf table draws, as pure functions of two boxes the DOM lays
 * out (the board and the band for the hand): the seats around the board, the trick in the middle,
 * and the hand's cards in their groups. No Pixi and no DOM here, so the unit tests check the numbers.
 */
import type { Rect } from '../../table/layout';
import { CARD_RATIO } from '../../table/layout';
import type { Position } from './model';

export interface MkLayoutInput {
  /** The board: everything but the hud, the side panel and the hand band (canvas pixels). */
  board: Rect;
  /** The box the hand's cards go into, or null when no hand is shown. */
  hand: Rect | null;
  /** Each seat's place around the table, seen from the viewer (`positions`). */
  positions: readonly Position[];
  /** The viewer's seat (not drawn on the board: their hand is below), or null for the table screen. */
  viewer: number | null;
  /** The hand's cards as groups in the order shown (one group when sorted by number). */
  groups: readonly number[];
  tv: boolean;
  /** A portrait screen (a screen on its side, a phone-sized window): the other seats go in a row along the top. */
  upright: boolean;
}

export interface MkSeatSpot {
  seat: number;
  position: Position;
  /** The name plate; the badges go in a row just below it. */
  rect: Rect;
}

export interface MkLayout {
  /** A font size (px) that reads well at this size; everything else scales from it. */
  unit: number;
  seats: MkSeatSpot[];
  /** The middle of the board, between the seats: the trick, the direction of play. */
  trick: Rect;
  /** Width of a card of the trick's top play. */
  trickCardW: number;
  /** Width of a card back in a seat's fan. */
  backW: number;
  hand: MkHandLayout | null;
}

export interface MkHandLayout {
  cardW: number;
  cardH: number;
  /** How far a selected card rises. */
  lift: number;
  /** Each card's resting place (a selected card is drawn `lift` higher); a later card lies over an earlier one. */
  cards: Rect[];
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/**
 * The font unit for a board: scales with the board so a 4K TV reads like a laptop, larger on a TV.
 * An upright board (a portrait screen) has its width to spare for three plates in a row and its
 * height for the trick, so its unit follows the width further.
 */
export function unitFor(board: Rect, tv: boolean, upright = false): number {
  const fromSize = upright ? Math.min(board.w / 40, board.h / 32) : Math.min(board.w / 58, board.h / 26);
  return clamp(fromSize * (tv ? 1.15 : 1), 13, 64);
}

export function seatSize(unit: number): { w: number; h: number } {
  return { w: unit * 13, h: unit * 6.2 };
}

/** Height of the badge row under a seat's plate. */
export function badgeHeight(unit: number): number {
  return unit * 1.6;
}

export function computeMkLayout(input: MkLayoutInput): MkLayout {
  const { board, upright } = input;
  const unit = unitFor(board, input.tv, upright);
  // Upright, the left and right plates share the top row with the top one: the trick gets the
  // board's whole width below them. A TV takes whichever arrangement draws the larger trick (on a
  // board tall enough, the one row, as the pot games' seats), to be read from the sofa.
  let seating = arrangeSeats(input, unit, upright);
  if (input.tv && !upright) {
    const inRow = arrangeSeats(input, unit, true);
    if (inRow.trickCardW > seating.trickCardW) seating = inRow;
  }
  const hand = input.hand ? handLayout(input.hand, input.groups, unit) : null;
  return { unit, ...seating, hand };
}

/** The plates around the board, the trick between them and its card width: with `row` the left and right plates stand in the top row, else at the sides. */
function arrangeSeats(input: MkLayoutInput, unit: number, row: boolean): Omit<MkLayout, 'unit' | 'hand'> {
  const { board } = input;
  const pad = unit * 0.6;
  let { w: seatW, h: seatH } = seatSize(unit);
  // Three plates must fit across a narrow board: in one row, else with room for the trick between left and right.
  seatW = Math.min(seatW, row ? (board.w - 4 * pad) / 3 : (board.w - 2 * pad) / 3.2);
  seatH = Math.min(seatH, (board.h - 2 * pad) / 2.6);
  const fullH = seatH + badgeHeight(unit) + unit * 0.3;
  const seats: MkSeatSpot[] = [];
  input.positions.forEach((position, seat) => {
    if (seat === input.viewer) return;
    const cx = board.x + (board.w - seatW) / 2;
    const cy = row ? board.y + pad : board.y + (board.h - fullH) / 2;
    const rect: Rect =
      position === 'top'
        ? { x: cx, y: board.y + pad, w: seatW, h: seatH }
        : position === 'bottom'
          ? { x: cx, y: board.y + board.h - pad - fullH, w: seatW, h: seatH }
          : position === 'left'
            ? { x: board.x + pad, y: cy, w: seatW, h: seatH }
            : { x: board.x + board.w - pad - seatW, y: cy, w: seatW, h: seatH };
    seats.push({ seat, position, rect });
  });
  const has = (p: Position): boolean => seats.some((s) => s.position === p);
  const sides = !row && (has('left') || has('right'));
  const topRow = has('top') || (row && (has('left') || has('right')));
  const left = board.x + pad + (sides ? seatW + pad : 0);
  const right = board.x + board.w - pad - (sides ? seatW + pad : 0);
  const top = board.y + pad + (topRow ? fullH + pad * 0.5 : 0);
  const bottom = board.y + board.h - pad - (has('bottom') ? fullH + pad * 0.5 : 0);
  const trick: Rect = { x: left, y: top, w: Math.max(unit * 6, right - left), h: Math.max(unit * 6, bottom - top) };
  // The top play: up to five cards side by side (half covered), a name above and the combination
  // below; above it a row of the earlier plays at half size, below the direction of play. A TV's
  // trick may grow larger, to be read from the sofa.
  const trickCardW = clamp(Math.min((trick.h - unit * 7.9) / (CARD_RATIO * 1.5), trick.w / 4.2), unit * 2, unit * (input.tv ? 9 : 7));
  const backW = Math.max(8, Math.min(unit * 1.9, (seatH - unit * 3.4) / CARD_RATIO));
  return { seats, trick, trickCardW, backW };
}

/**
 * The hand's cards in a band: as large as the band's height allows (with room for a selected card
 * to rise), side by side when they fit and evenly overlapping when they do not, with a gap between
 * the groups of a hand sorted by combinations.
 */
export function handLayout(box: Rect, groups: readonly number[], unit: number): MkHandLayout {
  const count = groups.reduce((a, b) => a + b, 0);
  const liftShare = 0.14;
  const cardH = Math.max(20, Math.min(box.h / (1 + liftShare), unit * 11));
  const cardW = cardH / CARD_RATIO;
  const lift = cardH * liftShare;
  const y = box.y + box.h - cardH;
  if (count === 0) return { cardW, cardH, lift, cards: [] };
  const gaps = groups.filter((n) => n > 0).length - 1;
  let gap = gaps > 0 ? cardW * 0.3 : 0;
  const natural = cardW * 1.04;
  const room = (g: number): number => (count === 1 ? 0 : (box.w - cardW - g * gaps) / (count - 1));
  // The gaps give way before the cards overlap so far that a corner no longer shows.
  if (gaps > 0 && room(gap) < cardW * 0.32) gap = Math.max(cardW * 0.08, Math.min(gap, (box.w - cardW - (count - 1) * cardW * 0.32) / gaps));
  const step = count === 1 ? 0 : Math.min(natural, Math.max(cardW * 0.05, room(gap)));
  const used = cardW + step * (count - 1) + gap * gaps;
  let x = box.x + Math.max(0, (box.w - used) / 2);
  const cards: Rect[] = [];
  for (const [g, size] of groups.entries()) {
    for (let i = 0; i < size; i++) {
      cards.push({ x, y, w: cardW, h: cardH });
      x += step;
    }
    if (size > 0 && g < groups.length - 1) x += gap;
  }
  return { cardW, cardH, lift, cards };
}
