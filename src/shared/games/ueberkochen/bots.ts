/**
 * Überkochen's bot levels. Beginner: plays its lowest safe card, forgets the majorities and now
 * and then slips. Normal: rates every placement by what it costs now and the traps it leaves
 * (../../bots/overflow.ts). Strong: every move compared on the same samples of the other hands
 * (sequential halving, ../../bots/paired.ts), played out to the end of the round by the normal
 * rating for the others and, for its own seat, by that rating knowing the cards it has not seen and
 * projecting the majorities (`expertMove`, also the move it keeps unless the search finds better).
 */
import { createRng, shuffle, type FrenchCard, type Rng } from '../../cards';
import {
  beginnerRater,
  bestPlacement,
  noisyPlacement,
  normalRater,
  normalRating,
  overflowPoints,
  projectedPoints,
  UNSEEN_VALUES,
  type OverflowCards,
  type OverflowNumbers,
  type OverflowTable,
  type Placement,
  type Unseen,
} from '../../bots/overflow';
import { flatMonteCarloPolicy, referees } from '../../bots/flat';
import { heuristicPolicy, searchPolicy, strongTiming } from '../../bots/policy';
import { roundsEquity } from '../../bots/equity';
import { standingsReward } from '../../bots/reward';
import type { SearchSpec } from '../../bots/search';
import type { BotFactory, Seat } from '../../engine/types';
import { MAX_MOVES } from '../../engine/playout';
import {
  CODE_SUIT,
  CODE_VALUE,
  MOVE_OF_CODE,
  POTS,
  UEBERKOCHEN_DECK,
  cardValue,
  codeOfCard,
  roundsOf,
  type Pot,
  type UeberkochenMove,
  type UeberkochenOptions,
  type UeberkochenState,
} from './rules';
import { applyCode } from './playout';
import { legalCodes } from './steps';
import { OVER, blankTable, copyTable, loadTable, saveTable, type UeberkochenTable, type Zone } from './table';
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

function tableOf(
  seat: Seat,
  hand: readonly FrenchCard[],
  pots: Record<Pot, FrenchCard[]>,
  taken: readonly (readonly FrenchCard[])[],
  options: UeberkochenOptions,
): OverflowTable<FrenchCard> {
  return { seat, players: options.players, hand, piles: [pots.H, pots.D, pots.C], limit: options.limit, taken, pileOfGroup: PILE_OF_GROUP };
}

function viewTable(view: UeberkochenView, seat: Seat): OverflowTable<FrenchCard> {
  return tableOf(seat, view.hand ?? [], view.pots, view.taken, view.options);
}

function placements(legal: readonly UeberkochenMove[]): Placement<FrenchCard>[] {
  return legal.map((move) => ({ card: move.card, pile: PILE[move.pot] }));
}

/**
 * Samples of the full table a view allows, as playout tables: every card that is neither in the
 * viewer's hand, nor in a pot, nor in a taken pile, dealt at random to the other hands and the dummy
 * in their public sizes. (Nothing in Überkochen forces a play that would reveal a missing suit, so
 * sizes are all there is.) The public part is loaded once; a sample is a copy of it with the hidden
 * hands filled, written into one table the sampler reuses: a search reads a sample only until it
 * draws the next.
 */
export function sampler(view: UeberkochenView): (rng: Rng) => UeberkochenTable {
  const seat = view.viewer as Seat;
  const known = loadTable({
    options: view.options,
    seed: 0,
    round: view.round,
    dealer: view.dealer,
    turn: view.turn,
    hands: view.handSizes.map((_, s) => (s === seat ? (view.hand ?? []) : [])),
    dummy: [],
    pots: view.pots,
    taken: view.taken,
    totals: view.totals,
    history: view.history,
    lastPlay: view.lastPlay,
    phase: view.phase,
  });
  const seen = new Set<FrenchCard>([...(view.hand ?? []), ...view.pots.H, ...view.pots.D, ...view.pots.C, ...view.taken.flat()]);
  const unseen = UEBERKOCHEN_DECK.filter((card) => !seen.has(card)).map(codeOfCard);
  const hidden = view.handSizes.reduce((sum, size, s) => (s === seat ? sum : sum + size), view.dummySize);
  if (hidden !== unseen.length) throw new Error(`ueberkochen: the view hides ${unseen.length} cards, its hands hold ${hidden}`);
  const sample = blankTable(view.options, 0);
  return (rng) => {
    copyTable(known, sample);
    const order = shuffle(unseen, rng);
    let next = 0;
    const deal = (zone: Zone, count: number): void => {
      for (let i = 0; i < count; i++) sample.cards[zone.start + i] = order[next++] as number;
      zone.length = count;
    };
    view.handSizes.forEach((size, s) => {
      if (s !== seat) deal(sample.hands[s] as Zone, size);
    });
    deal(sample.dummy, view.dummySize);
    sample.seed = rng.nextUint32();
    return sample;
  };
}

/** One sample as a JSON state, the rules' own terms (what the sampler's tests compare with the view). */
export function determinize(view: UeberkochenView, rng: Rng): UeberkochenState {
  return saveTable(sampler(view)(rng));
}

function normalMove(view: UeberkochenView, seat: Seat, legal: readonly UeberkochenMove[]): UeberkochenMove {
  return legal[bestPlacement(normalRater(UEBERKOCHEN_CARDS, viewTable(view, seat)), placements(legal))] as UeberkochenMove;
}

/** The reference's playouts: the normal rating, with one move in ten at random. */
const PLAYOUT_NOISE = 0.1;
/**
 * The strong level's playouts: the normal rating without slips. Its opponents play well, so the
 * normal level's own moves model them better than random ones; and as every root move is played
 * on the same sample, a noise-free playout leaves only the hidden cards to tell them apart.
 */
const STRONG_PLAYOUT_NOISE = 0;
/** A typical gap in points between two seats over one round (the references' round value). */
const ROUND_SCALE = 6;
/**
 * The standard deviation of a seat's points in a round: 3.7–4.2 with 3–6 normal bots (1,000
 * matches each, seed 7), what the strong level's match value draws the rounds to come with.
 */
const ROUND_SPREAD = 4;

/**
 * How a playout's end is valued: `round`, the round's points against the others' mean (the
 * references); `match`, each seat's chance of winning the match from the totals it leaves with the
 * rounds still to play (bots/equity.ts RoundsEquity: the strong level). A leader then plays safe
 * and a seat far behind takes the risk that might still catch up.
 */
export type Value = 'round' | 'match';
/** Moves the strong level's search applies per millisecond here (measured by the bench's bots section). */
export const UEBERKOCHEN_MOVES_PER_MS = 500;
/**
 * The strong level's thinking at a table, in ms of this game's moves (bots/policy.ts strongTiming):
 * the offline budget, since more does not buy strength here: at four times it the strong level won
 * 23.0 % [17.7–29.3] of 200 matches against three independent experts, at this budget 25.8 %
 * [20.3–32.3] (issue 39); against three normal bots 88.0 % [80.2–93.0] of 100 at four times,
 * 91.3 % [86.5–94.4] of 200 at this budget (seed 1); against three flat Monte Carlo references
 * 29.9 % [24.0–36.6] of 200 at four times, 30.5 % [24.5–37.2] at this budget on the same deals (docs/BOTS.md).
 */
export const UEBERKOCHEN_TABLE_MS = 50;

/** Each pot takes one suit, in the order of POTS. */
const PILE_OF_SUIT = [0, 1, 2];

/** The numbers the normal rating reads, filled from a playout table for the seat to move (one per search: no allocation per move). */
function ratingNumbers(): OverflowNumbers & { sums: number[]; pileGroups: number[]; handValues: number[]; handGroups: number[] } {
  return {
    seat: 0,
    players: 0,
    limit: 0,
    taken: [],
    sums: [0, 0, 0],
    pileGroups: new Array<number>(12).fill(0),
    handValues: [],
    handGroups: [],
    handSize: 0,
    pileOfGroup: PILE_OF_SUIT,
  };
}

/** Cards of a suit in the deck (A–10). */
const SUIT_SIZE = 10;

/** The cards `seat` has not seen in a playout table (the others' hands and the dummy), into `unseen`'s counts. */
function countUnseen(p: UeberkochenTable, seat: Seat, unseen: Unseen & { counts: number[] }): void {
  unseen.counts.fill(0);
  const add = (zone: Zone): void => {
    for (let i = zone.start; i < zone.start + zone.length; i++) {
      const card = p.cards[i] as number;
      const at = (CODE_SUIT[card] as number) * UNSEEN_VALUES + (CODE_VALUE[card] as number);
      unseen.counts[at] = (unseen.counts[at] as number) + 1;
    }
  };
  for (let s = 0; s < p.players; s++) if (s !== seat) add(p.hands[s] as Zone);
  add(p.dummy);
}

/**
 * A rollout step on a playout table: the normal rating's best move, or now and then any legal one.
 * With `unseen` (the strong level's own seat) the rating knows the cards that seat has not seen
 * and projects the majorities (bots/overflow.ts normalRating).
 */
function rolloutCode(
  p: UeberkochenTable,
  seat: Seat,
  rng: Rng,
  noise: number,
  t: ReturnType<typeof ratingNumbers>,
  codes: Int32Array,
  before: number[],
  after: number[],
  unseen: (Unseen & { counts: number[] }) | null = null,
): number {
  const n = legalCodes(p, seat, codes);
  if (noise > 0 && rng.next() < noise) return codes[rng.int(n)] as number;
  t.seat = seat;
  t.players = p.players;
  t.limit = p.options.limit;
  t.taken = p.counts;
  for (let pot = 0; pot < 3; pot++) {
    t.sums[pot] = p.sums[pot] as number;
    const zone = p.pots[pot] as Zone;
    const at = pot * 4;
    t.pileGroups[at] = t.pileGroups[at + 1] = t.pileGroups[at + 2] = t.pileGroups[at + 3] = 0;
    for (let i = zone.start; i < zone.start + zone.length; i++) {
      const k = at + (CODE_SUIT[p.cards[i] as number] as number);
      t.pileGroups[k] = (t.pileGroups[k] as number) + 1;
    }
  }
  const hand = p.hands[seat] as Zone;
  for (let i = 0; i < hand.length; i++) {
    const card = p.cards[hand.start + i] as number;
    const suit = CODE_SUIT[card] as number;
    t.handValues[i] = CODE_VALUE[card] as number;
    t.handGroups[i] = suit === 3 ? -1 : suit;
  }
  t.handSize = hand.length;
  if (unseen) {
    countUnseen(p, seat, unseen);
    projectedPoints(t, UEBERKOCHEN_CARDS.poisonPoints, SUIT_SIZE, -1, -1, before);
  } else overflowPoints(t, UEBERKOCHEN_CARDS.poisonPoints, -1, -1, before);
  let best = codes[0] as number;
  let bestScore = -Infinity;
  for (let i = 0; i < n; i++) {
    const code = codes[i] as number;
    const card = (code / 3) | 0;
    const suit = CODE_SUIT[card] as number;
    const score = normalRating(UEBERKOCHEN_CARDS, t, before, after, CODE_VALUE[card] as number, suit === 3 ? -1 : suit, code % 3, 1, unseen);
    if (score > bestScore) {
      bestScore = score;
      best = code;
    }
  }
  return best;
}

/** The code of a move (the rules' shared move objects are looked up, any other one read). */
const CODE_OF_MOVE = new Map<UeberkochenMove, number>(MOVE_OF_CODE.map((move, code) => [move, code]));
function codeOfMove(move: UeberkochenMove): number {
  return CODE_OF_MOVE.get(move) ?? codeOfCard(move.card) * 3 + POTS.indexOf(move.pot);
}
const KEY_OF_CODE = MOVE_OF_CODE.map((move) => move.card + move.pot);

/**
 * A search over playout tables (playout.ts): samples drawn straight into a table, the rollouts
 * rated from its counts, a share `noise` of their moves at random; with `expert`, the searching
 * seat's own moves rated knowing the cards it has not seen (the others stay the normal level, the
 * model of them). One spec per decision; its tables are its own.
 */
export function searchSpec(
  view: UeberkochenView,
  noise = PLAYOUT_NOISE,
  value: Value = 'round',
  expert = false,
): SearchSpec<UeberkochenTable, UeberkochenMove, UeberkochenView> {
  const sample = sampler(view);
  const hero = view.viewer as Seat;
  const unseen = expert ? { counts: new Array<number>(4 * UNSEEN_VALUES).fill(0), groupSize: SUIT_SIZE } : null;
  const rounds = roundsOf(view.options);
  const equity = value === 'match' ? roundsEquity(view.options.players, rounds, ROUND_SPREAD) : null;
  const walked = blankTable(view.options, 0);
  const codes = new Int32Array(MAX_MOVES);
  const numbers = ratingNumbers();
  const before: number[] = [];
  const after: number[] = [];
  return {
    rules: {
      toAct: (p) => seatToAct(p.turn < 0 ? null : p.turn),
      apply(p, seat, move) {
        applyCode(p, seat, codeOfMove(move));
        return p;
      },
      // The search walks one sample at a time: one table to walk it in is enough.
      fork: (p) => copyTable(p, walked),
    },
    determinize: (_view, rng) => sample(rng),
    rollout: (p, seat, rng) => MOVE_OF_CODE[rolloutCode(p, seat, rng, noise, numbers, codes, before, after, seat === hero ? unseen : null)] as UeberkochenMove,
    payoff(root, p) {
      const over = p.phase === OVER;
      if (!over && p.round === root.round) return null;
      return equity ? equity.shares(p.totals, rounds - p.scored) : standingsReward(root.totals, p.totals, over, ROUND_SCALE);
    },
    key: (move) => KEY_OF_CODE[codeOfMove(move)] as string,
  };
}

type Factory = BotFactory<UeberkochenView, UeberkochenMove, UeberkochenOptions>;

/** One slip in six: a card at random. */
const BEGINNER_SLIPS = 1 / 6;

const beginner: Factory = (seat) =>
  heuristicPolicy(
    'beginner',
    (view, { legal, rng }) =>
      legal[noisyPlacement(beginnerRater(UEBERKOCHEN_CARDS, viewTable(view, seat)), placements(legal), rng, BEGINNER_SLIPS)] as UeberkochenMove,
  );

const normal: Factory = (seat) => heuristicPolicy('normal', (view, { legal }) => normalMove(view, seat, legal));

/** The strong level's own move without search: its expert rating of the view (what the search keeps unless it finds better). */
export function expertMove(view: UeberkochenView): UeberkochenMove {
  const seat = view.viewer as Seat;
  // The rating reads the viewer's hand, the pots, the taken piles and the cards not seen: every sample alike.
  const table = sampler(view)(createRng(0));
  const unseen = { counts: new Array<number>(4 * UNSEEN_VALUES).fill(0), groupSize: SUIT_SIZE };
  const code = rolloutCode(table, seat, createRng(0), 0, ratingNumbers(), new Int32Array(MAX_MOVES), [], [], unseen);
  return MOVE_OF_CODE[code] as UeberkochenMove;
}

const strong: Factory = (seat, _options, config) =>
  searchPolicy({
    name: 'strong',
    seat,
    spec: (view) => searchSpec(view, STRONG_PLAYOUT_NOISE, 'match', true),
    favourite: ({ view }) => expertMove(view as UeberkochenView),
    ...strongTiming(config, UEBERKOCHEN_TABLE_MS, UEBERKOCHEN_MOVES_PER_MS),
    fallback: ({ view, legal }) => normalMove(view as UeberkochenView, seat, legal),
  });

export const ueberkochenBots = { beginner, normal, strong };

/** The tournament's flat Monte Carlo references: the plain sampler, the normal level's playouts (with slips), the strong level's budget. */
export const ueberkochenReferees = referees<UeberkochenView, UeberkochenMove, UeberkochenOptions>(UEBERKOCHEN_MOVES_PER_MS, (seat, _options, budget, name) =>
  flatMonteCarloPolicy({ name, seat, spec: (view) => searchSpec(view), budget }),
);
