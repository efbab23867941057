import { describe, expect, it } from 'vitest';
import type { FrenchCard } from '../../../src/shared/cards';
import { kerkerhatz, type KerkerhatzMove, type KerkerhatzView } from '../../../src/shared/games/kerkerhatz';
import {
  BUBBLE_ROOM,
  NAME_TOP,
  calloutBubble,
  cardForKey,
  cardRefusal,
  clockNow,
  clockShown,
  discardFor,
  formatClock,
  giveUpHere,
  handsPassed,
  needList,
  optimisticHand,
  playFor,
  powerFor,
  powerTargets,
  tickEvery,
  urgency,
} from '../../../src/renderer/src/games/kerkerhatz/model';

function viewWith(partial: Partial<KerkerhatzView>): KerkerhatzView {
  return {
    game: 'kerkerhatz',
    viewer: 0,
    options: kerkerhatz.defaultOptions(2),
    level: 1,
    phase: 'fight',
    now: 10_000,
    clock: { status: 'running', elapsedMs: 10_000, limitMs: 300_000, remainingMs: 290_000 },
    revealAt: null,
    windowEndsAt: null,
    heroes: ['healer', 'fighter'],
    handSize: 5,
    hand: [],
    handSizes: [5, 5],
    pileSizes: [20, 20],
    discards: [[], []],
    dungeonLeft: 5,
    boss: 'KS',
    bossRevealed: false,
    bossPerSuit: 2,
    current: { card: '3H', kind: 'door', played: [], remaining: { C: 0, D: 0, H: 3, S: 0, any: 0 } },
    beaten: [],
    spent: [],
    dark: false,
    collapsePending: [],
    giveUpVotes: [false, false],
    cause: null,
    tally: {
      played: 0,
      wasted: 0,
      jackDoors: 0,
      powers: { fighter: 0, scout: 0, healer: 0, timeKeeper: 0 },
      doorPowers: 0,
      cancelled: 0,
      happened: 0,
      defeated: 0,
    },
    ...partial,
  } as KerkerhatzView;
}

describe('the clock', () => {
  it('shows minutes and seconds, never below zero', () => {
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(65_400)).toBe('1:06');
    expect(formatClock(-5)).toBe('0:00');
  });
  it('runs on between views only while running', () => {
    expect(clockNow(viewWith({}), 1000, 3000)).toBe(288_000);
    const paused = viewWith({ clock: { status: 'paused', elapsedMs: 10_000, limitMs: 300_000, remainingMs: 290_000 } });
    expect(clockNow(paused, 1000, 60_000)).toBe(290_000);
    expect(clockNow(viewWith({ clock: { status: 'running', elapsedMs: 1, limitMs: null, remainingMs: null } }), 0, 0)).toBeNull();
  });
  it('flashes in the last 30 s and ticks faster towards the end', () => {
    expect(urgency(90_000)).toBe('calm');
    expect(urgency(45_000)).toBe('hurry');
    expect(urgency(29_000)).toBe('urgent');
    expect(urgency(5_000)).toBe('last');
    expect([tickEvery('calm'), tickEvery('hurry'), tickEvery('urgent'), tickEvery('last')]).toEqual([null, 1000, 500, 250]);
  });
});

describe('what the card still needs', () => {
  it('lists the suits still needed, and the pit any suit', () => {
    expect(needList({ C: 0, D: 2, H: 0, S: 1, any: 0 })).toEqual([
      { suit: 'S', count: 1 },
      { suit: 'D', count: 2 },
    ]);
    expect(needList({ C: 0, D: 0, H: 0, S: 0, any: 4 })).toEqual([{ suit: 'any', count: 4 }]);
  });
  it('in the dark there is nothing to list', () => expect(needList(null)).toBeNull());
});

describe('one tap per card', () => {
  it('a joker takes the suit the card needs most', () => {
    const legal: KerkerhatzMove[] = (['S', 'H', 'D', 'C'] as const).map((suit) => ({ type: 'play', card: 'X1', target: '3H', suit }));
    expect(playFor(viewWith({}), legal, 'X1')).toEqual({ type: 'play', card: 'X1', target: '3H', suit: 'H' });
  });
  it('in the dark a joker takes the dungeon card’s own suit, without counting for the player', () => {
    const legal: KerkerhatzMove[] = (['S', 'C', 'D', 'H'] as const).map((suit) => ({ type: 'play', card: 'X2', target: '3H', suit }));
    const dark = viewWith({ dark: true, current: { card: '3H', kind: 'door', played: [], remaining: null } });
    expect(playFor(dark, legal, 'X2')).toMatchObject({ suit: 'H' });
  });
  it('a card the host does not list cannot be played', () => expect(playFor(viewWith({}), [], '7H')).toBeNull());
  it("a greyed card says why with the rules' refusal: only a queen on an event, no card in the middle, the level over", () => {
    const event = viewWith({ phase: 'window', current: { card: '5H', kind: 'event', played: [], remaining: null } });
    expect(cardRefusal(event, '7S')).toEqual({ code: 'kerkerhatz.onlyQueenOnEvent', params: { card: '7S' } });
    expect(cardRefusal(viewWith({ phase: 'reveal', current: null }), '7S').code).toBe('kerkerhatz.noCardYet');
    expect(cardRefusal(viewWith({ phase: 'lost' }), '7S').code).toBe('rule.matchOver');
  });
  it('a power costs the three least useful cards', () => {
    const legal: KerkerhatzMove[] = [
      { type: 'power', discard: ['2H', '5H', '9C'] as FrenchCard[], teammate: 1 },
      { type: 'power', discard: ['9C', '10S', '4D'] as FrenchCard[], teammate: 1 },
    ];
    expect(powerFor(viewWith({}), legal, 'cards', 1)).toEqual(legal[1]);
    expect(powerFor(viewWith({}), legal, 'free')).toBeNull();
    expect(powerTargets(legal)).toEqual({ free: false, paid: true, teammates: [1] });
  });
  it('the beginner clock’s time keeper chooses between the free pause and paying three cards to swap them', () => {
    const legal: KerkerhatzMove[] = [
      { type: 'power', discard: [] },
      { type: 'power', discard: ['9C', '10S', '4D'] as FrenchCard[] },
    ];
    expect(powerFor(viewWith({}), legal, 'free')).toEqual(legal[0]);
    expect(powerFor(viewWith({}), legal, 'cards')).toEqual(legal[1]);
    expect(powerTargets(legal)).toEqual({ free: true, paid: true, teammates: [] });
    expect(powerTargets([legal[0] as KerkerhatzMove])).toEqual({ free: true, paid: false, teammates: [] });
  });
  it('a play shows at once: the card leaves the hand until the host answers', () => {
    expect(optimisticHand(['2H', '5C', 'QS'] as FrenchCard[], ['5C'] as FrenchCard[])).toEqual(['2H', 'QS']);
  });
  it('keys 1 … 9 and 0 name the cards in hand', () => {
    const hand = ['2H', '5C', 'QS'] as FrenchCard[];
    expect(cardForKey('2', hand)).toBe('5C');
    expect(cardForKey('7', hand)).toBeNull();
    expect(cardForKey('x', hand)).toBeNull();
  });
  it('Einsturz: two picked cards make the listed discard, one is not enough', () => {
    const legal: KerkerhatzMove[] = [
      { type: 'discard', cards: ['2H', '5C'] as FrenchCard[] },
      { type: 'discard', cards: ['2H', 'QS'] as FrenchCard[] },
    ];
    expect(discardFor(legal, ['5C', '2H'] as FrenchCard[])).toEqual(legal[0]);
    expect(discardFor(legal, ['2H'] as FrenchCard[])).toBeNull();
  });
});

describe('the flashing clock', () => {
  it('blinks in the last 30 s, faster in the last 10 s, and not with reduced motion', () => {
    expect([0, 499, 500, 999, 1000].map((t) => clockShown('urgent', t, false))).toEqual([true, true, false, false, true]);
    expect([0, 250, 500, 750].map((t) => clockShown('last', t, false))).toEqual([true, false, true, false]);
    expect(clockShown('calm', 500, false)).toBe(true);
    expect(clockShown('hurry', 500, false)).toBe(true);
    expect(clockShown('last', 250, true)).toBe(true);
  });
});

describe('Durcheinander', () => {
  const tally = viewWith({}).tally;
  it('passed the hands when the 5♥ left play as an event that happened', () => {
    const after = viewWith({ beaten: ['3H', '5H'], tally: { ...tally, happened: 1 } });
    expect(handsPassed({ beaten: 1, happened: 0 }, after)).toBe(true);
  });
  it('passed nothing when a queen cancelled it, or when another card went', () => {
    expect(handsPassed({ beaten: 1, happened: 0 }, viewWith({ beaten: ['3H', '5H'], tally: { ...tally, cancelled: 1 } }))).toBe(false);
    expect(handsPassed({ beaten: 1, happened: 0 }, viewWith({ beaten: ['3H', '5S'], tally: { ...tally, happened: 1 } }))).toBe(false);
    expect(handsPassed({ beaten: 2, happened: 1 }, viewWith({ beaten: ['3H', '5H'], tally: { ...tally, happened: 1 } }))).toBe(false);
  });
});

describe("a callout bubble over a teammate's plate", () => {
  const plate = { x: 40, y: 300, w: 320, h: 112, font: 16 };
  // A bold line of text is about 1.25 of its size tall.
  const bubble = calloutBubble(plate, 110, plate.font * 1.25);
  it("ends, tip included, before the plate's name row: it never covers the name or the hero", () => {
    expect(bubble.y + bubble.h).toBeLessThanOrEqual(plate.y);
    expect(bubble.tipY).toBeGreaterThan(plate.y);
    expect(bubble.tipY).toBeLessThan(plate.y + plate.font * NAME_TOP);
  });
  it("stays in the room the plates keep above them, at the plate's right end", () => {
    expect(plate.y - bubble.y).toBeLessThanOrEqual(plate.font * BUBBLE_ROOM);
    expect(bubble.x + bubble.w).toBeLessThanOrEqual(plate.x + plate.w);
    expect(bubble.x + bubble.w).toBeGreaterThan(plate.x + plate.w - plate.font);
  });
  it("starts at the plate's left edge when its text is wider than the plate", () => {
    expect(calloutBubble(plate, 600, 20).x).toBe(plate.x);
  });
});

describe('giving up at a device several people share', () => {
  const here = [
    { seat: 0, name: 'Anna' },
    { seat: 1, name: 'Ben' },
    { seat: 3, name: 'Dora' },
  ];
  it('lists the holder first, then everyone seated here who has not agreed yet, to tick together', () => {
    expect(giveUpHere([false, false, false, false], here, 1).map((p) => p.name)).toEqual(['Ben', 'Anna', 'Dora']);
    expect(giveUpHere([false, false, true, true], here, 0).map((p) => p.name)).toEqual(['Anna', 'Ben']);
  });
  it('lists only the holder on a device held by one person, or when the others here have agreed', () => {
    expect(giveUpHere([false, false], [], 0)).toEqual([]);
    expect(giveUpHere([false, true, false, true], here, 0).map((p) => p.name)).toEqual(['Anna']);
  });
});
