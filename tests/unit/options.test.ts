import { describe, expect, it } from 'vitest';
import { OptionsError } from '../../src/shared/engine/errors';
import { optionVariants, parseOptionAssignment, parseOptionsWith, type OptionsShape } from '../../src/shared/engine/options';

const shape: OptionsShape = {
  minPlayers: 2,
  maxPlayers: 4,
  specs: [
    { key: 'fast', kind: 'boolean', default: false },
    { key: 'mode', kind: 'choice', choices: ['a', 'b'], default: 'a' },
    { key: 'level', kind: 'integer', min: 1, max: 5, default: 1 },
  ],
};

describe('options described as data', () => {
  it('fills defaults and keeps what is given', () => {
    expect(parseOptionsWith(shape, { players: 3, mode: 'b' })).toEqual({ players: 3, fast: false, mode: 'b', level: 1 });
  });

  it.each([
    [null, 'options'],
    [{}, 'players'],
    [{ players: 5 }, 'players'],
    [{ players: 2.5 }, 'players'],
    [{ players: 2, fast: 1 }, 'fast'],
    [{ players: 2, mode: 'c' }, 'mode'],
    [{ players: 2, level: 6 }, 'level'],
    [{ players: 2, colour: 'red' }, 'colour'],
  ])('refuses %j naming the field %s', (raw, field) => {
    try {
      parseOptionsWith(shape, raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(OptionsError);
      expect((error as OptionsError).field).toBe(field);
    }
  });

  it('reads key=value flags with their types', () => {
    expect(parseOptionAssignment(shape, 'fast=true')).toEqual(['fast', true]);
    expect(parseOptionAssignment(shape, 'fast=off')).toEqual(['fast', false]);
    expect(parseOptionAssignment(shape, 'fast=On')).toEqual(['fast', true]);
    expect(() => parseOptionAssignment(shape, 'fast=maybe')).toThrow(/fast/);
    expect(parseOptionAssignment(shape, 'level=3')).toEqual(['level', 3]);
    expect(() => parseOptionAssignment(shape, 'level=x')).toThrow(/level/);
    expect(() => parseOptionAssignment(shape, 'fast')).toThrow(/key=value/);
  });

  it('enumerates every variant of the boolean and choice options', () => {
    expect(optionVariants(shape)).toHaveLength(4);
  });

  it('enumerates the presets too, off and on, and each variant parses', () => {
    const withPreset: OptionsShape = { ...shape, presets: [{ key: 'hard', sets: { level: 5 } }] };
    const variants = optionVariants(withPreset);
    expect(variants).toHaveLength(8);
    expect(variants.filter((v) => v.hard === true).map((v) => parseOptionsWith(withPreset, { players: 2, ...v }).level)).toEqual([5, 5, 5, 5]);
  });
});
