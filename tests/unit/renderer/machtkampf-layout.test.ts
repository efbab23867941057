import { describe, expect, it } from 'vitest';
import { computeMkLayout, handLayout, unitFor } from '../../../src/renderer/src/games/machtkampf/layout';
import { positions } from '../../../src/renderer/src/games/machtkampf/model';
import type { Rect } from '../../../src/renderer/src/table/layout';

const inside = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x - 0.01 && inner.y >= outer.y - 0.01 && inner.x + inner.w <= outer.x + outer.w + 0.01 && inner.y + inner.h <= outer.y + outer.h + 0.01;
const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the Machtkampf board', () => {
  const board = { x: 16, y: 60, w: 1460, h: 640 };

  it('puts the other seats left, top and right of the viewer, inside the board and clear of the trick', () => {
    const layout = computeMkLayout({ board, hand: null, positions: positions(4, 0), viewer: 0, groups: [], tv: false, upright: false });
    expect(layout.seats.map((s) => [s.seat, s.position])).toEqual([
      [1, 'left'],
      [2, 'top'],
      [3, 'right'],
    ]);
    for (const spot of layout.seats) {
      expect(inside(spot.rect, board)).toBe(true);
      expect(overlap(spot.rect, layout.trick)).toBe(false);
    }
    expect(inside(layout.trick, board)).toBe(true);
    // The top play's cards (a name, the cards, the combination, a row of earlier plays) fit the trick's height.
    expect(layout.trickCardW * 1.4 * 1.5 + layout.unit * 7.9).toBeLessThanOrEqual(layout.trick.h + 0.01);
  });

  it('the table screen shows every seat, the first at the bottom', () => {
    const layout = computeMkLayout({ board, hand: null, positions: positions(3, null), viewer: null, groups: [], tv: true, upright: false });
    expect(layout.seats.map((s) => s.position)).toEqual(['bottom', 'left', 'right']);
    const bottom = layout.seats[0]?.rect as Rect;
    expect(bottom.y).toBeGreaterThan(layout.trick.y + layout.trick.h);
  });

  it('a TV at 1920×1080 puts the left, top and right plates in one row, so the trick takes the whole width and is large (108 px wide beside the plates)', () => {
    // The board the TV's grid leaves beside the score sheet and the log at 1920×1080.
    const tvBoard = { x: 96, y: 91, w: 1041, h: 942 };
    const layout = computeMkLayout({ board: tvBoard, hand: null, positions: positions(4, null), viewer: null, groups: [], tv: true, upright: false });
    const rects = Object.fromEntries(layout.seats.map((s) => [s.position, s.rect]));
    expect(new Set(['left', 'top', 'right'].map((p) => rects[p]?.y)).size).toBe(1);
    for (const spot of layout.seats) {
      expect(inside(spot.rect, tvBoard)).toBe(true);
      expect(overlap(spot.rect, layout.trick)).toBe(false);
    }
    expect(layout.trick.w).toBeGreaterThan(tvBoard.w * 0.9);
    expect(layout.trickCardW).toBeGreaterThan(180);
    expect(layout.trickCardW * 1.4 * 1.5 + layout.unit * 7.9).toBeLessThanOrEqual(layout.trick.h + 0.01);
  });

  it('a portrait screen puts the three other seats in one row along the top, the trick below them across the whole width', () => {
    const upright = { x: 0, y: 40, w: 1080, h: 1000 };
    const layout = computeMkLayout({ board: upright, hand: null, positions: positions(4, 0), viewer: 0, groups: [], tv: false, upright: true });
    const rects = layout.seats.map((s) => s.rect);
    expect(new Set(rects.map((r) => r.y)).size).toBe(1);
    for (const [i, rect] of rects.entries()) {
      expect(inside(rect, upright)).toBe(true);
      expect(overlap(rect, layout.trick)).toBe(false);
      for (const other of rects.slice(i + 1)) expect(overlap(rect, other)).toBe(false);
    }
    expect(layout.trick.y).toBeGreaterThan((rects[0] as Rect).y + (rects[0] as Rect).h);
    expect(layout.trick.w).toBeGreaterThan(upright.w * 0.9);
    // The unit follows the width: larger than the landscape formula gives for the same board (18.6 px).
    expect(layout.unit).toBeGreaterThan(upright.w / 58);
  });

  it('scales with the board: a 4K TV gets about twice the unit of a laptop, and a TV a little more than a desk', () => {
    const laptop = unitFor({ x: 0, y: 0, w: 1400, h: 640 }, false);
    const uhd = unitFor({ x: 0, y: 0, w: 2800, h: 1280 }, false);
    expect(uhd / laptop).toBeCloseTo(2, 5);
    expect(unitFor({ x: 0, y: 0, w: 1400, h: 640 }, true)).toBeGreaterThan(laptop);
  });
});

describe('the hand band', () => {
  const box = { x: 20, y: 800, w: 1400, h: 240 };

  it('cards fill the band height with room to rise, stay inside it, and leave a gap between groups', () => {
    const hand = handLayout(box, [5, 2, 2, 1, 1, 1, 1, 1, 1, 1], 20);
    expect(hand.cards).toHaveLength(16);
    expect(hand.cardH + hand.lift).toBeCloseTo(box.h, 5);
    for (const card of hand.cards) expect(inside({ ...card, y: card.y - hand.lift, h: card.h + hand.lift }, box)).toBe(true);
    const xs = hand.cards.map((c) => c.x);
    const steps = xs.slice(1).map((x, i) => x - (xs[i] as number));
    const within = steps[0] as number;
    // Between the straight's last card and the pair's first card the step is larger.
    expect(steps[4]).toBeGreaterThan(within);
    expect(steps[1]).toBeCloseTo(within, 5);
  });

  it('a few cards sit side by side, centred, without overlapping', () => {
    const hand = handLayout(box, [3], 20);
    const [a, b, c] = hand.cards as [Rect, Rect, Rect];
    expect(b.x - a.x).toBeGreaterThanOrEqual(a.w);
    expect(a.x - box.x).toBeCloseTo(box.x + box.w - (c.x + c.w), 5);
  });

  it('a narrow band overlaps the cards evenly and keeps every corner showing', () => {
    const narrow = { x: 0, y: 0, w: 360, h: 140 };
    const hand = handLayout(narrow, [16], 14);
    const last = hand.cards[15] as Rect;
    expect(last.x + last.w).toBeLessThanOrEqual(narrow.w + 0.01);
    expect((hand.cards[1] as Rect).x - (hand.cards[0] as Rect).x).toBeGreaterThan(0);
    expect(handLayout(narrow, [], 14).cards).toEqual([]);
  });
});
