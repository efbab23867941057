import { describe, expect, it } from 'vitest';
import {
  CARD_RATIO,
  PILE_HEADER,
  PILE_MARGIN,
  PILE_ROOM,
  computeLayout,
  contains,
  fan,
  pileCascade,
  pileRoom,
  plateRow,
  plateWidth,
  safeArea,
  CHIP_TEXT,
  NAME_TEXT,
  seatOrder,
  SPLIT_INFO_BELOW,
  STACK_BELOW,
  type Rect,
  type SeatSpot,
} from '../../../src/renderer/src/table/layout';

const inside = (outer: Rect, inner: Rect): boolean =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.w <= outer.x + outer.w + 0.5 && inner.y + inner.h <= outer.y + outer.h + 0.5;
const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('fan', () => {
  it('lays cards side by side with a small gap when there is room, centred', () => {
    const xs = fan(3, 1000, 100, 0.1);
    expect(xs).toEqual([340, 450, 560]);
  });
  it('overlaps cards evenly when the row is too narrow, keeping both ends inside', () => {
    const xs = fan(10, 500, 100);
    expect(xs[0]).toBeCloseTo(0);
    expect((xs[9] as number) + 100).toBeCloseTo(500);
    const steps = xs.slice(1).map((x, i) => x - (xs[i] as number));
    for (const step of steps) expect(step).toBeCloseTo(400 / 9);
  });
  it('gives one card the middle and no cards nothing', () => {
    expect(fan(1, 300, 100)).toEqual([100]);
    expect(fan(0, 300, 100)).toEqual([]);
  });
});

describe('pileCascade', () => {
  it('lays a pile left to right with the corner of every card showing, in one row while it fits', () => {
    expect(pileCascade(3, 1000, 140, 100, 140)).toEqual({
      offsets: [
        { x: 0, y: 0 },
        { x: 30, y: 0 },
        { x: 60, y: 0 },
      ],
      perRow: 3,
    });
  });
  it('starts a row under the full one, its cards a step lower', () => {
    const { offsets, perRow } = pileCascade(6, 160, 200, 100, 140);
    expect(perRow).toBe(3);
    expect(offsets.slice(3)).toEqual([
      { x: 0, y: 30 },
      { x: 30, y: 30 },
      { x: 60, y: 30 },
    ]);
  });
  it('is a single column in a narrow pile, squeezed into its height when long', () => {
    const { offsets, perRow } = pileCascade(12, 100, 300, 100, 140);
    expect(perRow).toBe(1);
    expect(offsets.every((o) => o.x === 0)).toBe(true);
    expect((offsets[11]?.y as number) + 140).toBeCloseTo(300);
  });
  it('closes up the rows evenly when even every row is full, keeping the last card inside', () => {
    const { offsets, perRow } = pileCascade(20, 250, 200, 100, 140);
    // Six a row at full step and three rows fit: seven a row, a little closer.
    expect(perRow).toBe(7);
    expect(offsets[1]?.x).toBeCloseTo(25);
    expect(Math.max(...offsets.map((o) => o.x)) + 100).toBeCloseTo(250);
    expect(Math.max(...offsets.map((o) => o.y)) + 140).toBeLessThanOrEqual(200);
  });
  it('counts the cards a box holds at full step', () => {
    expect(pileRoom(160, 200, 100)).toBe(3 * 3);
    expect(pileRoom(99, 500, 100)).toBe(0);
  });
});

describe('seatOrder', () => {
  it('lists the other seats in play order, starting left of the viewer', () => {
    expect(seatOrder(4, 2)).toEqual([3, 0, 1]);
  });
  it('puts every seat around the table for the table screen', () => {
    expect(seatOrder(5, null)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('safeArea', () => {
  it('keeps 5 % from every edge in TV mode, for overscan', () => {
    expect(safeArea(1920, 1080, true)).toEqual({ x: 96, y: 54, w: 1728, h: 972 });
  });
  it('keeps only a thin margin on a computer screen', () => {
    const area = safeArea(1920, 1080, false);
    expect(area.x).toBeLessThan(20);
  });
});

describe('computeLayout', () => {
  const sizes = [
    { width: 1920, height: 1080, tv: false },
    { width: 3840, height: 2160, tv: true },
    { width: 1280, height: 720, tv: false },
    { width: 390, height: 844, tv: false },
    { width: 844, height: 390, tv: false },
  ];
  for (const size of sizes) {
    for (const players of [3, 6]) {
      for (const viewer of [0, null]) {
        it(`keeps piles, seats and the hand on screen and apart at ${size.width}×${size.height}, ${players} players, viewer ${String(viewer)}`, () => {
          const layout = computeLayout({ ...size, seats: players, viewer, piles: 3, reserveRight: 0, reserveTop: 40 });
          const screen = { x: 0, y: 0, w: size.width, h: size.height };
          expect(layout.seats).toHaveLength(players - (viewer === null ? 0 : 1) + (viewer === null ? 0 : 1));
          for (const pile of layout.piles) expect(inside(screen, pile)).toBe(true);
          for (let i = 1; i < layout.piles.length; i++) expect(overlaps(layout.piles[i - 1] as Rect, layout.piles[i] as Rect)).toBe(false);
          for (const seat of layout.seats) {
            const plate = { x: seat.x - seat.w / 2, y: seat.y - seat.h / 2, w: seat.w, h: seat.h };
            expect(inside(screen, plate)).toBe(true);
            for (const pile of layout.piles) expect(overlaps(plate, pile)).toBe(false);
          }
          expect(layout.cardH).toBeCloseTo(layout.cardW * CARD_RATIO);
          if (viewer !== null) expect(layout.hand.y + layout.hand.h).toBeLessThanOrEqual(size.height);
        });
      }
    }
  }
  for (const size of [
    { width: 1920, height: 1080, tv: true, reserveRight: 352 + 96 },
    { width: 1920, height: 1080, tv: false, reserveRight: 352 },
    { width: 3840, height: 2160, tv: true, reserveRight: 1056 + 192 },
    { width: 1280, height: 720, tv: false, reserveRight: 280 },
    { width: 1080, height: 1920, tv: false, reserveRight: 0 },
  ]) {
    for (const viewer of [0, null]) {
      it(`spreads the piles over the whole width left of the log, each holding ${PILE_ROOM} cards at full step, at ${size.width}×${size.height}${size.tv ? ' TV' : ''}, viewer ${String(viewer)}`, () => {
        const layout = computeLayout({ ...size, seats: 6, viewer, piles: 3, reserveTop: 50 });
        const first = layout.piles[0] as Rect;
        const last = layout.piles[2] as Rect;
        expect(first.x).toBeCloseTo(layout.safe.x);
        expect(last.x + last.w).toBeCloseTo(layout.safe.x + layout.safe.w);
        expect(last.x + last.w).toBeLessThanOrEqual(size.width - size.reserveRight);
        for (const pile of layout.piles)
          expect(pileRoom(pile.w - 2 * PILE_MARGIN * layout.unit, pile.h - PILE_HEADER * layout.unit, layout.cardW)).toBeGreaterThanOrEqual(PILE_ROOM);
      });
    }
  }
  it('keeps room beside the piles for a draw pile', () => {
    const layout = computeLayout({ width: 1920, height: 1080, tv: false, seats: 4, viewer: 0, piles: 3, reserveRight: 352, reserveTop: 50, drawPile: true });
    const last = layout.piles[2] as Rect;
    expect(layout.safe.x + layout.safe.w - (last.x + last.w)).toBeGreaterThanOrEqual(layout.cardW * 0.6 + layout.unit);
  });
  it('keeps the top bar free, with some air between it and the top row of plates', () => {
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
      { width: 1080, height: 1920 },
    ]) {
      for (const viewer of [0, null]) {
        const layout = computeLayout({ ...size, tv: false, seats: 6, viewer, piles: 3, reserveRight: 0, reserveTop: 60 });
        for (const seat of layout.seats) expect(seat.y - seat.h / 2).toBeGreaterThanOrEqual(60 + layout.unit * 0.3);
      }
    }
  });
  it('keeps the log column free', () => {
    const layout = computeLayout({ width: 1920, height: 1080, tv: false, seats: 4, viewer: 0, piles: 3, reserveRight: 400, reserveTop: 0 });
    for (const pile of layout.piles) expect(pile.x + pile.w).toBeLessThanOrEqual(1520);
  });
  it('draws cards larger on a 4K TV than on a laptop, in proportion to the screen', () => {
    const laptop = computeLayout({ width: 1280, height: 720, tv: false, seats: 4, viewer: null, piles: 3, reserveRight: 0, reserveTop: 0 });
    const tv = computeLayout({ width: 3840, height: 2160, tv: true, seats: 4, viewer: null, piles: 3, reserveRight: 0, reserveTop: 0 });
    expect(tv.cardW / laptop.cardW).toBeGreaterThan(2.4);
  });
  it('gives six seats plates as wide as their row allows: five others share the top row beside the log', () => {
    const layout = computeLayout({ width: 1920, height: 1080, tv: false, seats: 6, viewer: 0, piles: 3, reserveRight: 352, reserveTop: 56 });
    const others = layout.seats.filter((s) => s.seat !== 0).sort((a, b) => a.x - b.x);
    expect(others).toHaveLength(5);
    for (const seat of others) expect(seat.w).toBeCloseTo(plateWidth(layout.safe.w, 5, layout.unit));
    expect(others[0]?.w).toBeGreaterThan(layout.unit * 11);
    expect(others.some((s) => s.stacked)).toBe(false);
    for (let i = 1; i < others.length; i++) {
      const [left, right] = [others[i - 1] as SeatSpot, others[i] as SeatSpot];
      expect(right.x - left.x).toBeGreaterThanOrEqual(right.w);
    }
  });
  it('stacks the name over the points on plates too narrow for both side by side, and makes such plates taller', () => {
    const six = computeLayout({ width: 3840, height: 2160, tv: true, seats: 6, viewer: 0, piles: 3, reserveRight: 22 * 48, reserveTop: 160 });
    const four = computeLayout({ width: 3840, height: 2160, tv: true, seats: 4, viewer: 0, piles: 3, reserveRight: 22 * 48, reserveTop: 160 });
    expect(six.seats.every((s) => s.stacked && s.w < six.unit * STACK_BELOW)).toBe(true);
    expect(four.seats.every((s) => !s.stacked && s.w >= four.unit * STACK_BELOW)).toBe(true);
    expect((six.seats[0] as SeatSpot).h).toBeGreaterThan((four.seats[0] as SeatSpot).h);
    const phone = computeLayout({ width: 390, height: 844, tv: false, seats: 6, viewer: 0, piles: 3, reserveRight: 0, reserveTop: 40 });
    expect(phone.seats.some((s) => s.stacked)).toBe(false);
  });
  it('gives the hand and the taken cards a line each on plates narrower than their full width (six seats at 1280×720), one line on full plates', () => {
    const six = computeLayout({ width: 1280, height: 720, tv: false, seats: 6, viewer: 0, piles: 3, reserveRight: 256, reserveTop: 50 });
    const four = computeLayout({ width: 1920, height: 1080, tv: false, seats: 4, viewer: 0, piles: 3, reserveRight: 352, reserveTop: 56 });
    expect(six.seats.every((s) => !s.stacked && s.infoLines === 2 && s.w < six.unit * SPLIT_INFO_BELOW)).toBe(true);
    expect(four.seats.every((s) => s.infoLines === 1 && s.w >= four.unit * SPLIT_INFO_BELOW)).toBe(true);
    // The extra line is a unit of height, not a stacked plate's two.
    expect((six.seats[0] as SeatSpot).h).toBeCloseTo(six.unit * 4.6);
    const stacked = computeLayout({ width: 3840, height: 2160, tv: true, seats: 6, viewer: 0, piles: 3, reserveRight: 22 * 48, reserveTop: 160 });
    expect(stacked.seats.every((s) => s.stacked && s.infoLines === 2)).toBe(true);
  });
  it('gives the TV table screen full-size plates for six seats, three above and three below the piles', () => {
    const six = computeLayout({ width: 3840, height: 2160, tv: true, seats: 6, viewer: null, piles: 3, reserveRight: 0, reserveTop: 0 });
    const four = computeLayout({ width: 3840, height: 2160, tv: true, seats: 4, viewer: null, piles: 3, reserveRight: 0, reserveTop: 0 });
    for (const seat of six.seats) expect(seat.w).toBeCloseTo(six.unit * 13);
    expect(six.seats[0]?.w).toBeCloseTo(four.seats[0]?.w as number);
  });
  it('keeps plates 6 % apart within their row, and no wider than 13 units', () => {
    expect(plateWidth(1000, 4, 20)).toBeCloseTo(1000 / 4.18);
    expect(plateWidth(5000, 3, 20)).toBe(260);
    expect(plateWidth(1000, 1, 100)).toBeCloseTo(1000 / 2.06);
  });
  it('gives a phone larger hand cards than table cards, for the thumb', () => {
    const phone = computeLayout({ width: 390, height: 844, tv: false, seats: 4, viewer: 0, piles: 3, reserveRight: 0, reserveTop: 40 });
    expect(phone.portrait).toBe(true);
    expect(phone.handCardW).toBeGreaterThan(phone.cardW);
  });
});

describe('contains', () => {
  it('finds a drop point inside a pile', () => {
    expect(contains({ x: 10, y: 10, w: 100, h: 200 }, 50, 150)).toBe(true);
    expect(contains({ x: 10, y: 10, w: 100, h: 200 }, 150, 150)).toBe(false);
  });
});

describe('plateRow', () => {
  // Widths of bold type, roughly: 0.6 of the size per character.
  const wide = (chars: string, size: number): number => chars.length * 0.6 * size;
  const row = (unit: number) => ({
    name: wide('Bot 2', unit * NAME_TEXT),
    chip: wide('Normal', unit * CHIP_TEXT),
    points: wide('0 Pkt.', unit * NAME_TEXT),
    dealer: false,
  });
  it('never draws a name smaller than its level chip on a portrait pot table with six seats', () => {
    const portrait = computeLayout({ width: 1080, height: 1920, tv: false, seats: 6, viewer: 0, piles: 3, reserveRight: 0, reserveTop: 56 });
    expect(portrait.portrait).toBe(true);
    for (const spot of portrait.seats) {
      const sizes = plateRow(spot, portrait.unit, row(portrait.unit));
      expect(NAME_TEXT * sizes.nameScale).toBeGreaterThanOrEqual(CHIP_TEXT * sizes.chipScale - 1e-9);
      // Name, chip and points still share the row.
      const used = row(portrait.unit).name * sizes.nameScale + row(portrait.unit).chip * sizes.chipScale + row(portrait.unit).points + portrait.unit * 2.6;
      expect(used).toBeLessThanOrEqual(spot.w + 0.5);
    }
  });
  it('keeps the name and chip at full size on a plate wide enough for both', () => {
    const desk = computeLayout({ width: 1920, height: 1080, tv: false, seats: 4, viewer: 0, piles: 3, reserveRight: 352, reserveTop: 56 });
    for (const spot of desk.seats) expect(plateRow(spot, desk.unit, row(desk.unit))).toMatchObject({ nameScale: 1, chipScale: 1 });
  });
  it("shrinks a long name first, down to the chip's type, before the chip shrinks", () => {
    const spot = { w: 240, stacked: false };
    const unit = 20;
    const sizes = plateRow(spot, unit, { name: 120, chip: 50, points: 40, dealer: false });
    expect(sizes.chipScale).toBe(1);
    expect(NAME_TEXT * sizes.nameScale).toBeGreaterThan(CHIP_TEXT);
    expect(sizes.nameScale).toBeLessThan(1);
  });
});
