/**
 * What the Kerkerhatz table shows and which listed move a tap sends: pure, no DOM. One tap plays a
 * card, so where a move needs a choice (a joker's suit, the three cards a power costs) the table
 * picks the listed move that helps most from what the viewer can see; in the dark it never counts
 * for the player.
 */
import type { Card, FrenchCard, Suit } from '../../../../shared/cards';
import type { KerkerhatzMove, KerkerhatzView, Need } from '../../../../shared/games/kerkerhatz';

export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

export function isKerkerhatzView(view: unknown): view is KerkerhatzView {
  return typeof view === 'object' && view !== null && (view as { game?: unknown }).game === 'kerkerhatz';
}

/** Why a card of the hand cannot be played now: the code (and parameters) the rules refuse its play with, or the table's words while no card lies in the middle. */
export function cardRefusal(view: KerkerhatzView, card: FrenchCard): { code: string; params: Record<string, string> } {
  if (view.phase === 'won' || view.phase === 'lost') return { code: 'rule.matchOver', params: {} };
  if (view.phase === 'window' && !/^Q[SHDC]$/.test(card)) return { code: 'kerkerhatz.onlyQueenOnEvent', params: { card } };
  if (view.current === null) return { code: 'kerkerhatz.noCardYet', params: {} };
  return { code: 'kerkerhatz.notNow', params: {} };
}

/** "4:05"; never below zero. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The clock now: the view's remaining time, less what passed since it arrived if the clock runs. */
export function clockNow(view: KerkerhatzView, receivedAt: number, now: number): number | null {
  const remaining = view.clock.remainingMs;
  if (remaining === null) return null;
  return view.clock.status === 'running' ? Math.max(0, remaining - (now - receivedAt)) : remaining;
}

/** How urgent the clock is: the display flashes in the last 30 s, and the tick speeds up. */
export function urgency(ms: number | null): 'calm' | 'hurry' | 'urgent' | 'last' {
  if (ms === null || ms > 60_000) return 'calm';
  if (ms > 30_000) return 'hurry';
  if (ms > 10_000) return 'urgent';
  return 'last';
}

/** Milliseconds between ticks for an urgency, or null for no ticking. */
export function tickEvery(level: ReturnType<typeof urgency>): number | null {
  switch (level) {
    case 'calm':
      return null;
    case 'hurry':
      return 1000;
    case 'urgent':
      return 500;
    case 'last':
      return 250;
    default: {
      const never: never = level;
      throw new Error(`unknown urgency ${String(never)}`);
    }
  }
}

/** Whether the flashing clock shows at `now`: it blinks twice a second in the last 30 s, four times in the last 10 s, and never with motion turned down. */
export function clockShown(level: ReturnType<typeof urgency>, now: number, reducedMotion: boolean): boolean {
  if (reducedMotion || (level !== 'urgent' && level !== 'last')) return true;
  return Math.floor(now / (level === 'last' ? 250 : 500)) % 2 === 0;
}

/**
 * Whether Durcheinander went off since the last view (counts from it: cards beaten, events that
 * happened): the 5♥ left play as an event that happened. A queen laid in time also takes the 5♥
 * out of play, but cancels the event, and then nothing is passed.
 */
export function handsPassed(before: { beaten: number; happened: number }, view: KerkerhatzView): boolean {
  return view.beaten.length > before.beaten && view.beaten[view.beaten.length - 1] === '5H' && view.tally.happened > before.happened;
}

/** What the current card still needs, suit by suit (and "any" for the pit); null in the dark. */
export function needList(remaining: Need | null): { suit: Suit | 'any'; count: number }[] | null {
  if (!remaining) return null;
  const out: { suit: Suit | 'any'; count: number }[] = [];
  for (const suit of SUITS) if (remaining[suit] > 0) out.push({ suit, count: remaining[suit] });
  if (remaining.any > 0) out.push({ suit: 'any', count: remaining.any });
  return out;
}

function suitOf(card: Card): Suit {
  return card.slice(-1) as Suit;
}

/** How much a card could help now, from what the viewer sees (the dark: only the dungeon card's own suit). */
function usefulness(view: KerkerhatzView, card: FrenchCard): number {
  const current = view.current;
  if (!current) return 0;
  const rank = card.slice(0, -1);
  if (card === 'X1' || card === 'X2') return 3;
  if (rank === 'Q') return 2;
  if (rank === 'J' && current.kind === 'door') return 4;
  const remaining = current.remaining;
  if (!remaining) return suitOf(card) === suitOf(current.card) ? 2 : 0;
  if (current.kind === 'pit') return remaining.any > 0 ? 1 : 0;
  return remaining[suitOf(card)] > 0 ? 2 : 0;
}

/** The move one tap on a card sends: the listed play of that card; a joker takes the suit most needed. */
export function playFor(view: KerkerhatzView, legal: readonly KerkerhatzMove[], card: FrenchCard): KerkerhatzMove | null {
  const plays = legal.filter((m): m is Extract<KerkerhatzMove, { type: 'play' }> => m.type === 'play' && m.card === card);
  if (plays.length <= 1) return plays[0] ?? null;
  const current = view.current;
  const remaining = current?.remaining ?? null;
  const wanted = (suit: Suit | undefined): number => {
    if (!suit) return -1;
    if (remaining) return remaining[suit];
    return current && suitOf(current.card) === suit ? 1 : 0;
  };
  return [...plays].sort((a, b) => wanted(b.suit) - wanted(a.suit))[0] ?? null;
}

type PowerMove = Extract<KerkerhatzMove, { type: 'power' }>;

/**
 * The listed power move: the free pause (the beginner clock's time keeper), or the paid power at the
 * three least useful cards (the healer names its teammate).
 */
export function powerFor(view: KerkerhatzView, legal: readonly KerkerhatzMove[], pay: 'free' | 'cards', teammate?: number): KerkerhatzMove | null {
  const powers = legal.filter(
    (m): m is PowerMove => m.type === 'power' && (m.discard.length === 0) === (pay === 'free') && (teammate === undefined || m.teammate === teammate),
  );
  const cost = (m: PowerMove): number => m.discard.reduce((sum, c) => sum + usefulness(view, c), 0);
  return [...powers].sort((a, b) => cost(a) - cost(b))[0] ?? null;
}

/** Whether the seat may pause for free now, whether it can pay for its power, and with which teammates (the healer). */
export function powerTargets(legal: readonly KerkerhatzMove[]): { free: boolean; paid: boolean; teammates: number[] } {
  const powers = legal.filter((m): m is PowerMove => m.type === 'power');
  const paid = powers.filter((m) => m.discard.length > 0);
  const teammates = [...new Set(paid.flatMap((m) => (m.teammate === undefined ? [] : [m.teammate])))].sort((a, b) => a - b);
  return { free: powers.length > paid.length, paid: paid.length > 0, teammates };
}

/** The hand as the table shows it: the view's hand less the cards played but not yet confirmed. */
export function optimisticHand(hand: readonly FrenchCard[], pending: readonly FrenchCard[]): FrenchCard[] {
  const out = hand.slice();
  for (const card of pending) {
    const i = out.indexOf(card);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** The keys that play the hand's cards: 1 … 9, then 0. */
export function cardForKey(key: string, hand: readonly FrenchCard[]): FrenchCard | null {
  if (!/^[0-9]$/.test(key)) return null;
  const index = key === '0' ? 9 : Number(key) - 1;
  return hand[index] ?? null;
}

/** Einsturz: the listed discard of exactly the cards picked so far, once enough are picked. */
export function discardFor(legal: readonly KerkerhatzMove[], picked: readonly FrenchCard[]): KerkerhatzMove | null {
  return legal.find((m) => m.type === 'discard' && m.cards.length === picked.length && m.cards.every((c) => picked.includes(c))) ?? null;
}

/** A box on the canvas (CSS pixels) and the font size set for it, as the board measures a plate. */
export interface PlateBox {
  x: number;
  y: number;
  w: number;
  h: number;
  font: number;
}

/** Where a plate's name row (the name, the level chip and the hero) starts under its top edge, in fonts. */
export const NAME_TOP = 0.42;

/** How far a callout bubble reaches above its plate, in fonts: kh.css keeps this much room over every plate. */
export const BUBBLE_ROOM = 2;

/**
 * A callout bubble for a text `textW`×`textH` over a teammate's plate: above the plate's top edge
 * at its right end, its tip pointing down at the plate and ending before the name row, so that it
 * never covers the name or the hero beside it (it used to sit a quarter into the plate).
 */
export function calloutBubble(plate: PlateBox, textW: number, textH: number): { x: number; y: number; w: number; h: number; tipY: number } {
  const f = plate.font;
  const w = textW + f * 1.2;
  const h = textH + f * 0.5;
  const x = Math.max(plate.x, plate.x + plate.w - w - f * 0.4);
  const bottom = plate.y - f * 0.1;
  return { x, y: bottom - h, w, h, tipY: plate.y + f * (NAME_TOP - 0.12) };
}

/**
 * Who the give-up question lists at a device several people share (hot-seat): everyone seated here
 * who has not agreed yet, the person holding the device first, to tick together. Nobody on a device
 * held by one person, and only the holder when the others here have agreed already: then there is
 * nothing to tick.
 */
export function giveUpHere(votes: readonly boolean[], seatedHere: readonly { seat: number; name: string }[], holder: number): { seat: number; name: string }[] {
  const open = seatedHere.filter((p) => p.seat !== holder && votes[p.seat] === false);
  const me = seatedHere.find((p) => p.seat === holder);
  return me ? [me, ...open] : [];
}
