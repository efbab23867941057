/**
 * The numbers the rules texts name are options: their defaults are today's game, and another
 * number changes the game exactly where the rules use it.
 */
import { describe, expect, it } from 'vitest';
import { parseCards, type FrenchCard } from '../../src/shared/cards';
import type { DreizehnCard } from '../../src/shared/games/dreizehn';
import { CATALOG } from '../../src/shared/catalog';
import { OptionsError } from '../../src/shared/engine/errors';
import { parseOptionAssignment, tableSpecs } from '../../src/shared/engine/options';
import { dreizehn, setup as dreizehnSetup, apply as dreizehnApply, type DreizehnState } from '../../src/shared/games/dreizehn';
import { LEVELS, advance, buildDungeon, dungeonKind, kerkerhatz, levelOf, setup as kerkerhatzSetup } from '../../src/shared/games/kerkerhatz';
import { machtkampf } from '../../src/shared/games/machtkampf';
import { newMatch, apply as ueberkochenApply, ueberkochen, type UeberkochenState } from '../../src/shared/games/ueberkochen';
import { position as kerkerhatzPosition } from './kerkerhatz/build';

const french = (text: string) => parseCards(text) as FrenchCard[];
const colours = (text: string) => parseCards(text) as DreizehnCard[];

function fieldOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof OptionsError) return error.field;
    throw error;
  }
  throw new Error('expected an OptionsError');
}

describe('numbers as options', () => {
  it('the defaults are the rules’ numbers', () => {
    expect(ueberkochen.defaultOptions(4)).toMatchObject({ limit: 20 });
    expect(dreizehn.defaultOptions(4)).toMatchObject({ limit: 13, handSize: 5 });
    expect(machtkampf.defaultOptions(4)).toMatchObject({ matchEnd: 100 });
    const k = kerkerhatz.defaultOptions(3);
    expect(k).toMatchObject({ clockSeconds: 300, eventWindowMs: 3000, handSize2: 5, handSize3: 4, handSize4: 3 });
    expect([1, 2, 3, 4, 5].map((level) => levelOf(k, level))).toEqual(LEVELS);
  });

  it('a number outside its range is refused, naming the field', () => {
    expect(fieldOf(() => ueberkochen.parseOptions({ players: 4, limit: 100 }))).toBe('limit');
    expect(fieldOf(() => dreizehn.parseOptions({ players: 4, handSize: 9 }))).toBe('handSize');
    expect(fieldOf(() => dreizehn.parseOptions({ players: 4, limit: 6 }))).toBe('limit');
    expect(fieldOf(() => machtkampf.parseOptions({ players: 4, matchEnd: 0 }))).toBe('matchEnd');
    expect(fieldOf(() => kerkerhatz.parseOptions({ players: 2, eventWindowMs: 100 }))).toBe('eventWindowMs');
    expect(fieldOf(() => kerkerhatz.parseOptions({ players: 2, events5: 5 }))).toBe('events5');
    expect(fieldOf(() => kerkerhatz.parseOptions({ players: 2, bossPerSuit1: 0 }))).toBe('bossPerSuit1');
  });

  it('the texts’ variants are presets: the switch, an old save and the command line all mean the number', () => {
    expect(ueberkochen.parseOptions({ players: 4, limit19: true })).toMatchObject({ limit: 19 });
    expect(ueberkochen.parseOptions({ players: 4, limit19: true, limit: 19 })).toMatchObject({ limit: 19 });
    expect(machtkampf.parseOptions({ players: 4, shortMatch: true })).toMatchObject({ matchEnd: 50 });
    expect(kerkerhatz.parseOptions({ players: 2, shortFuse: true })).toMatchObject({ clockSeconds: 240 });
    expect(parseOptionAssignment(ueberkochen.optionsShape, 'limit19=true')).toEqual(['limit19', true]);
    expect(parseOptionAssignment(ueberkochen.optionsShape, 'limit=13')).toEqual(['limit', 13]);
    expect('limit19' in ueberkochen.parseOptions({ players: 4, limit19: true })).toBe(false);
  });

  it('a preset and a number that contradict it are refused, naming the preset', () => {
    expect(fieldOf(() => ueberkochen.parseOptions({ players: 4, limit19: true, limit: 18 }))).toBe('limit19');
    expect(fieldOf(() => ueberkochen.parseOptions({ players: 4, limit19: 'yes' }))).toBe('limit19');
  });

  it('the table screen offers the switches and presets, the lab every number', () => {
    for (const game of CATALOG.games) {
      const shown = tableSpecs(game.optionsShape).map((s) => s.key);
      for (const spec of game.optionsShape.specs) {
        const tuning = spec.kind === 'integer' && spec.tuning === true;
        expect(shown.includes(spec.key)).toBe(!tuning);
      }
    }
    expect(tableSpecs(kerkerhatz.optionsShape).map((s) => s.key)).toEqual(['level', 'clock', 'beginnerClock', 'manualFlip', 'hardCampaign']);
  });
});

describe('another number changes the game where the rules use it', () => {
  it('Überkochen with limit 13: a pot at 13 takes another card only past 13', () => {
    const base = newMatch(ueberkochen.parseOptions({ players: 3, limit: 13 }), 1);
    const at = (hand: string): UeberkochenState => ({
      ...base,
      hands: [french(hand), french('2D'), french('3D')],
      pots: { H: french('10H 2H'), D: [], C: [] },
      phase: 'playing',
      turn: 0,
    });
    expect(ueberkochenApply(at('AH'), 0, { type: 'play', card: 'AH', pot: 'H' }).pots.H).toHaveLength(3);
    const over = ueberkochenApply(at('2H'), 0, { type: 'play', card: '2H', pot: 'H' });
    expect(over.pots.H).toEqual(french('2H'));
    expect(over.taken[0]).toEqual(french('10H 2H'));
  });

  it('Dreizehn with limit 10: a board of 9 goes over with a 2', () => {
    const start = dreizehnSetup(dreizehn.parseOptions({ players: 3, limit: 10 }), 4);
    const state: DreizehnState = {
      ...start,
      hands: [colours('2B'), colours('1G'), colours('1Y')],
      drawPile: [],
      boards: [
        { colour: 'B', cards: colours('7B 2B') },
        { colour: null, cards: [] },
        { colour: null, cards: [] },
      ],
      turn: 0,
    };
    const after = dreizehnApply(state, 0, { type: 'play', card: '2B', board: 0 });
    expect(after.taken[0]).toEqual(colours('7B 2B'));
  });

  it('Dreizehn with hand size 3 deals three cards each and leaves the rest as the draw pile', () => {
    const state = dreizehnSetup(dreizehn.parseOptions({ players: 4, handSize: 3 }), 9);
    expect(state.hands.map((hand) => hand.length)).toEqual([3, 3, 3, 3]);
    expect(state.drawPile).toHaveLength(50 - 12);
  });

  it('Kerkerhatz: the hand size per player count, the event window and the level table come from the options', () => {
    expect(kerkerhatzSetup(kerkerhatz.parseOptions({ players: 3, handSize3: 6 }), 2).hands.map((h) => h.length)).toEqual([6, 6, 6]);
    const s = kerkerhatzPosition({ hands: ['QH 2C 3C', '4D 5D'], dungeon: '5S 2C', options: { eventWindowMs: 1200 } });
    expect(s.windowEndsAt).toBe(1200);
    expect(advance(s, 1200).phase).not.toBe('window');
    const table = kerkerhatz.parseOptions({ players: 3, doors1: 3, miniBosses1: 0, events1: 2 });
    const kinds = buildDungeon(levelOf(table, 1), 5).dungeon.map(dungeonKind);
    expect(kinds.filter((k) => k === 'door')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'miniBoss')).toHaveLength(0);
    expect(kinds.filter((k) => k === 'event')).toHaveLength(2);
  });
});
