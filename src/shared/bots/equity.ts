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
    if (players < 2 || spread.points.length === 0 || spread.points.length !== spread.counts.length)
      throw new Error('match equity needs two seats and a spread of points');
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

/**
 * Match equity for games of a fixed number of rounds (Überkochen, Dreizehn): each seat's chance of
 * winning the match from given totals with `roundsLeft` rounds still to play among equals. Every
 * seat's points in a round to come are drawn alike and independently, normally spread with the
 * game's observed standard deviation of a seat's round points (the mean is the same for every
 * seat and cancels out). As in MatchEquity, the futures are drawn once and each is also played
 * with its seats rotated, so a table of equal totals gets exactly equal shares; answers are remembered.
 */
export class RoundsEquity {
  /**
   * Scenario-major: for each scenario and each count r of rounds to come, every seat's points over
   * those r rounds (the sums are made once, so a position costs one addition a seat and scenario).
   */
  private readonly sums: Float64Array;
  private readonly scenarios: number;
  private readonly remembered = new Map<number | string, readonly number[]>();
  private readonly finals: Float64Array;

  constructor(
    private readonly players: number,
    /** The most rounds a match of this table can still have to play. */
    private readonly rounds: number,
    spread: number,
    seed = 1,
  ) {
    if (players < 2 || rounds < 1 || !(spread > 0)) throw new Error('rounds equity needs two seats, a round and a spread');
    const rng = createRng(seed);
    // Box–Muller: two uniform draws give a standard normal one.
    const normal = (): number => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
    this.scenarios = DRAWN * players;
    const block = rounds * players;
    this.sums = new Float64Array(this.scenarios * block);
    const drawn = new Float64Array(block);
    for (let future = 0; future < DRAWN; future++) {
      for (let i = 0; i < block; i++) drawn[i] = spread * normal();
      for (let turn = 0; turn < players; turn++) {
        const at = (future * players + turn) * block;
        for (let seat = 0; seat < players; seat++) {
          let sum = 0;
          for (let round = 0; round < rounds; round++) {
            sum += drawn[round * players + ((seat + turn) % players)] as number;
            this.sums[at + round * players + seat] = sum;
          }
        }
      }
    }
    this.finals = new Float64Array(players);
  }

  /** Each seat's chance of winning the match from these totals with `roundsLeft` rounds to play (summing to 1), remembered: not to be changed. */
  shares(totals: readonly number[], roundsLeft: number): readonly number[] {
    if (roundsLeft < 0 || roundsLeft > this.rounds || totals.length !== this.players)
      throw new Error(`rounds equity: ${totals.length} totals with ${roundsLeft} rounds left`);
    // Who wins depends on the gaps between the totals, not on their level: positions are
    // remembered, and worked out, by each total's lead over the least one.
    let least = totals[0] as number;
    for (const total of totals) if (total < least) least = total;
    const key = positionKey(totals, roundsLeft, least);
    const known = this.remembered.get(key);
    if (known) return known;
    const gaps = totals.map((total) => total - least);
    const wins = roundsLeft === 0 ? outright(gaps) : this.playOn(gaps, roundsLeft);
    if (this.remembered.size >= MOST_REMEMBERED) this.remembered.clear();
    this.remembered.set(key, wins);
    return wins;
  }

  private playOn(totals: readonly number[], roundsLeft: number): number[] {
    const { players, sums, scenarios, finals } = this;
    const block = this.rounds * players;
    const counts = new Float64Array(players);
    for (let scenario = 0, at = (roundsLeft - 1) * players; scenario < scenarios; scenario++, at += block) {
      for (let seat = 0; seat < players; seat++) finals[seat] = (totals[seat] as number) + (sums[at + seat] as number);
      addWin(finals, counts);
    }
    return Array.from(counts, (count) => count / scenarios);
  }
}

/**
 * A position's key for the memory, by each total's gap to the least one: a number where every gap
 * is a whole number below 256, there are at most six seats and fewer than 32 rounds left (exact in
 * a double), else text. A playout's end is looked up once per sample and move, and joining the
 * totals into text cost more than the answer's arithmetic.
 */
function positionKey(totals: readonly number[], roundsLeft: number, least: number): number | string {
  if (totals.length > 6 || roundsLeft >= 32) return textKey(totals, roundsLeft, least);
  let key = roundsLeft;
  for (let seat = 0; seat < totals.length; seat++) {
    const gap = (totals[seat] as number) - least;
    if (!(gap < 256 && Number.isInteger(gap))) return textKey(totals, roundsLeft, least);
    key = key * 256 + gap;
  }
  return key;
}

function textKey(totals: readonly number[], roundsLeft: number, least: number): string {
  return `${roundsLeft}:${totals.map((total) => total - least).join(',')}`;
}

const roundsEquities = new Map<string, RoundsEquity>();

/** One RoundsEquity per table size, match length and spread, made when first asked for. */
export function roundsEquity(players: number, rounds: number, spread: number): RoundsEquity {
  const key = `${players}/${rounds}/${spread}`;
  let equity = roundsEquities.get(key);
  if (!equity) roundsEquities.set(key, (equity = new RoundsEquity(players, rounds, spread)));
  return equity;
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
