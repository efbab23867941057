/**
 * The strong teammate's judgement. A strong player counts: every hero card that is not face up on
 * the table, in a discard pile or on the current card is still with the team (in a hand or a draw
 * pile), so the team's supply of every suit is known exactly. The dungeon still to come is known
 * by kind (the level says how many doors, mini-bosses and events it holds) and drawn from the
 * dungeon cards not seen yet, so what it will ask of every suit is known on average and with its
 * spread. From both follows what one more card of a suit is worth: little for a suit the team has
 * plenty of, much for a suit the boss may run short of. Every choice is priced with these values:
 * which cards fill the pit, which are discarded (powers, Einsturz), when a jack or a door power
 * beats filling a door card by card, when a joker is spent, and which suit it counts as at the boss.
 *
 * The table decides like a falling auction: right after a change only moves that cost nothing are
 * made; every round of silence lowers the price a seat will pay, so the cheapest way anyone at the
 * table has is the one that happens, without anyone seeing the others' hands.
 */
import { SUITS, frenchDeck, type FrenchCard, type Suit } from '../../cards';
import type { Seat } from '../../engine/types';
import { bestOrGiveUp, giveUpVote, type Option } from './bots';
import { levelOf } from './campaign';
import { countRemaining, defeatsDoor, fillOf, isJoker, needTotal, partnerSuit, rankLetter, suitLetter, worthOf } from './cards';
import type { Hero, KerkerhatzMove, Need } from './state';
import type { EncounterView, KerkerhatzView } from './view';

const HERO_DECK: readonly FrenchCard[] = frenchDeck({ jokers: true });
const DOORS: readonly FrenchCard[] = SUITS.flatMap((suit) => (['A', '2', '3', '4'] as const).map((rank): FrenchCard => `${rank}${suit}`));
const MINI_BOSSES: readonly FrenchCard[] = SUITS.map((suit): FrenchCard => `J${suit}`);
const EVENTS: readonly FrenchCard[] = SUITS.map((suit): FrenchCard => `5${suit}`);

/** What the team still holds (hands and piles) and what the dungeon will still ask, as the viewer counts it. */
export interface Appraisal {
  /** Worth still with the team per suit (kings count double; jacks and queens count as their suit). */
  supply: Record<Suit, number>;
  jokers: number;
  /** Hero jacks still with the team, not in this viewer's hand. */
  jacksElsewhere: number;
  /** Expected worth per suit the current card and the rest of the dungeon (the boss included) will ask. */
  demand: Record<Suit, number>;
  /** What one more worth of each suit is worth to the team, about 1 when supply and demand balance. */
  unit: Record<Suit, number>;
  doorsAhead: number;
  /** Whether an Einsturz or a Grube may still come (a queen can cancel it). */
  harmAhead: boolean;
}

function suitRecord(value: (suit: Suit) => number): Record<Suit, number> {
  return { C: value('C'), D: value('D'), H: value('H'), S: value('S') };
}

/** Mean and variance of the sum of `take` values drawn without replacement from `pool`. */
function drawn(pool: readonly number[], take: number): { mean: number; variance: number } {
  const n = pool.length;
  if (n === 0 || take <= 0) return { mean: 0, variance: 0 };
  const k = Math.min(take, n);
  const mu = pool.reduce((a, b) => a + b, 0) / n;
  const s2 = pool.reduce((a, b) => a + (b - mu) ** 2, 0) / n;
  return { mean: k * mu, variance: n > 1 ? (k * s2 * (n - k)) / (n - 1) : 0 };
}

function doorValue(card: FrenchCard): number {
  const rank = rankLetter(card);
  return rank === 'A' ? 1 : Number(rank);
}

/** The standard normal density over its distribution function: how fast the odds grow with one more card. */
function millsRatio(z: number): number {
  if (z < -6) return -z;
  const density = Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
  return density / normalCdf(z);
}

function normalCdf(z: number): number {
  // Abramowitz–Stegun 7.1.26 for erf; accurate to about 1e-7, plenty for weighing cards.
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

const MILLS_AT_ZERO = millsRatio(0);
/** The spread of what a suit loses on the way besides the dungeon's needs (cycling, Einsturz), per dungeon card ahead. */
const LOSS_SPREAD = 0.35;
const MAX_UNIT = 3;

export function needOfCurrent(current: EncounterView, bossPerSuit: number): Need {
  return current.remaining ?? countRemaining(current.card, current.kind, bossPerSuit, current.played);
}

export function appraise(view: KerkerhatzView): Appraisal {
  const hand = view.hand ?? [];
  const gone = new Set<FrenchCard>([...view.spent, ...view.discards.flat(), ...(view.current?.played.map((p) => p.card) ?? [])]);
  const team = HERO_DECK.filter((card) => !gone.has(card));
  const supply = suitRecord(() => 0);
  let jokers = 0;
  let jacksElsewhere = 0;
  for (const card of team) {
    if (isJoker(card)) {
      jokers++;
      continue;
    }
    supply[suitLetter(card)] += worthOf(card);
    if (rankLetter(card) === 'J' && !hand.includes(card)) jacksElsewhere++;
  }

  const row = levelOf(view.options, view.level);
  const seen = new Set<FrenchCard>([...view.beaten, ...(view.current ? [view.current.card] : [])]);
  const current = view.current;
  const atBoss = current?.kind === 'boss';
  const count = (list: readonly FrenchCard[]): number => list.filter((card) => seen.has(card)).length;
  const doorsAhead = atBoss ? 0 : row.doors - count(DOORS);
  const minisAhead = atBoss ? 0 : row.miniBosses - count(MINI_BOSSES);
  const eventsAhead = atBoss ? 0 : row.events - count(EVENTS);
  const unseenDoors = DOORS.filter((card) => !seen.has(card));
  const unseenMinis = MINI_BOSSES.filter((card) => !seen.has(card));
  const unseenEvents = EVENTS.filter((card) => !seen.has(card));
  const cardsAhead = doorsAhead + minisAhead + eventsAhead;

  const now = current && current.kind !== 'event' ? needOfCurrent(current, view.bossPerSuit) : null;
  const demand = suitRecord(() => 0);
  const unit = suitRecord(() => 0);
  for (const suit of SUITS) {
    const doors = drawn(
      unseenDoors.map((card) => (suitLetter(card) === suit ? doorValue(card) : 0)),
      doorsAhead,
    );
    const minis = drawn(
      unseenMinis.map((card) => (suitLetter(card) === suit || partnerSuit(suitLetter(card)) === suit ? 2 : 0)),
      minisAhead,
    );
    const boss = atBoss ? 0 : row.bossPerSuit;
    demand[suit] = (now ? now[suit] : 0) + doors.mean + minis.mean + boss;
    const spread = Math.sqrt(doors.variance + minis.variance + LOSS_SPREAD * cardsAhead + 0.5);
    const z = (supply[suit] + jokers / 4 - demand[suit]) / spread;
    unit[suit] = Math.min(MAX_UNIT, millsRatio(z) / MILLS_AT_ZERO);
  }
  const harmful = unseenEvents.filter((card) => suitLetter(card) === 'S' || suitLetter(card) === 'C').length;
  return { supply, jokers, jacksElsewhere, demand, unit, doorsAhead, harmAhead: eventsAhead > 0 && harmful > 0 };
}

/** How much a jack in hand is worth while doors are still to come: about a small door's cards. */
const JACK_KEEP = 1.5;
/** How much a queen in hand is worth while an Einsturz or a Grube may still come. */
const QUEEN_KEEP = 1.5;
/** A joker is worth the scarcest suit and a little more: it can still become any of them. */
const JOKER_BONUS = 0.4;

/** What a card is worth to the team if kept. */
export function keepValue(card: FrenchCard, a: Appraisal): number {
  if (isJoker(card)) return Math.max(...SUITS.map((s) => a.unit[s])) + JOKER_BONUS;
  const own = worthOf(card) * a.unit[suitLetter(card)];
  const rank = rankLetter(card);
  if (rank === 'J' && a.doorsAhead > 0) return Math.max(own, JACK_KEEP);
  if (rank === 'Q' && a.harmAhead) return Math.max(own, QUEEN_KEEP);
  return own;
}

/** The `count` cards of a hand the team misses least, in hand order. */
export function cheapest(hand: readonly FrenchCard[], count: number, a: Appraisal): FrenchCard[] {
  const chosen = [...hand].sort((x, y) => keepValue(x, a) - keepValue(y, a) || (x < y ? -1 : 1)).slice(0, count);
  return hand.filter((card) => chosen.includes(card));
}

/** The lowest price a seat pays after `quiet` silent rounds (−Infinity: anything that helps at all). */
function threshold(quiet: number): number {
  return [0, -0.35, -0.8, -1.5, -3][quiet] ?? -Infinity;
}
const GIVE_UP_QUIET = 7;
/** Filling a big door card by card waits one round while a jack or a door power may take it whole. */
const WAIT_FOR_KILL = 0.3;
/**
 * Wasting a card or a power to draw fresh ones costs cards the boss may miss: on top of what the
 * cards are worth it waits until the table has been quiet long enough that nobody can fill.
 */
const CYCLE_PRICE = 1.5;

function cheapestUnit(a: Appraisal): number {
  return Math.min(...SUITS.filter((s) => a.supply[s] > 0).map((s) => a.unit[s]), MAX_UNIT);
}

function doorPowerSuits(hero: Hero | null | undefined): Suit[] {
  return hero === 'fighter' ? ['S', 'C'] : hero === 'scout' ? ['H', 'D'] : [];
}

/** Whether a teammate might take this door whole: a jack not accounted for, or a door power with cards to pay. */
function killMayCome(view: KerkerhatzView, seat: Seat, door: FrenchCard, a: Appraisal): boolean {
  if (a.jacksElsewhere > 0) return true;
  return view.heroes.some((hero, s) => s !== seat && doorPowerSuits(hero).includes(suitLetter(door)) && (view.handSizes[s] ?? 0) >= 3);
}

function fightOptions(
  view: KerkerhatzView,
  seat: Seat,
  hand: readonly FrenchCard[],
  current: EncounterView,
  need: Need,
  a: Appraisal,
  quiet: number,
): Option[] {
  const options: Option[] = [];
  const pitUnit = cheapestUnit(a);
  const door = current.kind === 'door';
  const remaining = needTotal(need);
  const waitForKill = door && quiet === 0 && remaining >= 3 && killMayCome(view, seat, current.card, a) ? WAIT_FOR_KILL : 0;
  for (const card of hand) {
    const keep = keepValue(card, a);
    if (defeatsDoor(card, current.kind)) {
      options.push({ move: { type: 'play', card, target: current.card }, net: remaining * a.unit[suitLetter(current.card)] - keep });
      continue;
    }
    if (isJoker(card)) {
      const suits = current.kind === 'pit' ? SUITS : SUITS.filter((s) => need[s] > 0);
      for (const suit of suits) {
        const gain = current.kind === 'pit' ? pitUnit : a.unit[suit];
        options.push({ move: { type: 'play', card, target: current.card, suit }, net: fillOf(need, current.kind, card, suit) * gain - keep });
      }
      continue;
    }
    const suit = suitLetter(card);
    const fill = fillOf(need, current.kind, card, suit);
    if (fill === 0) continue;
    const gain = fill * (current.kind === 'pit' ? pitUnit : a.unit[suit]);
    options.push({ move: { type: 'play', card, target: current.card }, net: gain - keep - waitForKill });
  }
  const hero = view.heroes[seat];
  if (hero && hand.length >= 3) {
    const discard = cheapest(hand, 3, a);
    const cost = discard.reduce((sum, card) => sum + keepValue(card, a), 0);
    if (door && doorPowerSuits(hero).includes(suitLetter(current.card))) {
      options.push({ move: { type: 'power', discard }, net: remaining * a.unit[suitLetter(current.card)] - cost });
    }
    const pile = view.pileSizes[seat] ?? 0;
    if (pile > 0) options.push({ move: cyclePower(view, seat, hero, discard), net: -cost - CYCLE_PRICE });
  }
  const pile = view.pileSizes[seat] ?? 0;
  if (pile > 0 && hand.length >= view.handSize) {
    const [card] = cheapest(hand, 1, a);
    if (card) options.push({ move: wastePlay(card, current.card), net: -keepValue(card, a) - CYCLE_PRICE });
  }
  return options;
}

function cyclePower(view: KerkerhatzView, seat: Seat, hero: Hero, discard: FrenchCard[]): KerkerhatzMove {
  if (hero !== 'healer') return { type: 'power', discard };
  const mates = view.heroes.map((_, s) => s).filter((s) => s !== seat);
  const mate = mates.reduce((best, s) => ((view.handSizes[s] ?? 0) < (view.handSizes[best] ?? 0) ? s : best), mates[0] as Seat);
  return { type: 'power', discard, teammate: mate };
}

function wastePlay(card: FrenchCard, target: FrenchCard): KerkerhatzMove {
  return isJoker(card) ? { type: 'play', card, target, suit: 'S' } : { type: 'play', card, target };
}

/**
 * The boss is the last card: a card it cannot use is worth nothing any more, so digging for the
 * missing suits costs nothing. Jokers wait until the suits' own cards are counted and then go
 * where the team is shortest. Once the count shows a suit the team can no longer find, it gives up
 * and waits for the others to agree.
 */
function bossMove(
  view: KerkerhatzView,
  seat: Seat,
  hand: readonly FrenchCard[],
  current: EncounterView,
  need: Need,
  a: Appraisal,
  quiet: number,
  legal: readonly KerkerhatzMove[],
): KerkerhatzMove | null {
  const short = (suit: Suit): number => need[suit] - a.supply[suit];
  const missing = SUITS.reduce((sum, s) => sum + Math.max(0, short(s)), 0);
  if (missing > a.jokers) return giveUpVote(legal);

  const useful = (card: FrenchCard): boolean => !isJoker(card) && need[suitLetter(card)] > 0;
  const fitting = hand.filter(useful).sort((x, y) => worthOf(x) - worthOf(y) || (x < y ? -1 : 1));
  const [best] = fitting.filter((card) => worthOf(card) <= need[suitLetter(card)]).concat(fitting);
  if (best) return { type: 'play', card: best, target: current.card };

  const jokers = hand.filter(isJoker);
  const needed = SUITS.filter((s) => need[s] > 0);
  const [joker] = jokers;
  if (joker && needed.length > 0) {
    const suit = [...needed].sort((x, y) => short(y) - short(x) || (x < y ? -1 : 1))[0] as Suit;
    if (short(suit) > 0 || quiet >= 1) return { type: 'play', card: joker, target: current.card, suit };
  }

  const spare = hand.filter((card) => !useful(card) && !isJoker(card));
  const pile = view.pileSizes[seat] ?? 0;
  const hero = view.heroes[seat];
  if (pile > 0 && hero && spare.length >= 3) {
    return cyclePower(view, seat, hero, spare.slice(0, 3));
  }
  const [waste] = spare;
  if (pile > 0 && waste) return wastePlay(waste, current.card);

  return quiet >= GIVE_UP_QUIET ? giveUpVote(legal) : null;
}

/** One strong seat's decision: a move, or null to let the moment pass. */
export function decideStrong(
  view: KerkerhatzView,
  seat: Seat,
  legal: readonly KerkerhatzMove[],
  quiet: number,
  heroPriority: readonly Hero[],
): KerkerhatzMove | null {
  const hand = view.hand ?? [];
  const freePause = legal.find((m) => m.type === 'power' && m.discard.length === 0);
  if (freePause && view.clock.status === 'running' && (quiet >= 1 || (view.clock.remainingMs ?? Infinity) < 90_000)) return freePause;

  switch (view.phase) {
    case 'heroes': {
      const hero = heroPriority.find((h) => legal.some((m) => m.type === 'hero' && m.hero === h));
      return hero ? { type: 'hero', hero } : (legal[0] ?? null);
    }
    case 'reveal':
      return legal.find((m) => m.type === 'flip') ?? null;
    case 'window': {
      const current = view.current;
      const suit = current ? suitLetter(current.card) : null;
      // Only Einsturz (eight cards lost) and Grube (four) are worth a queen; a bot reads the dark and the shuffled hands alike.
      if (!current || (suit !== 'S' && suit !== 'C')) return null;
      const a = appraise(view);
      const queens = hand.filter((card) => !isJoker(card) && rankLetter(card) === 'Q').sort((x, y) => keepValue(x, a) - keepValue(y, a));
      const [queen] = queens;
      return queen ? { type: 'play', card: queen, target: current.card } : null;
    }
    case 'collapse':
      return view.collapsePending.includes(seat) ? { type: 'discard', cards: cheapest(hand, 2, appraise(view)) } : null;
    case 'fight': {
      const current = view.current;
      if (!current) return null;
      const need = needOfCurrent(current, view.bossPerSuit);
      const a = appraise(view);
      if (current.kind === 'boss') return bossMove(view, seat, hand, current, need, a, quiet, legal);
      return bestOrGiveUp(fightOptions(view, seat, hand, current, need, a, quiet), threshold(quiet), quiet, GIVE_UP_QUIET, legal);
    }
    case 'won':
    case 'lost':
      return null;
    default: {
      const never: never = view.phase;
      throw new Error(`unknown phase ${String(never)}`);
    }
  }
}
