/**
 * Reading the table, as a seasoned player does: who led what, who passed on which play. From one
 * of its views to the next a seat can tell every play and pass the others made in between (the
 * trick shows the plays and who made them, the turn order and the finished tricks' cards tell the
 * passes); `readTable` writes them down. `agreement` then says how well a deal of the hidden
 * cards explains them: each recorded decision is replayed with the seat's hand in that deal (its
 * hand now and the cards it played since) and the normal level's choice (normal.ts); a deal in
 * which the others would have played as they did is the likelier one.
 *
 * Only what the seat could see is used: its views, its own moves and the public counts.
 */
import type { FrenchCard } from '../../cards';
import { MAX_MOVES } from '../../engine/playout';
import type { Seat } from '../../engine/types';
import { partCards, partKey, splitHand } from './bot-hand';
import { CARDS_IN_ORDER, DISTINCT_CARDS, MACHTKAMPF_DECK, cardId, countCards } from './cards';
import { classify, codeOf } from './combinations';
import { beatsTop, normalFollow, normalLead, type FollowChoices, type Table } from './normal';
import { playCodes } from './plays';
import { trickTaken } from './rules';
import { nextSeatInGame, type MachtkampfMove, type TrickPlay } from './state';
import type { MachtkampfView } from './view';

/** One decision of another seat, as the table saw it. */
export interface Seen {
  seat: Seat;
  /** The play it had to beat; null when it led. */
  top: TrickPlay | null;
  /** What it played; null for a pass. */
  cards: FrenchCard[] | null;
  /** Per distinct card, how many copies had left the hands before it (finished tricks and the trick). */
  gone: number[];
  handSizes: number[];
  out: boolean[];
  /** The match's first lead (it must hold the A♠) or the one-card obligation: the choice was not free, it says nothing here. */
  bound: boolean;
}

/** What a seat has read of the game being played. */
export interface Reading {
  game: number;
  /** The others' decisions since the reading began, oldest first. */
  seen: Seen[];
  /** The table at the seat's last turn, and the play or pass it made there: where the next reading starts. */
  at: Public | null;
  mine: MachtkampfMove | null;
}

export function newReading(): Reading {
  return { game: -1, seen: [], at: null, mine: null };
}

/** The table as everybody sees it, between two moves. */
interface Public {
  trick: TrickPlay[];
  passes: number;
  turn: Seat;
  /** Cards in the finished tricks. */
  discard: number;
  sizes: number[];
  out: boolean[];
  gone: number[];
  aceLead: boolean;
}

function goneOf(view: MachtkampfView): number[] {
  const gone = countCards(view.discard);
  for (const play of view.trick) for (const card of play.cards) gone[cardId(card)] = (gone[cardId(card)] as number) + 1;
  return gone;
}

function samePlay(a: TrickPlay | undefined, b: TrickPlay | undefined): boolean {
  return a !== undefined && b !== undefined && a.seat === b.seat && partKey(a.cards) === partKey(b.cards);
}

/** The table of a view. */
function tableOf(view: MachtkampfView): Public {
  return {
    trick: view.trick.slice(),
    passes: view.passes,
    turn: view.turn as Seat,
    discard: view.discard.length,
    sizes: view.handSizes.slice(),
    out: view.out.slice(),
    gone: goneOf(view),
    aceLead: view.aceLead,
  };
}

/** The table at the start of the game of `view`, when no trick has been taken yet: every play made is in its trick. */
function gameStart(view: MachtkampfView): Public | null {
  const first = view.trick[0];
  if (view.discard.length > 0 || !first) return null;
  const sizes = view.handSizes.slice();
  for (const play of view.trick) sizes[play.seat] = (sizes[play.seat] as number) + play.cards.length;
  return {
    trick: [],
    passes: 0,
    turn: first.seat,
    discard: 0,
    sizes,
    out: sizes.map(() => false),
    gone: new Array<number>(DISTINCT_CARDS).fill(0),
    aceLead: view.gameNumber === 0,
  };
}

/**
 * The decisions between the table `from` and the view `to` (the viewer's turn again), each seat's
 * play read off the trick and the others' turns as passes; `mine` is the viewer's move at `from`.
 * Null when the views do not fit together that way (the thread is lost: a new reading begins).
 */
function between(from: Public, mine: MachtkampfMove | null, to: MachtkampfView): Seen[] | null {
  const me = to.viewer as Seat;
  const players = to.options.players;
  const clockwise = to.direction === 'clockwise';
  const t = { ...from, trick: from.trick.slice(), sizes: from.sizes.slice(), out: from.out.slice(), gone: from.gone.slice() };
  const seen: Seen[] = [];
  const target = to.trick;
  for (let step = 0; step < 4 * players; step++) {
    const seat = t.turn;
    const first = step === 0 && mine !== null;
    if (seat === me && !first) {
      const fits =
        t.trick.length === target.length &&
        t.discard === to.discard.length &&
        t.passes === to.passes &&
        samePlay(t.trick[t.trick.length - 1], target[target.length - 1]);
      return fits || (t.trick.length === 0 && target.length === 0 && t.discard === to.discard.length) ? seen : null;
    }
    // A trick still to be taken before the viewer's turn: everyone passes until it is.
    const pending = to.discard.length > t.discard;
    const prefix = !pending && t.trick.length < target.length && (t.trick.length === 0 || samePlay(t.trick[t.trick.length - 1], target[t.trick.length - 1]));
    let play: TrickPlay | null = null;
    if (first) {
      if (mine.type === 'play') {
        const combination = classify(mine.cards);
        if (!combination) return null;
        play = { ...combination, seat };
      } else if (mine.type !== 'pass') return null;
    } else if (prefix && (target[t.trick.length] as TrickPlay).seat === seat) play = target[t.trick.length] as TrickPlay;
    if (t.trick.length === 0 && !play) return null;
    const top = t.trick[t.trick.length - 1] ?? null;
    if (seat !== me) {
      const hard = t.sizes[nextSeatInGame(players, clockwise, t.out, seat)] === 1;
      seen.push({
        seat,
        top,
        cards: play ? play.cards.slice() : null,
        gone: t.gone.slice(),
        handSizes: t.sizes.slice(),
        out: t.out.slice(),
        bound: t.aceLead || hard,
      });
    }
    if (play) {
      t.trick.push(play);
      t.passes = 0;
      t.aceLead = false;
      t.sizes[seat] = (t.sizes[seat] as number) - play.cards.length;
      for (const card of play.cards) t.gone[cardId(card)] = (t.gone[cardId(card)] as number) + 1;
      // Going out ends the game (the next view is another game's); a last card without the call puts the player out.
      if (t.sizes[seat] === 0) t.out[seat] = true;
      t.turn = nextSeatInGame(players, clockwise, t.out, seat);
      continue;
    }
    if (!top) return null;
    t.passes++;
    const inGame = t.out.filter((out) => !out).length;
    if (trickTaken(t.passes, inGame, t.out[top.seat] === true)) {
      for (const done of t.trick) t.discard += done.cards.length;
      t.trick = [];
      t.passes = 0;
      t.turn = t.out[top.seat] ? nextSeatInGame(players, clockwise, t.out, top.seat) : top.seat;
    } else t.turn = nextSeatInGame(players, clockwise, t.out, seat);
  }
  return null;
}

/**
 * Brings the reading up to `view` (the viewer's turn): the others' decisions since the viewer's
 * last move are added; a new game, or views that do not fit together, start a new reading.
 */
export function readTable(reading: Reading, view: MachtkampfView): void {
  if (view.gameNumber !== reading.game) {
    reading.game = view.gameNumber;
    reading.seen = [];
    reading.at = null;
  }
  if (view.phase !== 'playing') {
    reading.at = null;
    return;
  }
  const from = reading.at ?? gameStart(view);
  const seen = from ? between(from, reading.mine, view) : null;
  if (seen === null) reading.seen = [];
  else reading.seen.push(...seen);
  reading.at = tableOf(view);
  reading.mine = null;
}

/** Remembers the viewer's own play or pass at its last view: the next reading starts from it. */
export function readOwnMove(reading: Reading, move: MachtkampfMove): void {
  if (move.type === 'play' || move.type === 'pass') reading.mine = move;
}

const DECK_COUNTS: readonly number[] = countCards(MACHTKAMPF_DECK);

function cardsOf(counts: readonly number[]): FrenchCard[] {
  const cards: FrenchCard[] = [];
  for (let id = 0; id < DISTINCT_CARDS; id++) for (let k = counts[id] as number; k > 0; k--) cards.push(CARDS_IN_ORDER[id] as FrenchCard);
  return cards;
}

/** Scratch for the plays of a hand that beat a trick, as move codes. */
const beating = new Int32Array(MAX_MOVES);

/** Whether the normal level, holding `counts`, would have done what the seat did. */
function wouldHave(seen: Seen, counts: readonly number[]): boolean {
  const hand = cardsOf(counts);
  const unseen = DECK_COUNTS.map((total, id) => total - (counts[id] as number) - (seen.gone[id] as number));
  const top = seen.top;
  const table: Table = { seat: seen.seat, hand, trick: top ? [top] : [], handSizes: seen.handSizes, out: seen.out, unseen };
  if (!top) return seen.cards !== null && partKey(normalLead(table, splitHand(hand).map(partCards), true)) === partKey(seen.cards);
  const topCode = codeOf(top);
  const topSize = top.cards.length;
  const n = playCodes(counts, topCode, topSize, beating);
  // Nothing in the hand beats the trick: a pass, whatever the hand.
  if (n === 0) return seen.cards === null;
  const choices: FollowChoices = {
    plays: (out) => {
      out.set(beating.subarray(0, n));
      return n;
    },
    allowed: (ids) => beatsTop(ids, topCode, topSize),
    canPass: true,
  };
  const cards = normalFollow(table, choices, true);
  return cards === null ? seen.cards === null : seen.cards !== null && partKey(cards) === partKey(seen.cards);
}

/**
 * How many of the newest `limit` free decisions the deal `hands` (every seat's cards now) does
 * not explain: each seat's hand at a decision is its hand now and the cards it played since.
 * Decisions whose hand the deal cannot give (a card count off) count as unexplained too. The count
 * stops at `enough`: past a few misses a deal is unlikely whatever the rest says.
 */
export function disagreements(seen: readonly Seen[], hands: readonly (readonly FrenchCard[])[], limit: number, enough = Infinity): number {
  const counts = hands.map((hand) => countCards(hand));
  let looked = 0;
  let misses = 0;
  for (let i = seen.length - 1; i >= 0 && looked < limit && misses < enough; i--) {
    const decision = seen[i] as Seen;
    const own = counts[decision.seat] as number[];
    if (decision.cards) for (const card of decision.cards) own[cardId(card)] = (own[cardId(card)] as number) + 1;
    if (decision.bound) continue;
    looked++;
    let size = 0;
    for (const count of own) size += count;
    if (size !== decision.handSizes[decision.seat] || !wouldHave(decision, own)) misses++;
  }
  return misses;
}
