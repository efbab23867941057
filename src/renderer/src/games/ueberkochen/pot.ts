/**
 * Überkochen on the shared pot table: three pots (hearts, diamonds, clubs) under their kings, the
 * spades as poison that count in every round, and a pot that boils over when it passes the limit.
 */
import type { Card } from '../../../../shared/cards';
import { t } from '../../../../shared/catalog';
import { POTS, UEBERKOCHEN_DECK, type Pot } from '../../../../shared/games/ueberkochen/rules';
import type { UeberkochenView } from '../../../../shared/games/ueberkochen/view';
import { cardName, type PotGame } from '../../table/model';

function isPot(value: unknown): value is Pot {
  return typeof value === 'string' && (POTS as readonly string[]).includes(value);
}

export const ueberkochenPot: PotGame<UeberkochenView> = {
  accepts: (view): view is UeberkochenView => typeof view === 'object' && view !== null && (view as { game?: unknown }).game === 'ueberkochen',
  deck: UEBERKOCHEN_DECK,
  overflow: { log: 'log.boilOver', banner: 'table.boilsOver' },
  piles: (lang, view) =>
    POTS.map((pot, index) => ({
      index,
      name: t(lang, `ueberkochen.pot.${pot}`),
      cards: view.pots[pot],
      sum: view.potSums[pot],
      limit: view.limit,
      tint: pot,
      // The pot's king lies under it as its marker, never dealt.
      marker: `K${pot}` as Card,
    })),
  readMove: (move) => {
    if (typeof move !== 'object' || move === null) return null;
    const m = move as { type?: unknown; card?: unknown; pot?: unknown };
    if (m.type !== 'play' || typeof m.card !== 'string' || !isPot(m.pot)) return null;
    return { card: m.card as Card, pile: POTS.indexOf(m.pot) };
  },
  playMove: (card, pile) => ({ type: 'play', card, pot: POTS[pile] }),
  choiceLabel: (lang, card, pile) => t(lang, 'ueberkochen.playAction', { card: cardName(lang, card), potName: pile.name }),
  lastPlay: (view) =>
    view.lastPlay ? { seat: view.lastPlay.seat, card: view.lastPlay.card, pile: POTS.indexOf(view.lastPlay.pot), took: view.lastPlay.took } : null,
  drawPile: () => null,
  sheets: (lang, view) =>
    view.history.map((r) => ({
      round: r.round,
      points: r.points,
      totals: r.totals,
      majorities: POTS.map((suit) => ({ key: suit, label: t(lang, `suit.${suit}`), counts: r.taken.map((c) => c[suit]), excused: r.excused[suit] })),
      penalty: { label: t(lang, 'suit.S'), counts: r.taken.map((c) => c.S) },
    })),
};
