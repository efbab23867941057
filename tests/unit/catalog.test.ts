import { afterAll, describe, expect, it } from 'vitest';
import { playPairing } from '../../src/shared/bots/tournament';
import { CATALOG, createCatalog } from '../../src/shared/catalog';
import { defineGame } from '../../src/shared/engine/module';
import { isCooperative, simulate } from '../../src/shared/engine/simulate';
import type { BaseOptions } from '../../src/shared/engine/types';
import { GAME_FLAG, gameFlag, parseFlags } from '../../src/cli/args';
import { conformanceCases, runCase } from './support/conformance-suite';
import { sticks, sticksDefinition } from './support/sticks';
import { connect, playRandomly, removeDir, tempDir, testHost } from './host/support';

/** The real games and a fifth one that lives only in this test: nothing else was touched to add it. */
const withSticks = createCatalog([...CATALOG.games, sticks]);

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});

describe('the catalog is the only list of games', () => {
  it('a fifth game in a catalog is found by the simulator’s --game and simulated', () => {
    const game = gameFlag(parseFlags(['--game', 'sticks'], [GAME_FLAG]), withSticks);
    expect(game).toBe(sticks);
    const report = simulate({ game, options: { players: 2, sticks: 21 }, games: 200, seed: 5, bots: ['normal', 'random'] });
    expect(report.game).toBe('sticks');
    // 21 sticks: whoever moves first and leaves multiples of four wins every time.
    expect(report.winShareBySeat).toEqual([1, 0]);
    expect(report.metrics).toEqual({ sticksTaken: 21 * 200 });
    expect(() => gameFlag(parseFlags(['--game', 'sticks'], [GAME_FLAG]))).toThrow(/unknown game "sticks"/);
  });

  it('the tournament measures its levels, and reads from its facts that it is not cooperative', () => {
    expect(isCooperative(sticks)).toBe(false);
    expect(isCooperative(CATALOG.get('kerkerhatz'))).toBe(true);
    const options = sticks.parseOptions({ players: 2, sticks: 15 }) as BaseOptions;
    const pairing = playPairing({ game: sticks, options, games: 40, seed: 3, config: {} }, 'normal', 'random');
    expect(pairing.share).toBeGreaterThan(0.5);
  });

  it('the conformance suite plays it with its own budget and its own invariant', () => {
    const cases = conformanceCases(withSticks).filter((c) => c.game === sticks);
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.reduce((n, c) => n + c.matches, 0)).toBeGreaterThanOrEqual(sticks.conformance.budget.matches);
    for (const c of cases) expect(runCase(c)).toBeGreaterThan(0);
    const broken = defineGame({ ...sticksDefinition, conformance: { budget: { matches: 1, full: 1, maxSteps: 100 }, invariant: () => 'always broken' } });
    const brokenCases = conformanceCases(createCatalog([broken]));
    expect(() => runCase(brokenCases[0] as (typeof brokenCases)[number])).toThrow(/always broken/);
  });

  it('the host offers it, in its game list and at a table', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const host = await testHost(dir, { catalog: withSticks });
    const anna = await connect(host.port, 'Anna');
    try {
      const welcome = await anna.client.ready();
      expect(welcome.games.map((g) => g.id)).toEqual(['ueberkochen', 'dreizehn', 'machtkampf', 'kerkerhatz', 'sticks']);
      expect(welcome.games.find((g) => g.id === 'sticks')).toMatchObject({ minPlayers: 2, maxPlayers: 2, bots: ['random', 'normal'], realtime: false });
      await anna.client.create({ game: 'sticks', seats: [{ kind: 'open' }, { kind: 'bot', level: 'normal' }], seat: 0 });
      anna.client.send({ type: 'start' });
      const end = await playRandomly(anna, 8);
      expect(end.result?.winners).toHaveLength(1);
    } finally {
      anna.close();
      await host.close();
    }
  });

  it('its strings come with it: the catalog’s translator knows them, the default one does not', () => {
    expect(withSticks.text.t('de', 'sticks.takeOneToThree', { left: 2 })).toBe('Nimm 1 bis 3 Hölzchen (es liegen 2).');
    expect(CATALOG.text.hasString('de', 'sticks.name')).toBe(false);
  });

  it('a game twice, or a string outside its namespace, is refused where the mistake is made', () => {
    expect(() => createCatalog([sticks, sticks])).toThrow(/sticks twice/);
    const strings = { de: { 'sticks.name': 'Hölzchen', 'pile.size': 'Stapel' }, en: { 'sticks.name': 'Sticks', 'pile.size': 'Pile' } };
    expect(() => defineGame({ ...sticksDefinition, strings })).toThrow(/"pile.size".*namespace "sticks\."/);
  });
});

describe('what the table reads from a game module', () => {
  it('a real-time game says in its own words that its clock keeps running while the rules are open', () => {
    const realtime = CATALOG.games.filter((game) => game.timing === 'realtime');
    expect(realtime.length).toBeGreaterThan(0);
    for (const game of realtime)
      for (const lang of ['de', 'en'] as const) expect(CATALOG.text.hasString(lang, `${game.id}.example.clock`), `${game.id} ${lang}`).toBe(true);
  });
});
