/**
 * Machtkampf — the rules' decisions, as functions of plain numbers: who deals what, must the
 * highest single go, may one call, does a play finish or a pass take the trick. The steps that
 * change the match (steps.ts) ask them; the state is in state.ts, the combinations in
 * combinations.ts and plays.ts, scoring and the end of the match in scoring.ts.
 * Sections follow ../../../../../shared/spec/rules/machtkampf.md: set-up, a game, last card.
 */
import { deriveSeed, shuffled, type Seed } from '../../cards';
import type { Seat } from '../../engine/types';
import { DISTINCT_CARDS, MACHTKAMPF_DECK, cardId } from './cards';
import { KIND_SHIFT, SINGLE, kindOfCode } from './combinations';
import type { MachtkampfOptions } from './state';

// ---- Set-up ------------------------------------------------------------------------------------

/** The deck as card indexes, in the deck's order: the seeded shuffle permutes it as it would the cards. */
const DECK_IDS: readonly number[] = MACHTKAMPF_DECK.map(cardId);

/**
 * The deal of game `game` as counts: DISTINCT_CARDS per seat, seat after seat, then (three
 * players) the hand that goes aside. The cards are shuffled with the game's seed and dealt one
 * at a time round the table from the dealer's left. The deal step (steps.ts) deals with this.
 */
export function dealCounts(seed: Seed, game: number, dealer: Seat, players: number, into?: Uint8Array): Uint8Array {
  const hands = players === 3 ? 4 : players;
  const counts = into ?? new Uint8Array(DISTINCT_CARDS * hands);
  counts.fill(0);
  const order = shuffled(DECK_IDS, deriveSeed(seed, 'deal', game));
  for (let i = 0; i < order.length; i++) {
    const hand = i % hands;
    const holder = hand < players ? (dealer + 1 + hand) % players : hand;
    const at = holder * DISTINCT_CARDS + (order[i] as number);
    counts[at] = (counts[at] as number) + 1;
  }
  return counts;
}

// ---- A game ------------------------------------------------------------------------------------

/**
 * On a singles trick under the obligation: whether the highest single beats the trick (then it
 * must be played, or a gang, and passing is not allowed). `topCode` is the trick's last play.
 */
export function mustPlayHighest(topCode: number, hard: boolean, highest: number): boolean {
  return hard && kindOfCode(topCode) === SINGLE && highest > topCode % KIND_SHIFT;
}

/** Who may call "Letzte Karte!": a player still in the game holding exactly one card, not yet called. */
export function mayCall(out: boolean, called: boolean, handSize: number): boolean {
  return !out && !called && handSize === 1;
}

/**
 * Whether playing down to `rest` cards from `handSize` finishes the game: only a player who held
 * exactly one card owed the call; going out with a pair or more needs none.
 */
export function finishes(rest: number, handSize: number, called: boolean): boolean {
  return rest === 0 && (handSize > 1 || called);
}

/** The app calls "Letzte Karte!" for a player left with one card when the option says so. */
export function callsForYou(options: MachtkampfOptions, rest: number): boolean {
  return rest === 1 && options.lastCardCall === 'auto';
}

/**
 * Whether a pass ends the trick: everybody still in has passed in a row after its last play (its
 * player too, when that player is out through a missed call).
 */
export function trickTaken(passes: number, inGame: number, ownerOut: boolean): boolean {
  return passes >= inGame - (ownerOut ? 0 : 1);
}

/** After a missed call the others play on, unless one player is left in: nobody can stop them now. */
export function lastOneLeftWins(inGame: number): boolean {
  return inGame === 1;
}
