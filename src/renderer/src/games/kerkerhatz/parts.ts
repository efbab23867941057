/**
 * What the parts of the Kerkerhatz table (the dungeon, the hand, giving up) read of the board
 * (board.ts) while they build its DOM, and the actions they call on it: the board keeps the state,
 * the parts draw it.
 */
import type { FrenchCard } from '../../../../shared/cards';
import type { KerkerhatzMove, KerkerhatzView } from '../../../../shared/games/kerkerhatz';
import type { AppContext } from '../../table/context';
import type { BoardHost, Frame } from '../../table/board';
import { SUIT_SYMBOL } from '../../ui/cardText';

export const CALLOUTS = ['have.S', 'have.H', 'have.D', 'have.C', 'have.Q', 'have.J'] as const;

/** A card played here that the host has not confirmed yet: it shows on the dungeon card at once. */
export interface Pending {
  card: FrenchCard;
  target: FrenchCard;
}

/** A teammate's (or this seat's) callout, shown until `until`. */
export interface Callout {
  seat: number | null;
  name: string;
  emote: string;
  until: number;
}

export interface KhTable {
  readonly ctx: AppContext;
  readonly host: BoardHost;
  /** The board's element, which the parts fill. */
  readonly main: HTMLElement;
  /** Pixi draws the cards (scene.ts); a phone shows CSS card faces instead. */
  readonly pixi: boolean;
  readonly frame: Frame | null;
  readonly view: KerkerhatzView | null;
  readonly legal: readonly KerkerhatzMove[];
  readonly pending: readonly Pending[];
  readonly discardPick: readonly FrenchCard[];
  /** Why a tapped card cannot go onto the event now in the middle: said in the event box, for a while. */
  readonly eventReason: { target: FrenchCard; text: string } | null;
  readonly callouts: readonly Callout[];
  /** Builds the table anew from the last frame, keeping the focus. */
  redraw(): void;
  playMove(move: KerkerhatzMove): void;
  /** A greyed card says why it cannot go. */
  refuse(card: FrenchCard, at: Element): void;
  pickDiscard(card: FrenchCard): void;
  usePower(pay: 'free' | 'cards', teammate?: number): void;
  callout(emote: string): void;
  /** Lifts a hand card on the Pixi table (under the pointer, with the focus). */
  lift(card: FrenchCard, up: boolean): void;
}

/** A callout's words: a suit's symbol, or the queen or the jack. */
export function calloutText(tr: AppContext['tr'], emote: string): string {
  const what = emote.slice(5);
  const symbol = SUIT_SYMBOL[what];
  return symbol ? tr('kerkerhatz.have', { what: symbol }) : tr(`kerkerhatz.have.${what}`);
}
