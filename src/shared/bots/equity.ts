/**
 * Match equity for penalty-point games (the fewest points win once someone reaches the match's
 * end): each seat's chance of winning the match from given totals, if the games still to come are
 * played among equals. A search that scores its playouts by it plays for the match, not for the
 * game: a leader avoids the big loss that lets the others past, a seat far behind takes the risk
 * that might still catch up, and a game that ends the match counts as won or lost outright.
 *
 * The future is a fixed set of scenarios drawn once: in every game one seat, each alike, wins and
 * scores nothing, the others draw their points from the game's observed spread of a non-winner's
 * points. Each drawn future is also played with its seats rotated, so equal totals get exactly
 * equal shares. A seat's equity is its share of the scenarios it wins (a shared win split). The
 * same scenarios serve every evaluation, so two outcomes of one decision are compared on the same
 * futures, and the answers are remembered by totals.
 */
import { createRng } from '../cards/rng';

/** A non-winner's points in one game, as observed: each value with how often it came up. */
export interface LoserSpread {
  points: readonly number[];
  counts: readonly number[];
}

/** Futures drawn; each is played in every rotation of the seats. */
const DRAWN = 128;
/** Answers remembered before the memory starts over (a match meets far fewer totals). */
const MOST_REMEMBERED = 20_000;

export class MatchEquity {
  /** Scenario-major: for each scenario, its games one after another, each seat's points in it. */
  private readonly points: Uint8Array;
  private readonly gamesPerScenario: number;
  private readonly scenarios: number;
  private readonly remembered = new Map<string, readonly number[]>();
  private readonly running: Float64Array;

  constructor(
    private readonly players: number,
    private readonly matchEnd: number,
    spread: LoserSpread,
    seed = 1,
  ) {
    if (players < 2 || spread.points.length === 0 || spread.points.length !== spread.counts.length) throw new Error('match equity needs two seats and a spread of points');
    const least = Math.max(1, Math.min(...spread.points));
    // Enough games that every scenario ends: each game adds at least `least` to every non-winner.
    this.gamesPerScenario = Math.ceil((matchEnd * players) / ((players - 1) * least)) + 1;
    const total = spread.counts.reduce((sum, count) => sum + count, 0);
    const rng = createRng(seed);
    const draw = (): number => {
      let at = rng.next() * total;
      for (let i = 0; i < spread.counts.length; i++) {
        at -= spread.counts[i] as number;
        if (at < 0) return spread.points[i] as number;
      }
      return spread.points[spread.points.length - 1] as number;
    };
    this.scenarios = DRAWN * players;
    const games = this.gamesPerScenario;
    this.points = new Uint8Array(this.scenarios * games * players);
    const drawn = new Uint8Array(games * players);
    for (let future = 0; future < DRAWN; future++) {
      for (let game = 0; game < games; game++) {
        const winner = rng.int(players);
        for (let seat = 0; seat < players; seat++) drawn[game * players + seat] = seat === winner ? 0 : Math.min(255, draw());
      }
      for (let turn = 0; turn < players; turn++) {
        const at = (future * players + turn) * games * players;
        for (let game = 0; game < games; game++) {
          for (let seat = 0; seat < players; seat++) this.points[at + game * players + seat] = drawn[game * players + ((seat + turn) % players)] as number;
        }
      }
    }
    this.running = new Float64Array(players);
  }

  /** Each seat's chance of winning the match from these totals (summing to 1), remembered: not to be changed. */
  shares(totals: readonly number[]): readonly number[] {
    const key = totals.join(',');
    const known = this.remembered.get(key);
    if (known) return known;
    const wins = totals.some((total) => total >= this.matchEnd) ? outright(totals) : this.playOn(totals);
    if (this.remembered.size >= MOST_REMEMBERED) this.remembered.clear();
    this.remembered.set(key, wins);
    return wins;
  }

  /** The share of the scenarios each seat wins, the match played on from `totals`. */
  private playOn(totals: readonly number[]): number[] {
    const { players, matchEnd, running, points, scenarios } = this;
    const stride = this.gamesPerScenario * players;
    const counts = new Float64Array(players);
    for (let scenario = 0; scenario < scenarios; scenario++) {
      for (let seat = 0; seat < players; seat++) running[seat] = totals[seat] as number;
      let at = scenario * stride;
      let over = false;
      while (!over) {
        for (let seat = 0; seat < players; seat++) {
          const total = (running[seat] as number) + (points[at + seat] as number);
          running[seat] = total;
          if (total >= matchEnd) over = true;
        }
        at += players;
      }
      addWin(running, counts);
    }
    return Array.from(counts, (count) => count / scenarios);
  }
}

/** Adds a match's win to `counts`: the lowest total wins, equal lowest totals share it. */
function addWin(totals: ArrayLike<number>, counts: Float64Array): void {
  let best = totals[0] as number;
  let tied = 1;
  for (let seat = 1; seat < totals.length; seat++) {
    const total = totals[seat] as number;
    if (total < best) {
      best = total;
      tied = 1;
    } else if (total === best) tied++;
  }
  for (let seat = 0; seat < totals.length; seat++) if (totals[seat] === best) counts[seat] = (counts[seat] as number) + 1 / tied;
}

/** The shares of a match that has ended. */
function outright(totals: readonly number[]): number[] {
  const counts = new Float64Array(totals.length);
  addWin(totals, counts);
  return Array.from(counts);
}
