/**
 * How the normal level (and the strong level's playouts and prior) plays Machtkampf, the way a
 * seasoned player does:
 * - it reads its hand as a few plays (bot-hand.ts) and counts cards: a play is *sure* when the
 *   cards it has not seen (the other hands and the unused one) hold nothing of its kind that beats
 *   it — leading it wins the lead back, whoever holds what;
 * - leading, it runs its sure plays once at most one unsure play is left (that one goes last and
 *   takes it out), and otherwise leads its lowest unsure play, so that its sure ones can win the
 *   lead back later;
 * - following, it weighs every play against passing: what is left to shed afterwards, whether the
 *   play takes the lead, the penalty steps at 8, 11 and 14 cards when someone is about to go out,
 *   and stopping the one who is;
 * - when someone is about to go out it leads plays bigger than their hand, biggest first.
 */
import type { FrenchCard } from '../../cards';
import { MAX_MOVES } from '../../engine/playout';
import { isReserve, partCards, splitCounts, splitHand, type Part } from './bot-hand';
import {
  ACE_OF_SPADES_ID,
  CARDS_IN_ORDER,
  DISTINCT_CARDS,
  IDS_OF_NUMBER,
  JACK_OF_CLUBS_ID,
  JACK_OF_DIAMONDS_ID,
  MACHTKAMPF_DECK,
  cardId,
  countCards,
  idOf,
} from './cards';
import { FLUSH, FULL_HOUSE, GANG, KIND_SHIFT, STRAIGHT, STRAIGHT_FLUSH, beatsCode, classifyIds, kindOfCode } from './combinations';
import { cardsCode, playCode, playIds } from './plays';
import { penaltyPoints } from './scoring';
import type { MachtkampfMove, TrickPlay } from './state';
import type { Seat } from '../../engine/types';

/** What a seat knows of the table: its hand, the trick, the public counts, and the cards it has not seen. */
export interface Table {
  seat: Seat;
  hand: readonly FrenchCard[];
  trick: readonly TrickPlay[];
  handSizes: ArrayLike<number>;
  /** Per seat, whether it is out of this game (true or 1). */
  out: ArrayLike<boolean | number>;
  /** Per distinct card, how many copies are in hands (or the unused hand) this seat cannot see. */
  unseen: readonly number[];
  /** The hand as counts per card index, when the caller holds it so (a playout): else they are counted from `hand`. */
  handCounts?: ArrayLike<number>;
}

const DECK_COUNTS: readonly number[] = countCards(MACHTKAMPF_DECK);

/** The cards a seat has not seen: the deck less its hand, the finished tricks and the trick on the table. */
export function unseenOf(hand: readonly FrenchCard[], played: readonly FrenchCard[], trick: readonly TrickPlay[]): number[] {
  const counts = DECK_COUNTS.slice();
  const remove = (card: FrenchCard): void => {
    const id = cardId(card);
    counts[id] = (counts[id] as number) - 1;
  };
  for (const card of hand) remove(card);
  for (const card of played) remove(card);
  for (const play of trick) for (const card of play.cards) remove(card);
  return counts;
}

/** The same from a full state (a playout): what the others and the unused hand hold. */
export function unseenInHands(hands: readonly (readonly FrenchCard[])[], dummy: readonly FrenchCard[], seat: Seat): number[] {
  const counts = new Array<number>(DISTINCT_CARDS).fill(0);
  const add = (card: FrenchCard): void => {
    const id = cardId(card);
    counts[id] = (counts[id] as number) + 1;
  };
  hands.forEach((hand, s) => {
    if (s !== seat) for (const card of hand) add(card);
  });
  for (const card of dummy) add(card);
  return counts;
}

export const PASS: MachtkampfMove = { type: 'pass' };
export const CALL: MachtkampfMove = { type: 'callLastCard' };
type Play = { type: 'play'; cards: FrenchCard[] };

export function strength(cards: readonly FrenchCard[]): number {
  const ids = cards.map(cardId);
  return classifyIds(ids, ids.length);
}

export function isGang(cards: readonly FrenchCard[]): boolean {
  return kindOfCode(strength(cards)) === GANG;
}

export function lowest(plays: readonly FrenchCard[][]): FrenchCard[] | null {
  let best: FrenchCard[] | null = null;
  let bestCode = Infinity;
  for (const cards of plays) {
    const code = strength(cards);
    if (code < bestCode) {
      bestCode = code;
      best = cards;
    }
  }
  return best;
}

/** Scratch for the cards `bestOfNumber` picks. */
const picked = new Int32Array(3);

/** The strongest same-number play of `size` cards the counts hold for a number (its top copies), as a code, or -1. */
function bestOfNumber(counts: readonly number[], ids: readonly number[], size: number): number {
  // Picked from the top down, written from the last place down: the play comes out in single-card order.
  let left = size;
  for (let i = ids.length - 1; i >= 0 && left > 0; i--) {
    const id = ids[i] as number;
    for (let k = counts[id] as number; k > 0 && left > 0; k--) picked[--left] = id;
  }
  return left === 0 ? classifyIds(picked, size) : -1;
}

const JACKS: readonly number[] = [JACK_OF_CLUBS_ID, JACK_OF_DIAMONDS_ID];

/** Whether the counts form a pair or a triple above `code`: its number or a higher one, best copies first. */
function sameNumberAbove(counts: readonly number[], code: number, size: number): boolean {
  if (size === 2 && bestOfNumber(counts, JACKS, 2) > code) return true;
  // A pair's strength is number × 16 + suits, a triple's number × 64 + suits.
  const own = Math.floor((code % KIND_SHIFT) / (size === 2 ? 16 : 64));
  for (let number = 10; number >= own; number--) if (bestOfNumber(counts, IDS_OF_NUMBER[number] as readonly number[], size) > code) return true;
  return false;
}

function has(counts: readonly number[], id: number): boolean {
  return id >= 0 && (counts[id] as number) > 0;
}

/** Whether the counts form a five-card play above `code` (any higher five-card kind, or the same kind higher). */
function fiveAbove(counts: readonly number[], code: number): boolean {
  const kind = kindOfCode(code);
  // Straight flushes, per suit and run (A♠ stands in for a 1).
  for (let suit = 0; suit < 3; suit++) {
    for (let start = 6; start >= 1; start--) {
      let run = true;
      for (let n = start; n < start + 5 && run; n++) run = has(counts, idOf(n, suit)) || (n === 1 && has(counts, ACE_OF_SPADES_ID));
      if (run && STRAIGHT_FLUSH * KIND_SHIFT + idOf(start + 4, suit) > code) return true;
    }
  }
  if (kind === STRAIGHT_FLUSH) return false;
  // Full houses: the strongest triple that leaves a pair of another number (or the jack pair).
  for (let n = 10; n >= 1; n--) {
    const triple = bestOfNumber(counts, IDS_OF_NUMBER[n] as readonly number[], 3);
    if (triple < 0) continue;
    if (FULL_HOUSE * KIND_SHIFT + (triple % KIND_SHIFT) > code && pairBesides(counts, n)) return true;
  }
  if (kind === FULL_HOUSE) return false;
  // Flushes (any five of a suit, the A♠ counting as any): the highest card decides.
  for (let suit = 0; suit < 3; suit++) {
    let cards = (counts[ACE_OF_SPADES_ID] as number) > 0 ? 1 : 0;
    let high = -1;
    for (let n = 1; n <= 10; n++) {
      const id = idOf(n, suit);
      cards += counts[id] as number;
      if ((counts[id] as number) > 0) high = id;
    }
    if (cards >= 5 && FLUSH * KIND_SHIFT + high > code) return true;
  }
  if (kind === FLUSH) return false;
  // Straights: the highest card of the top number decides.
  for (let start = 6; start >= 1; start--) {
    let run = true;
    for (let n = start; n < start + 5 && run; n++) run = numberCount(counts, n) > 0;
    if (!run) continue;
    const ids = IDS_OF_NUMBER[start + 4] as readonly number[];
    for (let i = ids.length - 1; i >= 0; i--) if (has(counts, ids[i] as number)) return STRAIGHT * KIND_SHIFT + (ids[i] as number) > code;
  }
  return false;
}

/** Whether the counts hold a pair of a number other than `except`, or the jack pair. */
function pairBesides(counts: readonly number[], except: number): boolean {
  if (has(counts, JACK_OF_CLUBS_ID) && has(counts, JACK_OF_DIAMONDS_ID)) return true;
  for (let n = 1; n <= 10; n++) if (n !== except && numberCount(counts, n) >= 2) return true;
  return false;
}

function numberCount(counts: readonly number[], n: number): number {
  let total = 0;
  for (const id of IDS_OF_NUMBER[n] as readonly number[]) total += counts[id] as number;
  return total;
}

/**
 * Whether nothing of the same kind and size the unseen cards can form beats this play (gangs,
 * which beat anything, aside: a hand keeps a gang rather than spend it early).
 */
export function isSure(ids: readonly number[], unseen: readonly number[]): boolean {
  const code = classifyIds(ids, ids.length);
  if (kindOfCode(code) === GANG) return true;
  if (ids.length === 1) {
    for (let id = DISTINCT_CARDS - 1; id > (ids[0] as number); id--) if ((unseen[id] as number) > 0) return false;
    return true;
  }
  return ids.length === 5 ? !fiveAbove(unseen, code) : !sameNumberAbove(unseen, code, ids.length);
}

/** A part that wins a lead back: a sure play, or one kept for the end. */
function isSurePart(part: Part, unseen: readonly number[]): boolean {
  return isReserve(part) || isSure(part.ids, unseen);
}

/** The plays it takes to shed a hand, less half a play per sure one (each wins a lead back). */
function burden(parts: readonly Part[], unseen: readonly number[]): number {
  let unsure = 0;
  let sure = 0;
  for (const part of parts) {
    if (isSurePart(part, unseen)) sure++;
    else unsure++;
  }
  return unsure + 0.5 * sure;
}

/** The fewest cards any other seat still in the game holds. */
function closestToOut(table: Table): number {
  let fewest = Infinity;
  for (let seat = 0; seat < table.handSizes.length; seat++) {
    if (seat !== table.seat && !table.out[seat]) fewest = Math.min(fewest, table.handSizes[seat] as number);
  }
  return fewest;
}

/** How much the penalty for the cards left matters now: little while everybody holds many, a lot once someone is about to go out. */
function urgency(fewest: number): number {
  return fewest <= 1 ? 1 : fewest <= 2 ? 0.7 : fewest <= 4 ? 0.35 : fewest <= 6 ? 0.12 : 0.04;
}

/** The card to hand back to the loser: the lowest unsure single of the split, else the lowest card. */
export function giveBackCard(hand: readonly FrenchCard[]): FrenchCard {
  const singles = splitHand(hand).filter((part) => part.kind === 'single' && !isReserve(part));
  const lowestSingle = singles.map((part) => part.ids[0] as number).sort((a, b) => a - b)[0];
  return lowestSingle === undefined ? (hand[0] as FrenchCard) : (partCards({ ids: [lowestSingle], kind: 'single' })[0] as FrenchCard);
}

function topOf(part: Part): number {
  return part.ids[part.ids.length - 1] as number;
}

/** A lead among the legal plays. */
export function normalLead(table: Table, plays: readonly FrenchCard[][], deep: boolean): FrenchCard[] {
  // Keyed by move code: the same cards (in single-card order) are the same code.
  const legal = new Set(plays.map(cardsCode));
  const all = splitCounts(table.handCounts ?? countCards(table.hand), deep);
  const parts = all.filter((part) => legal.has(playCode(part.ids, part.ids.length)));
  if (parts.length === 0) return lowest(plays.filter((cards) => cards.length > 1)) ?? (lowest(plays) as FrenchCard[]);
  if (all.length === 1) return partCards(all[0] as Part);
  const unsure = parts.filter((part) => !isSurePart(part, table.unseen));
  const unsureInHand = all.filter((part) => !isSurePart(part, table.unseen)).length;
  // At most one unsure play left: run the sure ones (plain ones before gangs and the K♥), the last goes out.
  if (unsureInHand <= 1) {
    const runs = parts.filter((part) => isSurePart(part, table.unseen)).sort((a, b) => Number(isReserve(a)) - Number(isReserve(b)) || topOf(a) - topOf(b));
    if (runs.length > 0) return partCards(runs[0] as Part);
  }
  const fewest = closestToOut(table);
  if (fewest <= 3) {
    // Someone is about to go out: lead what they cannot follow (more cards than they hold), and shed the most.
    const unfollowable = parts.filter((part) => part.ids.length > fewest && !isReserve(part));
    const pool = unfollowable.length > 0 ? unfollowable : parts;
    let best = pool[0] as Part;
    for (const part of pool) if (part.ids.length > best.ids.length || (part.ids.length === best.ids.length && topOf(part) > topOf(best))) best = part;
    return partCards(best);
  }
  const pool = unsure.length > 0 ? unsure : parts.filter((part) => !isReserve(part));
  const choices = pool.length > 0 ? pool : parts;
  let best = choices[0] as Part;
  for (const part of choices) if (leadRank(part) < leadRank(best) || (leadRank(part) === leadRank(best) && part.ids.length > best.ids.length)) best = part;
  return partCards(best);
}

/** A five-card play is seldom answered (few hands hold one that beats it): five cards shed and the lead kept. */
function leadRank(part: Part): number {
  return (part.ids.length === 5 ? -1000 : 0) + topOf(part);
}

export interface FollowChoices {
  /**
   * Writes every play that may go on the trick into `out` as move codes (plays.ts) and returns how
   * many; asked only when needed (it can be hundreds). Codes, not card lists: only the lowest play
   * and the lowest gang among them are kept.
   */
  plays: (out: Int32Array) => number;
  /** Whether these cards (indexes in single-card order) may go on the trick. */
  allowed: (ids: readonly number[]) => boolean;
  canPass: boolean;
}

/** Scratch for the plays that may go on a trick, the lowest of them, and one play's cards. */
const listedPlays = new Int32Array(MAX_MOVES);
const lowestFound = new Int32Array(2);
const playScratch = new Int32Array(7);
/** Scratch for a hand's counts less a candidate's cards (the split reads it and keeps nothing of it). */
const restScratch = new Array<number>(DISTINCT_CARDS).fill(0);

/**
 * `lowest` over move codes, for the plain plays and the gangs at once: writes the first play (in
 * listing order) of the least strength that is no gang into `found[0]` and the first such gang
 * into `found[1]`, -1 for none. Only those two are turned into cards.
 */
function lowestPlays(codes: Int32Array, n: number, found: Int32Array): void {
  let plain = Infinity;
  let gang = Infinity;
  found[0] = -1;
  found[1] = -1;
  for (let i = 0; i < n; i++) {
    const play = codes[i] as number;
    const code = classifyIds(playScratch, playIds(play, playScratch));
    if (kindOfCode(code) === GANG) {
      if (code < gang) {
        gang = code;
        found[1] = play;
      }
    } else if (code < plain) {
      plain = code;
      found[0] = play;
    }
  }
}

function idsOfCode(code: number): number[] {
  const n = playIds(code, playScratch);
  const ids = new Array<number>(n);
  for (let i = 0; i < n; i++) ids[i] = playScratch[i] as number;
  return ids;
}

function cardsOfIds(ids: readonly number[]): FrenchCard[] {
  return ids.map((id) => CARDS_IN_ORDER[id] as FrenchCard);
}

/**
 * On a trick: each candidate (the split's parts that beat it, the cheapest play that breaks a part,
 * the lowest gang) against passing, by what is left to shed, the lead it may take, the penalty it
 * saves and whether it stops someone about to go out. Null is a pass.
 */
export function normalFollow(table: Table, choices: FollowChoices, deep: boolean): FrenchCard[] | null {
  const { hand, unseen } = table;
  if (hand.length <= 7 && choices.allowed(hand.map(cardId))) return hand.slice();
  const counts = table.handCounts ?? countCards(hand);
  const parts = splitCounts(counts, deep);
  // Keyed by move code: the same cards (in single-card order) are the same code.
  const candidates = new Map<number, readonly number[]>();
  for (const part of parts) if (choices.allowed(part.ids)) candidates.set(playCode(part.ids, part.ids.length), part.ids);
  lowestPlays(listedPlays, choices.plays(listedPlays), lowestFound);
  const breaking = lowestFound[0] as number;
  const gang = lowestFound[1] as number;
  if (breaking >= 0) candidates.set(breaking, idsOfCode(breaking));
  if (gang >= 0) candidates.set(gang, idsOfCode(gang));
  if (candidates.size === 0) return null;

  const top = table.trick[table.trick.length - 1] as TrickPlay;
  const fewest = closestToOut(table);
  const weight = urgency(fewest);
  const ownerSize = table.handSizes[top.seat] as number;
  const before = burden(parts, unseen);
  const penaltyNow = penaltyPoints(hand.length);
  let best: readonly number[] | null = null;
  // Passing keeps the hand as it is; a small edge keeps the flexibility when nothing is gained.
  let bestScore = choices.canPass ? 0.05 : -Infinity;
  for (const ids of candidates.values()) {
    const rest = restScratch;
    for (let id = 0; id < DISTINCT_CARDS; id++) rest[id] = counts[id] as number;
    for (const id of ids) rest[id] = (rest[id] as number) - 1;
    const after = burden(splitCounts(rest, deep), unseen);
    const takesLead = isSure(ids, unseen);
    let score = before - after + (takesLead ? 0.3 : 0);
    score += (weight * (penaltyNow - penaltyPoints(hand.length - ids.length))) / 3;
    // The trick's owner is about to go out: any play makes them answer it, a sure one stops them.
    if (ownerSize <= 2 && top.seat !== table.seat) score += takesLead ? 1.5 : 0.5;
    if (score > bestScore) {
      bestScore = score;
      best = ids;
    }
  }
  return best ? cardsOfIds(best) : null;
}

/** The move among `legal` (a playout's shorter list or the rules' full one). */
export function normalMove(table: Table, legal: readonly MachtkampfMove[], deep = true): MachtkampfMove {
  if (legal.some((move) => move.type === 'callLastCard')) return CALL;
  if (legal.some((move) => move.type === 'giveBack')) return { type: 'giveBack', card: giveBackCard(table.hand) };
  const plays = legal.filter((move): move is Play => move.type === 'play').map((move) => move.cards);
  const canPass = legal.some((move) => move.type === 'pass');
  if (table.trick.length === 0) return { type: 'play', cards: normalLead(table, plays, deep) };
  const codes = plays.map(cardsCode);
  const listed = new Set(codes);
  const choices: FollowChoices = {
    plays: (out) => {
      out.set(codes);
      return codes.length;
    },
    // Cards that form no combination have no code of their own (six or seven of them would read as a gang's).
    allowed: (ids) => classifyIds(ids, ids.length) >= 0 && listed.has(playCode(ids, ids.length)),
    canPass,
  };
  const cards = normalFollow(table, choices, deep);
  return cards ? { type: 'play', cards } : canPass ? PASS : { type: 'play', cards: lowest(plays) as FrenchCard[] };
}

/** Whether the cards (indexes in single-card order) beat the trick's last play, of code `topCode` and `topSize` cards (a playout checks its own candidates this way). */
export function beatsTop(ids: readonly number[], topCode: number, topSize: number): boolean {
  const code = classifyIds(ids, ids.length);
  return code >= 0 && beatsCode(code, ids.length, topCode, topSize);
}
