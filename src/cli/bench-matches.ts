/**
 * One figure of the `sim` section of `npm run bench`, in a process of its own (see
 * bench-playout.ts for why): `bench-matches.ts <game id> <players> <seconds>` prints one JSON line
 * with the whole matches per CPU second that `playMatch` plays with random bots.
 */
import { deriveSeed } from '../shared/cards/rng';
import { CATALOG } from '../shared/catalog';
import { playMatch } from '../shared/engine/play';
import { randomPolicy, type Policy } from '../shared/engine/policy';
import type { AnyGame } from '../shared/engine/types';

export interface MatchThroughput {
  game: string;
  players: number;
  matches: number;
  moves: number;
  /** CPU seconds (user + system) the matches took. */
  cpuSeconds: number;
  matchesPerCpuSecond: number;
}

function cpu(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Whole matches of random bots through `playMatch` (the match driver on its virtual clock, as the
 * simulator plays them) for about `seconds` of this process's CPU time: what a simulation costs,
 * driver and all, not only the rules.
 */
export function measureMatches(game: AnyGame, players: number, seconds: number): MatchThroughput {
  const options = game.defaultOptions(players);
  const policies = new Array<Policy>(players).fill(randomPolicy);
  const start = cpu();
  let matches = 0;
  let moves = 0;
  while (cpu() - start < seconds) {
    moves += playMatch(game, options, deriveSeed(7, 'bench', matches), policies).steps;
    matches++;
  }
  const cpuSeconds = cpu() - start;
  return { game: game.id, players, matches, moves, cpuSeconds, matchesPerCpuSecond: matches / cpuSeconds };
}

const [id, players, seconds] = process.argv.slice(2);
const game = CATALOG.get(id as string);
measureMatches(game, Number(players), Math.min(0.5, Number(seconds) / 4));
console.log(JSON.stringify(measureMatches(game, Number(players), Number(seconds))));
