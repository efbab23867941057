/**
 * What the team did between two views of the same level: every card played (onto which dungeon
 * card, by whom), every hero power used and every Einsturz discard, read from what the table shows
 * to everybody, so that the log can name why a hand shrank. A card played and beaten in the same
 * step is no longer on the table: it is found among the cards spent with the beaten card. The rules
 * count each play and each power (`tally`), so nothing is guessed from a hand's size alone.
 */
import type { FrenchCard, Suit } from '../../cards';
import type { Seat } from '../../engine/types';
import { HEROES, type Hero } from './state';
import type { KerkerhatzView } from './view';

export type KerkerhatzAction =
  /** `seat` is null only when the table cannot tell whose card it was (several steps seen at once). */
  | { kind: 'play'; seat: Seat | null; card: FrenchCard; target: FrenchCard; suit: Suit | null }
  /** `discarded` is empty for the free pause; `teammate` is whom the healer gave cards to. */
  | { kind: 'power'; seat: Seat; hero: Hero; discarded: FrenchCard[]; teammate: Seat | null }
  | { kind: 'discard'; seat: Seat; cards: FrenchCard[] };

/** The actions from `before` to `after`, two views of one level (`after` the later). */
export function actionsBetween(before: KerkerhatzView, after: KerkerhatzView): KerkerhatzAction[] {
  const actions: KerkerhatzAction[] = [];
  const powered = new Set<Seat>();
  for (const hero of HEROES) {
    if (after.tally.powers[hero] <= before.tally.powers[hero]) continue;
    const seat = after.heroes.indexOf(hero);
    if (seat < 0) continue;
    powered.add(seat);
    actions.push({
      kind: 'power',
      seat,
      hero,
      discarded: added(before.discards[seat], after.discards[seat]),
      teammate: hero === 'healer' ? gainer(before, after, seat) : null,
    });
  }
  if (after.tally.played > before.tally.played) actions.push(...plays(before, after));
  after.discards.forEach((pile, seat) => {
    const cards = added(before.discards[seat], pile);
    if (!powered.has(seat) && cards.length > 0) actions.push({ kind: 'discard', seat, cards });
  });
  return actions;
}

/** The cards played: those new on the current card, and those that left play with the card they were played onto. */
function plays(before: KerkerhatzView, after: KerkerhatzView): KerkerhatzAction[] {
  const out: KerkerhatzAction[] = [];
  const was = before.current;
  const now = after.current;
  const sameCard = was !== null && now !== null && now.card === was.card && after.beaten.length === before.beaten.length;
  if (was && !sameCard) {
    // The card left play (beaten, or an event cancelled by a queen): its cards went to the spent pile.
    const spent = after.spent.slice(before.spent.length);
    for (const p of was.played) {
      const at = spent.indexOf(p.card);
      if (at >= 0) spent.splice(at, 1);
    }
    const seat = onlyLoser(before, after);
    for (const card of spent) out.push({ kind: 'play', seat, card, target: was.card, suit: null });
  }
  if (now) {
    const fresh = sameCard && was ? now.played.slice(was.played.length) : now.played;
    for (const p of fresh) out.push({ kind: 'play', seat: p.seat, card: p.card, target: now.card, suit: p.card.startsWith('X') ? p.suit : null });
  }
  return out;
}

/** The cards `after` holds beyond `before` (a pile only grows on top of what it held). */
function added(before: readonly FrenchCard[] | undefined, after: readonly FrenchCard[] | undefined): FrenchCard[] {
  return (after ?? []).slice((before ?? []).length);
}

function held(view: KerkerhatzView, seat: Seat): number {
  return (view.handSizes[seat] ?? 0) + (view.pileSizes[seat] ?? 0);
}

/** The one seat whose cards (hand and pile) became fewer: the player of a card that left play at once. */
function onlyLoser(before: KerkerhatzView, after: KerkerhatzView): Seat | null {
  const losers = after.handSizes.flatMap((_, seat) => (held(after, seat) < held(before, seat) ? [seat] : []));
  return losers.length === 1 ? (losers[0] as Seat) : null;
}

/** The teammate whose hand the healer's cards went to: the other seat whose hand grew most. */
function gainer(before: KerkerhatzView, after: KerkerhatzView, healer: Seat): Seat | null {
  let best: Seat | null = null;
  let most = 0;
  after.handSizes.forEach((size, seat) => {
    const grew = size - (before.handSizes[seat] ?? 0);
    if (seat !== healer && grew > most) {
      best = seat;
      most = grew;
    }
  });
  return best;
}
