import type { DreizehnCard } from './cards';
import type { Seat, Viewer } from '../../engine/types';
import { boardSum, roundsOf, type Colour, type DreizehnOptions, type DreizehnState, type LastPlay, type RoundRecord } from './rules';

export interface BoardView {
  colour: Colour | null;
  cards: DreizehnCard[];
  sum: number;
}

/**
 * What one viewer may know of a Dreizehn match. Boards and taken piles are public; hands are not,
 * and of the draw pile only its size is.
 */
export interface DreizehnView {
  game: 'dreizehn';
  viewer: Viewer;
  options: DreizehnOptions;
  limit: number;
  round: number;
  rounds: number;
  dealer: Seat;
  turn: Seat | null;
  phase: DreizehnState['phase'];
  /** The viewer's own hand; null for the table and spectators. */
  hand: DreizehnCard[] | null;
  handSizes: number[];
  drawPileSize: number;
  dummySize: number;
  boards: BoardView[];
  /** Taken piles: face down, but every card in them was public when taken (the memory aid shows them). */
  taken: DreizehnCard[][];
  totals: number[];
  history: RoundRecord[];
  lastPlay: LastPlay | null;
}

export function view(state: DreizehnState, viewer: Viewer): DreizehnView {
  const ownHand = typeof viewer === 'number' ? state.hands[viewer] : undefined;
  return {
    game: 'dreizehn',
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
    drawPileSize: state.drawPile.length,
    dummySize: state.dummy.length,
    boards: state.boards.map((board) => ({ colour: board.colour, cards: board.cards.slice(), sum: boardSum(board.cards) })),
    taken: state.taken.map((pile) => pile.slice()),
    totals: state.totals.slice(),
    history: state.history,
    lastPlay: state.lastPlay,
  };
}

/** Cards a viewer may not see: every hand but their own, the draw pile and the dummy hand. */
export function hiddenCards(state: DreizehnState, viewer: Viewer): DreizehnCard[] {
  const hidden: DreizehnCard[] = [...state.drawPile, ...state.dummy];
  state.hands.forEach((hand, seat) => {
    if (seat !== viewer) hidden.push(...hand);
  });
  return hidden;
}
