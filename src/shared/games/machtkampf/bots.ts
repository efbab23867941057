/**
 * Machtkampf's bot levels.
 * - beginner: sheds its lowest single, beats whatever it can with the cheapest cards, keeps
 *   nothing back, and now and then forgets to call "Letzte Karte!".
 * - normal: plays like a seasoned player (normal.ts): splits its hand into few plays, counts the
 *   cards to know which of them nobody can beat any more, leads its low unsure plays and runs the
 *   sure ones before going out, weighs every follow against passing (penalty steps at 8, 11 and 14
 *   cards, stopping someone about to go out); gives back its loosest low card.
 * - strong: compares its moves on the same samples of the other hands, dropping the worse half
 *   round by round: first the few the references compare too (the normal one, the split's parts,
 *   the lowest play of each size, passing), then every single it could lead and every play that
 *   beats the trick. The samples respect the known exchanged cards and what the one-card obligation
 *   revealed, and each is weighed by what the others' plays and passes this game say of their hands
 *   (inference.ts: a deal in which the normal level would have played as they did is the likelier
 *   one). Every playout has the normal level in every seat, to the game's end, where the totals it
 *   leaves are worth the chance of winning the match from them (bots/equity.ts); the normal play
 *   stays in contention to the end and is the move it keeps unless the search finds a clearly
 *   better one.
 */
import { shuffle, type FrenchCard, type Rng } from '../../cards';
import { flatMonteCarloPolicy, referees } from '../../bots/flat';
import { heuristicPolicy, searchPolicy, strongTiming, type AsyncPolicy } from '../../bots/policy';
import { MatchEquity, type LoserSpread } from '../../bots/equity';
import { standingsReward } from '../../bots/reward';
import type { SearchSpec } from '../../bots/search';
import type { BotFactory, Seat } from '../../engine/types';
import { partCards, splitHand } from './bot-hand';
import { DISTINCT_CARDS, MACHTKAMPF_DECK, cardId, countCards, sortCards } from './cards';
import { codeOf } from './combinations';
import { CALL, PASS, beatsTop, normalFollow, normalMove, isGang, lowest, unseenInHands, unseenOf, type FollowChoices, type Table } from './normal';
import { playCodes, playsFrom } from './plays';
import { loadPlayout, machtkampfPlayout, moveCode } from './playout';
import { legalMoves, mustMakeItHard, mustMakeItHardIn, topCombo, topSize } from './steps';
import { handCards, phaseOf, topPlay, type MachtkampfTable as Fast } from './table';
import { MAX_MOVES } from '../../engine/playout';
import { disagreements, newReading, readOwnMove, readTable, type Reading } from './inference';
import type { MachtkampfMove, MachtkampfOptions, MachtkampfState, TrickPlay } from './state';
import type { MachtkampfView } from './view';

// ---- What a seat sees, from a view or from a searched sample --------------------------------------

function viewTable(view: MachtkampfView, seat: Seat): Table {
  const hand = view.hand ?? [];
  return { seat, hand, trick: view.trick, handSizes: view.handSizes, out: view.out, unseen: unseenOf(hand, view.discard, view.trick) };
}

function stateTable(state: MachtkampfState, seat: Seat): Table {
  return {
    seat,
    hand: state.hands[seat] as FrenchCard[],
    trick: state.trick,
    handSizes: state.hands.map((hand) => hand.length),
    out: state.out,
    unseen: unseenInHands(state.hands, state.dummy, seat),
  };
}

type Play = { type: 'play'; cards: FrenchCard[] };

// ---- Beginner ------------------------------------------------------------------------------------

/** How often a beginner forgets "Letzte Karte!" (when calling is up to the player). */
const FORGETS_CALL = 0.35;

function beginnerMove(view: MachtkampfView, legal: readonly MachtkampfMove[], rng: Rng): MachtkampfMove {
  const hand = view.hand ?? [];
  if (legal.some((move) => move.type === 'giveBack')) return { type: 'giveBack', card: hand[rng.int(hand.length)] as FrenchCard };
  const call = legal.some((move) => move.type === 'callLastCard');
  if (call && (view.options.lastCardCall === 'auto' || rng.next() >= FORGETS_CALL)) return CALL;
  const plays = legal.filter((move): move is Play => move.type === 'play').map((move) => move.cards);
  const canPass = legal.some((move) => move.type === 'pass');
  if (view.trick.length === 0) return { type: 'play', cards: lowest(plays.filter((cards) => cards.length === 1)) ?? (lowest(plays) as FrenchCard[]) };
  const plain = lowest(plays.filter((cards) => !isGang(cards)));
  if (plain && (!canPass || rng.next() < 0.75)) return { type: 'play', cards: plain };
  const gang = lowest(plays.filter(isGang));
  if (gang && (!canPass || rng.next() < 0.3)) return { type: 'play', cards: gang };
  return canPass ? PASS : (legal[0] as MachtkampfMove);
}

// ---- The sampler ---------------------------------------------------------------------------------

/**
 * What a bot remembers of a game beyond its current view. Under the one-card obligation the seat
 * before a one-card player must play its highest single on a singles trick (or lead it, holding no
 * combination): so a single it plays then is its highest card, and a pass shows it held nothing
 * above the trick. Hands only shrink during a game, so such a ceiling holds to the game's end.
 */
export interface Memory {
  game: number;
  /** Per seat, the highest card index it can still hold. */
  ceiling: number[];
  /** The others' plays and passes this game (inference.ts), for a bot that weighs its samples by them; null for one that does not. */
  reading: Reading | null;
}

export function newMemory(players: number, reads = false): Memory {
  return { game: -1, ceiling: new Array<number>(players).fill(Infinity), reading: reads ? newReading() : null };
}

/** The seat that acted just before the viewer, in the game's direction, among those still in. */
function seatBefore(view: MachtkampfView, seat: Seat): Seat {
  const n = view.options.players;
  const step = view.direction === 'clockwise' ? -1 : 1;
  for (let k = 1; k < n; k++) {
    const before = (((seat + step * k) % n) + n) % n;
    if (!view.out[before]) return before;
  }
  return seat;
}

export function observe(memory: Memory, view: MachtkampfView): void {
  const seat = view.viewer as Seat;
  if (memory.reading) readTable(memory.reading, view);
  if (view.gameNumber !== memory.game) {
    memory.game = view.gameNumber;
    memory.ceiling.fill(Infinity);
  }
  const last = view.lastAction;
  if (view.phase !== 'playing' || view.turn !== seat || !last || (view.hand ?? []).length !== 1) return;
  const before = seatBefore(view, seat);
  if (last.seat !== before) return;
  const top = view.trick[view.trick.length - 1];
  if (last.move.type === 'play' && last.move.cards.length === 1 && top && top.seat === before) {
    memory.ceiling[before] = Math.min(memory.ceiling[before] as number, cardId(last.move.cards[0]));
  } else if (last.move.type === 'pass' && top && top.kind === 'single') {
    memory.ceiling[before] = Math.min(memory.ceiling[before] as number, top.strength);
  }
}

/** Removes one copy of each of `cards` from a multiset. */
function withoutCopies(deck: readonly FrenchCard[], cards: readonly FrenchCard[]): FrenchCard[] {
  const left = new Map<FrenchCard, number>();
  for (const card of cards) left.set(card, (left.get(card) ?? 0) + 1);
  return deck.filter((card) => {
    const count = left.get(card) ?? 0;
    if (count === 0) return true;
    left.set(card, count - 1);
    return false;
  });
}

/** The exchanged cards everybody saw go into a hand, with the seat that got them (the viewer's own excepted). */
function pinnedCards(view: MachtkampfView): { seat: Seat; card: FrenchCard }[] {
  const ex = view.exchange;
  if (!ex) return [];
  const pins: { seat: Seat; card: FrenchCard }[] = [];
  if (ex.returned !== ex.given) pins.push({ seat: ex.winner, card: ex.given });
  if (ex.returned !== null) pins.push({ seat: ex.loser, card: ex.returned });
  return pins.filter((pin) => pin.seat !== view.viewer);
}

/**
 * A full state the view allows: the cards not in the viewer's hand, the trick or the finished
 * tricks, dealt to the other hands and the unused hand in their public sizes. An exchanged card
 * stays with the seat that got it while a copy of it is unaccounted for; a seat whose ceiling the
 * obligation revealed gets no card above it (when the sample can honour that).
 */
export function determinize(view: MachtkampfView, rng: Rng, memory?: Memory): MachtkampfState {
  const seat = view.viewer as Seat;
  const n = view.options.players;
  const seen = [...(view.hand ?? []), ...view.trick.flatMap((play) => play.cards), ...view.discard];
  let unseen = shuffle(withoutCopies(MACHTKAMPF_DECK, seen), rng);
  const hands: FrenchCard[][] = Array.from({ length: n }, () => []);
  hands[seat] = (view.hand ?? []).slice();
  const known: FrenchCard[][] = Array.from({ length: n }, () => []);
  for (const pin of pinnedCards(view)) {
    const at = unseen.indexOf(pin.card);
    if (at < 0 || (hands[pin.seat] as FrenchCard[]).length >= (view.handSizes[pin.seat] as number)) continue;
    (hands[pin.seat] as FrenchCard[]).push(pin.card);
    (known[pin.seat] as FrenchCard[]).push(pin.card);
    unseen = [...unseen.slice(0, at), ...unseen.slice(at + 1)];
  }
  const ceilingOf = (s: Seat): number => Math.min(memory?.ceiling[s] ?? Infinity, 1000);
  const order = Array.from({ length: n }, (_, s) => s).sort((a, b) => ceilingOf(a) - ceilingOf(b));
  for (const s of order) {
    if (s === seat) continue;
    const hand = hands[s] as FrenchCard[];
    const need = (view.handSizes[s] as number) - hand.length;
    const ceiling = memory?.ceiling[s] ?? Infinity;
    const fits = ceiling === Infinity ? unseen : unseen.filter((card) => cardId(card) <= ceiling);
    const pool = fits.length >= need ? fits : unseen;
    const taken = pool.slice(0, need);
    hand.push(...taken);
    unseen = withoutCopies(unseen, taken);
  }
  const dummy = unseen.slice(0, view.dummySize);
  if (unseen.length !== view.dummySize) throw new Error(`machtkampf: the view hides ${unseen.length} cards more than its hands hold`);
  return {
    options: view.options,
    seed: rng.nextUint32(),
    game: view.gameNumber,
    dealer: view.dealer,
    direction: view.direction,
    phase: view.phase,
    turn: view.turn,
    hands: hands.map((hand) => sortCards(hand)),
    dummy: sortCards(dummy),
    trick: view.trick,
    passes: view.passes,
    aceLead: view.aceLead,
    called: view.called.slice(),
    out: view.out.slice(),
    discard: view.discard.slice(),
    tricks: 0,
    winner: view.winner,
    known,
    exchange: view.exchange,
    totals: view.totals.slice(),
    history: view.history,
    lastAction: view.lastAction,
  };
}

// ---- Weighing samples by the others' play ----------------------------------------------------------

/** The others' newest free decisions a deal is checked against. */
const READ_DECISIONS = 6;
/** Misses past which a deal is not checked further (its weight is small already). */
const ENOUGH_MISSES = 3;
/** A deal's weight is multiplied by this for each of those decisions the normal level would not have made with its hands. */
const MISS_WEIGHT = 0.35;

/**
 * How well a deal fits what the others' plays and passes this game say of their hands
 * (inference.ts): 1, or less for each of their newest decisions the normal level would not have
 * made holding the deal's cards. Measured against three normal bots when the search drew among 48
 * deals per decision by these weights (200 matches to 50 points, the same deals): the plain
 * sampler 34.3 %, 24 deals with 8 decisions read and 0.25 per miss 29.8 %, these settings 37.8 %.
 */
export function dealWeight(memory: Memory, deal: MachtkampfState): number {
  return MISS_WEIGHT ** disagreements(memory.reading?.seen ?? [], deal.hands, READ_DECISIONS, ENOUGH_MISSES);
}

// ---- Strong --------------------------------------------------------------------------------------

/** A typical gap in points between two seats over one game. */
const GAME_SCALE = 12;
/**
 * Moves the strong level's search applies per millisecond here (measured by the bench's bots
 * section). Raised from 45 with the faster normal-level playouts: a searched decision of 2,250
 * moves took 76.0 ms of CPU on average before and 36.5 ms after (the same machine, quiet).
 */
export const MACHTKAMPF_MOVES_PER_MS = 90;
/**
 * The strong level's thinking at a table, in ms of this game's moves (bots/policy.ts strongTiming):
 * four times the offline budget, which buys strength here: against three `flatmc` the strong level
 * won 41.2 % [34.7–48.2] of 200 matches at four times, 33.8 % [27.6–40.6] at 50 ms, on the same
 * deals (issue 39, docs/BOTS.md). About 150 ms of CPU at the 95th percentile (the bench).
 */
export const MACHTKAMPF_TABLE_MS = 200;

function moveKey(move: MachtkampfMove): string {
  switch (move.type) {
    case 'play':
      return move.cards.join(' ');
    case 'giveBack':
      return `give ${move.card}`;
    case 'pass':
    case 'callLastCard':
      return move.type;
    default: {
      const never: never = move;
      throw new Error(`unknown move ${JSON.stringify(never)}`);
    }
  }
}

/** What the playout moves depend on, read from a JSON state or a playout state alike. */
interface Turn {
  hand: readonly FrenchCard[];
  playing: boolean;
  called: boolean;
  aceLead: boolean;
  hard: boolean;
  top: TrickPlay | null;
  /** Every legal move, listed only when the plain choices do not apply. */
  legal: () => MachtkampfMove[];
}

/** The plays a playout may make now, without listing every lead the hand allows. */
function playoutMoves(turn: Turn): MachtkampfMove[] {
  const { hand, top } = turn;
  if (turn.playing && !turn.called && hand.length === 1) return [CALL];
  if (!turn.playing || turn.aceLead || turn.hard) return turn.legal();
  if (!top) return splitHand(hand, false).map((part) => ({ type: 'play', cards: partCards(part) }));
  const plays: MachtkampfMove[] = playsFrom(countCards(hand), { code: codeOf(top), size: top.cards.length }).map((cards) => ({ type: 'play', cards }));
  plays.push(PASS);
  return plays;
}

function stateTurn(state: MachtkampfState, seat: Seat): Turn {
  return {
    hand: state.hands[seat] as FrenchCard[],
    playing: state.phase === 'playing',
    called: state.called[seat] === true,
    aceLead: state.aceLead,
    hard: mustMakeItHard(state),
    top: state.trick[state.trick.length - 1] ?? null,
    legal: () => legalMoves(state, seat),
  };
}

const fastMoves = new Int32Array(MAX_MOVES);

function fastTurn(p: Fast, seat: Seat, hand: readonly FrenchCard[]): Turn {
  return {
    hand,
    playing: phaseOf(p) === 'playing',
    called: p.called[seat] === 1,
    aceLead: p.aceLead,
    hard: mustMakeItHardIn(p),
    top: topPlay(p),
    legal: fastLegal(p, seat),
  };
}

/** The seat's legal moves in a playout state, when asked. A returned arrow: tsx names (at a cost) only the closures bound to a name. */
function fastLegal(p: Fast, seat: Seat): () => MachtkampfMove[] {
  return () => {
    const n = machtkampfPlayout.legal(p, seat, fastMoves);
    return Array.from(fastMoves.subarray(0, n), (code) => machtkampfPlayout.decode(p, seat, code));
  };
}

/** A playout table's unseen cards: one array, rewritten per move (no caller keeps a table). */
const fastUnseen = new Array<number>(DISTINCT_CARDS).fill(0);

/**
 * A seat's table in a playout state: the others' hands and the unused one are what it has not
 * seen. The counts and flags are the playout state's own arrays, read while the move is chosen.
 */
function fastTable(p: Fast, seat: Seat, hand: readonly FrenchCard[], top: TrickPlay | null): Table {
  for (let id = 0; id < DISTINCT_CARDS; id++) fastUnseen[id] = p.dummy[id] as number;
  for (let s = 0; s < p.players; s++) {
    if (s === seat) continue;
    const other = p.hands[s] as Uint8Array;
    for (let id = 0; id < DISTINCT_CARDS; id++) fastUnseen[id] = (fastUnseen[id] as number) + (other[id] as number);
  }
  return { seat, hand, trick: top ? [top] : [], handSizes: p.sizes, out: p.out, unseen: fastUnseen, handCounts: p.hands[seat] as Uint8Array };
}

/** A lead the seat may choose freely: not the match's first (the A♠ in it), not under the one-card obligation, not a last card still to be called. */
function freeLead(state: MachtkampfState, seat: Seat): boolean {
  const hand = state.hands[seat] as FrenchCard[];
  return (
    state.phase === 'playing' && state.trick.length === 0 && !state.aceLead && !mustMakeItHard(state) && (state.called[seat] === true || hand.length !== 1)
  );
}

/** The moves the search compares: on a lead, the parts of the hand's splits and its lowest and highest single, not every combination. */
function rootMoves(state: MachtkampfState, seat: Seat): MachtkampfMove[] {
  const hand = state.hands[seat] as FrenchCard[];
  if (!freeLead(state, seat)) return playoutMoves(stateTurn(state, seat));
  const leads = new Map<string, MachtkampfMove>();
  for (const part of [...splitHand(hand, true), ...splitHand(hand, false)]) leads.set(partCards(part).join(' '), { type: 'play', cards: partCards(part) });
  for (const card of [hand[0], hand[hand.length - 1]] as FrenchCard[]) leads.set(card, { type: 'play', cards: [card] });
  return [...leads.values()];
}

/** A few moves worth searching among many: the normal move, the split's parts, the lowest play of each size, the lowest gang, passing. */
function pruned(table: Table, legal: readonly MachtkampfMove[]): readonly MachtkampfMove[] {
  if (legal.length <= 6) return legal;
  const chosen = new Map<string, MachtkampfMove>();
  const byKey = new Map(legal.map((move) => [moveKey(move), move]));
  const add = (move: MachtkampfMove | null | undefined): void => {
    const listed = move ? byKey.get(moveKey(move)) : undefined;
    if (listed) chosen.set(moveKey(listed), listed);
  };
  add(normalMove(table, legal));
  for (const part of splitHand(table.hand)) add({ type: 'play', cards: partCards(part) });
  const plays = legal.filter((move): move is Play => move.type === 'play');
  for (const size of [1, 2, 3, 5]) {
    const low = lowest(plays.filter((move) => move.cards.length === size && !isGang(move.cards)).map((move) => move.cards));
    if (low) add({ type: 'play', cards: low });
  }
  const gang = lowest(plays.filter((move) => isGang(move.cards)).map((move) => move.cards));
  if (gang) add({ type: 'play', cards: gang });
  add(PASS);
  for (const card of table.hand.slice(0, 4)) add({ type: 'giveBack', card });
  return chosen.size > 0 ? [...chosen.values()] : legal;
}

/** The most plays on a trick (or under a constraint) the strong level compares, the lowest first. */
const MOST_OTHER_MOVES = 24;

/**
 * The strong level's candidates: the few the references compare first (a tie keeps the earlier
 * listed), then more that halving can afford, since it drops the bad ones after a round: on a free
 * lead every single in the hand, elsewhere every move `rootMoves` lists (every play that beats the
 * trick, and passing), up to MOST_OTHER_MOVES. Measured against three normal bots (the same deals,
 * 400 matches to 50 points) it raised the strong seat's share from 47.8 % to 54.4 %.
 */
function widened(state: MachtkampfState, seat: Seat): MachtkampfMove[] {
  const listed = rootMoves(state, seat);
  const moves = new Map<string, MachtkampfMove>();
  const add = (move: MachtkampfMove): void => {
    moves.set(moveKey(move), move);
  };
  pruned(stateTable(state, seat), listed).forEach(add);
  if (freeLead(state, seat)) {
    listed.forEach(add);
    for (const card of state.hands[seat] as FrenchCard[]) add({ type: 'play', cards: [card] });
  } else listed.slice(0, MOST_OTHER_MOVES).forEach(add);
  return [...moves.values()];
}

/**
 * The normal level's move in a playout state (its quicker split of the hand): the playouts' policy
 * for every seat. No noise: the others are modelled as the sound players the normal level is, and
 * a playout that ends the game is scored by the game's own penalties, not by a guess of who would
 * have gone out.
 */
function playoutMove(p: Fast, seat: Seat): MachtkampfMove {
  const hand = handCards(p, seat);
  const turn = fastTurn(p, seat, hand);
  const top = turn.top;
  const table = fastTable(p, seat, hand, top);
  if (!top || !turn.playing || turn.aceLead || turn.hard || (!turn.called && hand.length === 1)) return normalMove(table, playoutMoves(turn), false);
  following.hand = p.hands[seat] as Uint8Array;
  following.topCode = topCombo(p);
  following.topSize = topSize(p);
  const cards = normalFollow(table, followChoices, false);
  following.hand = NO_HAND;
  return cards ? { type: 'play', cards } : PASS;
}

const NO_HAND = new Uint8Array(DISTINCT_CARDS);

/** The hand and the trick's last play a playout follows on: set per move, so that the choices below are made once. */
const following: { hand: Uint8Array; topCode: number; topSize: number } = { hand: NO_HAND, topCode: -1, topSize: 0 };

/** A playout's choices on a trick: every play the hand has that beats it; passing is always allowed there. */
const followChoices: FollowChoices = {
  plays: (out) => playCodes(following.hand, following.topCode, following.topSize, out),
  allowed: (ids) => beatsTop(ids, following.topCode, following.topSize),
  canPass: true,
};

/**
 * How many of its moves a search compares: 'few' for the flat references, which play every one in
 * every sample; 'many' for the strong level, whose halving stops sampling the bad ones early.
 */
export type Breadth = 'few' | 'many';

/**
 * What a playout's end is worth: 'game', the game's points against the others' (the references);
 * 'match', the chance of winning the match from the totals it leaves (bots/equity.ts).
 */
export type Value = 'game' | 'match';

/**
 * A non-winner's points in one game of normal bots (4 players, 58,134 losers in 2,000 matches to
 * 100, `npm run sim -- --game machtkampf --players 4 --bots normal --seed 7`; 3 players spread alike).
 */
const LOSER_SPREAD: LoserSpread = {
  points: [1, 2, 3, 4, 5, 6, 7, 16, 18, 20, 33, 36, 39, 56, 60, 80],
  counts: [8488, 7584, 6563, 6779, 5728, 6492, 2476, 1384, 2635, 2845, 5098, 399, 211, 384, 355, 713],
};

/** One equity table per table size and match length, made when first asked for. */
const equities = new Map<string, MatchEquity>();

function equityFor(players: number, matchEnd: number): MatchEquity {
  const key = `${players}/${matchEnd}`;
  let equity = equities.get(key);
  if (!equity) equities.set(key, (equity = new MatchEquity(players, matchEnd, LOSER_SPREAD)));
  return equity;
}

/**
 * The strong level's search, over the playout state (playout.ts): every sample is loaded into one
 * reused playout state, and each playout changes a reused copy of it in place. Moves stay the
 * JSON moves the policy is given (a code is worked out per move applied). With a reading of the
 * others' play (the strong level's memory), every sample is a fresh deal weighed by it
 * (`dealWeight`); without one (the flat references), every sample counts alike.
 */
export function searchSpec(memory?: Memory, breadth: Breadth = 'few', value: Value = 'game'): SearchSpec<Fast, MachtkampfMove, MachtkampfView> {
  let sample: Fast | undefined;
  let walk: Fast | undefined;
  let weight = 1;
  return {
    rules: {
      toAct: (p) => (phaseOf(p) !== 'over' && p.turn >= 0 ? [p.turn] : []),
      apply(p, seat, move) {
        machtkampfPlayout.apply(p, seat, moveCode(move));
        return p;
      },
      fork: (p) => (walk = machtkampfPlayout.copy(p, walk)),
    },
    determinize(view, rng) {
      const deal = determinize(view, rng, memory);
      weight = memory?.reading && memory.reading.seen.length > 0 ? dealWeight(memory, deal) : 1;
      return (sample = loadPlayout(deal, sample));
    },
    weight: () => weight,
    candidates(p, seat) {
      const state = machtkampfPlayout.save(p);
      return breadth === 'many' ? widened(state, seat) : pruned(stateTable(state, seat), rootMoves(state, seat));
    },
    rollout: (p, seat) => playoutMove(p, seat),
    payoff(root, p) {
      const over = phaseOf(p) === 'over';
      if (!over && p.game === root.game) return null;
      if (value === 'match') return equityFor(p.players, p.options.matchEnd).shares(p.totals);
      return standingsReward(root.totals, p.totals, over, GAME_SCALE);
    },
    key: moveKey,
  };
}

type Factory = BotFactory<MachtkampfView, MachtkampfMove, MachtkampfOptions>;

/** The same policy, telling the memory's reading what it played: the next reading starts from there. */
function remembering(memory: Memory, policy: AsyncPolicy<MachtkampfView, MachtkampfMove>): AsyncPolicy<MachtkampfView, MachtkampfMove> {
  const note = (move: MachtkampfMove): MachtkampfMove => {
    if (memory.reading) readOwnMove(memory.reading, move);
    return move;
  };
  return { ...policy, choose: (context) => note(policy.choose(context)), chooseAsync: async (context) => note(await policy.chooseAsync(context)) };
}

const beginner: Factory = () => heuristicPolicy('beginner', (view, { legal, rng }) => beginnerMove(view, legal, rng));

const normal: Factory = (seat) => heuristicPolicy('normal', (view, { legal }) => normalMove(viewTable(view, seat), legal));

const strong: Factory = (seat, options, config) => {
  const memory = newMemory(options.players, true);
  const timing = strongTiming(config, MACHTKAMPF_TABLE_MS, MACHTKAMPF_MOVES_PER_MS);
  return remembering(
    memory,
    searchPolicy({
      name: 'strong',
      seat,
      spec: () => searchSpec(memory, 'many', 'match'),
      ...timing,
      observe: (view) => observe(memory, view),
      shortcut: ({ legal }) => (legal.some((move) => move.type === 'callLastCard') ? CALL : null),
      fallback: ({ view, legal }) => normalMove(viewTable(view as MachtkampfView, seat), legal),
      favourite: ({ view, legal }) => {
        const move = normalMove(viewTable(view as MachtkampfView, seat), legal);
        return legal.find((m) => moveKey(m) === moveKey(move)) ?? move;
      },
    }),
  );
};

export const machtkampfBots = { beginner, normal, strong };

/** The tournament's flat Monte Carlo references, on the strong level's sampler (with its memory), playouts and budget. */
export const machtkampfReferees = referees<MachtkampfView, MachtkampfMove, MachtkampfOptions>(MACHTKAMPF_MOVES_PER_MS, (seat, options, budget, name) => {
  const memory = newMemory(options.players);
  return flatMonteCarloPolicy({
    name,
    seat,
    spec: () => searchSpec(memory),
    budget,
    observe: (view) => observe(memory, view),
    shortcut: ({ legal }) => (legal.some((move) => move.type === 'callLastCard') ? CALL : null),
  });
});
