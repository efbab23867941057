/**
 * The bench's `bots` section: decision time per game and level (wall clock and CPU time, p50 and
 * p95), and, for the searching level, how long the event loop waits while it thinks through
 * `chooseAsync` (the longest gap between two timer ticks): a host stays responsive if that is a
 * few milliseconds, whatever the decision takes in all.
 */
import { createBot } from '../shared/bots';
import { decide } from '../shared/bots/policy';
import { latencyOf, timed, type Latency } from '../shared/bots/tournament';
import { playMatch } from '../shared/engine/play';
import { createRng, deriveSeed } from '../shared/cards/rng';
import { CATALOG } from '../shared/catalog';
import type { Policy } from '../shared/engine/policy';
import { makePolicy } from '../shared/engine/simulate';
import type { AnyGame, BaseOptions, Json } from '../shared/engine/types';

const LEVELS = ['beginner', 'normal', 'strong'] as const;

interface Row {
  game: string;
  level: string;
  wall: Latency;
  cpu: Latency;
}

/** Decisions timed at least, per game and level, however long they take. */
const MIN_DECISIONS = 100;

/** The strong level as a table (the host) fields it: its table budget, stopped at the ceiling (bots/policy.ts strongTiming). */
const AT_TABLE = 'strong@table';

/** A seat's bot for the bench: offline (a count of moves), or the strong level as the host builds it. */
function benchBot(game: AnyGame, level: string, seat: number, options: BaseOptions, config: { budgetMs?: number }): Policy {
  if (level !== AT_TABLE) return makePolicy(game, level, seat, options, config);
  return config.budgetMs === undefined ? createBot(game, 'strong', seat, options) : makePolicy(game, 'strong', seat, options, config);
}

/**
 * Times the seat-0 bot's decisions (the others play normal, or the same level in a team game)
 * until `seconds` have passed and enough decisions were made, after an untimed warm-up match
 * with a tiny budget (the first decisions of a process run cold code).
 */
function timeLevel(game: AnyGame, level: string, seconds: number): Row {
  const options = game.parseOptions({ players: Math.min(4, game.maxPlayers) }) as BaseOptions;
  const table = (config: { budgetMs?: number }): Policy[] =>
    Array.from({ length: options.players }, (_, seat) => benchBot(game, seat === 0 || game.realtime ? level : 'normal', seat, options, config));
  playMatch(game, options, deriveSeed(7, 'warm-up'), table({ budgetMs: 2 }));
  const wall: number[] = [];
  const cpu: number[] = [];
  const until = performance.now() + seconds * 1000;
  for (let match = 0; performance.now() < until || wall.length < MIN_DECISIONS; match++) {
    const policies: Policy[] = table({}).map((policy, seat) => {
      if (seat !== 0) return policy;
      const measured = timed(policy, wall);
      const choose = measured.choose;
      measured.choose = (context) => {
        const before = process.cpuUsage();
        const move = choose(context);
        const used = process.cpuUsage(before);
        cpu.push((used.user + used.system) / 1000);
        return move;
      };
      return measured;
    });
    playMatch(game, options, deriveSeed(7, 'bench', match), policies);
  }
  return { game: game.id, level, wall: latencyOf(wall), cpu: latencyOf(cpu) };
}

/** The longest the event loop waited for a timer while the strong bot decided as at a table, over a few positions. */
async function eventLoopGap(game: AnyGame, decisions: number): Promise<{ decisions: number; longestGapMs: number; p95GapMs: number }> {
  const options = game.parseOptions({ players: Math.min(4, game.maxPlayers) }) as BaseOptions;
  const bot = createBot(game, 'strong', 0, options);
  const rng = createRng(11);
  const gaps: number[] = [];
  let state = game.setup(options, 5);
  let done = 0;
  while (done < decisions && game.toAct(state).length > 0) {
    const seat = game.toAct(state)[0] as number;
    const legal = game.legalMoves(state, seat);
    let move: unknown;
    if (seat === 0 && legal.length > 1) {
      let last = performance.now();
      let ticking = true;
      const tick = (): void => {
        if (!ticking) return;
        const now = performance.now();
        gaps.push(now - last);
        last = now;
        if (ticking) setTimeout(tick, 0);
      };
      setTimeout(tick, 0);
      move = await decide(bot, { seat, legal, view: game.view(state, seat), rng });
      // The wait since the last tick ends with the decision; a tick still due later falls in other work.
      gaps.push(performance.now() - last);
      ticking = false;
      done++;
    } else {
      move = legal[rng.int(legal.length)];
    }
    state = game.apply(state, seat, move);
  }
  const sorted = gaps.sort((a, b) => a - b);
  return { decisions: done, longestGapMs: sorted[sorted.length - 1] ?? 0, p95GapMs: sorted[Math.floor(0.95 * sorted.length)] ?? 0 };
}

const f = (x: number): string => x.toFixed(2).padStart(7);

export const botsSection = {
  name: 'bots',
  async run(seconds: number): Promise<{ table: string[]; json: Json }> {
    const rows: Row[] = [];
    for (const game of CATALOG.games) {
      for (const level of LEVELS) if (game.bots?.[level]) rows.push(timeLevel(game, level, Math.max(1, seconds / 2)));
      // Kerkerhatz's strong teammate counts cards: it has no table budget.
      if (game.bots?.strong && !game.realtime) rows.push(timeLevel(game, AT_TABLE, Math.max(1, seconds / 2)));
    }
    const gaps: Record<string, Json> = {};
    for (const game of CATALOG.games) if (game.bots?.strong && !game.realtime) gaps[game.id] = await eventLoopGap(game, 12);
    const table = [
      `Decision time per bot (seat 0 against normal bots, 4 players; ms, wall clock and CPU; ${AT_TABLE}: the strong level as a table fields it):`,
      `  ${'game'.padEnd(12)} ${'level'.padEnd(12)} ${'n'.padStart(5)}   wall p50  wall p95   cpu p50   cpu p95       max`,
      ...rows.map(
        (r) =>
          `  ${r.game.padEnd(12)} ${r.level.padEnd(12)} ${String(r.wall.count).padStart(5)}  ${f(r.wall.p50)}   ${f(r.wall.p95)}   ${f(r.cpu.p50)}   ${f(r.cpu.p95)}   ${f(r.wall.max)}`,
      ),
      'Strong bot at a table, through chooseAsync: the longest wait of a timer on the event loop while it thinks (ms):',
      ...Object.entries(gaps).map(([id, g]) => {
        const gap = g as { decisions: number; longestGapMs: number; p95GapMs: number };
        return `  ${id.padEnd(12)} ${String(gap.decisions).padStart(3)} decisions  longest gap ${f(gap.longestGapMs)}  p95 gap ${f(gap.p95GapMs)}`;
      }),
    ];
    return { table, json: { decisions: rows as unknown as Json, eventLoop: gaps } };
  },
};
