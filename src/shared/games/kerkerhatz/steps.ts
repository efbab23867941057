/**
 * The phase steps of Kerkerhatz, changing a match (match.ts) in place: reveal, play, powers, events,
 * defeat, losing, and time. They are the rules' one implementation: the playout runs them directly,
 * the JSON rules (rules.ts, clock.ts) and the statechart run them between `load` and `save`.
 * They assume a legal move (rules.ts checks first).
 */
import type { Seat } from '../../engine/types';
import { countsToward, defeatsDoorId, fillOfId, kindOfId, needInto, slotOf, suitIndex } from './cards';
import { COLLAPSE_DISCARDS, HEALER_GIFT, POWER_COST, REVEAL_BEAT_MS } from './state';
import {
  ANY,
  BEATEN,
  BOSS,
  BOSS_KIND,
  BOSS_REVEALED,
  CAP,
  CAUSE,
  CLOCK,
  COLLAPSE,
  CURRENT,
  DARK,
  DISCARDS,
  DOOR,
  DUNGEON,
  ELAPSED,
  EVENT,
  EXPIRED,
  FIGHT,
  FIGHTER,
  GAVE_UP,
  HAND,
  HEALER,
  HERO,
  IDLE,
  KIND,
  LIMIT,
  LOST,
  NEED,
  NO_CARDS,
  NONE,
  NOW,
  PAUSED,
  PENDING,
  PHASE,
  PILE,
  PIT,
  PLAYED_CARD,
  PLAYED_SEAT,
  PLAYED_SUIT,
  REVEAL,
  REVEAL_AT,
  RUNNING,
  SCOUT,
  SPENT,
  STOPPED,
  STUCK,
  T_CANCELLED,
  T_DEFEATED,
  T_DOOR_POWERS,
  T_HAPPENED,
  T_JACK_DOORS,
  T_PLAYED,
  T_POWERS,
  T_WASTED,
  TIME,
  TIME_KEEPER,
  VOTE,
  WINDOW,
  WINDOW_ENDS,
  WON,
  bump,
  clear,
  indexIn,
  item,
  pop,
  push,
  put,
  remove,
  replace,
  size,
  type Match,
} from './match';

export function isOver(m: Match): boolean {
  return m.n[PHASE] === WON || m.n[PHASE] === LOST;
}

// ---- Hands ---------------------------------------------------------------------------------------

/** Draws from the seat's own pile up to hand size; above it, nothing. */
export function drawUp(m: Match, seat: Seat): void {
  let want = m.fixed.handSize - size(m, HAND + seat);
  while (want > 0 && size(m, PILE + seat) > 0) {
    push(m, HAND + seat, pop(m, PILE + seat));
    want--;
  }
}

/** The hands before Durcheinander passes them. */
const hands = new Uint8Array(4 * CAP);

/** The cards a move names (a power's three, an Einsturz pair, or a whole short hand). */
const named = new Uint8Array(CAP);

/** Moves the first `count` cards of `named` from a hand to that player's face-up discards (out of play). */
function discardNamed(m: Match, seat: Seat, count: number): void {
  for (let i = 0; i < count; i++) remove(m, HAND + seat, named[i] as number);
  for (let i = 0; i < count; i++) push(m, DISCARDS + seat, named[i] as number);
}

function nameHand(m: Match, seat: Seat): number {
  const count = size(m, HAND + seat);
  for (let i = 0; i < count; i++) named[i] = item(m, HAND + seat, i);
  return count;
}

// ---- Set-up and revealing ----------------------------------------------------------------------

export function chooseHero(m: Match, seat: Seat, hero: number): void {
  put(m, HERO + seat, hero);
  for (let s = 0; s < m.fixed.players; s++) if (m.n[HERO + s] === NONE) return;
  awaitReveal(m);
}

const need = [0, 0, 0, 0, 0];

/** What the card in the middle needs as it turns up (or becomes the pit). */
function setNeed(m: Match, card: number, kind: number): void {
  needInto(need, 0, card, kind, m.fixed.bossPerSuit);
  for (let i = 0; i < need.length; i++) put(m, NEED + i, need[i] as number);
}

function clearCurrent(m: Match): void {
  put(m, CURRENT, NONE);
  clear(m, PLAYED_CARD);
  clear(m, PLAYED_SEAT);
  clear(m, PLAYED_SUIT);
}

/** The middle is empty: the next card turns up after a short beat, or when somebody flips it. */
export function awaitReveal(m: Match): void {
  const { n } = m;
  put(m, PHASE, REVEAL);
  clearCurrent(m);
  put(m, WINDOW_ENDS, NONE);
  put(m, REVEAL_AT, m.fixed.manualFlip ? NONE : (n[NOW] as number) + REVEAL_BEAT_MS);
}

/** Turns up the top dungeon card, or the boss beneath the last one. The clock starts with the first card. */
export function revealCard(m: Match): void {
  const { n } = m;
  const fromDungeon = size(m, DUNGEON) > 0;
  const card = fromDungeon ? pop(m, DUNGEON) : (n[BOSS] as number);
  const kind = kindOfId(card);
  clearCurrent(m);
  put(m, CURRENT, card);
  put(m, KIND, kind);
  setNeed(m, card, kind);
  if (n[CLOCK] === IDLE) put(m, CLOCK, RUNNING);
  if (!fromDungeon) put(m, BOSS_REVEALED, 1);
  put(m, REVEAL_AT, NONE);
  put(m, PHASE, kind === EVENT ? WINDOW : FIGHT);
  put(m, WINDOW_ENDS, kind === EVENT ? (n[NOW] as number) + m.fixed.windowMs : NONE);
}

// ---- Playing a card ----------------------------------------------------------------------------

/**
 * A hero card from hand onto the current dungeon card: a queen in an event's window cancels it,
 * a jack on a door defeats it, anything else fills what it can (possibly nothing). The player draws
 * up, the time keeper's pause ends, and any call to give up lapses: the team plays on.
 * `jokerSuit` is the suit a joker counts as (NONE for any other card).
 */
export function playCard(m: Match, seat: Seat, card: number, jokerSuit: number): void {
  const { n } = m;
  remove(m, HAND + seat, card);
  if (n[CLOCK] === PAUSED) put(m, CLOCK, RUNNING);
  for (let s = 0; s < m.fixed.players; s++) if (n[VOTE + s] !== 0) put(m, VOTE + s, 0);
  bump(m, T_PLAYED);
  if (n[PHASE] === WINDOW) {
    bump(m, T_CANCELLED);
    push(m, BEATEN, n[CURRENT] as number);
    push(m, SPENT, card);
    awaitReveal(m);
    drawUp(m, seat);
    return;
  }
  const suit = jokerSuit === NONE ? suitIndex(card) : jokerSuit;
  const kind = n[KIND] as number;
  push(m, PLAYED_CARD, card);
  push(m, PLAYED_SEAT, seat);
  push(m, PLAYED_SUIT, suit);
  if (defeatsDoorId(card, kind)) {
    bump(m, T_JACK_DOORS);
    for (let i = NEED; i <= ANY; i++) put(m, i, 0);
  } else {
    const slot = NEED + slotOf(kind, suit);
    const amount = fillOfId(card, n[slot] as number);
    if (amount === 0) bump(m, T_WASTED);
    put(m, slot, (n[slot] as number) - amount);
  }
  drawUp(m, seat);
}

// ---- Hero powers -------------------------------------------------------------------------------

/**
 * Whether a hero may also pause for free: the time keeper on the beginner clock. Every power still
 * works as usual besides (three cards, draw up, the effect), so the time keeper chooses each time.
 */
export function hasFreePauseId(beginnerClock: boolean, hero: number): boolean {
  return hero === TIME_KEEPER && beginnerClock;
}

/** The suits whose doors the fighter (♠ ♣) and the scout (♥ ♦) defeat, as suit indices C D H S. */
function opensDoor(hero: number, suit: number): boolean {
  return hero === FIGHTER ? suit === 3 || suit === 0 : hero === SCOUT && (suit === 2 || suit === 1);
}

/**
 * Discard (the three cards `a b c`, or none for the free pause), the hero's effect, then draw up:
 * fighter and scout defeat a door of their suits, the healer hands the top four cards of their pile
 * to a teammate, the time keeper stops a running clock until the next card is played. A power used
 * during Einsturz leaves the player's two discards still owed (all their cards, if fewer are left).
 */
export function usePower(m: Match, seat: Seat, paid: boolean, a: number, b: number, c: number, teammate: Seat): void {
  const { n } = m;
  const hero = n[HERO + seat] as number;
  if (paid) {
    named[0] = a;
    named[1] = b;
    named[2] = c;
    discardNamed(m, seat, POWER_COST);
  }
  bump(m, T_POWERS + hero);
  if (hero === FIGHTER || hero === SCOUT) {
    if (n[CURRENT] !== NONE && n[KIND] === DOOR && opensDoor(hero, suitIndex(n[CURRENT] as number))) {
      bump(m, T_DOOR_POWERS);
      for (let i = NEED; i <= ANY; i++) put(m, i, 0);
    }
  } else if (hero === HEALER) {
    for (let i = 0; i < HEALER_GIFT && size(m, PILE + seat) > 0; i++) push(m, HAND + teammate, pop(m, PILE + seat));
  } else if (n[CLOCK] === RUNNING) {
    put(m, CLOCK, PAUSED);
  }
  drawUp(m, seat);
  if (n[PHASE] === COLLAPSE && indexIn(m, PENDING, seat) >= 0 && size(m, HAND + seat) < COLLAPSE_DISCARDS) collapseHand(m, seat);
}

// ---- Events ------------------------------------------------------------------------------------

/**
 * The reaction window closed without a queen: the event happens. Einsturz waits for everyone's two
 * discards (fewer than two cards: all of them go at once); Durcheinander passes every hand
 * clockwise; Finsternis darkens the table; Grube stays and needs four cards of any suits.
 */
export function eventHappens(m: Match): void {
  const { n } = m;
  const players = m.fixed.players;
  bump(m, T_HAPPENED);
  put(m, WINDOW_ENDS, NONE);
  switch (suitIndex(n[CURRENT] as number)) {
    case 3: {
      put(m, PHASE, COLLAPSE);
      clear(m, PENDING);
      for (let seat = 0; seat < players; seat++) {
        if (size(m, HAND + seat) >= COLLAPSE_DISCARDS) push(m, PENDING, seat);
        else {
          discardNamed(m, seat, nameHand(m, seat));
          drawUp(m, seat);
        }
      }
      return;
    }
    case 2: {
      // Every hand moves one seat on; the last seat's comes round to the first.
      hands.set(m.c.subarray(HAND * CAP, (HAND + players) * CAP));
      for (let seat = 0; seat < players; seat++) replace(m, HAND + seat, hands, ((seat - 1 + players) % players) * CAP);
      // Passing a hand is giving cards away: whoever now holds fewer than hand size draws up.
      for (let seat = 0; seat < players; seat++) drawUp(m, seat);
      endEvent(m);
      return;
    }
    case 1:
      put(m, DARK, 1);
      endEvent(m);
      return;
    default:
      put(m, PHASE, FIGHT);
      put(m, KIND, PIT);
      setNeed(m, n[CURRENT] as number, PIT);
  }
}

/** One player's two Einsturz discards (`a`, `b`), then they draw up. */
export function collapseDiscard(m: Match, seat: Seat, a: number, b: number): void {
  named[0] = a;
  named[1] = b;
  settleCollapse(m, seat, COLLAPSE_DISCARDS);
}

/** Whoever owes discards but holds fewer than two discards all they hold. */
function collapseHand(m: Match, seat: Seat): void {
  settleCollapse(m, seat, nameHand(m, seat));
}

function settleCollapse(m: Match, seat: Seat, count: number): void {
  discardNamed(m, seat, count);
  remove(m, PENDING, seat);
  drawUp(m, seat);
}

export function collapseOver(m: Match): boolean {
  return m.n[PHASE] === COLLAPSE && size(m, PENDING) === 0;
}

/** The event has done its work and is put aside; the next card comes. */
export function endEvent(m: Match): void {
  push(m, BEATEN, m.n[CURRENT] as number);
  clear(m, PENDING);
  awaitReveal(m);
}

// ---- Defeat ------------------------------------------------------------------------------------

export function isBeaten(m: Match): boolean {
  const { n } = m;
  if (n[PHASE] !== FIGHT || n[CURRENT] === NONE) return false;
  for (let i = NEED; i <= ANY; i++) if (n[i] !== 0) return false;
  return true;
}

/** The current card and every card on it leave play; the darkness lifts. The boss defeated wins the dungeon. */
export function defeatCurrent(m: Match): void {
  const { n } = m;
  push(m, BEATEN, n[CURRENT] as number);
  for (let i = 0; i < size(m, PLAYED_CARD); i++) push(m, SPENT, item(m, PLAYED_CARD, i));
  put(m, DARK, 0);
  bump(m, T_DEFEATED);
  if (n[KIND] === BOSS_KIND) {
    clearCurrent(m);
    put(m, PHASE, WON);
    put(m, REVEAL_AT, NONE);
    put(m, CLOCK, STOPPED);
    return;
  }
  awaitReveal(m);
}

// ---- Giving up and losing ----------------------------------------------------------------------

export function voteGiveUp(m: Match, seat: Seat): void {
  put(m, VOTE + seat, 1);
}

export function everyoneGaveUp(m: Match): boolean {
  if (isOver(m)) return false;
  for (let seat = 0; seat < m.fixed.players; seat++) if (m.n[VOTE + seat] !== 1) return false;
  return true;
}

export function noCardsLeft(m: Match): boolean {
  for (let seat = 0; seat < m.fixed.players; seat++) if (size(m, HAND + seat) > 0 || size(m, PILE + seat) > 0) return false;
  return true;
}

/** Whether a seat can pay for its power now: three cards in hand. Only a paid power changes cards. */
export function canCycle(m: Match, seat: Seat): boolean {
  return m.n[HERO + seat] !== NONE && size(m, HAND + seat) >= POWER_COST;
}

/**
 * Stuck, exactly: a card that needs cards is in the middle, no card in any hand can count toward
 * it (a jack on a door always can), and no player can use a power. The beginner clock's free pause
 * changes no card, so it does not keep a team from being stuck: only a power paid with three cards does.
 */
export function isStuck(m: Match): boolean {
  const { n } = m;
  if (n[PHASE] !== FIGHT || n[CURRENT] === NONE) return false;
  const kind = n[KIND] as number;
  for (let seat = 0; seat < m.fixed.players; seat++) {
    if (canCycle(m, seat)) return false;
    for (let i = 0; i < size(m, HAND + seat); i++) if (countsToward(n, NEED, kind, item(m, HAND + seat, i))) return false;
  }
  return true;
}

/** The team loses (a LossCause index): the timers stop. */
export function lose(m: Match, cause: number): void {
  put(m, PHASE, LOST);
  put(m, CAUSE, cause);
  put(m, REVEAL_AT, NONE);
  put(m, WINDOW_ENDS, NONE);
  put(m, CLOCK, cause === TIME ? EXPIRED : STOPPED);
}

/**
 * Whatever follows by itself once an action is done, in this order, written only here: a filled
 * card is defeated, Einsturz ends, the team gives up or loses. The JSON `apply` (and with it the
 * statechart), the timers and the playout all run it.
 */
export function settle(m: Match): void {
  if (isBeaten(m)) defeatCurrent(m);
  if (collapseOver(m)) endEvent(m);
  if (isOver(m)) return;
  if (everyoneGaveUp(m)) lose(m, GAVE_UP);
  else if (noCardsLeft(m)) lose(m, NO_CARDS);
  else if (isStuck(m)) lose(m, STUCK);
}

// ---- Time --------------------------------------------------------------------------------------

/** The instant the clock runs out, if it runs and has a limit (else NONE). */
function expiresAt(m: Match): number {
  const { n } = m;
  if (n[CLOCK] !== RUNNING || n[LIMIT] === NONE) return NONE;
  return (n[NOW] as number) + (n[LIMIT] as number) - (n[ELAPSED] as number);
}

/** The next instant at which the match changes by itself, or NONE. */
export function nextDeadline(m: Match): number {
  if (isOver(m)) return NONE;
  let next = expiresAt(m);
  const window = m.n[WINDOW_ENDS] as number;
  if (window !== NONE && (next === NONE || window < next)) next = window;
  const reveal = m.n[REVEAL_AT] as number;
  if (reveal !== NONE && (next === NONE || reveal < next)) next = reveal;
  return next;
}

/** Moves time on to `to` with nothing falling due on the way; a running clock counts it. */
function passTime(m: Match, to: number): void {
  const { n } = m;
  const now = n[NOW] as number;
  if (to <= now) return;
  if (n[CLOCK] === RUNNING) put(m, ELAPSED, (n[ELAPSED] as number) + (to - now));
  put(m, NOW, to);
}

function timeIsUp(m: Match): boolean {
  return !isOver(m) && m.n[LIMIT] !== NONE && (m.n[ELAPSED] as number) >= (m.n[LIMIT] as number);
}

/** Fires the one deadline due at the match's time. Time running out goes first. */
function fireDue(m: Match): void {
  const { n } = m;
  const now = n[NOW] as number;
  if (timeIsUp(m)) lose(m, TIME);
  else if (n[WINDOW_ENDS] !== NONE && (n[WINDOW_ENDS] as number) <= now) {
    eventHappens(m);
    settle(m);
  } else if (n[REVEAL_AT] !== NONE && (n[REVEAL_AT] as number) <= now) {
    revealCard(m);
    settle(m);
  }
}

/** Brings the match to the host time `now` (earlier times change nothing: the host's clock only goes forward). */
export function advance(m: Match, now: number): void {
  if (!Number.isFinite(now)) throw new Error(`kerkerhatz: the host time must be a number of ms, not ${now}`);
  for (;;) {
    if (isOver(m)) return;
    const due = nextDeadline(m);
    if (due === NONE || due > now) {
      passTime(m, now);
      return;
    }
    passTime(m, due);
    fireDue(m);
  }
}
