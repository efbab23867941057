/**
 * What the table draws, in one shape for the pot games (Überkochen's pots, Dreizehn's boards): the
 * piles in the middle, the seats, the viewer's hand and the moves the host says are legal, each with
 * the name a screen reader and the Playwright tests use. Built from a game's View; pure, no DOM.
 * The table never decides legality: the choices come from the host's `legal` list.
 */
import type { Card } from '../../../shared/cards';
import type { DreizehnView } from '../../../shared/games/dreizehn/view';
import type { UeberkochenView } from '../../../shared/games/ueberkochen/view';
import { hasString, t } from '../../../shared/catalog';
import type { Lang } from '../../../shared/i18n';
import type { SeatInfo } from '../../../shared/net/protocol';

/** A tint names the suit or colour a pile belongs to, for its marker and highlight. */
export type Tint = 'H' | 'D' | 'C' | 'B' | 'G' | 'Y' | null;

export interface PileModel {
  index: number;
  name: string;
  cards: Card[];
  sum: number;
  limit: number;
  tint: Tint;
  /** Überkochen's pot markers (K♥ K♦ K♣): shown under the pot, never dealt. */
  marker: Card | null;
}

export interface SeatModel {
  seat: number;
  name: string;
  /** The bot's level, or null for a person. */
  level: string | null;
  handSize: number;
  taken: Card[];
  total: number;
  dealer: boolean;
  turn: boolean;
  you: boolean;
  away: boolean;
}

export interface Choice {
  card: Card;
  pile: number;
  move: unknown;
  /** "Herz 7 in den Herztopf legen". */
  label: string;
}

export interface LastPlayModel {
  seat: number;
  card: Card;
  pile: number;
  took: readonly Card[] | null;
}

export interface RoundSheet {
  round: number;
  points: number[];
  totals: number[];
  /** Per suit or colour: the taken counts of every seat, and who was excused (strict majority). */
  majorities: { key: string; label: string; counts: number[]; excused: number | null }[];
  /** Cards that always count (spades, red fours): their counts per seat. */
  penalty: { label: string; counts: number[] };
}

export interface TableModel {
  game: 'ueberkochen' | 'dreizehn';
  round: number;
  rounds: number;
  limit: number;
  phase: 'dealing' | 'playing' | 'over';
  piles: PileModel[];
  seats: SeatModel[];
  viewer: number | null;
  hand: Card[] | null;
  choices: Choice[];
  drawPile: number | null;
  lastPlay: LastPlayModel | null;
  sheets: RoundSheet[];
}

export type PotView = UeberkochenView | DreizehnView;

export function isPotView(view: unknown): view is PotView {
  if (typeof view !== 'object' || view === null) return false;
  const game = (view as { game?: unknown }).game;
  return game === 'ueberkochen' || game === 'dreizehn';
}

const FRENCH_RANK: Record<string, string> = { A: 'card.rank.A', J: 'card.rank.J', Q: 'card.rank.Q', K: 'card.rank.K' };

/** A card's spoken name: "Herz 7", "Pik Ass", "Blau 5", "fiese Vier". */
export function cardName(lang: Lang, card: Card): string {
  if (card === '4R') return t(lang, 'card.redFour');
  const suit = card.slice(-1);
  const rank = card.slice(0, -1);
  if ('BGY'.includes(suit) && /^\d$/.test(rank)) return t(lang, 'card.named', { suit: t(lang, `dreizehn.colour.${suit}`), rank });
  if (card === 'X1' || card === 'X2') return t(lang, 'card.joker');
  const rankKey = FRENCH_RANK[rank];
  return t(lang, 'card.named', { suit: t(lang, `suit.${suit}`), rank: rankKey ? t(lang, rankKey) : rank });
}

export function seatName(lang: Lang, info: SeatInfo | undefined, seat: number): string {
  if (info?.name) return info.name;
  if (info?.kind === 'bot') return t(lang, 'seat.botNamed', { n: seat + 1 });
  return friendlyName(lang, seat);
}

/** A person's seat nobody named: a friendly name of its own (Fuchs, Eule, …), never "Platz 1". */
export function friendlyName(lang: Lang, seat: number): string {
  const key = `seat.friendly.${seat + 1}`;
  return hasString(lang, key) ? t(lang, key) : t(lang, 'seat.numbered', { n: seat + 1 });
}

function seatModels(lang: Lang, view: PotView, seats: readonly SeatInfo[], toAct: readonly number[]): SeatModel[] {
  return view.handSizes.map((handSize, seat) => {
    const info = seats[seat];
    return {
      seat,
      name: seatName(lang, info, seat),
      level: info?.botPlaying ? info.level : null,
      handSize,
      taken: (view.taken[seat] ?? []) as Card[],
      total: view.totals[seat] ?? 0,
      dealer: view.dealer === seat,
      turn: toAct.includes(seat),
      you: view.viewer === seat,
      away: info?.away ?? false,
    };
  });
}

function ueberkochenPiles(lang: Lang, view: UeberkochenView): PileModel[] {
  return (['H', 'D', 'C'] as const).map((pot, index) => ({
    index,
    name: t(lang, `ueberkochen.pot.${pot}`),
    cards: view.pots[pot],
    sum: view.potSums[pot],
    limit: view.limit,
    tint: pot,
    marker: `K${pot}` as Card,
  }));
}

function dreizehnPiles(lang: Lang, view: DreizehnView): PileModel[] {
  return view.boards.map((board, index) => ({
    index,
    name: boardName(lang, index, board.colour),
    cards: board.cards,
    sum: board.sum,
    limit: view.limit,
    tint: board.colour,
    marker: null,
  }));
}

export function boardName(lang: Lang, index: number, colour: 'B' | 'G' | 'Y' | null): string {
  const base = t(lang, 'dreizehn.board', { board: index + 1 });
  return colour ? `${base} (${t(lang, `dreizehn.colour.${colour}`)})` : base;
}

const POT_INDEX: Record<string, number> = { H: 0, D: 1, C: 2 };

function readMove(game: PotView['game'], move: unknown): { card: Card; pile: number } | null {
  if (typeof move !== 'object' || move === null) return null;
  const m = move as { type?: unknown; card?: unknown; pot?: unknown; board?: unknown };
  if (m.type !== 'play' || typeof m.card !== 'string') return null;
  if (game === 'ueberkochen' && typeof m.pot === 'string' && m.pot in POT_INDEX) return { card: m.card as Card, pile: POT_INDEX[m.pot] as number };
  if (game === 'dreizehn' && typeof m.board === 'number') return { card: m.card as Card, pile: m.board };
  return null;
}

/** The move that puts `card` on pile `pile`, legal or not (the host judges it). */
export function playMove(game: PotView['game'], card: Card, pile: number): unknown {
  if (game === 'ueberkochen') return { type: 'play', card, pot: (['H', 'D', 'C'] as const)[pile] };
  return { type: 'play', card, board: pile };
}

function choiceLabel(lang: Lang, view: PotView, card: Card, pile: PileModel): string {
  const name = cardName(lang, card);
  if (view.game === 'ueberkochen') return t(lang, 'ueberkochen.playAction', { card: name, potName: pile.name });
  return t(lang, 'dreizehn.playAction', { card: name, board: pile.index + 1 });
}

function sheets(lang: Lang, view: PotView): RoundSheet[] {
  if (view.game === 'ueberkochen') {
    return view.history.map((r) => ({
      round: r.round,
      points: r.points,
      totals: r.totals,
      majorities: (['H', 'D', 'C'] as const).map((suit) => ({ key: suit, label: t(lang, `suit.${suit}`), counts: r.taken.map((c) => c[suit]), excused: r.excused[suit] })),
      penalty: { label: t(lang, 'suit.S'), counts: r.taken.map((c) => c.S) },
    }));
  }
  return view.history.map((r) => ({
    round: r.round,
    points: r.points,
    totals: r.totals,
    majorities: (['B', 'G', 'Y'] as const).map((colour) => ({ key: colour, label: t(lang, `dreizehn.colour.${colour}`), counts: r.taken.map((c) => c[colour]), excused: r.excused[colour] })),
    penalty: { label: t(lang, 'dreizehn.redFours'), counts: r.taken.map((c) => c.R) },
  }));
}

/** The table model of a pot game's view, with the host's legal moves for the viewer. */
export function tableModel(lang: Lang, view: PotView, legal: readonly unknown[], toAct: readonly number[], seats: readonly SeatInfo[]): TableModel {
  const piles = view.game === 'ueberkochen' ? ueberkochenPiles(lang, view) : dreizehnPiles(lang, view);
  const choices: Choice[] = [];
  for (const move of legal) {
    const read = readMove(view.game, move);
    const pile = read ? piles[read.pile] : undefined;
    if (read && pile) choices.push({ card: read.card, pile: read.pile, move, label: choiceLabel(lang, view, read.card, pile) });
  }
  let lastPlay: LastPlayModel | null = null;
  if (view.lastPlay) {
    const lp = view.lastPlay;
    const pile = view.game === 'ueberkochen' ? (POT_INDEX[(lp as UeberkochenView['lastPlay'] & object).pot] as number) : (lp as DreizehnView['lastPlay'] & object).board;
    lastPlay = { seat: lp.seat, card: lp.card, pile, took: lp.took };
  }
  return {
    game: view.game,
    round: view.round,
    rounds: view.rounds,
    limit: view.limit,
    phase: view.phase,
    piles,
    seats: seatModels(lang, view, seats, toAct),
    viewer: typeof view.viewer === 'number' ? view.viewer : null,
    hand: view.hand ? sortHand(view.hand as Card[]) : null,
    choices,
    drawPile: view.game === 'dreizehn' && !view.options.dealAll ? view.drawPileSize : null,
    lastPlay,
    sheets: sheets(lang, view),
  };
}

/** Cards counted by the suit or colour they score under, for the memory aid. */
export function countTaken(cards: readonly Card[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const card of cards) {
    const key = card.slice(-1);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

/** One line of the game log for a play: who played what where, and what they took. */
export function playLine(lang: Lang, model: TableModel, play: LastPlayModel): string {
  const who = model.seats[play.seat]?.name ?? friendlyName(lang, play.seat);
  const pile = model.piles[play.pile]?.name ?? '';
  const line = t(lang, 'log.play', { player: who, card: cardName(lang, play.card), pile });
  if (!play.took) return line;
  return `${line} ${t(lang, model.game === 'ueberkochen' ? 'log.boilOver' : 'log.overflow', { player: who, pile, n: play.took.length })}`;
}

const SUIT_ORDER = 'HDCSBGYR';
const RANK_ORDER = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A hand as a player holds it: by suit (colour), then by value. */
export function sortHand(cards: readonly Card[]): Card[] {
  const key = (card: Card): number => SUIT_ORDER.indexOf(card.slice(-1)) * 100 + RANK_ORDER.indexOf(card.slice(0, -1));
  return [...cards].sort((a, b) => key(a) - key(b));
}
