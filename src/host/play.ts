/**
 * A running match at a table: its game's chart (through the match actor and its save), its clock,
 * and the bots and timers that act in it. People's moves and bots' moves take the same path
 * (`submit`), so a bot can do nothing a person could not.
 */
import { createBot } from '../shared/bots';
import { decide } from '../shared/bots/policy';
import { createRng, deriveSeed, type Seed } from '../shared/cards/rng';
import { replayChart, type ChartPhase } from '../shared/engine/chart';
import { startDriver, step, type Controller, type DriverEffect, type DriverEvent, type DriverState, type MatchFacts } from '../shared/engine/driver';
import { isTick, type LogEntry } from '../shared/engine/log';
import type { AnyGameModule } from '../shared/engine/module';
import { decisionSeed, factsOf } from '../shared/engine/play';
import { isRealtimePolicy, paceOf, randomPolicy, type Policy } from '../shared/engine/policy';
import type { BaseOptions, BotConfig, Json, MatchResult, Seat } from '../shared/engine/types';
import { MatchClock, type MatchClockLike } from './clock';
import { startMatchActor, type Committed, type Intent, type MatchActor, type Refusal, type Refused } from './match';
import type { MatchJournal } from './store/types';

/** Who plays a seat right now. `nobody`: a person who is away, before a bot stands in. */
export type SeatController = { kind: 'person' } | { kind: 'bot'; level: string } | { kind: 'nobody' };

export interface PlayHooks {
  controller(seat: Seat): SeatController;
  /** Somebody is connected at the table: only then do bots act and the clock run. */
  present(): boolean;
  committed(committed: Committed): void;
  refused(intent: Intent, refusal: Refusal): void;
  failed(error: Error): void;
  finished(result: MatchResult): void;
  log(line: string): void;
  /** A bot says aloud what it holds (a quick callout), as people do with their callout buttons. */
  callout?(seat: Seat, emote: string): void;
}

export interface PlaySettings {
  /** Multiplies every bot's pace: 1 plays at each level's own pace, 0 at once (tests). */
  botPace: number;
  /** Settings for every bot (a searching bot's thinking time); the levels' own defaults if absent. */
  botConfig?: BotConfig;
  clockRate: number;
}

export interface PlayInit {
  id: string;
  game: AnyGameModule;
  options: BaseOptions;
  seed: Seed;
  journal: MatchJournal;
  /**
   * The log so far (a new match: none). A resumed match replays it through the chart, and its
   * clock goes on from the last entry's time. A log the chart refuses throws.
   */
  entries: readonly LogEntry[];
  /** The match clock; a real one running at `clockRate` unless given (tests pass a virtual one). */
  clock?: MatchClockLike;
}

/** The match time of the last entry of a log: where a resumed match's clock starts. */
export function lastClock(entries: readonly LogEntry[]): number {
  let at = 0;
  for (const entry of entries) at = Math.max(at, isTick(entry) ? entry.tick : (entry.at ?? 0));
  return at;
}

/**
 * The host's side of the match driver (shared/engine/driver.ts): it carries out the driver's
 * effects on the real clock (asks bots, submits their moves, applies due deadlines, arms the one
 * wake-up timer) and tells it what happened. The simulator carries out the same effects on a
 * virtual clock (shared/engine/play.ts), so bots keep the same pace in both.
 */
export class Play {
  readonly id: string;
  readonly game: AnyGameModule;
  readonly options: BaseOptions;
  readonly seed: Seed;
  readonly clock: MatchClockLike;
  state: unknown;
  index: number;
  result: MatchResult | null;
  /** The phases the chart reached on the step that made `state` (a round scored, the match over): they go out with its views. */
  phases: readonly ChartPhase[];
  /** How many rounds the chart has scored so far (its `roundOver`s): they go out with the views too. */
  rounds: number;
  halted = false;
  private readonly journal: MatchJournal;
  private readonly actor: MatchActor;
  private driver: DriverState;
  private readonly effects: DriverEffect[] = [];
  private carrying = false;
  /** The last callout each bot made aloud. */
  private readonly said = new Map<Seat, string>();
  private readonly policies = new Map<string, Policy>();

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
    const chart = replayChart(init.game.chart, init.options, init.seed, init.entries);
    this.state = chart.state;
    this.index = init.entries.length;
    this.phases = chart.phases;
    this.rounds = chart.rounds;
    // The chart says when the match is over; the rules say who won.
    this.result = chart.snapshot.status === 'done' ? this.resultNow() : null;
    this.clock = init.clock ?? new MatchClock(lastClock(init.entries), settings.clockRate);
    this.driver = startDriver(
      { seed: init.seed, players: init.options.players, realtime: init.game.realtime !== undefined, paceScale: settings.botPace },
      this.facts(),
      this.controllers(),
      this.clock.now(),
    );
    this.actor = startMatchActor({
      game: init.game,
      chart,
      index: this.index,
      persist: (index, entry) => this.journal.appendEntry(index, entry),
    });
    this.actor.on('committed', ({ committed }) => this.onCommitted(committed));
    this.actor.on('refused', ({ intent, refused }) => this.onRefused(intent, refused));
    this.actor.on('failed', ({ error }) => {
      this.halted = true;
      this.clock.pause();
      this.send({ type: 'presence', present: false, controllers: this.controllers(), now: this.clock.now() });
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

  /**
   * A move by whoever plays `seat`, stamped with the match clock in real-time games. `also`: the
   * same move by further seats at the same moment (people at one device agreeing): one intent,
   * taken whole or refused whole (match.ts), so no bot's card falls between them, a seat's own move
   * that arrives first makes the whole refused, and only the sender (`origin`) hears of it.
   */
  submit(seat: Seat, move: unknown, origin: string, ref?: number, also: readonly Seat[] = []): void {
    const together = also.length > 0 ? { also } : {};
    if (this.realtime) {
      const at = this.clock.now();
      // A deadline that passed before this move arrived fires first, so the log shows what happened in order.
      this.actor.send({ type: 'intent', intent: { kind: 'tick', now: at } });
      this.actor.send({ type: 'intent', intent: { kind: 'move', seat, move, at, ref, origin, ...together } });
    } else {
      this.actor.send({ type: 'intent', intent: { kind: 'move', seat, move, ref, origin, ...together } });
    }
  }

  /** Looks again at who is present and who plays each seat: runs or stops the clock, and tells the driver. */
  wake(): void {
    const present = !this.result && !this.halted && this.hooks.present();
    if (present) this.clock.resume();
    else this.clock.pause();
    this.send({ type: 'presence', present, controllers: this.controllers(), now: this.clock.now() });
  }

  /** Stops timers and the actor; the save stays open on disk (the host is shutting down). */
  async stop(): Promise<void> {
    this.halted = true;
    this.clock.wakeAt(null, () => {});
    this.clock.pause();
    this.actor.stop();
    if (!this.result) await this.journal.close();
  }

  /** The driver's view of the seats: a bot carries its level's pace. */
  private controllers(): Controller[] {
    return Array.from({ length: this.options.players }, (_, seat): Controller => {
      const controller = this.hooks.controller(seat);
      if (controller.kind !== 'bot') return controller;
      return { kind: 'bot', level: controller.level, pace: paceOf(this.policyFor(seat, controller.level)) };
    });
  }

  /**
   * Effects are carried out in the order the driver made them: one that sends the driver an event
   * at once (a real-time bot answers on the spot) queues the new effects behind the old ones, as
   * the virtual clock's runner does.
   */
  private send(event: DriverEvent): void {
    const [next, effects] = step(this.driver, event);
    this.driver = next;
    this.effects.push(...effects);
    if (this.carrying) return;
    this.carrying = true;
    try {
      for (let effect = this.effects.shift(); effect; effect = this.effects.shift()) this.carryOut(effect);
    } finally {
      this.carrying = false;
    }
  }

  private carryOut(effect: DriverEffect): void {
    switch (effect.type) {
      case 'ask':
        return this.ask(effect.seat, effect.level, effect.index, effect.quiet, effect.random);
      case 'move':
        return this.submit(effect.seat, effect.move, `bot:${effect.seat}`);
      case 'advance':
        this.actor.send({ type: 'intent', intent: { kind: 'tick', now: Math.max(effect.now, this.clock.now()) } });
        return;
      case 'timer':
        return this.clock.wakeAt(effect.at, () => this.send({ type: 'tick', now: this.clock.now() }));
      case 'stalled':
        this.hooks.log(`match ${this.id}: every bot waits and no timer runs; the bots look again when the table changes`);
        return;
      default:
        return unreachable(effect);
    }
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
   * A bot decides on its view, with the random stream of this seat and moment (the simulator's
   * too). Searching levels think in slices (`decide` → `chooseAsync`), so the host keeps serving
   * everybody meanwhile; the driver drops a decision that the table overtook.
   */
  private ask(seat: Seat, level: string, index: number, quiet: number, random: boolean): void {
    const legal = this.game.legalMoves(this.state, seat);
    const answer = (move: unknown): void => this.send({ type: 'decided', seat, index, move });
    if (legal.length === 0) return answer(null);
    const rng = createRng(decisionSeed(this.seed, seat, index, quiet));
    const fallback = (error: unknown): unknown => {
      this.hooks.log(`match ${this.id}: the ${level} bot at seat ${seat} failed (${String(error)}); a random move instead`);
      return legal[createRng(deriveSeed(this.seed, 'fallback', seat, index)).int(legal.length)];
    };
    let decision: Promise<unknown>;
    try {
      const policy = random ? randomPolicy : this.policyFor(seat, level);
      const view = policy.usesView ? this.game.view(this.state, seat) : null;
      if (view !== null && policy.callout) this.sayAloud(seat, policy.callout(view));
      const context = { seat, legal, view, rng };
      if (isRealtimePolicy(policy)) return answer(policy.react({ ...context, now: this.clock.now(), quiet }));
      decision = decide(policy, context);
    } catch (error) {
      decision = Promise.resolve(fallback(error));
    }
    decision.then(undefined, fallback).then((move) => {
      if (!this.halted) answer(move);
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

  /** The rules' result of a match the chart has ended. */
  private resultNow(): MatchResult {
    const result = this.game.result(this.state);
    if (!result) throw new Error(`${this.game.id}: the chart ended match ${this.id}, but the rules give no result`);
    return result;
  }

  /** What the driver is told after each entry: who may act and the next deadline from the rules, the match's end from the chart. */
  private facts(): MatchFacts {
    return { ...factsOf(this.game, this.state, this.index), over: this.result !== null };
  }

  private onCommitted(committed: Committed): void {
    this.state = committed.state;
    this.index = committed.index;
    this.phases = committed.phases;
    if (committed.phases.includes('roundOver')) this.rounds++;
    if (committed.phases.includes('matchOver')) this.result = this.resultNow();
    this.hooks.committed(committed);
    const entry = committed.entry;
    const now = isTick(entry) ? entry.tick : (entry.at ?? this.clock.now());
    const actor = committed.intent.kind === 'move' ? committed.intent.seat : null;
    this.send({ type: 'committed', facts: this.facts(), now, actor });
    if (this.result) {
      this.clock.pause();
      this.fileAsReplay(this.result);
    }
  }

  private fileAsReplay(result: MatchResult): void {
    this.journal.finish(result).then(
      () => this.hooks.finished(result),
      (error: unknown) => this.hooks.log(`match ${this.id}: could not file the finished save: ${String(error)}`),
    );
  }

  private onRefused(intent: Intent, { refusal, crash }: Refused): void {
    if (crash !== undefined) {
      // A bug in the rules: the match goes on from its last committed state, and the log says where.
      const what = crash instanceof Error ? (crash.stack ?? crash.message) : String(crash);
      const on = intent.kind === 'move' ? `seat ${intent.seat}'s move ${JSON.stringify(intent.move)}` : `the clock's advance to ${intent.now} ms`;
      this.hooks.log(`match ${this.id}: the rules crashed on ${on} after ${this.index} entries: ${what}`);
      // The deadline stays due: the driver tries it again a little later rather than at once and for ever.
      if (intent.kind === 'tick') this.send({ type: 'advanceFailed', now: intent.now });
    }
    if (intent.kind === 'move' && intent.origin.startsWith('bot:')) {
      // Usually the table moved on while the move travelled (real time): the bot simply looks again.
      // A move that crashed the rules is refused too, so the driver's fallback to a random move covers it.
      this.hooks.log(`match ${this.id}: the bot at seat ${intent.seat} was refused (${refusal.code})`);
      this.send({ type: 'refused', seat: intent.seat });
    }
    this.hooks.refused(intent, refusal);
  }
}

function unreachable(effect: never): never {
  throw new Error(`unknown driver effect ${JSON.stringify(effect)}`);
}
