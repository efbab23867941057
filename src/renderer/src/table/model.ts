/**
 * What the table draws, in one shape for the pot games (Überkochen's pots, Dreizehn's boards): the
 * piles in the middle, the seats, the viewer's hand and the moves the host says are legal, each with
 * the name a screen reader and the Playwright tests use. Built from a game's View through that
 * game's pot description (PotGame, in the game's folder under games/); pure, no DOM.
 * The table never decides legality: the choices come from the host's `legal` list.
 */
import type { Card } from '../../../shared/cards';
import { hasString, t } from '../../../shared/catalog';
import type { Lang } from '../../../shared/i18n';
import type { Viewer } from '../../../shared/engine/types';
import type { SeatInfo } from '../../../shared/net/protocol';
import { deckCard } from './deck';

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
  /** Every card of the game's deck: the scene draws their faces before any is played. */
  deck: readonly Card[];
  /** The i18n keys for a pile that went over: its log line and the banner over it. */
  overflow: OverflowWords;
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

export interface OverflowWords {
  /** A log line's tail with {player}, {pile} and {n}: "Herztopf kocht über: Anna nimmt 2 Karten." */
  log: string;
  /** The banner over the pile: "Übergekocht!" */
  banner: string;
}

/** What every pot game's view holds alike: the seats' hands, taken cards and points, the round. */
export interface PotViewBase {
  viewer: Viewer;
  limit: number;
  round: number;
  rounds: number;
  dealer: number;
  phase: 'dealing' | 'playing' | 'over';
  hand: readonly Card[] | null;
  handSizes: readonly number[];
  taken: readonly (readonly Card[])[];
  totals: readonly number[];
}

/**
 * A pot game as the shared pot table sees it: all it needs of the game, so that the table, the
 * scene, the phone hand and the sheets name no game. Each pot game's folder under games/ gives one.
 */
export interface PotGame<V extends PotViewBase = PotViewBase> {
  /** Whether a view is this game's (the board registry is by game id; this checks the data). */
  accepts(view: unknown): view is V;
  deck: readonly Card[];
  overflow: OverflowWords;
  /** The piles in the middle, in the order the moves count them. */
  piles(lang: Lang, view: V): PileModel[];
  /** The card and pile a move plays, or null for a move that plays none. */
  readMove(move: unknown): { card: Card; pile: number } | null;
  /** The move that puts `card` on pile `pile`, legal or not (the host judges it). */
  playMove(card: Card, pile: number): unknown;
  /** A legal move's name: "Herz 7 in den Herztopf legen". */
  choiceLabel(lang: Lang, card: Card, pile: PileModel): string;
  lastPlay(view: V): LastPlayModel | null;
  /** The cards left to draw, or null for a game (or options) without a draw pile. */
  drawPile(view: V): number | null;
  sheets(lang: Lang, view: V): RoundSheet[];
}

const FRENCH_RANK: Record<string, string> = { A: 'card.rank.A', J: 'card.rank.J', Q: 'card.rank.Q', K: 'card.rank.K' };

/** A card's spoken name: "Herz 7", "Pik Ass"; a game's own deck names its cards ("Blau 5", "fiese Vier"). */
export function cardName(lang: Lang, card: Card): string {
  const own = deckCard(card);
  if (own) return own.look.name(lang, card);
  const suit = card.slice(-1);
  const rank = card.slice(0, -1);
  if (card === 'X1' || card === 'X2') return t(lang, 'card.joker');
  const rankKey = FRENCH_RANK[rank];
  return t(lang, 'card.named', { suit: t(lang, `suit.${suit}`), rank: rankKey ? t(lang, rankKey) : rank });
}

export function seatName(lang: Lang, info: SeatInfo | undefined, seat: number): string {
  if (info?.name) return info.name;
  if (info?.kind === 'bot') return t(lang, 'seat.botNamed', { n: seat + 1 });
  return friendlyName(lang, seat);
}

/** The seats' names as the table shows them, one per seat of the table (a game need not deal hands to have players). */
export function frameNames(lang: Lang, seats: readonly SeatInfo[]): string[] {
  return seats.map((info, seat) => seatName(lang, info, seat));
}

/** A person's seat nobody named: a friendly name of its own (Fuchs, Eule, …), never "Platz 1". */
export function friendlyName(lang: Lang, seat: number): string {
  const key = `seat.friendly.${seat + 1}`;
  return hasString(lang, key) ? t(lang, key) : t(lang, 'seat.numbered', { n: seat + 1 });
}

function seatModels(lang: Lang, view: PotViewBase, seats: readonly SeatInfo[], toAct: readonly number[]): SeatModel[] {
  return view.handSizes.map((handSize, seat) => {
    const info = seats[seat];
    return {
      seat,
      name: seatName(lang, info, seat),
      level: info?.botPlaying ? info.level : null,
      handSize,
      taken: [...(view.taken[seat] ?? [])],
      total: view.totals[seat] ?? 0,
      dealer: view.dealer === seat,
      turn: toAct.includes(seat),
      you: view.viewer === seat,
      away: info?.away ?? false,
    };
  });
}

/** The table model of a pot game's view, with the host's legal moves for the viewer. */
export function tableModel<V extends PotViewBase>(
  lang: Lang,
  game: PotGame<V>,
  view: V,
  legal: readonly unknown[],
  toAct: readonly number[],
  seats: readonly SeatInfo[],
): TableModel {
  const piles = game.piles(lang, view);
  const choices: Choice[] = [];
  for (const move of legal) {
    const read = game.readMove(move);
    const pile = read ? piles[read.pile] : undefined;
    if (read && pile) choices.push({ card: read.card, pile: read.pile, move, label: game.choiceLabel(lang, read.card, pile) });
  }
  return {
    deck: game.deck,
    overflow: game.overflow,
    round: view.round,
    rounds: view.rounds,
    limit: view.limit,
    phase: view.phase,
    piles,
    seats: seatModels(lang, view, seats, toAct),
    viewer: typeof view.viewer === 'number' ? view.viewer : null,
    hand: view.hand ? sortHand(view.hand) : null,
    choices,
    drawPile: game.drawPile(view),
    lastPlay: game.lastPlay(view),
    sheets: game.sheets(lang, view),
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
  return `${line} ${t(lang, model.overflow.log, { player: who, pile, n: play.took.length })}`;
}

const SUIT_ORDER = 'HDCSBGYR';
const RANK_ORDER = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A hand as a player holds it: by suit (colour), then by value. */
export function sortHand(cards: readonly Card[]): Card[] {
  const key = (card: Card): number => SUIT_ORDER.indexOf(card.slice(-1)) * 100 + RANK_ORDER.indexOf(card.slice(0, -1));
  return [...cards].sort((a, b) => key(a) - key(b));
}
