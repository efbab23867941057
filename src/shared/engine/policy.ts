/**
 * Decision-makers: what a bot is to the match driver. A policy sees its own seat's view (never the
 * state), the legal moves and a random stream; a real-time policy may also let the moment pass.
 */
import type { Rng } from '../cards/rng';
import type { Pace } from './driver';
import type { Seat } from './types';

/** What a decision-maker is given. A policy that plays by the rules' information sees `view` only, never the state. */
export interface DecisionContext<V = unknown, M = unknown> {
  seat: Seat;
  legal: readonly M[];
  /** The seat's own view; null for policies that declared they do not need it (random play). */
  view: V | null;
  rng: Rng;
}

export interface Policy<V = unknown, M = unknown> {
  /** The bot level it plays (`random`, `beginner`, …): its pace follows from it. */
  readonly name: string;
  readonly usesView: boolean;
  choose(context: DecisionContext<V, M>): M;
  /** How fast this bot plays, where its level has a pace of its own (see `paceOf`). */
  readonly pace?: Pace;
  /** What the bot would say aloud now, as a quick-callout key the client shows (a teammate's "Ich habe ♥!"), or null. */
  callout?(view: V): string | null;
}

export interface RealtimeDecisionContext<V = unknown, M = unknown> extends DecisionContext<V, M> {
  /** The match clock now, in ms since the match began. */
  now: number;
  /**
   * How many times in a row every bot has let the moment pass since the table last changed: the
   * silence a player at a real table hears ("who has a spade?" … nobody).
   */
  quiet: number;
}

/** A decision-maker for real-time play: it may act now, or wait (null) until the table changes or everyone has waited. */
export interface RealtimePolicy<V = unknown, M = unknown> extends Policy<V, M> {
  react(context: RealtimeDecisionContext<V, M>): M | null;
}

export function isRealtimePolicy(policy: Policy): policy is RealtimePolicy {
  return typeof (policy as Partial<RealtimePolicy>).react === 'function';
}

/** Uniformly random legal moves: the conformance suite's and the simulator's baseline. */
export const randomPolicy: Policy = {
  name: 'random',
  usesView: false,
  choose: ({ legal, rng }) => legal[rng.int(legal.length)],
};

/** People's pace, and that of a bot whose level names none: a glance, a decision, a card on the table. */
export const PEOPLES_PACE: Pace = { turnMs: 900, reactionMs: [1000, 3000] };

/**
 * The turn-based levels' pace: long enough for the people at the table to follow each move; the
 * beginner dithers a little, the strong bot adds its thinking time. Real-time levels (Kerkerhatz)
 * carry their own reaction times.
 */
const LEVEL_PACE: Readonly<Record<string, Pace>> = {
  random: { turnMs: 700, reactionMs: PEOPLES_PACE.reactionMs },
  beginner: { turnMs: 1100, reactionMs: PEOPLES_PACE.reactionMs },
  normal: { turnMs: 900, reactionMs: PEOPLES_PACE.reactionMs },
  strong: { turnMs: 700, reactionMs: PEOPLES_PACE.reactionMs },
};

/** A bot's pace: its own, else its level's, else people's. */
export function paceOf(policy: Policy): Pace {
  return policy.pace ?? LEVEL_PACE[policy.name] ?? PEOPLES_PACE;
}
