/**
 * Searching Kerkerhatz: the flat Monte Carlo reference of the tournament (bots/flat.ts), a
 * teammate that tries every move it could make now, waiting included, in samples of what it cannot
 * see, and plays the level out with a team after it.
 *
 * The game has no turns, so a playout stands the table in for the host's clock (engine/driver.ts):
 * the seats are asked one after the other, from the one after the last to act; the first that
 * acts changes the table and the asking starts again after it; when every seat has let the
 * moment pass the table is one step quieter (the team's policies pay more for a move the longer
 * nobody acts). Every move and every quiet round costs the clock a reaction time, so the clock,
 * the reveal beat and the event windows run as at the table. A playout ends when the level is won
 * (1 for every seat) or lost (0), or when the table has stayed quiet so long that the clock would
 * decide (lost).
 *
 * Samples and playouts are JSON states moved by the rules' own `apply` and `advance` (rules.ts,
 * clock.ts): the one implementation of the rules, on the match in typed arrays underneath.
 */
import { SUITS, frenchDeck, type FrenchCard } from '../../cards';
import { createRng, shuffle, type Rng } from '../../cards/rng';
import { flatDecision, referees } from '../../bots/flat';
import type { SearchBudget } from '../../bots/policy';
import type { SearchSpec } from '../../bots/search';
import type { RealtimeDecisionContext, RealtimePolicy } from '../../engine/policy';
import type { Seat } from '../../engine/types';
import { decide } from './bots';
import { levelOf } from './campaign';
import { countRemaining } from './cards';
import { advance, nextDeadline } from './clock';
import { TEAMMATE_PACE } from './levels';
import { apply, legalMoves } from './rules';
import { isOver, type KerkerhatzMove, type KerkerhatzOptions, type KerkerhatzState } from './state';
import { view as viewOf, type KerkerhatzView } from './view';

/** Letting the moment pass: a choice at the table, never a move sent to the host. */
export const WAIT = Object.freeze({ type: 'wait' as const });
export type Choice = KerkerhatzMove | typeof WAIT;

/** A playout's table: the match, and where the asking stands. */
export interface Table {
  state: KerkerhatzState;
  /** Rounds in a row in which every seat let the moment pass. */
  quiet: number;
  /** Seats asked since the table last changed or went one step quieter. */
  waited: number;
  /** The seat asked next. */
  next: Seat;
}

/** What one seat of the playout's team does now (null: it lets the moment pass). */
export type TeamDecision = (view: KerkerhatzView, seat: Seat, legal: readonly KerkerhatzMove[], quiet: number) => KerkerhatzMove | null;

/** The normal team's rules of thumb (bots.ts), the reference's model of its teammates. */
export const normalTeam: TeamDecision = (view, seat, legal, quiet) => decide(view, seat, legal, quiet);

/**
 * A playout's reaction time, for a move and for a round in which nobody moved: the middle of the
 * quick teammates' reaction times (levels.ts), the pace the tournament's teams play at.
 */
export const STEP_MS = (TEAMMATE_PACE.strong.reactionMs[0] + TEAMMATE_PACE.strong.reactionMs[1]) / 2;
/** Quiet rounds after which a playout's table counts as stalled: the team's bots give up after at most 7 (strong.ts). */
const STALLED = 8;
/** Playout steps after which a level counts as lost (a level takes a few hundred). */
const MAX_STEPS = 4000;

const HERO_DECK: readonly FrenchCard[] = frenchDeck({ jokers: true });
/** The doors are the dungeon deck's aces to fours; its jacks are the mini-bosses, its fives the events. */
const DOOR_RANKS = ['A', '2', '3', '4'] as const;

/**
 * A full state the view allows, drawn at random: the hero cards nobody has seen (the others'
 * hands, every draw pile) dealt anew in the sizes the view shows, and the face-down dungeon drawn
 * from the dungeon cards not seen yet, as many of each kind as the level still holds.
 */
export function determinize(view: KerkerhatzView, rng: Rng): KerkerhatzState {
  const seat = view.viewer;
  if (typeof seat !== 'number' || !view.hand) throw new Error('kerkerhatz: only a seat can sample its view');
  const current = view.current;
  const seen = new Set<FrenchCard>([...view.hand, ...view.spent, ...view.discards.flat(), ...(current?.played.map((p) => p.card) ?? [])]);
  const unseen = shuffle(
    HERO_DECK.filter((card) => !seen.has(card)),
    rng,
  );
  let dealt = 0;
  const take = (count: number): FrenchCard[] => {
    const cards = unseen.slice(dealt, dealt + count);
    dealt += count;
    return cards;
  };
  const hands = view.handSizes.map((size, s) => (s === seat ? (view.hand as FrenchCard[]) : take(size)));
  const piles = view.pileSizes.map((size) => take(size));
  if (dealt !== unseen.length) throw new Error(`kerkerhatz: the view hides ${unseen.length} hero cards but shows places for ${dealt}`);

  const row = levelOf(view.options, view.level);
  const shown = new Set<FrenchCard>([...view.beaten, ...(current ? [current.card] : [])]);
  const dungeon: FrenchCard[] = [];
  for (const [ranks, count] of [
    [DOOR_RANKS, row.doors],
    [['J'], row.miniBosses],
    [['5'], row.events],
  ] as const) {
    const kind = ranks.map((rank) => SUITS.map((suit): FrenchCard => `${rank}${suit}`)).flat();
    const left = kind.filter((card) => !shown.has(card));
    dungeon.push(...shuffle(left, rng).slice(0, Math.max(0, count - (kind.length - left.length))));
  }
  if (dungeon.length !== view.dungeonLeft) throw new Error(`kerkerhatz: the level leaves ${dungeon.length} dungeon cards, the view ${view.dungeonLeft}`);

  return {
    options: view.options,
    seed: 0,
    phase: view.phase,
    now: view.now,
    clock: { status: view.clock.status, elapsed: view.clock.elapsedMs, limit: view.clock.limitMs },
    revealAt: view.revealAt,
    windowEndsAt: view.windowEndsAt,
    heroes: view.heroes,
    hands,
    piles,
    discards: view.discards,
    dungeon: shuffle(dungeon, rng),
    boss: view.boss,
    bossRevealed: view.bossRevealed,
    current: current && {
      card: current.card,
      kind: current.kind,
      remaining: current.remaining ?? countRemaining(current.card, current.kind, view.bossPerSuit, current.played),
      played: current.played,
    },
    beaten: view.beaten,
    spent: view.spent,
    dark: view.dark,
    collapsePending: view.collapsePending,
    giveUpVotes: view.giveUpVotes,
    cause: view.cause,
    tally: view.tally,
  };
}

/** The table after `seat` acted (or let the moment pass): the asking goes on with the next seat. */
function step(t: Table, seat: Seat, choice: Choice): Table {
  const players = t.state.hands.length;
  const next = ((seat + 1) % players) as Seat;
  if (choice.type !== 'wait') {
    // The move acts on the table as the seat saw it; then the clock runs on while the others take it in.
    const moved = apply(t.state, seat, choice);
    return { state: advance(moved, moved.now + STEP_MS), quiet: 0, waited: 0, next };
  }
  if (t.waited + 1 < players) return { state: t.state, quiet: t.quiet, waited: t.waited + 1, next };
  // Nobody acted: in a fight the table grows quieter while the clock runs; between cards it waits for the beat or the window.
  if (t.state.phase === 'fight') return { state: advance(t.state, t.state.now + STEP_MS), quiet: t.quiet + 1, waited: 0, next };
  const due = nextDeadline(t.state);
  return { state: advance(t.state, due ?? t.state.now + STEP_MS), quiet: t.quiet, waited: 0, next };
}

const keyOf = (choice: Choice): string => {
  switch (choice.type) {
    case 'play':
      return `play ${choice.card}${choice.suit ? ` ${choice.suit}` : ''}`;
    case 'power':
      return `power ${choice.discard.join(' ')}${choice.teammate === undefined ? '' : ` to ${choice.teammate}`}`;
    case 'discard':
      return `discard ${choice.cards.join(' ')}`;
    case 'hero':
      return `hero ${choice.hero}`;
    default:
      return choice.type;
  }
};

/**
 * The search over playouts: samples of the view brought to the time of the decision (`now`), the
 * asking loop above, `team` in every seat. The seat searching stands at the root with the others
 * not yet asked this round.
 */
export function searchSpec(view: KerkerhatzView, team: TeamDecision, quiet: number, now = view.now): SearchSpec<Table, Choice, KerkerhatzView> {
  return {
    rules: {
      toAct: (t) => [t.next],
      apply: (t, seat, choice) => step(t, seat, choice),
    },
    determinize: (v, rng) => {
      // The view is of the table's last change; the seat decides now (the clock has run since).
      const sample = determinize(v, rng);
      const state = now > sample.now ? advance(sample, now) : sample;
      return { state, quiet, waited: 0, next: v.viewer as Seat };
    },
    rollout(t, seat) {
      const legal = legalMoves(t.state, seat);
      return team(viewOf(t.state, seat), seat, legal, t.quiet) ?? WAIT;
    },
    payoff(_root, t, depth) {
      const players = t.state.hands.length;
      if (isOver(t.state)) return new Array<number>(players).fill(t.state.phase === 'won' ? 1 : 0);
      if (t.quiet > STALLED || depth > MAX_STEPS) return new Array<number>(players).fill(0);
      return null;
    },
    key: keyOf,
  };
}

/** Phases in which a seat has a choice worth searching: the fight, an event's window, Einsturz's discards. */
const SEARCHED = new Set<KerkerhatzView['phase']>(['fight', 'window', 'collapse']);

/**
 * The moves a seat compares: letting the moment pass (unless it owes Einsturz's discards, which
 * the table waits for) and every legal move but giving up (a vote that only ever loses the level).
 */
export function choicesOf(view: KerkerhatzView, legal: readonly KerkerhatzMove[]): Choice[] {
  const moves: Choice[] = legal.filter((move) => move.type !== 'giveUp');
  const owes = view.phase === 'collapse' && typeof view.viewer === 'number' && view.collapsePending.includes(view.viewer);
  // Listed first, so that where nothing scores better the seat lets the moment pass.
  if (!owes) moves.unshift(WAIT);
  return moves;
}

/**
 * Steps of a playout (a move, or a seat letting the moment pass) the searching teammates take per
 * millisecond of their budget: measured on one core of this machine in level-5 playouts (317).
 */
export const KERKERHATZ_MOVES_PER_MS = 300;

/** The flat Monte Carlo teammate: each choice played in the same samples, the normal team after it; the best mean wins. */
export function flatTeammate(seat: Seat, budget: SearchBudget, name: string): RealtimePolicy<KerkerhatzView, KerkerhatzMove> {
  const react = (context: RealtimeDecisionContext<KerkerhatzView, KerkerhatzMove>): KerkerhatzMove | null => {
    const view = context.view;
    if (!view) throw new Error(`${name} bot needs its view`);
    // Choosing heroes and flipping the next card: the team's way (nothing to weigh).
    if (!SEARCHED.has(view.phase)) return decide(view, seat, context.legal, context.quiet);
    const choices = choicesOf(view, context.legal);
    if (choices.length === 1) return choices[0]?.type === 'wait' ? null : (choices[0] as KerkerhatzMove);
    const rng = createRng(context.rng.nextUint32());
    const pick = flatDecision(searchSpec(view, normalTeam, context.quiet, context.now), view, seat, choices, budget, rng);
    return pick.type === 'wait' ? null : pick;
  };
  return {
    name,
    usesView: true,
    pace: TEAMMATE_PACE.strong,
    react,
    choose: (context) => react({ ...context, now: context.view?.now ?? 0, quiet: 99 }) ?? (context.legal[0] as KerkerhatzMove),
  };
}

/** The tournament's two reference teams: at the strong level's budget and at four times it. */
export const kerkerhatzReferees = referees<KerkerhatzView, KerkerhatzMove, KerkerhatzOptions>(KERKERHATZ_MOVES_PER_MS, (seat, _options, budget, name) =>
  flatTeammate(seat, budget, name),
);
