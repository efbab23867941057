import { createRng, deriveSeed } from '../cards/rng';
import type { AnyGame, Seat } from './types';

export interface Throughput {
  game: string;
  players: number;
  moves: number;
  matches: number;
  seconds: number;
  movesPerSecond: number;
}

/**
 * Random playouts through the pure engine (legalMoves + apply, as the bots' searches use it) for
 * about `seconds`. Real-time games are played with the clock advanced to each deadline when
 * nobody can act, so the figure counts actions, not waiting.
 */
export function measureThroughput(game: AnyGame, players: number, seconds: number): Throughput {
  const options = game.defaultOptions(players);
  const rng = createRng(1);
  const deadline = performance.now() + seconds * 1000;
  let moves = 0;
  let matches = 0;
  const start = performance.now();
  while (performance.now() < deadline) {
    let state = game.setup(options, deriveSeed(7, matches));
    let now = 0;
    for (;;) {
      const seats = game.toAct(state);
      if (seats.length === 0) break;
      if (!game.realtime) {
        const seat = seats[0] as Seat;
        const legal = game.legalMoves(state, seat);
        state = game.apply(state, seat, legal[rng.int(legal.length)]);
        moves++;
        continue;
      }
      // Real time: anyone who can act may; when nobody can, the clock jumps to the next timer.
      const movers = seats.filter((seat) => game.legalMoves(state, seat).length > 0);
      if (movers.length === 0) {
        const next = game.realtime.nextDeadline(state);
        if (next === null) throw new Error(`${game.id}: nobody can act and no timer runs`);
        now = Math.max(now + 1, next);
        state = game.realtime.advance(state, now);
        continue;
      }
      now += 500;
      const due = game.realtime.nextDeadline(state);
      if (due !== null && due <= now) {
        state = game.realtime.advance(state, now);
        continue;
      }
      const seat = movers[rng.int(movers.length)] as Seat;
      const legal = game.legalMoves(state, seat);
      state = game.apply(state, seat, legal[rng.int(legal.length)], now);
      moves++;
    }
    matches++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { game: game.id, players, moves, matches, seconds: elapsed, movesPerSecond: moves / elapsed };
}
