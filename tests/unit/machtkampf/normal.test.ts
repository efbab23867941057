import { describe, expect, it } from 'vitest';
import { createRng, shuffle, type FrenchCard } from '../../../src/shared/cards';
import { splitCounts, splitHand } from '../../../src/shared/games/machtkampf/bot-hand';
import { CARDS_IN_ORDER, MACHTKAMPF_DECK, cardId, countCards, sortCards } from '../../../src/shared/games/machtkampf/cards';
import { cards as parseCards } from './support';
import { classifyIds } from '../../../src/shared/games/machtkampf/combinations';
import { beatsTop, normalFollow, normalMove, isGang, isSure, unseenOf, type Table } from '../../../src/shared/games/machtkampf/normal';
import { playCodes, playsFrom } from '../../../src/shared/games/machtkampf/plays';
import { classify, codeOf } from '../../../src/shared/games/machtkampf/combinations';
import type { MachtkampfMove, TrickPlay } from '../../../src/shared/games/machtkampf/state';

/** The slow truth: every play the unseen cards can form, listed, and none of them a non-gang that beats. */
function sureByListing(ids: readonly number[], unseen: readonly number[]): boolean {
  const code = classifyIds(ids, ids.length);
  if (Math.floor(code / 1024) === 7) return true;
  return !playsFrom(unseen, { code, size: ids.length }).some((cards) => !isGang(cards));
}

describe('machtkampf expert play', () => {
  it('a play is sure exactly when the unseen cards form nothing of its kind that beats it (random hands, every part)', () => {
    const rng = createRng(21);
    let checked = 0;
    for (let round = 0; round < 200; round++) {
      const deck = shuffle(MACHTKAMPF_DECK.slice(), rng);
      const hand = deck.slice(0, 16);
      const unseenCards = deck.slice(16, 16 + 8 + rng.int(40));
      const unseen = countCards(unseenCards);
      for (const part of splitHand(hand)) {
        expect(isSure(part.ids, unseen), `${hand.join(' ')} part ${part.ids.join(',')} vs ${unseenCards.join(' ')}`).toBe(sureByListing(part.ids, unseen));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('the cards not seen are the deck less the own hand, the finished tricks and the trick on the table', () => {
    const hand = parseCards('AS 5C 5D');
    const trick: TrickPlay[] = [{ seat: 1, kind: 'single', cards: ['KH'], strength: cardId('KH') }];
    const unseen = unseenOf(hand, parseCards('JC JD'), trick);
    expect(unseen.reduce((a, b) => a + b, 0)).toBe(64 - 6);
    expect(unseen[cardId('KH')]).toBe(0);
    expect(unseen[cardId('5C')]).toBe(1);
  });

  it('with one unsure play left it runs its sure plays first and keeps the last one to go out on', () => {
    // K♥ is always sure; 2♣ 2♦ is beaten by many pairs.
    const hand = parseCards('2C 2D KH');
    const table: Table = { seat: 0, hand, trick: [], handSizes: [3, 10, 10, 10], out: [false, false, false, false], unseen: unseenOf(hand, [], []) };
    const legal: MachtkampfMove[] = [
      { type: 'play', cards: ['2C'] },
      { type: 'play', cards: ['2D'] },
      { type: 'play', cards: ['KH'] },
      { type: 'play', cards: ['2C', '2D'] },
    ];
    expect(normalMove(table, legal)).toEqual({ type: 'play', cards: ['KH'] });
  });

  it('with several unsure plays it leads its lowest and keeps the sure ones', () => {
    const hand = parseCards('3C 7D 7H 9C KH');
    const table: Table = { seat: 0, hand, trick: [], handSizes: [5, 10, 10, 10], out: [false, false, false, false], unseen: unseenOf(hand, [], []) };
    const legal: MachtkampfMove[] = hand.map((card) => ({ type: 'play', cards: [card] }));
    legal.push({ type: 'play', cards: ['7D', '7H'] });
    expect(normalMove(table, legal)).toEqual({ type: 'play', cards: ['3C'] });
  });

  it('a pass is better than breaking a pair for a trick it cannot keep, early in the game', () => {
    const hand = parseCards('4C 4D 8C 8D 9H 10C 10D 2H');
    const trick: TrickPlay[] = [{ seat: 1, kind: 'single', cards: ['9C'], strength: cardId('9C') }];
    const table: Table = { seat: 0, hand, trick, handSizes: [8, 15, 16, 16], out: [false, false, false, false], unseen: unseenOf(hand, [], trick) };
    const legal: MachtkampfMove[] = [{ type: 'pass' }, { type: 'play', cards: ['9H'] }, { type: 'play', cards: ['10C'] }, { type: 'play', cards: ['10D'] }];
    // 9♥ is a single of the split that beats 9♣: shedding it is free.
    expect(normalMove(table, legal)).toEqual({ type: 'play', cards: ['9H'] });
    const without = legal.filter((move) => !(move.type === 'play' && move.cards[0] === '9H'));
    expect(normalMove({ ...table, hand: hand.filter((card) => card !== '9H') }, without)).toEqual({ type: 'pass' });
  });

  it('a split holds exactly the hand, read from its cards or from its counts (the cache keeps every hand apart)', () => {
    const rng = createRng(5);
    for (let round = 0; round < 400; round++) {
      const hand = sortCards(shuffle(MACHTKAMPF_DECK.slice(), rng).slice(0, 1 + rng.int(20)));
      for (const deep of [true, false]) {
        const fromCounts = splitCounts(Uint8Array.from(countCards(hand)), deep);
        expect(fromCounts).toBe(splitHand(hand, deep));
        expect(sortCards(fromCounts.flatMap((part) => part.ids.map((id) => CARDS_IN_ORDER[id] as FrenchCard)))).toEqual(hand);
      }
    }
  });

  it('follows the same with the plays as move codes (a playout) as with the legal moves listed', () => {
    const rng = createRng(8);
    let played = 0;
    for (let round = 0; round < 300; round++) {
      const deck = shuffle(MACHTKAMPF_DECK.slice(), rng);
      const hand = sortCards(deck.slice(0, 4 + rng.int(13)));
      const leads = playsFrom(countCards(deck.slice(20, 36)), null);
      const topCards = leads[rng.int(leads.length)] as FrenchCard[];
      const combination = classify(topCards);
      if (!combination) continue;
      const top: TrickPlay = { seat: 1, kind: combination.kind, cards: combination.cards, strength: combination.strength };
      const trick = [top];
      const table: Table = {
        seat: 0,
        hand,
        trick,
        handSizes: [hand.length, 1 + rng.int(12), 10, 10],
        out: [false, false, false, false],
        unseen: unseenOf(hand, [], trick),
      };
      const code = codeOf(combination);
      const counts = countCards(hand);
      const legal: MachtkampfMove[] = [
        ...playsFrom(counts, { code, size: topCards.length }).map((cards): MachtkampfMove => ({ type: 'play', cards })),
        { type: 'pass' },
      ];
      const byCodes = normalFollow(
        table,
        { plays: (out) => playCodes(counts, code, topCards.length, out), allowed: (ids) => beatsTop(ids, code, topCards.length), canPass: true },
        true,
      );
      expect(byCodes ? { type: 'play', cards: byCodes } : { type: 'pass' }).toEqual(normalMove(table, legal));
      if (byCodes) played++;
    }
    expect(played).toBeGreaterThan(30);
  });
});
