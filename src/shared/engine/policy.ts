/**
 * Decision-makers: what a bot is to the match driver. A policy sees its own seat's view (never the
 * state), the legal moves and a random stream; a real-time policy may also let the moment pass.
 */
import type { Pace, Policy, RealtimePolicy } from './types';

export type { DecisionContext, Pace, Policy, RealtimeDecisionContext, RealtimePolicy } from './types';

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

/** A level's own pace, else people's. */
export function levelPace(level: string): Pace {
  return LEVEL_PACE[level] ?? PEOPLES_PACE;
}

/** A bot's pace: its own, else its level's, else people's. */
export function paceOf(policy: Policy): Pace {
  return policy.pace ?? levelPace(policy.name);
}
