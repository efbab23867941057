/**
 * The differential test of a playout representation (src/shared/engine/playout.ts): seeded random
 * matches played through the JSON rules and the playout side by side. At every step it compares
 * the seats to act, the legal moves (decoded, in order), the state (`save` against the JSON
 * state, field by field), the result, and for real-time games the clock's next deadline; it
 * checks that `load` ∘ `save` is the identity, that `undo` takes a move back exactly, that a copy
 * is independent of its original, and that `encode` and `decode` are inverse.
 * It throws a message naming the match, the step and what differs.
 */
import { createRng, deriveSeed } from '../../../src/shared/cards/rng';
import type { AnyGameModule } from '../../../src/shared/engine/module';
import { MAX_MOVES, type AnyPlayout } from '../../../src/shared/engine/playout';
import type { Json, Seat } from '../../../src/shared/engine/types';
import { canonical } from './conformance';

export interface PlayoutCheck {
  /** Option sets to play (raw, as a lobby sends them). */
  configs: readonly Json[];
  matches: number;
  /** Every this many steps the expensive checks run (round trip, undo, copy); 1 = every step. */
  every?: number;
  maxSteps?: number;
}

function differ(where: string, what: string, json: unknown, fast: unknown): never {
  const a = canonical(json);
  const b = canonical(fast);
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  throw new Error(
    `${where}: ${what} differ at character ${i}\n  json:    …${a.slice(Math.max(0, i - 80), i + 80)}\n  playout: …${b.slice(Math.max(0, i - 80), i + 80)}`,
  );
}

function same(where: string, what: string, json: unknown, fast: unknown): void {
  if (canonical(json) !== canonical(fast)) differ(where, what, json, fast);
}

/** Plays the matches; returns how many steps it compared. */
export function checkPlayout(game: AnyGameModule, playout: AnyPlayout, check: PlayoutCheck): number {
  const every = check.every ?? 1;
  const maxSteps = check.maxSteps ?? 20_000;
  const buffer = new Int32Array(MAX_MOVES);
  const seats = new Int32Array(16);
  let compared = 0;
  check.configs.forEach((raw, c) => {
    const options = game.parseOptions(raw);
    for (let m = 0; m < check.matches; m++) {
      const rng = createRng(deriveSeed(c * 7919 + 1, m));
      const seed = deriveSeed(c * 104_729 + 3, m);
      let state = game.setup(options, seed);
      const p = playout.load(state);
      if (playout.setup) same(`${game.id} ${canonical(raw)} match ${m}`, 'set-ups', state, playout.save(playout.setup(options, seed)));
      let now = 0;
      for (let step = 0; ; step++) {
        const where = `${game.id} ${canonical(raw)} match ${m} step ${step}`;
        if (step > maxSteps) throw new Error(`${where}: the match does not end`);
        same(where, 'states', state, playout.save(p));
        same(where, 'results', game.result(state), playout.result(p));
        const toAct = game.toAct(state);
        const count = playout.actors(p, seats);
        same(where, 'seats to act', toAct, Array.from(seats.subarray(0, count)));
        if (game.realtime) same(where, 'next deadlines', game.realtime.nextDeadline(state), playout.nextDeadline?.(p) ?? null);
        const heavy = step % every === 0;
        if (heavy) {
          same(where, 'a loaded save', state, playout.save(playout.load(playout.save(p))));
          const copy = playout.copy(p);
          same(where, 'a copy', state, playout.save(copy));
        }
        if (toAct.length === 0) break;
        // Every seat that may act: the same moves, in the same order, and codes that round-trip.
        const movers: { seat: Seat; codes: number[] }[] = [];
        for (const seat of toAct) {
          const legal = game.legalMoves(state, seat);
          const n = playout.legal(p, seat, buffer);
          const codes = Array.from(buffer.subarray(0, n));
          same(
            `${where} seat ${seat}`,
            'legal moves',
            legal,
            codes.map((code) => playout.decode(p, seat, code)),
          );
          if (heavy) legal.forEach((move, i) => same(`${where} seat ${seat}`, 'an encoded move', codes[i], playout.encode(p, seat, move)));
          if (codes.length > 0) movers.push({ seat, codes });
        }
        if (game.realtime) {
          const due = game.realtime.nextDeadline(state);
          if (movers.length === 0 || (due !== null && due <= now + 500)) {
            if (due === null) throw new Error(`${where}: nobody can act and no timer runs`);
            now = movers.length === 0 ? Math.max(now + 1, due) : now + 500;
            state = game.realtime.advance(state, now);
            (playout.advance as NonNullable<AnyPlayout['advance']>)(p, now);
            compared++;
            continue;
          }
          now += 500;
        }
        if (movers.length === 0) throw new Error(`${where}: seats to act, but none has a legal move`);
        const { seat, codes } = movers[rng.int(movers.length)] as { seat: Seat; codes: number[] };
        const code = codes[rng.int(codes.length)] as number;
        const move = playout.decode(p, seat, code);
        if (heavy) {
          // A move and its undo leave the state as it was; the copy taken before does not move.
          const before = playout.copy(p);
          playout.apply(p, seat, code, game.realtime ? now : undefined);
          playout.undo(p);
          same(`${where} seat ${seat}`, 'the state after a move and its undo', state, playout.save(p));
          same(`${where} seat ${seat}`, 'a copy after its original moved', state, playout.save(before));
        }
        state = game.apply(state, seat, move, game.realtime ? now : undefined);
        playout.apply(p, seat, code, game.realtime ? now : undefined);
        compared++;
      }
    }
  });
  return compared;
}
