/**
 * One engine figure of `npm run bench`, measured in a process of its own: `bench-playout.ts
 * <game id | reference> <players> <seconds> [json | playout]` prints one JSON line: the JSON rules'
 * `legalMoves` + `apply`, or the game's playout representation (engine/playout.ts). The engine section starts one
 * such process per game, because V8 specialises the code that the games share (the playout loop,
 * the overflow of a pile) for the first game it runs: measured one after another in one process,
 * every later game pays for the earlier ones. A simulation or a bot's search runs a single game,
 * which is what each fresh process measures.
 */
import { CATALOG } from '../shared/catalog';
import { measurePlayoutThroughput } from '../shared/engine/playout';
import { measureThroughput, type Throughput } from '../shared/engine/throughput';
import { mutableUeberkochenMovesPerSecond } from './baseline';

/** A throughput figure with the CPU time it took: moves per wall second and per CPU second. */
export interface Timed extends Throughput {
  movesPerCpuSecond: number;
}

/** The process's CPU time in seconds (user + system): one core's work, whatever else the machine runs. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function timed(measure: () => Throughput): Timed {
  const cpu = cpuSeconds();
  const r = measure();
  return { ...r, movesPerCpuSecond: r.moves / Math.max(1e-9, cpuSeconds() - cpu) };
}

export type Path = 'json' | 'playout';

export function measureOne(id: string, players: number, seconds: number, path: Path = 'json'): Timed {
  const warmUp = Math.min(0.5, seconds / 4);
  if (id === 'reference') {
    mutableUeberkochenMovesPerSecond(warmUp);
    return timed(() => {
      const perSecond = mutableUeberkochenMovesPerSecond(seconds);
      return { game: id, players: 4, moves: perSecond * seconds, matches: 0, seconds, movesPerSecond: perSecond };
    });
  }
  const game = CATALOG.find(id);
  if (!game) throw new Error(`bench-playout: no game "${id}"`);
  if (path === 'playout') {
    const playout = game.playout;
    if (!playout) throw new Error(`bench-playout: ${id} has no playout representation`);
    measurePlayoutThroughput(game, playout, players, warmUp);
    return timed(() => measurePlayoutThroughput(game, playout, players, seconds));
  }
  measureThroughput(game, players, warmUp);
  return timed(() => measureThroughput(game, players, seconds));
}

const [id, players, seconds, path = 'json'] = process.argv.slice(2);
if (path !== 'json' && path !== 'playout') throw new Error(`bench-playout: path must be json or playout, not ${path}`);
console.log(JSON.stringify(measureOne(id as string, Number(players), Number(seconds), path)));
