/**
 * The phase steps of Kerkerhatz as pure functions: reveal, play, powers, events, defeat, losing.
 * They assume a legal move (rules.ts checks first); the statechart and `apply` both compose them.
 */
import type { FrenchCard, Suit } from '../../cards';
import type { Seat } from '../../engine/types';
import { levelOf } from './campaign';
import { afterFill, cardCounts, defeatsDoor, dungeonKind, emptyNeed, fillOf, isJoker, needOf, needTotal, rankLetter, suitLetter } from './cards';
import {
  COLLAPSE_DISCARDS,
  HEALER_GIFT,
  REVEAL_BEAT_MS,
  handSizeOf,
  isOver,
  type Encounter,
  type Hero,
  type KerkerhatzOptions,
  type KerkerhatzState,
  type LossCause,
} from './state';

// ---- Hands ---------------------------------------------------------------------------------------

/** Draws from the seat's own pile up to hand size; above it, nothing. */
export function drawUp(state: KerkerhatzState, seat: Seat): KerkerhatzState {
  const hand = state.hands[seat] as FrenchCard[];
  const pile = state.piles[seat] as FrenchCard[];
  const want = handSizeOf(state.options) - hand.length;
  if (want <= 0 || pile.length === 0) return state;
  const take = Math.min(want, pile.length);
  const hands = state.hands.slice();
  const piles = state.piles.slice();
  hands[seat] = [...hand, ...pile.slice(0, take)];
  piles[seat] = pile.slice(take);
  return { ...state, hands, piles };
}

function withoutCards(hand: readonly FrenchCard[], cards: readonly FrenchCard[]): FrenchCard[] {
  return hand.filter((card) => !cards.includes(card));
}

/** Moves cards from a hand to that player's face-up discards (out of play). */
function discardFromHand(state: KerkerhatzState, seat: Seat, cards: readonly FrenchCard[]): KerkerhatzState {
  if (cards.length === 0) return state;
  const hands = state.hands.slice();
  const discards = state.discards.slice();
  hands[seat] = withoutCards(state.hands[seat] as FrenchCard[], cards);
  discards[seat] = [...(state.discards[seat] as FrenchCard[]), ...cards];
  return { ...state, hands, discards };
}

// ---- Set-up and revealing ----------------------------------------------------------------------

export function chooseHero(state: KerkerhatzState, seat: Seat, hero: Hero): KerkerhatzState {
  const heroes = state.heroes.slice();
  heroes[seat] = hero;
  const next = { ...state, heroes };
  return heroes.every((h) => h !== null) ? awaitReveal(next) : next;
}

/** The middle is empty: the next card turns up after a short beat, or when somebody flips it. */
export function awaitReveal(state: KerkerhatzState): KerkerhatzState {
  return { ...state, phase: 'reveal', current: null, windowEndsAt: null, revealAt: state.options.manualFlip ? null : state.now + REVEAL_BEAT_MS };
}

/** Turns up the top dungeon card, or the boss beneath the last one. The clock starts with the first card. */
export function revealCard(state: KerkerhatzState): KerkerhatzState {
  const fromDungeon = state.dungeon.length > 0;
  const card = fromDungeon ? (state.dungeon[0] as FrenchCard) : state.boss;
  const kind = dungeonKind(card);
  const current: Encounter = { card, kind, remaining: needOf(card, kind, levelOf(state.options, state.options.level).bossPerSuit), played: [] };
  const clock = state.clock.status === 'idle' ? { ...state.clock, status: 'running' as const } : state.clock;
  return {
    ...state,
    dungeon: fromDungeon ? state.dungeon.slice(1) : state.dungeon,
    bossRevealed: state.bossRevealed || !fromDungeon,
    current,
    clock,
    revealAt: null,
    phase: kind === 'event' ? 'window' : 'fight',
    windowEndsAt: kind === 'event' ? state.now + state.options.eventWindowMs : null,
  };
}

// ---- Playing a card ----------------------------------------------------------------------------

/**
 * A hero card from hand onto the current dungeon card: a queen in an event's window cancels it,
 * a jack on a door defeats it, anything else fills what it can (possibly nothing). The player draws
 * up, the time keeper's pause ends, and any call to give up lapses: the team plays on.
 */
export function playCard(state: KerkerhatzState, seat: Seat, card: FrenchCard, jokerSuit: Suit | null): KerkerhatzState {
  const current = state.current as Encounter;
  const hands = state.hands.slice();
  hands[seat] = withoutCards(state.hands[seat] as FrenchCard[], [card]);
  const clock = state.clock.status === 'paused' ? { ...state.clock, status: 'running' as const } : state.clock;
  let next: KerkerhatzState = { ...state, hands, clock, giveUpVotes: state.giveUpVotes.map(() => false) };
  const tally = { ...state.tally, played: state.tally.played + 1 };

  if (state.phase === 'window') {
    tally.cancelled++;
    next = awaitReveal({ ...next, beaten: [...state.beaten, current.card], spent: [...state.spent, card], tally });
    return drawUp(next, seat);
  }
  const suit = jokerSuit ?? suitLetter(card);
  const played = [...current.played, { seat, card, suit }];
  let remaining;
  if (defeatsDoor(card, current.kind)) {
    tally.jackDoors++;
    remaining = emptyNeed();
  } else {
    const amount = fillOf(current.remaining, current.kind, card, suit);
    if (amount === 0) tally.wasted++;
    remaining = afterFill(current.remaining, current.kind, suit, amount);
  }
  next = { ...next, current: { ...current, played, remaining }, tally };
  return drawUp(next, seat);
}

// ---- Hero powers -------------------------------------------------------------------------------

/**
 * Whether a hero may also pause for free: the time keeper on the beginner clock. Every power still
 * works as usual besides (three cards, draw up, the effect), so the time keeper chooses each time.
 */
export function hasFreePause(options: KerkerhatzOptions, hero: Hero): boolean {
  return hero === 'timeKeeper' && options.beginnerClock;
}

/**
 * Discard (three cards, or none for the free pause), the hero's effect, then draw up:
 * fighter and scout defeat a door of their suits, the healer hands the top four cards of their pile
 * to a teammate, the time keeper stops a running clock until the next card is played. A power used
 * during Einsturz leaves the player's two discards still owed (all their cards, if fewer are left).
 */
export function usePower(state: KerkerhatzState, seat: Seat, discard: readonly FrenchCard[], teammate: Seat | null): KerkerhatzState {
  const hero = state.heroes[seat] as Hero;
  let next = discardFromHand(state, seat, discard);
  const tally = { ...next.tally, powers: { ...next.tally.powers, [hero]: next.tally.powers[hero] + 1 } };
  const door = next.current?.kind === 'door' ? next.current : null;
  switch (hero) {
    case 'fighter':
    case 'scout': {
      const suits = hero === 'fighter' ? ['S', 'C'] : ['H', 'D'];
      if (door && suits.includes(suitLetter(door.card))) {
        tally.doorPowers++;
        next = { ...next, current: { ...door, remaining: emptyNeed() } };
      }
      break;
    }
    case 'healer': {
      const mate = teammate as Seat;
      const pile = next.piles[seat] as FrenchCard[];
      const gift = pile.slice(0, HEALER_GIFT);
      const hands = next.hands.slice();
      const piles = next.piles.slice();
      hands[mate] = [...(next.hands[mate] as FrenchCard[]), ...gift];
      piles[seat] = pile.slice(gift.length);
      next = { ...next, hands, piles };
      break;
    }
    case 'timeKeeper':
      if (next.clock.status === 'running') next = { ...next, clock: { ...next.clock, status: 'paused' } };
      break;
    default: {
      const never: never = hero;
      throw new Error(`unknown hero ${String(never)}`);
    }
  }
  return owesLessThanTwo(drawUp({ ...next, tally }, seat), seat);
}

/** During Einsturz, a player who owes discards but holds fewer than two (after a power) discards all. */
function owesLessThanTwo(state: KerkerhatzState, seat: Seat): KerkerhatzState {
  const hand = state.hands[seat] as FrenchCard[];
  if (state.phase !== 'collapse' || !state.collapsePending.includes(seat) || hand.length >= COLLAPSE_DISCARDS) return state;
  return collapseDiscard(state, seat, hand);
}

// ---- Events ------------------------------------------------------------------------------------

/**
 * The reaction window closed without a queen: the event happens. Einsturz waits for everyone's two
 * discards (fewer than two cards: all of them go at once); Durcheinander passes every hand
 * clockwise; Finsternis darkens the table; Grube stays and needs four cards of any suits.
 */
export function eventHappens(state: KerkerhatzState): KerkerhatzState {
  const current = state.current as Encounter;
  const tally = { ...state.tally, happened: state.tally.happened + 1 };
  const base = { ...state, windowEndsAt: null, tally };
  const suit = suitLetter(current.card);
  switch (suit) {
    case 'S': {
      let next: KerkerhatzState = { ...base, phase: 'collapse', collapsePending: [] };
      const pending: Seat[] = [];
      state.hands.forEach((hand, seat) => {
        if (hand.length >= COLLAPSE_DISCARDS) pending.push(seat);
        else next = drawUp(discardFromHand(next, seat, hand), seat);
      });
      return { ...next, collapsePending: pending };
    }
    case 'H': {
      const n = state.hands.length;
      const hands = state.hands.map((_, seat) => state.hands[(seat - 1 + n) % n] as FrenchCard[]);
      let next: KerkerhatzState = { ...base, hands };
      // Passing a hand is giving cards away: whoever now holds fewer than hand size draws up.
      for (let seat = 0; seat < n; seat++) next = drawUp(next, seat);
      return endEvent(next);
    }
    case 'D':
      return endEvent({ ...base, dark: true });
    case 'C':
      return { ...base, phase: 'fight', current: { ...current, kind: 'pit', remaining: needOf(current.card, 'pit', levelOf(state.options, state.options.level).bossPerSuit) } };
    default: {
      const never: never = suit;
      throw new Error(`unknown suit ${String(never)}`);
    }
  }
}

/** One player's two Einsturz discards, then they draw up. */
export function collapseDiscard(state: KerkerhatzState, seat: Seat, cards: readonly FrenchCard[]): KerkerhatzState {
  const next = discardFromHand(state, seat, cards);
  return drawUp({ ...next, collapsePending: state.collapsePending.filter((s) => s !== seat) }, seat);
}

export function collapseOver(state: KerkerhatzState): boolean {
  return state.phase === 'collapse' && state.collapsePending.length === 0;
}

/** The event has done its work and is put aside; the next card comes. */
export function endEvent(state: KerkerhatzState): KerkerhatzState {
  const card = (state.current as Encounter).card;
  return awaitReveal({ ...state, beaten: [...state.beaten, card], collapsePending: [] });
}

// ---- Defeat ------------------------------------------------------------------------------------

export function isBeaten(state: KerkerhatzState): boolean {
  return state.phase === 'fight' && state.current !== null && needTotal(state.current.remaining) === 0;
}

/** The current card and every card on it leave play; the darkness lifts. The boss defeated wins the dungeon. */
export function defeatCurrent(state: KerkerhatzState): KerkerhatzState {
  const current = state.current as Encounter;
  const next: KerkerhatzState = {
    ...state,
    beaten: [...state.beaten, current.card],
    spent: [...state.spent, ...current.played.map((p) => p.card)],
    dark: false,
    tally: { ...state.tally, defeated: state.tally.defeated + 1 },
  };
  if (current.kind === 'boss') {
    return { ...next, current: null, phase: 'won', revealAt: null, clock: { ...next.clock, status: 'stopped' } };
  }
  return awaitReveal(next);
}

// ---- Giving up and losing ----------------------------------------------------------------------

export function voteGiveUp(state: KerkerhatzState, seat: Seat): KerkerhatzState {
  const giveUpVotes = state.giveUpVotes.slice();
  giveUpVotes[seat] = true;
  return { ...state, giveUpVotes };
}

export function everyoneGaveUp(state: KerkerhatzState): boolean {
  return !isOver(state) && state.giveUpVotes.every(Boolean);
}

export function noCardsLeft(state: KerkerhatzState): boolean {
  return state.hands.every((hand) => hand.length === 0) && state.piles.every((pile) => pile.length === 0);
}

/** Whether a seat can pay for its power now: three cards in hand. Only a paid power changes cards. */
export function canCycle(state: KerkerhatzState, seat: Seat): boolean {
  const hero = state.heroes[seat];
  return hero !== null && hero !== undefined && (state.hands[seat] as FrenchCard[]).length >= 3;
}

/**
 * Stuck, exactly: a card that needs cards is in the middle, no card in any hand can count toward
 * it (a jack on a door always can), and no player can use a power. The beginner clock's free pause
 * changes no card, so it does not keep a team from being stuck: only a power paid with three cards does.
 */
export function isStuck(state: KerkerhatzState): boolean {
  const current = state.current;
  if (state.phase !== 'fight' || current === null) return false;
  for (let seat = 0; seat < state.hands.length; seat++) {
    if (canCycle(state, seat)) return false;
    for (const card of state.hands[seat] as FrenchCard[]) if (cardCounts(current.remaining, current.kind, card)) return false;
  }
  return true;
}

export function lose(state: KerkerhatzState, cause: LossCause): KerkerhatzState {
  const status = cause === 'time' ? 'expired' : 'stopped';
  return { ...state, phase: 'lost', cause, revealAt: null, windowEndsAt: null, clock: { ...state.clock, status } };
}

/** Whatever follows by itself once an action is done: a filled card is defeated, Einsturz ends, the team gives up or loses. */
export function settle(state: KerkerhatzState): KerkerhatzState {
  let s = state;
  if (isBeaten(s)) s = defeatCurrent(s);
  if (collapseOver(s)) s = endEvent(s);
  if (isOver(s)) return s;
  if (everyoneGaveUp(s)) return lose(s, 'gaveUp');
  if (noCardsLeft(s)) return lose(s, 'noCards');
  if (isStuck(s)) return lose(s, 'stuck');
  return s;
}

/** A queen is the one card that may cancel an event. */
export function isQueen(card: FrenchCard): boolean {
  return !isJoker(card) && rankLetter(card) === 'Q';
}
