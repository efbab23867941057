/**
 * A running match at a table: the match actor, its save, its clock, and the bots and timers that
 * act in it. People's moves and bots' moves take the same path (`submit`), so a bot can do nothing
 * a person could not.
 */
import { createBot } from '../shared/bots';
import { decide } from '../shared/bots/policy';
import { createRng, deriveSeed, type Seed } from '../shared/cards/rng';
import type { RuleError } from '../shared/engine/errors';
import { isTick, type LogEntry } from '../shared/engine/log';
import { randomPolicy, type DecisionContext, type Policy } from '../shared/engine/runner';
import type { AnyGame, BaseOptions, BotConfig, Json, MatchResult, Seat } from '../shared/engine/types';
import { MatchClock } from './clock';
import { startMatchActor, type Committed, type Intent, type MatchActor } from './match';
import type { MatchJournal } from './store/types';

/** Who plays a seat right now. `nobody`: a person who is away, before a bot stands in. */
export type Controller = { kind: 'person' } | { kind: 'bot'; level: string } | { kind: 'nobody' };

export interface PlayHooks {
  controller(seat: Seat): Controller;
  /** Somebody is connected at the table: only then do bots act and the clock run. */
  present(): boolean;
  committed(committed: Committed): void;
  refused(intent: Intent, error: RuleError): void;
  failed(error: Error): void;
  finished(result: MatchResult): void;
  log(line: string): void;
  /** A bot says aloud what it holds (a quick callout), as people do with their callout buttons. */
  callout?(seat: Seat, emote: string): void;
}

/**
 * A bot for a real-time game may also let the moment pass: `react` returns null to wait until the
 * table changes (src/shared/engine/realtime-runner.ts has the same contract for the simulator).
 */
interface Reacting {
  react(context: DecisionContext & { now: number; quiet: number }): unknown;
}

function reacts(policy: Policy): policy is Policy & Reacting {
  return typeof (policy as Partial<Reacting>).react === 'function';
}

/** Refusals in a row after which a bot's next move is a random legal one (a bot that is wrong must not stall the table). */
const MAX_REFUSALS = 3;

/** Rounds of every bot waiting, with no timer running, after which the bots stop trying until something happens. */
const MAX_QUIET = 50;

export interface PlaySettings {
  botDelayMs: number;
  /** Settings for every bot (a searching bot's thinking time); the levels' own defaults if absent. */
  botConfig?: BotConfig;
  clockRate: number;
}

export interface PlayInit {
  id: string;
  game: AnyGame;
  options: BaseOptions;
  seed: Seed;
  journal: MatchJournal;
  /** The state after `index` log entries; a new match: the setup and 0. */
  state: unknown;
  index: number;
  /** The match clock at the last log entry (a resumed match goes on from there). */
  clockStart: number;
}

/** The match time of the last entry of a log: where a resumed match's clock starts. */
export function lastClock(entries: readonly LogEntry[]): number {
  let at = 0;
  for (const entry of entries) at = Math.max(at, isTick(entry) ? entry.tick : (entry.at ?? 0));
  return at;
}

export class Play {
  readonly id: string;
  readonly game: AnyGame;
  readonly options: BaseOptions;
  readonly seed: Seed;
  readonly clock: MatchClock;
  state: unknown;
  index: number;
  result: MatchResult | null;
  halted = false;
  private readonly journal: MatchJournal;
  private readonly actor: MatchActor;
  private readonly botTimers = new Map<Seat, ReturnType<typeof setTimeout>>();
  private readonly inFlight = new Set<Seat>();
  /** The last callout each bot made aloud. */
  private readonly said = new Map<Seat, string>();
  private readonly fallback = new Set<Seat>();
  private readonly refusals = new Map<Seat, number>();
  private readonly policies = new Map<string, Policy>();
  /** Bots of a real-time game that chose to wait since the table last changed, and how often all of them did. */
  private readonly waiting = new Set<Seat>();
  private quiet = 0;
  private deadlineTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    init: PlayInit,
    private readonly hooks: PlayHooks,
    private readonly settings: PlaySettings,
  ) {
    this.id = init.id;
    this.game = init.game;
    this.options = init.options;
    this.seed = init.seed;
    this.journal = init.journal;
    this.state = init.state;
    this.index = init.index;
    this.result = init.game.result(init.state);
    this.clock = new MatchClock(init.clockStart, settings.clockRate);
    this.actor = startMatchActor({
      game: init.game,
      state: init.state,
      index: init.index,
      persist: (index, entry) => this.journal.appendEntry(index, entry),
    });
    this.actor.on('committed', ({ committed }) => this.onCommitted(committed));
    this.actor.on('refused', ({ intent, error }) => this.onRefused(intent, error));
    this.actor.on('failed', ({ error }) => {
      this.halted = true;
      this.stopTimers();
      hooks.failed(error);
    });
    // A save whose last move ended the match, written just before the host stopped: file it now.
    if (this.result) this.fileAsReplay(this.result);
  }

  /** Records the table's seats and people in the save (durable when the promise resolves). */
  saveTable(table: Json): Promise<void> {
    return this.journal.appendTable(table);
  }

  get realtime(): boolean {
    return this.game.realtime !== undefined;
  }

  /** The match clock for messages: real-time games only. */
  at(): number | null {
    return this.realtime ? this.clock.now() : null;
  }

  /** A move by whoever plays `seat`, stamped with the match clock in real-time games. */
  submit(seat: Seat, move: unknown, origin: string, ref?: number): void {
    if (this.realtime) {
      const at = this.clock.now();
      // A deadline that passed before this move arrived fires first, so the log shows what happened in order.
      this.actor.send({ type: 'intent', intent: { kind: 'tick', now: at } });
      this.actor.send({ type: 'intent', intent: { kind: 'move', seat, move, at, ref, origin } });
    } else {
      this.actor.send({ type: 'intent', intent: { kind: 'move', seat, move, ref, origin } });
    }
  }

  /** Looks again at who is present and who is to act: runs or stops the clock, the deadline timer and the bots. */
  wake(): void {
    if (this.result || this.halted || !this.hooks.present()) {
      this.clock.pause();
      this.stopTimers();
      return;
    }
    this.clock.resume();
    this.armDeadline();
    const acting = new Set(this.game.toAct(this.state));
    for (let seat = 0; seat < this.options.players; seat++) {
      const controller = this.hooks.controller(seat);
      const botTurn = controller.kind === 'bot' && acting.has(seat) && !this.inFlight.has(seat) && !this.waiting.has(seat);
      if (!botTurn) {
        this.clearBotTimer(seat);
      } else if (!this.botTimers.has(seat)) {
        this.botTimers.set(
          seat,
          setTimeout(() => this.botAct(seat), this.settings.botDelayMs),
        );
      }
    }
  }

  /** Stops timers and the actor; the save stays open on disk (the host is shutting down). */
  async stop(): Promise<void> {
    this.halted = true;
    this.stopTimers();
    this.clock.pause();
    this.actor.stop();
    if (!this.result) await this.journal.close();
  }

  private stopTimers(): void {
    for (const seat of [...this.botTimers.keys()]) this.clearBotTimer(seat);
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.deadlineTimer = null;
  }

  private clearBotTimer(seat: Seat): void {
    const timer = this.botTimers.get(seat);
    if (timer) clearTimeout(timer);
    this.botTimers.delete(seat);
  }

  private armDeadline(): void {
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.deadlineTimer = null;
    const deadline = this.game.realtime?.nextDeadline(this.state) ?? null;
    if (deadline === null || !this.clock.running) return;
    this.deadlineTimer = setTimeout(() => {
      this.deadlineTimer = null;
      const now = this.clock.now();
      if (now < deadline) this.armDeadline();
      else this.actor.send({ type: 'intent', intent: { kind: 'tick', now } });
    }, this.clock.realDelayUntil(deadline));
  }

  private policyFor(seat: Seat, level: string): Policy {
    const key = `${seat}:${level}`;
    let policy = this.policies.get(key);
    if (!policy) {
      policy = createBot(this.game, level, seat, this.options, this.settings.botConfig);
      this.policies.set(key, policy);
    }
    return policy;
  }

  /**
   * A bot decides on its view. Searching levels think in slices (`decide` → `chooseAsync`), so the
   * host keeps serving everybody meanwhile; if the table changed while it thought, the decision is
   * dropped and the bot looks again.
   */
  private botAct(seat: Seat): void {
    this.botTimers.delete(seat);
    const controller = this.hooks.controller(seat);
    if (controller.kind !== 'bot' || this.result || this.halted) return;
    const legal = this.game.legalMoves(this.state, seat);
    if (legal.length === 0) return;
    const index = this.index;
    const fallback = (error: unknown): unknown => {
      this.hooks.log(`match ${this.id}: the ${controller.level} bot at seat ${seat} failed (${String(error)}); a random move instead`);
      return legal[createRng(deriveSeed(this.seed, 'fallback', seat, index)).int(legal.length)];
    };
    const useRandom = this.fallback.delete(seat);
    let decision: Promise<unknown>;
    try {
      const policy = useRandom ? randomPolicy : this.policyFor(seat, controller.level);
      const view = policy.usesView ? this.game.view(this.state, seat) : null;
      if (view !== null && policy.callout) this.sayAloud(seat, policy.callout(view));
      const context = { seat, legal, view, rng: createRng(deriveSeed(this.seed, 'bot', seat, index, this.quiet)) };
      if (reacts(policy)) {
        const move = policy.react({ ...context, now: this.clock.now(), quiet: this.quiet });
        if (move === null) return this.wait(seat);
        decision = Promise.resolve(move);
      } else {
        decision = decide(policy, context);
      }
    } catch (error) {
      decision = Promise.resolve(fallback(error));
    }
    this.inFlight.add(seat);
    decision.then(undefined, fallback).then((move) => {
      const still = this.hooks.controller(seat);
      if (this.index !== index || still.kind !== 'bot' || this.result || this.halted) {
        this.inFlight.delete(seat);
        this.wake();
        return;
      }
      this.submit(seat, move, `bot:${seat}`);
    });
  }

  /** A bot's callout goes out when it changes, not again and again while the table stands still. */
  private sayAloud(seat: Seat, emote: string | null): void {
    if (emote === null) {
      this.said.delete(seat);
      return;
    }
    if (this.said.get(seat) === emote) return;
    this.said.set(seat, emote);
    this.hooks.callout?.(seat, emote);
  }

  /** A real-time bot lets the moment pass; when every bot waits, they all look again a moment later, one step quieter. */
  private wait(seat: Seat): void {
    this.waiting.add(seat);
    const acting = this.game.toAct(this.state);
    const bots = acting.filter((s) => this.hooks.controller(s).kind === 'bot' && !this.inFlight.has(s));
    if (!bots.every((s) => this.waiting.has(s))) return;
    this.quiet++;
    if (this.quiet > MAX_QUIET && this.game.realtime?.nextDeadline(this.state) === null) return;
    this.waiting.clear();
    this.wake();
  }

  private onCommitted(committed: Committed): void {
    this.state = committed.state;
    this.index = committed.index;
    this.quiet = 0;
    this.waiting.clear();
    if (committed.intent.kind === 'move' && committed.intent.origin.startsWith('bot:')) {
      this.inFlight.delete(committed.intent.seat);
      this.refusals.delete(committed.intent.seat);
    }
    this.result = this.game.result(this.state);
    this.hooks.committed(committed);
    if (this.result) {
      const result = this.result;
      this.stopTimers();
      this.clock.pause();
      this.fileAsReplay(result);
      return;
    }
    this.wake();
  }

  private fileAsReplay(result: MatchResult): void {
    this.journal.finish(result).then(
      () => this.hooks.finished(result),
      (error: unknown) => this.hooks.log(`match ${this.id}: could not file the finished save: ${String(error)}`),
    );
  }

  private onRefused(intent: Intent, error: RuleError): void {
    if (intent.kind === 'move' && intent.origin.startsWith('bot:')) {
      this.inFlight.delete(intent.seat);
      // Usually the table moved on while the move travelled (real time): the bot simply looks again.
      // A bot refused again and again is wrong: its next move is a random legal one.
      const refusals = (this.refusals.get(intent.seat) ?? 0) + 1;
      this.refusals.set(intent.seat, refusals);
      if (refusals >= MAX_REFUSALS) {
        this.refusals.delete(intent.seat);
        this.fallback.add(intent.seat);
        this.hooks.log(`match ${this.id}: the bot at seat ${intent.seat} was refused ${refusals} times in a row (${error.code}); one random move`);
      }
      this.wake();
    }
    this.hooks.refused(intent, error);
  }
}
