/**
 * Dreizehn's bot levels, the Überkochen levels' siblings (../../bots/overflow.ts): boards instead
 * of pots, colours that claim a board at their first card, red fours as the poison. Strong:
 * every move compared on the same samples of the other hands and of the draw pile's order
 * (sequential halving, ../../bots/paired.ts), its own seat's playout moves and the move it keeps
 * unless the search finds better rated knowing the cards it has not seen and laying a card under
 * the limit while it has one (rater.ts `expertCode`).
 */
import { createRng, type Rng } from '../../cards';
import { beginnerRater, noisyPlacement, type OverflowCards, type OverflowTable, type Placement } from '../../bots/overflow';
import { flatMonteCarloPolicy, referees } from '../../bots/flat';
import { heuristicPolicy, searchPolicy, strongTiming } from '../../bots/policy';
import { roundsEquity } from '../../bots/equity';
import { standingsReward } from '../../bots/reward';
import type { SearchSpec } from '../../bots/search';
import type { BotFactory, Seat } from '../../engine/types';
import { MAX_MOVES } from '../../engine/playout';
import { COLOURS, DREIZEHN_DECK, cardSlot, cardValue, roundsOf, type Board, type DreizehnMove, type DreizehnOptions, type DreizehnState } from './rules';
import { dreizehnPlayout } from './playout';
import { codeOf, isOver } from './steps';
import { dealHidden, loadTable, type DreizehnTable } from './table';
import { bestCode, expertCode } from './rater';
import type { DreizehnView } from './view';
import type { DreizehnCard } from './cards';
import { seatToAct } from '../common/turns';

const GROUP: Record<string, number> = { B: 0, G: 1, Y: 2, R: -1 };

export const DREIZEHN_CARDS: OverflowCards<DreizehnCard> = {
  value: cardValue,
  group: (card) => GROUP[card[1] as string] as number,
  poisonPoints: 2,
  maxValue: 7,
};

function tableOf(
  seat: Seat,
  options: DreizehnOptions,
  hand: readonly DreizehnCard[],
  boards: readonly Pick<Board, 'colour' | 'cards'>[],
  taken: readonly (readonly DreizehnCard[])[],
): OverflowTable<DreizehnCard> {
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

/** The view's public cards and the viewer's own hand; the others' hands, the dummy and the draw pile left empty. */
function publicState(view: DreizehnView): DreizehnState {
  const seat = view.viewer;
  return {
    options: view.options,
    seed: 0,
    round: view.round,
    dealer: view.dealer,
    turn: view.turn,
    hands: view.handSizes.map((_, s) => (s === seat ? (view.hand ?? []).slice() : [])),
    drawPile: [],
    dummy: [],
    boards: view.boards.map((board) => ({ colour: board.colour, cards: board.cards })),
    taken: view.taken,
    totals: view.totals,
    history: view.history,
    lastPlay: view.lastPlay,
    phase: view.phase,
  };
}

/** The slots of every card that is neither in the viewer's hand, nor on a board, nor in a taken pile (Dreizehn has up to eight copies of a card). */
function unseenSlots(view: DreizehnView): number[] {
  const left = new Int32Array(32);
  for (const card of DREIZEHN_DECK) left[cardSlot(card)] = (left[cardSlot(card)] as number) + 1;
  for (const card of [...(view.hand ?? []), ...view.boards.flatMap((board) => board.cards), ...view.taken.flat()])
    left[cardSlot(card)] = (left[cardSlot(card)] as number) - 1;
  const unseen: number[] = [];
  left.forEach((count, slot) => {
    for (let i = 0; i < count; i++) unseen.push(slot);
  });
  return unseen;
}

/**
 * Full states the view allows, written into a playout state the caller reuses: every card that is
 * neither in the viewer's hand, nor on a board, nor in a taken pile, dealt at random to the other
 * hands, the dummy and the draw pile in their public sizes (the draw pile's order is as unknown as
 * the hands).
 */
export function sampler(view: DreizehnView): (rng: Rng, into?: DreizehnTable) => DreizehnTable {
  const seat = view.viewer as Seat;
  const known = loadTable(publicState(view), undefined, true);
  const unseen = unseenSlots(view);
  let hidden = view.dummySize + view.drawPileSize;
  view.handSizes.forEach((size, s) => (hidden += s === seat ? 0 : size));
  if (hidden !== unseen.length) throw new Error(`dreizehn: the view hides ${unseen.length} cards, its hands and pile hold ${hidden}`);
  return (rng, into) => {
    const p = dreizehnPlayout.copy(known, into);
    p.seed = rng.nextUint32();
    for (let i = unseen.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = unseen[i] as number;
      unseen[i] = unseen[j] as number;
      unseen[j] = t;
    }
    dealHidden(p, seat, unseen, view.handSizes, view.dummySize);
    return p;
  };
}

/** One full state the view allows, as the JSON rules hold it (see sampler). */
export function determinize(view: DreizehnView, rng: Rng): DreizehnState {
  return dreizehnPlayout.save(sampler(view)(rng));
}

function viewTable(view: DreizehnView, seat: Seat): OverflowTable<DreizehnCard> {
  return tableOf(seat, view.options, view.hand ?? [], view.boards, view.taken);
}

/** The normal level's pick, rated on the view's public cards and own hand (rater.ts). */
function normalMove(view: DreizehnView, seat: Seat, legal: readonly DreizehnMove[]): DreizehnMove {
  const p = loadTable(publicState(view), undefined, true);
  const codes = Int32Array.from(legal, codeOf);
  return legal[bestCode(p, seat, codes, codes.length)] as DreizehnMove;
}

/** The reference's playouts: the normal rater, with one move in ten at random. */
const PLAYOUT_NOISE = 0.1;
/** The strong level's playouts: the normal rater without slips (see Überkochen's bots for why). */
const STRONG_PLAYOUT_NOISE = 0;
/** A typical gap in minus points between two seats over one round (the references' round value). */
const ROUND_SCALE = 6;
/**
 * The standard deviation of a seat's minus points in a round: 4.2–4.9 with 3–6 normal bots (1,000
 * matches each, seed 7), what the strong level's match value draws the rounds to come with.
 */
const ROUND_SPREAD = 4.5;

/** How a playout's end is valued: as Überkochen's (its bots.ts `Value`), the round or the match. */
export type Value = 'round' | 'match';
/** Moves the strong level's search applies per millisecond here (measured by the bench's bots section). */
export const DREIZEHN_MOVES_PER_MS = 1000;
/**
 * The strong level's thinking at a table, in ms of this game's moves (bots/policy.ts strongTiming):
 * the offline budget, since more now costs strength here. Before its own rating kept the boards,
 * four times bought it (38.8 % [32.3–45.7] of 200 matches against three independent experts, 32.3 %
 * at 50 ms; 36.6 % against 27.9 % of 160 against three `flatmc`); since, against three `flatmc` it
 * wins 25.4 % [19.9–31.9] of 200 at four times and 33.1 % [26.9–39.9] at this budget on the same
 * deals, lower at four times in each chunk of 40 (docs/BOTS.md).
 */
export const DREIZEHN_TABLE_MS = 50;

/**
 * A search over playout states (playout.ts): samples written into one reused state, the walk and
 * the playouts on another, playouts by the normal level's rater with a share `noise` of random
 * moves; with `expert`, the searching seat's own moves by its rating that knows the cards it has
 * not seen (rater.ts expertCode; the others stay the normal level, the model of them).
 */
export function searchSpec(
  view: DreizehnView,
  noise = PLAYOUT_NOISE,
  value: Value = 'round',
  expert = false,
): SearchSpec<DreizehnTable, DreizehnMove, DreizehnView> {
  const sample = sampler(view);
  const hero = expert ? view.viewer : -1;
  const rounds = roundsOf(view.options);
  const equity = value === 'match' ? roundsEquity(view.options.players, rounds, ROUND_SPREAD) : null;
  const root = sample(createRng(0));
  const work = dreizehnPlayout.copy(root);
  const codes = new Int32Array(MAX_MOVES);
  return {
    rules: {
      toAct: (p) => seatToAct(p.turn < 0 ? null : p.turn),
      apply(p, seat, move) {
        dreizehnPlayout.apply(p, seat, codeOf(move));
        return p;
      },
      // The walk and every playout start from the sample of their iteration: one scratch state is enough.
      fork: (p) => dreizehnPlayout.copy(p, work),
    },
    determinize: (_view, rng) => sample(rng, root),
    rollout(p, seat, rng) {
      const n = dreizehnPlayout.legal(p, seat, codes);
      const pick = noise > 0 && rng.next() < noise ? rng.int(n) : seat === hero ? expertCode(p, seat, codes, n) : bestCode(p, seat, codes, n);
      return dreizehnPlayout.decode(p, seat, codes[pick] as number);
    },
    payoff(start, p) {
      const over = isOver(p);
      if (!over && p.round === start.round) return null;
      return equity ? equity.shares(p.totals, rounds - p.history.length) : standingsReward(start.totals, p.totals, over, ROUND_SCALE);
    },
    key: (move) => move.card + move.board,
  };
}

type Factory = BotFactory<DreizehnView, DreizehnMove, DreizehnOptions>;

const BEGINNER_SLIPS = 1 / 6;

const beginner: Factory = (seat) =>
  heuristicPolicy(
    'beginner',
    (view, { legal, rng }) =>
      legal[noisyPlacement(beginnerRater(DREIZEHN_CARDS, viewTable(view, seat)), placements(legal), rng, BEGINNER_SLIPS)] as DreizehnMove,
  );

const normal: Factory = (seat) => heuristicPolicy('normal', (view, { legal }) => normalMove(view, seat, legal));

/** The strong level's own move without search: its rating of the view (what the search keeps unless it finds better). */
export function expertMove(view: DreizehnView): DreizehnMove {
  const seat = view.viewer as Seat;
  // The rating reads the viewer's hand, the boards, the taken piles and the cards not seen: every sample alike.
  const p = sampler(view)(createRng(0));
  const codes = new Int32Array(MAX_MOVES);
  const n = dreizehnPlayout.legal(p, seat, codes);
  return dreizehnPlayout.decode(p, seat, codes[expertCode(p, seat, codes, n)] as number);
}

const strong: Factory = (seat, _options, config) =>
  searchPolicy({
    name: 'strong',
    seat,
    spec: (view) => searchSpec(view, STRONG_PLAYOUT_NOISE, 'match', true),
    favourite: ({ view }) => expertMove(view as DreizehnView),
    ...strongTiming(config, DREIZEHN_TABLE_MS, DREIZEHN_MOVES_PER_MS),
    fallback: ({ view, legal }) => normalMove(view as DreizehnView, seat, legal),
  });

export const dreizehnBots = { beginner, normal, strong };

/** The tournament's flat Monte Carlo references: the plain sampler, the normal level's playouts (with slips), the strong level's budget. */
export const dreizehnReferees = referees<DreizehnView, DreizehnMove, DreizehnOptions>(DREIZEHN_MOVES_PER_MS, (seat, _options, budget, name) =>
  flatMonteCarloPolicy({ name, seat, spec: (view) => searchSpec(view), budget }),
);
