/**
 * Überkochen's bot levels. Beginner: plays its lowest safe card, forgets the majorities and now
 * and then slips. Normal: rates every placement by what it costs now and the traps it leaves
 * (../../bots/overflow.ts). Strong: information-set search over samples of the other hands,
 * with the normal rating guiding the playouts to the end of the round.
 */
import { shuffle, type FrenchCard, type Rng } from '../../cards';
import { beginnerRater, bestPlacement, noisyPlacement, normalRater, type OverflowCards, type OverflowTable, type Placement } from '../../bots/overflow';
import { flatMonteCarloPolicy, referees } from '../../bots/flat';
import { STRONG_BUDGET_MS, configuredBudget, heuristicPolicy, searchPolicy } from '../../bots/policy';
import { standingsReward } from '../../bots/reward';
import type { SearchSpec } from '../../bots/search';
import type { BotFactory, Seat } from '../../engine/types';
import { UEBERKOCHEN_DECK, apply, cardValue, legalMoves, type Pot, type UeberkochenMove, type UeberkochenOptions, type UeberkochenState } from './rules';
import type { UeberkochenView } from './view';
import { seatToAct } from '../common/turns';

const GROUP: Record<string, number> = { H: 0, D: 1, C: 2, S: -1 };

export const UEBERKOCHEN_CARDS: OverflowCards<FrenchCard> = {
  value: cardValue,
  group: (card) => GROUP[card.slice(-1)] as number,
  poisonPoints: 2,
  maxValue: 10,
};

/** Each suit has its own pot; the pots are listed in the order H, D, C. */
const PILE_OF_GROUP = [0, 1, 2];
const PILE: Record<Pot, number> = { H: 0, D: 1, C: 2 };

function tableOf(seat: Seat, hand: readonly FrenchCard[], pots: Record<Pot, FrenchCard[]>, taken: readonly (readonly FrenchCard[])[], options: UeberkochenOptions): OverflowTable<FrenchCard> {
  return { seat, players: options.players, hand, piles: [pots.H, pots.D, pots.C], limit: options.limit, taken, pileOfGroup: PILE_OF_GROUP };
}

function viewTable(view: UeberkochenView, seat: Seat): OverflowTable<FrenchCard> {
  return tableOf(seat, view.hand ?? [], view.pots, view.taken, view.options);
}

function placements(legal: readonly UeberkochenMove[]): Placement<FrenchCard>[] {
  return legal.map((move) => ({ card: move.card, pile: PILE[move.pot] }));
}

/**
 * A full state the view allows: every card that is neither in the viewer's hand, nor in a pot,
 * nor in a taken pile, dealt at random to the other hands and the dummy in their public sizes.
 * (Nothing in Überkochen forces a play that would reveal a missing suit, so sizes are all there is.)
 */
export function determinize(view: UeberkochenView, rng: Rng): UeberkochenState {
  const seat = view.viewer as Seat;
  const seen = new Set<FrenchCard>([...(view.hand ?? []), ...view.pots.H, ...view.pots.D, ...view.pots.C, ...view.taken.flat()]);
  const unseen = shuffle(
    UEBERKOCHEN_DECK.filter((card) => !seen.has(card)),
    rng,
  );
  let next = 0;
  const deal = (count: number): FrenchCard[] => unseen.slice(next, (next += count));
  const hands = view.handSizes.map((size, s) => (s === seat ? (view.hand ?? []).slice() : deal(size)));
  const dummy = deal(view.dummySize);
  if (next !== unseen.length) throw new Error(`ueberkochen: the view hides ${unseen.length} cards, its hands hold ${next}`);
  return {
    options: view.options,
    seed: rng.nextUint32(),
    round: view.round,
    dealer: view.dealer,
    turn: view.turn,
    hands,
    dummy,
    pots: { H: view.pots.H.slice(), D: view.pots.D.slice(), C: view.pots.C.slice() },
    taken: view.taken.map((pile) => pile.slice()),
    totals: view.totals.slice(),
    history: view.history,
    lastPlay: view.lastPlay,
    phase: view.phase,
  };
}

function normalMove(view: UeberkochenView, seat: Seat, legal: readonly UeberkochenMove[]): UeberkochenMove {
  return legal[bestPlacement(normalRater(UEBERKOCHEN_CARDS, viewTable(view, seat)), placements(legal))] as UeberkochenMove;
}

/** Playouts: the normal rating, with one move in ten at random. */
const PLAYOUT_NOISE = 0.1;
/** A typical gap in points between two seats over one round. */
const ROUND_SCALE = 6;
/** Moves the strong level's search applies per millisecond here (measured by the bench's bots section). */
export const UEBERKOCHEN_MOVES_PER_MS = 270;

export function searchSpec(): SearchSpec<UeberkochenState, UeberkochenMove, UeberkochenView> {
  return {
    rules: { toAct: (state) => seatToAct(state.turn), legalMoves, apply },
    determinize,
    rollout(state, seat, rng) {
      const legal = legalMoves(state, seat);
      const table = tableOf(seat, state.hands[seat] as FrenchCard[], state.pots, state.taken, state.options);
      return legal[noisyPlacement(normalRater(UEBERKOCHEN_CARDS, table), placements(legal), rng, PLAYOUT_NOISE)] as UeberkochenMove;
    },
    payoff(root, state) {
      const over = state.phase === 'over';
      return over || state.round !== root.round ? standingsReward(root.totals, state.totals, over, ROUND_SCALE) : null;
    },
    key: (move) => move.card + move.pot,
  };
}

type Factory = BotFactory<UeberkochenView, UeberkochenMove, UeberkochenOptions>;

/** One slip in six: a card at random. */
const BEGINNER_SLIPS = 1 / 6;

const beginner: Factory = (seat) =>
  heuristicPolicy('beginner', (view, { legal, rng }) => legal[noisyPlacement(beginnerRater(UEBERKOCHEN_CARDS, viewTable(view, seat)), placements(legal), rng, BEGINNER_SLIPS)] as UeberkochenMove);

const normal: Factory = (seat) => heuristicPolicy('normal', (view, { legal }) => normalMove(view, seat, legal));

const strong: Factory = (seat, _options, config) =>
  searchPolicy({
    name: 'strong',
    seat,
    spec: searchSpec,
    budget: configuredBudget(config, STRONG_BUDGET_MS, UEBERKOCHEN_MOVES_PER_MS),
    fallback: ({ view, legal }) => normalMove(view as UeberkochenView, seat, legal),
  });

export const ueberkochenBots = { beginner, normal, strong };

/** The tournament's flat Monte Carlo references, on the strong level's sampler, playouts and budget. */
export const ueberkochenReferees = referees<UeberkochenView, UeberkochenMove, UeberkochenOptions>(UEBERKOCHEN_MOVES_PER_MS, (seat, _options, budget, name) =>
  flatMonteCarloPolicy({ name, seat, spec: searchSpec, budget }),
);
