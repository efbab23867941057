/**
 * The next game: the strong get stronger (spec: "The next game"). After the deal the previous
 * game's loser gives their highest card to its winner, and the winner gives any card back; both
 * cards are shown to everybody.
 */
import type { FrenchCard } from '../../cards';
import { refuse } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import { highestCard } from './cards';
import { checkSeat, readMove, withCard, withoutCard, type GameRecord, type MachtkampfState } from './state';

/** The previous game's loser hands their highest card to its winner, for everybody to see. */
export function giveHighestCard(state: MachtkampfState): MachtkampfState {
  const { winner, loser, loserBy } = state.history[state.history.length - 1] as GameRecord;
  const given = highestCard(state.hands[loser] as FrenchCard[]);
  const hands = state.hands.slice();
  hands[loser] = withoutCard(hands[loser] as FrenchCard[], given);
  hands[winner] = withCard(hands[winner] as FrenchCard[], given);
  const known = state.known.slice();
  known[winner] = [given];
  return { ...state, hands, known, exchange: { winner, loser, loserBy, given, returned: null } };
}

/** The winner hands any one card back to the loser (shown to everybody), then leads the game. */
export function giveBack(state: MachtkampfState, seat: Seat, rawMove: unknown): MachtkampfState {
  checkSeat(state, seat);
  const move = readMove(rawMove);
  const exchange = state.exchange;
  if (state.phase !== 'exchange' || !exchange) refuse('machtkampf.noExchange');
  if (move.type !== 'giveBack') {
    if (move.type === 'callLastCard') refuse('machtkampf.notOneCard');
    refuse(seat === state.turn ? 'machtkampf.giveBackFirst' : 'rule.notYourTurn');
  }
  if (seat !== exchange.winner) refuse('rule.notYourTurn');
  const hand = state.hands[seat] as FrenchCard[];
  if (!hand.includes(move.card)) refuse('rule.notInHand', { card: move.card });
  const hands = state.hands.slice();
  hands[seat] = withoutCard(hand, move.card);
  hands[exchange.loser] = withCard(hands[exchange.loser] as FrenchCard[], move.card);
  const known = knownAfterReturn(state.known, seat, exchange.loser, move.card);
  return {
    ...state,
    hands,
    known,
    exchange: { ...exchange, returned: move.card },
    phase: 'playing',
    turn: seat,
    lastAction: { seat, move },
  };
}

/** What everybody knows after the winner's card went back: it left the winner and joined what the loser is known to hold. */
export function knownAfterReturn(known: readonly FrenchCard[][], winner: Seat, loser: Seat, card: FrenchCard): FrenchCard[][] {
  const next = known.slice();
  next[winner] = withoutCard(known[winner] as FrenchCard[], card);
  next[loser] = [...(known[loser] as FrenchCard[]), card];
  return next;
}
