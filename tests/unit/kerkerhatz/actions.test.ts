import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/shared/cards/rng';
import {
  REACTION_WINDOW_MS,
  actionsBetween,
  advance,
  apply,
  kerkerhatz,
  view,
  type KerkerhatzAction,
  type KerkerhatzMove,
  type KerkerhatzState,
} from '../../../src/shared/games/kerkerhatz';
import { card, cards, play, position } from './build';

/** What the table (which sees no hand) can tell happened from `before` to `after`. */
const between = (before: KerkerhatzState, after: KerkerhatzState): KerkerhatzAction[] => actionsBetween(view(before, 'table'), view(after, 'table'));

describe('what the table reads from two views: every play and every power, with whose it was', () => {
  it('a card that fills part of a door stays on it, with its player', () => {
    const s = position({ hands: ['2H 3S', '4H 9C'], dungeon: '3H 2D' });
    expect(between(s, play(s, card(1, '4H', '3H')))).toEqual([{ kind: 'play', seat: 1, card: '4H', target: '3H', suit: null }]);
  });

  it('a card that beats the door at once is found with the cards spent, and still named with its player', () => {
    const s = play(position({ hands: ['2H 3H', '4H 9C'], dungeon: '2H 2D' }), card(0, '3H', '2H'));
    const after = play(s, card(1, '4H', '2H'));
    expect(after.current?.card).not.toBe('2H');
    expect(between(s, after)).toEqual([{ kind: 'play', seat: 1, card: '4H', target: '2H', suit: null }]);
  });

  it('a jack on a door and a queen on an event leave the table at once, named', () => {
    const door = position({ hands: ['JC 2S', '9C'], dungeon: '4D 2D' });
    expect(between(door, play(door, card(0, 'JC', '4D')))).toEqual([{ kind: 'play', seat: 0, card: 'JC', target: '4D', suit: null }]);
    const event = position({ hands: ['2S', 'QH 9C'], dungeon: '5S 2D', options: { level: 2 } });
    expect(between(event, play(event, card(1, 'QH', '5S')))).toEqual([{ kind: 'play', seat: 1, card: 'QH', target: '5S', suit: null }]);
  });

  it('a joker is named with the suit it counts as', () => {
    const s = position({ hands: ['X1 2S', '9C'], dungeon: '3H 2D' });
    const after = apply(s, 0, { type: 'play', card: 'X1', target: '3H', suit: 'H' });
    expect(between(s, after)).toEqual([{ kind: 'play', seat: 0, card: 'X1', target: '3H', suit: 'H' }]);
  });

  it('a power names its hero, the three cards it cost, and for the healer the teammate', () => {
    const s = position({ heroes: ['healer', 'fighter'], hands: ['2H 3H 4H 5H', '9C'], piles: ['6D 7D 8D 9D 10D', ''], dungeon: '4S 2D' });
    const after = apply(s, 0, { type: 'power', discard: cards('2H 3H 4H'), teammate: 1 });
    expect(between(s, after)).toEqual([{ kind: 'power', seat: 0, hero: 'healer', discarded: cards('2H 3H 4H'), teammate: 1 }]);
    const fighter = position({ heroes: ['scout', 'fighter'], hands: ['9C', '2H 3H 4H 5H'], dungeon: '4S 2D' });
    expect(between(fighter, apply(fighter, 1, { type: 'power', discard: cards('2H 3H 5H') }))).toEqual([
      { kind: 'power', seat: 1, hero: 'fighter', discarded: cards('2H 3H 5H'), teammate: null },
    ]);
  });

  it("the time keeper's free pause discards nothing, and says so", () => {
    const s = position({ heroes: ['timeKeeper', 'fighter'], hands: ['2H 3H', '9S'], dungeon: '4S 2D', options: { beginnerClock: true } });
    expect(between(s, apply(s, 0, { type: 'power', discard: [] }, 10))).toEqual([
      { kind: 'power', seat: 0, hero: 'timeKeeper', discarded: [], teammate: null },
    ]);
  });

  it('the Einsturz discards are named by whoever made them', () => {
    let s = position({ hands: ['2H 3H 4H', '6C 7C 8C'], dungeon: '5S 2D', options: { level: 2 } });
    s = advance(s, REACTION_WINDOW_MS + 1);
    expect(s.phase).toBe('collapse');
    expect(between(s, apply(s, 1, { type: 'discard', cards: cards('6C 8C') }))).toEqual([{ kind: 'discard', seat: 1, cards: cards('6C 8C') }]);
  });

  it('over whole matches of random play, every play and every power of the move log is read back, and nothing else is', () => {
    let plays = 0;
    let powers = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const players = 2 + (seed % 3);
      const rng = createRng(seed);
      const random = (): number => rng.next();
      const game = kerkerhatz;
      let s = game.setup({ ...game.defaultOptions(players), level: 1 + (seed % 5) }, seed);
      for (let step = 0; game.result(s) === null && step < 3000; step++) {
        const movers = [...game.toAct(s)].filter((seat) => game.legalMoves(s, seat).length > 0);
        const seat = movers[Math.floor(random() * movers.length)];
        if (seat === undefined) break;
        // Plays and powers mostly, so that whole levels go by; a giving up only late.
        const all = game.legalMoves(s, seat);
        const others = all.filter((m) => m.type !== 'giveUp');
        const legal = others.length > 0 && step < 2000 ? others : all;
        const move = legal[Math.floor(random() * legal.length)] as KerkerhatzMove;
        const at = s.now + 1 + Math.floor(random() * 400);
        // Time passing before the move may end the level (the team is stuck when the next card turns up).
        if (game.result(advance(s, at)) !== null) break;
        const next = game.apply(s, seat, move, at);
        const read = between(s, next).filter((a) => a.kind !== 'discard' || move.type === 'discard');
        if (move.type === 'play') {
          plays++;
          expect(read).toEqual([{ kind: 'play', seat, card: move.card, target: move.target, suit: move.card.startsWith('X') ? (move.suit ?? null) : null }]);
        } else if (move.type === 'power') {
          powers++;
          expect(read).toMatchObject([{ kind: 'power', seat, discarded: move.discard }]);
        } else if (move.type === 'discard') {
          expect(read).toEqual([{ kind: 'discard', seat, cards: move.cards }]);
        } else {
          expect(read.filter((a) => a.kind !== 'discard')).toEqual([]);
        }
        s = next;
      }
    }
    // 301 plays and 947 powers when written.
    expect(plays).toBeGreaterThan(200);
    expect(powers).toBeGreaterThan(200);
  });
});
