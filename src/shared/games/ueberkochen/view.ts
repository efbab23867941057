import type { FrenchCard } from '../../cards';
import type { Seat, Viewer } from '../../engine/types';
import { POTS, potSum, roundsOf, type LastPlay, type Pot, type RoundRecord, type UeberkochenOptions, type UeberkochenState } from './rules';

/** What one viewer may know of an Überkochen match. Pots and taken piles are public; hands are not. */
export interface UeberkochenView {
  game: 'ueberkochen';
  viewer: Viewer;
  options: UeberkochenOptions;
  limit: number;
  round: number;
  rounds: number;
  dealer: Seat;
  turn: Seat | null;
  phase: UeberkochenState['phase'];
  /** The viewer's own hand; null for the table and spectators. */
  hand: FrenchCard[] | null;
  handSizes: number[];
  dummySize: number;
  pots: Record<Pot, FrenchCard[]>;
  potSums: Record<Pot, number>;
  /** Taken piles: face down, but every card in them was public when taken (the memory aid shows them). */
  taken: FrenchCard[][];
  totals: number[];
  history: RoundRecord[];
  lastPlay: LastPlay | null;
}

export function view(state: UeberkochenState, viewer: Viewer): UeberkochenView {
  const ownHand = typeof viewer === 'number' ? state.hands[viewer] : undefined;
  const potSums = {} as Record<Pot, number>;
  for (const pot of POTS) potSums[pot] = potSum(state.pots[pot]);
  return {
    game: 'ueberkochen',
    viewer,
    options: state.options,
    limit: state.options.limit,
    round: state.round,
    rounds: roundsOf(state.options),
    dealer: state.dealer,
    turn: state.turn,
    phase: state.phase,
    hand: ownHand ? ownHand.slice() : null,
    handSizes: state.hands.map((hand) => hand.length),
    dummySize: state.dummy.length,
    pots: { H: state.pots.H.slice(), D: state.pots.D.slice(), C: state.pots.C.slice() },
    potSums,
    taken: state.taken.map((pile) => pile.slice()),
    totals: state.totals.slice(),
    history: state.history,
    lastPlay: state.lastPlay,
  };
}

/** Cards a viewer may not see: every hand but their own, and the dummy hand. */
export function hiddenCards(state: UeberkochenState, viewer: Viewer): FrenchCard[] {
  const hidden: FrenchCard[] = [...state.dummy];
  state.hands.forEach((hand, seat) => {
    if (seat !== viewer) hidden.push(...hand);
  });
  return hidden;
}
