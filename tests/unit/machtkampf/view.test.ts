import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasString, t } from '../../../src/shared/catalog';
import { KINDS, hiddenCards, setup, sortCards, view } from '../../../src/shared/games/machtkampf';
import { laid, options, position } from './support';

describe('Machtkampf views', () => {
  it('card counts of all players are public in every view', () => {
    const state = position(['5C 9D 9H', '6C 9C', '7H', '10C 3D 4D 5D']);
    for (const viewer of [0, 1, 2, 3, 'table', 'spectator'] as const) expect(view(state, viewer).handSizes).toEqual([3, 2, 1, 4]);
  });

  it('a seat sees its own hand only; the table and spectators see no hand', () => {
    const state = setup(options(4), 5);
    const own = view(state, 1);
    expect(own.hand).toEqual(state.hands[1]);
    expect(own).not.toHaveProperty('hands');
    expect(view(state, 'table').hand).toBeNull();
    expect(view(state, 'spectator').hand).toBeNull();
  });

  it('nobody ever sees the unused fourth hand, only its size', () => {
    const state = setup(options(3), 5);
    for (const viewer of [0, 1, 2, 'table', 'spectator'] as const) {
      const seen = view(state, viewer);
      expect(seen.dummySize).toBe(16);
      expect(seen).not.toHaveProperty('dummy');
      expect(sortCards(hiddenCards(state, viewer)).length).toBe(viewer === 'table' || viewer === 'spectator' ? 64 : 48);
    }
  });

  it('the trick, the call flags and the one-card obligation are public', () => {
    const state = position(['2C 3C', '3C 7D 9H', '2D', '10C 3D'], { turn: 1, trick: [laid(0, '5C')], called: [false, false, true, false] });
    const seen = view(state, 'table');
    expect(seen.trick).toEqual([laid(0, '5C')]);
    expect(seen.called).toEqual([false, false, true, false]);
    expect(seen.mustMakeItHard).toBe(true);
    expect(JSON.parse(JSON.stringify(seen))).toEqual(seen);
  });

  it('hidden from a seat: every other hand and the unused one', () => {
    const state = setup(options(3), 5);
    expect(sortCards(hiddenCards(state, 0))).toEqual(sortCards([...(state.hands[1] ?? []), ...(state.hands[2] ?? []), ...state.dummy]));
  });
});

describe('Machtkampf strings', () => {
  it('every rule the engine refuses with has its message in German and English', () => {
    const source = readFileSync(new URL('../../../src/shared/games/machtkampf/steps.ts', import.meta.url), 'utf8');
    const codes = [...new Set([...source.matchAll(/refuse\('([\w.]+)'/g)].map((match) => match[1] as string))];
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) {
      expect(hasString('de', code), code).toBe(true);
      expect(hasString('en', code), code).toBe(true);
    }
  });

  it('names every kind of combination and both directions in both languages', () => {
    for (const key of [...KINDS.map((kind) => `machtkampf.kind.${kind}`), 'machtkampf.direction.clockwise', 'machtkampf.direction.counterClockwise']) {
      expect(t('de', key)).not.toBe(key);
      expect(t('en', key)).not.toBe(key);
    }
  });
});
