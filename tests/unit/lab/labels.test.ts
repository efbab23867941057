import { describe, expect, it } from 'vitest';
import { CATALOG, hasString } from '../../../src/shared/catalog';
import { simulateRange } from '../../../src/shared/engine/simulate';
import { LANGS } from '../../../src/shared/i18n';
import { figuresOf } from '../../../src/shared/lab/figures';
import { specOf, type LabConfig } from '../../../src/shared/lab/job';

/** The string keys that may name a figure of `game`: its own first, then the lab's shared ones. */
const candidates = (game: string, key: string): string[] => [`${game}.lab.${key}`, `lab.metric.${key}`];

describe.each(CATALOG.games.map((g) => g.id))('the lab names every figure of %s', (id) => {
  it("in German and English, from the game's own strings or the lab's shared ones", () => {
    const game = CATALOG.get(id);
    const config: LabConfig = { game: id, options: { players: game.minPlayers }, bots: new Array<string>(game.minPlayers).fill('random'), seed: 1, games: 4 };
    const figures = figuresOf(config, simulateRange(specOf(config, CATALOG.get), 0, config.games), CATALOG.get);
    const keys = [...figures.histograms, ...figures.groups, ...figures.scalars].map((f) => f.key);
    const entries = figures.groups.flatMap((g) =>
      g.entries.map((e) => (game.figureEntries?.[g.key] ? [`${game.figureEntries[g.key]}.${e.name}`] : candidates(id, `${g.key}.${e.name}`))),
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const unnamed = [...keys.map((k) => candidates(id, k)), ...entries].filter((options) => !options.some((key) => hasString(lang, key)));
      expect(unnamed, lang).toEqual([]);
    }
  });
});
