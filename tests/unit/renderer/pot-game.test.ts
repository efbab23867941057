import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/shared/cards';
import { CATALOG } from '../../../src/shared/catalog';
import type { AnyGameModule } from '../../../src/shared/engine/module';
import type { SeatInfo } from '../../../src/shared/net/protocol';
import { dreizehnPot } from '../../../src/renderer/src/games/dreizehn/pot';
import { ueberkochenPot } from '../../../src/renderer/src/games/ueberkochen/pot';
import { playLine, tableModel, type PotGame, type PotViewBase } from '../../../src/renderer/src/table/model';
import { phoneView } from '../../../src/renderer/src/table/phoneModel';

const seats = (n: number): SeatInfo[] =>
  Array.from({ length: n }, (_, seat) => ({
    seat,
    kind: 'person',
    name: `P${seat + 1}`,
    level: null,
    away: false,
    botPlaying: false,
    owner: seat === 0,
    vip: seat === 0,
  }));

/** A pot game that exists only here: two piles, "left" and "right", and a move that names the side. */
interface ToyView extends PotViewBase {
  game: 'toy';
  piles: [Card[], Card[]];
  left: number;
  last: { seat: number; card: Card; side: 'left' | 'right'; took: Card[] | null } | null;
}
const SIDES = ['left', 'right'] as const;
const toyPot: PotGame<ToyView> = {
  accepts: (view): view is ToyView => (view as { game?: unknown }).game === 'toy',
  deck: ['AH', '2H', '3H'],
  overflow: { log: 'log.boilOver', banner: 'table.boilsOver' },
  piles: (_lang, view) =>
    view.piles.map((cards, index) => ({ index, name: SIDES[index] as string, cards, sum: cards.length, limit: view.limit, tint: null, marker: null })),
  readMove: (move) => {
    const m = move as { put?: unknown; side?: unknown };
    return typeof m.put === 'string' && (m.side === 'left' || m.side === 'right') ? { card: m.put as Card, pile: SIDES.indexOf(m.side) } : null;
  },
  playMove: (card, pile) => ({ put: card, side: SIDES[pile] }),
  choiceLabel: (_lang, card, pile) => `${card} → ${pile.name}`,
  lastPlay: (view) => (view.last ? { seat: view.last.seat, card: view.last.card, pile: SIDES.indexOf(view.last.side), took: view.last.took } : null),
  drawPile: (view) => view.left,
  sheets: () => [],
};
const toyView: ToyView = {
  game: 'toy',
  viewer: 1,
  limit: 3,
  round: 0,
  rounds: 2,
  dealer: 0,
  phase: 'playing',
  hand: ['3H', 'AH'],
  handSizes: [1, 2],
  taken: [[], ['2H']],
  totals: [0, 4],
  piles: [['2H'], []],
  left: 5,
  last: { seat: 0, card: '2H', side: 'left', took: ['AH', '3H'] },
};

describe('a pot description is all the shared pot table needs', () => {
  const legal = [{ put: 'AH', side: 'right' }, { put: 'AH', side: 'left' }, { pass: true }];
  const model = tableModel('de', toyPot, toyView, legal, [1], seats(2));

  it('draws a made-up game’s piles, draw pile, deck and last play from its description alone', () => {
    expect(model.piles.map((p) => [p.name, p.cards])).toEqual([
      ['left', ['2H']],
      ['right', []],
    ]);
    expect(model.drawPile).toBe(5);
    expect(model.deck).toEqual(['AH', '2H', '3H']);
    expect(model.lastPlay).toEqual({ seat: 0, card: '2H', pile: 0, took: ['AH', '3H'] });
    expect(model.hand).toEqual(['AH', '3H']);
    expect(model.seats.map((s) => [s.turn, s.you, s.total])).toEqual([
      [false, false, 0],
      [true, true, 4],
    ]);
  });
  it('offers exactly the legal moves its description reads as plays, with the names it gives them', () => {
    expect(model.choices.map((c) => [c.card, c.pile, c.label])).toEqual([
      ['AH', 1, 'AH → right'],
      ['AH', 0, 'AH → left'],
    ]);
    expect(phoneView(model, 'AH').piles.map((p) => p.choice?.move)).toEqual([
      { put: 'AH', side: 'left' },
      { put: 'AH', side: 'right' },
    ]);
  });
  it('writes the log line of a pile that went over in the words its description names', () => {
    expect(playLine('de', model, model.lastPlay as NonNullable<typeof model.lastPlay>)).toBe('P1 legt Herz 2 – left. left kocht über: P1 nimmt 2 Karten.');
  });
});

describe('the pot descriptions of Überkochen and Dreizehn', () => {
  // Through the catalog's erased type: both games are driven by one loop.
  const cases: { pot: PotGame; game: AnyGameModule; other: AnyGameModule }[] = [
    { pot: ueberkochenPot, game: CATALOG.get('ueberkochen'), other: CATALOG.get('dreizehn') },
    { pot: dreizehnPot, game: CATALOG.get('dreizehn'), other: CATALOG.get('ueberkochen') },
  ];
  for (const { pot, game, other } of cases) {
    it(`${game.id}: reads every legal play as a card and pile, and writes that pile’s move back the same`, () => {
      let state = game.setup(game.defaultOptions(4), 5);
      for (let step = 0; step < 30 && game.result(state) === null; step++) {
        const seat = game.toAct(state)[0] as number;
        const legal = game.legalMoves(state, seat) as unknown[];
        for (const move of legal) {
          const read = pot.readMove(move);
          expect(read).not.toBeNull();
          if (read) expect(pot.playMove(read.card, read.pile)).toEqual(move);
        }
        state = game.apply(state, seat, legal[step % legal.length]);
      }
    });
    it(`${game.id}: accepts its own views and not the other pot game’s, and its deck is the game’s`, () => {
      expect(pot.accepts(game.view(game.setup(game.defaultOptions(3), 1), 0))).toBe(true);
      expect(pot.accepts(other.view(other.setup(other.defaultOptions(3), 1), 0))).toBe(false);
      const state = game.setup(game.defaultOptions(3), 2);
      const { hands, drawPile = [], dummy } = state as { hands: Card[][]; drawPile?: Card[]; dummy: Card[] };
      const dealt = [...hands.flat(), ...drawPile, ...dummy];
      expect(new Set(pot.deck)).toEqual(new Set(dealt));
    });
  }
});

describe('the shared pot table', () => {
  it('names no game: every game id in table/ would be a decision outside the game’s description', () => {
    const dir = path.resolve(import.meta.dirname, '../../../src/renderer/src/table');
    const ids = CATALOG.games.map((g) => g.id);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const id of ids) expect(text.includes(`'${id}'`), `${file} names '${id}'`).toBe(false);
    }
  });
});
