/**
 * Dreizehn on the shared pot table: three boards that take the colour of their first card, red
 * fours that go anywhere and always count, a board that goes over 13, and a draw pile unless every
 * card is dealt at the start.
 */
import type { Card } from '../../../../shared/cards';
import { dreizehnDeck } from '../../../../shared/games/dreizehn/cards';
import { t } from '../../../../shared/catalog';
import { BOARDS, COLOURS, type Colour } from '../../../../shared/games/dreizehn/rules';
import type { DreizehnView } from '../../../../shared/games/dreizehn/view';
import type { Lang } from '../../../../shared/i18n';
import { cardName, type PotGame } from '../../table/model';

/** "Zielscheibe 2 (Grün)": a board is named by its number, and by its colour once it has one. */
export function boardName(lang: Lang, index: number, colour: Colour | null): string {
  const base = t(lang, 'dreizehn.board', { board: index + 1 });
  return colour ? `${base} (${t(lang, `dreizehn.colour.${colour}`)})` : base;
}

function isBoard(value: unknown): value is number {
  return typeof value === 'number' && (BOARDS as readonly number[]).includes(value);
}

export const dreizehnPot: PotGame<DreizehnView> = {
  accepts: (view): view is DreizehnView => typeof view === 'object' && view !== null && (view as { game?: unknown }).game === 'dreizehn',
  deck: dreizehnDeck(),
  overflow: { log: 'log.overflow', banner: 'table.overflows' },
  piles: (lang, view) =>
    view.boards.map((board, index) => ({
      index,
      name: boardName(lang, index, board.colour),
      cards: board.cards,
      sum: board.sum,
      limit: view.limit,
      tint: board.colour,
      marker: null,
    })),
  readMove: (move) => {
    if (typeof move !== 'object' || move === null) return null;
    const m = move as { type?: unknown; card?: unknown; board?: unknown };
    if (m.type !== 'play' || typeof m.card !== 'string' || !isBoard(m.board)) return null;
    return { card: m.card as Card, pile: m.board };
  },
  playMove: (card, pile) => ({ type: 'play', card, board: pile }),
  choiceLabel: (lang, card, pile) => t(lang, 'dreizehn.playAction', { card: cardName(lang, card), board: pile.index + 1 }),
  lastPlay: (view) => (view.lastPlay ? { seat: view.lastPlay.seat, card: view.lastPlay.card, pile: view.lastPlay.board, took: view.lastPlay.took } : null),
  drawPile: (view) => (view.options.dealAll ? null : view.drawPileSize),
  sheets: (lang, view) =>
    view.history.map((r) => ({
      round: r.round,
      points: r.points,
      totals: r.totals,
      majorities: COLOURS.map((colour) => ({
        key: colour,
        label: t(lang, `dreizehn.colour.${colour}`),
        counts: r.taken.map((c) => c[colour]),
        excused: r.excused[colour],
      })),
      penalty: { label: t(lang, 'dreizehn.redFours'), counts: r.taken.map((c) => c.R) },
    })),
};
