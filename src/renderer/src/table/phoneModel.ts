/**
 * What a phone that holds one seat of a pot game shows: its own hand, the piles with their sums
 * (the player needs them to choose), and whose turn it is. Pure, built from the table model; the
 * moves come only from the model's choices, which are the host's legal list.
 */
import type { Card } from '../../../shared/cards';
import type { Choice, TableModel, Tint } from './model';

export interface PhoneCard {
  card: Card;
  /** Hands of Dreizehn hold equal cards: the position keeps their buttons apart. */
  key: string;
  playable: boolean;
  selected: boolean;
}

export interface PhonePile {
  index: number;
  name: string;
  sum: number;
  limit: number;
  count: number;
  /** The card on top, so the player sees what lies there. */
  top: Card | null;
  tint: Tint;
  /** The move that puts the selected card here, if the host allows it. */
  choice: Choice | null;
}

export interface PhoneSeat {
  seat: number;
  name: string;
  handSize: number;
  total: number;
  turn: boolean;
  you: boolean;
}

export interface PhoneView {
  cards: PhoneCard[];
  piles: PhonePile[];
  seats: PhoneSeat[];
  /** The selected card if it is still playable, else null. */
  selected: Card | null;
  mine: boolean;
  over: boolean;
}

export function phoneView(model: TableModel, selected: Card | null): PhoneView {
  const playable = new Set(model.choices.map((c) => c.card));
  const chosen = selected !== null && playable.has(selected) ? selected : null;
  const targets = chosen ? model.choices.filter((c) => c.card === chosen) : [];
  return {
    // Equal cards are one choice: only the first of them shows as picked up.
    cards: (model.hand ?? []).map((card, i, hand) => ({
      card,
      key: `${i}-${card}`,
      playable: playable.has(card),
      selected: card === chosen && hand.indexOf(card) === i,
    })),
    piles: model.piles.map((pile) => ({
      index: pile.index,
      name: pile.name,
      sum: pile.sum,
      limit: pile.limit,
      count: pile.cards.length,
      top: pile.cards[pile.cards.length - 1] ?? null,
      tint: pile.tint,
      choice: targets.find((c) => c.pile === pile.index) ?? null,
    })),
    seats: model.seats.map((s) => ({ seat: s.seat, name: s.name, handSize: s.handSize, total: s.total, turn: s.turn, you: s.you })),
    selected: chosen,
    mine: model.choices.length > 0,
    over: model.phase === 'over',
  };
}

/** Why a card cannot be played: the refusal code (and its parameters) the rules would answer its move with. */
export interface CardRefusal {
  code: string;
  params: Record<string, string>;
}

/**
 * Why a card of the hand is not among the moves: the match is over, or another seat is to move
 * (the rules' own refusals); on the player's turn a card the legal list leaves out can go nowhere.
 */
export function cardRefusal(state: { over: boolean; mine: boolean }, card: Card): CardRefusal {
  if (state.over) return { code: 'rule.matchOver', params: {} };
  if (!state.mine) return { code: 'rule.notYourTurn', params: {} };
  return { code: 'table.cardNowhere', params: { card } };
}

/** What a tap on a card in the hand does. */
export type CardTap = { kind: 'select'; card: Card | null } | { kind: 'refuse'; refusal: CardRefusal };

/** Tapping a playable card selects it; tapping the selected card again lets go of it; any other card says why it cannot go. */
export function tapCard(view: PhoneView, card: Card): CardTap {
  const entry = view.cards.find((c) => c.card === card);
  if (!entry?.playable) return { kind: 'refuse', refusal: cardRefusal(view, card) };
  return { kind: 'select', card: view.selected === card ? null : card };
}
