/**
 * The conformance suite, written once and run over every registered game (OpenSpiel's
 * RandomSimTest is the model). It plays seeded random matches and checks, at every step:
 * legal moves apply; garbage and near-miss moves are refused with a RuleError and change nothing;
 * cards are conserved; state survives a JSON round trip; replaying the log reproduces the state;
 * no view shows a card hidden from its viewer; the result is well formed; matches end.
 */
import { expect } from 'vitest';
import { createRng, type Card, type Rng } from '../../../src/shared/cards';
import { RuleError } from '../../../src/shared/engine/errors';
import { applyEntry, replay, type LogEntry, type MatchLog } from '../../../src/shared/engine/log';
import type { AnyGameModule } from '../../../src/shared/engine/module';
import type { AnyGame, Json, Seat, Viewer } from '../../../src/shared/engine/types';

export interface CheckOptions {
  /** Heavy checks at every step (all legal moves, near misses, views, round trips). */
  full: boolean;
  maxSteps: number;
  /** Whether a refusal's code has its text in both languages (the catalog's strings). */
  hasText: (code: string) => boolean;
}

/** JSON with sorted keys, so two equal values always print the same. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Plain JSON only: no undefined, no NaN, no functions, no class instances, Maps or Sets. */
export function assertPlainJson(value: unknown, path = '$'): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${path} is ${value}, not JSON`);
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) assertPlainJson(value[i], `${path}[${i}]`);
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, v] of Object.entries(value)) assertPlainJson(v, `${path}.${key}`);
    return;
  }
  throw new Error(`${path} is ${typeof value}, not plain JSON data`);
}

function multiset(cards: readonly Card[]): Map<Card, number> {
  const m = new Map<Card, number>();
  for (const card of cards) m.set(card, (m.get(card) ?? 0) + 1);
  return m;
}

function sameMultiset(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  const ma = multiset(a);
  const mb = multiset(b);
  for (const [card, count] of ma) if (mb.get(card) !== count) return false;
  return true;
}

const GARBAGE: unknown[] = [null, undefined, 0, 42, 'play', '', [], {}, { type: 'nonsense' }, { type: 'play' }, [{ type: 'play' }], true];

/** Refused with a RuleError; the caller checks once per step that the state is untouched. */
function expectRefused(game: AnyGame, state: unknown, seat: Seat, move: unknown, at: number | undefined, what: string, hasText: CheckOptions['hasText']): void {
  let error: unknown = null;
  try {
    game.apply(state, seat, move, at);
  } catch (e) {
    error = e;
  }
  if (!(error instanceof RuleError)) {
    throw new Error(
      `${game.id}: ${what} ${JSON.stringify(move)} by seat ${seat} was ${error ? `refused with ${String(error)}` : 'accepted'}; expected a RuleError`,
    );
  }
  if (!hasText(error.code)) throw new Error(`${game.id}: the refusal ${error.code} has no text for players`);
}

/** Near misses of a legal move: each field swapped for another legal move's value, a card field swapped for a hidden card, an extra field. */
function nearMisses(move: unknown, legal: readonly unknown[], hidden: readonly Card[], rng: Rng): unknown[] {
  if (!move || typeof move !== 'object' || Array.isArray(move)) return [];
  const record = move as Record<string, unknown>;
  const out: unknown[] = [{ ...record, extra: 1 }];
  for (const key of Object.keys(record)) {
    const other = legal[rng.int(legal.length)] as Record<string, unknown> | undefined;
    if (other && key in other) out.push({ ...record, [key]: other[key] });
    if (typeof record[key] === 'string' && hidden.length > 0) out.push({ ...record, [key]: hidden[rng.int(hidden.length)] });
    if (Array.isArray(record[key]) && hidden.length > 0) out.push({ ...record, [key]: [...(record[key] as unknown[]), hidden[rng.int(hidden.length)]] });
    out.push({ ...record, [key]: 12345 });
    const without = { ...record };
    delete without[key];
    out.push(without);
  }
  return out;
}

function viewers(players: number): Viewer[] {
  return [...Array.from({ length: players }, (_, i) => i), 'table', 'spectator'];
}

function checkViews(game: AnyGame, state: unknown, players: number): void {
  const all = multiset(game.cards(state));
  for (const viewer of viewers(players)) {
    const v = game.view(state, viewer);
    assertPlainJson(v, `view(${String(viewer)})`);
    const text = JSON.stringify(v);
    const hidden = multiset(game.hiddenCards(state, viewer));
    for (const [card, count] of hidden) {
      if (count === all.get(card) && text.includes(`"${card}"`)) {
        throw new Error(`${game.id}: the view of ${String(viewer)} shows ${card}, which is hidden from it`);
      }
    }
  }
}

/** Plays one random match with checks, the game's own invariant among them; returns the number of moves. */
export function checkMatch(game: AnyGameModule, rawOptions: Json, seed: number, opts: CheckOptions): number {
  const invariant = game.conformance.invariant;
  const options = game.parseOptions(rawOptions);
  const players = options.players as number;
  const rng = createRng(seed ^ 0x5eed);
  let state = game.setup(options, seed);
  expect(canonical(game.setup(options, seed))).toBe(canonical(state));
  const deck = game.cards(state);
  const log: MatchLog = { game: game.id, options: options as Json, seed, moves: [] };
  let now = 0;
  let steps = 0;

  for (;;) {
    if (!sameMultiset(game.cards(state), deck)) throw new Error(`${game.id}: cards not conserved after ${steps} moves (seed ${seed})`);
    const broken = invariant?.(state) ?? null;
    if (broken !== null) throw new Error(`${game.id}: ${broken} after ${steps} moves (seed ${seed})`);
    if (opts.full) {
      assertPlainJson(state, 'state');
      checkViews(game, state, players);
    }
    const result = game.result(state);
    const seats = game.toAct(state);
    if (seats.length === 0 || result) {
      if (seats.length > 0 || !result) throw new Error(`${game.id}: toAct ${JSON.stringify(seats)} with result ${JSON.stringify(result)} (seed ${seed})`);
      break;
    }
    if (steps >= opts.maxSteps) throw new Error(`${game.id}: no end after ${opts.maxSteps} moves (seed ${seed})`);

    let at: number | undefined;
    if (game.realtime) {
      now += rng.int(1500);
      const deadline = game.realtime.nextDeadline(state);
      if (deadline !== null && deadline <= now) {
        const entry: LogEntry = { tick: now };
        state = applyEntry(game, state, entry);
        log.moves.push(entry);
        steps++;
        continue;
      }
      at = now;
    }

    const movers = seats.filter((seat) => game.legalMoves(state, seat).length > 0);
    if (movers.length === 0) {
      if (!game.realtime) throw new Error(`${game.id}: seats ${seats.join(',')} must act but have no legal move (seed ${seed})`);
      const deadline = game.realtime.nextDeadline(state);
      if (deadline === null) throw new Error(`${game.id}: nobody can act and no timer runs (seed ${seed})`);
      now = Math.max(now, deadline);
      const entry: LogEntry = { tick: now };
      state = applyEntry(game, state, entry);
      log.moves.push(entry);
      steps++;
      continue;
    }
    const seat = movers[rng.int(movers.length)] as Seat;
    const legal = game.legalMoves(state, seat);
    if (opts.full) {
      const legalKeys = new Set(legal.map(canonical));
      if (legalKeys.size !== legal.length) throw new Error(`${game.id}: legalMoves lists a move twice (seed ${seed})`);
      const before = JSON.stringify(state);
      for (const move of legal) game.apply(state, seat, JSON.parse(JSON.stringify(move)), at);
      for (const junk of GARBAGE) expectRefused(game, state, seat, junk, at, 'garbage', opts.hasText);
      const hidden = game.hiddenCards(state, seat);
      for (const miss of nearMisses(legal[rng.int(legal.length)], legal, hidden, rng)) {
        if (legalKeys.has(canonical(miss))) continue;
        expectRefused(game, state, seat, miss, at, 'near miss', opts.hasText);
      }
      for (const other of Array.from({ length: players }, (_, i) => i)) {
        if (other === seat) continue;
        const otherKeys = new Set(game.legalMoves(state, other).map(canonical));
        const move = legal[0];
        if (!otherKeys.has(canonical(move))) expectRefused(game, state, other, move, at, 'out-of-turn move', opts.hasText);
      }
      expectRefused(game, state, players, legal[0], at, 'move by a seat that does not exist', opts.hasText);
      if (JSON.stringify(state) !== before) throw new Error(`${game.id}: apply changed the state it was given (seed ${seed})`);
    }

    const move = legal[rng.int(legal.length)];
    state = game.apply(state, seat, move, at);
    log.moves.push(at === undefined ? { seat, move: move as Json } : { seat, move: move as Json, at });
    steps++;
    if (opts.full && rng.int(8) === 0) expect(canonical(replay(game, log))).toBe(canonical(state));
  }

  const result = game.result(state);
  expect(result).not.toBeNull();
  if (result) {
    expect(result.scores).toHaveLength(players);
    for (const score of result.scores) expect(Number.isFinite(score)).toBe(true);
    expect(new Set(result.winners).size).toBe(result.winners.length);
    for (const winner of result.winners) expect(winner >= 0 && winner < players).toBe(true);
    if (!game.realtime) {
      expect(result.winners.length).toBeGreaterThan(0);
      const best = result.lowerIsBetter ? Math.min(...result.scores) : Math.max(...result.scores);
      expect(result.winners).toEqual(result.scores.flatMap((s, seat) => (s === best ? [seat] : [])));
    }
  }
  expect(canonical(replay(game, log))).toBe(canonical(state));
  if (opts.full) checkViews(game, state, players);
  return steps;
}
