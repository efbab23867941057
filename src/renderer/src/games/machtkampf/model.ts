/**
 * What the Machtkampf table shows, built from the view and the host's legal moves: pure, no DOM.
 * The table never decides legality: a selection can be played only if the host listed it. The
 * shared `classify`/`beats` only describe a selection ("Straße bis 9♥ – sticht").
 */
import type { Card, FrenchCard } from '../../../../shared/cards';
import { beats, classify, sortCards, type Combination } from '../../../../shared/games/machtkampf';
import { partCards, splitHand, type Part } from '../../../../shared/games/machtkampf/bot-hand';
import type { GameRecord, MachtkampfMove, MachtkampfView } from '../../../../shared/games/machtkampf';
import { t } from '../../../../shared/catalog';
import type { Lang } from '../../../../shared/i18n';
import { shortCard } from '../../ui/cardText';

export type HandOrder = 'number' | 'combinations';

/** The number a card counts as: 1 (ace) … 10, jacks 11, K♥ 12. */
export function numberOf(card: Card): number {
  const rank = card.slice(0, -1);
  return rank === 'A' ? 1 : rank === 'J' ? 11 : rank === 'K' ? 12 : Number(rank);
}

/**
 * The hand as indexes into `hand` (which comes in single-card order). By combinations: the plays
 * the hand splits into (the split the bots use, see `splitHand`), gangs first, then the five-card
 * plays, triples, pairs and singles, each kind low to high.
 */
export function handOrder(hand: readonly FrenchCard[], order: HandOrder): number[] {
  return handGroups(hand, order).flat();
}

const PART_ORDER: Record<Part['kind'], number> = { gang: 0, five: 1, triple: 2, pair: 3, single: 4 };

/** The hand as groups of indexes into `hand`, in the order shown: one group by number, one per play by combinations. */
export function handGroups(hand: readonly FrenchCard[], order: HandOrder): number[][] {
  const indexes = hand.map((_, i) => i);
  if (order === 'number' || hand.length === 0) return [indexes];
  const parts = [...splitHand(hand)].sort((a, b) => PART_ORDER[a.kind] - PART_ORDER[b.kind] || (a.ids[0] as number) - (b.ids[0] as number));
  const used = new Set<number>();
  const groups = parts.map((part) =>
    partCards(part).map((card) => {
      const index = hand.findIndex((c, i) => c === card && !used.has(i));
      used.add(index);
      return index;
    }),
  );
  // Every card is in exactly one part; anything the split left out (it never does) stays at the end.
  const rest = indexes.filter((i) => !used.has(i));
  return rest.length > 0 ? [...groups, rest] : groups;
}

/**
 * The seats that passed since the last play, walking back from the player to move against the
 * direction of play over the players still in.
 */
export function passedSeats(view: MachtkampfView): number[] {
  const n = view.handSizes.length;
  if (view.turn === null || view.passes <= 0 || view.trick.length === 0) return [];
  const back = view.direction === 'clockwise' ? -1 : 1;
  const out: number[] = [];
  let seat = view.turn;
  for (let guard = 0; out.length < view.passes && guard < 2 * n; guard++) {
    seat = (((seat + back) % n) + n) % n;
    if (seat === view.turn) break;
    if (!view.out[seat]) out.push(seat);
  }
  return out;
}

const COUNT_WORDS = ['', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben'];

/** "Straße bis 9♥", "Putsch aus vier 7en", "Paar 6en", "Einzelkarte K♥". */
export function describeCombination(lang: Lang, combo: Combination): string {
  const cards = combo.cards;
  const top = cards[cards.length - 1] as FrenchCard;
  const low = cards[0] as FrenchCard;
  const number = (card: FrenchCard): string =>
    numberOf(card) === 11
      ? t(lang, 'machtkampf.jacks')
      : numberOf(card) === 1
        ? t(lang, 'machtkampf.aces')
        : t(lang, 'machtkampf.plural', { n: numberOf(card) });
  switch (combo.kind) {
    case 'single':
      return t(lang, 'machtkampf.combo.single', { card: shortCard(lang, top) });
    case 'pair':
      return t(lang, 'machtkampf.combo.pair', { number: number(top) });
    case 'triple':
      return t(lang, 'machtkampf.combo.triple', { number: number(top) });
    case 'straight':
      return t(lang, 'machtkampf.combo.straight', { card: shortCard(lang, top) });
    case 'flush':
      return t(lang, 'machtkampf.combo.flush', { card: shortCard(lang, top) });
    case 'straightFlush':
      return t(lang, 'machtkampf.combo.straightFlush', { card: shortCard(lang, top) });
    case 'fullHouse': {
      const tripleNumber = numberOf(cards[2] as FrenchCard);
      const pair = cards.find((c) => numberOf(c) !== tripleNumber) ?? low;
      return t(lang, 'machtkampf.combo.fullHouse', { triple: number(cards[2] as FrenchCard), pair: number(pair) });
    }
    case 'gang':
      return t(lang, 'machtkampf.combo.gang', { count: lang === 'de' ? (COUNT_WORDS[cards.length] ?? cards.length) : cards.length, number: number(top) });
    default: {
      const never: never = combo.kind;
      throw new Error(`unknown kind ${String(never)}`);
    }
  }
}

function key(cards: readonly Card[]): string {
  return cards.join(' ');
}

export interface Selection {
  /** What the selected cards form, or null. */
  combo: Combination | null;
  /** The host lists exactly this play: it can be submitted. */
  move: MachtkampfMove | null;
  /** One line for the player: what it forms and whether it beats the trick. */
  text: string;
  verdict: 'empty' | 'nothing' | 'legal' | 'low' | 'notAllowed' | 'notYourTurn';
}

/** Reads a selection against the trick and the legal list; while the host holds the table at a game's end (`held`), nothing goes yet. */
export function readSelection(lang: Lang, view: MachtkampfView, legal: readonly MachtkampfMove[], selected: readonly FrenchCard[], held = false): Selection {
  if (selected.length === 0) return { combo: null, move: null, text: '', verdict: 'empty' };
  const cards = sortCards(selected);
  const combo = classify(cards);
  if (!combo) return { combo: null, move: null, text: t(lang, 'machtkampf.sel.nothing'), verdict: 'nothing' };
  const name = describeCombination(lang, combo);
  if (held) return { combo, move: null, text: t(lang, 'machtkampf.sel.held', { combo: name }), verdict: 'notYourTurn' };
  const giveBack = view.phase === 'exchange' && cards.length === 1 ? legal.find((m) => m.type === 'giveBack' && m.card === cards[0]) : undefined;
  if (giveBack) return { combo, move: giveBack, text: t(lang, 'machtkampf.sel.giveBack', { card: shortCard(lang, cards[0] as FrenchCard) }), verdict: 'legal' };
  const move = legal.find((m) => m.type === 'play' && key(m.cards) === key(cards)) ?? null;
  const top = view.trick[view.trick.length - 1] ?? null;
  const lead = top === null;
  if (move) return { combo, move, text: t(lang, lead ? 'machtkampf.sel.leads' : 'machtkampf.sel.beats', { combo: name }), verdict: 'legal' };
  if (view.turn !== view.viewer) return { combo, move: null, text: t(lang, 'machtkampf.sel.waiting', { combo: name }), verdict: 'notYourTurn' };
  if (!lead && !beats(combo, top))
    return { combo, move: null, text: t(lang, 'machtkampf.sel.low', { combo: name, top: describeCombination(lang, top) }), verdict: 'low' };
  const why = view.aceLead
    ? t(lang, 'machtkampf.mustContainAceOfSpades')
    : view.mustMakeItHard
      ? obligationText(lang, view)
      : t(lang, 'machtkampf.sel.notListed');
  return { combo, move: null, text: `${name}: ${why}`, verdict: 'notAllowed' };
}

/**
 * When the table says "Letzte Karte!" with a play, so that no play made from its buttons (the
 * suggestion's above all) ever goes out on a lone last card without the call: 'before' a play of
 * the last card while the call is still owed, 'after' a play that leaves one card. Null for
 * anything else, and where the option calls for everyone anyway (the rules' callsForYou).
 */
export function callWith(view: MachtkampfView, legal: readonly MachtkampfMove[], move: MachtkampfMove | null): 'before' | 'after' | null {
  const hand = view.hand;
  if (!move || move.type !== 'play' || !hand || view.options.lastCardCall === 'auto') return null;
  const left = hand.length - move.cards.length;
  if (left === 0 && legal.some((m) => m.type === 'callLastCard')) return 'before';
  if (left === 1) return 'after';
  return null;
}

/** The one-card obligation in words, for the player who has it. */
export function obligationText(lang: Lang, view: MachtkampfView): string {
  const top = view.trick[view.trick.length - 1];
  if (!top) return t(lang, 'machtkampf.mustLeadCombination');
  return top.kind === 'single' ? t(lang, 'machtkampf.mustPlayHighest') : t(lang, 'machtkampf.obligation.other');
}

/** The plays the host lists, weakest first: the suggestion is the first (the smallest play that does the job). */
export function suggestion(legal: readonly MachtkampfMove[]): MachtkampfMove | null {
  const plays = legal.filter((m) => m.type === 'play' || m.type === 'giveBack');
  if (plays.length === 0) return null;
  const weight = (m: MachtkampfMove): number => {
    if (m.type === 'giveBack') return numberOf(m.card) * 10;
    if (m.type !== 'play') return Infinity;
    const combo = classify(m.cards);
    if (!combo) return Infinity;
    return (combo.kind === 'gang' ? 1e9 : 0) + combo.cards.length * 1e6 + combo.strength;
  };
  return [...plays].sort((a, b) => weight(a) - weight(b))[0] ?? null;
}

/**
 * Where each seat sits around the table, seen from the viewer (at the bottom). Clockwise from
 * the bottom runs left, top, right. The table screen puts seat 0 at the bottom.
 */
export type Position = 'bottom' | 'left' | 'top' | 'right';

export function positions(players: number, viewer: number | null): Position[] {
  const ring: Position[] = players === 3 ? ['bottom', 'left', 'right'] : ['bottom', 'left', 'top', 'right'];
  const base = viewer ?? 0;
  return Array.from({ length: players }, (_, seat) => ring[(seat - base + players) % players] as Position);
}

/** The factor a game's leftover cards count with (spec: "Scoring a game"). */
export function factorOf(cardsLeft: number): number {
  if (cardsLeft >= 16) return 5;
  if (cardsLeft >= 14) return 4;
  if (cardsLeft >= 11) return 3;
  if (cardsLeft >= 8) return 2;
  return 1;
}

/** One seat's scoring step for a finished game: "Gewinner: 0", "9 × 2 = 18", "Letzte Karte vergessen: 1". */
export function scoringStep(lang: Lang, record: GameRecord, seat: number): string {
  const points = record.points[seat] ?? 0;
  if (record.winner === seat) return t(lang, 'machtkampf.step.winner');
  if (record.missedCall[seat]) return t(lang, 'machtkampf.step.missed', { points });
  const left = record.cardsLeft[seat] ?? 0;
  return t(lang, left === 1 ? 'machtkampf.step.card' : 'machtkampf.step.cards', { cards: left, factor: factorOf(left), points });
}

/** One log line for the last action of a view. */
export function actionLine(lang: Lang, names: readonly string[], action: NonNullable<MachtkampfView['lastAction']>): string {
  const who = names[action.seat] ?? String(action.seat + 1);
  const move = action.move;
  switch (move.type) {
    case 'play': {
      const combo = classify(move.cards);
      return t(lang, 'machtkampf.log.play', {
        player: who,
        combo: combo ? describeCombination(lang, combo) : move.cards.map((c) => shortCard(lang, c)).join(' '),
      });
    }
    case 'pass':
      return t(lang, 'machtkampf.log.pass', { player: who });
    case 'callLastCard':
      return t(lang, 'machtkampf.log.call', { player: who });
    case 'giveBack':
      return t(lang, 'machtkampf.log.giveBack', { player: who, card: shortCard(lang, move.card) });
    default: {
      const never: never = move;
      throw new Error(`unknown move ${JSON.stringify(never)}`);
    }
  }
}

export function isMachtkampfView(view: unknown): view is MachtkampfView {
  return typeof view === 'object' && view !== null && (view as { game?: unknown }).game === 'machtkampf';
}
