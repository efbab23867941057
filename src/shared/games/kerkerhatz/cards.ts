/**
 * What the cards mean: the dungeon cards' needs and what a hero card fills when played.
 * Shared by the rules, the views and the team bot (which counts for itself in the dark).
 */
import { SUITS, type FrenchCard, type Suit } from '../../cards';
import { BOSS_KIND, DOOR, EVENT, KINDS, MINI_BOSS, PIT, cardId } from './match';
import type { EncounterKind, Need, Played } from './state';

export function isJoker(card: FrenchCard): boolean {
  return isJokerId(cardId(card));
}

export function rankLetter(card: FrenchCard): string {
  return card.slice(0, -1);
}

/** The suit of a French card that is not a joker. */
export function suitLetter(card: FrenchCard): Suit {
  return card.slice(-1) as Suit;
}

// ---- By number: what the rules run on (match.ts numbers the cards) ----------------------------

/** A card's suit as its index in SUITS (C D H S), the slot of the need it counts toward. */
export function suitIndex(id: number): number {
  return (id / 13) | 0;
}

function rankIndex(id: number): number {
  return id % 13;
}

const JOKER = 52;
const RANK_FIVE = 4;
const RANK_JACK = 10;
const RANK_QUEEN = 11;
const RANK_KING = 12;
/** The slot of the pit's need, after the four suits. */
export const ANY_SLOT = 4;

export function isJokerId(id: number): boolean {
  return id >= JOKER;
}

/** A queen is the one card that may cancel an event. */
export function isQueenId(id: number): boolean {
  return !isJokerId(id) && rankIndex(id) === RANK_QUEEN;
}

/** What a dungeon card is, by its rank: A–4 doors, J mini-bosses, 5 events, K the boss (a KINDS index). */
export function kindOfId(id: number): number {
  const rank = rankIndex(id);
  if (rank === RANK_JACK) return MINI_BOSS;
  if (rank === RANK_FIVE) return EVENT;
  if (rank === RANK_KING) return BOSS_KIND;
  return DOOR;
}

/** ♠↔♣ and ♥↔♦, as suit indices (C D H S). */
function partnerIndex(suit: number): number {
  return 3 - suit;
}

/** Writes what a dungeon card needs when it turns up into `need` from `at`: C D H S, then any (an event needs nothing). */
export function needInto(need: { [i: number]: number }, at: number, id: number, kind: number, bossPerSuit: number): void {
  for (let i = 0; i <= ANY_SLOT; i++) need[at + i] = 0;
  const suit = suitIndex(id);
  if (kind === DOOR) need[at + suit] = rankIndex(id) + 1;
  else if (kind === MINI_BOSS) {
    need[at + suit] = 2;
    need[at + partnerIndex(suit)] = 2;
  } else if (kind === PIT) need[at + ANY_SLOT] = 4;
  else if (kind === BOSS_KIND) for (let i = 0; i < 4; i++) need[at + i] = bossPerSuit;
}

/** How many suit cards a hero card is worth: kings count double. */
export function worthOfId(id: number): number {
  return !isJokerId(id) && rankIndex(id) === RANK_KING ? 2 : 1;
}

/** A jack played onto a door defeats it at once. */
export function defeatsDoorId(id: number, kind: number): boolean {
  return kind === DOOR && !isJokerId(id) && rankIndex(id) === RANK_JACK;
}

/** The slot of the need a card counting as `suit` fills: any suit on the pit, else its own. */
export function slotOf(kind: number, suit: number): number {
  return kind === PIT ? ANY_SLOT : suit;
}

/** How much of what is left in its slot a card fills. */
export function fillOfId(id: number, left: number): number {
  return Math.min(worthOfId(id), left);
}

/** Whether a card in hand can count toward the current card at all (the test for being stuck). */
export function countsToward(need: { readonly [i: number]: number }, at: number, kind: number, id: number): boolean {
  if (kind === EVENT) return false;
  if (defeatsDoorId(id, kind)) return true;
  if (kind === PIT) return (need[at + ANY_SLOT] as number) > 0;
  if (isJokerId(id)) return (need[at] as number) + (need[at + 1] as number) + (need[at + 2] as number) + (need[at + 3] as number) > 0;
  return (need[at + suitIndex(id)] as number) > 0;
}

// ---- By name: the same meanings for views and bots --------------------------------------------

const NEED_KEYS = ['C', 'D', 'H', 'S', 'any'] as const;

export function partnerSuit(suit: Suit): Suit {
  return SUITS[partnerIndex(SUITS.indexOf(suit))] as Suit;
}

export function dungeonKind(card: FrenchCard): EncounterKind {
  return KINDS[kindOfId(cardId(card))] as EncounterKind;
}

export function emptyNeed(): Need {
  return { C: 0, D: 0, H: 0, S: 0, any: 0 };
}

export function needTotal(need: Need): number {
  return need.C + need.D + need.H + need.S + need.any;
}

export function needOf(card: FrenchCard, kind: EncounterKind, bossPerSuit: number): Need {
  const need = [0, 0, 0, 0, 0];
  needInto(need, 0, cardId(card), KINDS.indexOf(kind), bossPerSuit);
  return { C: need[0] as number, D: need[1] as number, H: need[2] as number, S: need[3] as number, any: need[4] as number };
}

export function worthOf(card: FrenchCard): number {
  return worthOfId(cardId(card));
}

export function defeatsDoor(card: FrenchCard, kind: EncounterKind): boolean {
  return defeatsDoorId(cardId(card), KINDS.indexOf(kind));
}

/** How much of a need a card would fill, counting as `suit` (its own, or a joker's choice). */
export function fillOf(need: Need, kind: EncounterKind, card: FrenchCard, suit: Suit): number {
  return fillOfId(cardId(card), need[NEED_KEYS[slotOf(KINDS.indexOf(kind), SUITS.indexOf(suit))] as keyof Need]);
}

/** The need after a card counted toward it. */
export function afterFill(need: Need, kind: EncounterKind, suit: Suit, amount: number): Need {
  if (amount === 0) return need;
  const key = NEED_KEYS[slotOf(KINDS.indexOf(kind), SUITS.indexOf(suit))] as keyof Need;
  return { ...need, [key]: need[key] - amount };
}

/** The need left after the played cards, counted from scratch: what a player works out in the dark. */
export function countRemaining(card: FrenchCard, kind: EncounterKind, bossPerSuit: number, played: readonly Played[]): Need {
  let need = needOf(card, kind, bossPerSuit);
  for (const p of played) {
    if (defeatsDoor(p.card, kind)) return emptyNeed();
    need = afterFill(need, kind, p.suit, fillOf(need, kind, p.card, p.suit));
  }
  return need;
}
