/**
 * Dreizehn's bot levels, the Überkochen levels' siblings (../../bots/overflow.ts): boards instead
 * of pots, colours that claim a board at their first card, red fours as the poison. Strong:
 * information-set search over samples of the other hands and of the draw pile's order.
 */
import { shuffle, type DreizehnCard, type Rng } from '../../cards';
import { beginnerRater, bestPlacement, noisyPlacement, normalRater, type OverflowCards, type OverflowTable, type Placement } from '../../bots/overflow';
import { flatMonteCarloPolicy, referees } from '../../bots/flat';
import { STRONG_BUDGET_MS, configuredBudget, heuristicPolicy, searchPolicy } from '../../bots/policy';
import { standingsReward } from '../../bots/reward';
import type { SearchSpec } from '../../bots/search';
import type { BotFactory, Seat } from '../../engine/types';
import { COLOURS, DREIZEHN_DECK, apply, cardValue, legalMoves, type Board, type DreizehnMove, type DreizehnOptions, type DreizehnState } from './rules';
import type { DreizehnView } from './view';
import { seatToAct } from '../common/turns';

const GROUP: Record<string, number> = { B: 0, G: 1, Y: 2, R: -1 };

export const DREIZEHN_CARDS: OverflowCards<DreizehnCard> = {
  value: cardValue,
  group: (card) => GROUP[card[1] as string] as number,
  poisonPoints: 2,
  maxValue: 7,
};

function tableOf(seat: Seat, options: DreizehnOptions, hand: readonly DreizehnCard[], boards: readonly Pick<Board, 'colour' | 'cards'>[], taken: readonly (readonly DreizehnCard[])[]): OverflowTable<DreizehnCard> {
  return {
    seat,
    players: options.players,
    hand,
    piles: boards.map((board) => board.cards),
    limit: options.limit,
    taken,
    pileOfGroup: COLOURS.map((colour) => boards.findIndex((board) => board.colour === colour)),
  };
}

function placements(legal: readonly DreizehnMove[]): Placement<DreizehnCard>[] {
  return legal.map((move) => ({ card: move.card, pile: move.board }));
}

/** Removes one copy of each of `cards` from a multiset (Dreizehn has up to eight copies of a card). */
function withoutCopies(deck: readonly DreizehnCard[], cards: readonly DreizehnCard[]): DreizehnCard[] {
  const left = new Map<DreizehnCard, number>();
  for (const card of cards) left.set(card, (left.get(card) ?? 0) + 1);
  return deck.filter((card) => {
    const count = left.get(card) ?? 0;
    if (count === 0) return true;
    left.set(card, count - 1);
    return false;
  });
}

/**
 * A full state the view allows: every card that is neither in the viewer's hand, nor on a board,
 * nor in a taken pile, dealt at random to the other hands, the dummy and the draw pile in their
 * public sizes (the draw pile's order is as unknown as the hands).
 */
export function determinize(view: DreizehnView, rng: Rng): DreizehnState {
  const seat = view.viewer as Seat;
  const seen = [...(view.hand ?? []), ...view.boards.flatMap((board) => board.cards), ...view.taken.flat()];
  const unseen = shuffle(withoutCopies(DREIZEHN_DECK, seen), rng);
  let next = 0;
  const deal = (count: number): DreizehnCard[] => unseen.slice(next, (next += count));
  const hands = view.handSizes.map((size, s) => (s === seat ? (view.hand ?? []).slice() : deal(size)));
  const dummy = deal(view.dummySize);
  const drawPile = deal(view.drawPileSize);
  if (next !== unseen.length) throw new Error(`dreizehn: the view hides ${unseen.length} cards, its hands and pile hold ${next}`);
  return {
    options: view.options,
    seed: rng.nextUint32(),
    round: view.round,
    dealer: view.dealer,
    turn: view.turn,
    hands,
    drawPile,
    dummy,
    boards: view.boards.map((board) => ({ colour: board.colour, cards: board.cards.slice() })),
    taken: view.taken.map((pile) => pile.slice()),
    totals: view.totals.slice(),
    history: view.history,
    lastPlay: view.lastPlay,
    phase: view.phase,
  };
}

function viewTable(view: DreizehnView, seat: Seat): OverflowTable<DreizehnCard> {
  return tableOf(seat, view.options, view.hand ?? [], view.boards, view.taken);
}

function normalMove(view: DreizehnView, seat: Seat, legal: readonly DreizehnMove[]): DreizehnMove {
  return legal[bestPlacement(normalRater(DREIZEHN_CARDS, viewTable(view, seat)), placements(legal))] as DreizehnMove;
}

const PLAYOUT_NOISE = 0.1;
/** A typical gap in minus points between two seats over one round. */
const ROUND_SCALE = 6;
/** Moves the strong level's search applies per millisecond here (measured by the bench's bots section). */
export const DREIZEHN_MOVES_PER_MS = 300;

export function searchSpec(): SearchSpec<DreizehnState, DreizehnMove, DreizehnView> {
  return {
    rules: { toAct: (state) => seatToAct(state.turn), legalMoves, apply },
    determinize,
    rollout(state, seat, rng) {
      const legal = legalMoves(state, seat);
      const table = tableOf(seat, state.options, state.hands[seat] as DreizehnCard[], state.boards, state.taken);
      return legal[noisyPlacement(normalRater(DREIZEHN_CARDS, table), placements(legal), rng, PLAYOUT_NOISE)] as DreizehnMove;
    },
    payoff(root, state) {
      const over = state.phase === 'over';
      return over || state.round !== root.round ? standingsReward(root.totals, state.totals, over, ROUND_SCALE) : null;
    },
    key: (move) => move.card + move.board,
  };
}

type Factory = BotFactory<DreizehnView, DreizehnMove, DreizehnOptions>;

const BEGINNER_SLIPS = 1 / 6;

const beginner: Factory = (seat) =>
  heuristicPolicy('beginner', (view, { legal, rng }) => legal[noisyPlacement(beginnerRater(DREIZEHN_CARDS, viewTable(view, seat)), placements(legal), rng, BEGINNER_SLIPS)] as DreizehnMove);

const normal: Factory = (seat) => heuristicPolicy('normal', (view, { legal }) => normalMove(view, seat, legal));

const strong: Factory = (seat, _options, config) =>
  searchPolicy({
    name: 'strong',
    seat,
    spec: searchSpec,
    budget: configuredBudget(config, STRONG_BUDGET_MS, DREIZEHN_MOVES_PER_MS),
    fallback: ({ view, legal }) => normalMove(view as DreizehnView, seat, legal),
  });

export const dreizehnBots = { beginner, normal, strong };

/** The tournament's flat Monte Carlo references, on the strong level's sampler, playouts and budget. */
export const dreizehnReferees = referees<DreizehnView, DreizehnMove, DreizehnOptions>(DREIZEHN_MOVES_PER_MS, (seat, _options, budget, name) =>
  flatMonteCarloPolicy({ name, seat, spec: searchSpec, budget }),
);
