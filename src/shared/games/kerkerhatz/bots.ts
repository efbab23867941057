/**
 * The cooperative team: one policy per seat, each acting on its own view only, as a sensible group
 * of friends would play. Every seat rates what it could do now by what it fills against what the
 * cards are worth later (a joker for the boss, a queen for the events still to come, a jack for the
 * big doors). It plays at once what costs nothing; what wastes something only after the table has
 * stayed quiet (nobody had anything better); it cycles cards after a longer silence, and gives up
 * only when nothing can ever help. The `team` bot and the beginner and normal teammates play it; the
 * strong teammate counts the cards instead (strong.ts).
 */
import type { FrenchCard, Suit } from '../../cards';
import type { RealtimeDecisionContext, RealtimePolicy } from '../../engine/policy';
import type { Seat } from '../../engine/types';
import { levelOf } from './campaign';
import { countRemaining, defeatsDoor, dungeonKind, fillOf, isJoker, needTotal, rankLetter, suitLetter } from './cards';
import type { Hero, KerkerhatzMove, Need } from './state';
import type { EncounterView, KerkerhatzView } from './view';

export interface TeamBotSettings {
  /** The order in which free heroes are taken. */
  heroPriority: readonly Hero[];
  /** Below this much time left, the time keeper pays for a pause when the table goes quiet. */
  pauseBelowMs: number;
}

export const DEFAULT_TEAM_SETTINGS: TeamBotSettings = {
  heroPriority: ['fighter', 'scout', 'healer', 'timeKeeper'],
  pauseBelowMs: 45_000,
};

/** How much worse than "costs nothing" a play may be after `quiet` silent rounds. */
function threshold(quiet: number): number {
  return quiet === 0 ? 0 : quiet === 1 ? -1 : quiet === 2 ? -2 : -Infinity;
}
const CYCLE_NET = -2;
const GIVE_UP_QUIET = 4;

interface Outlook {
  doorsAhead: number;
  eventsAhead: number;
}

/** What is still to come, counted from the level and the cards already seen. */
function outlook(view: KerkerhatzView): Outlook {
  const row = levelOf(view.options, view.level);
  let doors = 0;
  let events = 0;
  const count = (card: FrenchCard): void => {
    const kind = dungeonKind(card);
    if (kind === 'door') doors++;
    else if (kind === 'event') events++;
  };
  for (const card of view.beaten) count(card);
  if (view.current) count(view.current.card);
  return { doorsAhead: row.doors - doors, eventsAhead: row.events - events };
}

/** What a card is worth kept for later, in suit cards. */
function keepValue(card: FrenchCard, ahead: Outlook): number {
  if (isJoker(card)) return 1.5;
  const rank = rankLetter(card);
  if (rank === 'K') return 2;
  if (rank === 'Q') return ahead.eventsAhead > 0 ? 2.5 : 1;
  if (rank === 'J') return ahead.doorsAhead > 0 ? 2.5 : 1;
  return 1;
}

function remainingOf(current: EncounterView, bossPerSuit: number): Need {
  return current.remaining ?? countRemaining(current.card, current.kind, bossPerSuit, current.played);
}

/** A move a teammate weighs (both levels: this one and strong.ts). */
export interface Option {
  move: KerkerhatzMove;
  /** What the move gains minus what it spends (each level in its own worth). */
  net: number;
}

/** A vote to give up, where one is legal now. */
export function giveUpVote(legal: readonly KerkerhatzMove[]): KerkerhatzMove | null {
  return legal.some((m) => m.type === 'giveUp') ? { type: 'giveUp' } : null;
}

/**
 * How a teammate's decision in a fight ends (both levels): the best option, the first listed of
 * equals, if it costs no more than the table's silence allows (`least`); else, once the table has
 * been quiet for `giveUpAfter` rounds, a vote to give up.
 */
export function bestOrGiveUp(
  options: readonly Option[],
  least: number,
  quiet: number,
  giveUpAfter: number,
  legal: readonly KerkerhatzMove[],
): KerkerhatzMove | null {
  let best = options[0];
  for (const option of options) if (best && option.net > best.net) best = option;
  if (best && best.net >= least) return best.move;
  return quiet >= giveUpAfter ? giveUpVote(legal) : null;
}

/** What a card in hand costs to throw away: its worth later, and one more if it counts toward `keepFor`. */
function worth(card: FrenchCard, ahead: Outlook, keepFor: Need | null): number {
  return keepValue(card, ahead) + (keepFor && !isJoker(card) && keepFor[suitLetter(card)] > 0 ? 1 : 0);
}

/** Room for the worths of one hand (a hand holds at most every hero card). */
const worths = new Float64Array(64);

/**
 * The cheapest cards of a hand to throw away, `count` of them, in hand order (as the rules list
 * them): the cheapest by worth, the lower card name first on a tie. A hand's cards are distinct, so
 * that order is total and a card is chosen exactly when fewer than `count` cards come before it;
 * counting them, rather than sorting a copy, makes nothing but the answer (a bot asks this at every decision).
 */
function cheapest(hand: readonly FrenchCard[], count: number, ahead: Outlook, keepFor: Need | null): FrenchCard[] {
  const size = hand.length;
  for (let i = 0; i < size; i++) worths[i] = worth(hand[i] as FrenchCard, ahead, keepFor);
  const chosen: FrenchCard[] = [];
  for (let i = 0; i < size; i++) {
    const card = hand[i] as FrenchCard;
    const value = worths[i] as number;
    let before = 0;
    for (let j = 0; j < size && before < count; j++) {
      const other = worths[j] as number;
      if (other < value || (other === value && (hand[j] as FrenchCard) < card)) before++;
    }
    if (before < count) chosen.push(card);
  }
  return chosen;
}

/** The plays of cards from hand onto the current card, added to `options`. */
function cardPlays(options: Option[], hand: readonly FrenchCard[], current: EncounterView, need: Need, ahead: Outlook): void {
  for (const card of hand) {
    const keep = current.kind === 'boss' ? (rankLetter(card) === 'K' ? 2 : 1) : keepValue(card, ahead);
    if (defeatsDoor(card, current.kind)) {
      options.push({ move: { type: 'play', card, target: current.card }, net: needTotal(need) - keep });
      continue;
    }
    if (isJoker(card)) {
      const suit = (['S', 'C', 'H', 'D'] as const).find((s) => need[s] > 0 || current.kind === 'pit');
      if (suit) options.push({ move: { type: 'play', card, target: current.card, suit }, net: fillOf(need, current.kind, card, suit) - keep });
      continue;
    }
    const fill = fillOf(need, current.kind, card, suitLetter(card));
    if (fill > 0) options.push({ move: { type: 'play', card, target: current.card }, net: fill - keep });
  }
}

/** The hero's power, when it is worth paying for, added to `options`. */
function powerOptions(
  options: Option[],
  view: KerkerhatzView,
  seat: Seat,
  hand: readonly FrenchCard[],
  need: Need,
  ahead: Outlook,
  quiet: number,
  settings: TeamBotSettings,
): void {
  const hero = view.heroes[seat];
  if (!hero || hand.length < 3) return;
  const discard = cheapest(hand, 3, ahead, need);
  let cost = 0;
  for (const card of discard) cost += keepValue(card, ahead);
  const door = view.current?.kind === 'door' ? view.current : null;
  if (door && opensDoor(hero, suitLetter(door.card))) {
    options.push({ move: { type: 'power', discard }, net: needTotal(need) - cost });
  }
  const pile = view.pileSizes[seat] ?? 0;
  if (hero === 'healer' && pile > 0) {
    // The teammate with the fewest cards; the lowest seat of those.
    let mate = seat === 0 ? 1 : 0;
    for (let s = mate + 1; s < view.heroes.length; s++) if (s !== seat && (view.handSizes[s] ?? 0) < (view.handSizes[mate] ?? 0)) mate = s;
    options.push({ move: { type: 'power', discard, teammate: mate }, net: CYCLE_NET + 0.5 });
  } else if (hero === 'timeKeeper' && !view.options.beginnerClock) {
    const left = view.clock.remainingMs;
    const tight = view.clock.status === 'running' && left !== null && left < settings.pauseBelowMs;
    if (tight && quiet >= 1) options.push({ move: { type: 'power', discard }, net: 0 });
    else if (pile > 0) options.push({ move: { type: 'power', discard }, net: CYCLE_NET - 0.25 });
  } else if (pile > 0) {
    // On the beginner clock the time keeper pauses for free (see decide) and pays, like any hero, only to swap cards.
    options.push({ move: { type: 'power', discard }, net: CYCLE_NET - 0.25 });
  }
}

/** The fighter's power opens a door of spades or clubs, the scout's one of hearts or diamonds. */
function opensDoor(hero: Hero, suit: Suit): boolean {
  return hero === 'fighter' ? suit === 'S' || suit === 'C' : hero === 'scout' ? suit === 'H' || suit === 'D' : false;
}

/** Wasting one card onto the middle to draw a fresh one: the cheapest way to cycle. */
/** Added to `options`. */
function wasteOption(options: Option[], view: KerkerhatzView, seat: Seat, hand: readonly FrenchCard[], current: EncounterView, ahead: Outlook): void {
  if ((view.pileSizes[seat] ?? 0) === 0 || hand.length < view.handSize) return;
  const [card] = cheapest(hand, 1, ahead, null);
  if (!card) return;
  const move: KerkerhatzMove = isJoker(card) ? { type: 'play', card, target: current.card, suit: 'S' } : { type: 'play', card, target: current.card };
  options.push({ move, net: CYCLE_NET - keepValue(card, ahead) + 1 });
}

function shouldCancel(event: FrenchCard, queens: number): boolean {
  const suit = suitLetter(event);
  return suit === 'S' || suit === 'C' || queens >= 2;
}

/** One seat's decision: a move, or null to wait for the table to change. */
export function decide(
  view: KerkerhatzView,
  seat: Seat,
  legal: readonly KerkerhatzMove[],
  quiet: number,
  settings: TeamBotSettings = DEFAULT_TEAM_SETTINGS,
): KerkerhatzMove | null {
  const hand = view.hand ?? [];
  const ahead = outlook(view);
  const freePause = legal.find((m) => m.type === 'power' && m.discard.length === 0);
  if (freePause && view.clock.status === 'running' && (quiet >= 1 || (view.clock.remainingMs ?? Infinity) < 90_000)) return freePause;

  switch (view.phase) {
    case 'heroes': {
      const hero = settings.heroPriority.find((h) => legal.some((m) => m.type === 'hero' && m.hero === h));
      return hero ? { type: 'hero', hero } : (legal[0] ?? null);
    }
    case 'reveal':
      return legal.find((m) => m.type === 'flip') ?? null;
    case 'window': {
      const current = view.current;
      const queens = hand.filter((card) => !isJoker(card) && rankLetter(card) === 'Q');
      if (!current || queens.length === 0 || !shouldCancel(current.card, queens.length)) return null;
      return { type: 'play', card: queens[0] as FrenchCard, target: current.card };
    }
    case 'collapse':
      return view.collapsePending.includes(seat) ? { type: 'discard', cards: cheapest(hand, 2, ahead, null) } : null;
    case 'fight': {
      const current = view.current;
      if (!current) return null;
      const need = remainingOf(current, view.bossPerSuit);
      const options: Option[] = [];
      cardPlays(options, hand, current, need, ahead);
      powerOptions(options, view, seat, hand, need, ahead, quiet, settings);
      if (quiet >= 2) wasteOption(options, view, seat, hand, current, ahead);
      return bestOrGiveUp(options, threshold(quiet), quiet, GIVE_UP_QUIET, legal);
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

/** The team's policy for one seat. */
export function teamBot(seat: Seat, settings: TeamBotSettings = DEFAULT_TEAM_SETTINGS): RealtimePolicy<KerkerhatzView, KerkerhatzMove> {
  return {
    name: 'team',
    usesView: true,
    react: ({ view, legal, quiet }: RealtimeDecisionContext<KerkerhatzView, KerkerhatzMove>) => (view ? decide(view, seat, legal, quiet, settings) : null),
    choose: ({ view, legal }) => (view ? decide(view, seat, legal, 99, settings) : null) ?? (legal[0] as KerkerhatzMove),
  };
}
