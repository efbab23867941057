/**
 * Real-time bots differ by how fast they react, not only by what they do. A paced policy carries
 * its own reaction time; a driver that runs several of them asks each seat's policy.
 */
import { HUMAN_REACTION, type ReactionTime } from '../engine/realtime-runner';
import type { Policy } from '../engine/runner';

export interface Paced {
  /** Milliseconds this bot takes to react to the table. */
  readonly reaction: ReactionTime;
}

export function isPaced(policy: Policy): policy is Policy & Paced {
  return typeof (policy as Partial<Paced>).reaction === 'function';
}

/** One reaction time for a table of policies: each seat reacts at its own bot's pace (people's pace for the others). */
export function pacedReaction(policies: readonly Policy[]): ReactionTime {
  return (seat, rng) => {
    const policy = policies[seat];
    return policy && isPaced(policy) ? policy.reaction(seat, rng) : HUMAN_REACTION(seat, rng);
  };
}
