/**
 * Kerkerhatz teammates by level. Beginner and normal play the team's rules of thumb (bots.ts) and
 * differ by pace and fumbles; strong counts the cards and prices every choice (strong.ts).
 * - beginner: the team's policy, slow (2–4.5 s), forgets its hero power until the table has been
 *   quiet for a while, and misses one event in two it could cancel with a queen;
 * - normal: the team's policy at people's pace (1–3 s);
 * - strong: quick (0.5–1.5 s) and its own policy: it knows which hero cards the team still holds and
 *   what the rest of the dungeon will ask of every suit, keeps the suits the boss will be short of,
 *   takes big doors whole with a jack or a door power, fills the pit and pays powers and Einsturz
 *   with the suits to spare, and lets a silent round pass before paying more (so the cheapest hand
 *   at the table acts first).
 * Every teammate calls out what it holds for the card in the middle (not in the dark).
 */
import type { FrenchCard, Suit } from '../../cards';
import type { RealtimeDecisionContext, RealtimePolicy } from '../../engine/policy';
import type { BotFactory, Pace, Seat } from '../../engine/types';
import { DEFAULT_TEAM_SETTINGS, teamBot } from './bots';
import { decideStrong } from './strong';
import { countRemaining, defeatsDoor, isJoker, rankLetter, suitLetter } from './cards';
import type { KerkerhatzMove, KerkerhatzOptions } from './state';
import type { KerkerhatzView } from './view';

export type TeammateLevel = 'beginner' | 'normal' | 'strong';

/** How fast each level reacts to the table, in ms (Kerkerhatz has no turns: `turnMs` is unused). */
export const TEAMMATE_PACE: Record<TeammateLevel, Pace> = {
  beginner: { turnMs: 0, reactionMs: [2000, 4500] },
  normal: { turnMs: 0, reactionMs: [1000, 3000] },
  strong: { turnMs: 0, reactionMs: [500, 1500] },
};

/** A quick callout at the table: what a teammate holds that the current card can use. */
export type Callout =
  { type: 'have'; suit: Suit; count: number } | { type: 'jack' } | { type: 'queen' } | { type: 'joker'; count: number } | { type: 'nothing' };

/**
 * What this teammate calls out now: a queen while an event can be cancelled; a jack for a door;
 * else its cards of the suits the current card still needs (the most useful suit first), its
 * jokers, or that it has nothing. No callouts in the dark (Finsternis), nor between cards.
 */
export function callouts(view: KerkerhatzView): Callout[] {
  const hand = view.hand ?? [];
  const current = view.current;
  if (view.dark || !current) return [];
  if (view.phase === 'window') return hand.some((card) => !isJoker(card) && rankLetter(card) === 'Q') ? [{ type: 'queen' }] : [];
  if (view.phase !== 'fight') return [];
  const out: Callout[] = [];
  if (hand.some((card) => defeatsDoor(card, current.kind))) out.push({ type: 'jack' });
  const need = current.remaining ?? countRemaining(current.card, current.kind, view.bossPerSuit, current.played);
  const counts = new Map<Suit, number>();
  for (const card of hand) {
    if (isJoker(card)) continue;
    const suit = suitLetter(card);
    if (need[suit] > 0 || need.any > 0) counts.set(suit, (counts.get(suit) ?? 0) + (rankLetter(card) === 'K' ? 2 : 1));
  }
  for (const [suit, count] of [...counts.entries()].sort((a, b) => b[1] - a[1])) out.push({ type: 'have', suit, count });
  const jokers = hand.filter((card: FrenchCard) => isJoker(card)).length;
  if (jokers > 0) out.push({ type: 'joker', count: jokers });
  return out.length > 0 ? out : [{ type: 'nothing' }];
}

/**
 * The one callout a teammate makes aloud, as the table's quick-callout key: a queen while an event
 * can be cancelled, else a jack for a door, else the suit it holds most of what is needed.
 */
export function calloutKey(view: KerkerhatzView): string | null {
  const calls = callouts(view);
  const queen = calls.find((c) => c.type === 'queen');
  if (queen) return 'have.Q';
  if (calls.some((c) => c.type === 'jack')) return 'have.J';
  const have = calls.find((c): c is Extract<Callout, { type: 'have' }> => c.type === 'have');
  return have ? `have.${have.suit}` : null;
}

export interface Teammate extends RealtimePolicy<KerkerhatzView, KerkerhatzMove> {
  readonly pace: Pace;
  readonly callouts: (view: KerkerhatzView) => Callout[];
}

/** Quiet rounds after which a beginner remembers its hero power. */
const BEGINNER_REMEMBERS_POWER = 3;
const BEGINNER_MISSES_EVENT = 0.5;

function fumble(move: KerkerhatzMove | null, context: RealtimeDecisionContext<KerkerhatzView, KerkerhatzMove>): KerkerhatzMove | null {
  if (!move) return null;
  if (move.type === 'power' && move.discard.length > 0 && context.quiet < BEGINNER_REMEMBERS_POWER) return null;
  if (move.type === 'play' && context.view?.phase === 'window' && context.rng.next() < BEGINNER_MISSES_EVENT) return null;
  return move;
}

/** The strong teammate's own policy: it counts the cards (strong.ts) instead of the team's rules of thumb. */
function strongBot(seat: Seat): RealtimePolicy<KerkerhatzView, KerkerhatzMove> {
  const heroes = DEFAULT_TEAM_SETTINGS.heroPriority;
  return {
    name: 'strong',
    usesView: true,
    react: ({ view, legal, quiet }) => (view ? decideStrong(view, seat, legal, quiet, heroes) : null),
    choose: ({ view, legal }) => (view ? decideStrong(view, seat, legal, 99, heroes) : null) ?? (legal[0] as KerkerhatzMove),
  };
}

export function teammate(level: TeammateLevel, seat: Seat): Teammate {
  const team = level === 'strong' ? strongBot(seat) : teamBot(seat);
  return {
    name: level,
    usesView: true,
    pace: TEAMMATE_PACE[level],
    callouts,
    callout: calloutKey,
    react: (context) => (level === 'beginner' ? fumble(team.react(context), context) : team.react(context)),
    choose: (context) => team.choose(context),
  };
}

type Factory = BotFactory<KerkerhatzView, KerkerhatzMove, KerkerhatzOptions>;

export const kerkerhatzLevels: Record<TeammateLevel, Factory> = {
  beginner: (seat) => teammate('beginner', seat),
  normal: (seat) => teammate('normal', seat),
  strong: (seat) => teammate('strong', seat),
};
