import type { FrenchCard } from '../../cards';
import type { Seat, Viewer } from '../../engine/types';
import { mustMakeItHard } from './steps';
import { type Direction, type Exchange, type GameRecord, type MachtkampfMove, type MachtkampfOptions, type MachtkampfState, type TrickPlay } from './state';

/**
 * What one viewer may know of a Machtkampf match. Card counts, the trick, the finished tricks and
 * the exchanged cards are public; the hands are not, and nobody ever sees the unused fourth hand.
 */
export interface MachtkampfView {
  game: 'machtkampf';
  viewer: Viewer;
  options: MachtkampfOptions;
  /** The total that ends the match: 100, or 50 in a short match. */
  target: number;
  gameNumber: number;
  dealer: Seat;
  direction: Direction;
  phase: MachtkampfState['phase'];
  turn: Seat | null;
  /** The viewer's own hand in single-card order; null for the table and spectators. */
  hand: FrenchCard[] | null;
  handSizes: number[];
  dummySize: number;
  trick: TrickPlay[];
  passes: number;
  /** The next play must contain the A♠ (the match's first lead). */
  aceLead: boolean;
  /** The player to move sits before someone with one card and must make it hard. */
  mustMakeItHard: boolean;
  called: boolean[];
  out: boolean[];
  discard: FrenchCard[];
  exchange: Exchange | null;
  winner: Seat | null;
  totals: number[];
  history: GameRecord[];
  lastAction: { seat: Seat; move: MachtkampfMove } | null;
}

export function view(state: MachtkampfState, viewer: Viewer): MachtkampfView {
  const ownHand = typeof viewer === 'number' ? state.hands[viewer] : undefined;
  return {
    game: 'machtkampf',
    viewer,
    options: state.options,
    target: state.options.matchEnd,
    gameNumber: state.game,
    dealer: state.dealer,
    direction: state.direction,
    phase: state.phase,
    turn: state.turn,
    hand: ownHand ? ownHand.slice() : null,
    handSizes: state.hands.map((hand) => hand.length),
    dummySize: state.dummy.length,
    trick: state.trick,
    passes: state.passes,
    aceLead: state.aceLead,
    mustMakeItHard: mustMakeItHard(state),
    called: state.called.slice(),
    out: state.out.slice(),
    discard: state.discard.slice(),
    exchange: state.exchange,
    winner: state.winner,
    totals: state.totals.slice(),
    history: state.history,
    lastAction: state.lastAction,
  };
}

/** Cards a viewer may not see: every other hand, less the cards everybody saw go into it in the exchange, and the unused hand. */
export function hiddenCards(state: MachtkampfState, viewer: Viewer): FrenchCard[] {
  const hidden: FrenchCard[] = [...state.dummy];
  state.hands.forEach((hand, seat) => {
    if (seat === viewer) return;
    const known = (state.known[seat] as FrenchCard[]).slice();
    for (const card of hand) {
      const index = known.indexOf(card);
      if (index >= 0) known.splice(index, 1);
      else hidden.push(card);
    }
  });
  return hidden;
}
