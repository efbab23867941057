/**
 * `npx tsx scripts/kerkerhatz-table.ts [games] [minMs-maxMs]`: the Kerkerhatz team's win rate per
 * level and player count, with the clock off and with the clock on at the given reaction times
 * (default 1000-3000 ms), through the same simulate() the sim CLI uses.
 */
import { simulate } from '../src/shared/engine/simulate';
import { kerkerhatz } from '../src/shared/games/kerkerhatz';

const games = Number(process.argv[2] ?? 2000);
const [minMs, maxMs] = (process.argv[3] ?? '1000-3000').split('-').map(Number) as [number, number];

const pct = (x: unknown): string => `${(100 * (x as number)).toFixed(1)}`.padStart(5);
console.log(`team bot, ${games} games per cell, reactions ${minMs}–${maxMs} ms; defeats as % of games: time / noCards / stuck / gaveUp`);
console.log('level players | clock off: win  (time noCards stuck gaveUp) | clock on: win  (time noCards stuck gaveUp)  clock decides');
for (let level = 1; level <= 5; level++) {
  for (const players of [2, 3, 4]) {
    const cells = [false, true].map((clock) => {
      const report = simulate({ game: kerkerhatz, options: { players, level, clock }, games, seed: 1, bots: new Array<string>(players).fill('team'), reactionMs: [minMs, maxMs] });
      const m = report.metrics as { winRate: number; defeats: Record<string, number>; clockDecides: number };
      return { win: pct(m.winRate), defeats: ['time', 'noCards', 'stuck', 'gaveUp'].map((k) => pct(m.defeats[k])).join(' '), decides: pct(m.clockDecides) };
    });
    const [off, on] = cells as [(typeof cells)[0], (typeof cells)[0]];
    console.log(`  ${level}     ${players}    |  ${off.win}  (${off.defeats})  |  ${on.win}  (${on.defeats})  ${on.decides}`);
  }
}
