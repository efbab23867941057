/**
 * One figure of the `sim` section of `npm run bench`, in a process of its own (see
 * bench-playout.ts for why): `bench-matches.ts <game id> <players> <seconds>` prints one JSON line
 * with the whole matches per CPU second that `playMatch` plays with random bots.
 */
import { CATALOG } from '../shared/catalog';
import { measureMatches } from '../shared/engine/throughput';

const [id, players, seconds] = process.argv.slice(2);
const game = CATALOG.get(id as string);
measureMatches(game, Number(players), Math.min(0.5, Number(seconds) / 4));
console.log(JSON.stringify(measureMatches(game, Number(players), Number(seconds))));
