/**
 * What the cards mean: the dungeon cards' needs and what a hero card fills when played.
 * Shared by the rules, the views and the team bot (which counts for itself in the dark).
 */
import { SUITS, type FrenchCard, type Suit } from '../../cards';
import type { EncounterKind, Need, Played } from './state';

export function isJoker(card: FrenchCard): boolean {
  return card === 'X1' || card === 'X2';
}

export function rankLetter(card: FrenchCard): string {
  return card.slice(0, -1);
}

/** The suit of a French card that is not a joker. */
export function suitLetter(card: FrenchCard): Suit {
  return card.slice(-1) as Suit;
}

/** ♠↔♣ and ♥↔♦. */
export function partnerSuit(suit: Suit): Suit {
  switch (suit) {
    case 'S':
      return 'C';
    case 'C':
      return 'S';
    case 'H':
      return 'D';
    case 'D':
      return 'H';
    default: {
      const never: never = suit;
      throw new Error(`no suit ${String(never)}`);
    }
  }
}

/** What a dungeon card is, by its rank: A–4 doors, J mini-bosses, 5 events, K the boss. */
export function dungeonKind(card: FrenchCard): EncounterKind {
  const rank = rankLetter(card);
  if (rank === 'J') return 'miniBoss';
  if (rank === '5') return 'event';
  if (rank === 'K') return 'boss';
  return 'door';
}

export function emptyNeed(): Need {
  return { C: 0, D: 0, H: 0, S: 0, any: 0 };
}

export function needTotal(need: Need): number {
  return need.C + need.D + need.H + need.S + need.any;
}

/** What a dungeon card needs when it turns up (an event needs nothing: it is cancelled or happens). */
export function needOf(card: FrenchCard, kind: EncounterKind, bossPerSuit: number): Need {
  const need = emptyNeed();
  switch (kind) {
    case 'door': {
      const rank = rankLetter(card);
      need[suitLetter(card)] = rank === 'A' ? 1 : Number(rank);
      return need;
    }
    case 'miniBoss':
      need[suitLetter(card)] = 2;
      need[partnerSuit(suitLetter(card))] = 2;
      return need;
    case 'pit':
      need.any = 4;
      return need;
    case 'boss':
      for (const suit of SUITS) need[suit] = bossPerSuit;
      return need;
    case 'event':
      return need;
    default: {
      const never: never = kind;
      throw new Error(`unknown encounter ${String(never)}`);
    }
  }
}

/** How many suit cards a hero card is worth: kings count double. */
export function worthOf(card: FrenchCard): number {
  return rankLetter(card) === 'K' ? 2 : 1;
}

/** A jack played onto a door defeats it at once. */
export function defeatsDoor(card: FrenchCard, kind: EncounterKind): boolean {
  return kind === 'door' && rankLetter(card) === 'J';
}

/** How much of a need a card would fill, counting as `suit` (its own, or a joker's choice). */
export function fillOf(need: Need, kind: EncounterKind, card: FrenchCard, suit: Suit): number {
  const worth = worthOf(card);
  return Math.min(worth, kind === 'pit' ? need.any : need[suit]);
}

/** The need after a card counted toward it. */
export function afterFill(need: Need, kind: EncounterKind, suit: Suit, amount: number): Need {
  if (amount === 0) return need;
  const next = { ...need };
  if (kind === 'pit') next.any -= amount;
  else next[suit] -= amount;
  return next;
}

/** Whether a card in hand can count toward the current card at all (the test for being stuck). */
export function cardCounts(need: Need, kind: EncounterKind, card: FrenchCard): boolean {
  if (kind === 'event') return false;
  if (defeatsDoor(card, kind)) return true;
  if (kind === 'pit') return need.any > 0;
  if (isJoker(card)) return need.C + need.D + need.H + need.S > 0;
  return need[suitLetter(card)] > 0;
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
